#!/usr/bin/python3
"""Checks softmax_forms.mlir and swish_forms.mlir results (SEMANTICS.md 3).

usage: check_raising.py MODULE.mlir RUNNER_OUTPUT

MODULE holds one `// DATA {json}` line per case (op, dtype, shape, and the
bits of the inputs: g and y with an axis for softmax, g and x with a beta for
swish); RUNNER_OUTPUT holds one printMemrefI32 block per case, the
i32 bits of the f32 extension of each result element, in the same order.
Each element passes if (SEMANTICS.md 3) both it and the f64 reference are
NaN, or it is within N ulp of the reference rounded once (2 for f32, 1 for
f16/bf16; swish 4 / 1), or within the conditioning bound B plus an ulp (plus
2^-126 for bf16). Exits non-zero with the failing elements listed.
"""

import json
import math
import re
import sys

import numpy as np

U = 2.0 ** -24
N_ULP = {"f32": 2, "f16": 1, "bf16": 1}


def from_bits(bits, dtype):
    if dtype == "f32":
        return float(np.array(bits, np.uint32).view(np.float32))
    if dtype == "f16":
        return float(np.array(bits, np.uint16).view(np.float16))
    return float(np.array(bits << 16, np.uint32).view(np.float32))


def round_to(value, dtype):
    """RNE of an f64 value to dtype, once."""
    if math.isnan(value) or math.isinf(value) or value == 0:
        return value
    if dtype == "f32":
        return float(np.float32(value))
    if dtype == "f16":
        return float(np.float16(value))
    exponent = max(math.frexp(abs(value))[1] - 1, -126)
    step = 2.0 ** (exponent - 7)
    rounded = round(value / step) * step  # round() is half-to-even
    return math.copysign(math.inf, value) if abs(rounded) >= 2.0 ** 128 else rounded


def ordinal(value, dtype):
    """Index of value among the representable values of dtype (monotone)."""
    if dtype == "f32":
        bits = int(np.array(value, np.float32).view(np.uint32))
        width = 32
    elif dtype == "f16":
        bits = int(np.array(value, np.float16).view(np.uint16))
        width = 16
    else:
        bits = int(np.array(value, np.float32).view(np.uint32)) >> 16
        width = 16
    sign = 1 << (width - 1)
    return -(bits & (sign - 1)) if bits & sign else bits


def ulp(value, dtype):
    mant = {"f32": 24, "f16": 11, "bf16": 8}[dtype]
    emin = {"f32": -126, "f16": -14, "bf16": -126}[dtype]
    if value == 0 or math.isinf(value):
        return 2.0 ** (emin - mant + 1)
    e = max(math.frexp(abs(value))[1] - 1, emin)
    return 2.0 ** (e - mant + 1)


def swish_reference(g, x, beta):
    with np.errstate(all="ignore"):
        v = beta * x
        sig = 1.0 / (1.0 + np.exp(-v))
        d = sig * (1.0 + v * (1.0 - sig))
        r = g * d
        bound = np.abs(g) * (U * (6 * np.abs(d) + 4 * sig * np.abs(v) +
                                  sig * (1 - sig) * np.abs(v) * (2 + np.abs(v))) +
                             (1 + np.abs(v)) * 2.0 ** -125)
    return r, bound


def prelu_reference(case):
    """diff_src as the front end computes it (exact), diff_slope in f64."""
    dtype, shape, rule = case["dtype"], case["shape"], case["rule"]
    g = np.array([from_bits(b, dtype) for b in case["g"]]).reshape(shape)
    x = np.array([from_bits(b, dtype) for b in case["x"]]).reshape(shape)
    w = np.array([from_bits(b, dtype) for b in case["w"]])
    r = len(shape)
    if rule == "NCX":
        wb, axes = w.reshape([1, -1] + [1] * (r - 2)), tuple(a for a in range(r) if a != 1)
    elif rule == "NXC":
        wb, axes = w.reshape([1] * (r - 1) + [-1]), tuple(range(r - 1))
    elif rule == "tensor":
        wb, axes = w.reshape([1] * r), tuple(range(r))
    else:
        wb, axes = w.reshape([1] + shape[1:]), (0,)
    wb = np.broadcast_to(wb, shape)
    with np.errstate(all="ignore"):
        wg = np.vectorize(lambda a, b: round_to(float(np.float32(a * b)), dtype))(wb, g)
        nan_value = g if case["nan_passes_g"] else wg
        diff_src = np.where(np.isnan(x), nan_value, np.where(x > 0, g, wg))
        terms = np.where(x > 0, 0.0, x * g)
        diff_slope = terms.sum(axis=axes)
        bound = 2 * U * (terms.size / diff_slope.size + 2) * np.abs(terms).sum(axis=axes)
    return diff_src, diff_slope.reshape(-1), bound.reshape(-1)


