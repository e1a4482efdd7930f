"""MLIR text of the actgrad ops, their front-end linalg forms and the kernels
around them: the one emitter of the package (actgrad.ops, actgrad.torch),
of actgrad-bench's kernel generator and of the test generators.

Pure Python (no numpy, no ctypes): the generators import it from the source
tree (``python/`` on ``sys.path``) without a build. Every function returns
text or lists of lines (indented as the callers place them); values are
SSA names (``"%x"``), shapes are lists of sizes with ``None`` (or ``"?"``)
for a dynamic size, element types are MLIR names (``"f32"``, ``"bf16"``).

Sections: element values and literals; types; affine maps and iterators;
actgrad ops (SEMANTICS.md 2); functions and destination-passing kernels;
printing results (SEMANTICS.md 7); linalg building blocks; the front-end
linalg forms of the ops (docs/Raising.md).
"""

import math
import struct

OPS = ("hardsigmoid_backward", "hardtanh_backward", "swish_backward",
       "prelu_backward", "softmax_backward")
DTYPES = ("f32", "f16", "bf16")

# ---------------------------------------------------------------------------
# Element values and literals.
# ---------------------------------------------------------------------------

# Hex digits of a bit pattern literal, and the quiet NaN and infinities.
HEX_DIGITS = {"f32": 8, "f16": 4, "bf16": 4}
NONFINITE_HEX = {
    "f32": ("0x7FC00000", "0x7F800000", "0xFF800000"),
    "f16": ("0x7E00", "0x7C00", "0xFC00"),
    "bf16": ("0x7FC0", "0x7F80", "0xFF80"),
}


def f32_bits(value):
    """The bits of ``value`` rounded to f32 (nearest even; beyond the f32
    range an infinity), as numpy's float32 conversion gives them."""
    try:
        return struct.unpack("<I", struct.pack("<f", value))[0]
    except OverflowError:
        return 0x7F800000 if value > 0 else 0xFF800000


def f32_hex(value):
    """``0x3E4CCCCD``: the bits of ``value`` rounded to f32."""
    return "0x%08X" % f32_bits(value)


def f32_attr(value):
    """An exact f32 attribute: the value rounded to f32, written as its bits."""
    return f32_hex(value) + " : f32"


def hex_literal(bits, dtype):
    """A bit pattern literal of ``dtype`` (``0x3C00`` for f16 1.0)."""
    return "0x%0*X" % (HEX_DIGITS[dtype], bits)


def nonfinite_literal(value, dtype):
    """The literal of a NaN (the quiet NaN) or an infinity of ``dtype``."""
    nan, pinf, ninf = NONFINITE_HEX[dtype]
    if math.isnan(value):
        return nan
    return pinf if value > 0 else ninf


def float_literal(value, dtype="f32", digits=None):
    """A float literal of a finite value: Python's shortest repr (which
    names the value exactly when it is one of ``dtype``), or ``%.<digits>g``
    with ``.0`` added where it would read as an integer; NaN and infinities
    as the bits of ``dtype``."""
    value = float(value)
    if math.isnan(value) or math.isinf(value):
        return nonfinite_literal(value, dtype)
    if digits is not None:
        text = "%.*g" % (digits, value)
        return text if any(c in text for c in ".en") else text + ".0"
    text = repr(value)
    if "e" in text and "." not in text.split("e")[0]:
        text = text.replace("e", ".0e")
    return text


def f32_literal_attr(value):
    """An f32 attribute written as a decimal literal (``0.2 : f32``)."""
    return float_literal(value) + " : f32"


def nested(items, shape):
    """Element literals (row-major) nested as a dense literal of ``shape``:
    ``[[a, b], [c, d]]``; rank 0 gives the one element."""
    shape = list(shape)
    if not shape:
        return items[0]
    if len(shape) == 1:
        return "[" + ", ".join(items) + "]"
    step = len(items) // shape[0]
    return "[" + ", ".join(nested(items[i * step:(i + 1) * step], shape[1:])
                           for i in range(shape[0])) + "]"


# ---------------------------------------------------------------------------
# Types.
# ---------------------------------------------------------------------------


def shaped_type(kind, shape, dtype, dynamic=None):
    """``tensor<2x?xf32>``: ``None`` or ``"?"`` sizes, or the positions
    ``dynamic`` marks true, are dynamic."""
    dims = "".join(("?" if d is None or (dynamic and dynamic[i]) else str(d)) + "x"
                   for i, d in enumerate(shape))
    return "%s<%s%s>" % (kind, dims, dtype)


def tensor_type(shape, dtype, dynamic=None):
    return shaped_type("tensor", shape, dtype, dynamic)


def memref_type(shape, dtype, dynamic=None):
    return shaped_type("memref", shape, dtype, dynamic)


def dynamic_type(shape, dtype):
    """The tensor type of ``shape``'s rank with every size dynamic."""
    return tensor_type([None] * len(shape), dtype)


def function_type(inputs, results, parenthesize=False):
    """``(t0, t1) -> t`` (results in parentheses when there are several)."""
    return "(%s) -> %s" % (", ".join(inputs), result_type_list(results, parenthesize))


def result_type_list(types, parenthesize=False):
    if len(types) == 1 and not parenthesize:
        return types[0]
    return "(%s)" % ", ".join(types)


# ---------------------------------------------------------------------------
# Affine maps and iterator types.
# ---------------------------------------------------------------------------


def loop_dims(rank):
    return ", ".join("d%d" % i for i in range(rank))


def affine_map(rank, results):
    """``affine_map<(d0, d1) -> (results)>``."""
    return "affine_map<(%s) -> (%s)>" % (loop_dims(rank), ", ".join(results))


def identity_map(rank):
    return affine_map(rank, ["d%d" % i for i in range(rank)])


def keep_dim_map(rank, axis):
    """The map of a reduction kept with size 1 along ``axis``: ``d_axis``
    pinned to 0."""
    return affine_map(rank, ["0" if i == axis else "d%d" % i for i in range(rank)])


def drop_dim_map(rank, axis):
    """The map of a reduction that drops ``axis``."""
    return affine_map(rank, ["d%d" % i for i in range(rank) if i != axis])


def iterator_types(rank, reduced=()):
    """``"parallel", "reduction"``: the dimensions in ``reduced`` reduce."""
    return ", ".join('"reduction"' if i in reduced else '"parallel"'
                     for i in range(rank))


# ---------------------------------------------------------------------------
# The actgrad ops (SEMANTICS.md 2).
# ---------------------------------------------------------------------------


def attr_dict(attrs):
    """``alpha = ..., beta = ...`` of (name, value text) pairs, in order (a
    dict keeps its order; a string is taken as written)."""
    if not attrs:
        return ""
    if isinstance(attrs, str):
        return attrs
    if isinstance(attrs, dict):
        attrs = attrs.items()
    return ", ".join("%s = %s" % kv for kv in attrs)


def hardsigmoid_attrs(alpha, beta, value=f32_attr):
    return [("alpha", value(alpha)), ("beta", value(beta))]


def hardtanh_attrs(lo, hi, value=f32_attr):
    """max (``hi``) before min (``lo``), as MLIR prints them."""
    return [("max", value(hi)), ("min", value(lo))]


