"""Self-test: the checker against f32 models of a correct implementation
(which must pass) and of known bugs (each of which must be caught), without
running MLIR."""

import math
import time

import numpy as np

import actgrad_reference as ref
from actgrad_reference import (BF16_FLUSH, broadcast_slope, from_key,
                               prelu_layout, round_to, to_key)

from . import DTYPES, OPS
from .checker import check_case
from .generator import gen_cases

FMTS = ref.FORMATS


def to_T(fmt, v32, flush_bf16=True):
    """Rounds f32 values (numpy float32) once to T, like arith.truncf on this
    host (bf16 flushes f32 subnormals)."""
    v = np.asarray(v32, dtype=np.float64)
    if fmt.name == "bf16" and flush_bf16:
        v = np.where(np.abs(v) < BF16_FLUSH, 0.0 * v, v)
    return round_to(fmt, v)


def seq_sum(a, axis, acc_fmt=None):
    """Sequential f32 sum along `axis` (optionally rounding the accumulator
    to a lower precision after every add)."""
    a = np.moveaxis(np.asarray(a, np.float32), axis, -1)
    acc = np.zeros(a.shape[:-1], np.float32)
    for j in range(a.shape[-1]):
        acc = (acc + a[..., j]).astype(np.float32)
        if acc_fmt is not None:
            acc = round_to(acc_fmt, acc).astype(np.float32)
    return acc


def model(case, bug=None):
    """f32 model of the lowering (bug=None) or of a known bug. Returns the
    list of results as float64 T values."""
    fmt = FMTS[case["dtype"]]
    op = case["op"]
    a = case["attrs_f32"]
    ins = {k: np.asarray(v, np.float32) for k, v in case["inputs"].items()}
    F = np.float32
    with np.errstate(all="ignore"):
        if op == "hardtanh_backward":
            g, x = ins["grad_output"], ins["self"]
            if bug == "hardtanh_inclusive":
                cond = (F(a["min"]) <= x) & (x <= F(a["max"]))
            else:
                cond = (F(a["min"]) < x) & (x < F(a["max"]))
            if bug == "hardtanh_mask_multiply":  # oneDNN's dd * (cond ? 1 : 0)
                r = (g * cond.astype(np.float32)).astype(np.float32)
            else:
                r = np.where(cond, g, F(0))
            if bug != "hardtanh_nan_zero":
                r = np.where(np.isnan(x), F(np.nan), r)
            out = to_T(fmt, r)
            if bug == "hardtanh_2ulp":
                sel = np.isfinite(out) & (out != 0)
                out = np.where(sel, from_key(fmt, to_key(fmt, out) + 2), out)
            return [out]
        if op == "hardsigmoid_backward":
            x, g = ins["src"], ins["diff_dst"]
            al, be = F(a["alpha"]), F(a["beta"])
            if bug == "hardsigmoid_alpha_in_T":
                al = F(round_to(fmt, np.float64(al))[()])
            t = (al * x + be).astype(np.float32)
            if bug == "hardsigmoid_inclusive":
                cond = (t >= 0) & (t <= 1)
            elif bug == "ok_hardsigmoid_fused":
                # t = fma(alpha, x, beta) rounded once to f32.
                t64 = np.float64(al) * x.astype(np.float64) + np.float64(be)
                cond = (t64 > 0) & (t64 < 1)
                near = np.isfinite(t64) & ((np.abs(t64) < 2.0**-100) |
                                           (np.abs(t64 - 1) < 2.0**-20))
                for i in np.flatnonzero(near):
                    cond.flat[i] = ref.hardsigmoid_classify(
                        float(al), float(be), float(x.flat[i]))[2]
            else:
                cond = (t > 0) & (t < 1)
            r = np.where(cond, (g * al).astype(np.float32), F(0))
            if bug != "hardsigmoid_nan_zero":
                r = np.where(np.isnan(t), F(np.nan), r)
            return [to_T(fmt, r)]
        if op == "swish_backward":
            g, x = ins["grad_output"], ins["self"]
            b = F(a["beta"])
            v = (b * x).astype(np.float32)
            e = np.exp(-v).astype(np.float32)
            if bug == "swish_exp_bf16":  # a too crude exp approximation
                e = round_to(FMTS["bf16"], e).astype(np.float32)
            s = (F(1) / (F(1) + e)).astype(np.float32)
            if bug == "swish_beta_once":
                d = s * (F(1) + x * (F(1) - s))
            elif bug == "swish_in_T":
                rt = lambda z: round_to(fmt, np.asarray(z, np.float64)
                                        ).astype(np.float32)
                v = rt(b * x)
                s = rt(F(1) / rt(F(1) + rt(np.exp(-v))))
                d = rt(s * rt(F(1) + rt(v * rt(F(1) - s))))
            else:
                d = s * (F(1) + v * (F(1) - s))
            return [to_T(fmt, (g * d).astype(np.float32))]
        if op == "prelu_backward":
            x, w, g = ins["src"], ins["slope"], ins["diff_dst"]
            c, axes = prelu_layout(x.ndim, case["data_format"],
                                     case["slope_mode"])
            wb = broadcast_slope(w, x.shape, c, case["slope_mode"])
            pos = (x >= 0) if bug == "prelu_zero_positive" else (x > 0)
            ds = np.where(pos, g, (wb * g).astype(np.float32))
            if bug != "prelu_nan_slope_branch":  # PyTorch/oneDNN: w*g
                ds = np.where(np.isnan(x), F(np.nan), ds)
            term = np.where(pos, F(0), (x * g).astype(np.float32))
            acc = {"prelu_slope_acc_in_T": fmt,
                   "prelu_slope_acc_bf16": FMTS["bf16"]}.get(bug)
            flat = np.moveaxis(term, axes, list(range(len(axes))))
            flat = flat.reshape((math.prod(flat.shape[:len(axes)]),) +
                                flat.shape[len(axes):])
            dw = seq_sum(flat, 0, acc).reshape(w.shape)
            return [to_T(fmt, ds), to_T(fmt, dw)]
        if op == "softmax_backward":
            g, y = ins["diff_dst"], ins["dst"]
            ax = case["axis_norm"]
            acc = {"softmax_acc_in_T": fmt,
                   "softmax_acc_bf16": FMTS["bf16"]}.get(bug)
            if bug == "ok_softmax_pairwise":  # another summation order
                S = np.sum((g * y).astype(np.float32), axis=ax,
                           dtype=np.float32, keepdims=True)
            else:
                S = np.expand_dims(
                    seq_sum((g * y).astype(np.float32), ax, acc), ax)
            return [to_T(fmt, (y * (g - S)).astype(np.float32))]
    raise ValueError(op)


