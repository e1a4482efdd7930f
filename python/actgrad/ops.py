"""One function per actgrad op, on torch tensors and numpy arrays.

Operands, their order and the attributes are the op's (SEMANTICS.md §2)::

    hardsigmoid_backward(src, diff_dst, *, alpha, beta, out=None)
    hardtanh_backward(grad_output, self, *, min, max, out=None)
    swish_backward(grad_output, self, *, beta=1.0, out=None)
    prelu_backward(src, slope, diff_dst, *, data_format="NXC", out=None)
        -> (diff_src, diff_slope)
    softmax_backward(diff_dst, dst, *, axis=1, out=None)

Operands are all torch CPU tensors (float32, float16, bfloat16) or all numpy
arrays (float32, float16), of one dtype, contiguous or not; results have the
operands' type, dtype and (contiguous) layout. ``out=`` (a tuple of two for
``prelu_backward``) receives the result instead; it may be non-contiguous
and may be an operand (in-place).

Bad input raises before any kernel runs (the kernels are compiled with
``runtime-checks=false``, so nothing can ``abort()`` the process):
TypeError for an operand that is not a tensor/array, an unsupported or mixed
dtype, or torch mixed with numpy; ValueError for a non-CPU device, mismatched
shapes, a slope shape the op does not accept, an axis out of range, an invalid
attribute (non-finite alpha/beta, NaN or crossed hardtanh bounds, a
data_format other than "NCX"/"NXC") and an ``out=`` of the wrong shape.

Kernels are compiled once and cached by op, dtype, rank, attributes and shape
(``static_shape=True``: the exact shape, else every dimension dynamic), like
oneDNN's primitive cache.

Where the PyTorch custom ops are built (``torch.ops.actgrad``,
python/csrc), calls on torch tensors go to them (``out=`` to their ``.out``
overloads, ``static_shape`` to kernels compiled for the call's shape), and
so do calls on C-contiguous, writable numpy arrays, through tensors that
share their memory: the same checks and messages, in C++, and no ctypes
marshalling. The other calls, and every call where they are not built, take
the ctypes route.
"""

import math

import numpy as np

from . import _kernel, _torch_ops, emit
from ._kernel import NUMPY_DTYPES, TORCH_DTYPES, is_torch
from .emit import destination_function, tensor_type

__all__ = ["hardsigmoid_backward", "hardtanh_backward", "swish_backward",
           "prelu_backward", "softmax_backward"]


def _torch():
    import torch
    return torch


# torch.ops.actgrad, or None: the ctypes route only.
_custom = _torch_ops.custom_ops()
_Tensor = _torch().Tensor if _custom is not None else None
_NUMBERS = (int, float)


def _custom_route(out, static_shape, *operands):
    """Whether a call goes to torch.ops.actgrad: torch tensors (``out=``
    one too, or for PReLU a pair of them)."""
    if _custom is None:
        return False
    for value in operands:  # a loop, not all(): numpy calls pass here first
        if not isinstance(value, _Tensor):
            return False
    if out is not None:
        outs = out if type(out) in (tuple, list) and len(out) == 2 else (out,)
        if not all(isinstance(v, _Tensor) for v in outs):
            return False
    return True


_NUMPY_DIRECT = {np.dtype(np.float32), np.dtype(np.float16)}
_ndarray = np.ndarray
_from_numpy = _torch().from_numpy if _custom is not None else None


def _numpy_route(out, static_shape, *operands):
    """Whether a numpy call goes to torch.ops.actgrad, on tensors sharing
    the arrays' memory: C-contiguous, writable arrays (``out=`` one too,
    or a pair) of one dtype the kernels take; anything else keeps the
    ctypes route and its messages. Written for speed: the call's overhead
    over a tensor call is this, torch.from_numpy and Tensor.numpy."""
    first = operands[0]
    if _custom is None or type(first) is not _ndarray:
        return False
    dtype = first.dtype
    if dtype not in _NUMPY_DIRECT:
        return False
    if out is not None:
        operands += tuple(out) if type(out) in (tuple, list) else (out,)
    for value in operands:
        if type(value) is not _ndarray:
            return False
        flags = value.flags
        if not (flags.c_contiguous and flags.writeable) or \
                (value.dtype is not dtype and value.dtype != dtype):
            return False
    return True


