// actgrad-to-nvvm and actgrad-codegen-gpu share their option definitions
// (Pipelines.h's pipeline_options groups): the defaults, and every option
// handed on to the stage and the passes that take it.
// RUN: actgrad-opt %s --actgrad-to-nvvm --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: actgrad-opt %s --actgrad-to-nvvm="raise-linalg=false runtime-checks=false fuse-elementwise=false block-size=128 vector-bytes=8 approximate-exp=false chip=sm_80 features=+ptx80" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=SET
// RUN: echo 'module {}' | actgrad-opt --pass-pipeline='builtin.module(actgrad-codegen-gpu{block-size=64 opt-level=2 chip=sm_86 approximate-exp=false})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=STAGE
// RUN: not actgrad-opt %s --actgrad-to-nvvm="opt-level=2" 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// DEFAULT: raise-linalg-to-actgrad
// DEFAULT: actgrad-insert-runtime-checks
// DEFAULT: actgrad-fuse-elementwise-ops
// DEFAULT: actgrad-gpu-distribute-reductions{block-size=256}
// DEFAULT: actgrad-gpu-distribute-elementwise{block-size=256 vector-bytes=16}
// DEFAULT: actgrad-approximate-sigmoid
// DEFAULT: actgrad-approximate-math
// DEFAULT: nvvm-attach-target{O=3 chip=sm_90 {{.*}}features= {{.*}}}
// DEFAULT: gpu-module-to-binary{{.*}}format=isa

// SET-NOT: raise-linalg-to-actgrad
// SET-NOT: actgrad-insert-runtime-checks
// SET-NOT: actgrad-fuse-elementwise-ops
// SET: actgrad-gpu-distribute-reductions{block-size=128}
// SET: actgrad-gpu-distribute-elementwise{block-size=128 vector-bytes=8}
// SET-NOT: actgrad-approximate-sigmoid
// SET: nvvm-attach-target{O=3 chip=sm_80 {{.*}}features=+ptx80

// STAGE: actgrad-gpu-distribute-reductions{block-size=64}
// STAGE: actgrad-gpu-distribute-elementwise{block-size=64 vector-bytes=16}
// STAGE-NOT: actgrad-approximate-sigmoid
// STAGE: nvvm-attach-target{O=2 chip=sm_86

// opt-level is actgrad-codegen-gpu's alone.
// UNKNOWN: no such option opt-level

func.func @f(%g: tensor<64xf32>, %x: tensor<64xf32>) -> tensor<64xf32> {
  %r = actgrad.hardtanh_backward %g, %x {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
  return %r : tensor<64xf32>
}
