//===- consumer.cpp - ActGrad used as a library ---------------------------===//
//
// An ML compiler's view of ActGrad: parse a module with actgrad ops, lower it
// with the actgrad-to-llvm pipeline, translate it to LLVM IR, JIT-compile it
// with mlir::ExecutionEngine, call the kernels and check their results
// against a plain C++ reference. Exits with 0 when every result matches.
//
//===----------------------------------------------------------------------===//

#include "ActGrad/InitAllDialects.h"
#include "ActGrad/Pipelines/Pipelines.h"

#include "mlir/ExecutionEngine/CRunnerUtils.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/OpenMP/OpenMPToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"

#include "llvm/IR/Module.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <vector>

// Two kernels: a dynamically shaped elementwise op and a reduction. Functions
// with `llvm.emit_c_interface` get a `_mlir_ciface_<name>` entry point that
// takes memref descriptors (StridedMemRefType) by pointer, result first.
static const char *const kernels = R"mlir(
func.func @hardtanh_backward(%g: tensor<?xf32>, %x: tensor<?xf32>)
    -> tensor<?xf32> attributes {llvm.emit_c_interface} {
  %r = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @softmax_backward(%dy: tensor<2x5xf32>, %y: tensor<2x5xf32>)
    -> tensor<2x5xf32> attributes {llvm.emit_c_interface} {
  %r = actgrad.softmax_backward %dy, %y {axis = 1 : i64}
      : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
  return %r : tensor<2x5xf32>
}
)mlir";

namespace {

/// A descriptor for a contiguous buffer owned by the caller.
template <int Rank>
StridedMemRefType<float, Rank> describe(std::vector<float> &data,
                                        const int64_t (&sizes)[Rank]) {
  StridedMemRefType<float, Rank> desc;
  desc.basePtr = desc.data = data.data();
  desc.offset = 0;
  int64_t stride = 1;
  for (int d = Rank - 1; d >= 0; --d) {
    desc.sizes[d] = sizes[d];
    desc.strides[d] = stride;
    stride *= sizes[d];
  }
  return desc;
}

bool close(float actual, float expected) {
  return std::fabs(actual - expected) <= 1e-5f * (1.0f + std::fabs(expected));
}

/// Compares the kernel's result, which the caller now owns, with `expected`
/// and frees it.
template <int Rank>
bool checkAndFree(const char *name, StridedMemRefType<float, Rank> &result,
                  const std::vector<float> &expected) {
  int64_t count = 1;
  for (int d = 0; d < Rank; ++d)
    count *= result.sizes[d];
  bool ok = count == static_cast<int64_t>(expected.size());
  for (int64_t i = 0; ok && i < count; ++i) {
    // The result is contiguous (identity layout at function boundaries).
    float actual = result.data[result.offset + i];
    if (!close(actual, expected[i])) {
      llvm::errs() << name << ": element " << i << " is " << actual
                   << ", expected " << expected[i] << "\n";
      ok = false;
    }
  }
  std::free(result.basePtr);
  llvm::outs() << name << ": " << (ok ? "ok" : "MISMATCH") << " (" << count
               << " elements)\n";
  return ok;
}

bool runHardtanh(mlir::ExecutionEngine &engine) {
  std::vector<float> g = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
  std::vector<float> x = {-3.0f, -1.0f,  -0.999f, -0.5f, 0.0f,
                          0.25f, 0.999f, 1.0f,    1.5f,  NAN};
  // Both bounds are strict; a NaN input gives NaN, which is checked apart.
  std::vector<float> expected(g.size());
  for (size_t i = 0; i < g.size(); ++i)
    expected[i] = (-1.0f < x[i] && x[i] < 1.0f) ? g[i] : 0.0f;

  int64_t sizes[1] = {static_cast<int64_t>(g.size())};
  auto gDesc = describe(g, sizes), xDesc = describe(x, sizes);
  StridedMemRefType<float, 1> result;
  if (llvm::Error error =
          engine.invoke("hardtanh_backward", &result, &gDesc, &xDesc)) {
    llvm::errs() << "hardtanh_backward: " << llvm::toString(std::move(error))
                 << "\n";
    return false;
  }
  // The last input is NaN: check it, then compare the element as 0.
  float &last = result.data[result.offset + g.size() - 1];
  bool nanPropagated = std::isnan(last);
  last = 0.0f;
  if (!nanPropagated)
    llvm::errs() << "hardtanh_backward: a NaN input did not give NaN\n";
  return checkAndFree("hardtanh_backward", result, expected) && nanPropagated;
}

bool runSoftmax(mlir::ExecutionEngine &engine) {
  const int64_t rows = 2, cols = 5;
  std::vector<float> dy = {0.1f, -0.2f, 0.3f, 0.4f, -0.5f,
                           1.0f, 2.0f,  3.0f, 4.0f, 5.0f};
  std::vector<float> y = {0.1f, 0.2f, 0.3f, 0.25f, 0.15f,
                          0.5f, 0.1f, 0.1f, 0.2f,  0.1f};
  std::vector<float> expected(dy.size());
  for (int64_t r = 0; r < rows; ++r) {
    float dot = 0.0f;
    for (int64_t c = 0; c < cols; ++c)
      dot += dy[r * cols + c] * y[r * cols + c];
    for (int64_t c = 0; c < cols; ++c)
      expected[r * cols + c] = y[r * cols + c] * (dy[r * cols + c] - dot);
  }

  int64_t sizes[2] = {rows, cols};
  auto dyDesc = describe(dy, sizes), yDesc = describe(y, sizes);
  StridedMemRefType<float, 2> result;
  if (llvm::Error error =
          engine.invoke("softmax_backward", &result, &dyDesc, &yDesc)) {
    llvm::errs() << "softmax_backward: " << llvm::toString(std::move(error))
                 << "\n";
    return false;
  }
  return checkAndFree("softmax_backward", result, expected);
}

} // namespace

