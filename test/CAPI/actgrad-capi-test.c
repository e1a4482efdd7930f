//===- actgrad-capi-test.c - ActGrad's C API, end to end ------------------===//
//
// Parses a module with an actgrad op through the C API, lowers it with
// mlirActGradAddToLLVMPipeline, JIT-compiles it with MLIR's C execution
// engine and calls the kernel; calls a kernel compiled with `workspace=true`
// through its two-phase convention; then checks options errors, the textual
// pipeline registration, and that a module the pipeline cannot lower fails.
// Then compiles a kernel for the GPU with mlirActGradAddToNVVMPipeline and
// runs it on device pointers through libActGradCUDARuntime: with a GPU the
// results are checked; with the fake driver (ACTGRAD_CUDA_DRIVER) the launch
// is seen; with no driver the error comes back to the caller.
//
//===----------------------------------------------------------------------===//

// RUN: env -u ACTGRAD_CUDA_DRIVER actgrad-capi-test 2>&1 | FileCheck %s
// --check-prefixes=CHECK,%if cuda-device %{DEVICE%} %else %{NODRIVER%} RUN: env
// ACTGRAD_CUDA_DRIVER=%fake_cuda_driver actgrad-capi-test 2>&1 | FileCheck %s
// --check-prefixes=CHECK,FAKE

#include "ActGrad-c/ActGrad.h"
#include "ActGrad-c/CUDARuntime.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#include "mlir-c/Support.h"

#include <math.h>
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

// Memref descriptors as `_mlir_ciface_` functions take them.
typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[3], strides[3];
} MemRef3D;
typedef struct {
  void *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} MemRef1D;

static MemRef3D memref3D(float *data, int64_t d0, int64_t d1, int64_t d2) {
  MemRef3D m = {data, data, 0, {d0, d1, d2}, {d1 * d2, d2, 1}};
  return m;
}

static MemRef1D memref1D(void *data, int64_t size) {
  MemRef1D m = {data, data, 0, {size}, {1}};
  return m;
}

// PReLU backward NXC with per-channel slopes, compiled with `workspace=true`
// (with 1024-element thread tiles and no stack scratch, so that the 16
// chunks of partial diff_slope sums of the split reduction, 16 x 16 f32,
// need a workspace even at this size): ask
// `_mlir_ciface_prelu_workspace_size` for the bytes, allocate them, pass
// them as the kernel's last argument.
static const char *workspaceSource =
    "func.func @prelu(%a: memref<64x16x16xf32>, %w: memref<16xf32>,\n"
    "                 %b: memref<64x16x16xf32>, %out: memref<64x16x16xf32>,\n"
    "                 %dw: memref<16xf32>) attributes {llvm.emit_c_interface} "
    "{\n"
    "  %x = bufferization.to_tensor %a restrict : memref<64x16x16xf32> to "
    "tensor<64x16x16xf32>\n"
    "  %s = bufferization.to_tensor %w restrict : memref<16xf32> to "
    "tensor<16xf32>\n"
    "  %g = bufferization.to_tensor %b restrict : memref<64x16x16xf32> to "
    "tensor<64x16x16xf32>\n"
    "  %r:2 = actgrad.prelu_backward %x, %s, %g {data_format = \"NXC\"}\n"
    "      : (tensor<64x16x16xf32>, tensor<16xf32>, tensor<64x16x16xf32>)\n"
    "      -> (tensor<64x16x16xf32>, tensor<16xf32>)\n"
    "  bufferization.materialize_in_destination %r#0 in restrict writable "
    "%out : (tensor<64x16x16xf32>, memref<64x16x16xf32>) -> ()\n"
    "  bufferization.materialize_in_destination %r#1 in restrict writable "
    "%dw : (tensor<16xf32>, memref<16xf32>) -> ()\n"
    "  return\n"
    "}\n";

