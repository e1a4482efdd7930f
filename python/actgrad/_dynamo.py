"""``torch.compile(model, backend="actgrad")``: Inductor with ActGrad's
activation-gradient kernels in the backward graph (PyTorch 2). The wheel
registers :func:`backend` as the ``torch_dynamo_backends`` entry point
``actgrad``; from the build tree, pass ``actgrad._dynamo.backend`` itself.

- Inductor's ``compile_fx`` compiles forward and backward with Inductor's
  decompositions less the activation gradients ActGrad takes
  (``actgrad.torch.ANCHORS``), which the backward graph keeps as nodes.
- Before Inductor compiles the backward graph, ``actgrad.torch.rewrite``
  grows each into its fusible element-wise neighbours and replaces the group
  by one ActGrad kernel, called through the opaque custom op
  ``torch.ops.actgrad._run_graph_kernel`` (its fake kernel gives Inductor
  the outputs' metas); it takes a group only as ``choice`` (``ACTGRAD_CHOICE``)
  says: ``"measure"`` (default) where the kernel beats Inductor's code for
  the same nodes by ``margin`` (:func:`_measure`), ``"always"``, ``"never"``.
  With ``"measure"``, the whole backward graph then keeps its kernels only
  where it runs faster with them than as Inductor's code alone
  (``check_graphs``, ``ACTGRAD_CHOICE_GRAPH``; :func:`_faster_graph`).
- What ActGrad does not take is Inductor's code: the activation gradients
  left are decomposed as Inductor's table says; a graph that cannot be
  rewritten, or a PyTorch without the custom ops, is Inductor's alone, with
  a warning; never an exception.
- Inductor's FX graph cache and AOT Autograd's cache are off: a hit would
  skip the rewrite and return a graph compiled in another process, calling
  kernel ids this process never registered (or registered for others).

``stats`` counts graphs and kernels; ``decisions`` lists the measured
choices, ``graph_decisions`` the whole graphs'; ``ACTGRAD_LOG=1`` prints a
line per kernel compiled and per choice.
"""

import contextlib
import functools
import os
import statistics
import threading
import time
import warnings

import torch

__all__ = ["backend", "decompositions", "stats", "choice", "margin", "decisions",
           "check_graphs", "graph_decisions"]

# "measure", "always" or "never" (the module docstring); read at each compile.
choice = os.environ.get("ACTGRAD_CHOICE", "measure")
# How much faster than Inductor (a fraction of its time) a kernel must be.
margin = float(os.environ.get("ACTGRAD_CHOICE_MARGIN", "0.05"))
# Per group decided: description, inductor_s, actgrad_s, taken, cached.
decisions = []
# With "measure", whether a backward graph keeps its kernels only where the
# whole graph then runs faster than Inductor's code for it (ACTGRAD_CHOICE_GRAPH).
check_graphs = os.environ.get("ACTGRAD_CHOICE_GRAPH", "1") != "0"
# Per backward graph checked: kernels, inductor_s, actgrad_s, taken, cached.
graph_decisions = []
# (graph, input metas, thread settings) -> (inductor_s, actgrad_s).
_graphs_decided = {}
# (subgraph, input metas, thread settings) -> (taken, inductor_s, actgrad_s).
_decided = {}

# Backward graphs seen and rewritten, kernels placed, graphs left to Inductor
# (fallbacks: the rewrite failed; reverted_graphs: slower with the kernels).
stats = {"backward_graphs": 0, "rewritten_graphs": 0, "kernels": 0, "fallbacks": 0,
         "reverted_graphs": 0}

_lock = threading.Lock()
# _run_graph_kernel id -> its runner, which holds the kernel's registration.
_runners = {}


def decompositions():
    """Inductor's decomposition table without the ops ActGrad takes."""
    from torch._inductor.decomposition import select_decomp_table

    from .torch import ANCHORS
    kept = {op.overloadpacket for op in ANCHORS}
    return {op: fn for op, fn in select_decomp_table().items()
            if getattr(op, "overloadpacket", op) not in kept}


