#!/usr/bin/env python3
"""Runs a captured front-end function on the inputs the front end ran it on,
and compares with the front end's own results (saved at capture time).

  run_capture.py driver CASE.json < capture (printed by actgrad-opt)
      prints the capture with a @main that calls its function on CASE.json's
      inputs and prints each result's bits (SEMANTICS.md 7).
  run_capture.py check CASE.json [--scale-of R=S ...] < mlir-runner output
      compares the printed results with CASE.json's outputs.

CASE.json (scripts/capture_frontends/common.py): the function's inputs and
results as MLIR types and little-endian hex bits. Standard library only: the
checks run on every build, without the front ends or numpy.

A result element at the position of a NaN input element is not compared (the
NaN rule of SEMANTICS.md 1 is the documented exception: PyTorch's eager
kernels and the front end's own IR already disagree there). Any other
passes (docs/Raising.md, "Result checks") if it is NaN in both; or within N
ulp of
the front end's value (N = 4 for f32, 2 for bf16: the contract's N plus the
front end's own roundings); or within an absolute 2^-16 (f32) / 2^-6 (bf16)
of the largest magnitude of that result (the conditioning bound of sums and
products whose terms cancel, in the front end's order against ActGrad's).
`--scale-of R=S` takes that magnitude from result S for result R: for a
result that is analytically zero, a sum whose terms cancel exactly, its own
magnitude is rounding noise, and the magnitude of its terms is that of S, a
result summing the same terms with weights of order one (the test says which,
and why); and since its exact value is zero, a value within that bound of
zero passes too: the front end's own noise there depends on its order of
summation (IREE's compiled sums round more than eager PyTorch's) and is no
standard to hold ActGrad to.
A case with "precision": "bf16" (a bf16 autocast capture: f32 results the
front end computed from bf16 products) is checked with bf16's bounds.

A whole model's results also carry their "float64" values: the same function
on the same inputs in float64. Through a deep graph rounding grows beyond
these bounds in the front end's own f32 results as in ActGrad's: a ReLU6
mask that flips in the recomputed forward changes every gradient behind it,
and which masks flip depends on each implementation's rounding. So a result
that fails the rules above passes when its largest error against float64 is
at most F64_FACTOR times the largest of the front end's own over all results
(each error at its result's magnitude, at least a thousandth of the largest
result's; the front end's at least the absolute bound): the model's
conditioning, as the front end's own f32 results show it, bounds rounding
for every result, while a wrong gradient is off by far more.
"""
import json
import math
import re
import struct
import sys

ULPS = {"f32": 4, "bf16": 2}
ABS = {"f32": 2.0 ** -16, "bf16": 2.0 ** -6}
F64_FACTOR = 4.0


def parse_type(t):
    m = re.fullmatch(r"tensor<((?:\d+x)*)(f32|bf16)>", t)
    shape = [int(d) for d in m.group(1).split("x") if d]
    return shape, m.group(2)


def values(hexbits, elem):
    raw = bytes.fromhex(hexbits)
    if elem == "f64":
        return list(struct.unpack(f"<{len(raw) // 8}d", raw))
    if elem == "f32":
        return list(struct.unpack(f"<{len(raw) // 4}f", raw))
    half = struct.unpack(f"<{len(raw) // 2}H", raw)
    return [struct.unpack("<f", struct.pack("<I", h << 16))[0] for h in half]


def driver(case, module):
    name = case["func"]
    body = module.rstrip()
    assert body.endswith("}"), "expected a module"
    lines = [body[:-1]]
    lines.append("  func.func private @printMemrefI32(memref<*xi32>) "
                 "attributes {llvm.emit_c_interface}")
    lines.append("  func.func @main() {")
    args = []
    for i, inp in enumerate(case["inputs"]):
        lines.append(f'    %in{i} = arith.constant dense<"0x{inp["hex"].upper()}">'
                     f' : {inp["type"]}')
        args.append(f"%in{i}")
    types = ", ".join(i["type"] for i in case["inputs"])
    results = ", ".join(o["type"] for o in case["outputs"])
    outs = [f"%r{i}" for i in range(len(case["outputs"]))]
    lhs = ", ".join(outs)
    lines.append(f"    {lhs} = func.call @{name}({', '.join(args)}) : "
                 f"({types}) -> ({results})")
    for i, out in enumerate(case["outputs"]):
        shape, elem = parse_type(out["type"])
        rank = len(shape)
        dims = ", ".join(f"d{k}" for k in range(rank))
        itype = "tensor<" + "".join(f"{d}x" for d in shape) + "i32>"
        mtype = "memref<" + "".join(f"{d}x" for d in shape) + "i32>"
        ext = f"      %f = arith.extf %a : {elem} to f32\n" if elem != "f32" \
            else ""
        src = "%f" if elem != "f32" else "%a"
        iterators = ", ".join(['"parallel"'] * rank)
        lines.append(f"    %e{i} = tensor.empty() : {itype}")
        lines.append(
            f"    %b{i} = linalg.generic {{indexing_maps = [affine_map<({dims})"
            f" -> ({dims})>, affine_map<({dims}) -> ({dims})>], iterator_types"
            f" = [{iterators}]}} ins(%r{i} : "
            f"{out['type']}) outs(%e{i} : {itype}) {{\n"
            f"    ^bb0(%a: {elem}, %o: i32):\n{ext}"
            f"      %i = arith.bitcast {src} : f32 to i32\n"
            f"      linalg.yield %i : i32\n    }} -> {itype}")
        lines.append(f"    %m{i} = bufferization.to_buffer %b{i} : {itype} to "
                     f"{mtype}")
        lines.append(f"    %u{i} = memref.cast %m{i} : {mtype} to "
                     "memref<*xi32>")
        lines.append(f"    func.call @printMemrefI32(%u{i}) : "
                     "(memref<*xi32>) -> ()")
    lines.append("    return\n  }\n}")
    return "\n".join(lines) + "\n"


