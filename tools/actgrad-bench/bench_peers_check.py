"""Result checks of the peers benchmark (bench_peers.py): every output, of
ActGrad and of each peer, against ActGrad's reference.

The reference is test/Reference/actgrad_reference.py's vectorized form
(SEMANTICS.md sections 2 and 3: the float64 result, N(op, T) ulp and the
conditioning bounds). It needs only numpy, so this module runs in the
system Python too (test/Scripts/bench-peers-check-test.py).

A peer whose semantics differ from ActGrad's is checked against its own
rule instead (``ALTERNATIVES``): it passes as ``differs`` (never timed as
equal) when it matches that rule, and fails like any wrong result when it
matches neither.

Large tensors are checked on a sample of elements (``sample``): a prefix,
a suffix and random positions; softmax on whole slices along its axis and
PReLU's diff_slope whole, since their elements depend on whole sums.
"""

import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "..", "test", "Reference"))
import actgrad_reference as ref  # noqa: E402

# The attributes of the peers benchmark's cases: PyTorch's hardsigmoid (the
# only one aten's hardsigmoid_backward computes) and hardtanh on [-1, 1]
# (gen_kernels.py's bounds, JAX's hard_tanh), swish with beta = 1 (SiLU).
HARDSIGMOID_ALPHA = float(np.float32(1.0 / 6.0))
HARDSIGMOID_BETA = 0.5
HARDTANH_MIN, HARDTANH_MAX = -1.0, 1.0
SWISH_BETA = 1.0
SAMPLE = 1 << 18


def sample_index(n, seed=0):
    """Flat indices checked of an n-element elementwise result: all of them
    up to 3 * SAMPLE, else a prefix, a suffix and SAMPLE random ones."""
    if n <= 3 * SAMPLE:
        return np.arange(n)
    rng = np.random.default_rng(seed)
    middle = rng.choice(np.arange(SAMPLE, n - SAMPLE), SAMPLE, replace=False)
    return np.unique(np.concatenate([np.arange(SAMPLE), np.sort(middle),
                                     np.arange(n - SAMPLE, n)]))


class Expected:
    """The reference of one case's inputs: computed once, checked against
    every implementation's output."""

    def __init__(self, op, dtype, inputs, param):
        """inputs: float64 numpy arrays holding values of ``dtype``: (x, g) for
        the element-wise ops, (x, w, g) for prelu, (g, y) for softmax;
        param: softmax's axis, or 1 (NCX) / 0 (NXC) for prelu."""
        self.op, self.fmt = op, ref.FORMATS[dtype]
        self.param = param
        self.shape = inputs[0].shape
        n = inputs[0].size
        if op == "softmax":
            self.index = None
            g, y = inputs
            self.g, self.y = g, y
            self.r, self.bound = ref.softmax(g, y, param)
            return
        if op == "prelu":
            x, w, g = inputs
            fmt = "NCX" if param == 1 else "NXC"
            self.r, self.r_slope, self.bound_slope = ref.prelu(x, w, g, fmt,
                                                                "channel")
            self.index = sample_index(n)
            self.r = self.r.reshape(-1)[self.index]
            return
        self.index = sample_index(n)
        x, g = (a.reshape(-1)[self.index] for a in inputs)
        self.x, self.g = x, g
        self.bound = self.alt = self.amb = None
        if op == "hardtanh":
            self.r = ref.hardtanh(g, x, HARDTANH_MIN, HARDTANH_MAX)
        elif op == "hardsigmoid":
            self.r, self.alt, self.amb = ref.hardsigmoid(x, g, HARDSIGMOID_ALPHA,
                                                         HARDSIGMOID_BETA)
        elif op == "swish":
            self.r, self.bound, _ = ref.swish(g, x, SWISH_BETA)
        else:
            raise ValueError(f"bench_peers_check: unknown op {op!r}")

    def _elements(self, got):
        got = np.asarray(got, dtype=np.float64)
        if tuple(got.shape) != tuple(self.shape):
            raise ValueError(f"result shape {list(got.shape)}, expected "
                             f"{list(self.shape)}")
        return got if self.index is None else got.reshape(-1)[self.index]

    def check(self, outputs):
        """None if ``outputs`` (float64 arrays: diff_src, and diff_slope for
        prelu) pass SEMANTICS.md 3, else a one-line description of the
        first failure."""
        key = {"hardtanh": "hardtanh_backward", "hardsigmoid": "hardsigmoid_backward",
               "swish": "swish_backward", "prelu": "prelu_backward",
               "softmax": "softmax_backward"}[self.op]
        n_ulp = ref.N_ULP[(key, "diff_src")][self.fmt.name]
        got = self._elements(outputs[0])
        if self.op in ("hardtanh", "hardsigmoid", "swish"):
            ok, r_t, _ = ref.check(self.fmt, n_ulp, got, self.r, bound=self.bound,
                                   alt=self.alt, amb=self.amb)
        elif self.op == "softmax":
            ok, r_t, _ = ref.check(self.fmt, n_ulp, got, self.r, bound=self.bound)
        else:
            ok, r_t, _ = ref.check(self.fmt, n_ulp, got, self.r)
        failure = _first_failure("diff_src", ok, got, r_t)
        if failure or self.op != "prelu":
            return failure
        slope = np.asarray(outputs[1], dtype=np.float64).reshape(self.r_slope.shape)
        ok, r_t, _ = ref.check(self.fmt, ref.N_ULP[(key, "diff_slope")][self.fmt.name],
                               slope, self.r_slope, bound=self.bound_slope)
        return _first_failure("diff_slope", ok, slope, r_t)


