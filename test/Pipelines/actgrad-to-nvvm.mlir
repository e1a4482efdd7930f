// actgrad-to-nvvm lowers every op to host code in the LLVM dialect that
// launches PTX kernels embedded in gpu.binary ops; mlir-translate turns the
// whole into LLVM IR calling the mgpu* runtime ABI.
// RUN: actgrad-opt %s --actgrad-to-nvvm > %t
// RUN: FileCheck %s < %t
// RUN: FileCheck %s --check-prefix=LOWERED < %t
// RUN: FileCheck %s --check-prefix=FUNCS < %t
// RUN: actgrad-opt %s --actgrad-to-nvvm | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR
// RUN: actgrad-opt %s --actgrad-to-nvvm="chip=sm_80" | FileCheck %s --check-prefix=SM80
// RUN: actgrad-opt %s --actgrad-to-nvvm="vector-bytes=0" | FileCheck %s --check-prefix=SCALAR

// Nothing but the LLVM dialect and gpu.binary ops is left anywhere in the
// output: with no positive check under this prefix, the lines below cover
// the whole of it, every function and every kernel. An op is the first word
// of a line or follows `= ` (the runtime checks' messages name actgrad ops
// in strings).
// LOWERED-NOT: {{(= |^ +)"?(actgrad|linalg|memref|scf|math|arith|tensor|bufferization|vector|func|cf|affine)\.[a-z_]+}}
// LOWERED-NOT: gpu.launch {
// LOWERED-NOT: gpu.module
// LOWERED-NOT: gpu.func
// LOWERED-NOT: unrealized_conversion_cast
// LOWERED-NOT: __nv_
// LOWERED-NOT: .extern

// Every function is lowered, in order, each followed by its kernels.
// FUNCS-LABEL: llvm.func @hardsigmoid_f32(
// FUNCS:       gpu.binary @hardsigmoid_f32_kernel
// FUNCS-LABEL: llvm.func @hardtanh_f16(
// FUNCS:       gpu.binary @hardtanh_f16_kernel
// FUNCS-LABEL: llvm.func @swish_bf16(
// FUNCS:       gpu.binary @swish_bf16_kernel
// FUNCS-LABEL: llvm.func @prelu_ncx(
// FUNCS:       gpu.binary @prelu_ncx_kernel
// FUNCS-LABEL: llvm.func @prelu_nxc_dynamic(
// FUNCS:       gpu.binary @prelu_nxc_dynamic_kernel
// FUNCS-LABEL: llvm.func @prelu_full_slope(
// FUNCS:       gpu.binary @prelu_full_slope_kernel
// FUNCS-LABEL: llvm.func @softmax_last(
// FUNCS:       gpu.binary @softmax_last_kernel
// FUNCS-LABEL: llvm.func @softmax_axis1(
// FUNCS:       gpu.binary @softmax_axis1_kernel

// Entry points take their results as trailing out-parameters.
// CHECK-LABEL: llvm.func @hardsigmoid_f32(
// CHECK-SAME:    %{{.+}}: !llvm.ptr
// CHECK:         gpu.launch_func <%{{.+}} : !llvm.ptr> @hardsigmoid_f32_kernel::@hardsigmoid_f32_kernel blocks in
// CHECK-LABEL: llvm.func @_mlir_ciface_hardsigmoid_f32(
// CHECK-SAME:    %{{.+}}: !llvm.ptr, %{{.+}}: !llvm.ptr, %{{.+}}: !llvm.ptr)
// CHECK:       gpu.binary @hardsigmoid_f32_kernel  [#gpu.object<#nvvm.target<O = 3, chip = "sm_90">, properties = {{.+}}, assembly = "{{.*}}.target sm_90{{.*}}.visible .entry hardsigmoid_f32_kernel{{.*}}ld.global.v4.b32{{.*}}st.global.v4.b32
// The polynomials of exp and the sigmoid: no libdevice call to link, no
// external function at all.
// CHECK-NOT:   __nv_
// CHECK-NOT:   .extern
// CHECK:       gpu.binary @swish_bf16_kernel {{.+}}fma.rn.f32
// CHECK-NOT:   __nv_
// CHECK-NOT:   .extern
// Softmax along the last axis is one kernel with a block reduction.
// CHECK:       gpu.binary @softmax_last_kernel {{.+}}bar.sync
// CHECK-NOT:   gpu.binary @softmax_last_kernel_0

