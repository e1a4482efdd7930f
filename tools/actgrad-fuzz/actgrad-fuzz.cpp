//===- actgrad-fuzz.cpp - libFuzzer target for the actgrad passes ---------===//
//
// Parses arbitrary bytes as MLIR, and for every module that verifies runs
// `convert-actgrad-to-linalg` and then the whole `actgrad-to-llvm` pipeline.
// Every input must end in valid output or an error diagnostic: a crash, a
// sanitizer report, a pass that fails without saying why, a pass that
// succeeds with IR that does not verify, a pipeline that succeeds with IR
// outside the LLVM and OpenMP dialects, or one that succeeds but printed a
// diagnostic is a bug, and this target turns each of those into a crash
// that libFuzzer reports.
//
// What is fuzzed, and why it is restricted:
//  - The input may use the dialects of ActGrad's input IR: actgrad, builtin,
//    func, arith, math, tensor, scf, cf, linalg and bufferization. Dialects
//    outside that set are not registered while parsing, so the fuzzer does not
//    spend its time in (or stop on) the parsers of unrelated upstream dialects.
//  - convert-actgrad-to-linalg (ours) runs on every module that verifies,
//    whatever ops surround the actgrad ops, and its output must verify.
//  - The full pipeline runs only on modules made of the ops it is meant for
//    (`isPipelineInput`): functions directly in the top-level module, built
//    from func, arith, math, actgrad, linalg ops on tensors (front ends'
//    keep-dim reductions, broadcasts, named ops), the basic tensor ops and
//    tensor-to-tensor `materialize_in_destination` (destination-passing
//    returns). The seeds (scripts/make-fuzz-corpus.py) hold every test
//    input and every function of the front-end corpus on its own. Upstream MLIR
//    is built without assertions, and its passes can crash on odd IR that
//    verifies (a crash there is upstream's bug, not ActGrad's); outside that
//    set a crash would stop the fuzzer on code we do not own.
//
// Set ACTGRAD_FUZZ_VERBOSE=1 to print the diagnostics while reproducing, and
// ACTGRAD_FUZZ_PIPELINE_OPTIONS to fuzz the pipeline with other options
// (runtime-checks is always tried both ways).
//
//===----------------------------------------------------------------------===//

#include "ActGrad/Conversion/Passes.h"
#include "ActGrad/Dialect/ActGrad/IR/ActGradDialect.h"
#include "ActGrad/Pipelines/Pipelines.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>
#include <string>

using namespace mlir;