def _first_failure(name, ok, got, r_t):
    bad = np.flatnonzero(~np.asarray(ok).reshape(-1))
    if bad.size == 0:
        return None
    i = bad[0]
    return (f"{name}: {bad.size} of {ok.size} checked elements fail SEMANTICS.md 3, "
            f"first at checked element {i}: got {got.reshape(-1)[i]!r}, expected "
            f"{r_t.reshape(-1)[i]!r}")


def hardtanh_inclusive(expected, outputs):
    """JAX's hard_tanh rule: the gradient passes at the bounds too
    (min <= x <= max), where PyTorch's and ActGrad's are 0."""
    x, g = expected.x, expected.g
    r = np.where((HARDTANH_MIN <= x) & (x <= HARDTANH_MAX), g, 0.0)
    got = expected._elements(outputs[0])
    ok, r_t, _ = ref.check(expected.fmt, 0, got, r)
    return _first_failure("diff_src (bounds inclusive)", ok, got, r_t)


def swish_in_storage_type(expected, outputs):
    """XLA's rule for f16 and bf16 swish: silu's gradient computed in the
    storage type, one rounding per op. Checked to 8 ulp of the terms'
    scale |g| * (1 + |x| / 4) (SEMANTICS.md 3 allows 1 ulp of the result)."""
    if expected.fmt is ref.F32:
        return "f32"
    got = expected._elements(outputs[0])
    scale = np.abs(expected.g) * (1 + np.abs(expected.x) / 4)
    with np.errstate(all="ignore"):
        ok = np.abs(got - expected.r) <= 8 * ref.ulp_of(expected.fmt, scale)
    return _first_failure("diff_src (in the storage type)", ok, got,
                          ref.round_to(expected.fmt, expected.r))


def hard_sigmoid_in_storage_type(expected, outputs):
    """JAX's rule: hard_sigmoid(x) = relu6(x + 3) / 6 in the storage type, so
    the threshold test is on x + 3 rounded to T (0 < t < 6, relu6's JVP) and
    the result g / 6 rounded to T."""
    fmt = expected.fmt
    t = ref.round_to(fmt, expected.x + 3.0)
    r = np.where((t > 0) & (t < 6), ref.round_to(fmt, expected.g / 6.0), 0.0)
    got = expected._elements(outputs[0])
    ok, r_t, _ = ref.check(fmt, 1, got, r)
    return _first_failure("diff_src (relu6(x + 3) / 6 in T)", ok, got, r_t)