def backend(gm, example_inputs):
    """The ``actgrad`` backend of ``torch.compile``."""
    from torch._inductor.compile_fx import compile_fx
    if not _custom_ops_ready():
        return compile_fx(gm, example_inputs)
    with _no_caches():
        return compile_fx(gm, example_inputs, inner_compile=_inner_compile,
                          decompositions=decompositions())


def _no_caches():
    """Inductor's FX graph cache and AOT Autograd's cache off (the module
    docstring says why)."""
    from torch._functorch import config as functorch_config
    from torch._inductor import config as inductor_config
    stack = contextlib.ExitStack()
    stack.enter_context(inductor_config.patch(fx_graph_cache=False))
    if hasattr(functorch_config, "enable_autograd_cache"):
        stack.enter_context(functorch_config.patch(enable_autograd_cache=False))
    return stack


def _inner_compile(gm, example_inputs, **kwargs):
    from torch._inductor.compile_fx import compile_fx_inner
    # The backward graph may compile lazily, outside backend()'s settings.
    with _no_caches():
        if not kwargs.get("is_backward"):
            return compile_fx_inner(gm, example_inputs, **kwargs)
        gm, kernels, original = _take_backward(gm, example_inputs)
        compiled = compile_fx_inner(gm, example_inputs, **kwargs)
        if not kernels or choice != "measure" or not check_graphs:
            return compiled
        return _faster_graph(compiled, original, kernels, example_inputs, kwargs)


def _faster_graph(candidate, reference, kernels, example_inputs, kwargs):
    """``candidate`` (the backward graph compiled with ``kernels`` of
    ActGrad's) or Inductor's code for the whole ``reference`` graph,
    whichever runs faster on tensors of the inputs' metas: the groups'
    measurements miss what lies outside their small graphs (docs/Python.md,
    "Which nodes the backend takes"), so a graph keeps its kernels only
    where they make the whole of it faster. A graph that cannot be timed
    keeps them, with a warning."""
    from torch._inductor.compile_fx import compile_fx_inner
    metas = _input_metas(example_inputs)
    if metas is None:
        return candidate
    key = (_signature(reference), tuple(metas), _thread_settings())
    with _lock:
        known = _graphs_decided.get(key)
    cached = known is not None
    try:
        # A graph known to keep its kernels needs no second compile.
        if known is None or known[1] >= known[0]:
            _decompose_left(reference)
            inductor = compile_fx_inner(reference, example_inputs, **kwargs)
        if known is None:
            known = _in_thread(lambda: _time_graphs(inductor, candidate, metas))
            with _lock:
                _graphs_decided[key] = known
    except Exception as error:  # noqa: B902 - the groups were measured already
        warnings.warn("actgrad: a backward graph keeps its kernels unchecked, "
                      f"its measurement failed: {type(error).__name__}: {error}")
        return candidate
    inductor_s, actgrad_s = known
    taken = actgrad_s < inductor_s
    graph_decisions.append({"kernels": kernels, "inductor_s": inductor_s,
                            "actgrad_s": actgrad_s, "taken": taken, "cached": cached})
    from . import _kernel
    if _kernel.log_enabled():
        _kernel.log(f"{'keeps' if taken else 'leaves to Inductor'} a backward graph's "
                    f"{kernels} kernel(s): Inductor {inductor_s * 1e3:.2f} ms, "
                    f"with ActGrad {actgrad_s * 1e3:.2f} ms")
    if taken:
        return candidate
    stats["kernels"] -= kernels
    stats["reverted_graphs"] += 1
    return inductor


def _input_metas(example_inputs):
    """(shape, strides, dtype) of each input, or None where one is not a
    tensor of static shape (a symbolic size: no concrete tensor to time)."""
    metas = []
    for value in example_inputs:
        if not isinstance(value, torch.Tensor) or \
                not all(isinstance(s, int) for s in (*value.shape, *value.stride())):
            return None
        metas.append((tuple(value.shape), tuple(value.stride()), value.dtype))
    return metas


