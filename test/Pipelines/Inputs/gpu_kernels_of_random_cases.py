#!/usr/bin/python3
"""Writes the randomized differential tester's cases (test/Random/random_diff)
as one module of kernels for actgrad-to-nvvm: every case's op in a function
of its own, operands as arguments (static or dynamic dimensions as the case
has them), results returned. Prints, as comments, which op x dtype x layout
x slope mode x static/dynamic combinations the module covers, and whether
that is all of them.

Usage: gpu_kernels_of_random_cases.py SEED PER_OP_DTYPE > kernels.mlir
"""
import os
import sys

sys.dont_write_bytecode = True
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
sys.path.insert(0, os.path.join(root, "python"))
sys.path.insert(0, os.path.join(root, "test", "Random"))
from actgrad import emit  # noqa: E402
from random_diff import generator  # noqa: E402
from random_diff.emitter import result_shapes, ttype  # noqa: E402

OPS = ("hardsigmoid_backward", "hardtanh_backward", "swish_backward",
       "prelu_backward", "softmax_backward")
DTYPES = ("f32", "f16", "bf16")


def kernel(case):
    dt, dyn, ins = case["dtype"], case["dyn"], case["inputs"]
    params = [("%" + k, ttype(ins[k].shape, dt, dyn[k])) for k in case["operands"]]
    results = result_shapes(case)
    types = [ttype(shape, dt, dyn[src]) for _, shape, src in results]
    names = ["%%r_%d" % i for i in range(len(results))]
    body = ["  " + emit.actgrad_op(case["op"], [p for p, _ in params],
                                   [t for _, t in params], types,
                                   sorted(case["attrs"].items()),
                                   ", ".join(names), generic=True)]
    return emit.func_lines("case_%d" % case["id"], params, body, names, types,
                           parenthesize=True)


def combination(case):
    kind = "dynamic" if any(any(d) for d in case["dyn"].values()) else "static"
    what = [case["op"], case["dtype"], kind]
    if case["op"] == "prelu_backward":
        what += [case["data_format"], case["slope_mode"]]
    return " ".join(what)


def main():
    seed, per_op_dtype = int(sys.argv[1]), int(sys.argv[2])
    cases = generator.gen_cases(seed, 0, list(OPS), list(DTYPES),
                                per_op_dtype=per_op_dtype)
    covered = {combination(c) for c in cases}
    expected = set()
    for op in OPS:
        for dt in DTYPES:
            for kind in ("static", "dynamic"):
                if op != "prelu_backward":
                    expected.add(" ".join([op, dt, kind]))
                    continue
                for layout in ("NCX", "NXC"):
                    for mode in ("tensor", "channel", "tf"):
                        expected.add(" ".join([op, dt, kind, layout, mode]))
    for combo in sorted(expected - covered):
        print("// missing: " + combo)
    if covered >= expected:
        print("// all %d combinations covered" % len(expected))
    for case in cases:
        print("\n".join(kernel(case)))


if __name__ == "__main__":
    main()