def swish_attrs(beta=None, value=f32_attr):
    """No attribute for ``beta=None`` (the default, 1)."""
    return [] if beta is None else [("beta", value(beta))]


def softmax_attrs(axis=None):
    return [] if axis is None else [("axis", "%d : i64" % axis)]


def prelu_attrs(data_format=None):
    return [] if data_format is None else [("data_format", '"%s"' % data_format)]


def results_text(name, count):
    """The result list of an op defining ``count`` results: ``%r:2``."""
    return name + (":%d" % count if count > 1 else "")


def result_values(name, count):
    """The values of ``results_text(name, count)``: ``%r#0, %r#1``."""
    return [name] if count == 1 else ["%s#%d" % (name, i) for i in range(count)]


def actgrad_op(op, operands, operand_types, result_types, attrs=None,
               results="%0", generic=False):
    """One actgrad op (without indentation): the custom form
    ``%0 = actgrad.op %a, %b {attrs} : (ta, tb) -> t`` or, with ``generic``,
    ``%0 = "actgrad.op"(%a, %b) <{attrs}> : (ta, tb) -> t``. ``results`` is
    the text left of ``=`` (``%r:2``, ``%r_0, %r_1``)."""
    attrs = attr_dict(attrs)
    if generic:
        text = '"actgrad.%s"(%s)' % (op, ", ".join(operands))
        if attrs:
            text += " <{%s}>" % attrs
    else:
        text = "actgrad.%s %s" % (op, ", ".join(operands))
        if attrs:
            text += " {%s}" % attrs
    return "%s = %s : %s" % (results, text,
                             function_type(operand_types, result_types))


# ---------------------------------------------------------------------------
# Functions and destination-passing kernels.
# ---------------------------------------------------------------------------


def func_lines(name, params, body, results=(), types=(), attributes=None,
               parenthesize=False):
    """``func.func @name(%a: t, ...) -> types attributes {...} {``, the body
    lines (indented by the caller), ``return results : types`` and ``}``."""
    head = "func.func @%s(%s)" % (name, ", ".join("%s: %s" % p for p in params))
    if types:
        head += " -> " + result_type_list(list(types), parenthesize)
    if attributes:
        head += " attributes {%s}" % attributes
    ret = "  return"
    if results:
        ret += " %s : %s" % (", ".join(results), ", ".join(types))
    return [head + " {"] + list(body) + [ret, "}"]


def call(callee, args, arg_types, result_types=(), results=None, keyword="call",
         parenthesize=False):
    """``results = call @callee(args) : (types) -> result types``."""
    lhs = results + " = " if results else ""
    return "  %s%s @%s(%s) : %s" % (lhs, keyword, callee, ", ".join(args),
                                   function_type(arg_types, list(result_types),
                                                 parenthesize))


def tensor_cast(result, value, from_type, to_type):
    return "  %s = tensor.cast %s : %s to %s" % (result, value, from_type, to_type)


def constant(result, value, type_text):
    """``result = arith.constant value : type`` (value: ``dense<...>``, a
    literal)."""
    return "  %s = arith.constant %s : %s" % (result, value, type_text)


def kernel_function(name, inputs, outputs, body, results):
    """A destination-passing kernel with a C interface: every input arrives
    as a memref that ``bufferization.to_tensor ... restrict`` makes a tensor,
    every result is written into a caller-owned memref with
    ``materialize_in_destination``, so the kernel allocates nothing.

    inputs: (memref argument, tensor value, shape, dtype); outputs: (memref
    argument, shape, dtype); body: lines (indented) computing ``results``,
    the tensors stored into the outputs in order. Returns the lines."""
    params = [(a, memref_type(s, t)) for a, _, s, t in inputs]
    params += [(a, memref_type(s, t)) for a, s, t in outputs]
    lines = ["  %s = bufferization.to_tensor %s restrict : %s to %s" %
             (v, a, memref_type(s, t), tensor_type(s, t)) for a, v, s, t in inputs]
    lines += body
    for (a, s, t), value in zip(outputs, results):
        lines.append("  bufferization.materialize_in_destination %s in restrict "
                     "writable %s : (%s, %s) -> ()" %
                     (value, a, tensor_type(s, t), memref_type(s, t)))
    return func_lines(name, params, lines, attributes="llvm.emit_c_interface")


def destination_function(name, inputs, outputs, body, results):
    """MLIR of a destination-style function (the package's kernels).

    inputs / outputs: lists of (ssa name, shape with None for ?, dtype), the
    memref arguments being ``%<name>_m``; body: lines computing tensors from
    the inputs' tensor values (``%<name>``); results: the tensor SSA values
    stored into the outputs, in order."""
    lines = kernel_function(
        name, [("%%%s_m" % n, "%" + n, s, t) for n, s, t in inputs],
        [("%%%s_m" % n, s, t) for n, s, t in outputs],
        ["  " + line for line in body], results)
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------
# Printing results (SEMANTICS.md 7).
# ---------------------------------------------------------------------------


def print_i32_bits(value, shape, dtype, empty, result, buffer, unranked,
                   arg="%in", out="%out", ext="%f", bits="%b", keyword="call"):
    """Lines printing the tensor ``value`` with ``printMemrefI32`` as the i32
    bits of its exact extension to f32 (SEMANTICS.md 7), with the SSA names
    of the i32 ``tensor.empty``, the generic's ``result`` and its block's
    ``arg``, ``out``, ``ext`` (the extf of a 16-bit value) and ``bits`` (the
    bitcast), the ``buffer`` and its ``unranked`` cast; ``keyword`` is
    ``call`` or ``func.call``."""
    rank = len(shape)
    t, it = tensor_type(shape, dtype), tensor_type(shape, "i32")
    mt = memref_type(shape, "i32")
    lines = [tensor_empty(empty, it)]
    lines += generic_head(result, [identity_map(rank)] * 2, iterator_types(rank),
                          [(value, t)], (empty, it), ["%s: %s" % (arg, dtype),
                                                      "%s: i32" % out])
    if dtype != "f32":
        lines.append("    %s = arith.extf %s : %s to f32" % (ext, arg, dtype))
        arg = ext
    return lines + [
        "    %s = arith.bitcast %s : f32 to i32" % (bits, arg),
        "    linalg.yield %s : i32" % bits,
        generic_end(it),
        "  %s = bufferization.to_buffer %s : %s to %s" % (buffer, result, it, mt),
        "  %s = memref.cast %s : %s to memref<*xi32>" % (unranked, buffer, mt),
        "  %s @printMemrefI32(%s) : (memref<*xi32>) -> ()" % (keyword, unranked)]


PRINT_I32_DECL = ("func.func private @printMemrefI32(memref<*xi32>) "
                  "attributes {llvm.emit_c_interface}")
PRINT_F32_DECL = ("func.func private @printMemrefF32(memref<*xf32>) "
                  "attributes {llvm.emit_c_interface}")


def print_f32(value, type_text, dtype):
    """Lines printing the tensor ``value`` (``type_text``) with
    ``printMemrefF32``, a 16-bit one extended to f32 first; the names are
    ``value`` with f, m and u appended."""
    v, mt = value, type_text.replace("tensor", "memref")
    lines = []
    if dtype != "f32":
        ft = type_text.replace(dtype + ">", "f32>")
        lines.append("  %sf = arith.extf %s : %s to %s" % (value, value, type_text, ft))
        v, type_text, mt = value + "f", ft, ft.replace("tensor", "memref")
    return lines + [
        "  %sm = bufferization.to_buffer %s : %s to %s" % (value, v, type_text, mt),
        "  %su = memref.cast %sm : %s to memref<*xf32>" % (value, value, mt),
        "  call @printMemrefF32(%su) : (memref<*xf32>) -> ()" % value]


