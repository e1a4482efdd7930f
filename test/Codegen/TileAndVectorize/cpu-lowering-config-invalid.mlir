// RUN: actgrad-opt %s --verify-diagnostics --actgrad-cpu-lowering-config=tile-elements=16384

// An input's chunk_dim (actgrad-split-reduction's, which the thread tiles
// follow) must name one of the op's loops.
func.func @chunk_dim_out_of_range(%x: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %e = tensor.empty() : tensor<1024x1024xf32>
  // expected-error @below {{actgrad-cpu-lowering-config: chunk_dim 2 is not one of the 2 loops}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<1024x1024xf32>) outs(%e : tensor<1024x1024xf32>) attrs = {actgrad.lowering_config = {chunk_dim = 2 : i64}} {
  ^bb0(%a: f32, %o: f32):
    %m = arith.negf %a : f32
    linalg.yield %m : f32
  } -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}
