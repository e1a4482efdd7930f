// bench_captures.py's result check (issue 38): which results of a capture are
// computed through a sum accumulated in bf16 (tools/actgrad-bench/sum_noise.py),
// the summation-order bound sqrt(n) u they get, that an error above the
// bound still fails while the other results keep run_capture.py's rule, and
// which peers are marked as computing other arithmetic.
// RUN: %python %S/Inputs/bench_captures_check.py %S/../.. | FileCheck %s
// CHECK: softmax_nocustomjvp [0.015625]
// CHECK-NEXT: prelu ['0.000000', '0.024705']
// CHECK-NEXT: softmax_f32 [0.0]
// CHECK-NEXT: plain rule: 1 elements differ (result 0 at [1, 2]: 0.28125, expected 0.25, bound 0.00390625)
// CHECK-NEXT: 16-bit sum of 16: 1 elements differ
// CHECK-NEXT: 16-bit sum of 1024: ok
// CHECK-NEXT: above it: 1 elements differ (result 0 at [1, 2]: 0.3125, expected 0.25, bound 0.03125)
// CHECK-NEXT: other arithmetic: other arithmetic: bits equal to the front end's at 50% of the elements, ActGrad's at 100%
// CHECK-NEXT: a few bits off: ok
// CHECK-NEXT: ActGrad as far off: ok
