// The input stage on its own: elementwise ops on tensors (arith, named
// linalg ops, generics) become one fused linalg.generic; with
// fuse-elementwise=false they stay one generic each.
// RUN: actgrad-opt %s --pass-pipeline='builtin.module(actgrad-codegen-input)' | FileCheck %s
// RUN: actgrad-opt %s --pass-pipeline='builtin.module(actgrad-codegen-input{fuse-elementwise=false})' | FileCheck %s --check-prefix=UNFUSED

// CHECK-LABEL: func.func @chain(
// CHECK: linalg.generic
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: math.exp
// CHECK-NOT: linalg.generic
// CHECK: return
// UNFUSED-LABEL: func.func @chain(
// UNFUSED-COUNT-3: linalg.generic
// UNFUSED-NOT: linalg.generic
// UNFUSED-NOT: linalg.add
// UNFUSED: return
func.func @chain(%a: tensor<64xf32>, %b: tensor<64xf32>) -> tensor<64xf32> {
  %m = arith.mulf %a, %b : tensor<64xf32>
  %e = tensor.empty() : tensor<64xf32>
  %s = linalg.add ins(%m, %a : tensor<64xf32>, tensor<64xf32>)
      outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %x = math.exp %s : tensor<64xf32>
  return %x : tensor<64xf32>
}
