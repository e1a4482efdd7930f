#!/usr/bin/env python3
"""PyTorch's CPU backward ops on the cases of the CPU check (run.sh).

For every case of cases.tsv (written by gen_kernels.py, so the shapes, types
and byte counts are actgrad-bench's), the ATen backward op that PyTorch's
autograd calls for it, at each thread count (torch.set_num_threads), into a
preallocated output where ATen has an out= form, as actgrad-bench's PyTorch
peer (TorchPeer.cpp) does:
  hardsigmoid  hardsigmoid_backward (a proxy: PyTorch's alpha is 1/6, the
               case's 0.2)
  hardtanh     hardtanh_backward, min -1, max 1
  swish        silu_backward (swish with beta 1)
  chain        the three ops one after the other (the last a proxy)
  prelu        _prelu_kernel_backward and the weight gradient's sum, as
               autograd does (PyTorch 2), else prelu_backward; an NXC case
               is an NCHW tensor in channels_last memory format
  softmax      _softmax_backward_data
GB/s = the case's bytes / the median time of one call, as actgrad-bench
counts them. Writes CSV rows: id,threads,torch_gbs,note.
"""

import argparse
import csv
import re
import sys
import time

import torch

DTYPES = {"f32": torch.float32, "bf16": torch.bfloat16, "f16": torch.float16}
aten = torch.ops.aten


def uniform(shape, lo, hi, dtype):
    return (torch.rand(shape, dtype=torch.float32) * (hi - lo) + lo).to(dtype)


def out_or_functional(out_op, functional_op, out_kw, out, *args):
    """A call of the out= overload where this PyTorch has it, else of the
    functional op (which allocates its result), and which of the two."""
    try:
        out_op(*args, **{out_kw: out})
        return (lambda: out_op(*args, **{out_kw: out})), "out="
    except (AttributeError, RuntimeError, TypeError):
        functional_op(*args)
        return (lambda: functional_op(*args)), "allocating"


def eltwise_call(op, g, x, out):
    if op == "hardtanh":
        run, how = out_or_functional(
            getattr(aten.hardtanh_backward, "grad_input", None),
            aten.hardtanh_backward, "grad_input", out, g, x, -1.0, 1.0)
        return run, "hardtanh_backward " + how
    if op == "hardsigmoid":
        run, how = out_or_functional(
            getattr(aten.hardsigmoid_backward, "grad_input", None),
            aten.hardsigmoid_backward, "grad_input", out, g, x)
        return run, "proxy: hardsigmoid_backward " + how + ", alpha 1/6"
    run, how = out_or_functional(getattr(aten.silu_backward, "grad_input", None),
                                 aten.silu_backward, "grad_input", out, g, x)
    return run, "silu_backward " + how