def softmax_in_storage_type(expected, outputs):
    """XLA's rule for f16 and bf16 softmax: the gradient computed in the
    storage type, the slice's dot product included. Checked against the
    error of that: |got - r| <= |dst| * (4 eps |g| + 2 n eps sum|g dst|)
    + 2 ulp(r), eps the storage type's epsilon, n the axis length."""
    fmt = expected.fmt
    if fmt is ref.F32:
        return "f32"
    eps = 2.0 ** (1 - fmt.p)
    axis = expected.param
    n = expected.shape[axis]
    total = np.sum(np.abs(expected.g * expected.y), axis=axis, keepdims=True)
    got = expected._elements(outputs[0])
    with np.errstate(all="ignore"):
        allow = (np.abs(expected.y) * (4 * eps * np.abs(expected.g) + 2 * n * eps * total)
                 + 2 * ref.ulp_of(fmt, expected.r))
        ok = np.abs(got - expected.r) <= allow
    return _first_failure("diff_src (in the storage type)", ok, got,
                          ref.round_to(fmt, expected.r))


def within_two_ulp(expected, outputs):
    """IREE's rule for torch-mlir's hardsigmoid_backward: g * f32(1/6) on
    the same threshold test, measured within 2 ulp of the single rounding
    whatever the compiler flags (SEMANTICS.md 3 allows 1)."""
    got = expected._elements(outputs[0])
    ok, r_t, _ = ref.check(expected.fmt, 2, got, expected.r, alt=expected.alt,
                           amb=expected.amb)
    return _first_failure("diff_src (2 ulp)", ok, got, r_t)


# (peer, op) -> [(what differs, the peer's own rule)]. Rows where the peer
# matches ActGrad's semantics anyway (no input at a bound) pass as equal.
ALTERNATIVES = {
    ("xla", "hardtanh"): [("JAX's hard_tanh passes the gradient at x = min and "
                           "x = max; ActGrad and PyTorch give 0 there",
                           hardtanh_inclusive)],
    ("xla", "hardsigmoid"): [("JAX's hard_sigmoid is relu6(x + 3) / 6 in the storage "
                              "type: in bf16 and f16, x + 3 is rounded before the "
                              "threshold test", hard_sigmoid_in_storage_type)],
    ("xla", "softmax"): [("XLA computes f16 and bf16 softmax gradients in f16 and bf16, "
                          "the slice's dot product included; SEMANTICS.md 2.5 sums "
                          "in f32", softmax_in_storage_type)],
    ("xla", "swish"): [("XLA computes f16 and bf16 silu gradients in f16 and bf16 "
                        "(a rounding per op), not in f32 with one rounding",
                        swish_in_storage_type)],
    ("iree_torch", "hardsigmoid"): [("IREE demotes torch-mlir's f64 constant 1/6 "
                                     "toward zero (0x3E2AAAAA, not f32(1/6) = "
                                     "0x3E2AAAAB): up to 2 ulp from g * f32(1/6); "
                                     "SEMANTICS.md 3 allows 1",
                                     within_two_ulp)],
}


def verdict(peer, expected, outputs):
    """(status, detail) of one implementation's outputs: ("ok", "") when they
    pass SEMANTICS.md 3; ("differs", why) when they follow the peer's own
    documented rule instead; ("wrong", failure) otherwise."""
    failure = expected.check(outputs)
    if failure is None:
        return "ok", ""
    for why, rule in ALTERNATIVES.get((peer, expected.op), []):
        if rule(expected, outputs) is None:
            return "differs", why
    return "wrong", failure