def _tensor_call(op, tensors, out, attrs, static_shape):
    """Calls ``op`` (an op of torch.ops.actgrad) with ``out=`` (its .out
    overload) or ``static_shape``; returns what actgrad.ops returns."""
    if static_shape:
        attrs["static_shape"] = True
    if out is None:
        return op(*tensors, **attrs)
    if type(out) in (tuple, list):
        op.out(*tensors, **attrs, diff_src=out[0], diff_slope=out[1])
        return out[0], out[1]
    op.out(*tensors, **attrs, out=out)
    return out


# One call on the arrays themselves (python/csrc/NumpyCalls.cpp), by op
# number; None where the library has no such entry.
_numpy_entry = _torch_ops.numpy_call() if _custom is not None else None
_NUMPY_OPS = {} if _custom is None else {
    getattr(_custom, name): number for number, name in enumerate(_torch_ops.OPS)}
_np_empty_like, _np_empty = np.empty_like, np.empty


def _numpy_call(op, operands, out, attrs, static_shape):
    """Runs ``op`` on numpy arrays, with the custom ops' checks and
    messages; returns numpy arrays (``out`` itself with ``out=``)."""
    if _numpy_entry is not None:
        return _numpy_direct(_NUMPY_OPS[op], operands, out, attrs, static_shape)
    return _numpy_through_tensors(op, operands, out, attrs, static_shape)


def _numpy_direct(number, operands, out, attrs, static_shape):
    """_numpy_call in one call of NumpyCalls.cpp, which reads the arrays
    through the buffer protocol: no tensor is made here."""
    first = operands[0]
    if number == 3:  # prelu_backward
        outs = tuple(out) if out is not None else (
            _np_empty_like(first), _np_empty(operands[1].shape, first.dtype))
        _numpy_entry((3, static_shape, attrs["data_format"]) + operands + outs)
        return outs
    result = _np_empty_like(first) if out is None else out
    if number == 4:  # softmax_backward
        _numpy_entry((4, static_shape, attrs["axis"], first, operands[1], result))
    else:
        values = tuple(attrs.values())
        _numpy_entry((number, static_shape, values[0],
                      values[1] if len(values) > 1 else 0.0, first, operands[1],
                      result))
    return result


def _numpy_through_tensors(op, operands, out, attrs, static_shape):
    """_numpy_call through torch tensors that share the arrays' memory."""
    tensors = [_from_numpy(v) for v in operands]
    if out is None:
        if static_shape:
            attrs["static_shape"] = True
        result = op(*tensors, **attrs)
        if type(result) is tuple:
            return result[0].numpy(), result[1].numpy()
        return result.numpy()
    if type(out) in (tuple, list):
        _tensor_call(op, tensors, (_from_numpy(out[0]), _from_numpy(out[1])), attrs,
                     static_shape)
        return out[0], out[1]
    _tensor_call(op, tensors, _from_numpy(out), attrs, static_shape)
    return out


def _check_operands(op, named):
    """Checks the operands' kind, device and dtype; returns (is_torch,
    dtype name)."""
    kinds = set()
    for name, value in named:
        if is_torch(value):
            kinds.add("torch")
        elif isinstance(value, np.ndarray):
            kinds.add("numpy")
        else:
            raise TypeError(f"actgrad.ops.{op}: '{name}' must be a torch.Tensor or "
                            f"a numpy.ndarray, got {type(value).__name__}")
    if len(kinds) > 1:
        raise TypeError(f"actgrad.ops.{op}: operands mix torch tensors and numpy "
                        "arrays")
    use_torch = "torch" in kinds
    dtypes = []
    for name, value in named:
        if use_torch:
            if value.device.type != "cpu":
                raise ValueError(f"actgrad.ops.{op}: '{name}' is on device "
                                 f"'{value.device}'; only CPU tensors are supported")
            if value.dtype not in TORCH_DTYPES:
                raise TypeError(f"actgrad.ops.{op}: '{name}' has dtype {value.dtype}; "
                                "supported: torch.float32, torch.float16, "
                                "torch.bfloat16")
            dtypes.append(value.dtype)
        else:
            if value.dtype not in NUMPY_DTYPES:
                raise TypeError(f"actgrad.ops.{op}: '{name}' has dtype {value.dtype}; "
                                "supported: float32, float16 (bfloat16 through "
                                "torch tensors)")
            dtypes.append(value.dtype)
    if any(d != dtypes[0] for d in dtypes):
        listing = ", ".join(f"'{n}' {d}" for (n, _), d in zip(named, dtypes))
        raise TypeError(f"actgrad.ops.{op}: operands must have one dtype, got "
                        f"{listing}")
    mlir = TORCH_DTYPES[dtypes[0]] if use_torch else NUMPY_DTYPES[dtypes[0]]
    return use_torch, mlir