def make_call(case):
    """The case's inputs and a function that runs PyTorch's op once."""
    op, dtype = case["op"], DTYPES[case["dtype"]]
    shape = [int(d) for d in case["shape"].split("x")]
    param = int(case["param"])
    if op in ("hardsigmoid", "hardtanh", "swish", "chain"):
        x, g = uniform(shape, -4, 4, dtype), uniform(shape, -2, 2, dtype)
        out = torch.empty_like(x)
        if op != "chain":
            return eltwise_call(op, g, x, out)
        t1, t2 = torch.empty_like(x), torch.empty_like(x)
        calls = [eltwise_call("hardtanh", g, x, t1)[0],
                 eltwise_call("swish", t1, x, t2)[0],
                 eltwise_call("hardsigmoid", t2, x, out)[0]]

        def chain():
            for call in calls:
                call()
        return chain, "3 ops, last a proxy"
    if op == "prelu":
        x, g = uniform(shape, -2, 2, dtype), uniform(shape, -1, 1, dtype)
        channels = shape[1] if param == 1 else shape[-1]
        w = uniform([channels], 0, 0.5, dtype)
        note = "channels_last, " if param == 0 else ""
        if param == 0:  # NXC: the NCHW view of the NHWC buffer
            order = [0, len(shape) - 1] + list(range(1, len(shape) - 1))
            x, g = x.permute(order), g.permute(order)
        if hasattr(aten, "_prelu_kernel_backward"):
            # torch.prelu hands its kernel the weight shaped to broadcast;
            # the kernel's weight gradient has the input's shape, and
            # autograd sums it to the weight's (as the GPU check's
            # torch_bench.py does).
            wb = w.reshape([1, channels] + [1] * (x.dim() - 2))

            def call():
                grad_input, grad_weight = aten._prelu_kernel_backward(g, x, wb)
                return grad_input, grad_weight.sum_to_size(wb.shape)
            note += "_prelu_kernel_backward + sum_to_size"
        else:
            call = lambda: aten.prelu_backward(g, x, w)  # noqa: E731
            note += "prelu_backward"
        call()
        return call, note
    if op == "softmax":
        length = shape[param]
        y = uniform(shape, 0, 2.0 / length, dtype)
        g = uniform(shape, -1, 1, dtype)
        out = torch.empty_like(y)
        run, how = out_or_functional(
            getattr(aten._softmax_backward_data, "out", None),
            aten._softmax_backward_data, "grad_input", out, g, y, param, dtype)
        return run, "_softmax_backward_data " + how
    raise ValueError(f"no PyTorch op for '{op}'")


def median_seconds(call, reps, min_time):
    """actgrad-bench's way: a warm-up call, a batch of calls per sample that
    lasts about 200 us, at least `reps` samples and `min_time` seconds."""
    call()
    t0 = time.perf_counter()
    call()
    once = max(time.perf_counter() - t0, 1e-9)
    batch = min(max(int(200e-6 / once), 1), 100000)
    samples, start = [], time.perf_counter()
    while (len(samples) < reps or time.perf_counter() - start < min_time) and \
            not (len(samples) >= 3 and time.perf_counter() - start > 10 * min_time):
        t0 = time.perf_counter()
        for _ in range(batch):
            call()
        samples.append((time.perf_counter() - t0) / batch)
    samples.sort()
    return samples[len(samples) // 2]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cases", required=True, help="cases.tsv")
    parser.add_argument("--threads", default="1", help="e.g. 1,4,16")
    parser.add_argument("--filter", default=".", help="regex of case ids")
    parser.add_argument("--reps", type=int, default=7)
    parser.add_argument("--min-time", type=float, default=0.05)
    parser.add_argument("--budget", type=float, default=60,
                        help="seconds; later cases are skipped")
    parser.add_argument("--out", required=True, help="the CSV to write")
    args = parser.parse_args()
    threads = [int(t) for t in args.threads.split(",") if t]
    with open(args.cases) as f:
        cases = [c for c in csv.DictReader(f, delimiter="\t")
                 if re.search(args.filter, c["id"])]
    print(f"PyTorch {torch.__version__}, {torch.__config__.parallel_info().splitlines()[0]}",
          flush=True)
    start = time.perf_counter()
    with open(args.out, "w", newline="") as f:
        out = csv.writer(f)
        out.writerow(["id", "threads", "torch_gbs", "note"])
        for case in cases:
            if time.perf_counter() - start > args.budget:
                print(f"SKIP {case['id']}: the {args.budget:.0f} s are up", flush=True)
                continue
            try:
                call, note = make_call(case)
            except (RuntimeError, ValueError) as e:
                note = "PyTorch: " + str(e).splitlines()[0][:80]
                print(f"{case['id']}: {note}", flush=True)
                for t in threads:
                    out.writerow([case["id"], t, "", note])
                continue
            for t in threads:
                torch.set_num_threads(t)
                gbs = int(case["bytes"]) / median_seconds(call, args.reps,
                                                          args.min_time) / 1e9
                out.writerow([case["id"], t, f"{gbs:.4g}", note])
                print(f"{case['id']} threads={t}: {gbs:.1f} GB/s ({note})", flush=True)
            del call
            f.flush()
    print(f"done in {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    sys.exit(main())
