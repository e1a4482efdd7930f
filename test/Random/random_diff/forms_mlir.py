"""MLIR text of the front-end forms of forms.py, written as the captures and
the raising tests hold them (test/Integration/raising/Inputs/
gen_reshape_forms.py, gen_rounded_forms.py): lines that define a case's
results from its operands, with SSA names prefixed by a tag."""

from actgrad import emit


class Body:
    """The lines of one form, and fresh SSA names under its tag."""

    def __init__(self, tag):
        self.prefix, self.count, self.lines = "%" + tag, 0, []

    def fresh(self, base):
        self.count += 1
        return "%s_%s%d" % (self.prefix, base, self.count)

    def sizes(self, dims, src):
        """The sizes of `dims` (texts), "?" read from src (value, type) at
        the same position."""
        out = []
        for i, d in enumerate(dims):
            if d == "?":
                ci, di = self.fresh("i"), self.fresh("n")
                self.lines += emit.tensor_dim_lines(di, i, src[0], src[1], ci)
                out.append(di)
            else:
                out.append(d)
        return out

    def empty(self, ty, src):
        """A tensor.empty of `ty`, its dynamic sizes those of src."""
        e = self.fresh("e")
        dyn = [s for s in self.sizes(dims_of(ty), src) if s.startswith("%")]
        self.lines.append(emit.tensor_empty(e, ty, dyn))
        return e

    def generic(self, result, maps, iterators, ins, out, args, body, elt):
        """One linalg.generic whose region is `body` (lines yielding the
        value named last) over block arguments `args`."""
        *ops, value = body
        self.lines += emit.generic_head(result, maps, iterators, ins, out, args)
        self.lines += ["    " + op for op in ops]
        self.lines += ["    linalg.yield %s : %s" % (value, elt),
                       emit.generic_end(out[1])]


def dims_of(ty):
    """The sizes of a tensor type's text: ["2", "?"] of tensor<2x?xf32>."""
    return ty[len("tensor<"):-1].split("x")[:-1]


def type_of(dims, elt):
    return "tensor<%s>" % "x".join(list(dims) + [elt])


def groups_text(groups):
    return ", ".join("[%s]" % ", ".join(map(str, g)) for g in groups)


def iree_collapsed_sum(case, operands, results, tag):
    """IREE's `g * y - y * b`: the keep-dims sum of g * y collapsed to the
    dropped-dim shape, broadcast back; 16-bit values extended to f32, the
    result truncated once."""
    (g, tg), (y, ty) = operands
    name, t = results[0]
    dtype, rank, axis = case["dtype"], len(case["shape"]), case["axis_norm"]
    B = Body(tag)
    full = dims_of(t)
    t32 = type_of(full, "f32")
    tk = type_of(["1" if i == axis else d for i, d in enumerate(full)], "f32")
    td = type_of([d for i, d in enumerate(full) if i != axis], "f32")
    idm, par = emit.identity_map(rank), emit.iterator_types(rank)
    e, e32, ek = B.empty(t, (g, tg)), B.empty(t32, (g, tg)), B.empty(tk, (g, tg))
    zero, z = B.fresh("zero"), B.fresh("z")
    B.lines += [emit.constant(zero, "0.0", "f32"),
                emit.linalg_fill(z, zero, "f32", ek, tk)]
    gy, s, c, bc, yb = (B.fresh(n) for n in ("gy", "s", "c", "bc", "yb"))
    ext = [] if dtype == "f32" else [
        "%%a_f = arith.extf %%a : %s to f32" % dtype,
        "%%b_f = arith.extf %%b : %s to f32" % dtype]
    a, b = ("%a", "%b") if dtype == "f32" else ("%a_f", "%b_f")
    B.generic(gy, [idm] * 3, par, [(g, tg), (y, ty)], (e32, t32),
              ["%%a: %s" % dtype, "%%b: %s" % dtype, "%o: f32"],
              ext + ["%%p = arith.mulf %s, %s : f32" % (a, b), "%p"], "f32")
    B.generic(s, [idm, emit.keep_dim_map(rank, axis)],
              emit.iterator_types(rank, [axis]), [(gy, t32)], (z, tk),
              ["%a: f32", "%o: f32"], ["%p = arith.addf %a, %o : f32", "%p"], "f32")
    B.lines.append("  %s = tensor.collapse_shape %s [%s] : %s into %s" % (
        c, s, groups_text(case["variant"]["groups"]), tk, td))
    B.generic(bc, [emit.drop_dim_map(rank, axis), idm], par, [(c, td)], (e32, t32),
              ["%a: f32", "%o: f32"], ["%a"], "f32")
    B.generic(yb, [idm] * 3, par, [(y, ty), (bc, t32)], (e32, t32),
              ["%%a: %s" % dtype, "%b: f32", "%o: f32"],
              ext[:1] + ["%%p = arith.mulf %s, %%b : f32" % a, "%p"], "f32")
    body = ["%p = arith.subf %a, %b : f32"]
    if dtype != "f32":
        body.append("%%t = arith.truncf %%p : f32 to %s" % dtype)
    body.append("%p" if dtype == "f32" else "%t")
    B.generic(name, [idm] * 3, par, [(gy, t32), (yb, t32)], (e, t),
              ["%a: f32", "%b: f32", "%%o: %s" % dtype], body, dtype)
    return B.lines