static int testWorkspace(void) {
  MlirContext ctx = createContext();
  MlirModule module = mlirModuleCreateParse(ctx, ref(workspaceSource));
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  if (mlirModuleIsNull(module) ||
      mlirLogicalResultIsFailure(mlirActGradAddToLLVMPipeline(
          mlirPassManagerGetAsOpPassManager(pm),
          ref("workspace=true max-stack-scratch-bytes=0 "
              "tile-elements=1024 threads=false"),
          printToStdout, NULL)) ||
      mlirLogicalResultIsFailure(
          mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)))) {
    fprintf(stderr, "could not compile the workspace kernel\n");
    return 1;
  }
  mlirPassManagerDestroy(pm);
  MlirExecutionEngine jit = mlirExecutionEngineCreate(
      module, /*optLevel=*/2, /*numPaths=*/0, NULL,
      /*enableObjectDump=*/false, /*enablePIC=*/false);
  typedef int64_t (*SizeFn)(MemRef3D *, MemRef1D *, MemRef3D *, MemRef3D *,
                            MemRef1D *);
  typedef void (*KernelFn)(MemRef3D *, MemRef1D *, MemRef3D *, MemRef3D *,
                           MemRef1D *, MemRef1D *);
  SizeFn size = (SizeFn)mlirExecutionEngineLookup(
      jit, ref("_mlir_ciface_prelu_workspace_size"));
  KernelFn kernel =
      (KernelFn)mlirExecutionEngineLookup(jit, ref("_mlir_ciface_prelu"));
  if (mlirExecutionEngineIsNull(jit) || !size || !kernel) {
    fprintf(stderr, "could not find the workspace kernel\n");
    return 1;
  }

  // CHECK-LABEL: workspace:
  // CHECK-NEXT: 1024 workspace bytes, 0 wrong diff_src, 0 wrong diff_slope
  printf("workspace:\n");
  enum { kCount = 64 * 16 * 16 };
  float *x = malloc(kCount * sizeof(float)),
        *g = malloc(kCount * sizeof(float));
  float *dx = malloc(kCount * sizeof(float));
  float slope[16], dslope[16], expected[16] = {0};
  for (int64_t i = 0; i < kCount; ++i) {
    // Small integers and halves: every sum is exact in any order.
    x[i] = (float)((i * 7) % 9 - 4) * 0.5f;
    g[i] = (float)((i * 5) % 7 - 3);
    if (x[i] <= 0)
      expected[i % 16] += x[i] * g[i];
  }
  for (int c = 0; c < 16; ++c)
    slope[c] = 0.25f * (float)c;
  MemRef3D mx = memref3D(x, 64, 16, 16), mg = memref3D(g, 64, 16, 16);
  MemRef3D mdx = memref3D(dx, 64, 16, 16);
  MemRef1D ms = memref1D(slope, 16), mds = memref1D(dslope, 16);
  int64_t bytes = size(&mx, &ms, &mg, &mdx, &mds);
  void *workspace = aligned_alloc(64, (size_t)(bytes + 64) / 64 * 64);
  MemRef1D mws = memref1D(workspace, bytes);
  kernel(&mx, &ms, &mg, &mdx, &mds, &mws);
  int wrongSrc = 0, wrongSlope = 0;
  for (int64_t i = 0; i < kCount; ++i)
    wrongSrc += dx[i] != (x[i] > 0 ? g[i] : slope[i % 16] * g[i]);
  for (int c = 0; c < 16; ++c)
    wrongSlope += dslope[c] != expected[c];
  printf("%lld workspace bytes, %d wrong diff_src, %d wrong diff_slope\n",
         (long long)bytes, wrongSrc, wrongSlope);
  free(workspace);
  free(x);
  free(g);
  free(dx);
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
      singleOpm, mlirCreateActGradActGradInsertRuntimeChecksPass());
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

// The kernel for the GPU: results become trailing out-parameters, and every
// buffer is device memory.
static const char *gpuKernelSource =
    "func.func @hardtanh_gpu(%g: tensor<?xf32>, %x: tensor<?xf32>)\n"
    "    -> tensor<?xf32> attributes {llvm.emit_c_interface} {\n"
    "  %r = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : "
    "f32}\n"
    "      : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>\n"
    "  return %r : tensor<?xf32>\n"
    "}\n";