def _time_graphs(inductor, candidate, metas):
    """Seconds per call of the two compiled graphs on the same tensors of
    ``metas``: random values, zeros for integers (indices stay in range),
    over storages that hold every strided element once or more (expanded
    inputs have zero strides)."""
    args = []
    for shape, strides, dtype in metas:
        size = 1 + sum((n - 1) * abs(s) for n, s in zip(shape, strides)) \
            if all(shape) else 0
        if dtype == torch.bool:
            storage = torch.rand(size) < 0.5
        elif dtype.is_floating_point:
            storage = torch.randn(size).to(dtype)
        else:
            storage = torch.zeros(size, dtype=dtype)
        args.append(storage.as_strided(shape, strides))
    # Compiled graphs take their inputs boxed, and clear the list.
    return _time([lambda: inductor(list(args)), lambda: candidate(list(args))],
                 rounds=_GRAPH_ROUNDS)


@functools.lru_cache(maxsize=None)
def _custom_ops_ready():
    """Whether torch.ops.actgrad._run_graph_kernel exists (with the fake
    kernel _torch_ops registers); warns once where it does not."""
    from . import _torch_ops
    if _torch_ops.library() is None:
        warnings.warn("actgrad: the PyTorch custom ops are not available ("
                      f"{_torch_ops.unavailable_reason()}); backend='actgrad' "
                      "compiles with Inductor alone")
    return _torch_ops.library() is not None


def _take_backward(gm, example_inputs):
    """``gm`` with ActGrad's kernels, as calls of _run_graph_kernel, how
    many, and a copy of ``gm`` as it came (None where it has no activation
    gradient); ``gm`` unchanged where that fails or leaves a kernel outside
    the custom op."""
    import copy

    from . import torch as actgrad_torch
    stats["backward_graphs"] += 1
    if not any(n.op == "call_function" and n.target in actgrad_torch.ANCHORS
               for n in gm.graph.nodes):
        return gm, 0, None
    original = copy.deepcopy(gm)
    try:
        _propagate_strides(gm, example_inputs)
        _add_tensor_meta(gm)
        actgrad_torch.rewrite(gm, keep=_keep)
        kernels = _to_custom_op(gm)
        _decompose_left(gm)
    except Exception as error:  # noqa: B902 - Inductor takes what ActGrad cannot
        stats["fallbacks"] += 1
        warnings.warn("actgrad: the backward graph stays with Inductor: "
                      f"{type(error).__name__}: {error}")
        with contextlib.suppress(Exception):  # else Inductor calls aten's kernels
            _decompose_left(original)
        return original, 0, None
    stats["rewritten_graphs"] += 1
    stats["kernels"] += kernels
    return gm, kernels, original


def _inductor_table():
    """Inductor's decompositions, and one of the PReLU node rewrite() raises
    (actgrad::prelu_backward): Inductor's code for what ActGrad leaves."""
    from torch._inductor.decomposition import select_decomp_table
    table = dict(select_decomp_table())
    table[torch.ops.actgrad.prelu_backward.default] = _prelu_reference
    return table


def _prelu_reference(src, slope, diff_dst, *, data_format="NXC", static_shape=False):
    """actgrad.prelu_backward in aten ops (a [1] or [C] slope), as PyTorch's
    decomposition of _prelu_kernel_backward computes it."""
    channel = 0 if src.dim() == 1 else (1 if data_format == "NCX" else src.dim() - 1)
    shape = [slope.numel() if d == channel else 1 for d in range(src.dim())]
    positive = src > 0
    diff_src = torch.where(positive, diff_dst, slope.reshape(shape) * diff_dst)
    dims = [d for d in range(src.dim()) if slope.numel() == 1 or d != channel]
    partial = torch.where(positive, torch.zeros_like(src), src * diff_dst)
    return diff_src, partial.sum(dims).reshape(slope.shape)


