// The softmax_forms.mlir module with raising off (raise-linalg=false): the
// pipeline must compile every front-end form with no diagnostic, and the
// results must pass the same SEMANTICS.md 3 check as the raised ones.
//
// RUN: actgrad-opt %S/softmax_forms.mlir --actgrad-to-llvm=raise-linalg=false \
// RUN:     -o %t.off.mlir 2> %t.off.err
// RUN: not grep . %t.off.err
// RUN: mlir-runner %t.off.mlir -e main -entry-point-result=void \
// RUN:     -shared-libs=%actgrad_jit_libs > %t.unraised
// RUN: %python %S/Inputs/check_raising.py %S/softmax_forms.mlir %t.unraised
