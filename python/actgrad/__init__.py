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
