#!/usr/bin/env python3
"""PyTorch's times for the device check's benchmark rows (bench.csv of
actgrad-gpu-check): the same op, dtype and shape with PyTorch eager CUDA and
with torch.compile, timed as actgrad-gpu-check times its kernels (CUDA
events around each call, median of --runs), and the ratios.

  torch_bench.py [--runs N] [--budget SECONDS] BENCH_CSV OUT_DIR

Writes OUT_DIR/torch.csv and OUT_DIR/summary.txt. torch.compile compiles
each row once; rows left when --budget seconds have passed are measured
eagerly only. Exits 0 without measuring when torch or CUDA is missing.
"""

import argparse
import csv
import os
import statistics
import sys
import time


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--budget", type=float, default=100.0)
    parser.add_argument("bench_csv")
    parser.add_argument("out_dir")
    return parser.parse_args()


def make_call(torch, row):
    """(function, args) computing the row's op with PyTorch's backward
    kernels (the ones autograd runs)."""
    dtype = {"f32": torch.float32, "f16": torch.float16,
             "bf16": torch.bfloat16}[row["dtype"]]
    shape = [int(s) for s in row["shape"].split("x")]
    gen = torch.Generator(device="cuda").manual_seed(0)

    def rand(shape, low=-4.0, high=4.0):
        t = torch.rand(shape, generator=gen, device="cuda", dtype=torch.float32)
        return (t * (high - low) + low).to(dtype)

    aten = torch.ops.aten
    op = row["op"]
    if op == "hardtanh":
        return (lambda g, x: aten.hardtanh_backward(g, x, -1.0, 1.0),
                (rand(shape), rand(shape)))
    if op == "hardsigmoid":
        return aten.hardsigmoid_backward, (rand(shape), rand(shape))
    if op == "swish":
        return aten.silu_backward, (rand(shape), rand(shape))
    if op == "softmax":
        axis = int(row["param"].split("=")[1])
        return (lambda g, y: aten._softmax_backward_data(g, y, axis, dtype),
                (rand(shape), rand(shape, 0.0, 1.0)))
    if op == "prelu":
        nxc = row["param"] == "NXC"
        channels = shape[-1] if nxc else shape[1]
        # _prelu_kernel broadcasts the weight: [C] along the last dimension,
        # [C, 1, 1] along dimension 1 of an N x C x H x W tensor.
        weight_shape = [channels] if nxc else [channels] + [1] * (len(shape) - 2)

        def prelu_backward(g, x, w):
            grad_input, grad_weight = aten._prelu_kernel_backward(g, x, w)
            return grad_input, grad_weight.sum_to_size(w.shape)
        return prelu_backward, (rand(shape), rand(shape),
                                rand(weight_shape, -0.5, 0.5))
    raise ValueError("unknown op " + op)


def time_calls(torch, fn, args, runs):
    for _ in range(3):
        fn(*args)
    torch.cuda.synchronize()
    events = [(torch.cuda.Event(enable_timing=True),
               torch.cuda.Event(enable_timing=True)) for _ in range(runs)]
    for start, end in events:
        start.record()
        fn(*args)
        end.record()
    torch.cuda.synchronize()
    return statistics.median(s.elapsed_time(e) for s, e in events)


def main():
    args = parse_args()
    os.makedirs(args.out_dir, exist_ok=True)
    summary_path = os.path.join(args.out_dir, "summary.txt")
    try:
        import torch
    except ImportError as error:
        open(summary_path, "w").write("torch not importable: %s\n" % error)
        print("torch not importable: %s; PyTorch not measured" % error)
        return 0
    if not torch.cuda.is_available():
        open(summary_path, "w").write("torch has no CUDA device\n")
        print("torch %s has no CUDA device; PyTorch not measured" %
              torch.__version__)
        return 0
    rows = list(csv.DictReader(open(args.bench_csv)))
    if not rows:
        open(summary_path, "w").write("no benchmark rows in %s\n" %
                                      args.bench_csv)
        print("no benchmark rows; PyTorch not measured")
        return 0
    started = time.time()
    header = ("%-12s %-5s %-18s %-8s %9s %9s %9s %8s %8s" %
              ("op", "dtype", "shape", "param", "actgrad", "eager", "compile",
               "vs eager", "vs comp"))
    lines = ["PyTorch %s, %s; ms are medians of %d calls timed with CUDA "
             "events; 'vs' = PyTorch time / ActGrad time (>1: ActGrad is "
             "faster)" % (torch.__version__, torch.cuda.get_device_name(),
                          args.runs), header]
    print(lines[0])
    print(header)
    out_rows = []
    for row in rows:
        fn, inputs = make_call(torch, row)
        eager = time_calls(torch, fn, inputs, args.runs)
        compiled = float("nan")
        if time.time() - started < args.budget:
            try:
                # A fresh compilation per row: dynamo's per-function cache
                # would fall back to eager after a few shapes.
                torch._dynamo.reset()
                compiled_fn = torch.compile(fn, dynamic=False)
                compiled = time_calls(torch, compiled_fn, inputs, args.runs)
            except Exception as error:  # noqa: BLE001 - reported, not fatal
                print("torch.compile failed for %s %s: %s" %
                      (row["kernel"], row["shape"], error))
        ours = float(row["ms"])
        copy_gbps = float(row["copy_gbps"])
        bytes_moved = float(row["bytes"])
        out = dict(row)
        out.update(torch_version=torch.__version__, eager_ms="%.5f" % eager,
                   compile_ms="%.5f" % compiled,
                   eager_gbps="%.1f" % (bytes_moved / (eager * 1e6)),
                   eager_of_copy="%.4f" % (bytes_moved / (eager * 1e6) /
                                            copy_gbps if copy_gbps > 0 else 0),
                   speedup_vs_eager="%.3f" % (eager / ours if ours > 0 else 0),
                   speedup_vs_compile="%.3f" % (compiled / ours
                                                if ours > 0 else 0))
        out_rows.append(out)
        line = "%-12s %-5s %-18s %-8s %9.4f %9.4f %9.4f %8s %8s" % (
            row["op"], row["dtype"], row["shape"], row["param"], ours, eager,
            compiled, out["speedup_vs_eager"], out["speedup_vs_compile"])
        print(line)
        sys.stdout.flush()
        lines.append(line)
        del fn, inputs
        torch.cuda.empty_cache()
    with open(os.path.join(args.out_dir, "torch.csv"), "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(out_rows[0].keys()))
        writer.writeheader()
        writer.writerows(out_rows)
    with open(summary_path, "w") as f:
        f.write("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
