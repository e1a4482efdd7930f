// Input of the install test (install-and-consume.cmake): the installed
// plugins lower it with upstream mlir-opt (Inputs/ is not a lit test).
func.func @hardtanh_grad(%g: tensor<?x8xf32>, %x: tensor<?x8xf32>)
    -> tensor<?x8xf32> {
  %r = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
  return %r : tensor<?x8xf32>
}
