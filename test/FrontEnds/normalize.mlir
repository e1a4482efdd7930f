// The MLIR 22 normalisation of the captures (scripts/capture_frontends/
// common.py), on IREE 3.13's own generic-form output of JAX's relu6 gradient:
// `--compile-to=input` leaves util.func / util.return, which become
// func.func / func.return; the module's attributes go; JAX's `main` takes
// the capture's name. What no rule maps (here `--compile-to=flow`'s
// dispatches) is an error naming the construct.
// RUN: %python %actgrad_src_root/scripts/capture_frontends/common.py main=relu6 \
// RUN:   < %S/Inputs/iree_input_relu6.generic.mlir | actgrad-opt | FileCheck %s
// RUN: not %python %actgrad_src_root/scripts/capture_frontends/common.py \
// RUN:   < %S/Inputs/iree_flow_relu6.generic.mlir 2>&1 | FileCheck %s --check-prefix=ERR
// Without the rules, MLIR 22 has no util dialect:
// RUN: not actgrad-opt %S/Inputs/iree_input_relu6.generic.mlir 2>&1 | \
// RUN:   FileCheck %s --check-prefix=RAW

// CHECK:       module {
// CHECK-NEXT:    func.func public @relu6(%{{.*}}: tensor<4x8xf32>, %{{.*}}: tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-COUNT-4:   linalg.generic
// CHECK:           return %{{.*}} : tensor<4x8xf32>

// ERR: normalize: unsupported construct in capture: op 'flow.dispatch'

// RAW: error: operation being parsed with an unregistered dialect