# ---------------------------------------------------------------------------
# linalg building blocks.
# ---------------------------------------------------------------------------


def generic_head(result, maps, iterators, ins, out, args, split=False):
    """The first lines of a ``linalg.generic``: ``result = linalg.generic
    {...} ins(...) outs(...) {`` (``split``: ins and outs on a line of their
    own) and ``^bb0(args):``. ins: (value, type) pairs; out: (value, type);
    iterators: ``iterator_types(...)`` text; args: ``"%a: f32"`` texts."""
    head = "  %s = linalg.generic {indexing_maps = [%s], iterator_types = [%s]}" % (
        result, ", ".join(maps), iterators)
    operands = "ins(%s : %s) outs(%s : %s) {" % (
        ", ".join(v for v, _ in ins), ", ".join(t for _, t in ins), out[0], out[1])
    lines = [head, "      " + operands] if split else [head + " " + operands]
    return lines + ["  ^bb0(%s):" % ", ".join(args)]


def generic_end(result_type):
    return "  } -> %s" % result_type


def tensor_empty(result, type_text, sizes=()):
    """``result = tensor.empty(sizes) : type``."""
    return "  %s = tensor.empty(%s) : %s" % (result, ", ".join(sizes), type_text)


def tensor_dim_lines(size, index, source, source_type, index_name):
    """``index = arith.constant i : index`` and ``size = tensor.dim source,
    index``: a dynamic size of ``source``."""
    return ["  %s = arith.constant %d : index" % (index_name, index),
            "  %s = tensor.dim %s, %s : %s" % (size, source, index_name, source_type)]


def linalg_fill(result, value, element, init, type_text):
    return "  %s = linalg.fill ins(%s : %s) outs(%s : %s) -> %s" % (
        result, value, element, init, type_text, type_text)


# ---------------------------------------------------------------------------
# Front-end linalg forms of the ops (docs/Raising.md): what torch-mlir,
# PyTorch's decompositions, StableHLO/JAX and TF hand a compiler, which
# raise-linalg-to-actgrad raises to the ops. The corpora differ on purpose
# (operand order, SSA names, compare predicates, where 16-bit values are
# extended), so each form keeps the text its tests were written with.
# ---------------------------------------------------------------------------


def extend(lines, value, dtype, indent="    "):
    """Appends ``value_f = arith.extf value`` for a 16-bit ``dtype``; returns
    the f32 value."""
    if dtype == "f32":
        return value
    lines.append("%s%s_f = arith.extf %s : %s to f32" % (indent, value, value, dtype))
    return value + "_f"


def truncate(lines, value, dtype, name, indent="    "):
    """Appends ``name = arith.truncf value`` for a 16-bit ``dtype``; returns
    the value to yield."""
    if dtype == "f32":
        return value
    lines.append("%s%s = arith.truncf %s : f32 to %s" % (indent, name, value, dtype))
    return name


# ---------------------------------------------------------------------------
# Element-wise forms: compare/select masks and sigmoid DAGs.
# ---------------------------------------------------------------------------


# Region bodies over %a (the gradient) and %b (x) in f32 that compute %r.
# PyTorch's silu_backward decomposition g * s * (1 + x * (1 - s)), with %one
# defined before.
SILU_BACKWARD_TORCH = """\
    %nb = arith.negf %b : f32
    %ex = math.exp %nb : f32
    %den = arith.addf %ex, %one : f32
    %s = arith.divf %one, %den : f32
    %oms = arith.subf %one, %s : f32
    %xo = arith.mulf %b, %oms : f32
    %t = arith.addf %one, %xo : f32
    %gs = arith.mulf %a, %s : f32
    %r = arith.mulf %gs, %t : f32"""
# Autodiff of x * sigmoid(x): g*s + g*x*s*(1 - s).
SILU_BACKWARD_EXPANDED = """\
    %nb = arith.negf %b : f32
    %ex = math.exp %nb : f32
    %den = arith.addf %one, %ex : f32
    %s = arith.divf %one, %den : f32
    %gs = arith.mulf %a, %s : f32
    %oms = arith.subf %one, %s : f32
    %gx = arith.mulf %a, %b : f32
    %gxs = arith.mulf %gx, %s : f32
    %t = arith.mulf %gxs, %oms : f32
    %r = arith.addf %gs, %t : f32"""
# JAX's autodiff of x * sigmoid(b * x): g * (s + b*x * s * (1 - s)); {beta}
# and {mbeta} stand for the f32 literals of b and -b (swish_function).
SWISH_BACKWARD_JAX = """\
    %beta = arith.constant {beta} : f32
    %mbeta = arith.constant {mbeta} : f32
    %v = arith.mulf %b, %beta : f32
    %nv = arith.mulf %mbeta, %b : f32
    %ex = math.exp %nv : f32
    %den = arith.addf %one, %ex : f32
    %s = arith.divf %one, %den : f32
    %oms = arith.subf %one, %s : f32
    %sd = arith.mulf %s, %oms : f32
    %vsd = arith.mulf %v, %sd : f32
    %d = arith.addf %s, %vsd : f32
    %r = arith.mulf %a, %d : f32"""
# torch-mlir's threshold_backward with threshold 0 (ReLU backward).
RELU_BACKWARD_TORCH = """\
    %zero = arith.constant 0.0 : f32
    %p0 = arith.cmpf ule, %b, %zero : f32
    %r = arith.select %p0, %zero, %a : f32"""
# PyTorch's hardtanh_backward decomposition with min = -1, max = 1.
HARDTANH_BACKWARD_TORCH = """\
    %lo = arith.constant -1.0 : f32
    %hi = arith.constant 1.0 : f32
    %zero = arith.constant 0.0 : f32
    %p0 = arith.cmpf ole, %b, %lo : f32
    %p1 = arith.cmpf oge, %b, %hi : f32
    %q0 = arith.ori %p0, %p1 : i1
    %r = arith.select %q0, %zero, %a : f32"""


def elementwise_linalg_kernel(name, body, shape):
    """A kernel of one f32 generic over (g, x) with the region ``body`` (one
    of the bodies above): actgrad-bench's element-wise front-end forms."""
    t, rank = tensor_type(shape, "f32"), len(shape)
    lines = [tensor_empty("%e", t)]
    lines += generic_head("%res", [identity_map(rank)] * 3, iterator_types(rank),
                          [("%g", t), ("%x", t)], ("%e", t),
                          ["%a: f32", "%b: f32", "%o: f32"], split=True)
    lines += [body, "    linalg.yield %r : f32", generic_end(t)]
    return kernel_function(name, [("%xm", "%x", shape, "f32"),
                                  ("%gm", "%g", shape, "f32")],
                           [("%out", shape, "f32")], lines, ["%res"])