int main() {
  // Everything the pipeline's input and its stages use: upstream dialects
  // with their interface models (bufferization, to-LLVM), ActGrad's dialect,
  // and the translations of the LLVM dialect to LLVM IR.
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::actgrad::registerAllDialects(registry);
  mlir::registerBuiltinDialectTranslation(registry);
  mlir::registerLLVMDialectTranslation(registry);
  // Thread tiles are OpenMP ops until translation.
  mlir::registerOpenMPDialectTranslation(registry);
  mlir::MLIRContext context(registry);

  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(kernels, &context);
  if (!module) {
    llvm::errs() << "could not parse the kernels\n";
    return 1;
  }

  mlir::PassManager pm(&context);
  mlir::actgrad::ActGradToLLVMPipelineOptions options;
  options.runtimeChecks = true;
  mlir::actgrad::buildActGradToLLVMPipeline(pm, options);
  if (mlir::failed(pm.run(*module))) {
    llvm::errs() << "actgrad-to-llvm failed\n";
    return 1;
  }

  // The engine JIT-compiles exactly the LLVM IR that this builder produces.
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  bool translated = false;
  auto buildLLVMModule =
      [&](mlir::Operation *op,
          llvm::LLVMContext &llvmCtx) -> std::unique_ptr<llvm::Module> {
    std::unique_ptr<llvm::Module> llvmModule =
        mlir::translateModuleToLLVMIR(op, llvmCtx, "actgrad-consumer");
    if (!llvmModule)
      return nullptr;
    translated = llvmModule->getFunction("_mlir_ciface_hardtanh_backward") &&
                 llvmModule->getFunction("_mlir_ciface_softmax_backward");
    llvm::outs() << "translated to LLVM IR: " << llvmModule->size()
                 << " functions\n";
    return llvmModule;
  };
  auto optimize = mlir::makeOptimizingTransformer(
      /*optLevel=*/3, /*sizeLevel=*/0, /*targetMachine=*/nullptr);
  mlir::ExecutionEngineOptions engineOptions;
  // Code from the default pipeline calls libomp (thread tiles run with
  // OpenMP); the installed package says where it is.
  llvm::StringRef runtimeLibs[] = {ACTGRAD_OPENMP_LIBRARY};
  engineOptions.sharedLibPaths = runtimeLibs;
  engineOptions.llvmModuleBuilder = buildLLVMModule;
  engineOptions.transformer = optimize;
  auto engine = mlir::ExecutionEngine::create(*module, engineOptions);
  if (!engine) {
    llvm::errs() << "could not create the execution engine: "
                 << llvm::toString(engine.takeError()) << "\n";
    return 1;
  }
  if (!translated) {
    llvm::errs() << "the LLVM IR lacks the kernels' C interfaces\n";
    return 1;
  }

  bool ok = runHardtanh(**engine);
  ok = runSoftmax(**engine) && ok;
  llvm::outs() << (ok ? "PASS" : "FAIL") << "\n";
  return ok ? 0 : 1;
}
