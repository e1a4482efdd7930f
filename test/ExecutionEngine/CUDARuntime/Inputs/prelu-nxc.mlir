// A PReLU whose slope mode is chosen at run time: its launches sit inside
// scf.if, which gpu-async-region does not reach (stream-order.c).
func.func @prelu(%x: tensor<?x?x?xf32>, %w: tensor<?xf32>, %g: tensor<?x?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?xf32>) attributes {llvm.emit_c_interface} {
  %0:2 = actgrad.prelu_backward %x, %w, %g {data_format = "NXC"} : (tensor<?x?x?xf32>, tensor<?xf32>, tensor<?x?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?xf32>)
  return %0#0, %0#1 : tensor<?x?x?xf32>, tensor<?xf32>
}