def _decompose_left(gm):
    """Decomposes the activation gradients left in ``gm`` as Inductor's table
    does: Inductor has no lowering for them and would call aten's kernel."""
    import operator

    from torch._guards import detect_fake_mode
    from torch._inductor.pattern_matcher import fwd_only
    from torch.utils import _pytree as pytree
    table = _inductor_table()
    kept = set(table) - set(decompositions())
    graph = gm.graph
    for node in list(graph.nodes):
        if node.op != "call_function" or node.target not in kept:
            continue
        flat, spec = pytree.tree_flatten((node.args, node.kwargs))
        vals = [a.meta["val"] if isinstance(a, torch.fx.Node) else a for a in flat]

        def decomposed(*values, target=node.target, spec=spec):
            args, kwargs = pytree.tree_unflatten(list(values), spec)
            return table[target](*args, **kwargs)

        with detect_fake_mode(vals) or contextlib.nullcontext():
            sub = fwd_only(decomposed, vals, run_functional_passes=False,
                           get_decomp_fn=_inductor_table)
        env = dict(zip((n for n in sub.graph.nodes if n.op == "placeholder"), flat))
        with graph.inserting_before(node):
            for inner in sub.graph.nodes:
                if inner.op == "call_function":
                    env[inner] = graph.node_copy(inner, env.__getitem__)
                elif inner.op == "output":
                    result = torch.fx.node.map_arg(inner.args[0], env.__getitem__)
        if isinstance(result, (tuple, list)):
            for user in list(node.users):
                assert user.target is operator.getitem
                user.replace_all_uses_with(result[user.args[1]])
                graph.erase_node(user)
        else:
            node.replace_all_uses_with(result)
        graph.erase_node(node)
    graph.lint()
    gm.recompile()


def _propagate_strides(gm, example_inputs):
    """``gm``'s metas from the strides its inputs have at run time, as
    Inductor propagates them before it lowers (``compile_fx``): the traced
    metas are contiguous, while Inductor's layout optimization hands a
    backward graph with convolutions channels-last tensors, which a kernel
    compiled for the traced layout would copy on every call."""
    from torch._inductor.compile_fx import fake_tensor_prop
    from torch._inductor.fx_passes.post_grad import view_to_reshape
    # As Inductor does first: a view of a channels-last tensor can fail.
    view_to_reshape(gm)
    with torch.no_grad():
        fake_tensor_prop(gm, example_inputs)


def _add_tensor_meta(gm):
    """rewrite() reads ``tensor_meta``; AOT Autograd's graphs have ``val``
    (propagated anew by _propagate_strides)."""
    from torch.fx.passes.shape_prop import _extract_tensor_metadata
    for node in gm.graph.nodes:
        val = node.meta.get("val")
        if isinstance(val, torch.Tensor):
            node.meta["tensor_meta"] = _extract_tensor_metadata(val)


def _to_custom_op(gm):
    """Turns rewrite()'s calls of Python kernel objects into calls of
    ``torch.ops.actgrad._run_graph_kernel`` (which Inductor keeps as an
    extern call); returns how many. Raises where a kernel has no id (the
    ctypes route, which Inductor cannot call)."""
    from .torch import _GroupKernel
    run = torch.ops.actgrad._run_graph_kernel.default
    count = 0
    for node in gm.graph.nodes:
        if node.op != "call_function" or not isinstance(node.target, _GroupKernel):
            continue
        runner = node.target
        outputs = _register(runner)
        node.target = run
        node.args = (runner._id, list(node.args))
        # Inductor constrains a custom op's inputs to these strides only
        # where the node has them (a node a pass inserted has not): the
        # kernel's layout, which its producers then write directly instead
        # of the kernel copying each input on every call.
        node.meta["eager_input_vals"] = (
            (runner._id, [_laid_out(a.meta["val"], runner) for a in node.args[1]]), {})
        vals = {u.args[1]: u.meta.get("val") for u in node.users}
        node.meta["val"] = [vals.get(i) for i in range(len(outputs))]
        count += 1
    gm.graph.lint()
    gm.recompile()
    return count


