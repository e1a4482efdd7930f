"""Scratch space of the kernels (issue 16): PReLU's partial diff_slope sums on
the stack when small, else in the workspace the package passes to kernels
compiled with ``workspace=true``; results against the f64 reference, and no
malloc in the compiled code either way. Small and large channel counts,
static and dynamic shapes, NCX and NXC, f32 and bf16. Softmax over an outer
axis of dynamic shape: its sums have a run-time size, one buffer per thread
tile, in the workspace too."""

import ctypes

import pytest
import torch

from actgrad import _kernel, jit
import reference as ref


def prelu_kernel(shape, fmt, dtype, static):
    """A destination-style PReLU backward kernel with per-channel slopes.
    Dynamic: every dimension but the channels', so that the slope's rule is
    known when compiling (a slope of run-time length is dispatched at run
    time, and that form still computes diff_src into a temporary)."""
    channel = 1 if fmt == "NCX" else len(shape) - 1
    dims = [d if static or i == channel else None for i, d in enumerate(shape)]
    slope_dims = [shape[channel]]
    t = _kernel.tensor_type(dims, dtype)
    ts = _kernel.tensor_type(slope_dims, dtype)
    body = [f'%r:2 = actgrad.prelu_backward %x, %w, %g {{data_format = "{fmt}"}} : '
            f"({t}, {ts}, {t}) -> ({t}, {ts})"]
    source = _kernel.destination_function(
        "kernel", [("x", dims, dtype), ("w", slope_dims, dtype), ("g", dims, dtype)],
        [("dx", dims, dtype), ("dw", slope_dims, dtype)], body, ["%r#0", "%r#1"])
    return source, _kernel.Kernel(source, "kernel", 5)


CASES = [
    # shape, data_format, whether the static kernel needs a workspace:
    # 8 channels: a few hundred bytes of partial sums, on the stack;
    # 512 channels: 16 chunks x 512 (NXC) or 512 x 16 lanes (NCX) f32
    # partial sums, above the 16 KiB the stack takes.
    ((64, 8, 14, 14), "NCX", False),
    ((64, 14, 14, 8), "NXC", False),
    ((8, 512, 8, 8), "NCX", True),
    ((8, 8, 8, 512), "NXC", True),
]


@pytest.mark.parametrize("dtype", ["f32", "bf16"])
@pytest.mark.parametrize("static", [True, False], ids=["static", "dynamic"])
@pytest.mark.parametrize("shape,fmt,needs_workspace", CASES, ids=str)
def test_prelu_scratch(shape, fmt, needs_workspace, static, dtype):
    source, kernel = prelu_kernel(shape, fmt, dtype, static)
    # No allocation in the compiled code: the workspace path, and the
    # default pipeline when the partial sums fit on the stack. Of dynamic
    # shapes, only NXC's are split (a partial diff_slope per image, for the
    # threads), into partial sums of run-time size.
    assert "@malloc" not in jit.lower(source, "workspace=true")
    dynamic_scratch = not static and fmt == "NXC"
    scratch = (needs_workspace and static) or dynamic_scratch
    assert ("@malloc" in jit.lower(source)) == scratch
    assert ("@malloc" in jit.lower(source, "threads=false")) == (
        needs_workspace and static)

    gen = torch.Generator().manual_seed(sum(shape))
    channels = shape[1] if fmt == "NCX" else shape[-1]
    x, x64 = as_dtype(torch.randn(shape, generator=gen, dtype=torch.float64) * 3, dtype)
    g, g64 = as_dtype(torch.randn(shape, generator=gen, dtype=torch.float64), dtype)
    w, w64 = as_dtype(torch.rand(channels, generator=gen, dtype=torch.float64), dtype)
    dx, dw = torch.empty_like(x), torch.empty_like(w)
    arrays = [x, w, g, dx, dw]
    descriptors = [_kernel.descriptor(a) for a in arrays]
    nbytes = kernel.workspace_size(*[ctypes.addressof(d) for d in descriptors])
    assert (nbytes > 0) == (needs_workspace and static or
                            dynamic_scratch and kernel.threads)
    for _ in range(2):  # the second call reuses the workspace
        dx.fill_(float("nan"))
        dw.fill_(float("nan"))
        kernel(*arrays)
        rdx, rdw, bound = ref.prelu(x64, w64, g64, fmt)
        ref.check("prelu_diff_src", dx, rdx, dtype)
        ref.check("prelu_diff_slope", dw, rdw, dtype, bound)


def softmax_kernel(rank, axis, dtype, threads):
    """A destination-style softmax backward kernel, every size dynamic."""
    dims = [None] * rank
    t = _kernel.tensor_type(dims, dtype)
    body = [f"%r = actgrad.softmax_backward %g, %y {{axis = {axis} : i64}} : "
            f"({t}, {t}) -> {t}"]
    source = _kernel.destination_function(
        "kernel", [("g", dims, dtype), ("y", dims, dtype)], [("dx", dims, dtype)],
        body, ["%r"])
    return source, _kernel.Kernel(source, "kernel", 3, threads=threads)


@pytest.mark.parametrize("dtype", ["f32", "bf16"])
@pytest.mark.parametrize("threads", [True, False], ids=["threads", "one_thread"])
@pytest.mark.parametrize("shape,axis", [((6, 40, 7, 7), 1), ((3, 5, 33, 20), 2),
                                        ((70, 3, 2, 2), 1), ((0, 3, 5, 5), 1)],
                         ids=str)
def test_dynamic_softmax_scratch(shape, axis, threads, dtype):
    source, kernel = softmax_kernel(len(shape), axis, dtype, threads)
    options = "" if threads else "threads=false"
    # Without a workspace, the sums of a thread tile (or of the call) are on
    # the heap; with one, the kernel allocates nothing.
    assert "@malloc" in jit.lower(source, options)
    assert "@malloc" not in jit.lower(source, options + " workspace=true")

    gen = torch.Generator().manual_seed(sum(shape) + axis)
    g, g64 = as_dtype(torch.randn(shape, generator=gen, dtype=torch.float64), dtype)
    y, y64 = as_dtype(torch.rand(shape, generator=gen, dtype=torch.float64), dtype)
    dx = torch.empty_like(g)
    descriptors = [_kernel.descriptor(a) for a in (g, y, dx)]
    nbytes = kernel.workspace_size(*[ctypes.addressof(d) for d in descriptors])
    assert nbytes > 0 or shape[0] == 0
    for _ in range(2):  # the second call reuses the workspace
        dx.fill_(float("nan"))
        kernel(g, y, dx)
        ref.check("softmax_backward", dx, ref.softmax(g64, y64, axis), dtype,
                  ref.softmax_bound(g64, y64, axis))


def as_dtype(t, dtype):
    low = t.to(ref.TORCH[dtype])
    return low, low.to(torch.float64)
