#!/usr/bin/env python3
"""Two pipeline configurations through the Python route, interleaved.

Times ``actgrad.ops.softmax_backward`` on torch tensors (the package's
default, dynamically shaped kernels) under two values of
``actgrad.config.options`` (actgrad-to-llvm options added to every kernel),
in one process: each round compiles and times both, in alternating order,
and reports the median over the rounds of each round's median call. Each
case rotates four sets of inputs, so that the data comes from DRAM as it
does between the peers of scripts/bench-peers.sh. For A/B runs of a
pipeline option where users call the package (docs/Benchmark.md, "Design
measurements"); timing only, no assertion.

    PYTHONPATH=build/python .venv-peers/bin/python \\
        tools/actgrad-bench/ab_options.py --b nontemporal-min-bytes=0
"""

import argparse
import statistics
import sys
import time

CASES = [("f16", (4096, 1024), -1), ("bf16", (4096, 1024), -1),
         ("f32", (4096, 1024), -1), ("f32", (8, 12, 128, 128), -1),
         ("f16", (256, 32768), 1)]


def time_case(actgrad, options, inputs, axis, calls):
    """The median of `calls` calls of each input set under `options`."""
    actgrad.config.options = options
    for g, y in inputs:
        actgrad.ops.softmax_backward(g, y, axis=axis)
    times = []
    for _ in range(calls):
        for g, y in inputs:
            start = time.perf_counter()
            actgrad.ops.softmax_backward(g, y, axis=axis)
            times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e6


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--a", default="", help="options A (default: none)")
    ap.add_argument("--b", required=True, help="options B")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--calls", type=int, default=8)
    args = ap.parse_args()
    import torch
    import actgrad
    import actgrad.ops  # noqa: F401
    torch.set_num_threads(args.threads)
    dtypes = {"f32": torch.float32, "f16": torch.float16,
              "bf16": torch.bfloat16}
    print(f"# A: '{args.a}', B: '{args.b}', {args.threads} thread(s), "
          f"median of {args.rounds} rounds' medians, us")
    for name, shape, axis in CASES:
        inputs = [(torch.randn(shape).to(dtypes[name]),
                   torch.rand(shape).to(dtypes[name])) for _ in range(4)]
        medians = {"A": [], "B": []}
        for r in range(args.rounds):
            order = ["A", "B"] if r % 2 == 0 else ["B", "A"]
            for key in order:
                options = args.a if key == "A" else args.b
                medians[key].append(time_case(actgrad, options,
                                              inputs, axis, args.calls))
        a, b = (statistics.median(medians[k]) for k in ("A", "B"))
        print(f"softmax {name} {'x'.join(map(str, shape))} axis {axis}: "
              f"A {a:.0f}, B {b:.0f}, B/A {b / a:.2f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
