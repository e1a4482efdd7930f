#!/usr/bin/env python3
"""The peers benchmark's result check (tools/actgrad-bench/bench_peers_check.py)
passes correct results, fails wrong ones and tells a peer's documented own
semantics from a wrong result (ctest bench-peers-check; numpy only, no peers).

    bench-peers-check-test.py SOURCE_DIR
"""

import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(sys.argv[1], "tools", "actgrad-bench"))
import bench_peers_check as chk  # noqa: E402

ref = chk.ref
failures = []


def expect(what, got, want):
    if got[0] != want:
        failures.append(f"{what}: {got} (expected {want})")
    else:
        print(f"ok: {what} -> {got[0]}")


def values(rng, fmt, shape, scale):
    return ref.round_to(fmt, rng.standard_normal(shape) * scale)


def elementwise(op, dtype, rng):
    """Inputs of op with x values at hardtanh's bounds, and the correctly
    rounded result."""
    fmt = ref.FORMATS[dtype]
    x, g = values(rng, fmt, [4096], 2.0), values(rng, fmt, [4096], 1.0)
    x[:8] = [-1.0, 1.0, -1.0, 1.0, 0.0, -3.0, 3.0, 0.5]
    e = chk.Expected(op, dtype, [x, g], 0)
    right = ref.round_to(fmt, e.r).reshape(x.shape)
    return e, x, g, right


def main():
    rng = np.random.default_rng(7)
    for op in ("hardtanh", "hardsigmoid", "swish"):
        for dtype in ("f32", "bf16", "f16"):
            e, x, g, right = elementwise(op, dtype, rng)
            expect(f"{op} {dtype} correctly rounded", chk.verdict("eager", e, [right]),
                   "ok")
            wrong = right.copy()
            wrong[100] = wrong[100] * 1.5 + 1.0
            expect(f"{op} {dtype} one wrong element", chk.verdict("eager", e, [wrong]),
                   "wrong")
    # JAX's hard_tanh: the gradient passes at the bounds. A peer with that
    # documented rule differs; any other peer computing it is wrong.
    e, x, g, right = elementwise("hardtanh", "bf16", rng)
    inclusive = np.where((x >= -1) & (x <= 1), g, 0.0)
    expect("hardtanh inclusive bounds from xla", chk.verdict("xla", e, [inclusive]),
           "differs")
    expect("hardtanh inclusive bounds from eager",
           chk.verdict("eager", e, [inclusive]), "wrong")
    expect("hardtanh wrong from xla", chk.verdict("xla", e, [inclusive * 2]), "wrong")
    # JAX's hard_sigmoid in bf16: x + 3 rounded before the threshold test.
    e, x, g, right = elementwise("hardsigmoid", "bf16", rng)
    x[8:16] = [-2.99, 2.99, -3.01, 3.01, -2.995, 2.995, -2.98, 2.98]
    e = chk.Expected("hardsigmoid", "bf16", [ref.round_to(ref.BF16, x), g], 0)
    t = ref.round_to(ref.BF16, e.x + 3)
    jax_rule = np.where((t > 0) & (t < 6), ref.round_to(ref.BF16, g / 6), 0.0)
    expect("hardsigmoid bf16 relu6(x + 3) / 6 from xla",
           chk.verdict("xla", e, [jax_rule]),
           "ok" if e.check([jax_rule]) is None else "differs")
    expect("hardsigmoid bf16 relu6(x + 3) / 6 from eager",
           chk.verdict("eager", e, [jax_rule]),
           "ok" if e.check([jax_rule]) is None else "wrong")
    # Softmax: whole slices; a result accumulated in bf16 fails.
    fmt = ref.BF16
    g = values(rng, fmt, [16, 512], 1.0)
    y = ref.round_to(fmt, np.exp(rng.standard_normal([16, 512])))
    y = ref.round_to(fmt, y / y.sum(axis=1, keepdims=True))
    e = chk.Expected("softmax", "bf16", [g, y], 1)
    right = ref.round_to(fmt, e.r)
    expect("softmax bf16 correctly rounded", chk.verdict("xla", e, [right]), "ok")
    shifted = right.copy()
    shifted[3] = ref.round_to(fmt, y[3] * (g[3] - 0.05))
    expect("softmax bf16 with a wrong sum", chk.verdict("inductor", e, [shifted]), "wrong")
    # PReLU: diff_src sampled, diff_slope whole.
    fmt = ref.F32
    x, g = values(rng, fmt, [4, 8, 5, 5], 2.0), values(rng, fmt, [4, 8, 5, 5], 1.0)
    w = values(rng, fmt, [8], 0.25)
    e = chk.Expected("prelu", "f32", [x, w, g], 1)
    ds, dw, _ = ref.prelu(x, w, g, "NCX", "channel")
    ds, dw = ref.round_to(fmt, ds), ref.round_to(fmt, dw)
    expect("prelu f32 correctly rounded", chk.verdict("eager", e, [ds, dw]), "ok")
    expect("prelu f32 wrong diff_slope",
           chk.verdict("eager", e, [ds, dw + np.eye(8)[2]]), "wrong")
    expect("prelu f32 wrong shape", _shape_error(e, ds[:2], dw), "error")
    if failures:
        print("\n".join("FAIL: " + f for f in failures))
        return 1
    return 0


def _shape_error(e, ds, dw):
    try:
        chk.verdict("eager", e, [ds, dw])
    except ValueError as error:
        return "error", str(error)
    return "no error", ""


if __name__ == "__main__":
    sys.exit(main())
