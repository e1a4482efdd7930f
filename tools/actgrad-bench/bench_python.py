#!/usr/bin/env python3
"""Per-call time of ActGrad's Python routes against PyTorch's op.

For hardtanh_backward (ReLU6's bounds) and swish_backward (SiLU), f32, 1-D
tensors from 64 elements to 16Mi, new outputs every call, it times:

- ``aten``: PyTorch's op, ``torch.ops.aten.<op>`` (the same dispatcher path
  as the custom ops);
- ``custom``: ``torch.ops.actgrad.<op>`` (the C++ custom ops);
- ``ops``: ``actgrad.ops.<op>`` (which goes to the custom ops);
- ``out``, ``static``: ``actgrad.ops.<op>`` with ``out=`` (a tensor kept
  between calls) and with ``static_shape=True``;
- ``numpy``, ``numpy-out``: ``actgrad.ops.<op>`` on numpy arrays sharing
  the tensors' memory, without and with ``out=`` (the custom ops, through
  python/csrc/NumpyCalls.cpp);
- ``ctypes``: ``actgrad.ops.<op>`` on its ctypes route (``_custom`` off);
- ``graph``: the kernel an ``actgrad.torch.aot_function`` graph calls
  (``_GroupKernel``, hence ``torch.ops.actgrad._run_graph_kernel``), on the
  same tensors; static shapes, as AOT Autograd's graphs have.

Each route's time is the median over interleaved rounds (A B C ... A B C)
of the mean call time of a batch of calls; ``--runs`` whole runs give the
median of their medians. Prints a Markdown table per op: microseconds per
call, and the ratio of PyTorch's time to each route's (> 1: faster than
PyTorch). Run with the build's package:

    PYTHONPATH=build/python python3 tools/actgrad-bench/bench_python.py
"""

import argparse
import statistics
import sys
import time

import torch

import actgrad.ops as ops
import actgrad.torch as agt
from actgrad import _torch_ops

# The batch sizing of the peers benchmark, beside this file (stdlib only at
# import).
import bench_peers

aten = torch.ops.aten
SIZES = [64, 256, 1024, 4096, 16384, 65536, 262144, 1 << 20, 1 << 22, 1 << 24]


def size_text(n):
    for unit, scale in (("Mi", 1 << 20), ("Ki", 1 << 10)):
        if n >= scale:
            return f"{n // scale}{unit}"
    return str(n)


def graph_kernel(op, n):
    """The kernel a compiled graph calls for ``op``'s gradient on ``n``
    elements."""
    seen = []

    def capture(gm, example_inputs):
        compiled = agt.backward_compiler(gm, example_inputs)
        seen.extend(node.target for node in gm.graph.nodes
                    if isinstance(node.target, agt._GroupKernel))
        return compiled

    forward = {"hardtanh": lambda x: torch.nn.functional.relu6(x),
               "swish": lambda x: torch.nn.functional.silu(x)}[op]
    from functorch.compile import aot_function
    x = torch.randn(n, requires_grad=True)
    aot_function(forward, fw_compiler=agt._forward_compiler,
                 bw_compiler=capture)(x).backward(torch.randn(n))
    # Its inputs are the saved x and the incoming gradient, in the order the
    # graph chose: both are [n] f32, which is all the timing needs.
    return seen[0]


def routes(op, g, x, kernel, custom_ok):
    if op == "hardtanh":
        table = {
            "aten": lambda: aten.hardtanh_backward(g, x, 0.0, 6.0),
            "custom": lambda: torch.ops.actgrad.hardtanh_backward(g, x, min=0.0, max=6.0),
            "ops": lambda: ops.hardtanh_backward(g, x, min=0.0, max=6.0),
        }
    else:
        table = {
            "aten": lambda: aten.silu_backward(g, x),
            "custom": lambda: torch.ops.actgrad.swish_backward(g, x),
            "ops": lambda: ops.swish_backward(g, x),
        }
    out = torch.empty_like(g)
    gn, xn, outn = g.numpy(), x.numpy(), out.numpy().copy()
    # Written out per op: a wrapper adding min= and max= would time a second
    # Python call and a merge of keyword dictionaries that "ops" does not pay.
    if op == "hardtanh":
        call = ops.hardtanh_backward
        table["out"] = lambda: call(g, x, min=0.0, max=6.0, out=out)
        table["static"] = lambda: call(g, x, min=0.0, max=6.0, static_shape=True)
        table["numpy"] = lambda: call(gn, xn, min=0.0, max=6.0)
        table["numpy-out"] = lambda: call(gn, xn, min=0.0, max=6.0, out=outn)
    else:
        call = ops.swish_backward
        table["out"] = lambda: call(g, x, out=out)
        table["static"] = lambda: call(g, x, static_shape=True)
        table["numpy"] = lambda: call(gn, xn)
        table["numpy-out"] = lambda: call(gn, xn, out=outn)
    if not custom_ok:
        del table["custom"], table["ops"]

    def via_ctypes():
        saved, ops._custom = ops._custom, None
        try:
            if op == "hardtanh":
                return ops.hardtanh_backward(g, x, min=0.0, max=6.0)
            return ops.swish_backward(g, x)
        finally:
            ops._custom = saved

    table["ctypes"] = via_ctypes
    table["graph"] = lambda: kernel(x, g)
    return table


def batch_size(call, seconds):
    """Calls per batch so that one batch takes about ``seconds``, after one
    call that compiles the kernel (bench_peers.batch_size sizes the batch)."""
    call()
    return bench_peers.batch_size(call, seconds)


def measure(table, rounds, seconds):
    counts = {name: batch_size(call, seconds) for name, call in table.items()}
    samples = {name: [] for name in table}
    for _ in range(rounds):
        for name, call in table.items():
            count = counts[name]
            start = time.perf_counter()
            for _ in range(count):
                call()
            samples[name].append((time.perf_counter() - start) / count)
    return {name: statistics.median(values) for name, values in samples.items()}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ops", default="hardtanh,swish")
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)))
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=0.02,
                        help="time of one batch of calls")
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    custom_ok = _torch_ops.library() is not None
    if not custom_ok:
        print(f"# custom ops not available: {_torch_ops.unavailable_reason()}",
              file=sys.stderr)
    for op in args.ops.split(","):
        rows = []
        for n in map(int, args.sizes.split(",")):
            g, x = torch.randn(n), torch.randn(n) * 4
            table = routes(op, g, x, graph_kernel(op, n), custom_ok)
            runs = [measure(table, args.rounds, args.seconds) for _ in range(args.runs)]
            times = {name: statistics.median(run[name] for run in runs) for name in table}
            rows.append((n, times))
        names = list(rows[0][1])
        print(f"\n{op}_backward, f32, {args.threads} thread(s): µs per call "
              "(PyTorch's time / route's time)\n")
        print("| elements | " + " | ".join(names) + " |")
        print("| ---: |" + " ---: |" * len(names))
        for n, times in rows:
            cells = []
            for name in names:
                cell = f"{times[name] * 1e6:.2f}"
                if name != "aten":
                    cell += f" ({times['aten'] / times[name]:.2f}×)"
                cells.append(cell)
            print(f"| {size_text(n)} | " + " | ".join(cells) + " |")
        print("\nOverhead at 64 elements, minus PyTorch's: " + ", ".join(
            f"{name} {(rows[0][1][name] - rows[0][1]['aten']) * 1e6:+.2f} µs"
            for name in names if name != "aten"))


if __name__ == "__main__":
    main()
