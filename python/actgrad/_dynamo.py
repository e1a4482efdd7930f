"""``torch.compile(model, backend="actgrad")``: Inductor with ActGrad's
activation-gradient kernels in the backward graph (PyTorch 2).

The wheel registers :func:`backend` as the ``torch_dynamo_backends`` entry
point ``actgrad`` (pyproject.toml); from the build tree, pass the function
itself: ``torch.compile(model, backend=actgrad._dynamo.backend)``.

How it works:

- Inductor's ``compile_fx`` compiles the model, forward and backward, with
  Inductor's decomposition table less the activation gradients that
  :mod:`actgrad.torch` takes (its ``ANCHORS``), so that AOT Autograd's
  backward graph keeps them as single nodes.
- Before Inductor compiles the backward graph, :func:`actgrad.torch.rewrite`
  replaces each of those nodes, grown into its fusible element-wise
  neighbours, by one ActGrad kernel. The kernel is called through the opaque
  custom op ``torch.ops.actgrad._run_graph_kernel``, whose fake kernel gives
  Inductor the outputs' shapes, strides and dtypes; Inductor compiles the rest.
- Whatever ActGrad does not take stays with Inductor: a group that does not
  compile stays as aten nodes (rewrite() warns), and a backward graph that
  cannot be rewritten, or a PyTorch without the custom ops, is compiled by
  Inductor alone, with a warning; never an exception.
- Inductor's caches (the FX graph cache, AOT Autograd's cache) are off for
  this backend: a hit would return a backward graph compiled in another
  process, calling _run_graph_kernel with ids this process never registered
  (or registered for other kernels), and would skip the rewrite.

- Which groups it takes (``choice``, or ``ACTGRAD_CHOICE``): ``"measure"``
  (the default) times each group's kernel against Inductor's code for the
  same nodes, as Inductor's autotuning times its choices, and takes it only
  where it is faster by ``margin`` (:func:`_measure`); ``"always"`` takes
  every group ActGrad compiles, ``"never"`` none (deterministic tests).

``stats`` counts the graphs rewritten and the kernels put in them;
``decisions`` lists every measured choice; ``ACTGRAD_LOG=1`` prints a line
per kernel compiled and per choice.
"""

import functools
import os
import statistics
import threading
import time
import warnings

import torch

__all__ = ["backend", "decompositions", "stats", "choice", "margin", "decisions"]

# "measure", "always" or "never" (the module docstring); read at each compile.
choice = os.environ.get("ACTGRAD_CHOICE", "measure")
# ActGrad must be this much faster than Inductor (a fraction of Inductor's
# time) for a group to be taken: a tie stays with Inductor.
margin = float(os.environ.get("ACTGRAD_CHOICE_MARGIN", "0.05"))
# Per group measured or found in _decided: description, inductor_s,
# actgrad_s (seconds per call of the subgraph timed), taken, cached.
decisions = []
# (subgraph, input metas, thread settings) -> (taken, inductor_s, actgrad_s).
_decided = {}

# Counters since import: backward graphs seen and rewritten, kernels placed,
# graphs that stayed with Inductor alone.
stats = {"backward_graphs": 0, "rewritten_graphs": 0, "kernels": 0,
         "fallbacks": 0}

_lock = threading.Lock()
# _run_graph_kernel id -> [(shape, strides, dtype)] of its outputs, for the
# fake kernel; the runners, whose lifetime is the kernel's registration.
_outputs = {}
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
    import contextlib

    from torch._functorch import config as functorch_config
    from torch._inductor import config as inductor_config
    stack = contextlib.ExitStack()
    stack.enter_context(inductor_config.patch(fx_graph_cache=False))
    if hasattr(functorch_config, "enable_autograd_cache"):
        stack.enter_context(functorch_config.patch(enable_autograd_cache=False))
    return stack


def _inner_compile(gm, example_inputs, **kwargs):
    from torch._inductor.compile_fx import compile_fx_inner
    # The backward graph may compile lazily, at the first backward call,
    # outside backend()'s settings.
    with _no_caches():
        if kwargs.get("is_backward"):
            gm = _take_backward(gm)
        return compile_fx_inner(gm, example_inputs, **kwargs)