def _same_shape(op, named):
    first_name, first = named[0]
    for name, value in named[1:]:
        if tuple(value.shape) != tuple(first.shape):
            raise ValueError(f"actgrad.ops.{op}: '{name}' has shape "
                             f"{list(value.shape)}, '{first_name}' has "
                             f"{list(first.shape)}; they must be equal")


def _contiguous(value):
    if is_torch(value):
        return value.detach().contiguous()
    return np.ascontiguousarray(value)


def _empty(like, shape):
    if is_torch(like):
        return _torch().empty(shape, dtype=like.dtype)
    return np.empty(shape, dtype=like.dtype)


def _zeros(like, shape):
    if is_torch(like):
        return _torch().zeros(shape, dtype=like.dtype)
    return np.zeros(shape, dtype=like.dtype)


def _check_out(op, out, like, shape, name="out"):
    if out is None:
        return
    if is_torch(like) != is_torch(out) or not (is_torch(out) or
                                               isinstance(out, np.ndarray)):
        raise TypeError(f"actgrad.ops.{op}: '{name}' must be a "
                        f"{'torch.Tensor' if is_torch(like) else 'numpy.ndarray'} "
                        "like the operands")
    if out.dtype != like.dtype:
        raise TypeError(f"actgrad.ops.{op}: '{name}' has dtype {out.dtype}, the "
                        f"result has {like.dtype}")
    if is_torch(out) and out.device.type != "cpu":
        raise ValueError(f"actgrad.ops.{op}: '{name}' is on device '{out.device}'; "
                         "only CPU tensors are supported")
    if tuple(out.shape) != tuple(shape):
        raise ValueError(f"actgrad.ops.{op}: '{name}' has shape {list(out.shape)}, "
                         f"the result has {list(shape)}")


def _is_contiguous(value):
    if is_torch(value):
        return value.is_contiguous()
    return value.flags.c_contiguous


def _span(value):
    if is_torch(value):
        start = value.data_ptr()
        return start, start + value.numel() * value.element_size()
    start = value.ctypes.data
    return start, start + value.nbytes


def _overlaps(a, b):
    (a0, a1), (b0, b1) = _span(a), _span(b)
    return a0 < b1 and b0 < a1


def _destination(out, like, shape, inputs=()):
    """Where the kernel writes: ``out`` itself when it is contiguous and
    shares no memory with an input (the kernels' operands are ``restrict``),
    else a scratch array copied into ``out`` by :func:`_finish`."""
    if out is not None and _is_contiguous(out) and \
            not any(_overlaps(out, v) for v in inputs):
        return out
    return _empty(like, shape)


def _finish(out, result):
    if out is None or out is result:
        return result
    if is_torch(out):
        with _torch().no_grad():
            out.copy_(result)
    else:
        np.copyto(out, result)
    return out


def _finite(op, name, value):
    value = float(value)
    if not math.isfinite(np.float32(value)):
        raise ValueError(f"actgrad.ops.{op}: attribute '{name}' must be finite, "
                         f"got {value}")
    return value


def _static(shape, static_shape):
    return tuple(shape) if static_shape else tuple([None] * len(shape))


def _elementwise(op, operands, attrs, out, static_shape):
    """Runs an element-wise op: operands in the op's order, attrs the MLIR
    attribute dictionary text and the cache key part."""
    use_torch, dtype = _check_operands(op, operands)
    _same_shape(op, operands)
    shape = tuple(operands[0][1].shape)
    like = operands[0][1]
    _check_out(op, out, like, shape)
    if math.prod(shape) == 0:
        return _finish(out, _zeros(like, shape))
    values = [_contiguous(v) for _, v in operands]
    kernel_shape = shape if shape else (1,)  # rank 0 runs as one element
    dims = _static(kernel_shape, static_shape)
    kernel = elementwise_kernel(op, dtype, dims, attrs)
    result = _destination(out, like, shape, values)
    args = [v.reshape(kernel_shape) for v in values] + [result.reshape(kernel_shape)]
    kernel(*args)
    return _finish(out, result)