def _laid_out(val, runner):
    """A fake tensor of ``val``'s shape in ``runner``'s kernel layout."""
    shape = tuple(val.shape)
    return val.new_empty_strided(shape, runner.layout.strides(shape))


def _register(runner):
    """Keeps ``runner`` (its kernel's id) alive for the process; raises where
    it has no id (the ctypes route, which Inductor cannot call)."""
    if runner._id is None:
        raise RuntimeError(f"{runner.description} runs only through ctypes")
    with _lock:
        _runners[runner._id] = runner
    return runner.output_metas


def _keep(graph, nodes, inputs, outputs, runner):
    """rewrite()'s ``keep``: whether to take a group, by ``choice``."""
    if choice == "always":
        return True
    if choice == "never":
        return False
    if choice != "measure":
        raise ValueError(f"actgrad._dynamo.choice must be 'measure', 'always' or "
                         f"'never', got {choice!r}")
    try:
        return _measure(graph, nodes, inputs, outputs, runner)
    except Exception as error:  # noqa: B902 - Inductor keeps what cannot be timed
        warnings.warn(f"actgrad: a group stays with Inductor, its measurement failed "
                      f"({runner.description}): {type(error).__name__}: {error}")
        return False


def _measure(graph, nodes, inputs, outputs, runner):
    """Whether the group's kernel beats Inductor's code by ``margin``: the
    group and the consumers Inductor fuses with it, compiled by Inductor as
    they are and with the group as the kernel's call, timed on tensors of
    the graph's metas; decided once per subgraph, metas and thread settings.
    What it sees and misses: docs/Python.md, "Which nodes the backend takes".
    """
    order = {n: i for i, n in enumerate(graph.nodes)}
    members = set(nodes)
    consumers = sorted({u for n in outputs for u in n.users
                        if u not in members and _fuses(u)}, key=order.__getitem__)
    seen = members | set(consumers)
    results = [n for n in outputs if any(u not in seen for u in n.users)] + consumers
    reference, places = _subgraph(nodes, inputs, outputs, consumers, results, None)
    args = [_example(p) for p in places]
    key = (_signature(reference), tuple((tuple(a.shape), a.stride(), a.dtype)
                                        for a in args), _thread_settings())
    with _lock:
        known = _decided.get(key)
    cached = known is not None
    if not cached:
        _register(runner)
        candidate, _ = _subgraph(nodes, inputs, outputs, consumers, results, runner)
        times = _in_thread(lambda: _time([_compiled(reference, args),
                                          _compiled(candidate, args)]))
        known = (times[1] < (1.0 - margin) * times[0], times[0], times[1])
        with _lock:
            _decided[key] = known
    taken, inductor_s, actgrad_s = known
    decisions.append({"description": runner.description, "inductor_s": inductor_s,
                      "actgrad_s": actgrad_s, "taken": taken, "cached": cached})
    from . import _kernel
    if _kernel.log_enabled():
        _kernel.log(f"{'takes' if taken else 'leaves to Inductor'} "
                    f"{runner.description}: Inductor {inductor_s * 1e6:.1f} us, "
                    f"ActGrad {actgrad_s * 1e6:.1f} us")
    return taken


def _thread_settings():
    """What a timing depends on besides the graph and its inputs."""
    from . import _kernel
    return (torch.get_num_threads(), _kernel.config.threads, _kernel.config.num_threads)


def _fuses(node):
    """Whether Inductor fuses ``node`` into the code making its inputs."""
    target = node.target
    if node.op != "call_function" or not isinstance(target, torch._ops.OpOverload):
        return False
    return torch.Tag.pointwise in target.tags or \
        target.overloadpacket in (torch.ops.aten.sum, torch.ops.aten.mean)


