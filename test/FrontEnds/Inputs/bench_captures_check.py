"""bench_captures.py's result check (issue 38): a result computed through a
sum that the capture accumulates in bf16 is judged within sqrt(n) u of its
largest magnitude (sum_noise.py), the other results by run_capture.py's rule,
and an error above either bound still fails; a peer that passes with bits
other than the front end's is marked as computing other arithmetic.

    bench_captures_check.py SOURCE_DIR
"""

import os
import sys

import numpy as np

ROOT = sys.argv[1]
sys.path.insert(0, os.path.join(ROOT, "tools", "actgrad-bench"))
import bench_captures as bc  # noqa: E402
import sum_noise  # noqa: E402


def noise_of(path, func):
    with open(os.path.join(ROOT, "test", "FrontEnds", path)) as f:
        return sum_noise.order_noise(f.read(), func)


# JAX's softmax vjp without the custom JVP: sum(g * r * e) over 16 columns in bf16.
print("softmax_nocustomjvp", noise_of("jax/Inputs/softmax_nocustomjvp_vjp_bf16.mlir",
                                      "softmax_nocustomjvp_vjp_bf16"))
# torch-mlir's PReLU backward: diff_src is a select, diff_slope a bf16 sum of 2*4*5.
print("prelu", ["%.6f" % n for n in noise_of("torch-mlir/Inputs/prelu_backward_bf16.mlir",
                                              "prelu_backward_bf16")])
# f32 sums only.
print("softmax_f32", noise_of("jax/Inputs/softmax_nocustomjvp_vjp_f32.mlir",
                              "softmax_nocustomjvp_vjp_f32"))

want = np.full((4, 16), 0.25)
got = want.copy()
got[1, 2] = 0.25 + 2.0 ** -5   # 2^-3 of the largest magnitude: 16 ulp
print("plain rule:", bc.mismatches("bf16", [want], [got]))
print("16-bit sum of 16:", bc.mismatches("bf16", [want], [got], [sum_noise.UNIT_ROUNDOFF["bf16"] * 4]))
print("16-bit sum of 1024:", bc.mismatches("bf16", [want], [got], [2.0 ** -3]) or "ok")
got[1, 2] = 0.25 + 2.0 ** -4
print("above it:", bc.mismatches("bf16", [want], [got], [2.0 ** -3]))

# A peer passing the check with other bits than the front end's: marked when
# it shares them at 10 points fewer of the elements than ActGrad.
front_end = [np.linspace(-1.0, 1.0, 64).reshape(4, 16)]
half_off = front_end[0].copy()
half_off.ravel()[::2] += 2.0 ** -20  # one ulp of f32 or so: within the rule
few_off = front_end[0].copy()
few_off.ravel()[:4] += 2.0 ** -20
print("other arithmetic:", bc.other_arithmetic(front_end, {"actgrad": front_end,
                                                           "iree": [half_off]}, "iree"))
print("a few bits off:", bc.other_arithmetic(front_end, {"actgrad": front_end,
                                                         "iree": [few_off]}, "iree"))
print("ActGrad as far off:", bc.other_arithmetic(front_end, {"actgrad": [half_off],
                                                             "iree": [half_off]}, "iree"))