def elementwise_kernel(op, dtype, dims, attrs, threads=None, options=""):
    """The cached kernel of an op with two operands and one result of one
    shape (``dims``, None for ``?``): hardsigmoid, hardtanh, swish and
    softmax backward; ``attrs`` is the attribute dictionary's text;
    ``threads``: with OpenMP thread tiles (default: ``config.threads``);
    ``options``: actgrad-to-llvm options of this kernel."""
    def build():
        t = tensor_type(dims, dtype)
        body = [emit.actgrad_op(op, ["%a", "%b"], [t, t], [t], attrs, "%r")]
        source = destination_function(
            "kernel", [(n, dims, dtype) for n in ("a", "b")],
            [("out", dims, dtype)], body, ["%r"])
        return _kernel.Kernel(source, "kernel", 3,
                              f"compiled actgrad.{op} {dtype} "
                              f"{_shape_text(dims)} {{{attrs}}} {options}".strip(),
                              threads, options)

    return _kernel.cached(_key((op, dtype, len(dims), attrs, dims), threads, options),
                          build)


def _key(key, threads, options=""):
    """A cache key; kernels compiled with the default thread setting and no
    options of their own keep the key they had before those parameters."""
    if threads is not None:
        key += (("threads", threads),)
    return key + (("options", options),) if options else key


def prelu_kernel(dtype, dims, rule, data_format, threads=None, options=""):
    """The cached prelu_backward kernel for ``src`` of ``dims`` and the slope
    rule ``rule`` (see :func:`prelu_slope_rule`); ``threads`` and
    ``options`` as for :func:`elementwise_kernel`."""
    op = "prelu_backward"
    # The slope's dimensions are the src dimensions it maps to, so that one
    # dynamic size per src dimension ties them together.
    if rule == "tensor":
        slope_dims = (1,)
    elif rule == "channel":
        rank = len(dims)
        channel = 0 if rank == 1 else (1 if data_format == "NCX" else rank - 1)
        slope_dims = (dims[channel],)
    else:
        slope_dims = dims[1:]
    attrs = emit.attr_dict(emit.prelu_attrs(data_format))

    def build():
        t, ts = tensor_type(dims, dtype), tensor_type(slope_dims, dtype)
        body = [emit.actgrad_op(op, ["%x", "%w", "%g"], [t, ts, t], [t, ts], attrs,
                                "%r:2")]
        source = destination_function(
            "kernel", [("x", dims, dtype), ("w", slope_dims, dtype),
                       ("g", dims, dtype)],
            [("dx", dims, dtype), ("dw", slope_dims, dtype)], body,
            ["%r#0", "%r#1"])
        return _kernel.Kernel(source, "kernel", 5,
                              f"compiled actgrad.prelu_backward {dtype} "
                              f"{_shape_text(dims)} slope {_shape_text(slope_dims)} "
                              f"{{{attrs}}} {options}".strip(), threads, options)

    return _kernel.cached(_key((op, dtype, len(dims), attrs, rule, dims), threads,
                               options), build)


def _shape_text(dims):
    return "x".join("?" if d is None else str(d) for d in dims) or "scalar"


def hardsigmoid_backward(src, diff_dst, *, alpha, beta, out=None,
                         static_shape=False):
    """``diff_src = (0 < alpha*src + beta < 1) ? diff_dst * alpha : 0`` (NaN
    where the threshold test is NaN). PyTorch's hardsigmoid is alpha=1/6,
    beta=1/2."""
    if _custom_route(out, static_shape, src, diff_dst) and \
            type(alpha) in _NUMBERS and type(beta) in _NUMBERS:
        if out is not None or static_shape:
            return _tensor_call(_custom.hardsigmoid_backward, (src, diff_dst), out,
                                {"alpha": alpha, "beta": beta}, static_shape)
        return _custom.hardsigmoid_backward(src, diff_dst, alpha=alpha, beta=beta)
    if _numpy_route(out, static_shape, src, diff_dst) and \
            type(alpha) in _NUMBERS and type(beta) in _NUMBERS:
        return _numpy_call(_custom.hardsigmoid_backward, (src, diff_dst), out,
                           {"alpha": alpha, "beta": beta}, static_shape)
    op = "hardsigmoid_backward"
    alpha, beta = _finite(op, "alpha", alpha), _finite(op, "beta", beta)
    attrs = emit.attr_dict(emit.hardsigmoid_attrs(alpha, beta))
    return _elementwise(op, [("src", src), ("diff_dst", diff_dst)], attrs, out,
                        static_shape)


