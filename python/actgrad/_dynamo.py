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

``stats`` counts the graphs rewritten and the kernels put in them;
``ACTGRAD_LOG=1`` prints a line per kernel compiled.
"""

import functools
import threading
import warnings

import torch

__all__ = ["backend", "decompositions", "stats"]

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
        actgrad_torch.rewrite(gm)
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
        if runner._id is None:
            raise RuntimeError(f"{runner.description} runs only through ctypes")
        outputs = [(shape, runner.layout.strides(shape), dtype)
                   for shape, dtype in runner.output_metas]
        with _lock:
            _outputs[runner._id] = outputs
            _runners[runner._id] = runner
        node.target = run
        node.args = (runner._id, list(node.args))
        vals = {u.args[1]: u.meta.get("val") for u in node.users}
        node.meta["val"] = [vals.get(i) for i in range(len(outputs))]
        count += 1
    gm.graph.lint()
    gm.recompile()
    return count
