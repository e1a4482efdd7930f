"""Running modules (actgrad-opt | mlir-runner), parsing the printed
memrefs and checking the cases of each module."""

import math
import os
import re
import shutil
import subprocess
import sys

import numpy as np

import actgrad_reference as ref

from .checker import case_header, check_case
from .emitter import emit_module, result_shapes
from .forms import must_raise


HEADER = re.compile(r"Unranked Memref base@ = \S+ rank = (\d+) offset = \d+ "
                    r"sizes = \[([^\]]*)\] strides = \[[^\]]*\] data =")
INT = re.compile(r"-?\d+")


def parse_output(text):
    """Returns the printed memrefs as a list of (shape, int32 array)."""
    heads = list(HEADER.finditer(text))
    out = []
    for i, h in enumerate(heads):
        end = heads[i + 1].start() if i + 1 < len(heads) else len(text)
        shape = tuple(int(s) for s in h.group(2).split(",") if s.strip())
        n = math.prod(shape)
        data = [int(s) for s in INT.findall(text[h.end():end])]
        arr = np.array(data[:n] if n else [], dtype=np.int64)
        out.append((shape, arr, len(data) if n else 0))
    return out


ACTGRAD_OP = re.compile(r"= actgrad\.(\w+) (?:%[\w#]+(?:, )?)+(.*)$")
DATA_FORMAT = re.compile(r' ?\{data_format = "N[CX]+"\}')


def printed_ops(text):
    """The actgrad ops of printed IR, in order: (name, attributes and types),
    without the operand names (which the conversion renumbers)."""
    return [m.groups() for m in map(ACTGRAD_OP.search, text.splitlines()) if m]


def format_decides(case):
    """Whether prelu's data_format picks the channel (rank >= 3 and a rank-1
    slope that is not known to be [1]): NCX and NXC read the same slope
    element for rank <= 2, a [1] slope and the src.shape[1:] slope, so the
    lowered IR cannot tell them apart there."""
    slope = case["inputs"]["slope"].shape
    dynamic = case["dyn"]["slope"]
    return len(case["shape"]) >= 3 and len(slope) == 1 and (
        dynamic[0] or slope[0] != 1)


def normalize_axis(case, attrs):
    """softmax's axis as the raised op has it: counted from the front (the
    lowered IR does not say whether it was negative), the default 1 elided."""
    m = re.search(r"\{axis = (-?\d+) : i64\} ", attrs)
    if not m:
        return attrs
    axis = int(m.group(1)) % len(case["shape"])
    return attrs.replace(m.group(0), "" if axis == 1 else
                         "{axis = %d : i64} " % axis)


def round_trip(text, tools, cases):
    """convert-actgrad-to-linalg then raise-linalg-to-actgrad: returns (the
    raised module, error text); an error unless every case's op comes back
    as itself (name, attributes, types) and no linalg op is added."""
    def opt(flags):
        run = subprocess.run([tools.actgrad_opt, "-"] + flags,
                             input=text.encode(), capture_output=True)
        if run.returncode != 0:
            return None, "actgrad-opt %s failed (rc %d):\n%s" % (
                " ".join(flags), run.returncode,
                run.stderr.decode(errors="replace")[-4000:])
        return run.stdout.decode(), ""
    original, err = opt([])
    if err:
        return None, err
    raised, err = opt(["--convert-actgrad-to-linalg",
                       "--raise-linalg-to-actgrad"])
    if err:
        return None, err
    before, after = printed_ops(original), printed_ops(raised)
    # Functions come first in the module, then @main (emitter.py).
    order = ([c for c in cases if c["style"] == "func"] +
             [c for c in cases if c["style"] != "func"])
    if len(before) != len(order) or len(after) != len(order):
        return None, "round trip: %d actgrad ops became %d" % (len(before),
                                                              len(after))
    for c, a, b in zip(order, before, after):
        if c["op"] == "prelu_backward" and not format_decides(c):
            a = (a[0], DATA_FORMAT.sub("", a[1]))
            b = (b[0], DATA_FORMAT.sub("", b[1]))
        if c["op"] == "softmax_backward":
            a = (a[0], normalize_axis(c, a[1]))
        if a != b:
            return None, "round trip: case %d: %s %s came back as %s %s" % (
                c["id"], a[0], a[1], b[0], b[1])
    linalg = lambda t: len(re.findall(r"\blinalg\.", t))
    if linalg(raised) != linalg(original):
        return None, "round trip: %d linalg ops left over" % (
            linalg(raised) - linalg(original))
    return raised, ""


def raising_on(tools):
    """--form linalg with the pipeline's raising on (no raise-linalg=false
    among the flags)."""
    return getattr(tools, "form", None) == "linalg" and not any(
        re.search(r"raise-linalg=(false|0)\b", f) for f in tools.opt_flags)


def raise_check(text, tools, cases):
    """With raising on, raise-linalg-to-actgrad (the pipeline's first pass)
    must raise every case's form to its op: otherwise the pipeline compiles
    the form as it is, whose results the front end's reference accepts too.
    Returns error text, or '' when each case gave its op."""
    run = subprocess.run([tools.actgrad_opt, "-", "--raise-linalg-to-actgrad"],
                         input=text.encode(), capture_output=True)
    if run.returncode != 0:
        return "actgrad-opt failed (--raise-linalg-to-actgrad, rc %d):\n%s" % (
            run.returncode, run.stderr.decode(errors="replace")[-4000:])
    # Functions come first in the module, then @main (emitter.py).
    order = ([c for c in cases if c["style"] == "func"] +
             [c for c in cases if c["style"] != "func"])
    raised = [name for name, _ in printed_ops(run.stdout.decode())]
    # Each case gives its op in turn, but the near misses of
    # forms.must_raise may give none: the positions in `raised` that the
    # cases so far can have reached.
    reached = {0}
    for c in order:
        reached = ({j + 1 for j in reached
                    if j < len(raised) and raised[j] == c["op"]} |
                   (set() if must_raise(c) else reached))
    if len(raised) in reached:
        return ""
    return "front-end form not raised: %d cases (%s) gave %d actgrad ops (%s)" % (
        len(order), " ".join("%d:%s" % (c["id"], c["op"]) for c in order),
        len(raised), " ".join(raised) or "none")