static int testGPU(void) {
  MlirContext ctx = createContext();
  MlirModule module = mlirModuleCreateParse(ctx, ref(gpuKernelSource));
  // CHECK-LABEL: gpu pipeline:
  // CHECK-NEXT: gpu.binary @hardtanh_gpu_kernel
  printf("gpu pipeline:\n");
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  if (mlirModuleIsNull(module) ||
      mlirLogicalResultIsFailure(mlirActGradAddToNVVMPipeline(
          mlirPassManagerGetAsOpPassManager(pm), ref("chip=sm_80"),
          printToStdout, NULL)) ||
      mlirLogicalResultIsFailure(
          mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)))) {
    fprintf(stderr, "could not compile the GPU kernel\n");
    return 1;
  }
  mlirPassManagerDestroy(pm);
  MlirOperation binary = mlirBlockGetFirstOperation(mlirModuleGetBody(module));
  while (!mlirOperationIsNull(binary) &&
         !mlirIdentifierEqual(mlirOperationGetName(binary),
                              mlirIdentifierGet(ctx, ref("gpu.binary"))))
    binary = mlirOperationGetNextInBlock(binary);
  if (mlirOperationIsNull(binary)) {
    fprintf(stderr, "no gpu.binary\n");
    return 1;
  }
  MlirAttribute name = mlirOperationGetAttributeByName(binary, ref("sym_name"));
  MlirStringRef nameText = mlirStringAttrGetValue(name);
  printf("gpu.binary @%.*s\n", (int)nameText.length, nameText.data);

  // Loading the module runs its constructor, which loads the PTX through the
  // runtime: the driver's absence is recorded, not fatal.
  MlirStringRef runtimeLibs[] = {
      mlirStringRefCreateFromCString(ACTGRAD_CUDA_RUNTIME_LIBRARY)};
  MlirExecutionEngine jit = mlirExecutionEngineCreate(
      module, /*optLevel=*/2, /*numPaths=*/1, runtimeLibs,
      /*enableObjectDump=*/false, /*enablePIC=*/false);
  if (mlirExecutionEngineIsNull(jit)) {
    fprintf(stderr, "could not create the execution engine\n");
    return 1;
  }
  // CHECK-LABEL: gpu run:
  // NODRIVER-NEXT: error: {{.+}}: cannot load the CUDA driver
  // Six elements, which 4 does not divide: the scalar kernel, one block.
  // FAKE-NEXT: fake launch hardtanh_gpu_kernel{{(_[0-9]+)?}} grid 1x1x1 block
  // 256x1x1 FAKE: param 1 .u64: 6 DEVICE-NEXT: hardtanh_gpu: 3 3 0 0 0 nan
  printf("gpu run:\n");
  enum { n = 6 };
  const float xs[n] = {0.5f, -0.5f, 2.0f, -2.0f, 1.0f, NAN};
  float gs[n], out[n];
  for (int i = 0; i < n; ++i)
    gs[i] = 3.0f;
  float *g = actgradCUDAMalloc(sizeof(gs));
  float *x = actgradCUDAMalloc(sizeof(xs));
  float *r = actgradCUDAMalloc(sizeof(out));
  actgradCUDACopyHostToDevice(g, gs, sizeof(gs));
  actgradCUDACopyHostToDevice(x, xs, sizeof(xs));
  typedef struct {
    float *allocated, *aligned;
    int64_t offset, size, stride;
  } Vector;
  Vector dg = {g, g, 0, n, 1}, dx = {x, x, 0, n, 1}, dr = {r, r, 0, n, 1};
  Vector *pg = &dg, *px = &dx, *pr = &dr;
  void *args[] = {&pg, &px, &pr};
  if (mlirLogicalResultIsFailure(
          mlirExecutionEngineInvokePacked(jit, ref("hardtanh_gpu"), args))) {
    fprintf(stderr, "could not invoke the GPU kernel\n");
    return 1;
  }
  const char *error = actgradCUDAGetLastError();
  if (error) {
    printf("error: %s\n", error);
    actgradCUDAClearError();
  } else if (!getenv("ACTGRAD_CUDA_DRIVER")) {
    actgradCUDACopyDeviceToHost(out, r, sizeof(out));
    printf("hardtanh_gpu:");
    for (int i = 0; i < n; ++i)
      printf(" %g", out[i]);
    printf("\n");
  }
  actgradCUDAFree(g);
  actgradCUDAFree(x);
  actgradCUDAFree(r);
  actgradCUDAClearError();
  mlirExecutionEngineDestroy(jit);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}

struct PrintedText {
  char text[4096];
  size_t length;
  int calls;
};

static void appendText(MlirStringRef str, void *userData) {
  struct PrintedText *printed = (struct PrintedText *)userData;
  size_t room = sizeof(printed->text) - 1 - printed->length;
  size_t n = str.length < room ? str.length : room;
  memcpy(printed->text + printed->length, str.data, n);
  printed->length += n;
  printed->text[printed->length] = 0;
  ++printed->calls;
}

// mlirActGradOperationPrintWhole prints what mlirOperationPrint prints, in
// one call of the callback.
static int testPrintWhole(void) {
  MlirContext ctx = createContext();
  MlirModule module = mlirModuleCreateParse(ctx, ref(kernelSource));
  MlirOperation moduleOp = mlirModuleGetOperation(module);
  struct PrintedText pieces = {{0}, 0, 0}, whole = {{0}, 0, 0};
  mlirOperationPrint(moduleOp, appendText, &pieces);
  mlirActGradOperationPrintWhole(moduleOp, appendText, &whole);
  // CHECK-LABEL: print whole:
  // CHECK-NEXT: 1 call, same text: 1
  printf("print whole:\n%d call, same text: %d\n", whole.calls,
         pieces.calls > 1 && whole.length == pieces.length &&
             strcmp(whole.text, pieces.text) == 0);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}

int main(void) {
  if (testPipelineAndJit() || testWorkspace() || testBadOptions() ||
      testTextualPipeline() || testUnlowerable() || testGPU() ||
      testPrintWhole())
    return 1;
  // CHECK-LABEL: done
  printf("done\n");
  return 0;
}