def silu_collapsed_g(case, operands, results, tag):
    """SiLU's gradient (PyTorch's decomposition, emit.SILU_BACKWARD_TORCH)
    in one generic, g the collapse of a tensor with unit dimensions."""
    (gx, tgx), (x, tx) = operands
    name, t = results[0]
    v, dtype, rank = case["variant"], case["dtype"], len(case["shape"])
    B = Body(tag)
    g = B.fresh("g")
    B.lines.append("  %s = tensor.collapse_shape %s [%s] : %s into %s" % (
        g, gx, groups_text(v["groups"]), tgx, t))
    e = B.empty(t, (g, t))
    if dtype == "f32":
        args, body = ["%a: f32", "%b: f32", "%o: f32"], []
    else:
        args = ["%%a16: %s" % dtype, "%%b16: %s" % dtype, "%%o: %s" % dtype]
        body = ["%%a = arith.extf %%a16 : %s to f32" % dtype,
                "%%b = arith.extf %%b16 : %s to f32" % dtype]
    body.append("%one = arith.constant 1.0 : f32")
    body += [line.strip() for line in emit.SILU_BACKWARD_TORCH.splitlines()]
    if dtype != "f32":
        body.append("%%r16 = arith.truncf %%r : f32 to %s" % dtype)
    body.append("%r" if dtype == "f32" else "%r16")
    B.generic(name, [emit.identity_map(rank)] * 3, emit.iterator_types(rank),
              [(g, t), (x, tx)], (e, t), args, body, dtype)
    return B.lines


def rounded_product(B, producer, a, b, t, dtype, rank):
    """g = truncf(a * b) to `dtype` by a generic of its own: with the
    product in it ("fused") or in an f32 generic before it ("split")."""
    idm, par = emit.identity_map(rank), emit.iterator_types(rank)
    eg, g = B.empty(t, a), B.fresh("g")
    trunc = "%%t = arith.truncf %%m : f32 to %s" % dtype
    if producer == "fused":
        B.generic(g, [idm] * 3, par, [a, b], (eg, t),
                  ["%p: f32", "%q: f32", "%%o: %s" % dtype],
                  ["%m = arith.mulf %p, %q : f32", trunc, "%t"], dtype)
        return g
    t32 = type_of(dims_of(t), "f32")
    ef, prod = B.empty(t32, a), B.fresh("prod")
    B.generic(prod, [idm] * 3, par, [a, b], (ef, t32),
              ["%p: f32", "%q: f32", "%o: f32"],
              ["%m = arith.mulf %p, %q : f32", "%m"], "f32")
    B.generic(g, [idm] * 2, par, [(prod, t32)], (eg, t),
              ["%m: f32", "%%o: %s" % dtype], [trunc, "%t"], dtype)
    return g