def mask_form_function(name, dtype, shape, terms, combine, zero_when_true, mode,
                       scale=None):
    """``func.func @name(%g, %x) -> result``: hardtanh backward (or, with
    ``scale``, hardsigmoid backward) as a compare/select form,
    ``select(combine(cmp(x, c)...), g, 0)`` or ``select(..., 0, g)``.

    terms: (predicate, constant literal, constant on the left); combine: "or"
    or "and"; zero_when_true: the select gives 0 where the condition holds;
    mode: "native" compares and selects in ``dtype``, "ext" extends to f32,
    compares with f32 constants, selects in f32 and truncates, "split" is
    "native" with the mask in a generic of its own (tensor<i1>); scale: the
    literal the passed gradient is multiplied by (compare type)."""
    rank = len(shape)
    idm, iters = identity_map(rank), iterator_types(rank)
    t = tensor_type(shape, dtype)
    ct = "f32" if mode == "ext" else dtype
    lines = [tensor_empty("%e", t)]

    def condition(xv):
        out, names = [], []
        for i, (pred, c, left) in enumerate(terms):
            out.append("    %%c%d = arith.constant %s : %s" % (i, c, ct))
            lhs, rhs = ("%%c%d" % i, xv) if left else (xv, "%%c%d" % i)
            out.append("    %%p%d = arith.cmpf %s, %s, %s : %s" % (i, pred, lhs, rhs, ct))
            names.append("%%p%d" % i)
        acc = names[0]
        for i, n in enumerate(names[1:]):
            out.append("    %%q%d = arith.%si %s, %s : i1" % (
                i, "or" if combine == "or" else "and", acc, n))
            acc = "%%q%d" % i
        return out, acc

    if mode == "split":
        mt = tensor_type(shape, "i1")
        lines.append(tensor_empty("%em", mt))
        lines += generic_head("%mask", [idm] * 2, iters, [("%x", t)], ("%em", mt),
                              ["%%b: %s" % dtype, "%o: i1"])
        body, acc = condition("%b")
        lines += body + ["    linalg.yield %s : i1" % acc, generic_end(mt)]
        lines += generic_head("%r", [idm] * 3, iters, [("%mask", mt), ("%g", t)],
                              ("%e", t), ["%m: i1", "%%a: %s" % dtype, "%%o: %s" % dtype])
        lines.append("    %%zero = arith.constant 0.0 : %s" % dtype)
        sel = "%zero, %a" if zero_when_true else "%a, %zero"
        lines += ["    %%s = arith.select %%m, %s : %s" % (sel, dtype),
                  "    linalg.yield %%s : %s" % dtype]
    else:
        lines += generic_head("%r", [idm] * 3, iters, [("%g", t), ("%x", t)], ("%e", t),
                              ["%%a: %s" % dtype, "%%b: %s" % dtype, "%%o: %s" % dtype])
        xv, gv = "%b", "%a"
        if mode == "ext" and dtype != "f32":
            lines.append("    %%bf = arith.extf %%b : %s to f32" % dtype)
            lines.append("    %%af = arith.extf %%a : %s to f32" % dtype)
            xv, gv = "%bf", "%af"
        body, acc = condition(xv)
        lines += body
        lines.append("    %%zero = arith.constant 0.0 : %s" % ct)
        if scale is not None:
            lines.append("    %%cm = arith.constant %s : %s" % (scale, ct))
            lines.append("    %%gp = arith.mulf %s, %%cm : %s" % (gv, ct))
            gv = "%gp"
        sel = ("%%zero, %s" % gv) if zero_when_true else ("%s, %%zero" % gv)
        lines.append("    %%s = arith.select %s, %s : %s" % (acc, sel, ct))
        res = "%s"
        if ct != dtype:
            lines.append("    %%st = arith.truncf %%s : f32 to %s" % dtype)
            res = "%st"
        lines.append("    linalg.yield %s : %s" % (res, dtype))
    lines.append(generic_end(t))
    return func_lines(name, [("%g", t), ("%x", t)], lines, ["%r"], [t])


def swish_function(name, body, beta, dtype, shape):
    """``func.func @name(%g, %x) -> result``: one generic over (g, x) with a
    swish region ``body`` (the bodies above, %one defined before), 16-bit
    values extended to f32 and the result truncated once."""
    rank = len(shape)
    t = tensor_type(shape, dtype)
    lines = [tensor_empty("%e", t)]
    if dtype == "f32":
        args = ["%a: f32", "%b: f32", "%o: f32"]
    else:
        args = ["%%a16: %s" % dtype, "%%b16: %s" % dtype, "%%o: %s" % dtype]
    lines += generic_head("%res", [identity_map(rank)] * 3, iterator_types(rank),
                          [("%g", t), ("%x", t)], ("%e", t), args)
    if dtype != "f32":
        lines.append("    %%a = arith.extf %%a16 : %s to f32" % dtype)
        lines.append("    %%b = arith.extf %%b16 : %s to f32" % dtype)
    lines.append("    %one = arith.constant 1.0 : f32")
    lines.append(body.replace("{beta}", f32_hex(beta)).replace("{mbeta}", f32_hex(-beta)))
    res = truncate(lines, "%r", dtype, "%r16")
    lines += ["    linalg.yield %s : %s" % (res, dtype), generic_end(t)]
    return func_lines(name, [("%g", t), ("%x", t)], lines, ["%res"], [t])


# ---------------------------------------------------------------------------
# Softmax backward forms.
# ---------------------------------------------------------------------------