@functools.lru_cache(maxsize=None)
def _custom_ops_ready():
    """Whether torch.ops.actgrad._run_graph_kernel exists (and then gets its
    fake kernel); warns once where it does not."""
    from . import _torch_ops
    if _torch_ops.library() is None:
        warnings.warn("actgrad: the PyTorch custom ops are not available ("
                      f"{_torch_ops.unavailable_reason()}); backend='actgrad' "
                      "compiles with Inductor alone")
        return False
    _register_fake()
    return True


def _register_fake():
    from torch._library.simple_registry import singleton
    name = "actgrad::_run_graph_kernel"
    if singleton.find(name).fake_impl.kernel is not None:
        return

    def fake(kernel_id, inputs):
        with _lock:
            outputs = _outputs.get(kernel_id)
        if outputs is None:
            raise RuntimeError(f"actgrad: no graph kernel {kernel_id} is registered")
        device = inputs[0].device if inputs else torch.device("cpu")
        return [torch.empty_strided(shape, strides, dtype=dtype, device=device)
                for shape, strides, dtype in outputs]

    torch.library.register_fake(name, fake)


def _take_backward(gm):
    """``gm`` with ActGrad's kernels, as calls of _run_graph_kernel; ``gm``
    unchanged where that fails or leaves a kernel outside the custom op."""
    import copy

    from . import torch as actgrad_torch
    stats["backward_graphs"] += 1
    if not any(n.op == "call_function" and n.target in actgrad_torch.ANCHORS
               for n in gm.graph.nodes):
        return gm
    original = copy.deepcopy(gm)
    try:
        _add_tensor_meta(gm)
        actgrad_torch.rewrite(gm, keep=_keep)
        kernels = _to_custom_op(gm)
    except Exception as error:  # noqa: B902 - Inductor takes what ActGrad cannot
        stats["fallbacks"] += 1
        warnings.warn("actgrad: the backward graph stays with Inductor: "
                      f"{type(error).__name__}: {error}")
        return original
    stats["rewritten_graphs"] += 1
    stats["kernels"] += kernels
    return gm


def _add_tensor_meta(gm):
    """rewrite() reads ``tensor_meta``; AOT Autograd's graphs carry fake
    tensors in ``val``."""
    from torch.fx.passes.shape_prop import _extract_tensor_metadata
    for node in gm.graph.nodes:
        val = node.meta.get("val")
        if "tensor_meta" not in node.meta and isinstance(val, torch.Tensor):
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
        vals = {u.args[1]: u.meta.get("val") for u in node.users}
        node.meta["val"] = [vals.get(i) for i in range(len(outputs))]
        count += 1
    gm.graph.lint()
    gm.recompile()
    return count


def _register(runner):
    """Registers ``runner`` for the fake kernel of _run_graph_kernel; returns
    its outputs' (shape, strides, dtype). Raises where it has no id (the
    ctypes route, which Inductor cannot call)."""
    if runner._id is None:
        raise RuntimeError(f"{runner.description} runs only through ctypes")
    outputs = [(shape, runner.layout.strides(shape), dtype)
               for shape, dtype in runner.output_metas]
    with _lock:
        _outputs[runner._id] = outputs
        _runners[runner._id] = runner
    return outputs


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
    """Whether the group's kernel beats Inductor's code for the same nodes by
    ``margin``, timed on tensors of the graph's shapes, strides and dtypes
    at the current thread settings; decided once per process for each
    subgraph, metas and thread settings.

    Timed: the group with the nodes that consume its results and that
    Inductor fuses with it (element-wise nodes and sums, one level down),
    compiled by Inductor as the graph has them and with the group as the
    kernel's opaque call; outputs are the values the rest of the graph
    reads. So the loss of fusion on the consumer side is seen (a result
    Inductor would not have written, a reduction reading it back); fusion
    into the group's producers, consumers further down and the cache state
    of the whole backward are not (docs/Python.md).
    """
    order = {n: i for i, n in enumerate(graph.nodes)}
    members = set(nodes)
    consumers = sorted({u for n in outputs for u in n.users
                        if u not in members and _fuses(u)}, key=order.__getitem__)
    seen = members | set(consumers)
    results = [n for n in outputs if any(u not in seen for u in n.users)] + consumers
    reference, places = _subgraph(nodes, inputs, outputs, consumers, results, None)
    args = [_example(p) for p in places]
    from . import _kernel
    threads = (torch.get_num_threads(), _kernel.config.threads,
               _kernel.config.num_threads)
    key = (_signature(reference), tuple((tuple(a.shape), a.stride(), a.dtype)
                                        for a in args), threads)
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
                      "actgrad_s": actgrad_s, "taken": taken,
                      "cached": cached})
    if _kernel.log_enabled():
        _kernel.log(f"{'takes' if taken else 'leaves to Inductor'} "
                    f"{runner.description}: Inductor {inductor_s * 1e6:.1f} us, "
                    f"ActGrad {actgrad_s * 1e6:.1f} us")
    return taken


