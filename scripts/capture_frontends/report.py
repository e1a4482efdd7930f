#!/usr/bin/env python3
"""The raising report of the front-end captures: for every capture (NAME.mlir
with its NAME.json) in the given directories, how many of its activations'
gradients the raising stage turned into actgrad ops, against how many the
function has (the case's "activations", written at capture time), and with
--lower whether --actgrad-to-llvm lowers it with no diagnostic (minutes for
a whole torchvision model on two cores; the checked-in captures' lit tests
lower them on every build), and with --run whether the lowered function,
run on the capture's inputs with mlir-runner, gives the front end's results
(test/FrontEnds/Inputs/run_capture.py, as the lit tests do; the whole
models against their float64 results too). Prints a Markdown table; the
models too large to check in are reported only here.

Usage: report.py [--lower] [--run] ACTGRAD_OPT DIR...
(scripts/capture-frontends.sh). Standard library only.
"""
import json
import os
import re
import subprocess
import sys

LLVM_LIB = "/usr/lib/llvm-22/lib"
CAPTURE_TOOLS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                             "test", "FrontEnds", "Inputs")
RUN_CAPTURE = os.path.join(CAPTURE_TOOLS, "run_capture.py")
sys.path.insert(0, CAPTURE_TOOLS)
from gen_lit_tests import SCALE_OF  # noqa: E402  (the lit tests' own scales)


def diagnostics_of(run):
    """What a finished tool printed on stderr, or its exit status when it
    failed silently; empty when it succeeded quietly."""
    diagnostics = run.stderr.strip()
    if run.returncode != 0 and not diagnostics:
        diagnostics = f"exit status {run.returncode}"
    return diagnostics


def raised_ops(actgrad_opt, path):
    """{actgrad op: count} after the raising stage of --actgrad-to-llvm (the
    pass alone, as the pipeline runs it first), and its diagnostics."""
    run = subprocess.run([actgrad_opt, path, "--raise-linalg-to-actgrad"],
                         capture_output=True, text=True)
    counts = {}
    for op in re.findall(r"actgrad\.([a-z_]*_backward)", run.stdout):
        counts[op] = counts.get(op, 0) + 1
    return counts, diagnostics_of(run)


def lowered(actgrad_opt, module):
    """(the LLVM dialect module, what --actgrad-to-llvm prints) of the module
    text: nothing printed when it lowers."""
    run = subprocess.run([actgrad_opt, "-", "--actgrad-to-llvm"], input=module,
                         capture_output=True, text=True)
    return run.stdout, diagnostics_of(run)


def driver_of(actgrad_opt, path, case_path):
    """(the capture with a @main that calls it on its case's inputs and
    prints its results, run_capture.py's driver; or None and why not)."""
    printed = subprocess.run([actgrad_opt, path], capture_output=True, text=True)
    driver = subprocess.run([sys.executable, RUN_CAPTURE, "driver", case_path],
                            input=printed.stdout, capture_output=True, text=True)
    if driver.returncode != 0:
        return None, "driver: " + driver.stderr.strip()[-200:]
    return driver.stdout, ""


def result_diagnostics(llvm_module, case_path, scales):
    """Runs the lowered driver and compares its results with the front end's,
    as the lit tests do: what fails, or nothing."""
    libs = ",".join(os.path.join(LLVM_LIB, name) for name in (
        "libmlir_runner_utils.so", "libmlir_c_runner_utils.so", "libomp.so"))
    run = subprocess.run([os.path.join(LLVM_LIB, "..", "bin", "mlir-runner"),
                          "-e", "main", "-entry-point-result=void",
                          "-shared-libs=" + libs], input=llvm_module,
                         capture_output=True, text=True)
    if run.returncode != 0:
        return "mlir-runner: " + run.stderr.strip()[-200:]
    scale_of = [a for r, t in scales.items() for a in ("--scale-of", f"{r}={t}")]
    check = subprocess.run([sys.executable, RUN_CAPTURE, "check", case_path] + scale_of,
                           input=run.stdout, capture_output=True, text=True)
    if check.returncode != 0:
        return "results: " + check.stderr.strip()[-200:]
    return ""


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
    run = "--run" in args
    lower = run or "--lower" in args
    args = [a for a in args if a not in ("--lower", "--run")]
    actgrad_opt, dirs = args[0], args[1:]
    print("| capture | KiB | lowers | activation gradients raised | by op |"
          + (" results |" if run else ""))
    print("| --- | ---: | --- | ---: | --- |" + (" --- |" if run else ""))
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
            parts = os.path.abspath(path).split(os.sep)
            front_end = next((p for p in parts
                              if p in ("torch-mlir", "iree-turbine", "jax")), "")
            raised, diagnostics = raised_ops(actgrad_opt, path)
            # With --run the capture is lowered once, inside its driver.
            driver, wrong = None, "not run"
            if run and os.path.exists(case_path) and not diagnostics:
                driver, wrong = driver_of(actgrad_opt, path, case_path)
            if lower and not diagnostics:
                module = driver
                if module is None:
                    with open(path) as f:
                        module = f.read()
                llvm_module, diagnostics = lowered(actgrad_opt, module)
            total, by_op = summary(raised, activations)
            lowers = ("yes" if lower else "not run") if not diagnostics else \
                "**no**: " + diagnostics.splitlines()[0][:120]
            failed |= bool(diagnostics)
            results = ""
            if run:
                scales = SCALE_OF.get((front_end, file[:-5]), ({}, None))[0]
                if driver is not None:
                    wrong = ("not run" if diagnostics else
                             result_diagnostics(llvm_module, case_path, scales))
                failed |= bool(wrong) and wrong != "not run"
                results = (" **" + wrong.splitlines()[-1][:120] + "** |" if wrong
                           else " match |")
            where = "" if "FrontEnds" in parts else " (not checked in)"
            print(f"| {front_end} `{file[:-5]}`{where} | {os.path.getsize(path) // 1024} "
                  f"| {lowers} | {total} | {by_op} |{results}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
