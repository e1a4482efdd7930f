#!/usr/bin/env python3
"""The 'converted' rows of actgrad-bench against the op form (docs/Benchmark.md).

  converted_report.py --runs DIR...   medians (and spread) of the results.csv
                                      of each DIR: op form, converted (raised),
                                      converted_unraised, and their ratios
  converted_report.py --ir KERNELS    compares the LLVM IR of the converted
                                      kernels (build/tools/actgrad-bench/kernels)
                                      with the op-form kernels, function by
                                      function (names and attribute-group
                                      numbers normalized)
"""

import argparse
import csv
import os
import re
import statistics

OPS = ["hardsigmoid", "hardtanh", "swish", "prelu", "softmax"]


def report_runs(dirs):
    table = {}
    for d in dirs:
        for row in csv.DictReader(open(os.path.join(d, "results.csv"))):
            op = row["op"]
            base, _, form = op.partition(".")
            rest = row["case"][len(op) + 1:]
            table.setdefault((base, rest), {}).setdefault(form or "op", []).append(
                float(row["actgrad_gbs"]))
    print("| case | op form GB/s | converted, raised | ratio | converted, unraised | ratio |")
    print("|---|--:|--:|--:|--:|--:|")
    for base, rest in sorted(table, key=lambda k: (OPS.index(k[0]), k[1])):
        runs = table[(base, rest)]
        med = {f: statistics.median(v) for f, v in runs.items()}
        cell = lambda f: "%.1f (%.1f–%.1f)" % (med[f], min(runs[f]), max(runs[f]))
        print("| %s_%s | %s | %s | %.2f | %s | %.2f |" % (
            base, rest, cell("op"), cell("converted"), med["converted"] / med["op"],
            cell("converted_unraised"), med["converted_unraised"] / med["op"]))


def functions(path):
    text = open(path).read()
    groups = dict(re.findall(r"^attributes (#\d+) = (\{.*\})$", text, re.M))
    out = {}
    for m in re.finditer(r"^define [^\n]*@(\w+)\(.*?^}", text, re.S | re.M):
        body = re.sub(r"#\d+", lambda g: groups.get(g.group(0), g.group(0)), m.group(0))
        out[m.group(1)] = re.sub(r"ag_(st|mt)_\w+", "F", body)
    return out


def report_ir(kernels):
    ops = {}
    for op in OPS:
        for v in ("st", "mt"):
            ops.update(functions(os.path.join(kernels, "%s_%s.ll" % (op, v))))
    for group in ("converted", "converted_unraised"):
        fns = {}
        for v in ("st", "mt"):
            fns.update(functions(os.path.join(kernels, "%s_%s.ll" % (group, v))))
        differ = [n for n, body in fns.items() if ops.get(n.replace("_" + group, "")) != body]
        print("%s: %d of %d functions identical to the op form%s" % (
            group, len(fns) - len(differ), len(fns),
            "; differ: " + " ".join(sorted(differ)) if differ else ""))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", nargs="+", metavar="DIR")
    ap.add_argument("--ir", metavar="KERNELS")
    args = ap.parse_args()
    if args.runs:
        report_runs(args.runs)
    if args.ir:
        report_ir(args.ir)


if __name__ == "__main__":
    main()