def softmax_backward_generics(style, dtype, rank, axis, keepdim, g, y, result, init,
                              sums, init32=None, names=("%m", "%s", "%bc", "%m2"),
                              trunc="%t"):
    """The generics of softmax backward as front ends write it; 16-bit
    operands are extended to f32, the sum is f32 and the result is
    truncated once.

    style: "five" (torch-mlir's decomposition: mul; sum; broadcast generic;
    mul; sub), "fused" (the product in the sum; y * (g - s) with the
    broadcast in the map), "fused_sub" (g * y - y * s) or "jax" (y * g +
    y * s with s the sum of -(y * g), JAX's transposed softmax JVP). keepdim: the sum
    keeps the axis with size 1 (read through a map that pins it to 0).
    g, y: (value, type) of the operands; result: (name, type); init: the
    (value, type) of the result's tensor.empty; sums: the zero-filled f32 sum
    tensor; init32: the f32 tensor.empty of "five" (whose intermediates the
    generics ``names`` define: product, sum, broadcast, product)."""
    idm = identity_map(rank)
    redm = keep_dim_map(rank, axis) if keepdim else drop_dim_map(rank, axis)
    par, red = iterator_types(rank), iterator_types(rank, [axis])
    L = []
    if style == "five":
        m, s, bc, m2 = names
        t32 = init32[1]
        L += generic_head(m, [idm] * 3, par, [g, y], init32,
                          ["%%a: %s" % dtype, "%%b: %s" % dtype, "%o: f32"])
        a, b = extend(L, "%a", dtype), extend(L, "%b", dtype)
        L += ["    %%p = arith.mulf %s, %s : f32" % (a, b), "    linalg.yield %p : f32",
              generic_end(t32)]
        L += generic_head(s, [idm, redm], red, [(m, t32)], sums, ["%a: f32", "%o: f32"])
        L += ["    %p = arith.addf %a, %o : f32", "    linalg.yield %p : f32",
              generic_end(sums[1])]
        L += generic_head(bc, [redm, idm], par, [(s, sums[1])], init32,
                          ["%a: f32", "%o: f32"])
        L += ["    linalg.yield %a : f32", generic_end(t32)]
        L += generic_head(m2, [idm] * 3, par, [y, (bc, t32)], init32,
                          ["%%a: %s" % dtype, "%b: f32", "%o: f32"])
        a = extend(L, "%a", dtype)
        L += ["    %%p = arith.mulf %s, %%b : f32" % a, "    linalg.yield %p : f32",
              generic_end(t32)]
        L += generic_head(result[0], [idm] * 3, par, [(m, t32), (m2, t32)], init,
                          ["%a: f32", "%b: f32", "%%o: %s" % dtype])
        L.append("    %p = arith.subf %a, %b : f32")
    else:
        s = names[1]
        L += generic_head(s, [idm, idm, redm], red, [g, y], sums,
                          ["%%a: %s" % dtype, "%%b: %s" % dtype, "%o: f32"])
        a, b = extend(L, "%a", dtype), extend(L, "%b", dtype)
        L.append("    %%p = arith.mulf %s, %s : f32" % (b, a))
        if style == "jax":
            # JAX sums the negated products (its transposed softmax JVP).
            L += ["    %n = arith.negf %p : f32", "    %q = arith.addf %o, %n : f32"]
        else:
            L.append("    %q = arith.addf %o, %p : f32")
        L += ["    linalg.yield %q : f32", generic_end(sums[1])]
        L += generic_head(result[0], [idm, idm, redm, idm], par, [g, y, (s, sums[1])],
                          init, ["%%a: %s" % dtype, "%%b: %s" % dtype, "%c: f32",
                                 "%%o: %s" % dtype])
        a, b = extend(L, "%a", dtype), extend(L, "%b", dtype)
        if style == "fused":
            L += ["    %%d = arith.subf %s, %%c : f32" % a,
                  "    %%p = arith.mulf %%d, %s : f32" % b]
        elif style == "jax":
            L += ["    %%yg = arith.mulf %s, %s : f32" % (b, a),
                  "    %%ys = arith.mulf %s, %%c : f32" % b,
                  "    %p = arith.addf %yg, %ys : f32"]
        else:
            L += ["    %%gy = arith.mulf %s, %s : f32" % (b, a),
                  "    %%ys = arith.mulf %%c, %s : f32" % b,
                  "    %p = arith.subf %gy, %ys : f32"]
    res = truncate(L, "%p", dtype, trunc)
    return L + ["    linalg.yield %s : %s" % (res, dtype), generic_end(result[1])]


def softmax_backward_function(name, dtype, shape, axis, style, keepdim, dynamic):
    """``func.func @name(%g, %y) -> result``: softmax backward in the front-end
    form of ``softmax_backward_generics`` (with ``dynamic``, every size
    dynamic: the empties take them from %g)."""
    r = len(shape)
    full = [None if dynamic else d for d in shape]
    red_shape = [(1 if keepdim else None) if i == axis else
                 (None if dynamic else d) for i, d in enumerate(shape)]
    if not keepdim:
        red_shape = [d for i, d in enumerate(red_shape) if i != axis]
    t, t32 = tensor_type(full, dtype), tensor_type(full, "f32")
    tr = tensor_type(red_shape, "f32")
    L = []
    dyn_full, dyn_red = [], []
    if dynamic:
        for i in range(r):
            L += tensor_dim_lines("%%n%d" % i, i, "%g", t, "%%i%d" % i)
        dyn_full = ["%%n%d" % i for i in range(r)]
        dyn_red = ["%%n%d" % i for i in range(r) if i != axis]
    L.append(tensor_empty("%e", t, dyn_full))
    L.append("  %zero = arith.constant 0.0 : f32")
    L.append(tensor_empty("%er", tr, dyn_red))
    L.append(linalg_fill("%z", "%zero", "f32", "%er", tr))
    if style == "five":
        L.append(tensor_empty("%e32", t32, dyn_full))
    L += softmax_backward_generics(style, dtype, r, axis, keepdim, ("%g", t), ("%y", t),
                                   ("%r", t), ("%e", t), ("%z", tr), ("%e32", t32))
    return func_lines(name, [("%g", t), ("%y", t)], L, ["%r"], [t])


def softmax_linalg_kernel(name, shape, axis, dtype, log=False):
    """A kernel of softmax backward as torch-mlir decomposes
    _softmax_backward_data, every value in ``dtype``: mul; zero fill;
    add-reduction into a keep-dim tensor; broadcast generic; mul; sub. With
    ``log``, _log_softmax_backward_data: zero fill; add-reduction of g;
    broadcast generic; exp of y; mul; sub."""
    t = tensor_type(shape, dtype)
    tk = tensor_type([1 if i == axis else d for i, d in enumerate(shape)], dtype)
    rank = len(shape)
    ident, keep = identity_map(rank), keep_dim_map(rank, axis)
    par = iterator_types(rank)

    def unary(result, x, op, result_type, maps, iterators, init):
        """One generic of one input; ``op`` None passes the input through."""
        lines = generic_head(result, maps, iterators, [x], (init, result_type),
                             ["%%l: %s" % dtype, "%%o: %s" % dtype], split=True)
        if op is not None:
            lines.append("    %%v = %s : %s" % (op, dtype))
        lines += ["    linalg.yield %s : %s" % ("%v" if op else "%l", dtype),
                  generic_end(result_type)]
        return lines

    def binary(result, op, a, b):
        lines = generic_head(result, [ident] * 3, par, [(a, t), (b, t)], ("%e", t),
                             ["%%l: %s" % dtype, "%%r: %s" % dtype, "%%o: %s" % dtype],
                             split=True)
        return lines + ["    %%v = arith.%s %%l, %%r : %s" % (op, dtype),
                        "    linalg.yield %%v : %s" % dtype, generic_end(t)]

    lines = [tensor_empty("%e", t)]
    if log:
        lines += unary("%ey", ("%y", t), "math.exp %l", t, [ident] * 2, par, "%e")
    else:
        lines += binary("%gy", "mulf", "%g", "%y")
    lines += ["  %%zero = arith.constant 0.0 : %s" % dtype, tensor_empty("%ek", tk),
              linalg_fill("%z", "%zero", dtype, "%ek", tk)]
    lines += unary("%s", ("%g" if log else "%gy", t), "arith.addf %l, %o", tk,
                   [ident, keep], iterator_types(rank, [axis]), "%z")
    lines += unary("%bc", ("%s", tk), None, t, [keep, ident], par, "%e")
    lines += binary("%ys", "mulf", "%ey" if log else "%y", "%bc")
    lines += binary("%r", "subf", "%g" if log else "%gy", "%ys")
    return kernel_function(name, [("%a", "%g", shape, dtype), ("%b", "%y", shape, dtype)],
                           [("%out", shape, dtype)], lines, ["%r"])


# ---------------------------------------------------------------------------
# PReLU backward forms.
# ---------------------------------------------------------------------------


