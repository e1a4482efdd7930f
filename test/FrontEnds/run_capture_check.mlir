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