BUGS = [
    # (bug, op, dtypes it applies to); names starting with "ok_" are other
    # correct implementations, which must pass.
    ("hardtanh_2ulp", "hardtanh_backward", DTYPES),
    ("hardtanh_inclusive", "hardtanh_backward", DTYPES),
    ("hardtanh_nan_zero", "hardtanh_backward", DTYPES),
    ("hardtanh_mask_multiply", "hardtanh_backward", DTYPES),
    ("ok_hardsigmoid_fused", "hardsigmoid_backward", DTYPES),
    ("hardsigmoid_alpha_in_T", "hardsigmoid_backward", ("f16", "bf16")),
    ("hardsigmoid_inclusive", "hardsigmoid_backward", DTYPES),
    ("hardsigmoid_nan_zero", "hardsigmoid_backward", DTYPES),
    ("swish_beta_once", "swish_backward", DTYPES),
    ("swish_in_T", "swish_backward", ("f16", "bf16")),
    ("swish_exp_bf16", "swish_backward", ("f32",)),
    ("prelu_zero_positive", "prelu_backward", DTYPES),
    ("prelu_nan_slope_branch", "prelu_backward", DTYPES),
    ("prelu_slope_acc_in_T", "prelu_backward", ("f16", "bf16")),
    ("prelu_slope_acc_bf16", "prelu_backward", ("f32",)),
    ("ok_softmax_pairwise", "softmax_backward", DTYPES),
    ("softmax_acc_in_T", "softmax_backward", ("f16", "bf16")),
    ("softmax_acc_bf16", "softmax_backward", ("f32",)),
]


def self_test(seed, count, verbose):
    """The checker must accept the correct f32 model and catch every bug."""
    ok = True
    t0 = time.time()
    for op in OPS:
        cases = gen_cases(seed, count, (op,), DTYPES)
        bad = 0
        for c in cases:
            msgs = check_case(c, model(c))
            if msgs:
                bad += 1
                if verbose or bad <= 3:
                    print("self-test: correct model rejected:\n" +
                          "\n".join(msgs))
        print("self-test: correct f32 model of %s: %d/%d cases pass" %
              (op, count - bad, count))
        ok &= bad == 0
        for bug, bop, dts in BUGS:
            if bop != op:
                continue
            caught = tried = 0
            for c in cases:
                if c["dtype"] not in dts:
                    continue
                tried += 1
                msgs = check_case(c, model(c, bug), max_report=2)
                if msgs:
                    caught += 1
                    if bug.startswith("ok_") and (verbose or caught <= 3):
                        print("self-test: %s rejected:\n%s" %
                              (bug, "\n".join(msgs)))
            if bug.startswith("ok_"):
                print("self-test: correct variant %-22s %d/%d cases pass" %
                      (bug[3:], tried - caught, tried))
                ok &= caught == 0
            else:
                print("self-test: bug %-24s caught in %d/%d cases" %
                      (bug, caught, tried))
                ok &= caught > 0
    print("self-test %s (%.1f s)" % ("passed" if ok else "FAILED",
                                     time.time() - t0))
    return ok