def run_module(text, tools, cases=()):
    """Lowers and runs one module (with --form roundtrip, the module the
    round trip gives back; with --form linalg and raising on, after
    raise_check). Returns (ok, stdout, error text)."""
    if getattr(tools, "form", None) == "roundtrip":
        text, err = round_trip(text, tools, cases)
        if err:
            return False, "", err
    if raising_on(tools):
        err = raise_check(text, tools, cases)
        if err:
            return False, "", err
    opt = subprocess.run([tools.actgrad_opt, "-"] + tools.opt_flags,
                         input=text.encode(), capture_output=True)
    if opt.returncode != 0:
        return False, "", "actgrad-opt failed (rc %d):\n%s" % (
            opt.returncode, opt.stderr.decode(errors="replace")[-4000:])
    run = subprocess.run([
        tools.mlir_runner, "-e", "main", "-entry-point-result=void",
        "-shared-libs=" + ",".join(tools.shared_libs)
    ], input=opt.stdout, capture_output=True)
    out = run.stdout.decode(errors="replace")
    if run.returncode != 0:
        return False, out, "mlir-runner failed (rc %d):\n%s" % (
            run.returncode, run.stderr.decode(errors="replace")[-4000:])
    return True, out, ""



class Tools:
    pass


def find_tool(name, given, fallbacks):
    if given:
        p = shutil.which(given) or (given if os.path.exists(given) else None)
        if not p:
            sys.exit("error: %s not found: %s" % (name, given))
        return p
    for f in [shutil.which(name)] + fallbacks:
        if f and os.path.exists(f):
            return f
    sys.exit("error: cannot find %s; pass --%s" % (name, name))


def chunk(cases, per_module, max_elems=150000):
    mods, cur, elems = [], [], 0
    for c in cases:
        e = 3 * max(1, math.prod(c["shape"]))
        if cur and (len(cur) >= per_module or elems + e > max_elems):
            mods.append(cur)
            cur, elems = [], 0
        cur.append(c)
        elems += e
    if cur:
        mods.append(cur)
    return mods


def run_and_check(mod_cases, tools, args, isolate=True):
    """Runs one module and checks its cases. Returns (per-case messages,
    module error or None). A failing case of a multi-case module is run
    again on its own, which tells failures that depend on the surrounding
    module apart from those of the case itself."""
    text = emit_module(mod_cases)
    ok, out, err = run_module(text, tools, mod_cases)
    expected = [(c, r) for c in mod_cases for r in result_shapes(c)
                if math.prod(r[1]) > 0]
    results = {}
    if ok:
        printed = parse_output(out)
        if len(printed) != len(expected):
            ok = False
            err = "expected %d printed memrefs, got %d" % (len(expected),
                                                           len(printed))
        else:
            got = {}
            for (c, (name, shp, _)), (pshape, arr, cnt) in zip(expected,
                                                                printed):
                if tuple(pshape) != tuple(shp) or cnt != math.prod(shp):
                    ok = False
                    err = "case %d: printed shape %s / %d values, expected %s" % (
                        c["id"], pshape, cnt, list(shp))
                    break
                got[(c["id"], name)] = ref.from_ext_bits(arr)
            if ok:
                for c in mod_cases:
                    vals = [got.get((c["id"], name), np.zeros(0))
                            for name, _, _ in result_shapes(c)]
                    results[c["id"]] = check_case(c, vals, args.perturb)
    if not ok and len(mod_cases) > 1:
        # The module did not run: localize by running every case alone, then
        # run the cases that pass alone together again, so that a broken case
        # does not hide failures that only show inside a larger module.
        for c in mod_cases:
            sub, _ = run_and_check([c], tools, args, isolate=False)
            results.update(sub)
        good = [c for c in mod_cases if not results[c["id"]]]
        if 1 < len(good) < len(mod_cases):
            sub, _ = run_and_check(good, tools, args, isolate)
            results.update(sub)
    elif not ok:
        c = mod_cases[0]
        results[c["id"]] = [case_header(c), "  " + err.strip()]
    elif isolate and len(mod_cases) > 1:
        for c in mod_cases:
            if results[c["id"]]:
                alone, _ = run_and_check([c], tools, args, isolate=False)
                results[c["id"]].append(
                    "  run alone, this case %s" %
                    ("fails too" if alone[c["id"]] else
                     "PASSES: the failure depends on the rest of the module"))
    if args.keep and any(results.get(c["id"]) for c in mod_cases):
        os.makedirs(args.keep, exist_ok=True)
        for c in mod_cases:
            if results.get(c["id"]):
                path = os.path.join(args.keep, "case_%d.mlir" % c["id"])
                with open(path, "w") as f:
                    f.write(emit_module([c]))
        if isolate and len(mod_cases) > 1:
            path = os.path.join(
                args.keep, "module_cases_%d-%d.mlir" %
                (mod_cases[0]["id"], mod_cases[-1]["id"]))
            with open(path, "w") as f:
                f.write(text)
    return results, (None if ok else err)

