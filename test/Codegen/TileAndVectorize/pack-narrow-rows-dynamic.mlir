// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx,+avx2,+fma" \
// RUN:   --actgrad-pack-narrow-rows --canonicalize --cse | FileCheck %s
// RUN: actgrad-opt %s --split-input-file --actgrad-set-target="triple=x86_64-unknown-linux-gnu features=+avx512f" \
// RUN:   --actgrad-pack-narrow-rows --canonicalize --cse | FileCheck %s --check-prefix=AVX512

#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row = affine_map<(d0, d1, d2) -> (d0, d2)>

// Softmax backward on axis 1 of ?x?x? inside its thread tile, as
// actgrad-tile-and-fuse leaves it. The rows' length I is known only at run
// time: k = 8 / min(I & -I, 8) rows (AVX2; 16 with AVX-512) make whole
// vectors, and the rows R take packs of min(k, R & -R), the largest power of
// two that divides both. Where that is more than 1, the sliced tensors and
// the shared output are reshaped to [n, rows / k, k I] before a copy of the
// loop, whose update reads the sums repeated k times; its result is
// reshaped back. Otherwise the loop runs as it was.
// CHECK-LABEL: func.func @softmax
//  CHECK-SAME:     (%[[G:.+]]: tensor<?x?x?xf32>, %[[Y:.+]]: tensor<?x?x?xf32>)
//   CHECK-DAG:   %[[C0:.+]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C1:.+]] = arith.constant 1 : index
//   CHECK-DAG:   %[[C2:.+]] = arith.constant 2 : index
//   CHECK-DAG:   %[[C8:.+]] = arith.constant 8 : index
//   CHECK-DAG:   %[[ROWS:.+]] = tensor.dim %[[G]], %[[C1]] : tensor<?x?x?xf32>
//   CHECK-DAG:   %[[COLS:.+]] = tensor.dim %[[G]], %[[C2]] : tensor<?x?x?xf32>
//       CHECK:   %[[EMPTY:.+]] = tensor.empty
//       CHECK:   %[[NEG:.+]] = arith.subi %[[C0]], %[[COLS]]
//       CHECK:   %[[LOW:.+]] = arith.andi %[[COLS]], %[[NEG]]
//       CHECK:   %[[MIN:.+]] = arith.minui %[[LOW]], %[[C8]]
//       CHECK:   %[[GCD:.+]] = arith.maxui %[[MIN]], %[[C1]]
//       CHECK:   %[[WHOLE:.+]] = arith.divui %[[C8]], %[[GCD]]
//       CHECK:   %[[RNEG:.+]] = arith.subi %[[C0]], %[[ROWS]]
//       CHECK:   %[[RLOW:.+]] = arith.andi %[[ROWS]], %[[RNEG]]
//       CHECK:   %[[DIVIDES:.+]] = arith.minui %[[WHOLE]], %[[RLOW]]
//       CHECK:   %[[K:.+]] = arith.maxui %[[DIVIDES]], %[[C1]]
//       CHECK:   %[[PACKS:.+]] = arith.divui %[[ROWS]], %[[K]]
//       CHECK:   %[[PACKED:.+]] = arith.muli %[[K]], %[[COLS]]
//       CHECK:   arith.cmpi ugt, %[[K]], %[[C1]]
//       CHECK:   arith.remui %[[ROWS]], %[[K]]
//       CHECK:   arith.cmpi ule, %[[PACKED]], %{{.+}} : index
//       CHECK:   %[[RESULT:.+]] = scf.if %{{.+}} -> (tensor<?x?x?xf32>) {
//       CHECK:     %[[GFLAT:.+]] = tensor.collapse_shape %[[G]] {{\[}}[0], [1, 2]]
//       CHECK:     %[[GP:.+]] = tensor.expand_shape %[[GFLAT]] {{\[}}[0], [1, 2]] output_shape [%{{.+}}, %[[PACKS]], %[[PACKED]]]
//       CHECK:     %[[YFLAT:.+]] = tensor.collapse_shape %[[Y]] {{\[}}[0], [1, 2]]
//       CHECK:     %[[YP:.+]] = tensor.expand_shape %[[YFLAT]]
//       CHECK:     %[[OFLAT:.+]] = tensor.collapse_shape %[[EMPTY]] {{\[}}[0], [1, 2]]
//       CHECK:     %[[OP:.+]] = tensor.expand_shape %[[OFLAT]]
//       CHECK:     %[[LOOP:.+]] = scf.forall (%[[I:.+]]) in (%{{.+}}) shared_outs(%[[OUT:.+]] = %[[OP]])
//       CHECK:       %[[SUM:.+]] = linalg.generic {{.+}} iterator_types = ["parallel", "reduction", "parallel"]}
//       CHECK:       %[[GS:.+]] = tensor.extract_slice %[[GP]][%[[I]], 0, 0] [1, %[[PACKS]], %[[PACKED]]] [1, 1, 1]
//       CHECK:       %[[YS:.+]] = tensor.extract_slice %[[YP]][%[[I]], 0, 0] [1, %[[PACKS]], %[[PACKED]]] [1, 1, 1]
//       CHECK:       %[[SCRATCH:.+]] = tensor.empty(%[[K]], %[[COLS]]) : tensor<1x?x?xf32>
//       CHECK:       %[[REPEATED:.+]] = linalg.generic {{.+}} iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[SUM]] : tensor<1x?xf32>) outs(%[[SCRATCH]] : tensor<1x?x?xf32>)
//       CHECK:       %[[SUMS:.+]] = tensor.collapse_shape %[[REPEATED]] {{\[}}[0], [1, 2]] : tensor<1x?x?xf32> into tensor<1x?xf32>
//       CHECK:       %[[OS:.+]] = tensor.extract_slice %[[OUT]][%[[I]], 0, 0] [1, %[[PACKS]], %[[PACKED]]] [1, 1, 1]
//       CHECK:       %[[UPDATE:.+]] = linalg.generic {{.+}} ins(%[[GS]], %[[YS]], %[[SUMS]] : tensor<1x?x?xf32>, tensor<1x?x?xf32>, tensor<1x?xf32>) outs(%[[OS]] : tensor<1x?x?xf32>)
//       CHECK:         arith.subf
//       CHECK:         arith.mulf
//       CHECK:       tensor.parallel_insert_slice %[[UPDATE]] into %[[OUT]][%[[I]], 0, 0] [1, %[[PACKS]], %[[PACKED]]] [1, 1, 1]
//       CHECK:     %[[FLAT:.+]] = tensor.collapse_shape %[[LOOP]] {{\[}}[0], [1, 2]]
//       CHECK:     %[[UNPACKED:.+]] = tensor.expand_shape %[[FLAT]] {{\[}}[0], [1, 2]] output_shape [%{{.+}}, %{{.+}}, %{{.+}}]
//       CHECK:     scf.yield %[[UNPACKED]]
//       CHECK:   } else {
//       CHECK:     %[[PLAIN:.+]] = scf.forall {{.+}} shared_outs(%{{.+}} = %[[EMPTY]])
//   CHECK-NOT:       tensor.expand_shape
//       CHECK:     scf.yield %[[PLAIN]]
//       CHECK:   return %[[RESULT]]

