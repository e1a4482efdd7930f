#!/usr/bin/env python3
"""Tables, goals and a chart from bench_peers.py's CSVs.

    bench_peers_report.py --out-dir DIR [--doc docs/Benchmark.md]
                          [--header header.txt] [--profiles profiles.json]
                          T1.csv [T2.csv ...]

writes DIR/bench-peers.csv (every row of the inputs), DIR/bench-peers.md
(the summary and one table per thread count), DIR/bench-peers.svg (the
geometric-mean speedups, drawn by gnuplot when it is installed) and, with
--doc, puts bench-peers.md between the markers
``<!-- bench-peers:begin -->`` and ``<!-- bench-peers:end -->`` of that file.

A ratio is the peer's time over ActGrad's static-shape kernel's (> 1:
ActGrad is faster). Rows where a peer ``differs`` (another result, by its
own documented rule) get no ratio and count in no mean.
"""

import argparse
import csv
import json
import math
import os
import shutil
import subprocess
import sys
from collections import defaultdict

PEERS = [("eager", "eager"), ("inductor", "Inductor"), ("iree", "IREE"),
         ("iree_torch", "IREE (torch-mlir)"), ("xla", "XLA"),
         ("onednn2", "oneDNN 2.6"), ("onednn3", "oneDNN 3")]
GOAL_MEAN = {"iree": 1.5, "inductor": 1.5, "onednn3": 1.3}
CEILING_GOAL, CEILING_ELEMENTS = 0.9, 1 << 20
BEGIN, END = "<!-- bench-peers:begin -->", "<!-- bench-peers:end -->"


def read_rows(paths):
    rows = []
    for path in paths:
        with open(path, newline="") as f:
            rows += list(csv.DictReader(f))
    return rows


def onednn_rows(path, impl):
    """actgrad-bench's results.csv (ActGrad's AOT kernels beside oneDNN, in
    its own process) as rows of ``impl`` whose ratio is its own."""
    rows = []
    with open(path, newline="") as f:
        for r in csv.DictReader(f):
            gbs = r["onednn_gbs"]
            if not r["onednn_impl"]:
                status, detail = "unsupported", r["onednn_note"]
            elif r["onednn_check"] not in ("", "proxy", "0 wrong"):
                status, detail = "wrong", r["onednn_check"]
            elif not r["actgrad_vs_onednn"]:
                status, detail = "differs", r["onednn_note"]
            else:
                status, detail = "ok", r["onednn_note"]
            us = (f"{int(r['bytes']) / float(gbs) / 1e3:.2f}"
                  if gbs and float(gbs) > 0 else "")
            rows.append(dict(threads=r["threads"], case=r["case"], op=r["op"],
                             dtype=r["dtype"], shape="", param="", bytes=r["bytes"],
                             impl=impl, status=status, us=us, us_runs="", gbps=gbs,
                             cpu_per_wall="", detail=detail,
                             ratio=r["actgrad_vs_onednn"] if status == "ok" else ""))
    return rows


def timed(row):
    return row is not None and row["status"] in ("ok", "differs") and row.get("us")


def group(rows):
    """{threads: {case: {impl: row}}}, cases in first-seen order."""
    table = defaultdict(dict)
    for r in rows:
        table[int(r["threads"])].setdefault(r["case"], {})[r["impl"]] = r
    return table


def elements(impls):
    """The case's element count, from a row of bench_peers.py."""
    for row in impls.values():
        if row.get("shape"):
            return math.prod(int(d) for d in row["shape"].split("x"))
    return 0


def geomean(values):
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def ratio(impls, peer, base="actgrad"):
    """peer time / ActGrad time, None when either is not timed or the peer
    differs."""
    a, p = impls.get(base), impls.get(peer)
    if p is not None and p.get("ratio"):
        # actgrad-bench's own ratio, ActGrad and oneDNN in its process.
        return float(p["ratio"]) if base == "actgrad" and p["status"] == "ok" else None
    if not timed(a) or not timed(p) or p["status"] != "ok":
        return None
    return float(p["us"]) / float(a["us"])


def ceiling_fraction(impls):
    a, t = impls.get("actgrad"), impls.get("triad")
    if not timed(a) or not timed(t):
        return None
    return float(t["us"]) / float(a["us"])


# {"<threads>:<case>": cause} from profile_misses.py (--profiles).
PROFILES = {}


