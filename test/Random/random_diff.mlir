// Randomized differential test of the five actgrad ops (and, with --form
// linalg, of their front-end linalg forms raised to them) against an
// independent float64 reference (test/Random/random_diff), with the accuracy
// contract of SEMANTICS.md section 3. The cases cover f32/f16/bf16, ranks 0-5
// with static and dynamic dimensions, default and random attributes, values
// at the thresholds, +-0, subnormals, NaN and +-inf. Each module holds many
// cases; each result is printed with printMemrefI32 after extf + bitcast.
//
// To reproduce or investigate a failure:
//   python3 test/Random/random_diff --seed 1234 --cases 300 --keep /tmp/fails
//   python3 test/Random/random_diff --seed 1234 --cases 300 --only 17 --emit /tmp/m
//
// 1. The checker itself: it accepts f32 models of correct implementations
//    and catches models of known bugs (2-ulp error, inclusive bounds, NaN
//    rules, alpha rounded to T, T or bf16 accumulation in softmax and prelu,
//    ...). No MLIR is run.
// RUN: %python %actgrad_src_root/test/Random/random_diff --self-test \
// RUN:   | FileCheck %s --check-prefix=SELF
// SELF: self-test passed
//
// 2. A run whose reference is corrupted by 2 ulp in hardtanh must report
//    failures (with --perturb the exit status is 0 only if it does).
// RUN: %python %actgrad_src_root/test/Random/random_diff --seed 7 \
// RUN:   --cases 10 --ops hardtanh_backward --perturb 2ulp --jobs 2 \
// RUN:   --actgrad-opt actgrad-opt --mlir-runner mlir-runner \
// RUN:   --shared-libs %actgrad_jit_libs \
// RUN:   | FileCheck %s --check-prefix=PERTURB
// PERTURB: {{^[0-9]+}} passed, {{[1-9][0-9]*}} failed
// PERTURB: perturbation detected
//
// 3. The randomized differential test proper.
// RUN: %python %actgrad_src_root/test/Random/random_diff --seed 1234 \
// RUN:   --cases %random_cases_300 --jobs 2 \
// RUN:   --actgrad-opt actgrad-opt --mlir-runner mlir-runner \
// RUN:   --shared-libs %actgrad_jit_libs \
// RUN:   | FileCheck %s -DCASES=%random_cases_300
// CHECK: {{^}}[[CASES]] passed, 0 failed
//
// 4. PReLU with tiny thread tiles and 4-lane vectors, so that its one-pass
//    loop is split both ways (actgrad-tile-and-vectorize): an innermost
//    reduction into vector lanes of partial sums and the outermost one into
//    thread chunks with partial diff_slope of their own. Seed 99's 400
//    cases make 89 thread splits and 13 lane splits (counted on the output
//    of actgrad-tile-and-vectorize).
// RUN: %python %actgrad_src_root/test/Random/random_diff --seed 99 \
// RUN:   --cases %random_cases_400 --jobs 2 --ops prelu_backward \
// RUN:   --opt-flags "--actgrad-to-llvm='tile-elements=64 vector-width=4'" \
// RUN:   --actgrad-opt actgrad-opt --mlir-runner mlir-runner \
// RUN:   --shared-libs %actgrad_jit_libs \
// RUN:   | FileCheck %s -DCASES=%random_cases_400 --check-prefix=SPLIT
// SPLIT: {{^}}[[CASES]] passed, 0 failed
//
// 5. The same in the linalg form (--form linalg): every case as the
//    linalg.generic IR a front end emits (docs/Raising.md), which
//    actgrad-to-llvm raises back to actgrad ops; the reference is the front
//    end's (a NaN x passes g in hardtanh's form, w * g in PReLU's diff_src).
//    random_diff_linalg_unraised.mlir runs it with raising off.
// RUN: %python %actgrad_src_root/test/Random/random_diff --seed 2024 \
// RUN:   --cases %random_cases_200 --jobs 2 --form linalg \
// RUN:   --actgrad-opt actgrad-opt --mlir-runner mlir-runner \
// RUN:   --shared-libs %actgrad_jit_libs \
// RUN:   | FileCheck %s -DCASES=%random_cases_200 --check-prefix=LINALG
// LINALG: {{^}}[[CASES]] passed, 0 failed
//
// 6. The linalg form's reference can fail too: hardtanh corrupted by 2 ulp.
// RUN: %python %actgrad_src_root/test/Random/random_diff --seed 7 \
// RUN:   --cases 20 --form linalg --ops hardtanh_backward --perturb 2ulp \
// RUN:   --jobs 2 --actgrad-opt actgrad-opt --mlir-runner mlir-runner \
// RUN:   --shared-libs %actgrad_jit_libs \
// RUN:   | FileCheck %s --check-prefix=PERTURB
