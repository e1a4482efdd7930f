#!/usr/bin/env python3
"""Profiles ActGrad on the cases where bench_peers.py's run missed a goal.

    profile_misses.py --results DIR [--build-dir build] [--out FILE.json]

reads DIR/peers-<T>t.csv (and the oneDNN results.csv files beside them),
finds the cases and thread counts that miss a goal (bench_peers_report's
rules), and runs each under ``perf record`` in actgrad-bench, ActGrad's
AOT-compiled kernels from the same pipeline, alone
(``--no-torch --no-onednn``). Of the samples of ActGrad's work (its
kernel's code and the OpenMP runtime) it reports the shares, the kernel's
achieved GB/s against the triad ceiling of the same run, and what they
say:

- ``OpenMP runtime``: forking, joining and barrier waits take a quarter or
  more: the case is too small for its threads, or a thread was descheduled;
- ``bandwidth``: the kernel runs at >= 0.9 of its triad in actgrad-bench;
  the miss is in the Python route's timing or the peer reads less;
- ``kernel code``: the kernel's own instructions below the bandwidth: its
  arithmetic (swish's sigmoid) or its access pattern bounds it.

Samples are user-mode only, with KMP_BLOCKTIME=0. Writes
{"<threads>:<case>": cause} to --out (bench_peers_report.py
--profiles reads it). Needs Linux perf; without it, it says so and exits 3.
"""

import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

import bench_peers_report as report

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def missed_cases(results):
    """[(threads, case)] whose row in the report has a goal miss."""
    rows = report.read_rows(sorted(glob.glob(os.path.join(results, "peers-*t.csv"))))
    cases = {r["case"] for r in rows}
    for impl, name in (("onednn2", "onednn2"), ("onednn3", "onednn3")):
        path = os.path.join(results, name, "results.csv")
        if os.path.exists(path):
            rows += [r for r in report.onednn_rows(path, impl) if r["case"] in cases]
    present = {r["impl"] for r in rows}
    peers = [(k, label) for k, label in report.PEERS if k in present]
    return [(threads, case)
            for threads, table in sorted(report.group(rows).items())
            for case, impls in table.items() if report.case_misses(impls, peers)]


def shares(perf_data):
    """User-mode sample shares of ActGrad's kernel and of libomp between the
    two (the benchmark's own checking and triad excluded)."""
    text = subprocess.run(
        ["perf", "report", "-i", perf_data, "--stdio", "--no-children",
         "--sort", "dso,sym", "-F", "overhead,dso,sym"],
        capture_output=True, text=True, check=True).stdout
    kernel = omp = 0.0
    for line in text.splitlines():
        m = re.match(r"\s*([\d.]+)%\s+(\S+)\s+\[.\]\s+(.*)", line)
        if not m:
            continue
        share, dso, sym = float(m.group(1)), m.group(2), m.group(3)
        if "libomp" in dso:
            omp += share
        elif sym.startswith(("ag_", "_mlir_ciface_ag_")):
            kernel += share
    total = kernel + omp
    return None if total == 0 else {"kernel": kernel / total, "omp": omp / total}


def gbps(output, case):
    m = re.search(re.escape(case) + r" threads=\d+: ActGrad ([\d.]+) GB/s.*ceiling ([\d.]+)",
                  output)
    return (float(m.group(1)), float(m.group(2))) if m else (None, None)


def profile(bench, threads, case, workdir):
    data = os.path.join(workdir, "perf.data")
    # Idle OpenMP workers sleep at once instead of spinning for 200 ms, so
    # that libomp's samples are the kernel's forks, joins and barriers.
    env = dict(os.environ, KMP_BLOCKTIME="0")
    run = subprocess.run(
        ["perf", "record", "-q", "--all-user", "-o", data, bench, "--filter", f"^{re.escape(case)}$",
         "--threads", str(threads), "--no-torch", "--no-onednn", "--reps", "30",
         "--min-time", "0.5"],
        capture_output=True, text=True, env=env)
    if run.returncode != 0:
        return f"profile failed: {run.stderr.strip().splitlines()[-1:]}"
    got, ceiling = gbps(run.stdout + run.stderr, case)
    s = shares(data)
    if s is None or got is None:
        return "profile: no ActGrad samples"
    of_ceiling = got / ceiling if ceiling else 0.0
    if s["omp"] >= 0.25:
        what = "OpenMP runtime"
    elif of_ceiling >= 0.9:
        what = "bandwidth"
    else:
        what = "kernel code"
    return (f"profile: {what}; kernel {s['kernel']:.0%}, libomp {s['omp']:.0%}; "
            f"AOT {got:.1f} GB/s = {of_ceiling:.2f} of triad")


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--results", required=True, help="bench-peers' output directory")
    parser.add_argument("--build-dir", default=os.path.join(ROOT, "build"))
    parser.add_argument("--out", help="default: RESULTS/profiles.json")
    args = parser.parse_args(argv)
    if not shutil.which("perf"):
        print("profile_misses: Linux perf is not installed; nothing profiled",
              file=sys.stderr)
        return 3
    bench = os.path.join(args.build_dir, "bin", "actgrad-bench")
    causes = {}
    with tempfile.TemporaryDirectory() as workdir:
        for threads, case in missed_cases(args.results):
            causes[f"{threads}:{case}"] = profile(bench, threads, case, workdir)
            print(f"{threads}t {case}: {causes[f'{threads}:{case}']}", flush=True)
    out = args.out or os.path.join(args.results, "profiles.json")
    with open(out, "w") as f:
        json.dump(causes, f, indent=1, sort_keys=True)
    print(f"wrote {out} ({len(causes)} profiles)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
