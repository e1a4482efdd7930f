"""ActGrad in PyTorch training: eager overrides and a backward compiler for
functorch's AOT Autograd.

    actgrad.torch.enable()                        # eager: aten's CPU kernels
    with actgrad.torch.enable(): ...              # the same, undone at the end
    actgrad.torch.disable()                       # PyTorch's kernels again
    model = actgrad.torch.aot_module(model)       # trains like the original
    functorch.compile.aot_function(fn, fw_compiler=..., bw_compiler=actgrad.torch.backward_compiler)

:func:`enable` needs the PyTorch custom ops (python/csrc, built with
libtorch-dev); see its docstring.

AOT Autograd traces the forward and backward passes into aten-level FX graphs
and hands the backward graph to ``bw_compiler``. :func:`backward_compiler`
finds the activation-gradient nodes in it (``aten.hardtanh_backward``,
``aten.hardsigmoid_backward``, ``aten.silu_backward`` or SiLU's backward
decomposed into sigmoid/fill/sub/mul/add nodes, ``aten.prelu_backward``
or, on PyTorch 2, ``aten._prelu_kernel_backward`` with the sum of its weight
gradient, ``aten._softmax_backward_data``), grows each into the largest fusible
subgraph of same-shaped element-wise neighbours (``mul``, ``add``, ``sub``,
``neg``, ``where``, ``threshold_backward``, further activation gradients) and
replaces every subgraph by one ActGrad kernel compiled from one
``actgrad``-dialect function; everything else stays PyTorch.

Inside a kernel every value is computed in f32 and each output is rounded
once to its dtype. ``ACTGRAD_LOG=1`` prints one ``actgrad:`` line per kernel
compiled. Kernels are compiled for the graph's static shapes, as AOT
Autograd's graphs are; a call with other shapes raises ValueError. A kernel
sees its tensors in the order they lie in memory (the layout of the group's
largest input), so channels-last tensors are neither copied nor turned into
row-major results. With the custom ops built, the graph calls each kernel
through ``torch.ops.actgrad._run_graph_kernel`` (checks, allocation and call
in C++), else through ctypes.
"""

import copy
import math
import operator
import warnings

import torch
import torch.fx

from . import _kernel, _torch_ops, emit
from ._kernel import TORCH_DTYPES
from .emit import tensor_type
from .jit import CompileError

aten = torch.ops.aten

__all__ = ["aot_module", "aot_function", "backward_compiler", "rewrite", "enable",
           "disable", "is_enabled"]

# PyTorch 2 has no aten.prelu_backward (PReLU's backward is
# _prelu_kernel_backward there): None, and no node matches it.
_PRELU_BACKWARD = getattr(getattr(aten, "prelu_backward", None), "default", None)
# PyTorch 2's PReLU backward: _prelu_kernel_backward on the weight viewed to
# the input's rank, whose weight gradient (the input's shape) a sum over the
# broadcast dimensions and a view reduce. _raise_prelu_kernel_backward turns
# that pattern into one actgrad::prelu_backward node (NCX, the weight's own
# shape): ActGrad's kernel computes the reduced gradient itself.
_PRELU_KERNEL_BACKWARD = getattr(getattr(aten, "_prelu_kernel_backward", None),
                                 "default", None)


def _actgrad_prelu():
    """torch.ops.actgrad.prelu_backward.default, or None where the custom ops
    are not loaded (the pattern then stays PyTorch's)."""
    if _PRELU_KERNEL_BACKWARD is None or _torch_ops.library() is None:
        return None
    return torch.ops.actgrad.prelu_backward.default


def _is_prelu(node):
    """Whether ``node`` is a PReLU backward rewrite() takes as one op:
    PyTorch 1.13's aten.prelu_backward, or a raised actgrad::prelu_backward."""
    if node.op != "call_function":
        return False
    if _PRELU_BACKWARD is not None and node.target is _PRELU_BACKWARD:
        return True
    return node.meta.get("actgrad_prelu_raised", False)


def _prelu_operands(node):
    """(gradient, input, weight) of a node that _is_prelu: aten's argument
    order, or actgrad::prelu_backward's (src, slope, diff_dst)."""
    if node.target is _PRELU_BACKWARD:
        return node.args
    x, w, g = node.args
    return g, x, w

# The nodes an ActGrad kernel can take: activation gradients (a kernel holds
# at least one) and element-wise ops that fuse with them.
ANCHORS = {
    aten.hardtanh_backward.default: "hardtanh_backward",
    aten.hardsigmoid_backward.default: "hardsigmoid_backward",
    aten.silu_backward.default: "silu_backward",
    _PRELU_BACKWARD: "prelu_backward",
    _PRELU_KERNEL_BACKWARD: "_prelu_kernel_backward",
    aten._softmax_backward_data.default: "_softmax_backward_data",
}
ANCHORS.pop(None, None)
ELEMENTWISE = {
    aten.mul.Tensor: "mul.Tensor",
    aten.mul.Scalar: "mul.Scalar",
    aten.add.Tensor: "add.Tensor",
    aten.add.Scalar: "add.Scalar",
    aten.sub.Tensor: "sub.Tensor",
    aten.sub.Scalar: "sub.Scalar",
    aten.rsub.Scalar: "rsub.Scalar",
    aten.neg.default: "neg",
    aten.where.self: "where.self",
    aten.threshold_backward.default: "threshold_backward",
}


