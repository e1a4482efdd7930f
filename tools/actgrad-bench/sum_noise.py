"""Which results of a captured linalg function the function computes through
a sum that it accumulates in a 16-bit float type, and how much summation
order alone may change them (bench_captures.py's result check, issue 38).

A reduction whose ``arith.addf`` is on bf16 or f16 rounds its accumulator
to 16 bits after every term, so the order of the terms, which the front end,
IREE and ActGrad each choose (ActGrad: vector lanes of partial sums,
docs/Pipeline.md), changes the sum by many of those roundings, not by one.
The n - 1 roundings of a sum of n terms are each at most u times the
partial sum (u: 2^-8 for bf16, 2^-11 for f16); as independent errors they
add up to about sqrt(n) u of the sum's scale (the probabilistic bound,
Higham, Accuracy and Stability of Numerical Algorithms, 2nd ed., 3.6), not
the n u of the worst case. The check takes that scale, as its 2^-6 rule
does, as the largest magnitude of the result the sum flows into.

Reads the generic form that the captures are in (common.normalize).
"""

import math
import re

UNIT_ROUNDOFF = {"bf16": 2.0 ** -8, "f16": 2.0 ** -11}
_NAME = r"%[\w$.-]+"
_ADD16 = re.compile(r'"arith\.(?:addf|subf)"\([^)]*\)[^\n]*: \((bf16|f16), \1\) -> \1')
_TENSOR = re.compile(r"tensor<((?:\d+x)*)(?:bf16|f16|f32|f64|i\d+)>")


def _function_body(text, func):
    """The lines of func's body, down to its func.return."""
    lines = text.splitlines()
    start = next(i for i, l in enumerate(lines) if f'sym_name = "{func}"' in l)
    end = next(i for i in range(start, len(lines)) if '"func.return"' in lines[i])
    return lines[start + 1:end + 1]


def _top_level_ops(body):
    """[(result name or None, the op's text with its regions)]."""
    indent = len(body[-1]) - len(body[-1].lstrip())
    ops = []
    for line in body:
        if len(line) - len(line.lstrip()) == indent and not line.lstrip().startswith(("^", "}")):
            name = re.match(rf"\s*({_NAME})(?::\d+)? = ", line)
            ops.append([name.group(1) if name else None, line])
        elif ops:
            ops[-1][1] += "\n" + line
    return ops


def _shape(tensor_type):
    dims = _TENSOR.match(tensor_type).group(1)
    return [int(d) for d in dims.split("x") if d]


def _summed_terms(op, maps):
    """How many terms each element of a 16-bit reduction's result sums: the
    product of its reduction loops' extents (a generic), else the operands'
    element count over the result's."""
    signature = op[op.rindex("}) : "):]
    types = [m.group(0) for m in _TENSOR.finditer(signature)]
    shapes = [_shape(t) for t in types]
    found = re.search(r"indexing_maps = \[(.*?)\], iterator_types = \[(.*?)\]", op)
    if not found:
        size = lambda s: math.prod(s) if s else 1
        return max(1, max(size(s) for s in shapes[:-1]) // size(shapes[-1]))
    alias = lambda m: maps.get(m.strip(), m.strip())
    exprs = [alias(m) for m in re.findall(r"#\w+|affine_map<\([^)]*\) -> \([^)]*\)>", found.group(1))]
    extent = {}
    for expr, shape in zip(exprs, shapes):
        results = expr[expr.index("->") + 2:].strip(" ()>").split(",")
        for dim, size in zip(results, shape):
            if re.fullmatch(r"d\d+", dim.strip()):
                extent[dim.strip()] = size
    kinds = re.findall(r"iterator_type<(\w+)>", found.group(2))
    return math.prod(extent.get(f"d{i}", 1) for i, k in enumerate(kinds) if k == "reduction")


def order_noise(text, func):
    """[sqrt(n) u or 0.0 for each result of func]: the largest over the
    16-bit sums (of n terms, u their unit roundoff) that the result is
    computed through, 0.0 for a result computed through none."""
    maps = dict(re.findall(r"^(#\w+) = (affine_map<.*>)\s*$", text, re.M))
    noise = {}
    ops = _top_level_ops(_function_body(text, func))
    for name, op in ops:
        uses = [u for u in re.findall(_NAME, op.split(" = ", 1)[-1]) if u != name]
        here = max([noise.get(u.split("#")[0], 0.0) for u in uses] + [0.0])
        add = _ADD16.search(op)
        if add and "^bb" in op and ("reduction" in op or "linalg.reduce" in op
                                    or "matmul" in op):
            here = max(here, math.sqrt(_summed_terms(op, maps)) * UNIT_ROUNDOFF[add.group(1)])
        if name:
            noise[name] = here
    returned = ops[-1][1]
    args = returned[returned.index("(") + 1:returned.index(")")]
    return [noise.get(a.strip().split("#")[0], 0.0) for a in args.split(",") if a.strip()]