def load_cause(impls):
    """The measured cause of a miss: ActGrad's batches got less CPU than
    their threads (the machine was loaded), else profile_misses.py's
    profile of the case where one was taken."""
    a = impls.get("actgrad")
    if not timed(a) or not a.get("cpu_per_wall"):
        return ""
    busy, threads = float(a["cpu_per_wall"]), int(a["threads"])
    if busy < 0.8 * threads:
        return f" (ActGrad had {busy:.2f} CPU of {threads}: machine loaded)"
    profile = PROFILES.get(f"{a['threads']}:{a['case']}")
    return f" ({profile})" if profile else " (not profiled)"


def case_misses(impls, peers):
    misses = []
    cause = load_cause(impls)
    for key, label in peers:
        r = ratio(impls, key)
        if r is not None and r < 1.0:
            misses.append(f"< 1× {label}{cause}")
    c = ceiling_fraction(impls)
    if c is not None and elements(impls) >= CEILING_ELEMENTS and c < CEILING_GOAL:
        misses.append(f"ceiling {c:.2f}{cause}")
    for name in ("actgrad", "actgrad_dyn"):
        if name in impls and impls[name]["status"] != "ok":
            misses.append(f"{name} {impls[name]['status']}")
    return misses


def cell(impls, key):
    p = impls.get(key)
    if p is None:
        return ""
    if p["status"] == "differs":
        return "differs"
    if p["status"] == "wrong":
        return "**wrong**"
    if p["status"] in ("unsupported", "error"):
        return "n/a"
    r = ratio(impls, key)
    return "" if r is None else (f"{r:.2f}" if r >= 1.0 else f"**{r:.2f}**")


def relative(impls, name):
    """The cell of ActGrad's route ``name``: its time over the static
    kernel's."""
    a, r = impls.get("actgrad"), impls.get(name)
    return f"{float(r['us']) / float(a['us']):.2f}" if timed(r) and timed(a) else ""


def case_table(threads, cases, peers):
    head = ["case", "ActGrad µs", "GB/s", "of ceiling", "dyn/st", "op/st"] + [
        label for _, label in peers] + ["goal misses"]
    lines = [f"#### {threads} thread{'s' if threads > 1 else ''}", "",
             "| " + " | ".join(head) + " |",
             "| --- |" + " ---: |" * (len(head) - 2) + " --- |"]
    for case, impls in cases.items():
        a = impls.get("actgrad")
        if timed(a):
            us, gbps = f"{float(a['us']):.1f}", a["gbps"]
        else:
            us, gbps = a["status"] if a else "", ""
        c = ceiling_fraction(impls)
        cells = [f"`{case}`", us, gbps, "" if c is None else f"{c:.2f}",
                 relative(impls, "actgrad_dyn"), relative(impls, "actgrad_op")]
        cells += [cell(impls, key) for key, _ in peers]
        cells.append("; ".join(case_misses(impls, peers)))
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def summary(table, peers):
    """The geometric means, per peer and thread count, over ActGrad's static
    and dynamic kernels and over torch.ops.actgrad; the per-case goal
    counts."""
    lines = ["| peer | threads | cases | geomean (static) | geomean (dynamic) | "
             "geomean (torch.ops) | min (static) | cases < 1× | goal |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"]
    means = {}
    for key, label in peers:
        for threads, cases in sorted(table.items()):
            st = [r for r in (ratio(i, key) for i in cases.values()) if r is not None]
            dy = [r for r in (ratio(i, key, "actgrad_dyn") for i in cases.values())
                  if r is not None]
            if not st:
                continue
            g = geomean(st)
            means[(key, threads)] = g
            goal = GOAL_MEAN.get(key)
            verdict = "" if goal is None else (
                f"≥ {goal}: {'met' if g >= goal else '**missed**'}")
            op = [r for r in (ratio(i, key, "actgrad_op") for i in cases.values())
                  if r is not None]
            below = sum(r < 1.0 for r in st)
            means_cells = " | ".join(f"{geomean(v):.2f}" if v else "" for v in (dy, op))
            lines.append(f"| {label} | {threads} | {len(st)} | {g:.2f} | {means_cells} | "
                         f"{min(st):.2f} | {below} | {verdict} |")
    return lines, means


def ceiling_summary(table):
    lines = []
    for threads, cases in sorted(table.items()):
        big = [(c, ceiling_fraction(i)) for c, i in cases.items()
               if ceiling_fraction(i) is not None and
               elements(i) >= CEILING_ELEMENTS]
        if not big:
            continue
        miss = [f"`{c}` {f:.2f}" for c, f in big if f < CEILING_GOAL]
        lines.append(f"- {threads} thread(s): {len(big) - len(miss)} of {len(big)} "
                     f"cases of ≥ 1Mi elements at ≥ {CEILING_GOAL} of the ceiling"
                     + (f"; below: {', '.join(miss)}" if miss else "") + ".")
    return lines


