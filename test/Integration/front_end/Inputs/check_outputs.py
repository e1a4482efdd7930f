#!/usr/bin/env python3
"""Compares what a front-end corpus test printed with its expected values.

Usage: check_outputs.py TEST.mlir < mlir-runner output

TEST.mlir holds one `// EXPECT: RTOL ATOL v0 v1 ...` line per printed
memref, in print order (written by gen_front_end_tests.py from a numpy
reference). Each printed memref (printMemrefF32) must have as many values,
each within ATOL + RTOL * |expected| of its expected value; NaN must meet
NaN and an infinity the same infinity.
"""
import math
import re
import sys

NUMBER = re.compile(r"-?nan|-?inf|[-+]?\d+(?:\.\d*)?(?:[eE][-+]?\d+)?")


def printed_memrefs(text):
    for chunk in text.split("Unranked Memref")[1:]:
        data = chunk.split("data =", 1)[1]
        yield [float(v) for v in NUMBER.findall(data)]


def expected_memrefs(path):
    with open(path) as f:
        for line in f:
            if line.startswith("// EXPECT: "):
                fields = line.split()[2:]
                yield float(fields[0]), float(fields[1]), [float(v) for v in fields[2:]]


def main():
    expected = list(expected_memrefs(sys.argv[1]))
    printed = list(printed_memrefs(sys.stdin.read()))
    if len(printed) != len(expected):
        sys.exit(f"printed {len(printed)} memrefs, expected {len(expected)}")
    failures = 0
    for index, ((rtol, atol, want), got) in enumerate(zip(expected, printed)):
        if len(want) != len(got):
            sys.exit(f"memref {index}: {len(got)} values, expected {len(want)}")
        for position, (w, g) in enumerate(zip(want, got)):
            if math.isnan(w) or math.isinf(w):
                ok = (math.isnan(w) and math.isnan(g)) or w == g
            else:
                ok = math.isfinite(g) and abs(g - w) <= atol + rtol * abs(w)
            if not ok:
                failures += 1
                if failures <= 20:
                    print(f"memref {index}[{position}]: got {g}, expected {w}")
    if failures:
        sys.exit(f"{failures} values differ")
    print(f"{len(expected)} memrefs match")


if __name__ == "__main__":
    main()
