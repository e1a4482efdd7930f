//===- actgrad-capi-test.c - ActGrad's C API, end to end ------------------===//
//
// Parses a module with an actgrad op through the C API, lowers it with
// mlirActGradAddToLLVMPipeline, JIT-compiles it with MLIR's C execution
// engine and calls the kernel; then checks options errors, the textual
// pipeline registration, and that a module the pipeline cannot lower fails.
//
//===----------------------------------------------------------------------===//

// RUN: actgrad-capi-test 2>&1 | FileCheck %s

#include "ActGrad-c/ActGrad.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#include "mlir-c/Support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void printToStdout(MlirStringRef str, void *userData) {
  (void)userData;
  fwrite(str.data, 1, str.length, stdout);
}

static MlirStringRef ref(const char *str) {
  return mlirStringRefCreateFromCString(str);
}

// hardtanh_backward on a one-element tensor built from scalars, so that the
// JIT-compiled kernel has a plain (f32, f32) -> f32 signature.
// mlirExecutionEngineInvokePacked calls the `_mlir_ciface_` entry point that
// `llvm.emit_c_interface` asks for.
static const char *kernelSource =
    "func.func @hardtanh_grad(%g: f32, %x: f32) -> f32\n"
    "    attributes {llvm.emit_c_interface} {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %gt = tensor.from_elements %g : tensor<1xf32>\n"
    "  %xt = tensor.from_elements %x : tensor<1xf32>\n"
    "  %r = actgrad.hardtanh_backward %gt, %xt {min = -1.0 : f32, max = 1.0 : "
    "f32}\n"
    "      : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>\n"
    "  %e = tensor.extract %r[%c0] : tensor<1xf32>\n"
    "  return %e : f32\n"
    "}\n";

static MlirContext createContext(void) {
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  MlirContext ctx = mlirContextCreateWithRegistry(registry,
                                                  /*threadingEnabled=*/false);
  mlirDialectRegistryDestroy(registry);
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__actgrad__(), ctx);
  mlirRegisterAllLLVMTranslations(ctx);
  return ctx;
}

// Lowers the kernel with the pipeline built from C, runs it through the JIT.
static int testPipelineAndJit(void) {
  MlirContext ctx = createContext();
  MlirModule module = mlirModuleCreateParse(ctx, ref(kernelSource));
  if (mlirModuleIsNull(module)) {
    fprintf(stderr, "could not parse the kernel\n");
    return 1;
  }

  // CHECK-LABEL: pipeline:
  // CHECK-NOT: = actgrad.
  // CHECK: llvm.func @hardtanh_grad(
  // CHECK-NOT: = actgrad.
  printf("pipeline:\n");
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  if (mlirLogicalResultIsFailure(mlirActGradAddToLLVMPipeline(
          opm, ref("runtime-checks=false"), printToStdout, NULL))) {
    fprintf(stderr, "could not build the pipeline\n");
    return 1;
  }
  MlirOperation moduleOp = mlirModuleGetOperation(module);
  if (mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(pm, moduleOp))) {
    fprintf(stderr, "the pipeline failed\n");
    return 1;
  }
  mlirOperationPrint(moduleOp, printToStdout, NULL);
  printf("\n");
  mlirPassManagerDestroy(pm);

  // CHECK-LABEL: jit:
  // CHECK-NEXT: hardtanh_grad(3, 0.5) = 3
  // CHECK-NEXT: hardtanh_grad(3, -0.5) = 3
  // CHECK-NEXT: hardtanh_grad(3, 2) = 0
  // CHECK-NEXT: hardtanh_grad(3, -2) = 0
  printf("jit:\n");
  // Code from the default pipeline calls libomp once a kernel has more than
  // one thread tile.
  MlirStringRef runtimeLibs[] = {
      mlirStringRefCreateFromCString(ACTGRAD_OPENMP_LIBRARY)};
  MlirExecutionEngine jit = mlirExecutionEngineCreate(
      module, /*optLevel=*/2, /*numPaths=*/1, runtimeLibs,
      /*enableObjectDump=*/false, /*enablePIC=*/false);
  if (mlirExecutionEngineIsNull(jit)) {
    fprintf(stderr, "could not create the execution engine\n");
    return 1;
  }
  const float xs[] = {0.5f, -0.5f, 2.0f, -2.0f};
  for (size_t i = 0; i < sizeof(xs) / sizeof(xs[0]); ++i) {
    float g = 3.0f, x = xs[i], result = -1.0f;
    void *args[] = {&g, &x, &result};
    if (mlirLogicalResultIsFailure(
            mlirExecutionEngineInvokePacked(jit, ref("hardtanh_grad"), args))) {
      fprintf(stderr, "could not invoke the kernel\n");
      return 1;
    }
    printf("hardtanh_grad(%g, %g) = %g\n", g, x, result);
  }
  mlirExecutionEngineDestroy(jit);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}

