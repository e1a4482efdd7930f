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
import os
import re
import sys

import numpy as np

# The reference and pass test of SEMANTICS.md 3: test/Reference.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "..", "Reference"))
import actgrad_reference as ref  # noqa: E402

# The prelu forms' slope rules: (data_format, slope mode of the reference).
PRELU_RULES = {"NCX": ("NCX", "channel"), "NXC": ("NXC", "channel"),
               "tensor": ("NXC", "tensor"), "tf": ("NXC", "tf")}


def inputs(case, key):
    fmt = ref.FORMATS[case["dtype"]]
    return ref.from_bits(fmt, case[key]).reshape(case["shape"])


def prelu_reference(case):
    """diff_src as the front end computes it (w * g rounded to f32, then to
    T; a NaN x gives g or w * g by the form's compare), and diff_slope with
    its bound."""
    fmt = ref.FORMATS[case["dtype"]]
    x, g = inputs(case, "x"), inputs(case, "g")
    w = ref.from_bits(fmt, case["w"])
    data_format, mode = PRELU_RULES[case["rule"]]
    c, _ = ref.prelu_layout(x.ndim, data_format, mode)
    if mode == "tf":
        w = w.reshape(x.shape[1:])
    wb = ref.broadcast_slope(w, x.shape, c, mode)
    _, diff_slope, bound = ref.prelu(x, w, g, data_format, mode)
    with np.errstate(all="ignore"):
        wg = ref.round_to(fmt, ref.round_to(ref.F32, wb * g))
        nan_value = g if case["nan_passes_g"] else wg
        diff_src = np.where(np.isnan(x), nan_value, np.where(x > 0, g, wg))
    return diff_src, diff_slope.reshape(-1), bound.reshape(-1)


def main():
    module, output = sys.argv[1], sys.argv[2]
    cases = [json.loads(m.group(1)) for m in
             re.finditer(r"// DATA (\{.*\})", open(module).read())]
    text = open(output).read()
    blocks = [np.array(re.findall(r"-?\d+", b.split("data =", 1)[1]),
                       dtype=np.int64)
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
            got = ref.from_ext_bits(blocks[next_block])
            for i, (gv, ev) in enumerate(zip(got, diff_src.reshape(-1))):
                same = (np.isnan(gv) and np.isnan(ev)) or (
                    gv == ev and np.signbit(gv) == np.signbit(ev))
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
        dtype = case["dtype"]
        fmt = ref.FORMATS[dtype]
        op = case.get("op", "softmax")
        axis = case.get("axis", -1)
        got = ref.from_ext_bits(block)
        dontcare = None
        if op == "prelu_slope":
            r, bound = case["ref"], case["bound"]
            n_ulp = ref.N_ULP[("prelu_backward", "diff_slope")][dtype]
        elif op == "swish":
            r, bound, dontcare = ref.swish(inputs(case, "g"), inputs(case, "x"),
                                           case["beta"])
            n_ulp = ref.N_ULP[("swish_backward", "diff_src")][dtype]
        else:
            r, bound = ref.softmax(inputs(case, "g"), inputs(case, "y"), axis)
            n_ulp = ref.N_ULP[("softmax_backward", "diff_src")][dtype]
        r, bound = r.reshape(-1), bound.reshape(-1)
        if dontcare is not None:
            dontcare = dontcare.reshape(-1)
        ok, _, _ = ref.check(fmt, n_ulp, got, r, bound, dontcare=dontcare)
        for i in np.flatnonzero(~ok):
            failures += 1
            if failures <= 20:
                print("case %d (%s %s axis %d) element %d: got %r, reference %r, bound %r"
                      % (index, dtype, case["shape"], axis, i, got[i], r[i], bound[i]))
    print("%d cases, %d failing elements" % (len(cases), failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
