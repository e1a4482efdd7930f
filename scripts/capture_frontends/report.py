#!/usr/bin/env python3
"""The raising report of the front-end captures: for every capture (NAME.mlir
with its NAME.json) in the given directories, how many of its activations'
gradients the raising stage turned into actgrad ops, against how many the
function has (the case's "activations", written at capture time), and with
--lower whether --actgrad-to-llvm lowers it with no diagnostic (minutes for
a whole torchvision model on two cores; the checked-in captures' lit tests
lower them on every build). Prints a Markdown table; the models too large
to check in are reported only here.

Usage: report.py [--lower] ACTGRAD_OPT DIR...   (scripts/capture-frontends.sh)
Standard library only.
"""
import json
import os
import re
import subprocess
import sys


def raised_ops(actgrad_opt, path):
    """{actgrad op: count} after the raising stage of --actgrad-to-llvm (the
    pass alone, as the pipeline runs it first), and its diagnostics."""
    run = subprocess.run([actgrad_opt, path, "--raise-linalg-to-actgrad"],
                         capture_output=True, text=True)
    counts = {}
    for op in re.findall(r"actgrad\.([a-z_]*_backward)", run.stdout):
        counts[op] = counts.get(op, 0) + 1
    diagnostics = run.stderr.strip()
    if run.returncode != 0 and not diagnostics:
        diagnostics = f"exit status {run.returncode}"
    return counts, diagnostics


def lowering_diagnostics(actgrad_opt, path):
    """What --actgrad-to-llvm prints (nothing when the capture lowers)."""
    run = subprocess.run([actgrad_opt, path, "--actgrad-to-llvm", "-o", os.devnull],
                         capture_output=True, text=True)
    diagnostics = run.stderr.strip()
    if run.returncode != 0 and not diagnostics:
        diagnostics = f"exit status {run.returncode}"
    return diagnostics


def summary(raised, activations):
    """'raised of expected' per actgrad op, and the total."""
    cells, got, want = [], 0, 0
    for op in sorted(set(raised) | set(activations)):
        r, a = raised.get(op, 0), activations.get(op, 0)
        got, want = got + min(r, a), want + a
        cells.append(f"{op} {r}/{a}")
    return f"{got}/{want}", ", ".join(cells)


def main():
    args = sys.argv[1:]
    lower = "--lower" in args
    args = [a for a in args if a != "--lower"]
    actgrad_opt, dirs = args[0], args[1:]
    print("| capture | KiB | lowers | activation gradients raised | by op |")
    print("| --- | ---: | --- | ---: | --- |")
    failed = False
    for d in dirs:
        if not os.path.isdir(d):
            continue
        for file in sorted(os.listdir(d)):
            if not file.endswith(".mlir") or ".generic." in file:
                continue
            path = os.path.join(d, file)
            case_path = path[:-len(".mlir")] + ".json"
            activations = {}
            if os.path.exists(case_path):
                with open(case_path) as f:
                    activations = json.load(f).get("activations", {})
            raised, diagnostics = raised_ops(actgrad_opt, path)
            if lower and not diagnostics:
                diagnostics = lowering_diagnostics(actgrad_opt, path)
            total, by_op = summary(raised, activations)
            lowers = ("yes" if lower else "not run") if not diagnostics else \
                "**no**: " + diagnostics.splitlines()[0][:120]
            failed |= bool(diagnostics)
            parts = os.path.abspath(path).split(os.sep)
            front_end = next((p for p in parts
                              if p in ("torch-mlir", "iree-turbine", "jax")), "")
            where = "" if "FrontEnds" in parts else " (not checked in)"
            print(f"| {front_end} `{file[:-5]}`{where} | {os.path.getsize(path) // 1024} "
                  f"| {lowers} | {total} | {by_op} |", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