def _subgraph(nodes, inputs, outputs, consumers, results, runner):
    """A module of ``nodes`` (or ``runner``'s call) and ``consumers``
    returning ``results``, and the nodes its placeholders stand for."""
    import operator
    members = set(nodes) | set(consumers)
    body = ([] if runner else list(nodes)) + list(consumers)
    reads = list(inputs) if runner else []
    for node in body:
        reads += [a for a in node.all_input_nodes if a not in members]
    graph = torch.fx.Graph()
    env, places = {}, []
    for node in dict.fromkeys(reads):
        if node.op == "call_function" and not node.all_input_nodes:
            continue
        env[node] = graph.placeholder(f"in{len(places)}")
        env[node].meta = dict(node.meta)
        places.append(node)
    for node in dict.fromkeys(reads):
        if node not in env:
            env[node] = graph.node_copy(node, env.__getitem__)
    if runner is not None:
        call = graph.call_function(torch.ops.actgrad._run_graph_kernel.default,
                                   (runner._id, [env[i] for i in inputs]))
        for i, node in enumerate(outputs):
            env[node] = graph.call_function(operator.getitem, (call, i))
    for node in body:
        env[node] = graph.node_copy(node, env.__getitem__)
    graph.output(tuple(env[n] for n in results))
    return torch.fx.GraphModule(torch.nn.Module(), graph), places


def _example(node):
    """Random values of ``node``'s shape, strides and dtype."""
    val = node.meta["val"]
    shape = tuple(int(s) for s in val.shape)
    value = torch.empty_strided(shape, tuple(int(s) for s in val.stride()),
                                dtype=val.dtype)
    return value.copy_(torch.rand(shape) < 0.5 if val.dtype == torch.bool
                       else torch.randn(shape))


def _signature(gm):
    """``gm``'s graph without its node names: equal groups share a decision."""
    index, parts = {}, []
    for i, node in enumerate(gm.graph.nodes):
        index[node] = i
        args = torch.fx.node.map_arg((node.args, node.kwargs),
                                     lambda a: f"%{index[a]}")
        parts.append((node.op, str(node.target), repr(args)))
    return tuple(parts)


def _in_thread(function):
    """``function()`` in a thread of its own, outside the enclosing compile's
    thread-local state (its tracing context and fake mode)."""
    from concurrent.futures import ThreadPoolExecutor
    with ThreadPoolExecutor(1, thread_name_prefix="actgrad-measure") as pool:
        return pool.submit(function).result()


def _compiled(gm, args):
    """Inductor's code for the aten graph ``gm``, as a call on ``args``."""
    from torch._inductor.compile_fx import compile_fx_inner
    from torch.fx.experimental.proxy_tensor import make_fx
    with torch.no_grad():
        traced = make_fx(gm, decomposition_table=_inductor_table())(*args)
        compiled = compile_fx_inner(traced, list(args))
    return lambda: compiled(list(args))


# Rounds of interleaved timing; each round calls each side for about 1 ms.
_ROUNDS = 9
# Rounds for whole backward graphs, which take up to seconds a call.
_GRAPH_ROUNDS = 6


def _time(calls, rounds=_ROUNDS):
    """Seconds per call of each of ``calls``: medians of interleaved rounds."""
    with torch.no_grad():
        for call in calls + calls[:1]:
            start = time.perf_counter()
            call()
        repeat = max(1, min(1000, int(1e-3 / max(time.perf_counter() - start, 1e-7))))
        samples = [[] for _ in calls]
        for index in range(rounds):
            # Every other round in reverse (A B, B A, ...): a call's time
            # depends on what ran before it (docs/Benchmark.md), so each side
            # follows itself and the other alike.
            pairs = list(zip(calls, samples))
            for call, times in pairs[::-1] if index % 2 else pairs:
                start = time.perf_counter()
                for _ in range(repeat):
                    call()
                times.append((time.perf_counter() - start) / repeat)
    return [statistics.median(t) for t in samples]