def hardtanh_backward(grad_output, self, *, min, max, out=None,
                      static_shape=False):
    """``grad_input = (min < self < max) ? grad_output : 0`` (NaN for a NaN
    ``self``); ``min <= max``, infinite bounds allowed."""
    if _custom_route(out, static_shape, grad_output, self) and \
            type(min) in _NUMBERS and type(max) in _NUMBERS:
        if out is not None or static_shape:
            return _tensor_call(_custom.hardtanh_backward, (grad_output, self), out,
                                {"min": min, "max": max}, static_shape)
        return _custom.hardtanh_backward(grad_output, self, min=min, max=max)
    if _numpy_route(out, static_shape, grad_output, self) and \
            type(min) in _NUMBERS and type(max) in _NUMBERS:
        return _numpy_call(_custom.hardtanh_backward, (grad_output, self), out,
                           {"min": min, "max": max}, static_shape)
    op = "hardtanh_backward"
    lo, hi = np.float32(min), np.float32(max)
    if math.isnan(lo) or math.isnan(hi):
        raise ValueError(f"actgrad.ops.{op}: 'min' and 'max' must not be NaN")
    if lo > hi:
        raise ValueError(f"actgrad.ops.{op}: requires min <= max, got min = {min}, "
                         f"max = {max}")
    attrs = emit.attr_dict(emit.hardtanh_attrs(lo, hi))
    return _elementwise(op, [("grad_output", grad_output), ("self", self)], attrs,
                        out, static_shape)


def swish_backward(grad_output, self, *, beta=1.0, out=None, static_shape=False):
    """``grad_input = grad_output * s'(self)`` with ``s(x) = x*sigmoid(beta*x)``;
    beta = 1 is SiLU."""
    if _custom_route(out, static_shape, grad_output, self) and \
            type(beta) in _NUMBERS:
        if out is not None or static_shape:
            return _tensor_call(_custom.swish_backward, (grad_output, self), out,
                                {"beta": beta}, static_shape)
        return _custom.swish_backward(grad_output, self, beta=beta)
    if _numpy_route(out, static_shape, grad_output, self) and type(beta) in _NUMBERS:
        return _numpy_call(_custom.swish_backward, (grad_output, self), out,
                           {"beta": beta}, static_shape)
    op = "swish_backward"
    beta = _finite(op, "beta", beta)
    attrs = emit.attr_dict(emit.swish_attrs(beta))
    return _elementwise(op, [("grad_output", grad_output), ("self", self)], attrs,
                        out, static_shape)


def softmax_backward(diff_dst, dst, *, axis=1, out=None, static_shape=False):
    """``diff_src = dst * (diff_dst - sum_axis(diff_dst * dst))``, summed in
    f32 along ``axis`` (negative counts from the end)."""
    if _custom_route(out, static_shape, diff_dst, dst) and type(axis) is int:
        if out is not None or static_shape:
            return _tensor_call(_custom.softmax_backward, (diff_dst, dst), out,
                                {"axis": axis}, static_shape)
        return _custom.softmax_backward(diff_dst, dst, axis=axis)
    if _numpy_route(out, static_shape, diff_dst, dst) and type(axis) is int:
        return _numpy_call(_custom.softmax_backward, (diff_dst, dst), out,
                           {"axis": axis}, static_shape)
    op = "softmax_backward"
    operands = [("diff_dst", diff_dst), ("dst", dst)]
    _check_operands(op, operands)
    rank = len(diff_dst.shape)
    if isinstance(axis, bool) or not isinstance(axis, (int, np.integer)):
        raise TypeError(f"actgrad.ops.{op}: 'axis' must be an int, got "
                        f"{type(axis).__name__}")
    if rank == 0:
        raise ValueError(f"actgrad.ops.{op}: operands must have rank >= 1")
    if not -rank <= axis < rank:
        raise ValueError(f"actgrad.ops.{op}: axis {axis} is out of range "
                         f"[{-rank}, {rank}) for a rank-{rank} tensor")
    attrs = emit.attr_dict(emit.softmax_attrs(int(axis)))
    return _elementwise(op, operands, attrs, out, static_shape)