def expand_unit(B, value, ty, elt, at):
    """tensor.expand_shape adding a unit dimension at `at` (it joins the
    dimension it precedes, or the last one): (value, type, reassociation)."""
    dims = dims_of(ty)
    rank = len(dims)
    sizes = B.sizes(dims, (value, ty))
    sizes.insert(at, "1")
    xt = type_of(dims[:at] + ["1"] + dims[at:], elt)
    groups = [[i if i < at else i + 1] for i in range(rank)]
    if rank:
        joined = min(at, rank - 1)
        groups[joined] = sorted(groups[joined] + [at])
    x = B.fresh("x")
    B.lines.append("  %s = tensor.expand_shape %s [%s] output_shape [%s] : %s into %s"
                   % (x, value, groups_text(groups), ", ".join(sizes), ty, xt))
    return x, xt, groups


def relu_mask(B, mask, g, y, out, dtype, rank):
    """select(y <= 0, 0, g) in `dtype`: "relu_ole", the capture's, the mask
    an i1 generic of its own and the zero a tensor<dtype>; "relu_ule", one
    generic."""
    idm, par = emit.identity_map(rank), emit.iterator_types(rank)
    zb = B.fresh("zb")
    B.lines.append(emit.constant(zb, "0.0", dtype))
    eo = B.empty(out[1], g)
    if mask == "relu_ule":
        B.generic(out[0], [idm] * 3, par, [y, g], (eo, out[1]),
                  ["%%v: %s" % dtype, "%%gg: %s" % dtype, "%%o: %s" % dtype],
                  ["%%c = arith.cmpf ule, %%v, %s : %s" % (zb, dtype),
                   "%%s = arith.select %%c, %s, %%gg : %s" % (zb, dtype), "%s"], dtype)
        return
    zt, m = B.fresh("zt"), B.fresh("m")
    B.lines.append(emit.constant(zt, "dense<0.0>", "tensor<%s>" % dtype))
    mt = type_of(dims_of(out[1]), "i1")
    em = B.empty(mt, g)
    B.generic(m, [idm] * 2, par, [y], (em, mt), ["%%v: %s" % dtype, "%o: i1"],
              ["%%c = arith.cmpf ole, %%v, %s : %s" % (zb, dtype), "%c"], "i1")
    B.generic(out[0], [idm, emit.affine_map(rank, []), idm, idm], par,
              [(m, mt), (zt, "tensor<%s>" % dtype), g], (eo, out[1]),
              ["%c: i1", "%%zz: %s" % dtype, "%%gg: %s" % dtype, "%%o: %s" % dtype],
              ["%%s = arith.select %%c, %%zz, %%gg : %s" % dtype, "%s"], dtype)


def rounded_g(case, operands, results, tag):
    """A mask (forms.py) of g = truncf(a * b), with g and y expanded by a
    unit dimension and the result collapsed where the case says."""
    a, b, y = operands
    name, t = results[0]
    v, dtype, rank = case["variant"], case["dtype"], len(case["shape"])
    B = Body(tag)
    g = (rounded_product(B, v["producer"], a, b, t, dtype, rank), t)
    out, groups = (name, t), None
    if v["expand_at"] is not None:
        g = expand_unit(B, g[0], g[1], dtype, v["expand_at"])
        y = expand_unit(B, y[0], y[1], dtype, v["expand_at"])
        groups, g, y = g[2], g[:2], y[:2]
        rank += 1
        out = (B.fresh("r"), type_of(dims_of(g[1]), dtype))
    if v["mask"] == "hardtanh":
        B.lines += emit.linalg_form("hardtanh_backward", dtype, rank, [g, y], [out],
                                    tag + "h", attrs=case["attrs_f32"])
    else:
        relu_mask(B, v["mask"], g, y, out, dtype, rank)
    if groups is not None:
        B.lines.append("  %s = tensor.collapse_shape %s [%s] : %s into %s" % (
            name, out[0], groups_text(groups), out[1], t))
    return B.lines


EMIT = {"iree_collapsed_sum": iree_collapsed_sum,
        "silu_collapsed_g": silu_collapsed_g, "rounded_g": rounded_g}


def variant_form(case, operands, results, tag):
    """The lines of a case's variant (forms.py), defining `results`
    ((name, type) pairs) from `operands` (forms.operand_arrays' tensors as
    (value, type) pairs)."""
    return EMIT[case["variant"]["name"]](case, operands, results, tag)
