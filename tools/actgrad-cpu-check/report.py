#!/usr/bin/env python3
"""The CPU check's table (run.sh): actgrad-bench's lines joined with
torch_cpu_bench.py's CSV, one markdown row per case and thread count, and
the rows that miss issue 32's goals counted below it.

  report.py --cases cases.tsv --bench bench.log [--torch torch.csv]

bench.log holds actgrad-bench's progress lines
  [1/3] swish_f32_1Mi threads=4: ActGrad 31.5 GB/s, dynamic –, oneDNN –,
        PyTorch –, ceiling 40.2 (9 rounds)
and its FAIL lines, and run.sh's STOPPED and SKIP lines.
"""

import argparse
import csv
import math
import re

PROGRESS = re.compile(r"^\[\d+/\d+\] (\S+) threads=(\d+): ActGrad (\S+) GB/s, "
                      r"dynamic (\S+), .* ceiling (\S+) \(")
FAIL = re.compile(r"^FAIL (\S+) threads=(\d+): (.*)")
NOT_RUN = re.compile(r"^(STOPPED|SKIP) (\S+): (.*)")
# The goals (issue 32) for the many-thread rows.
CEILING_GOAL = 0.85
LARGE_ELEMENTS = 1 << 20


def number(text):
    try:
        return float(text)
    except ValueError:  # actgrad-bench prints NaN as an en dash
        return math.nan


def cell(v, digits):
    return "–" if math.isnan(v) else f"{v:.{digits}f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cases", required=True)
    parser.add_argument("--bench", required=True)
    parser.add_argument("--torch")
    args = parser.parse_args()
    with open(args.cases) as f:
        cases = list(csv.DictReader(f, delimiter="\t"))

    measured, notes, not_run = {}, {}, {}
    with open(args.bench, encoding="utf-8", errors="replace") as f:
        for line in f:
            if m := PROGRESS.match(line):
                key = (m[1], int(m[2]))
                measured[key] = (number(m[3]), number(m[4]), number(m[5]))
            elif m := FAIL.match(line):
                notes.setdefault((m[1], int(m[2])), []).append("**FAIL**: " + m[3])
            elif m := NOT_RUN.match(line):
                not_run[m[2]] = f"{m[1]}: {m[3]}"
    torch = {}
    if args.torch:
        try:
            with open(args.torch) as f:
                for row in csv.DictReader(f):
                    torch[(row["id"], int(row["threads"]))] = (
                        number(row["torch_gbs"]) if row["torch_gbs"] else math.nan,
                        row["note"])
        except FileNotFoundError:
            pass
    thread_counts = sorted({t for _, t in measured})
    most = thread_counts[-1] if thread_counts else 0

    print("| case | thr | MB | ActGrad GB/s | ceiling GB/s | ActGrad/ceiling "
          "| PyTorch GB/s | ActGrad/PyTorch | notes |")
    print("|---|--:|--:|--:|--:|--:|--:|--:|---|")
    below_ceiling, slower, below_torch, rows = [], [], [], 0
    for case in cases:
        case_id = case["id"]
        if case_id in not_run:
            print(f"| {case_id} | | | | | | | | {not_run[case_id]} |")
            continue
        elements = math.prod(int(d) for d in case["shape"].split("x"))
        previous = None
        for t in thread_counts:
            if (case_id, t) not in measured:
                continue
            rows += 1
            actgrad, dynamic, ceiling = measured[(case_id, t)]
            torch_gbs, torch_note = torch.get((case_id, t), (math.nan, ""))
            row_notes = list(notes.get((case_id, t), []))
            if not math.isnan(dynamic):
                row_notes.append(f"dynamic {dynamic:.1f} GB/s")
            if previous and actgrad < previous[1]:
                row_notes.append(f"slower than on {previous[0]} thr")
                slower.append(f"{case_id} ({previous[0]}→{t})")
            if torch_note:  # "PyTorch: <why not>" or the op it ran
                row_notes.append(torch_note if torch_note.startswith("PyTorch")
                                 else "PyTorch " + torch_note)
            ratio = actgrad / ceiling
            if t == most and t > 1 and elements >= LARGE_ELEMENTS and \
                    not ratio >= CEILING_GOAL:
                below_ceiling.append(f"{case_id} {ratio:.2f}")
            if not math.isnan(torch_gbs) and not actgrad >= torch_gbs and \
                    "proxy" not in torch_note and "last a proxy" not in torch_note:
                below_torch.append(f"{case_id}@{t} {actgrad / torch_gbs:.2f}")
            print(f"| {case_id} | {t} | {int(case['bytes']) / 1e6:.1f} "
                  f"| {cell(actgrad, 1)} | {cell(ceiling, 1)} | {cell(ratio, 2)} "
                  f"| {cell(torch_gbs, 1)} | {cell(actgrad / torch_gbs, 2)} "
                  f"| {'; '.join(row_notes)} |")
            previous = (t, actgrad)

    print()
    print(f"{rows} rows, {len(not_run)} cases not run.")
    if most > 1:
        print(f"- Cases of ≥ 1Mi elements under {CEILING_GOAL} of the {most}-thread "
              f"triad: {len(below_ceiling)}" +
              (": " + ", ".join(below_ceiling) if below_ceiling else ""))
    print(f"- Cases slower with more threads: {len(slower)}" +
          (": " + ", ".join(slower) if slower else ""))
    if torch:
        print(f"- Rows under 1.0× PyTorch (its own op, proxies left out): "
              f"{len(below_torch)}" +
              (": " + ", ".join(below_torch) if below_torch else ""))


if __name__ == "__main__":
    main()