def reference(g, y, axis):
    with np.errstate(all="ignore"):
        s = (g * y).sum(axis=axis, keepdims=True)
        r = y * (g - s)
        bound = U * (2 * (g.shape[axis] + 2) * np.abs(y) *
                     np.abs(g * y).sum(axis=axis, keepdims=True) +
                     2 * np.abs(g * y) + 2 * np.abs(r))
    return r, bound


def main():
    module, output = sys.argv[1], sys.argv[2]
    cases = [json.loads(m.group(1)) for m in
             re.finditer(r"// DATA (\{.*\})", open(module).read())]
    text = open(output).read()
    blocks = [re.findall(r"-?\d+", b.split("data =", 1)[1])
              for b in text.split("Unranked Memref")[1:]]
    expected_blocks = sum(2 if c.get("op") == "prelu" else 1 for c in cases)
    if len(blocks) != expected_blocks:
        print("expected %d results, got %d" % (expected_blocks, len(blocks)))
        return 1
    failures = 0
    # PReLU cases print diff_src (checked bit for bit here) and diff_slope
    # (checked against the f64 sum below).
    pending = []
    next_block = 0
    for case in cases:
        if case.get("op") == "prelu":
            diff_src, diff_slope, bound = prelu_reference(case)
            got = [float(np.array(int(v) & 0xFFFFFFFF, np.uint32).view(np.float32))
                   for v in blocks[next_block]]
            for i, (gv, ev) in enumerate(zip(got, diff_src.reshape(-1))):
                same = (math.isnan(gv) and math.isnan(ev)) or (
                    gv == ev and math.copysign(1, gv) == math.copysign(1, ev))
                if not same:
                    failures += 1
                    print("prelu %s %s diff_src element %d: got %r, expected %r"
                          % (case["rule"], case["dtype"], i, gv, ev))
            pending.append((dict(case, op="prelu_slope", ref=diff_slope, bound=bound),
                            blocks[next_block + 1]))
            next_block += 2
        else:
            pending.append((case, blocks[next_block]))
            next_block += 1
    for index, (case, block) in enumerate(pending):
        dtype, shape = case["dtype"], case["shape"]
        op = case.get("op", "softmax")
        axis = case.get("axis", -1)
        got = [float(np.array(int(v) & 0xFFFFFFFF, np.uint32).view(np.float32))
               for v in block]
        g = np.array([from_bits(b, dtype) for b in case["g"]]).reshape(shape)
        if op == "prelu_slope":
            r, bound = case["ref"], case["bound"]
        elif op == "swish":
            x = np.array([from_bits(b, dtype) for b in case["x"]]).reshape(shape)
            r, bound = swish_reference(g, x, case["beta"])
        else:
            y = np.array([from_bits(b, dtype) for b in case["y"]]).reshape(shape)
            r, bound = reference(g, y, axis)
        n_ulp = (4 if dtype == "f32" else 1) if op == "swish" else N_ULP[dtype]
        for i, (gv, rv, bv) in enumerate(zip(got, r.reshape(-1), bound.reshape(-1))):
            if math.isnan(rv) or math.isnan(gv):
                if math.isnan(rv) and math.isnan(gv):
                    continue
                ok = False
            elif math.isinf(rv) or math.isinf(gv):
                ok = gv == rv or abs(ordinal(gv, dtype) -
                                     ordinal(round_to(rv, dtype), dtype)) <= n_ulp
            else:
                rt = round_to(rv, dtype)
                ok = (abs(ordinal(gv, dtype) - ordinal(rt, dtype)) <= n_ulp
                      or abs(gv - rv) <= bv + ulp(rv, dtype) +
                      (2.0 ** -126 if dtype == "bf16" else 0.0))
            if not ok:
                failures += 1
                if failures <= 20:
                    print("case %d (%s %s axis %d) element %d: got %r, reference %r, bound %r"
                          % (index, dtype, shape, axis, i, gv, rv, bv))
    print("%d cases, %d failing elements" % (len(cases), failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