// An unknown option is an error, reported through the callback.
static int testBadOptions(void) {
  MlirContext ctx = createContext();
  MlirPassManager pm = mlirPassManagerCreate(ctx);

  // CHECK-LABEL: bad options:
  // CHECK-NEXT: no such option no-such-option
  // CHECK-NEXT: failed as expected
  printf("bad options:\n");
  MlirLogicalResult result = mlirActGradAddToLLVMPipeline(
      mlirPassManagerGetAsOpPassManager(pm), ref("no-such-option=1"),
      printToStdout, NULL);
  if (mlirLogicalResultIsSuccess(result)) {
    fprintf(stderr, "an unknown option was accepted\n");
    return 1;
  }
  printf("failed as expected\n");
  mlirPassManagerDestroy(pm);
  mlirContextDestroy(ctx);
  return 0;
}

// Registered passes and the pipeline can be named in a textual pipeline.
static int testTextualPipeline(void) {
  mlirActGradRegisterAllPasses();
  MlirContext ctx = createContext();
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);

  // CHECK-LABEL: textual:
  // clang-format off
  // CHECK-NEXT: builtin.module(raise-linalg-to-actgrad,actgrad-check-pipeline-input,convert-actgrad-to-linalg,actgrad-set-target
  // clang-format on
  printf("textual:\n");
  if (mlirLogicalResultIsFailure(mlirParsePassPipeline(
          opm, ref("builtin.module(actgrad-to-llvm{runtime-checks=false})"),
          printToStdout, NULL))) {
    fprintf(stderr, "could not parse the textual pipeline\n");
    return 1;
  }
  mlirPrintPassPipeline(opm, printToStdout, NULL);
  printf("\n");

  // The generated per-pass functions.
  // CHECK-NEXT: actgrad-insert-runtime-checks
  MlirPassManager single = mlirPassManagerCreate(ctx);
  MlirOpPassManager singleOpm = mlirPassManagerGetAsOpPassManager(single);
  mlirOpPassManagerAddOwnedPass(
      singleOpm, mlirCreateActGradConversionActGradInsertRuntimeChecksPass());
  mlirPrintPassPipeline(singleOpm, printToStdout, NULL);
  printf("\n");

  mlirPassManagerDestroy(single);
  mlirPassManagerDestroy(pm);
  mlirContextDestroy(ctx);
  return 0;
}

static MlirLogicalResult printDiagnostic(MlirDiagnostic diagnostic,
                                         void *userData) {
  (void)userData;
  mlirDiagnosticPrint(diagnostic, printToStdout, NULL);
  printf("\n");
  return mlirLogicalResultSuccess();
}

// A module with an op the pipeline cannot lower makes the pipeline fail,
// with an error naming the op, rather than succeed with unlowered IR.
static int testUnlowerable(void) {
  MlirContext ctx = createContext();
  MlirDiagnosticHandlerID handler =
      mlirContextAttachDiagnosticHandler(ctx, printDiagnostic, NULL, NULL);
  MlirModule module = mlirModuleCreateParse(
      ctx, ref("func.func @f(%a: complex<f32>) -> complex<f32> {\n"
               "  %0 = complex.add %a, %a : complex<f32>\n"
               "  return %0 : complex<f32>\n"
               "}\n"));
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  if (mlirModuleIsNull(module) ||
      mlirLogicalResultIsFailure(
          mlirActGradAddToLLVMPipeline(mlirPassManagerGetAsOpPassManager(pm),
                                       ref(""), printToStdout, NULL))) {
    fprintf(stderr, "could not set up the unlowerable module\n");
    return 1;
  }

  // CHECK-LABEL: unlowerable:
  // CHECK-NEXT: 'complex.add' was not lowered to the LLVM dialect
  // CHECK-NEXT: failed as expected
  printf("unlowerable:\n");
  if (mlirLogicalResultIsSuccess(
          mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)))) {
    fprintf(stderr, "the pipeline left complex.add unlowered and succeeded\n");
    return 1;
  }
  printf("failed as expected\n");
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
  mlirContextDetachDiagnosticHandler(ctx, handler);
  mlirContextDestroy(ctx);
  return 0;
}

int main(void) {
  if (testPipelineAndJit() || testBadOptions() || testTextualPipeline() ||
      testUnlowerable())
    return 1;
  // CHECK-LABEL: done
  printf("done\n");
  return 0;
}