def _fuses(node):
    """Whether Inductor fuses ``node`` into the code making its inputs."""
    target = node.target
    if node.op != "call_function" or not isinstance(target, torch._ops.OpOverload):
        return False
    return torch.Tag.pointwise in target.tags or \
        target.overloadpacket in (torch.ops.aten.sum, torch.ops.aten.mean)


def _subgraph(nodes, inputs, outputs, consumers, results, runner):
    """A module of ``nodes`` (or, with ``runner``, its call, ``inputs`` to
    ``outputs``) and ``consumers``, returning ``results``; returns it and
    the original nodes of its placeholders. Other values read become
    placeholders; constants (nodes without inputs) are copied."""
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
    """A tensor of ``node``'s shape, strides and dtype, of random values."""
    val = node.meta.get("val")
    if not isinstance(val, torch.Tensor):
        raise TypeError(f"{node.name} is not a tensor")
    shape = tuple(int(s) for s in val.shape)
    value = torch.empty_strided(shape, tuple(int(s) for s in val.stride()),
                                dtype=val.dtype)
    if val.dtype == torch.bool:
        return value.copy_(torch.rand(shape) < 0.5)
    return value.copy_(torch.randn(shape) if val.dtype.is_floating_point
                       else torch.zeros(shape))


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
    """``function()`` in a thread of its own: Inductor's compiles there see
    none of the enclosing compile's thread-local state (its tracing context
    and fake mode)."""
    from concurrent.futures import ThreadPoolExecutor
    with ThreadPoolExecutor(1, thread_name_prefix="actgrad-measure") as pool:
        return pool.submit(function).result()


def _compiled(gm, args):
    """Inductor's code for ``gm`` (an aten graph; its activation gradients
    decomposed as Inductor's table says), as a call on ``args``."""
    from torch._inductor.compile_fx import compile_fx_inner
    from torch._inductor.decomposition import select_decomp_table
    from torch.fx.experimental.proxy_tensor import make_fx
    with torch.no_grad():
        traced = make_fx(gm, decomposition_table=select_decomp_table())(*args)
        compiled = compile_fx_inner(traced, list(args))
    return lambda: compiled(list(args))


# Rounds of interleaved timing; each round calls each side for about 1 ms.
_ROUNDS = 9


def _time(calls):
    """Seconds per call of each of ``calls``: the median over interleaved
    rounds of a round's mean, as Inductor's benchmarker times its choices."""
    with torch.no_grad():
        for call in calls:
            call()
            call()
        start = time.perf_counter()
        calls[0]()
        once = time.perf_counter() - start
        repeat = max(1, min(1000, int(1e-3 / max(once, 1e-7))))
        samples = [[] for _ in calls]
        for _ in range(_ROUNDS):
            for call, times in zip(calls, samples):
                start = time.perf_counter()
                for _ in range(repeat):
                    call()
                times.append((time.perf_counter() - start) / repeat)
    return [statistics.median(t) for t in samples]