// AVX512-LABEL: func.func @softmax
//   AVX512-DAG:   %[[C16:.+]] = arith.constant 16 : index
//       AVX512:   arith.minui %{{.+}}, %[[C16]]
//       AVX512:   arith.divui %[[C16]], %{{.+}}
func.func @softmax(%g: tensor<?x?x?xf32>, %y: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cst = arith.constant 0.0 : f32
  %n = tensor.dim %g, %c0 : tensor<?x?x?xf32>
  %rows = tensor.dim %g, %c1 : tensor<?x?x?xf32>
  %cols = tensor.dim %g, %c2 : tensor<?x?x?xf32>
  %empty = tensor.empty(%n, %rows, %cols) : tensor<?x?x?xf32>
  %r = scf.forall (%i) in (%n) shared_outs(%out = %empty) -> (tensor<?x?x?xf32>) {
    %gs = tensor.extract_slice %g[%i, 0, 0] [1, %rows, %cols] [1, 1, 1] : tensor<?x?x?xf32> to tensor<1x?x?xf32>
    %ys = tensor.extract_slice %y[%i, 0, 0] [1, %rows, %cols] [1, 1, 1] : tensor<?x?x?xf32> to tensor<1x?x?xf32>
    %e = tensor.empty(%cols) : tensor<1x?xf32>
    %zero = linalg.fill ins(%cst : f32) outs(%e : tensor<1x?xf32>) -> tensor<1x?xf32>
    %sum = linalg.generic {indexing_maps = [#id, #id, #row], iterator_types = ["parallel", "reduction", "parallel"]}
        ins(%gs, %ys : tensor<1x?x?xf32>, tensor<1x?x?xf32>) outs(%zero : tensor<1x?xf32>) {
    ^bb0(%a: f32, %b: f32, %acc: f32):
      %m = arith.mulf %a, %b : f32
      %s = arith.addf %acc, %m fastmath<reassoc> : f32
      linalg.yield %s : f32
    } -> tensor<1x?xf32>
    %os = tensor.extract_slice %out[%i, 0, 0] [1, %rows, %cols] [1, 1, 1] : tensor<?x?x?xf32> to tensor<1x?x?xf32>
    %u = linalg.generic {indexing_maps = [#id, #id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%gs, %ys, %sum : tensor<1x?x?xf32>, tensor<1x?x?xf32>, tensor<1x?xf32>) outs(%os : tensor<1x?x?xf32>) {
    ^bb0(%a: f32, %b: f32, %s: f32, %o: f32):
      %d = arith.subf %a, %s : f32
      %p = arith.mulf %b, %d : f32
      linalg.yield %p : f32
    } -> tensor<1x?x?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %u into %out[%i, 0, 0] [1, %rows, %cols] [1, 1, 1] : tensor<1x?x?xf32> into tensor<?x?x?xf32>
    }
  }
  return %r : tensor<?x?x?xf32>
}

// -----

// The input's slice starts at the second row: packing whole tensors would
// read other rows, so the loop is left alone.
// CHECK-LABEL: func.func @rows_from_one
//   CHECK-NOT:   scf.if
//   CHECK-NOT:   tensor.expand_shape
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row = affine_map<(d0, d1, d2) -> (d0, d2)>
func.func @rows_from_one(%g: tensor<?x?x?xf32>, %y: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cst = arith.constant 0.0 : f32
  %n = tensor.dim %g, %c0 : tensor<?x?x?xf32>
  %rows = tensor.dim %g, %c1 : tensor<?x?x?xf32>
  %cols = tensor.dim %g, %c2 : tensor<?x?x?xf32>
  %empty = tensor.empty(%n, %rows, %cols) : tensor<?x?x?xf32>
  %r = scf.forall (%i) in (%n) shared_outs(%out = %empty) -> (tensor<?x?x?xf32>) {
    %gs = tensor.extract_slice %g[%i, 1, 0] [1, %rows, %cols] [1, 1, 1] : tensor<?x?x?xf32> to tensor<1x?x?xf32>
    %ys = tensor.extract_slice %y[%i, 0, 0] [1, %rows, %cols] [1, 1, 1] : tensor<?x?x?xf32> to tensor<1x?x?xf32>
    %e = tensor.empty(%cols) : tensor<1x?xf32>
    %zero = linalg.fill ins(%cst : f32) outs(%e : tensor<1x?xf32>) -> tensor<1x?xf32>
    %sum = linalg.generic {indexing_maps = [#id, #id, #row], iterator_types = ["parallel", "reduction", "parallel"]}
        ins(%gs, %ys : tensor<1x?x?xf32>, tensor<1x?x?xf32>) outs(%zero : tensor<1x?xf32>) {
    ^bb0(%a: f32, %b: f32, %acc: f32):
      %m = arith.mulf %a, %b : f32
      %s = arith.addf %acc, %m fastmath<reassoc> : f32
      linalg.yield %s : f32
    } -> tensor<1x?xf32>
    %os = tensor.extract_slice %out[%i, 0, 0] [1, %rows, %cols] [1, 1, 1] : tensor<?x?x?xf32> to tensor<1x?x?xf32>
    %u = linalg.generic {indexing_maps = [#id, #id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%gs, %ys, %sum : tensor<1x?x?xf32>, tensor<1x?x?xf32>, tensor<1x?xf32>) outs(%os : tensor<1x?x?xf32>) {
    ^bb0(%a: f32, %b: f32, %s: f32, %o: f32):
      %d = arith.subf %a, %s : f32
      %p = arith.mulf %b, %d : f32
      linalg.yield %p : f32
    } -> tensor<1x?x?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %u into %out[%i, 0, 0] [1, %rows, %cols] [1, 1, 1] : tensor<1x?x?xf32> into tensor<?x?x?xf32>
    }
  }
  return %r : tensor<?x?x?xf32>
}

// -----

// Two updates in one thread loop, each writing a shared output of its own:
// packing one replaces the loop, so only the first is packed (the second
// runs unpacked in both versions), where the other's op was left dangling.
// CHECK-LABEL: func.func @two_updates
//       CHECK:   scf.if %{{.+}} -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>) {
//       CHECK:     scf.forall
//       CHECK:       linalg.generic {{.+}} ins(%{{.+}}, %{{.+}}, %{{.+}} : tensor<1x?x?xf32>, tensor<1x?x?xf32>, tensor<1x?xf32>)
//       CHECK:       linalg.generic {{.+}} ins(%{{.+}}, %{{.+}} : tensor<1x?x?xf32>, tensor<1x?xf32>)
//       CHECK:         arith.addf
//       CHECK:   } else {
//   CHECK-NOT:   scf.if
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row = affine_map<(d0, d1, d2) -> (d0, d2)>
func.func @two_updates(%g: tensor<?x?x?xf32>, %y: tensor<?x?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cst = arith.constant 0.0 : f32
  %n = tensor.dim %g, %c0 : tensor<?x?x?xf32>
  %rows = tensor.dim %g, %c1 : tensor<?x?x?xf32>
  %cols = tensor.dim %g, %c2 : tensor<?x?x?xf32>
  %empty = tensor.empty(%n, %rows, %cols) : tensor<?x?x?xf32>
  %empty2 = tensor.empty(%n, %rows, %cols) : tensor<?x?x?xf32>
  %r:2 = scf.forall (%i) in (%n) shared_outs(%out = %empty, %out2 = %empty2) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>) {
    %gs = tensor.extract_slice %g[%i, 0, 0] [1, %rows, %cols] [1, 1, 1] : tensor<?x?x?xf32> to tensor<1x?x?xf32>
    %ys = tensor.extract_slice %y[%i, 0, 0] [1, %rows, %cols] [1, 1, 1] : tensor<?x?x?xf32> to tensor<1x?x?xf32>
    %e = tensor.empty(%cols) : tensor<1x?xf32>
    %zero = linalg.fill ins(%cst : f32) outs(%e : tensor<1x?xf32>) -> tensor<1x?xf32>
    %sum = linalg.generic {indexing_maps = [#id, #id, #row], iterator_types = ["parallel", "reduction", "parallel"]}
        ins(%gs, %ys : tensor<1x?x?xf32>, tensor<1x?x?xf32>) outs(%zero : tensor<1x?xf32>) {
    ^bb0(%a: f32, %b: f32, %acc: f32):
      %m = arith.mulf %a, %b : f32
      %s = arith.addf %acc, %m fastmath<reassoc> : f32
      linalg.yield %s : f32
    } -> tensor<1x?xf32>
    %os = tensor.extract_slice %out[%i, 0, 0] [1, %rows, %cols] [1, 1, 1] : tensor<?x?x?xf32> to tensor<1x?x?xf32>
    %u = linalg.generic {indexing_maps = [#id, #id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%gs, %ys, %sum : tensor<1x?x?xf32>, tensor<1x?x?xf32>, tensor<1x?xf32>) outs(%os : tensor<1x?x?xf32>) {
    ^bb0(%a: f32, %b: f32, %s: f32, %o: f32):
      %d = arith.subf %a, %s : f32
      %p = arith.mulf %b, %d : f32
      linalg.yield %p : f32
    } -> tensor<1x?x?xf32>
    %os2 = tensor.extract_slice %out2[%i, 0, 0] [1, %rows, %cols] [1, 1, 1] : tensor<?x?x?xf32> to tensor<1x?x?xf32>
    %u2 = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%gs, %sum : tensor<1x?x?xf32>, tensor<1x?xf32>) outs(%os2 : tensor<1x?x?xf32>) {
    ^bb0(%a: f32, %s: f32, %o: f32):
      %d = arith.addf %a, %s : f32
      linalg.yield %d : f32
    } -> tensor<1x?x?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %u2 into %out2[%i, 0, 0] [1, %rows, %cols] [1, 1, 1] : tensor<1x?x?xf32> into tensor<?x?x?xf32>
      tensor.parallel_insert_slice %u into %out[%i, 0, 0] [1, %rows, %cols] [1, 1, 1] : tensor<1x?x?xf32> into tensor<?x?x?xf32>
    }
  }
  return %r#0, %r#1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>
}
