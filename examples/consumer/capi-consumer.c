/*===- capi-consumer.c - ActGrad's C API, from an installed package -------===//
 *
 * Parses a kernel with an actgrad op, lowers it with the actgrad-to-llvm
 * pipeline, JIT-compiles it and calls it, through the C API alone
 * (ActGrad::ActGradCAPI). Exits with 0 when the results are right.
 *
 *===----------------------------------------------------------------------===*/

#include "ActGrad-c/ActGrad.h"
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"

#include <stdio.h>

static void printToStderr(MlirStringRef str, void *userData) {
  (void)userData;
  fwrite(str.data, 1, str.length, stderr);
}

/* swish_backward on a one-element tensor: grad * (s + beta * x * s * (1 - s))
 * with s = sigmoid(beta * x); at x = 0, s = 1/2 and the gradient is grad / 2.
 */
static const char *source =
    "func.func @swish_grad(%g: f32, %x: f32) -> f32\n"
    "    attributes {llvm.emit_c_interface} {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %gt = tensor.from_elements %g : tensor<1xf32>\n"
    "  %xt = tensor.from_elements %x : tensor<1xf32>\n"
    "  %r = actgrad.swish_backward %gt, %xt {beta = 1.0 : f32}\n"
    "      : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>\n"
    "  %e = tensor.extract %r[%c0] : tensor<1xf32>\n"
    "  return %e : f32\n"
    "}\n";

int main(void) {
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  MlirContext ctx = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__actgrad__(), ctx);
  mlirRegisterAllLLVMTranslations(ctx);

  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(source));
  if (mlirModuleIsNull(module)) {
    fprintf(stderr, "could not parse the kernel\n");
    return 1;
  }

  MlirPassManager pm = mlirPassManagerCreate(ctx);
  if (mlirLogicalResultIsFailure(mlirActGradAddToLLVMPipeline(
          mlirPassManagerGetAsOpPassManager(pm),
          mlirStringRefCreateFromCString("runtime-checks=false"), printToStderr,
          NULL)) ||
      mlirLogicalResultIsFailure(
          mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)))) {
    fprintf(stderr, "actgrad-to-llvm failed\n");
    return 1;
  }
  mlirPassManagerDestroy(pm);

  // Code from the default pipeline calls libomp (thread tiles).
  MlirStringRef runtimeLibs[] = {
      mlirStringRefCreateFromCString(ACTGRAD_OPENMP_LIBRARY)};
  MlirExecutionEngine jit =
      mlirExecutionEngineCreate(module, 2, 1, runtimeLibs, false, false);
  if (mlirExecutionEngineIsNull(jit)) {
    fprintf(stderr, "could not create the execution engine\n");
    return 1;
  }
  float g = 3.0f, x = 0.0f, result = 0.0f;
  void *args[] = {&g, &x, &result};
  if (mlirLogicalResultIsFailure(mlirExecutionEngineInvokePacked(
          jit, mlirStringRefCreateFromCString("swish_grad"), args))) {
    fprintf(stderr, "could not call the kernel\n");
    return 1;
  }
  float error = result - 1.5f;
  int ok = error < 1e-5f && error > -1e-5f;
  printf("swish_grad(3, 0) = %g: %s\n", result, ok ? "PASS" : "FAIL");

  mlirExecutionEngineDestroy(jit);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return ok ? 0 : 1;
}