def _meta(value):
    if isinstance(value, torch.fx.Node):
        return value.meta.get("tensor_meta")
    return None


def _float_meta(value):
    meta = _meta(value)
    if meta is None or not hasattr(meta, "dtype") or meta.dtype not in TORCH_DTYPES:
        return None
    return meta


def _is_scalar(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _tensor_args(node):
    return [a for a in node.args if isinstance(a, torch.fx.Node)]


def _constant(value):
    """The number ``value`` stands for: a Python scalar, or an
    ``aten.scalar_tensor`` node (AOT Autograd writes where's zeros so);
    None otherwise."""
    if _is_scalar(value):
        return float(value)
    if isinstance(value, torch.fx.Node) and value.op == "call_function" and \
            value.target is aten.scalar_tensor.default and _is_scalar(value.args[0]) \
            and value.kwargs.get("dtype", torch.float32) in TORCH_DTYPES:
        return float(value.args[0])
    return None


def _fusible(node):
    """Whether ActGrad can compute ``node``: a supported target on float
    tensors (f32, f16, bf16) of one shape, without broadcasting."""
    if node.op != "call_function":
        return False
    target = node.target
    if _is_prelu(node):
        g, x, w = _prelu_operands(node)
        mg, mx, mw = _float_meta(g), _float_meta(x), _float_meta(w)
        if None in (mg, mx, mw) or mg.shape != mx.shape or len(mx.shape) < 2:
            return False
        # PyTorch's weight is [1] or [C] with C = dim 1 (NCX).
        if tuple(mw.shape) not in ((1,), (mx.shape[1],)):
            return False
        users = list(node.users)
        return all(u.target is operator.getitem for u in users)
    if target not in ANCHORS and target not in ELEMENTWISE:
        return False
    if target is _PRELU_KERNEL_BACKWARD:
        return False  # taken only as raised by _raise_prelu_kernel_backward
    if node.kwargs and target not in (aten.add.Tensor, aten.sub.Tensor):
        return False
    out = _float_meta(node)
    if out is None:
        return False
    if target is aten._softmax_backward_data.default:
        g, y, dim, input_dtype = node.args
        mg, my = _float_meta(g), _float_meta(y)
        return (mg is not None and my is not None and mg.shape == my.shape
                and mg.dtype == my.dtype == input_dtype == out.dtype)
    if node.kwargs and set(node.kwargs) != {"alpha"}:
        return False
    if target is aten.where.self:
        c, a, b = node.args
        mc = _meta(c)
        if mc is None or mc.dtype != torch.bool or mc.shape != out.shape:
            return False
        return all(_same_float(v, out) or _constant(v) is not None for v in (a, b))
    for arg in node.args:
        if isinstance(arg, torch.fx.Node):
            if not _same_float(arg, out):
                return False
        elif not _is_scalar(arg):
            return False
    return any(isinstance(a, torch.fx.Node) for a in node.args)


def _same_float(value, out):
    meta = _float_meta(value)
    return meta is not None and meta.shape == out.shape


def _match_silu_backward(node):
    """Matches SiLU's decomposed backward, ``g * (s * (1 + x * (1 - s)))``
    with ``s = sigmoid(x)`` and ``1 - s`` as ``fill(empty_like(s), 1) - s``
    (or ``rsub(s, 1)``); returns (g, x, matched nodes) or None."""
    def is_call(n, target):
        return isinstance(n, torch.fx.Node) and n.op == "call_function" and \
            n.target is target

    def pairs(n):
        a, b = n.args
        return [(a, b), (b, a)]

    if not is_call(node, aten.mul.Tensor) or node.kwargs:
        return None
    for g, m4 in pairs(node):
        if not is_call(m4, aten.mul.Tensor):
            continue
        for s, add in pairs(m4):
            if not is_call(s, aten.sigmoid.default) or not is_call(add, aten.add.Scalar):
                continue
            x = s.args[0]
            m3, one = add.args
            if one != 1 or not is_call(m3, aten.mul.Tensor):
                continue
            for xx, sub in pairs(m3):
                if xx is not x:
                    continue
                if is_call(sub, aten.rsub.Scalar) and sub.args == (s, 1) and \
                        not sub.kwargs:
                    return g, x, [node, m4, s, add, m3, sub]
                if is_call(sub, aten.sub.Tensor) and not sub.kwargs and sub.args[1] is s:
                    fill = sub.args[0]
                    if is_call(fill, aten.fill.Scalar) and fill.args[1] == 1 and \
                            is_call(fill.args[0], aten.empty_like.default) and \
                            fill.args[0].args[0] is s:
                        return g, x, [node, m4, s, add, m3, sub, fill, fill.args[0]]
    return None


def _raise_silu_backward(gm):
    """Replaces decomposed SiLU backwards by ``aten.silu_backward`` nodes."""
    graph = gm.graph
    for node in list(graph.nodes):
        match = _match_silu_backward(node)
        if match is None:
            continue
        g, x, matched = match
        if _float_meta(g) is None or _float_meta(x) is None or \
                _float_meta(g).shape != _float_meta(x).shape or \
                _float_meta(node) is None or _float_meta(node).shape != _float_meta(x).shape:
            continue
        with graph.inserting_before(node):
            silu = graph.call_function(aten.silu_backward.default, (g, x))
        silu.meta = dict(node.meta)
        parts = sorted({str(n.target).split("aten.")[-1].split(".")[0]
                        for n in matched})
        silu.meta["actgrad_replaced"] = [
            f"aten.silu_backward (decomposed: {' '.join(parts)})"]
        node.replace_all_uses_with(silu)
        graph.erase_node(node)
    graph.eliminate_dead_code()


def _match_prelu_kernel_backward(node):
    """Matches PyTorch 2's PReLU backward: ``_prelu_kernel_backward(g, x,
    w)`` with ``w`` one value or one per channel (dimension 1) at ``x``'s
    rank >= 2, whose weight gradient, if used, only a sum to ``w``'s shape
    uses; returns (getitem of the input gradient or None, that sum or
    None), or None."""
    if node.op != "call_function" or node.target is not _PRELU_KERNEL_BACKWARD:
        return None
    g, x, w = node.args
    mg, mx, mw = _float_meta(g), _float_meta(x), _float_meta(w)
    if None in (mg, mx, mw) or mg.shape != mx.shape or len(mx.shape) < 2 or \
            len(mw.shape) != len(mx.shape) or not mg.dtype == mx.dtype == mw.dtype:
        return None
    wshape, xshape = tuple(mw.shape), tuple(mx.shape)
    if any(n != 1 for d, n in enumerate(wshape) if d != 1) or \
            wshape[1] not in (1, xshape[1]):
        return None
    items = {}
    for user in node.users:
        if user.target is not operator.getitem or user.args[1] in items:
            return None
        items[user.args[1]] = user
    reduced = None
    if 1 in items:
        users = list(items[1].users)
        if len(users) != 1 or users[0].target is not aten.sum.dim_IntList:
            return None
        reduced = users[0]
        dims = sorted(d % len(xshape) for d in reduced.args[1])
        keepdim = reduced.args[2] if len(reduced.args) > 2 else \
            reduced.kwargs.get("keepdim", False)
        expected = [d for d in range(len(xshape)) if wshape[d] == 1 and xshape[d] != 1]
        if not keepdim or dims != expected or reduced.kwargs.get("dtype") is not None:
            return None
    return items.get(0), reduced


def _set_meta(node, shape, dtype, like):
    """Gives a new node the ``tensor_meta`` rewrite() reads, and a fake
    ``val`` where ``like`` has one (Inductor's graphs)."""
    from torch.fx.passes.shape_prop import _extract_tensor_metadata
    node.meta["tensor_meta"] = _extract_tensor_metadata(
        torch.empty(shape, dtype=dtype, device="meta"))
    val = like.meta.get("val")
    mode = getattr(val, "fake_mode", None)
    if mode is not None:
        with mode:
            node.meta["val"] = torch.empty(shape, dtype=dtype, device=val.device)


def _raise_prelu_kernel_backward(gm):
    """Replaces PyTorch 2's PReLU backwards (_match_prelu_kernel_backward) by
    actgrad::prelu_backward nodes on the weight's own shape, which
    rewrite() takes like 1.13's aten.prelu_backward. A raised node that no
    kernel takes still runs: the custom op computes the same values."""
    op = _actgrad_prelu()
    if op is None:
        return
    graph = gm.graph
    for node in list(graph.nodes):
        match = _match_prelu_kernel_backward(node)
        if match is None:
            continue
        item0, reduced = match
        g, x, w = node.args
        mw = _meta(w)
        wshape = (mw.shape[1],) if mw.shape[1] != 1 else (1,)
        with graph.inserting_before(node):
            weight = graph.call_function(aten.view.default, (w, list(wshape)))
            _set_meta(weight, wshape, mw.dtype, w)
            raised = graph.call_function(op, (x, weight, g), {"data_format": "NCX"})
            raised.meta["actgrad_prelu_raised"] = True
            raised.meta["actgrad_replaced"] = ["aten._prelu_kernel_backward"]
            first = graph.call_function(operator.getitem, (raised, 0))
            _set_meta(first, tuple(_meta(x).shape), mw.dtype, x)
            second = graph.call_function(operator.getitem, (raised, 1))
            _set_meta(second, wshape, mw.dtype, w)
        vals = (first.meta.get("val"), second.meta.get("val"))
        if None not in vals:
            raised.meta["val"] = vals
        if item0 is not None:
            item0.replace_all_uses_with(first)
        if reduced is not None:
            with graph.inserting_after(reduced):
                back = graph.call_function(aten.view.default,
                                           (second, list(mw.shape)))
            back.meta = dict(reduced.meta)
            reduced.replace_all_uses_with(back)
    graph.eliminate_dead_code()


def _op_name(node):
    if node.meta.get("actgrad_prelu_raised"):
        return "aten._prelu_kernel_backward"
    return "aten." + (ANCHORS.get(node.target) or ELEMENTWISE[node.target])


class _Group:
    def __init__(self, first):
        self.nodes = []
        self.members = set()
        self.first = first
        self.has_anchor = False

    def add(self, node):
        added = [node]
        if _is_prelu(node):
            added += list(node.users)  # its getitem nodes
        self.nodes += added
        self.members.update(added)
        if node.target in ANCHORS or _is_prelu(node):
            self.has_anchor = True

    def merge(self, other, order):
        self.nodes = sorted(self.nodes + other.nodes, key=order.__getitem__)
        self.members |= other.members
        self.first = self.nodes[0]
        self.has_anchor = self.has_anchor or other.has_anchor


def _depends_on(value, group, order, first):
    """Whether ``value`` is computed from a member of ``group`` (whose first
    member is at position ``first``): a search up its inputs that stops at
    nodes older than the group."""
    stack, seen = [value], set()
    while stack:
        node = stack.pop()
        if node in seen or order[node] < first:
            continue
        seen.add(node)
        if node in group.members:
            return True
        stack.extend(node.all_input_nodes)
    return False


def _groups(graph):
    """Partitions the fusible nodes into groups that can each become one call
    without a cycle: a node joins the group of one of its fusible producers
    only when none of its other inputs is computed from that group."""
    order = {n: i for i, n in enumerate(graph.nodes)}
    group_of = {}
    groups = []
    for node in graph.nodes:
        if not _fusible(node):
            continue
        inputs = [a for a in _tensor_args(node) if _constant(a) is None]
        chosen = None
        for producer in inputs:
            group = group_of.get(producer)
            if group is None or group is chosen:
                continue
            first = order[group.first]
            if all(group_of.get(i) is group or
                   not _depends_on(i, group, order, first) for i in inputs):
                chosen = group
                break
        if chosen is None:
            chosen = _Group(node)
            groups.append(chosen)
        chosen.add(node)
        # The node's other producers' groups join too (x*2 + silu'(y)) when
        # no path outside the two groups leads from one to the other.
        for producer in inputs:
            other = group_of.get(producer)
            if other is None or other is chosen or not _can_merge(chosen, other, order):
                continue
            chosen.merge(other, order)
            groups.remove(other)
        for member in chosen.nodes:
            group_of[member] = chosen
    return [g for g in groups if g.has_anchor]


def _external_inputs(group):
    return {a for n in group.nodes for a in _tensor_args(n)
            if a not in group.members and _constant(a) is None}


def _can_merge(a, b, order):
    """Whether groups ``a`` and ``b`` can be one call: no input of one from
    outside both is computed from the other."""
    return not any(_depends_on(i, a, order, order[a.first])
                   for i in _external_inputs(b) - a.members) \
        and not any(_depends_on(i, b, order, order[b.first])
                    for i in _external_inputs(a) - b.members)


def _f32(shape):
    return tensor_type(shape, "f32")


class _Layout:
    """The order in memory in which a group's kernel sees its tensors.

    The tensors of a group's shape (all but PReLU's weights) are passed as
    they lie in memory: a kernel compiled for ``shape`` permuted by ``perm``
    (the dimensions from the largest stride to the smallest) reads a
    channels-last tensor without a copy, and writes channels-last results.
    """

    def __init__(self, shape, perm):
        self.full, self.perm = tuple(shape), tuple(perm)

    def shape(self, shape):
        """The kernel's shape of a tensor of ``shape``."""
        shape = tuple(shape)
        return tuple(shape[d] for d in self.perm) if shape == self.full else shape

    def strides(self, shape):
        """The strides of a tensor of ``shape`` laid out in this order."""
        shape = tuple(shape)
        order = self.perm if shape == self.full else range(len(shape))
        strides, step = [0] * len(shape), 1
        for d in reversed(tuple(order)):
            strides[d] = step
            step *= shape[d]
        return tuple(strides)

    def dim(self, dim):
        """The kernel's dimension of a tensor dimension ``dim`` (``dim``
        itself on a rank-0 tensor, which the op's verifier then rejects)."""
        if not self.perm:
            return dim
        return self.perm.index(dim % len(self.perm))

    @staticmethod
    def of(group, inputs):
        """The dense layout most of the group's inputs of the group's shape
        have (the first one's on a tie), so that the fewest are copied; the
        row-major one if none is dense or PReLU's channel would not be first
        or last after the batch."""
        metas = [_meta(a) for a in inputs if _float_meta(a) is not None]
        shape = max((tuple(m.shape) for m in metas), key=lambda s: (len(s), math.prod(s)))
        votes = {}
        for meta in metas:
            if tuple(meta.shape) == shape:
                perm = _dense_order(shape, tuple(getattr(meta, "stride", ()) or ()))
                if perm is not None:
                    votes[perm] = votes.get(perm, 0) + 1
        perm = max(votes, key=votes.get) if votes else tuple(range(len(shape)))
        if any(_is_prelu(n) for n in group.nodes) and \
                perm.index(1) not in (1, len(shape) - 1):
            perm = tuple(range(len(shape)))
        return _Layout(shape, perm)


def _dense_order(shape, stride):
    """The dimensions from the largest stride to the smallest, if ``stride``
    lays ``shape`` out densely (size-1 dimensions anywhere); else None."""
    if len(stride) != len(shape):
        return None
    perm = sorted(range(len(shape)), key=lambda d: (-stride[d], d))
    step = 1
    for d in reversed(perm):
        if shape[d] != 1 and stride[d] != step:
            return None
        step *= shape[d]
    return tuple(perm)


class _Emitter:
    """The body of a group's function, every value in f32, on the shapes
    of ``layout``."""

    def __init__(self, layout):
        self.layout = layout
        self.lines = []
        self.values = {}
        self.count = 0

    def fresh(self):
        self.count += 1
        return f"%v{self.count}"

    def splat(self, value, shape):
        name = self.fresh()
        self.lines.append(f"{name} = arith.constant dense<{emit.f32_hex(value)}> : "
                          f"{_f32(shape)}")
        return name

    def operand(self, arg, shape):
        if _constant(arg) is not None:
            return self.splat(_constant(arg), shape)
        return self.values[arg]

    def binary(self, op, a, b, shape):
        name = self.fresh()
        self.lines.append(f"{name} = arith.{op} {a}, {b} : {_f32(shape)}")
        return name

    def scaled(self, value, alpha, shape):
        if alpha == 1:
            return value
        return self.binary("mulf", value, self.splat(float(alpha), shape), shape)

    def emit(self, node):
        target, args = node.target, node.args
        if target is operator.getitem:
            return  # values set by prelu_backward
        if _is_prelu(node):
            operands = _prelu_operands(node)
            g, x, w = (self.values[a] for a in operands)
            shape = self.layout.shape(_meta(operands[1]).shape)
            wshape = tuple(_meta(operands[2]).shape)
            name = self.fresh()
            t, tw = _f32(shape), _f32(wshape)
            # PyTorch's channel is dimension 1; in memory it may come last.
            data_format = "NCX" if self.layout.dim(1) == 1 else "NXC"
            self.lines.append(emit.actgrad_op(
                "prelu_backward", [x, w, g], [t, tw, t], [t, tw],
                emit.prelu_attrs(data_format), emit.results_text(name, 2)))
            for user in node.users:
                self.values[user] = f"{name}#{user.args[1]}"
            return
        shape = self.layout.shape(_meta(node).shape)
        t = _f32(shape)
        o = lambda arg: self.operand(arg, shape)  # noqa: E731
        name = None
        if target is aten.hardtanh_backward.default:
            g, x, lo, hi = args
            name = self.fresh()
            operands = [o(g), o(x)]
            self.lines.append(emit.actgrad_op("hardtanh_backward", operands, [t, t], [t],
                                              emit.hardtanh_attrs(lo, hi), name))
        elif target is aten.hardsigmoid_backward.default:
            g, x = args
            name = self.fresh()
            operands = [o(x), o(g)]
            self.lines.append(emit.actgrad_op("hardsigmoid_backward", operands, [t, t],
                                              [t], emit.hardsigmoid_attrs(1 / 6, 0.5),
                                              name))
        elif target is aten.silu_backward.default:
            g, x = args
            name = self.fresh()
            operands = [o(g), o(x)]
            self.lines.append(emit.actgrad_op("swish_backward", operands, [t, t], [t],
                                              results=name))
        elif target is aten._softmax_backward_data.default:
            g, y, dim, _ = args
            name = self.fresh()
            operands = [o(g), o(y)]
            self.lines.append(emit.actgrad_op("softmax_backward", operands, [t, t], [t],
                                              emit.softmax_attrs(self.layout.dim(int(dim))),
                                              name))
        elif target in (aten.mul.Tensor, aten.mul.Scalar):
            name = self.binary("mulf", o(args[0]), o(args[1]), shape)
        elif target in (aten.add.Tensor, aten.add.Scalar):
            b = self.scaled(o(args[1]), node.kwargs.get("alpha", 1), shape)
            name = self.binary("addf", o(args[0]), b, shape)
        elif target in (aten.sub.Tensor, aten.sub.Scalar):
            b = self.scaled(o(args[1]), node.kwargs.get("alpha", 1), shape)
            name = self.binary("subf", o(args[0]), b, shape)
        elif target is aten.rsub.Scalar:
            name = self.binary("subf", o(args[1]), o(args[0]), shape)
        elif target is aten.neg.default:
            name = self.fresh()
            self.lines.append(f"{name} = arith.negf {o(args[0])} : {t}")
        elif target is aten.where.self:
            c, a, b = args
            name = self.fresh()
            self.lines.append(f"{name} = arith.select {self.values[c]}, {o(a)}, {o(b)} "
                              f": {tensor_type(shape, 'i1')}, {t}")
        elif target is aten.threshold_backward.default:
            g, x, threshold = args
            # PyTorch: x <= threshold ? 0 : g (a NaN x passes g through).
            mask = self.fresh()
            self.lines.append(f"{mask} = arith.cmpf ole, {o(x)}, "
                              f"{self.splat(float(threshold), shape)} : {t}")
            name = self.fresh()
            self.lines.append(f"{name} = arith.select {mask}, {self.splat(0.0, shape)}, "
                              f"{o(g)} : {tensor_type(shape, 'i1')}, {t}")
        else:  # pragma: no cover - _fusible admits nothing else
            raise AssertionError(node.target)
        self.values[node] = name


class _GroupKernel:
    """Runs one compiled group: checks the inputs, allocates the outputs in
    the group's layout, calls the kernel. FX calls it from the rewritten
    backward graph; with the PyTorch custom ops built, one call of
    ``torch.ops.actgrad._run_graph_kernel`` does all of it in C++."""

    def __init__(self, kernel, layout, input_metas, output_metas, description):
        self.kernel = kernel
        self.layout = layout
        self.input_metas = input_metas
        self.output_metas = output_metas
        self.__name__ = "actgrad_kernel"
        self.description = description
        self._run = None
        self._id = None
        arguments = [(_KERNEL_DTYPES[dtype], shape, layout.strides(shape),
                      layout.shape(shape))
                     for shape, dtype in input_metas + output_metas]
        if _torch_ops.library() is not None and \
                all(len(a[1]) <= _MAX_RANK for a in arguments) and \
                len(arguments) + kernel.workspace <= _MAX_ARGUMENTS:
            self._id = _torch_ops.register_graph_kernel(kernel, arguments,
                                                        len(input_metas), description)
            self._run = torch.ops.actgrad._run_graph_kernel.default

    def __del__(self):
        if getattr(self, "_id", None) is not None:
            _torch_ops.unregister_graph_kernel(self._id)
            self._id = None

    def __call__(self, *inputs):
        if self._run is not None:
            return self._run(self._id, list(inputs))
        arrays = []
        for value, (shape, dtype) in zip(inputs, self.input_metas):
            if tuple(value.shape) != shape or value.dtype != dtype:
                raise ValueError(
                    f"actgrad.torch: a kernel compiled for {list(shape)} {dtype} got "
                    f"{list(value.shape)} {value.dtype} ({self.description}); "
                    "AOT Autograd graphs have static shapes: compile the module again")
            arrays.append(self._as_laid_out(value.detach()))
        outputs = [torch.empty_strided(shape, self.layout.strides(shape), dtype=dtype)
                   for shape, dtype in self.output_metas]
        self.kernel(*arrays, *(self._as_laid_out(o) for o in outputs))
        return tuple(outputs)

    def _as_laid_out(self, value):
        """``value`` in the kernel's order of dimensions (a view of the
        tensor as it lies, or of a copy in the group's layout)."""
        shape = tuple(value.shape)
        strides = self.layout.strides(shape)
        if any(n > 1 and s != w for n, s, w in zip(shape, value.stride(), strides)):
            value = torch.empty_strided(shape, strides, dtype=value.dtype).copy_(value)
        if shape == self.layout.full:
            return value.permute(self.layout.perm)
        return value

    def __repr__(self):
        return f"<actgrad kernel: {self.description}>"


# What the C++ route calls (python/csrc/KernelCache.h's kMaxRank and its
# limit on arguments); larger kernels stay on the ctypes route.
_MAX_RANK = 8
_MAX_ARGUMENTS = 24
_KERNEL_DTYPES = {torch.float32: "f32", torch.float16: "f16",
                  torch.bfloat16: "bf16", torch.bool: "bool"}


def _compile_group(group, index):
    members = set(group.nodes)
    inputs = []
    for node in group.nodes:
        for arg in _tensor_args(node):
            if arg not in members and arg not in inputs and _constant(arg) is None:
                inputs.append(arg)
    outputs = [n for n in group.nodes
               if not _is_prelu(n)
               and any(u not in members for u in n.users)]
    layout = _Layout.of(group, inputs)
    emitter = _Emitter(layout)
    params = []
    for i, arg in enumerate(inputs):
        meta = _meta(arg)
        shape = layout.shape(meta.shape)
        name = f"in{i}"
        if meta.dtype == torch.bool:
            params.append((name, shape, "i8"))
            zero = emitter.fresh()
            emitter.lines.append(f"{zero} = arith.constant dense<0> : "
                                 f"{tensor_type(shape, 'i8')}")
            value = emitter.fresh()
            emitter.lines.append(f"{value} = arith.cmpi ne, %{name}, {zero} : "
                                 f"{tensor_type(shape, 'i8')}")
        else:
            dtype = TORCH_DTYPES[meta.dtype]
            params.append((name, shape, dtype))
            value = f"%{name}"
            if dtype != "f32":
                value = emitter.fresh()
                emitter.lines.append(
                    f"{value} = arith.extf %{name} : "
                    f"{tensor_type(shape, dtype)} to {_f32(shape)}")
        emitter.values[arg] = value
    for node in group.nodes:
        emitter.emit(node)
    results, out_params = [], []
    for i, node in enumerate(outputs):
        meta = _meta(node)
        shape, dtype = layout.shape(meta.shape), TORCH_DTYPES[meta.dtype]
        value = emitter.values[node]
        if dtype != "f32":
            rounded = emitter.fresh()
            emitter.lines.append(f"{rounded} = arith.truncf {value} : {_f32(shape)} to "
                                 f"{tensor_type(shape, dtype)}")
            value = rounded
        results.append(value)
        out_params.append((f"out{i}", shape, dtype))
    source = emit.destination_function("kernel", params, out_params, emitter.lines,
                                       results)
    replaced = []
    for node in group.nodes:
        if node.target is operator.getitem:
            continue
        for name in node.meta.get("actgrad_replaced", [_op_name(node)]):
            if name not in replaced:
                replaced.append(name)
    shapes = sorted({"x".join(map(str, _meta(n).shape)) or "scalar"
                     for n in inputs + outputs})
    description = (f"compiled backward kernel #{index} replacing "
                   f"{', '.join(replaced)} on {', '.join(shapes)} "
                   f"{', '.join(sorted({str(_meta(n).dtype).replace('torch.', '') for n in outputs}))}")
    # Outputs are allocated for each call; one of 32 MiB or more is a fresh
    # mapping, written with plain stores (_torch_ops.FRESH_OUTPUT_OPTIONS).
    fresh = any(math.prod(_meta(n).shape) *
                torch.empty((), dtype=_meta(n).dtype).element_size() >=
                _torch_ops.FRESH_MAPPING_BYTES for n in outputs)
    options = _torch_ops.FRESH_OUTPUT_OPTIONS if fresh else ""
    kernel = _kernel.cached(("fx", source, options), lambda: _kernel.Kernel(
        source, "kernel", len(params) + len(out_params), description,
        options=options))
    input_metas = [(tuple(_meta(a).shape), _meta(a).dtype) for a in inputs]
    output_metas = [(tuple(_meta(n).shape), _meta(n).dtype) for n in outputs]
    return inputs, outputs, _GroupKernel(kernel, layout, input_metas, output_metas,
                                         description)


def rewrite(gm, example_inputs=None, keep=None):
    """Replaces the fusible activation-gradient subgraphs of ``gm`` (an aten
    FX graph) by ActGrad kernels, in place; returns ``gm``. ``keep(graph,
    nodes, inputs, outputs, runner)``, if given, says whether to replace a
    compiled group (its nodes, the kernel's input and output nodes, the
    kernel); a group it refuses stays as it is."""
    if example_inputs is not None and any(
            "tensor_meta" not in n.meta for n in gm.graph.nodes
            if n.op in ("placeholder", "call_function")
            and not _is_prelu(n)):
        from torch.fx.passes.shape_prop import ShapeProp
        ShapeProp(gm).propagate(*example_inputs)
    _raise_silu_backward(gm)
    _raise_prelu_kernel_backward(gm)
    graph = gm.graph
    for index, group in enumerate(_groups(graph)):
        try:
            inputs, outputs, runner = _compile_group(group, index)
        except CompileError as error:
            # E.g. hardtanh_backward with min > max, which PyTorch accepts
            # (all zeros) and the actgrad verifier does not: PyTorch keeps it.
            warnings.warn(f"actgrad.torch: a group stays in PyTorch: {error}")
            continue
        except Exception as error:  # noqa: B902 - any group ActGrad cannot take
            warnings.warn(f"actgrad.torch: a group stays in PyTorch: "
                          f"{type(error).__name__}: {error}")
            continue
        if keep is not None and not keep(graph, group.nodes, inputs, outputs, runner):
            continue
        _replace(graph, group, inputs, outputs, runner)
    graph.eliminate_dead_code()  # the scalar_tensor constants folded in
    graph.lint()
    gm.recompile()
    return gm


def _replace(graph, group, inputs, outputs, runner):
    """Replaces the members of ``group`` by one call of ``runner``, placed
    after the last member (every input is defined by then); the nodes in
    between that use the group's results move after the call."""
    order = {n: i for i, n in enumerate(graph.nodes)}
    last = max(group.nodes, key=order.__getitem__)
    first = min(group.nodes, key=order.__getitem__)
    later, tainted = [], set(group.members)
    for node in list(graph.nodes)[order[first]:order[last]]:
        if node not in group.members and any(i in tainted
                                             for i in node.all_input_nodes):
            tainted.add(node)
            later.append(node)
    with graph.inserting_after(last):
        call = graph.call_function(runner, tuple(inputs))
    anchor = call
    items = []
    for i, node in enumerate(outputs):
        with graph.inserting_after(anchor):
            item = graph.call_function(operator.getitem, (call, i))
        item.meta = dict(node.meta)
        items.append((node, item))
        anchor = item
    for node in later:
        anchor.append(node)
        anchor = node
    for node, item in items:
        node.replace_all_uses_with(item)
    for node in sorted(group.nodes, key=order.__getitem__, reverse=True):
        graph.erase_node(node)


def backward_compiler(gm, example_inputs):
    """A ``bw_compiler`` for ``functorch.compile.aot_function`` /
    ``aot_module``: the backward graph with ActGrad kernels (boxed, as AOT
    Autograd prefers). A graph that ActGrad cannot take runs as PyTorch
    traced it, with a warning: never an exception."""
    from functorch.compile import make_boxed_func
    original = copy.deepcopy(gm)
    try:
        return make_boxed_func(rewrite(gm, example_inputs))
    except Exception as error:  # noqa: B902 - PyTorch runs what ActGrad cannot
        warnings.warn(f"actgrad.torch: the backward graph stays in PyTorch: "
                      f"{type(error).__name__}: {error}")
        return make_boxed_func(original)


def _forward_compiler(gm, example_inputs):
    from functorch.compile import make_boxed_func
    return make_boxed_func(gm)


def aot_module(module, **kwargs):
    """``functorch.compile.aot_module(module, fw_compiler=<as is>,
    bw_compiler=backward_compiler)``: a module that trains like ``module``
    with its activation gradients computed by ActGrad."""
    from functorch.compile import aot_module as _aot_module
    kwargs.setdefault("fw_compiler", _forward_compiler)
    kwargs.setdefault("bw_compiler", backward_compiler)
    return _aot_module(module, **kwargs)


def aot_function(fn, **kwargs):
    """``functorch.compile.aot_function`` with ActGrad's backward compiler."""
    from functorch.compile import aot_function as _aot_function
    kwargs.setdefault("fw_compiler", _forward_compiler)
    kwargs.setdefault("bw_compiler", backward_compiler)
    return _aot_function(fn, **kwargs)


class enable:
    """Registers ActGrad's kernels as the CPU kernels of
    ``aten::hardtanh_backward`` (also ReLU6's), ``hardsigmoid_backward``,
    ``silu_backward``, ``prelu_backward`` (PyTorch 2:
    ``_prelu_kernel_backward``, whose weight gradient has the input's shape)
    and ``_softmax_backward_data``, so that an unchanged eager training loop
    runs them. Used as a context
    manager, it restores PyTorch's kernels at the end of the block unless
    they were already replaced before; :func:`disable` restores them too.

    Calls the kernels do not take stay with PyTorch's own kernel, which the
    override calls directly: dtypes other than float32, float16 and
    bfloat16; operands of different dtypes, sizes or strides, or not dense;
    hardtanh bounds with ``min > max``; PReLU and softmax inputs that are
    not contiguous, PReLU weights other than one value or one per channel,
    and softmax backwards that convert the dtype. Results follow
    SEMANTICS.md where it differs from PyTorch (a NaN input gives NaN;
    docs/Python.md). RuntimeError where the custom ops are not built.
    """

    def __init__(self):
        self._was_enabled = _torch_ops.enable()

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        if not self._was_enabled:
            disable()
        return False


def disable():
    """Restores PyTorch's CPU kernels of the ops :func:`enable` replaced
    (nothing if it did not)."""
    _torch_ops.disable()


def is_enabled():
    """Whether ActGrad's kernels serve aten's ops (:func:`enable`)."""
    return _torch_ops.enabled()