def prelu_slope_dims(rank, rule):
    """The src dimensions that the slope's dimensions map to under ``rule``
    (SEMANTICS.md 2.4): "NCX" / "NXC" per channel (dim 1 / the last, dim 0
    at rank 1), "tensor" (none: the slope is [1]) or "tf" (src.shape[1:]);
    the other dimensions are summed into diff_slope."""
    if rule == "tensor":
        return []
    if rule == "tf":
        return list(range(1, rank))
    return [0 if rank == 1 else (1 if rule == "NCX" else rank - 1)]


def prelu_slope_map(rank, rule):
    """The indexing map of the slope (and of diff_slope) under ``rule``."""
    return affine_map(rank, ["d%d" % i for i in prelu_slope_dims(rank, rule)] or ["0"])


def slope_truncation(result, sums, init, dtype, rank):
    """The generic that truncates PReLU's f32 diff_slope sums (value, type)
    into ``init`` (value, type) of ``dtype`` and ``rank``."""
    lines = generic_head(result, [identity_map(rank)] * 2, iterator_types(rank),
                         [sums], init, ["%a: f32", "%%o: %s" % dtype])
    return lines + ["    %%t16 = arith.truncf %%a : f32 to %s" % dtype,
                    "    linalg.yield %%t16 : %s" % dtype, generic_end(init[1])]


def prelu_backward_function(name, dtype, shape, rule, fused, ordered_gt):
    """``func.func @name(%g, %x, %w) -> (diff_src, diff_slope)``: PyTorch's
    _prelu_kernel_backward, the diff_src select and the diff_slope
    masked-product sum, for the slope ``rule`` of ``prelu_slope_dims``.
    fused: the masked product inside the sum generic (else a generic of its
    own). ordered_gt: diff_src is select(x > 0, g, w * g) (a NaN x gives
    w * g), else select(x <= 0, w * g, g) (a NaN x gives g). 16-bit:
    extended to f32, summed in f32, truncated once. Returns the lines and
    the slope's shape."""
    r = len(shape)
    idm = identity_map(r)
    dims = prelu_slope_dims(r, rule)
    wshape = [shape[i] for i in dims] or [1]
    wm = prelu_slope_map(r, rule)
    red_iters = iterator_types(r, [i for i in range(r) if i not in dims])
    par = iterator_types(r)
    t, tw = tensor_type(shape, dtype), tensor_type(wshape, dtype)
    tw32, t32 = tensor_type(wshape, "f32"), tensor_type(shape, "f32")
    ext = dtype != "f32"
    ct = "f32" if ext else dtype
    L = [tensor_empty("%e", t)]
    L += generic_head("%ds", [idm, idm, wm, idm], par, [("%g", t), ("%x", t), ("%w", tw)],
                      ("%e", t), ["%%%s: %s" % (v, dtype) for v in "abco"])
    a, b, c = (extend(L, v, dtype) for v in ("%a", "%b", "%c"))
    L.append("    %%zero = arith.constant 0.0 : %s" % ct)
    L.append("    %%wg = arith.mulf %s, %s : %s" % (c, a, ct))
    if ordered_gt:
        L.append("    %%p = arith.cmpf ogt, %s, %%zero : %s" % (b, ct))
        L.append("    %%s = arith.select %%p, %s, %%wg : %s" % (a, ct))
    else:
        L.append("    %%p = arith.cmpf ole, %s, %%zero : %s" % (b, ct))
        L.append("    %%s = arith.select %%p, %%wg, %s : %s" % (a, ct))
    res = truncate(L, "%s", dtype, "%s16")
    L += ["    linalg.yield %s : %s" % (res, dtype), generic_end(t)]
    L += ["  %zero = arith.constant 0.0 : f32", tensor_empty("%ew", tw32),
          linalg_fill("%z", "%zero", "f32", "%ew", tw32)]
    if fused:
        L += generic_head("%sum", [idm, idm, wm], red_iters, [("%g", t), ("%x", t)],
                          ("%z", tw32), ["%%a: %s" % dtype, "%%b: %s" % dtype, "%o: f32"])
    else:
        L.append(tensor_empty("%e32", t32))
        L += generic_head("%m", [idm] * 3, par, [("%g", t), ("%x", t)], ("%e32", t32),
                          ["%%a: %s" % dtype, "%%b: %s" % dtype, "%o: f32"])
    a, b = extend(L, "%a", dtype), extend(L, "%b", dtype)
    L += ["    %z0 = arith.constant 0.0 : f32",
          "    %%p = arith.cmpf ogt, %s, %%z0 : f32" % b,
          "    %%xg = arith.mulf %s, %s : f32" % (b, a),
          "    %t = arith.select %p, %z0, %xg : f32"]
    if fused:
        L += ["    %q = arith.addf %o, %t : f32", "    linalg.yield %q : f32",
              generic_end(tw32)]
    else:
        L += ["    linalg.yield %t : f32", generic_end(t32)]
        L += generic_head("%sum", [idm, wm], red_iters, [("%m", t32)], ("%z", tw32),
                          ["%a: f32", "%o: f32"])
        L += ["    %q = arith.addf %a, %o : f32", "    linalg.yield %q : f32",
              generic_end(tw32)]
    dw = "%sum"
    if ext:
        L.append(tensor_empty("%ew16", tw))
        L += slope_truncation("%dw", ("%sum", tw32), ("%ew16", tw), dtype, len(wshape))
        dw = "%dw"
    return func_lines(name, [("%g", t), ("%x", t), ("%w", tw)], L, ["%ds", dw],
                      [t, tw]), wshape


# ---------------------------------------------------------------------------
# One op's form, and functions of numbered linalg values.
# ---------------------------------------------------------------------------