namespace {

bool verbose = false;

/// Extra actgrad-to-llvm options, from ACTGRAD_FUZZ_PIPELINE_OPTIONS (e.g.
/// "vector-width=0 tile-elements=0"), to fuzz other configurations.
std::string pipelineOptions;

/// The dialects an input may use.
void registerInputDialects(DialectRegistry &registry) {
  registry.insert<actgrad::ActGradDialect, arith::ArithDialect,
                  bufferization::BufferizationDialect, cf::ControlFlowDialect,
                  func::FuncDialect, linalg::LinalgDialect, math::MathDialect,
                  scf::SCFDialect, tensor::TensorDialect>();
}

/// Everything the passes may need (their dialects and the external interface
/// models, e.g. bufferization's), as in actgrad-opt.
const DialectRegistry &getPassRegistry() {
  static DialectRegistry *registry = [] {
    auto *r = new DialectRegistry();
    registerAllDialects(*r);
    registerAllExtensions(*r);
    registerInputDialects(*r);
    return r;
  }();
  return *registry;
}

/// Whether `module` holds only what actgrad-to-llvm is meant to lower.
bool isPipelineInput(ModuleOp module) {
  for (Operation &op : module.getBody()->getOperations())
    if (!isa<func::FuncOp>(op))
      return false;
  WalkResult result = module.walk([&](Operation *op) {
    if (op == module.getOperation())
      return WalkResult::advance();
    Dialect *dialect = op->getDialect();
    if (isa<actgrad::ActGradDialect, arith::ArithDialect, math::MathDialect>(
            dialect))
      return WalkResult::advance();
    if (isa<func::FuncOp>(op) && op->getParentOp() == module.getOperation())
      return WalkResult::advance();
    if (isa<func::ReturnOp, func::CallOp, tensor::EmptyOp, tensor::DimOp,
            tensor::CastOp, tensor::ExtractOp, tensor::InsertOp,
            tensor::FromElementsOp, tensor::ExtractSliceOp,
            tensor::InsertSliceOp, tensor::ExpandShapeOp,
            tensor::CollapseShapeOp, linalg::YieldOp, linalg::IndexOp>(op))
      return WalkResult::advance();
    // Linalg ops on tensors only: bufferization is the pipeline's job.
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
      return linalgOp.hasPureTensorSemantics() ? WalkResult::advance()
                                               : WalkResult::interrupt();
    if (auto materialize =
            dyn_cast<bufferization::MaterializeInDestinationOp>(op))
      return isa<TensorType>(materialize.getDest().getType())
                 ? WalkResult::advance()
                 : WalkResult::interrupt();
    return WalkResult::interrupt();
  });
  return !result.wasInterrupted();
}

/// Reports a bug in ActGrad: libFuzzer records the input that caused it.
[[noreturn]] void fail(const char *what, ModuleOp module) {
  llvm::errs() << "actgrad-fuzz: " << what << "\n";
  if (module)
    module->print(llvm::errs(), OpPrintingFlags().printGenericOpForm());
  llvm::errs() << "\n";
  std::abort();
}

/// Runs `pm` on `module`; failure must come with an error diagnostic and
/// success with IR that verifies. Returns whether `pm` succeeded.
bool runChecked(PassManager &pm, ModuleOp module, const unsigned &errors,
                const char *name) {
  unsigned errorsBefore = errors;
  if (failed(pm.run(module))) {
    if (errors == errorsBefore)
      fail((std::string(name) + " failed without an error diagnostic").c_str(),
           module);
    return false;
  }
  if (failed(verify(module)))
    fail((std::string(name) + " produced IR that does not verify").c_str(),
         module);
  return true;
}

/// Whether everything in `module` is in the LLVM dialect (or OpenMP's, which
/// the thread tiles use and mlir-translate takes too), ready for
/// translation to LLVM IR.
bool isFullyLowered(ModuleOp module) {
  WalkResult result = module.walk([&](Operation *op) {
    if (op == module.getOperation() ||
        isa<LLVM::LLVMDialect, omp::OpenMPDialect>(op->getDialect()))
      return WalkResult::advance();
    return WalkResult::interrupt();
  });
  return !result.wasInterrupted();
}

void runOne(StringRef source) {
  DialectRegistry inputRegistry;
  registerInputDialects(inputRegistry);
  MLIRContext context(inputRegistry, MLIRContext::Threading::DISABLED);

  unsigned errors = 0;
  unsigned diagnostics = 0;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
    ++diagnostics;
    if (diagnostic.getSeverity() == DiagnosticSeverity::Error)
      ++errors;
    if (verbose)
      llvm::errs() << diagnostic.getLocation() << ": " << diagnostic << "\n";
    return success();
  });

  // The parser verifies what it parsed; a module that does not parse or
  // verify has had its error diagnostic, and that is the end of it.
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(source, ParserConfig(&context));
  if (!module)
    return;
  bool pipelineInput = isPipelineInput(*module);
  if (verbose)
    llvm::errs() << "actgrad-fuzz: module verifies; "
                 << (pipelineInput ? "running" : "not running")
                 << " the full pipeline\n";

  // From here on the passes may load any dialect they need.
  context.appendDialectRegistry(getPassRegistry());

  {
    OwningOpRef<ModuleOp> copy = module->clone();
    PassManager pm(&context);
    // Our own check below replaces the pass manager's verifier, so that IR
    // that does not verify is reported as the bug it is.
    pm.enableVerifier(false);
    pm.addPass(actgrad::createConvertActGradToLinalgPass());
    runChecked(pm, *copy, errors, "convert-actgrad-to-linalg");
  }

  if (!pipelineInput)
    return;
  for (bool runtimeChecks : {true, false}) {
    OwningOpRef<ModuleOp> copy = module->clone();
    // The pass manager's verifier stays on here: upstream passes must not
    // see IR that an earlier pass broke.
    PassManager pm(&context);
    auto options = actgrad::ActGradToLLVMPipelineOptions::createFromString(
        pipelineOptions);
    options->runtimeChecks = runtimeChecks;
    actgrad::buildActGradToLLVMPipeline(pm, *options);
    unsigned diagnosticsBefore = diagnostics;
    if (!runChecked(pm, *copy, errors, "actgrad-to-llvm"))
      continue;
    if (!isFullyLowered(*copy))
      fail("actgrad-to-llvm succeeded but left ops outside the LLVM dialect",
           *copy);
    if (diagnostics != diagnosticsBefore)
      fail("actgrad-to-llvm succeeded but printed a diagnostic", *copy);
  }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  const char *env = std::getenv("ACTGRAD_FUZZ_VERBOSE");
  verbose = env && *env && std::string(env) != "0";
  if (const char *options = std::getenv("ACTGRAD_FUZZ_PIPELINE_OPTIONS"))
    pipelineOptions = options;
  if (!actgrad::ActGradToLLVMPipelineOptions::createFromString(
          pipelineOptions)) {
    llvm::errs() << "actgrad-fuzz: bad ACTGRAD_FUZZ_PIPELINE_OPTIONS '"
                 << pipelineOptions << "'\n";
    std::exit(2);
  }
  (void)getPassRegistry();
  return 0;
}

