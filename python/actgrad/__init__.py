"""ActGrad from Python: activation-gradient kernels compiled by ActGrad's
``actgrad-to-llvm`` pipeline and JIT-run through its C API (ctypes; Debian's
MLIR has no Python bindings).

- :mod:`actgrad.ops`: one function per op, on torch tensors and numpy arrays.
- :mod:`actgrad.torch`: a backward compiler for functorch's AOT Autograd
  (``actgrad.torch.aot_module(model)``).
- :mod:`actgrad.jit`: parse, lower and JIT-compile any module.
- :mod:`actgrad.emit`: the MLIR text of the ops and kernels (pure Python;
  importable from the source tree, without a build).

See docs/Python.md.
"""

import importlib
import os
import warnings

__all__ = ["config", "cache_info", "clear_cache", "CompileError", "ops", "jit"]

# Loaded on first use (PEP 562), so that ``import actgrad.emit`` needs neither
# the build's _config.py and C API library nor numpy.
_SUBMODULES = ("jit", "ops")
_ATTRIBUTES = {"config": "_kernel", "cache_info": "_kernel",
               "clear_cache": "_kernel", "CompileError": "jit"}


def __getattr__(name):
    if name in _SUBMODULES:
        return importlib.import_module("." + name, __name__)
    if name in _ATTRIBUTES:
        value = getattr(importlib.import_module("." + _ATTRIBUTES[name], __name__),
                        name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(__all__) | set(_SUBMODULES))


def _register_torch_ops():
    """Loads the PyTorch custom ops where the build made them, so that
    ``torch.ops.actgrad`` exists from ``import actgrad`` on (models call
    it without going through actgrad.ops). The source tree (no _config.py),
    a build without them, ``ACTGRAD_TORCH_OPS=0`` and a Python without
    torch import nothing."""
    try:
        from . import _config
    except ImportError:  # the source tree: nothing built
        return
    if not _config.TORCH_OPS_LIBRARY or os.environ.get("ACTGRAD_TORCH_OPS", "1") == "0":
        return
    try:
        import torch  # noqa: F401
    except ImportError:
        return
    from . import _torch_ops
    if _torch_ops.library() is None:
        warnings.warn("actgrad: torch.ops.actgrad is not available: "
                      f"{_torch_ops.unavailable_reason()}", RuntimeWarning)


_register_torch_ops()