// IR-DAG: declare ptr @mgpuModuleLoadJIT(ptr, i32)
// IR-DAG: declare void @mgpuLaunchKernel(ptr, i64, i64, i64, i64, i64, i64, i32, ptr, ptr, ptr, i64)
// IR-DAG: define void @_mlir_ciface_prelu_ncx(
// IR-DAG: @llvm.global_ctors

// SM80: #nvvm.target<O = 3, chip = "sm_80">{{.*}}.target sm_80
// SM80-NOT: .target sm_90

// SCALAR-NOT: ld.global.v4
// SCALAR-NOT: st.global.v4

func.func @hardsigmoid_f32(%x: tensor<1024xf32>, %g: tensor<1024xf32>) -> tensor<1024xf32> attributes {llvm.emit_c_interface} {
  %0 = actgrad.hardsigmoid_backward %x, %g {alpha = 0.2 : f32, beta = 0.5 : f32} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  return %0 : tensor<1024xf32>
}

func.func @hardtanh_f16(%g: tensor<?x?xf16>, %x: tensor<?x?xf16>) -> tensor<?x?xf16> {
  %0 = actgrad.hardtanh_backward %g, %x {min = 0.0 : f32, max = 6.0 : f32} : (tensor<?x?xf16>, tensor<?x?xf16>) -> tensor<?x?xf16>
  return %0 : tensor<?x?xf16>
}

func.func @swish_bf16(%g: tensor<?xbf16>, %x: tensor<?xbf16>) -> tensor<?xbf16> {
  %0 = actgrad.swish_backward %g, %x {beta = 1.5 : f32} : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xbf16>
  return %0 : tensor<?xbf16>
}

func.func @prelu_ncx(%x: tensor<8x16x7x7xf32>, %w: tensor<16xf32>, %g: tensor<8x16x7x7xf32>) -> (tensor<8x16x7x7xf32>, tensor<16xf32>) attributes {llvm.emit_c_interface} {
  %0:2 = actgrad.prelu_backward %x, %w, %g {data_format = "NCX"} : (tensor<8x16x7x7xf32>, tensor<16xf32>, tensor<8x16x7x7xf32>) -> (tensor<8x16x7x7xf32>, tensor<16xf32>)
  return %0#0, %0#1 : tensor<8x16x7x7xf32>, tensor<16xf32>
}

func.func @prelu_nxc_dynamic(%x: tensor<?x?x?xf16>, %w: tensor<?xf16>, %g: tensor<?x?x?xf16>) -> (tensor<?x?x?xf16>, tensor<?xf16>) {
  %0:2 = actgrad.prelu_backward %x, %w, %g {data_format = "NXC"} : (tensor<?x?x?xf16>, tensor<?xf16>, tensor<?x?x?xf16>) -> (tensor<?x?x?xf16>, tensor<?xf16>)
  return %0#0, %0#1 : tensor<?x?x?xf16>, tensor<?xf16>
}

func.func @prelu_full_slope(%x: tensor<4x3x5xbf16>, %w: tensor<3x5xbf16>, %g: tensor<4x3x5xbf16>) -> (tensor<4x3x5xbf16>, tensor<3x5xbf16>) {
  %0:2 = actgrad.prelu_backward %x, %w, %g {data_format = "NXC"} : (tensor<4x3x5xbf16>, tensor<3x5xbf16>, tensor<4x3x5xbf16>) -> (tensor<4x3x5xbf16>, tensor<3x5xbf16>)
  return %0#0, %0#1 : tensor<4x3x5xbf16>, tensor<3x5xbf16>
}

func.func @softmax_last(%g: tensor<64x1024xf32>, %y: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
  %0 = actgrad.softmax_backward %g, %y {axis = -1 : i64} : (tensor<64x1024xf32>, tensor<64x1024xf32>) -> tensor<64x1024xf32>
  return %0 : tensor<64x1024xf32>
}

func.func @softmax_axis1(%g: tensor<?x?x?x?xbf16>, %y: tensor<?x?x?x?xbf16>) -> tensor<?x?x?x?xbf16> {
  %0 = actgrad.softmax_backward %g, %y {axis = 1 : i64} : (tensor<?x?x?x?xbf16>, tensor<?x?x?x?xbf16>) -> tensor<?x?x?x?xbf16>
  return %0 : tensor<?x?x?x?xbf16>
}
