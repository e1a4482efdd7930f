#!/usr/bin/env python3
"""Summarizes the real-model rows of several actgrad-bench runs (issue 31).

Each run is a directory that `actgrad-bench --filter @ --output-dir DIR`
wrote (the real-model cases are the ones whose id has an `@<model>`
suffix). Prints markdown to stdout: the issue's goals for these rows, each
marked met or not with the rows that decide it, then one table per thread
count with the medians over the runs of the static-shape kernel, the
dynamic-shape kernel, PyTorch and the ceiling.

  scripts/bench-models.py --runs run1 run2 run3 [--before before1 ...]

`--before` names runs of the same cases with the dynamic-shape kernels as
they were before the run-time collapsing (their dynamic column is shown
beside the new one).
"""

import argparse
import statistics

from bench_results import collect, fmt, read_run

# Ops that move their bytes with a few instructions per element; swish is
# bound by its sigmoid's arithmetic (docs/Benchmark.md), not by memory.
MEMORY_BOUND = ("hardtanh", "hardsigmoid", "prelu", "softmax")


def read_model_run(directory):
    return {k: r for k, r in read_run(directory).items() if "@" in r["case"]}


def medians(runs, field):
    return {k: statistics.median(v) for k, v in collect(runs, field).items()}


def verdict(met):
    return "met" if met else "**not met**"


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("--runs", nargs="+", required=True)
    parser.add_argument("--before", nargs="*", default=[])
    args = parser.parse_args()
    runs = [read_model_run(d) for d in args.runs]
    before = [read_model_run(d) for d in args.before]
    rows = runs[0]
    static = medians(runs, "actgrad_gbs")
    dynamic = medians(runs, "dynamic_gbs")
    torch = medians(runs, "torch_gbs")
    ceiling = medians(runs, "ceiling_gbs")
    old_dynamic = medians(before, "dynamic_gbs")
    keys = sorted(rows, key=lambda k: (k[1], rows[k]["op"], k[0]))

    goals = []
    below_torch = []
    for k in keys:
        for name, table in (("static", static), ("dynamic", dynamic)):
            if k in table and k in torch and not rows[k]["torch_note"].startswith("proxy"):
                ratio = table[k] / torch[k]
                if ratio < 1.0:
                    below_torch.append(f"{k[0]} {k[1]} thr {name} {ratio:.2f}×")
    goals.append(("every real-model shape and op, static and dynamic: ≥ 1.0× "
                  "PyTorch (hardsigmoid: PyTorch's is a proxy, not counted)",
                  not below_torch,
                  f"{len(below_torch)} below: " + "; ".join(below_torch)
                  if below_torch else "all rows"))
    below_ceiling = []
    for k in keys:
        if rows[k]["op"] not in MEMORY_BOUND:
            continue
        for name, table in (("static", static), ("dynamic", dynamic)):
            if k in table and k in ceiling and table[k] / ceiling[k] < 0.8:
                below_ceiling.append(f"{k[0]} {k[1]} thr {name} "
                                     f"{table[k] / ceiling[k]:.2f}")
    goals.append(("memory-bound rows (hardtanh, hardsigmoid, prelu, softmax): "
                  "≥ 0.8 of the ceiling", not below_ceiling,
                  f"{len(below_ceiling)} below: " + "; ".join(below_ceiling)
                  if below_ceiling else "all rows"))
    slower = []
    for k in keys:
        if k[1] != 2:
            continue
        one = (k[0], 1)
        for name, table in (("static", static), ("dynamic", dynamic)):
            if k in table and one in table and table[k] / table[one] < 0.97:
                slower.append(f"{k[0]} {name} {table[k] / table[one]:.2f}")
    goals.append(("2 threads never slower than 1 (static and dynamic; 3% "
                  "noise allowed)", not slower,
                  f"{len(slower)} slower: " + "; ".join(slower)
                  if slower else "all rows"))

    print(f"Runs: {', '.join(args.runs)}" +
          (f"; before: {', '.join(args.before)}" if args.before else ""))
    print()
    print("| goal | verdict | deciding rows |")
    print("| --- | --- | --- |")
    for goal, met, detail in goals:
        print(f"| {goal} | {verdict(met)} | {detail} |")
    for threads in sorted({k[1] for k in keys}):
        print()
        print(f"{threads} thread{'s' if threads > 1 else ''}, GB/s (medians):")
        print()
        head = "| case | static | dynamic |"
        rule = "| --- | --: | --: |"
        if before:
            head += " dynamic before |"
            rule += " --: |"
        head += (" PyTorch | ceiling | static/PyTorch | dynamic/PyTorch "
                 "| static/ceiling | dynamic/ceiling |")
        rule += " --: | --: | --: | --: | --: | --: |"
        print(head)
        print(rule)
        for k in keys:
            if k[1] != threads:
                continue
            s, d, t, c = (static.get(k), dynamic.get(k), torch.get(k),
                          ceiling.get(k))
            cells = [k[0], fmt(s, 1), fmt(d, 1)]
            if before:
                cells.append(fmt(old_dynamic.get(k), 1))
            proxy = rows[k]["torch_note"].startswith("proxy")
            ratio = (lambda a: fmt(a / t) + (" (proxy)" if proxy else "")
                     if a and t else "–")
            cells += [fmt(t, 1), fmt(c, 1), ratio(s), ratio(d),
                      fmt(s / c) if s and c else "–",
                      fmt(d / c) if d and c else "–"]
            print("| " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