def prelu_slope_rule(src_shape, slope_shape, data_format):
    """Which of SEMANTICS §2.4's slope rules maps ``slope`` onto ``src``:
    "tensor" ([1]), "channel" ([C]) or "tf" (src.shape[1:]); None if none."""
    rank = len(src_shape)
    channel = 0 if rank == 1 else (1 if data_format == "NCX" else rank - 1)
    slope_shape = tuple(slope_shape)
    if slope_shape == (1,):
        return "tensor"
    if slope_shape == (src_shape[channel],):
        return "channel"
    if rank >= 2 and slope_shape == tuple(src_shape[1:]):
        return "tf"
    return None


def prelu_backward(src, slope, diff_dst, *, data_format="NXC", out=None,
                   static_shape=False):
    """``diff_src = src > 0 ? diff_dst : slope*diff_dst`` and ``diff_slope``,
    the sum of ``src <= 0 ? src*diff_dst : 0`` over the elements each slope
    value applies to. ``slope`` is [1] (per tensor), [C] (per channel: dim 1
    for "NCX", the last dim for "NXC", dim 0 for rank 1) or ``src.shape[1:]``
    (TensorFlow style). Returns ``(diff_src, diff_slope)``."""
    if _custom_route(out, static_shape, src, slope, diff_dst) and \
            type(data_format) is str:
        if out is not None and (type(out) not in (tuple, list) or len(out) != 2):
            raise TypeError("actgrad.ops.prelu_backward: 'out' must be a pair "
                            "(diff_src, diff_slope)")
        if out is not None or static_shape:
            return _tensor_call(_custom.prelu_backward, (src, slope, diff_dst), out,
                                {"data_format": data_format}, static_shape)
        return _custom.prelu_backward(src, slope, diff_dst, data_format=data_format)
    if _numpy_route(out, static_shape, src, slope, diff_dst) and \
            type(data_format) is str and \
            (out is None or (type(out) in (tuple, list) and len(out) == 2)):
        return _numpy_call(_custom.prelu_backward, (src, slope, diff_dst), out,
                           {"data_format": data_format}, static_shape)
    op = "prelu_backward"
    operands = [("src", src), ("slope", slope), ("diff_dst", diff_dst)]
    _, dtype = _check_operands(op, operands)
    if data_format not in ("NCX", "NXC"):
        raise ValueError(f'actgrad.ops.{op}: data_format must be "NCX" or "NXC", '
                         f"got {data_format!r}")
    _same_shape(op, [("src", src), ("diff_dst", diff_dst)])
    shape, slope_shape = tuple(src.shape), tuple(slope.shape)
    if len(shape) == 0:
        raise ValueError(f"actgrad.ops.{op}: 'src' must have rank >= 1")
    rule = prelu_slope_rule(shape, slope_shape, data_format)
    if rule is None:
        rank = len(shape)
        channel = 0 if rank == 1 else (1 if data_format == "NCX" else rank - 1)
        expected = ["[1]", f"[{shape[channel]}]"]
        if rank >= 2:
            expected.append(str(list(shape[1:])))
        raise ValueError(f"actgrad.ops.{op}: slope shape {list(slope_shape)} is not "
                         f"broadcastable to src shape {list(shape)} with "
                         f"data_format {data_format} (expected "
                         f"{', '.join(expected[:-1])} or {expected[-1]})")
    if out is not None:
        if not isinstance(out, (tuple, list)) or len(out) != 2:
            raise TypeError(f"actgrad.ops.{op}: 'out' must be a pair (diff_src, "
                            "diff_slope)")
        _check_out(op, out[0], src, shape, "out[0]")
        _check_out(op, out[1], src, slope_shape, "out[1]")
    out_src, out_slope = out if out is not None else (None, None)
    if math.prod(shape) == 0:
        return (_finish(out_src, _zeros(src, shape)),
                _finish(out_slope, _zeros(src, slope_shape)))
    kernel = prelu_kernel(dtype, _static(shape, static_shape), rule, data_format)
    inputs = [_contiguous(src), _contiguous(slope), _contiguous(diff_dst)]
    result_src = _destination(out_src, src, shape, inputs)
    result_slope = _destination(out_slope, src, slope_shape, inputs + [result_src])
    kernel(*inputs, result_src, result_slope)
    return _finish(out_src, result_src), _finish(out_slope, result_slope)
