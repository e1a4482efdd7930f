"""ActGrad from Python: activation-gradient kernels compiled by ActGrad's
``actgrad-to-llvm`` pipeline and JIT-run through its C API (ctypes; Debian's
MLIR has no Python bindings).

- :mod:`actgrad.ops`: one function per op, on torch tensors and numpy arrays.
- :mod:`actgrad.torch`: a backward compiler for functorch's AOT Autograd
  (``actgrad.torch.aot_module(model)``).
- :mod:`actgrad.jit`: parse, lower and JIT-compile any module.

See docs/Python.md.
"""

from ._kernel import cache_info, clear_cache, config
from .jit import CompileError

__all__ = ["config", "cache_info", "clear_cache", "CompileError", "ops", "jit"]

from . import jit, ops  # noqa: E402