def notes(rows):
    """The distinct reasons of the differs / n/a / wrong cells."""
    seen = {}
    for r in rows:
        if r["status"] in ("differs", "unsupported", "error", "wrong") and r["detail"]:
            seen.setdefault((r["impl"], r["status"], r["detail"][:300]), []).append(
                r["case"])
    return [f"- {impl}, {status} ({len(cases)} rows, e.g. `{cases[0]}`): {detail}"
            for (impl, status, detail), cases in seen.items()]


def chart(means, peers, out_dir):
    """A clustered bar chart of the geometric means (gnuplot, SVG)."""
    if shutil.which("gnuplot") is None or not means:
        return None
    threads = sorted({t for _, t in means})
    data = os.path.join(out_dir, "bench-peers-geomean.dat")
    with open(data, "w") as f:
        f.write("# peer " + " ".join(f"{t}t" for t in threads) + "\n")
        for key, label in peers:
            if any((key, t) in means for t in threads):
                f.write('"%s" ' % label + " ".join(
                    f"{means.get((key, t), float('nan')):.3f}" for t in threads) + "\n")
    svg = os.path.join(out_dir, "bench-peers.svg")
    plot = ", ".join(f"'{data}' using {i + 2}:xtic(1) title '{t} thread(s)'"
                     for i, t in enumerate(threads))
    script = (f"set terminal svg size 800,400; set output '{svg}';"
              "set style data histograms; set style fill solid 0.8;"
              "set ylabel 'peer time / ActGrad time (geomean)'; set yrange [0:*];"
              "set key top left; set grid y; set arrow from graph 0, first 1 to "
              "graph 1, first 1 nohead dt 2;"
              f"plot {plot}")
    subprocess.run(["gnuplot", "-e", script], check=True)
    return svg


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("csvs", nargs="+")
    parser.add_argument("--out-dir", required=True)
    parser.add_argument("--doc", help="the Markdown file to update between the markers")
    parser.add_argument("--onednn", action="append", default=[],
                        metavar="IMPL=RESULTS_CSV",
                        help="actgrad-bench's results.csv as peer IMPL (onednn2, onednn3)")
    parser.add_argument("--header", help="a text file put above the tables "
                        "(versions, machine, date, command)")
    parser.add_argument("--profiles", help="profile_misses.py's JSON: the "
                        "measured causes of the misses")
    args = parser.parse_args(argv)
    if args.profiles:
        with open(args.profiles) as f:
            PROFILES.update(json.load(f))
    rows = read_rows(args.csvs)
    cases = {r["case"] for r in rows}
    for spec in args.onednn:
        impl, _, path = spec.partition("=")
        rows += [r for r in onednn_rows(path, impl) if r["case"] in cases]
    table = group(rows)
    present = {r["impl"] for r in rows}
    peers = [(k, label) for k, label in PEERS if k in present]
    os.makedirs(args.out_dir, exist_ok=True)
    with open(os.path.join(args.out_dir, "bench-peers.csv"), "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]) + ["ratio"],
                                extrasaction="ignore", restval="")
        writer.writeheader()
        writer.writerows(rows)
    lines = []
    if args.header:
        with open(args.header) as f:
            lines += ["```", f.read().rstrip(), "```", ""]
    mean_lines, means = summary(table, peers)
    lines += mean_lines + [""] + ceiling_summary(table) + [""]
    reasons = notes(rows)
    if reasons:
        lines += ["Cells without a ratio:", ""] + reasons + [""]
    for threads, cases in sorted(table.items()):
        lines += case_table(threads, cases, peers) + [""]
    text = "\n".join(lines)
    with open(os.path.join(args.out_dir, "bench-peers.md"), "w") as f:
        f.write(text)
    svg = chart(means, peers, args.out_dir)
    if args.doc:
        update_doc(args.doc, text)
    print("\n".join(mean_lines))
    print(f"wrote {args.out_dir}/bench-peers.csv, bench-peers.md"
          + (", bench-peers.svg" if svg else " (no chart: gnuplot not found)"))
    return 0


def update_doc(path, text, begin=BEGIN, end=END, tool="bench_peers_report"):
    """Puts ``text`` between the markers ``begin`` and ``end`` of ``path``."""
    with open(path) as f:
        doc = f.read()
    if begin not in doc or end not in doc:
        raise SystemExit(f"{tool}: {path} lacks the markers {begin} / {end}")
    head, rest = doc.split(begin, 1)
    _, tail = rest.split(end, 1)
    with open(path, "w") as f:
        f.write(head + begin + "\n" + text.rstrip() + "\n" + end + tail)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
