// RUN: actgrad-opt %s --split-input-file --verify-diagnostics --actgrad-tile-and-fuse
// RUN: actgrad-opt %s --split-input-file --verify-diagnostics --actgrad-cpu-lowering-config=tile-elements=16384 --actgrad-tile-and-fuse

// Lowering configurations that the input carries are checked where they are
// used, like the ones the pipeline makes. Thread tiles of a reduction loop
// would have the threads race to write the same partial results (upstream's
// tiling only warns); a negative size or more sizes than loops cannot be
// tiled.
func.func @thread_tiles_of_a_reduction(%x: tensor<4x32xf32>) -> tensor<4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @below {{actgrad-tile-and-fuse: thread tiles split reduction loop 1, whose partial results the threads would race to write}}
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x32xf32>) outs(%f : tensor<4xf32>) attrs = {actgrad.lowering_config = {thread_tile_sizes = array<i64: 1, 8>}} {
  ^bb0(%a: f32, %o: f32):
    %m = arith.addf %a, %o : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

func.func @negative_thread_tile(%x: tensor<64xf32>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  // expected-error @below {{actgrad-tile-and-fuse: thread tile size -8 of loop 0 is negative}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) attrs = {actgrad.lowering_config = {thread_tile_sizes = array<i64: -8>}} {
  ^bb0(%a: f32, %o: f32):
    %m = arith.negf %a : f32
    linalg.yield %m : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}

// -----

func.func @too_many_thread_tiles(%x: tensor<64xf32>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  // expected-error @below {{actgrad-tile-and-fuse: 2 thread tile sizes for 1 loops}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) attrs = {actgrad.lowering_config = {thread_tile_sizes = array<i64: 8, 8>}} {
  ^bb0(%a: f32, %o: f32):
    %m = arith.negf %a : f32
    linalg.yield %m : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}
