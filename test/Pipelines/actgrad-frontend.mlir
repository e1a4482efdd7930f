// The actgrad-to-llvm pipeline's first stage on its own: front-end linalg
// raised to actgrad ops, the input checked, run-time checks of dynamic
// dimensions inserted, and actgrad ops lowered to linalg on tensors.
// RUN: actgrad-opt %s --pass-pipeline='builtin.module(actgrad-frontend)' | FileCheck %s
// RUN: actgrad-opt %s --pass-pipeline='builtin.module(actgrad-frontend{raise-linalg=false})' | FileCheck %s --check-prefix=NORAISE
// RUN: actgrad-opt %s --pass-pipeline='builtin.module(actgrad-frontend{runtime-checks=false})' | FileCheck %s --check-prefix=NOCHECKS

// CHECK-LABEL: func.func @op(
// CHECK: actgrad.check_size
// CHECK: linalg.generic
// CHECK-NOT: actgrad.hardtanh_backward
// NORAISE-LABEL: func.func @op(
// NORAISE: actgrad.check_size
// NOCHECKS-LABEL: func.func @op(
// NOCHECKS-NOT: actgrad.check_size
// NOCHECKS: linalg.generic
func.func @op(%g: tensor<?xf32>, %x: tensor<?xf32>) -> tensor<?xf32> {
  %r = actgrad.hardtanh_backward %g, %x {max = 1.0 : f32, min = -1.0 : f32}
      : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// PyTorch's hardtanh backward: raised to the actgrad op, whose NaN rule (a
// `uno` compare) the conversion then writes, with a select that keeps
// PyTorch's result for a NaN x.
// CHECK-LABEL: func.func @torch_form(
// CHECK: arith.cmpf uno
// NORAISE-LABEL: func.func @torch_form(
// NORAISE-NOT: arith.cmpf uno
// NORAISE: return
#id = affine_map<(d0) -> (d0)>
func.func @torch_form(%g: tensor<16xf32>, %x: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %cm1 = arith.constant -1.0 : f32
  %c1 = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%g, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %le = arith.cmpf ole, %b, %cm1 : f32
    %ge = arith.cmpf oge, %b, %c1 : f32
    %out = arith.ori %le, %ge : i1
    %s = arith.select %out, %zero, %a : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  return %r : tensor<16xf32>
}