def linalg_form(op, dtype, rank, operands, results, tag, attrs=None, axis=None,
                keepdim=False, slope_rule=None):
    """The front-end ``linalg.generic`` form of one op (docs/Raising.md), as
    the randomized tester emits it: lines defining the ``results``
    ((name, type) pairs) from the ``operands`` ((value, type) pairs in the
    op's order). 16-bit values are extended to f32 and the results
    truncated once; ``tag`` prefixes the SSA names the form defines.

    - hardtanh_backward (attrs min, max): PyTorch's ``x <= min || x >= max
      ? 0 : g``; swish_backward (attrs beta): the sigmoid DAG.
    - softmax_backward (``axis``): with ``keepdim``, the five-generic chain
      summing into a keep-dim tensor, else the fused form with the axis
      dropped (softmax_backward_generics).
    - prelu_backward (``slope_rule`` of prelu_slope_dims): PyTorch's
      _prelu_kernel_backward, the diff_src select and the diff_slope
      masked-product sum.
    hardsigmoid_backward has no form here."""
    idm, par = identity_map(rank), iterator_types(rank)
    ext = dtype != "f32"
    prefix = "%" + tag
    L = []
    counter = [0]

    def fresh(base):
        counter[0] += 1
        return "%s_%s%d" % (prefix, base, counter[0])

    def sizes(ty, src, positions=None):
        """Dynamic sizes of type ``ty`` from operand ``src`` (the same
        positions, or ``positions``)."""
        dims = ty[len("tensor<"):-1].split("x")[:-1]
        positions = range(len(dims)) if positions is None else positions
        dyn = []
        for d, i in zip(dims, positions):
            if d == "?":
                ci, di = fresh("i"), fresh("n")
                L.extend(tensor_dim_lines(di, i, src[0], src[1], ci))
                dyn.append(di)
        return dyn

    def empty(ty, src):
        dyn = sizes(ty, src)
        e = fresh("e")
        L.append(tensor_empty(e, ty, dyn))
        return e

    def store(value):
        L.append("    linalg.yield %s : %s" % (truncate(L, value, dtype, "%st"), dtype))

    if op in ("hardtanh_backward", "swish_backward"):
        g, x = operands
        e = empty(results[0][1], g)
        L += generic_head(results[0][0], [idm] * 3, par, [g, x], (e, results[0][1]),
                          ["%%a: %s" % dtype, "%%b: %s" % dtype, "%%o: %s" % dtype])
        a, b = extend(L, "%a", dtype), extend(L, "%b", dtype)
        if op == "hardtanh_backward":
            L += ["    %%lo = arith.constant %s : f32" % f32_hex(attrs["min"]),
                  "    %%hi = arith.constant %s : f32" % f32_hex(attrs["max"]),
                  "    %zero = arith.constant 0.0 : f32",
                  "    %%c1 = arith.cmpf ole, %s, %%lo : f32" % b,
                  "    %%c2 = arith.cmpf oge, %s, %%hi : f32" % b,
                  "    %c = arith.ori %c1, %c2 : i1",
                  "    %%s = arith.select %%c, %%zero, %s : f32" % a]
            store("%s")
        else:
            L += ["    %%beta = arith.constant %s : f32" % f32_hex(attrs["beta"]),
                  "    %one = arith.constant 1.0 : f32",
                  "    %%v = arith.mulf %s, %%beta : f32" % b,
                  "    %nv = arith.negf %v : f32",
                  "    %ex = math.exp %nv : f32",
                  "    %den = arith.addf %one, %ex : f32",
                  "    %s = arith.divf %one, %den : f32",
                  "    %oms = arith.subf %one, %s : f32",
                  "    %sd = arith.mulf %s, %oms : f32",
                  "    %vsd = arith.mulf %v, %sd : f32",
                  "    %d = arith.addf %s, %vsd : f32",
                  "    %%res = arith.mulf %s, %%d : f32" % a]
            store("%res")
        L.append(generic_end(results[0][1]))
        return L

    if op == "softmax_backward":
        g, y = operands
        full_dims = results[0][1][len("tensor<"):-1].split("x")[:-1]
        if keepdim:
            red_dims = [("1" if i == axis else d) for i, d in enumerate(full_dims)]
        else:
            red_dims = [d for i, d in enumerate(full_dims) if i != axis]
        tr = "tensor<%s>" % "x".join(red_dims + ["f32"])
        t32 = "tensor<%s>" % "x".join(full_dims + ["f32"])
        # The reduced tensor's dynamic sizes are those of the dimensions of
        # diff_dst it keeps: with the axis kept (size 1), dimension i is
        # diff_dst's i; with the axis dropped, the ones after it shift by one.
        dyn = sizes(tr, g, [i for i in range(rank) if keepdim or i != axis])
        er = fresh("e")
        L.append(tensor_empty(er, tr, dyn))
        zero, z = fresh("zero"), fresh("z")
        L += [constant(zero, "0.0", "f32"), linalg_fill(z, zero, "f32", er, tr)]
        e = empty(results[0][1], g)
        if keepdim:
            e32 = empty(t32, g)
            names = fresh("m"), fresh("s"), fresh("bc"), fresh("m")
            return L + softmax_backward_generics(
                "five", dtype, rank, axis, True, g, y, results[0], (e, results[0][1]),
                (z, tr), (e32, t32), names, "%st")
        return L + softmax_backward_generics(
            "fused", dtype, rank, axis, False, g, y, results[0], (e, results[0][1]),
            (z, tr), names=(None, fresh("s")), trunc="%st")

    if op == "prelu_backward":
        x, w, g = operands
        dims = prelu_slope_dims(rank, slope_rule)
        wm = prelu_slope_map(rank, slope_rule)
        red_iters = iterator_types(rank, [i for i in range(rank) if i not in dims])
        e = empty(results[0][1], x)
        L += generic_head(results[0][0], [idm, idm, wm, idm], par, [g, x, w],
                          (e, results[0][1]), ["%%%s: %s" % (v, dtype) for v in "abco"])
        a, b, c = (extend(L, v, dtype) for v in ("%a", "%b", "%c"))
        L += ["    %zero = arith.constant 0.0 : f32",
              "    %%pos = arith.cmpf ogt, %s, %%zero : f32" % b,
              "    %%wg = arith.mulf %s, %s : f32" % (c, a),
              "    %%s = arith.select %%pos, %s, %%wg : f32" % a]
        store("%s")
        L.append(generic_end(results[0][1]))
        tw32 = results[1][1][:results[1][1].rindex("x")] + "xf32>"
        ew = empty(tw32, w)
        zero, z, sm = fresh("zero"), fresh("z"), fresh("sum")
        L += [constant(zero, "0.0", "f32"), linalg_fill(z, zero, "f32", ew, tw32)]
        L += generic_head(sm if ext else results[1][0], [idm, idm, wm], red_iters, [g, x],
                          (z, tw32), ["%%a: %s" % dtype, "%%b: %s" % dtype, "%o: f32"])
        a, b = extend(L, "%a", dtype), extend(L, "%b", dtype)
        L += ["    %z0 = arith.constant 0.0 : f32",
              "    %%pos = arith.cmpf ogt, %s, %%z0 : f32" % b,
              "    %%xg = arith.mulf %s, %s : f32" % (b, a),
              "    %t = arith.select %pos, %z0, %xg : f32",
              "    %q = arith.addf %o, %t : f32", "    linalg.yield %q : f32",
              generic_end(tw32)]
        if ext:
            ew16 = empty(results[1][1], w)
            L += slope_truncation(results[1][0], (sm, tw32), (ew16, results[1][1]),
                                  dtype, len(dims) or 1)
        return L
    raise ValueError("no linalg form for %s" % op)


