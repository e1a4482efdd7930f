// actgrad.check_size round-trips in its custom form and in generic form.
// RUN: actgrad-opt %s | actgrad-opt | FileCheck %s
// RUN: actgrad-opt %s --mlir-print-op-generic | actgrad-opt | FileCheck %s

// CHECK-LABEL: func.func @check
//  CHECK-SAME:     %[[A:[^:]+]]: index, %[[B:[^:]+]]: index
//       CHECK:   actgrad.check_size %[[A]], %[[B]], "dimension 0 of 'x' does not match 'y'"
func.func @check(%a: index, %b: index) {
  actgrad.check_size %a, %b, "dimension 0 of 'x' does not match 'y'"
  return
}

// Not pure: canonicalization keeps it although it has no results.
// RUN: actgrad-opt %s --canonicalize | FileCheck %s --check-prefix=KEEP
// KEEP: actgrad.check_size