def printed(text):
    for chunk in text.split("Unranked Memref")[1:]:
        data = chunk.split("data =", 1)[1]
        yield [struct.unpack("<f", struct.pack("<i", int(v)))[0]
               for v in re.findall(r"-?\d+", data)]


def ulp_index(v, elem):
    """The position of v among the values of elem (monotone, +-0 equal)."""
    bits = struct.unpack("<i", struct.pack("<f", v))[0]
    if elem == "bf16":
        bits >>= 16
    return bits if bits >= 0 else -(bits & (0x7FFF if elem == "bf16"
                                            else 0x7FFFFFFF))


def front_end_misses(index, want, got, shape, nan_at, tolerance, bound, zero):
    """The elements of result ``index`` that fail the front-end rules, as
    messages."""
    misses = []
    for k, (w, g) in enumerate(zip(want, got)):
        if (tuple(shape), k) in nan_at:
            ok = True  # The NaN rule: not compared.
        elif math.isnan(w) or math.isnan(g):
            ok = math.isnan(w) and math.isnan(g)
        elif math.isinf(w) or math.isinf(g):
            ok = w == g
        else:
            ok = (abs(ulp_index(g, tolerance) - ulp_index(w, tolerance))
                  <= ULPS[tolerance] or abs(g - w) <= bound or
                  (zero and abs(g) <= bound))
        if not ok:
            misses.append(f"result {index}[{k}]: got {g!r}, front end {w!r}")
    return misses


def float64_error(exact, vals, scale):
    """The largest error of ``vals`` against the float64 values, at
    ``scale``."""
    return max((abs(v - e) for e, v in zip(exact, vals) if math.isfinite(e)),
               default=0.0) / scale


def check(case, text, scale_of):
    got_all = list(printed(text))
    outputs = case["outputs"]
    if len(got_all) != len(outputs):
        sys.exit(f"printed {len(got_all)} results, expected {len(outputs)}")
    nan_at = set()
    for inp in case["inputs"]:
        shape, elem = parse_type(inp["type"])
        for k, v in enumerate(values(inp["hex"], elem)):
            if math.isnan(v):
                nan_at.add((tuple(shape), k))
    wants = [values(out["hex"], parse_type(out["type"])[1]) for out in outputs]
    largest = [max((abs(w) for w in want if math.isfinite(w)), default=0.0)
               for want in wants]
    exacts = [values(out["float64"], "f64") if "float64" in out else None
              for out in outputs]
    floor = 1e-3 * max((abs(e) for exact in exacts if exact for e in exact
                        if math.isfinite(e)), default=0.0)
    scales = [max(max((abs(e) for e in exact if math.isfinite(e)), default=0.0),
                  floor) or 1.0 if exact else None for exact in exacts]
    # The front end's own errors, whose largest is the model's conditioning.
    fronts = [float64_error(exact, want, scale) if exact else None
              for exact, want, scale in zip(exacts, wants, scales)]
    conditioning = max((f for f in fronts if f is not None), default=0.0)
    failures, by_float64 = 0, 0
    for index, (out, want, got) in enumerate(zip(outputs, wants, got_all)):
        shape, elem = parse_type(out["type"])
        if len(want) != len(got):
            sys.exit(f"result {index}: {len(got)} values, expected {len(want)}")
        # Autocast: f32 results that the front end computed in bf16.
        tolerance = case.get("precision", elem)
        bound = ABS[tolerance] * largest[scale_of.get(index, index)]
        zero = index in scale_of  # Analytically zero: 0 is exact too.
        misses = front_end_misses(index, want, got, shape, nan_at, tolerance,
                                  bound, zero)
        exact = exacts[index]
        if misses and exact is not None:
            ours = float64_error(exact, got, scales[index])
            limit = F64_FACTOR * max(conditioning, ABS[tolerance])
            if ours <= limit:
                by_float64 += 1
                continue
            print(f"result {index}: error {ours:.2e} against float64, the "
                  f"front end's {fronts[index]:.2e}, at most {limit:.2e}")
        for message in misses[:max(20 - failures, 0)]:
            print(message)
        failures += len(misses)
    if failures:
        sys.exit(f"{failures} values differ from the front end's")
    print(f"{len(outputs)} results match the front end's" +
          (f" ({by_float64} as accurate against float64)" if by_float64 else ""))


def parse_scale_of(args, count):
    """{result: result whose magnitude bounds it} from ``--scale-of R=S``."""
    scale_of = {}
    while args:
        if len(args) < 2 or args[0] != "--scale-of" or \
                not re.fullmatch(r"\d+=\d+", args[1]):
            sys.exit(f"run_capture.py: expected --scale-of R=S, got {args[:2]}")
        result, scale = (int(n) for n in args[1].split("="))
        if max(result, scale) >= count:
            sys.exit(f"run_capture.py: --scale-of {args[1]}: the case has "
                     f"{count} results")
        scale_of[result] = scale
        args = args[2:]
    return scale_of


def main():
    with open(sys.argv[2]) as f:
        case = json.load(f)
    if sys.argv[1] == "driver":
        sys.stdout.write(driver(case, sys.stdin.read()))
    else:
        scale_of = parse_scale_of(sys.argv[3:], len(case["outputs"]))
        check(case, sys.stdin.read(), scale_of)


if __name__ == "__main__":
    main()