/// Whether `source` uses the custom syntax of linalg.broadcast, linalg.reduce
/// or linalg.transpose. Upstream's parser of their `dimensions` and
/// `permutation` lists crashes on malformed ones (a null attribute reaches
/// NamedAttrList::set, LLVM 22): a bug in code ActGrad does not own, which
/// would stop the fuzzer. Their generic form ("linalg.broadcast"(...)) is
/// fuzzed.
static bool usesCrashingNamedOpSyntax(StringRef source) {
  return source.contains("linalg.broadcast ") ||
         source.contains("linalg.reduce ") ||
         source.contains("linalg.transpose ");
}

/// Whether `source` may give linalg.generic's custom syntax an
/// `iterator_types` array with an element that is not a string: upstream's
/// parser reads the elements as strings unchecked and crashes on any other
/// attribute (`[0x7FC00000, "parallel"]`, LLVM 22). With the custom syntax
/// anywhere, any such list in the input counts, and so does a list this
/// cannot take apart (a string holding ',' or ']'). The generic form
/// ("linalg.generic"(...)) is fuzzed.
static bool mayCrashGenericParser(StringRef source) {
  constexpr StringLiteral kName = "linalg.generic";
  constexpr StringLiteral kKey = "iterator_types";
  bool customSyntax = false;
  for (size_t at = source.find(kName); at != StringRef::npos;
       at = source.find(kName, at + 1))
    customSyntax |= at == 0 || source[at - 1] != '"';
  if (!customSyntax)
    return false;
  for (size_t at = source.find(kKey); at != StringRef::npos;
       at = source.find(kKey, at + 1)) {
    StringRef rest = source.drop_front(at + kKey.size()).ltrim();
    if (!rest.consume_front("="))
      continue;
    rest = rest.ltrim();
    if (!rest.consume_front("["))
      return true;
    size_t end = rest.find(']');
    if (end == StringRef::npos)
      return true;
    StringRef list = rest.take_front(end).trim();
    if (list.empty())
      continue;
    SmallVector<StringRef> elements;
    list.split(elements, ',');
    for (StringRef element : elements) {
      element = element.trim();
      StringRef inside = element.drop_front().drop_back();
      if (element.size() < 2 || !element.starts_with("\"") ||
          !element.ends_with("\"") || inside.contains('"'))
        return true;
    }
  }
  return false;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  // The MLIR lexer reads the byte after the buffer (MemoryBuffer's null
  // terminator), which libFuzzer's input does not have: copy into a string.
  std::string source(reinterpret_cast<const char *>(data), size);
  if (usesCrashingNamedOpSyntax(source) || mayCrashGenericParser(source))
    return 0;
  runOne(StringRef(source.data(), source.size()));
  return 0;
}
