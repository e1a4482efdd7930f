// The result check of the captures' tests (Inputs/run_capture.py check) on a
// hand-made case of two results: [1, -2] and the rounding noise [1e-10, -1e-10]
// of an analytically zero result.
// RUN: %python %S/Inputs/run_capture.py check %S/Inputs/run_capture_case.json \
// RUN:   < %S/Inputs/run_capture_exact.txt | FileCheck %s --check-prefix=EXACT
// RUN: not %python %S/Inputs/run_capture.py check %S/Inputs/run_capture_case.json \
// RUN:   < %S/Inputs/run_capture_noise.txt 2>&1 | FileCheck %s --check-prefix=NOISE
// RUN: %python %S/Inputs/run_capture.py check %S/Inputs/run_capture_case.json \
// RUN:   --scale-of 1=0 < %S/Inputs/run_capture_noise.txt | \
// RUN:   FileCheck %s --check-prefix=EXACT
// RUN: not %python %S/Inputs/run_capture.py check %S/Inputs/run_capture_case.json \
// RUN:   --scale-of 1=0 < %S/Inputs/run_capture_wrong.txt 2>&1 | \
// RUN:   FileCheck %s --check-prefix=WRONG
// RUN: not %python %S/Inputs/run_capture.py check %S/Inputs/run_capture_case.json \
// RUN:   --scale-of 1=2 < %S/Inputs/run_capture_exact.txt 2>&1 | \
// RUN:   FileCheck %s --check-prefix=USAGE
// The front end's own noise above the bound ([5e-5, -5e-5],
// run_capture_zero.json): a value within the bound of zero passes, an error
// above it still fails.
// RUN: not %python %S/Inputs/run_capture.py check %S/Inputs/run_capture_zero.json \
// RUN:   < %S/Inputs/run_capture_noise.txt 2>&1 | FileCheck %s --check-prefix=ZNOISE
// RUN: %python %S/Inputs/run_capture.py check %S/Inputs/run_capture_zero.json \
// RUN:   --scale-of 1=0 < %S/Inputs/run_capture_noise.txt | \
// RUN:   FileCheck %s --check-prefix=EXACT
// RUN: not %python %S/Inputs/run_capture.py check %S/Inputs/run_capture_zero.json \
// RUN:   --scale-of 1=0 < %S/Inputs/run_capture_wrong.txt 2>&1 | \
// RUN:   FileCheck %s --check-prefix=WRONG
// With float64 values (run_capture_float64.json: result 0 is [1.001, -2]
// and the front end's [1.002, -2]; result 1 is [0, 0] and the front end's
// [1e-10, -1e-10]), a result off the front end's passes when it is as close
// to float64 as the front end's results are; four times farther than the
// farthest of them fails.
// RUN: %python %S/Inputs/run_capture.py check %S/Inputs/run_capture_float64.json \
// RUN:   < %S/Inputs/run_capture_exact.txt | FileCheck %s --check-prefix=F64
// RUN: not %python %S/Inputs/run_capture.py check %S/Inputs/run_capture_float64.json \
// RUN:   < %S/Inputs/run_capture_float64_off.txt 2>&1 | FileCheck %s --check-prefix=F64OFF
// RUN: not %python %S/Inputs/run_capture.py check %S/Inputs/run_capture_float64.json \
// RUN:   < %S/Inputs/run_capture_wrong.txt 2>&1 | FileCheck %s --check-prefix=F64WRONG

// Result 0's element 0 is 2 ulp off in the noise case: within the bound.
// EXACT: 2 results match the front end's

// Judged at its own magnitude, the noise fails.
// NOISE-NOT: result 0
// NOISE: result 1[0]: got -{{[23]}}.{{[0-9]+}}e-10, front end 1.{{[0-9]+}}e-10
// NOISE: result 1[1]: got 2.{{[0-9]+}}e-10, front end -1.{{[0-9]+}}e-10
// NOISE: 2 values differ from the front end's

// At result 0's magnitude, an error far above the noise still fails.
// WRONG: result 1[0]: got 0.001
// WRONG-NOT: result 1[1]
// WRONG: 1 values differ from the front end's

// USAGE: run_capture.py: --scale-of 1=2: the case has 2 results

// Judged at its own magnitude, a value near zero is far from the front end's
// noise.
// ZNOISE: result 1[0]: got -{{[23]}}.{{[0-9]+}}e-10, front end 4.{{[0-9]+}}e-05
// ZNOISE: result 1[1]: got 2.{{[0-9]+}}e-10, front end -4.{{[0-9]+}}e-05
// ZNOISE: 2 values differ from the front end's

// F64: 2 results match the front end's (1 as accurate against float64)

// F64OFF: result 0: error 4.50e-03 against float64, the front end's 5.00e-04, at most 2.00e-03
// F64OFF: result 0[0]: got 1.00999
// F64OFF-NOT: result 1
// F64OFF: 1 values differ from the front end's

// F64WRONG-NOT: result 0
// F64WRONG: result 1: error 5.00e-01 against float64, the front end's 5.00e-08, at most 2.00e-03
// F64WRONG: result 1[0]: got 0.001
// F64WRONG: 1 values differ from the front end's
