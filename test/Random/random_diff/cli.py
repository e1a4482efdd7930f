"""The command line: generates the cases, emits (--emit) or runs and checks
them, and prints the failures and the summary."""

import argparse
import concurrent.futures
import os
import re
import shlex
import shutil
import sys
import tempfile
import time

import numpy as np

import actgrad_reference as ref

from . import __doc__ as DESCRIPTION
from . import DTYPES, OPS, SOURCE_ROOT
from .checker import case_header
from .emitter import emit_module
from .forms import assign as assign_forms, summary as forms_summary
from .generator import gen_cases
from .runner import Tools, chunk, find_tool, run_and_check
from .selftest import self_test

FMTS = ref.FORMATS

def print_coverage(cases, results):
    """What a sweep covered: cases and failures per op x dtype, the cases
    with NaN or +-inf inputs, and the prelu and softmax variants."""
    table = {}
    for c in cases:
        key = (c["op"], c["dtype"])
        row = table.setdefault(key, [0, 0, 0, 0])
        row[0] += 1
        row[1] += bool(results.get(c["id"]))
        vals = [v for v in c["inputs"].values() if v.size]
        row[2] += any(np.isnan(v).any() or np.isinf(v).any() for v in vals)
        emin = FMTS[c["dtype"]].emin
        row[3] += any(((np.abs(v) < 2.0**emin) & (v != 0)).any()
                      for v in vals)
    print("coverage: op dtype: cases, failed, with NaN/inf inputs, with "
          "subnormal inputs")
    for (op, dt), (n, bad, special, sub) in sorted(table.items()):
        print("  %-22s %-4s %6d %4d %6d %6d" % (op, dt, n, bad, special, sub))
    variants = {}
    for c in cases:
        if c["op"] == "prelu_backward":
            k = "prelu %s slope=%s" % (c["data_format"], c["slope_mode"])
        elif c["op"] == "softmax_backward":
            k = "softmax rank %d axis %d" % (len(c["shape"]), c["axis_norm"])
        else:
            continue
        variants[k] = variants.get(k, 0) + 1
    print("coverage: " + ", ".join("%s: %d" % kv
                                   for kv in sorted(variants.items())))