class FunctionBuilder:
    """Builds one function of linalg ops whose values are numbered (%v1,
    %v2, ...), generics written as the front-end corpus tests hold them;
    with torch-mlir's building blocks (mul/sub generics, keep-dim
    reductions, broadcast generics). args: (name, type) pairs; shapes hold
    ints or "?"."""

    def __init__(self, name, args, dtype):
        self.name, self.args, self.dtype = name, args, dtype
        self.lines, self.count = [], 0
        self.types = dict(args)

    def value(self):
        self.count += 1
        return "%%v%d" % self.count

    def type_of(self, v):
        return self.types[v]

    def empty(self, shape, ref=None, dtype=None):
        """A tensor.empty of ``shape``, its dynamic sizes those of ``ref``."""
        dtype = dtype or self.dtype
        v = self.value()
        sizes = []
        if ref is not None and any(d == "?" for d in shape):
            for i, d in enumerate(shape):
                if d == "?":
                    c = self.value()
                    s = self.value()
                    self.lines += tensor_dim_lines(s, i, ref, self.type_of(ref), c)
                    sizes.append(s)
        self.types[v] = tensor_type(shape, dtype)
        self.lines.append(tensor_empty(v, self.types[v], sizes))
        return v

    def fill(self, value, init):
        c, v = self.value(), self.value()
        t = self.type_of(init)
        elt = t[t.rindex("x") + 1:-1]
        self.lines.append(constant(c, value, elt))
        self.lines.append(linalg_fill(v, c, elt, init, t))
        self.types[v] = t
        return v

    def generic(self, ins, init, maps, iterators, body, elts):
        """ins: values; maps: one per input then the init; iterators:
        ``iterator_types`` text; body: lines using %a0.. for inputs, %o for
        the init, ending in a value name to yield; elts: the block argument
        types."""
        v = self.value()
        t = self.type_of(init)
        args = ["%%a%d: %s" % (k, e) for k, e in enumerate(elts[:-1])]
        ins = [(i, self.type_of(i)) for i in ins]
        self.lines += generic_head(v, maps, iterators, ins, (init, t),
                                   args + ["%%o: %s" % elts[-1]], split=True)
        *ops, result = body
        self.lines += ["    " + op for op in ops]
        self.lines += ["    linalg.yield %s : %s" % (result, elts[-1]), generic_end(t)]
        self.types[v] = t
        return v

    def text(self, results):
        types = [self.type_of(r) if r in self.types else dict(self.args)[r]
                 for r in results]
        return "\n".join(func_lines(self.name, self.args, self.lines, results, types,
                                    parenthesize=True)) + "\n"

    def binary(self, op, a, b, rank, shape, ref, wrap=False):
        """Elementwise ``a op b``; with ``wrap``, 16-bit values are extended
        to f32 around the op and truncated back (IREE's and torch-mlir's
        16-bit form)."""
        dtype = self.dtype
        init = self.empty(shape, ref)
        if wrap and dtype != "f32":
            body = ["%%ext0 = arith.extf %%a0 : %s to f32" % dtype,
                    "%%ext1 = arith.extf %%a1 : %s to f32" % dtype,
                    "%%wide = arith.%s %%ext0, %%ext1 : f32" % op,
                    "%%r = arith.truncf %%wide : f32 to %s" % dtype, "%r"]
        else:
            body = ["%%r = arith.%s %%a0, %%a1 : %s" % (op, dtype), "%r"]
        return self.generic([a, b], init, [identity_map(rank)] * 3,
                            iterator_types(rank), body, [dtype] * 3)

    def keepdim_sum(self, x, rank, shape, axis, ref, wrap=False):
        """A keep-dim sum; with ``wrap``, a 16-bit input is summed into an
        f32 accumulator and the sum truncated back (IREE's mixed-precision
        form)."""
        dtype = self.dtype
        kshape = [1 if i == axis else d for i, d in enumerate(shape)]
        maps = [identity_map(rank), keep_dim_map(rank, axis)]
        if not (wrap and dtype != "f32"):
            init = self.fill("0.0", self.empty(kshape, ref))
            return self.generic([x], init, maps, iterator_types(rank, [axis]),
                                ["%%r = arith.addf %%a0, %%o : %s" % dtype, "%r"],
                                [dtype] * 2)
        init = self.fill("0.0", self.empty(kshape, ref, "f32"))
        wide = self.generic([x], init, maps, iterator_types(rank, [axis]),
                            ["%%ext0 = arith.extf %%a0 : %s to f32" % dtype,
                             "%r = arith.addf %ext0, %o : f32", "%r"], [dtype, "f32"])
        return self.generic([wide], self.empty(kshape, ref), [identity_map(rank)] * 2,
                            iterator_types(rank),
                            ["%%r = arith.truncf %%a0 : f32 to %s" % dtype, "%r"],
                            ["f32", dtype])

    def keepdim_max(self, x, rank, shape, axis, ref):
        dtype = self.dtype
        kshape = [1 if i == axis else d for i, d in enumerate(shape)]
        init = self.fill("0xFF800000" if dtype == "f32" else "-3.0e38",
                         self.empty(kshape, ref))
        return self.generic([x], init, [identity_map(rank), keep_dim_map(rank, axis)],
                            iterator_types(rank, [axis]),
                            ["%%r = arith.maximumf %%a0, %%o : %s" % dtype, "%r"],
                            [dtype] * 2)

    def broadcast(self, s, rank, shape, axis, ref):
        init = self.empty(shape, ref)
        return self.generic([s], init, [keep_dim_map(rank, axis), identity_map(rank)],
                            iterator_types(rank), ["%a0"], [self.dtype] * 2)

    def unary(self, x, shape, body):
        """One generic of ``x`` into a new tensor of ``shape``: ``body`` on %a0."""
        rank = len(shape)
        return self.generic([x], self.empty(shape), [identity_map(rank)] * 2,
                            iterator_types(rank), body, [self.dtype] * 2)

    def softmax_backward(self, g, y, shape, axis, ref, wrap=False):
        """torch-mlir's _softmax_backward_data: mul; zero fill; keep-dim
        add-reduction; broadcast generic; mul; sub."""
        rank = len(shape)
        gy = self.binary("mulf", g, y, rank, shape, ref, wrap)
        total = self.keepdim_sum(gy, rank, shape, axis, ref, wrap)
        b = self.broadcast(total, rank, shape, axis, ref)
        yb = self.binary("mulf", y, b, rank, shape, ref, wrap)
        return self.binary("subf", gy, yb, rank, shape, ref, wrap)

    def log_softmax_backward(self, g, y, shape, axis):
        """torch-mlir's _log_softmax_backward_data: g - exp(y) * sum(g)."""
        rank = len(shape)
        total = self.keepdim_sum(g, rank, shape, axis, None)
        b = self.broadcast(total, rank, shape, axis, None)
        e = self.unary(y, shape, ["%%r = math.exp %%a0 : %s" % self.dtype, "%r"])
        eb = self.binary("mulf", e, b, rank, shape, None)
        return self.binary("subf", g, eb, rank, shape, None)

    def threshold_backward(self, g, x, shape):
        """torch-mlir's threshold_backward (ReLU backward, threshold 0):
        select(x <= 0, 0, g) with an unordered compare, so NaN gives 0."""
        rank, dtype = len(shape), self.dtype
        return self.generic([g, x], self.empty(shape), [identity_map(rank)] * 3,
                            iterator_types(rank),
                            ["%%t = arith.constant 0.0 : %s" % dtype,
                             "%%c = arith.cmpf ule, %%a1, %%t : %s" % dtype,
                             "%%r = arith.select %%c, %%t, %%a0 : %s" % dtype, "%r"],
                            [dtype] * 3)

    def hardtanh_backward(self, g, x, shape):
        """torch-mlir's hardtanh_backward with ReLU6's bounds:
        select(x ult -1 or x ugt 6, 0, g)."""
        rank, dtype = len(shape), self.dtype
        return self.generic([g, x], self.empty(shape), [identity_map(rank)] * 3,
                            iterator_types(rank),
                            ["%%z = arith.constant 0.0 : %s" % dtype,
                             "%%lo = arith.constant -1.0 : %s" % dtype,
                             "%%hi = arith.constant 6.0 : %s" % dtype,
                             "%%c0 = arith.cmpf ult, %%a1, %%lo : %s" % dtype,
                             "%%c1 = arith.cmpf ugt, %%a1, %%hi : %s" % dtype,
                             "%c = arith.ori %c0, %c1 : i1",
                             "%%r = arith.select %%c, %%z, %%a0 : %s" % dtype, "%r"],
                            [dtype] * 3)