def main():
    ap = argparse.ArgumentParser(description=DESCRIPTION,
                                 formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--seed", type=int, default=1234)
    ap.add_argument("--cases", type=int, default=300,
                    help="number of cases, of random ops and types")
    ap.add_argument("--per-op-dtype", type=int, metavar="N",
                    help="instead of --cases: N cases of every op x dtype "
                    "(the acceptance sweep of docs/Testing.md uses 3000)")
    ap.add_argument("--full-range", action="store_true",
                    help="inputs over the whole range of T: NaN/+-inf in half "
                    "the cases (not 30%%), more subnormals and huge values, "
                    "swish's |beta*x| up to and beyond f32 overflow, prelu "
                    "and softmax values beyond 1e15")
    ap.add_argument("--narrow-rows", action="store_true",
                    help="softmax shapes [outer, 16*k (+ 1..15), inner...] reduced "
                    "along axis 1, whose inner positions are not a whole "
                    "number of vectors: the rows that "
                    "actgrad-pack-narrow-rows packs (other ops unchanged)")
    ap.add_argument("--jobs", type=int, default=2,
                    help="parallel actgrad-opt | mlir-runner processes")
    ap.add_argument("--per-module", type=int, default=30,
                    help="cases per MLIR module")
    ap.add_argument("--ops", default=",".join(OPS),
                    help="comma-separated op names (without actgrad.)")
    ap.add_argument("--dtypes", default=",".join(DTYPES))
    ap.add_argument("--actgrad-opt")
    ap.add_argument("--mlir-runner")
    ap.add_argument("--opt-flags", default="--actgrad-to-llvm",
                    help="actgrad-opt flags (default: %(default)s), e.g. "
                    "'--actgrad-to-llvm=vector-width=0'")
    ap.add_argument("--runner-utils", default="/usr/lib/llvm-22/lib",
                    help="directory with libmlir_runner_utils.so, "
                    "libmlir_c_runner_utils.so and libomp.so (the default "
                    "pipeline's thread tiles run with OpenMP)")
    ap.add_argument("--shared-libs",
                    help="comma-separated runtime libraries (overrides "
                    "--runner-utils)")
    ap.add_argument("--keep", metavar="DIR",
                    help="write failing cases as standalone modules to DIR")
    ap.add_argument("--emit", metavar="DIR",
                    help="write every generated module to DIR and exit")
    ap.add_argument("--only", metavar="IDS",
                    help="comma-separated case ids: run (or --emit) only "
                    "these cases of the generated set, in one module")
    ap.add_argument("--form", choices=["actgrad", "linalg", "roundtrip"],
                    default="actgrad",
                    help="emit the actgrad op (default) or the linalg.generic "
                    "IR a front end emits for it (raised by actgrad-to-llvm); "
                    "linalg covers every op but hardsigmoid_backward, with "
                    "the forms raising learned from captures (forms.py); "
                    "a form not raised fails. "
                    "roundtrip: the op, lowered by convert-actgrad-to-linalg "
                    "and raised by raise-linalg-to-actgrad before the "
                    "pipeline; a case whose op does not come back as itself "
                    "fails, and the results are checked as the op's")
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--self-test", action="store_true",
                    help="check the checker against f32 models of a correct "
                    "implementation and of known bugs; no MLIR is run")
    ap.add_argument("--self-test-cases", type=int, default=150,
                    help="cases per op for --self-test")
    ap.add_argument("--perturb", choices=["2ulp"],
                    help="corrupt the hardtanh reference by 2 ulp; the run "
                    "must then report failures, and the exit status is 0 "
                    "only if it does")
    args = ap.parse_args()

    ops = [o.strip().replace("actgrad.", "") for o in args.ops.split(",")]
    for o in ops:
        if o not in OPS:
            sys.exit("error: unknown op %s" % o)
    dtypes = [d.strip() for d in args.dtypes.split(",")]
    for d in dtypes:
        if d not in DTYPES:
            sys.exit("error: unknown dtype %s" % d)

    if args.self_test:
        sys.exit(0 if self_test(args.seed, args.self_test_cases,
                                args.verbose) else 1)
    if args.form == "linalg":
        if "hardsigmoid_backward" in ops and args.ops != ",".join(OPS):
            sys.exit("error: hardsigmoid_backward has no linalg form")
        ops = [o for o in ops if o != "hardsigmoid_backward"]

    t0 = time.time()
    cases = gen_cases(args.seed, args.cases, ops, dtypes, args.per_op_dtype,
                      args.full_range, args.narrow_rows)
    for c in cases:
        c["form"] = args.form
    if args.form == "linalg":
        assign_forms(cases, args.seed)
    if args.only:
        ids = set(int(i) for i in args.only.split(","))
        cases = [c for c in cases if c["id"] in ids]
        modules = [cases]
    else:
        modules = chunk(cases, args.per_module)
    t_gen = time.time() - t0
    if args.emit:
        os.makedirs(args.emit, exist_ok=True)
        for i, m in enumerate(modules):
            with open(os.path.join(args.emit, "module_%d.mlir" % i), "w") as f:
                f.write(emit_module(m))
        print("wrote %d modules to %s" % (len(modules), args.emit))
        return

    tools = Tools()
    tools.actgrad_opt = find_tool(
        "actgrad-opt", args.actgrad_opt,
        [os.path.join(SOURCE_ROOT, "build", "bin", "actgrad-opt")])
    # Run a private copy, so that a rebuild during the run cannot mix
    # two versions of the tool.
    snapshot = tempfile.mkdtemp(prefix="random_diff.")
    shutil.copy2(tools.actgrad_opt, snapshot)
    tools.actgrad_opt = os.path.join(snapshot,
                                     os.path.basename(tools.actgrad_opt))
    tools.opt_flags = shlex.split(args.opt_flags)
    tools.form = args.form
    tools.mlir_runner = find_tool("mlir-runner", args.mlir_runner,
                                  ["/usr/lib/llvm-22/bin/mlir-runner"])
    if args.shared_libs:
        tools.shared_libs = args.shared_libs.split(",")
    else:
        tools.shared_libs = [
            os.path.join(args.runner_utils, "libmlir_runner_utils.so"),
            os.path.join(args.runner_utils, "libmlir_c_runner_utils.so"),
            os.path.join(args.runner_utils, "libomp.so")
        ]
    for lib in tools.shared_libs:
        if not os.path.exists(lib):
            sys.exit("error: runtime library not found: %s" % lib)

    results = {}
    module_errors = []
    reported = 0
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
            futs = [ex.submit(run_and_check, m, tools, args) for m in modules]
            for i, f in enumerate(futs):
                res, err = f.result()
                results.update(res)
                if err:
                    module_errors.append((i, err))
                for c in modules[i]:
                    msgs = res.get(c["id"])
                    if msgs and reported < 20:
                        print("\n".join(msgs))
                        reported += 1
                    if args.verbose:
                        print("%s: %s" % (case_header(c),
                                          "FAIL" if msgs else "ok"))
    finally:
        shutil.rmtree(snapshot, ignore_errors=True)
    failed = sum(1 for c in cases if results.get(c["id"]))
    if failed:
        kinds = {}
        for c in cases:
            msgs = results.get(c["id"])
            if not msgs:
                continue
            text = "\n".join(msgs)
            if "actgrad-opt failed" in text:
                kind = "actgrad-opt error"
            elif "not raised" in text:
                kind = "front-end form not raised"
            elif "mlir-runner failed" in text:
                kind = "mlir-runner error"
            elif "PASSES: the failure depends" in text:
                kind = "wrong values, only inside a larger module"
            elif "all of these" in text and not re.search(
                    r": \d+ of these", text):
                kind = ("wrong values, each with an intermediate that can "
                        "exceed the f32 range")
            else:
                kind = "wrong values"
            kinds.setdefault(kind, []).append(
                "%d(%s %s)" % (c["id"], c["op"].replace("_backward", ""),
                               c["dtype"]))
        print("failed cases by kind (%d reported in full above):" %
              min(failed, 20))
        for kind, ids in sorted(kinds.items()):
            print("  %s: %d: %s" % (kind, len(ids), " ".join(ids)))
    passed = len(cases) - failed
    if args.per_op_dtype is not None:
        print_coverage(cases, results)
    for i, err in module_errors:
        if args.verbose:
            print("module %d did not run as a whole: %s" % (i, err))
    dt = time.time() - t0
    if args.form == "linalg":
        print(forms_summary(cases))
    print("%d passed, %d failed" % (passed, failed))
    print("seed %d, %d modules, %d jobs, %.1f s (generation %.1f s)" %
          (args.seed, len(modules), args.jobs, dt, t_gen))
    if args.perturb:
        # The reference was corrupted on purpose: the run must fail.
        print("perturbation %s" % ("detected" if failed else "NOT DETECTED"))
        sys.exit(0 if failed else 1)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
