"""Destination-style kernels: generation, compilation cache and calls.

Every kernel is one ``func.func`` with ``llvm.emit_c_interface`` whose inputs
arrive as memrefs (``bufferization.to_tensor ... restrict``) and whose results
are written into caller-owned memrefs (``materialize_in_destination``); it is
called through ``_mlir_ciface_<name>`` with one pointer to a memref descriptor
per argument. With ``config.workspace`` (the default) kernels are compiled
with ``workspace=true``: scratch space the pipeline does not put on the stack
(PReLU's partial sums) lives in a workspace the package provides, sized by
``_mlir_ciface_<name>_workspace_size`` for the call's shapes and reused
between calls (one per thread), so the compiled code allocates nothing.
"""

import ctypes
import os
import sys
import threading

import numpy as np

from . import jit
# The MLIR text of the kernels; re-exported for the package and its tests.
from .emit import destination_function, f32_attr, memref_type, tensor_type  # noqa: F401

try:
    import torch as _torch
except ImportError:  # numpy-only use
    _torch = None

# Element types: MLIR name by torch / numpy dtype.
TORCH_DTYPES = {}
if _torch is not None:
    TORCH_DTYPES = {_torch.float32: "f32", _torch.float16: "f16",
                    _torch.bfloat16: "bf16"}
NUMPY_DTYPES = {np.dtype(np.float32): "f32", np.dtype(np.float16): "f16"}


class Config:
    """Package-wide settings.

    threads: compile kernels with OpenMP thread tiles, run on LLVM's libomp
        (default: True when libomp is found, ``ACTGRAD_THREADS=0`` turns it off).
    num_threads: libomp's thread count; None follows ``torch.get_num_threads()``
        (else libomp's default, ``OMP_NUM_THREADS``).
    options: extra actgrad-to-llvm options for every kernel.
    workspace: compile kernels with ``workspace=true`` and call them with a
        workspace the package keeps (default: True); False leaves the scratch
        that does not fit on the stack to the heap (malloc in the kernel).
    openmp: the OpenMP runtime of threaded kernels. "auto" (the default, or
        ``ACTGRAD_OPENMP``): PyTorch's libgomp where torch is imported and
        uses it, so that ActGrad's parallel regions run on PyTorch's threads
        (python/csrc/GompBridge.cpp), else LLVM's libomp; "libomp": always
        libomp.
    """

    def __init__(self):
        from . import _capi
        self.threads = (os.environ.get("ACTGRAD_THREADS", "1") != "0"
                        and _capi.openmp_library_path() is not None)
        self.num_threads = None
        self.options = ""
        self.workspace = True
        self.openmp = os.environ.get("ACTGRAD_OPENMP", "auto")

    def __setattr__(self, name, value):
        if name == "openmp" and value not in ("auto", "libomp"):
            raise ValueError(f"actgrad.config.openmp: {value!r} is neither "
                             "'auto' nor 'libomp'")
        object.__setattr__(self, name, value)
        for hook in _config_hooks:
            hook()



# Called after every change of a setting and every clear_cache(): the C++
# custom ops (actgrad._torch_ops) keep kernel addresses of their own.
_config_hooks = []

config = Config()


def is_torch(value):
    return _torch is not None and isinstance(value, _torch.Tensor)


def log_enabled():
    return os.environ.get("ACTGRAD_LOG", "0") not in ("", "0")


def log(message):
    if log_enabled():
        print("actgrad: " + message, file=sys.stderr, flush=True)


_descriptor_types = {}


def descriptor_type(rank):
    if rank not in _descriptor_types:
        fields = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p),
                  ("offset", ctypes.c_int64)]
        if rank:
            fields += [("sizes", ctypes.c_int64 * rank),
                       ("strides", ctypes.c_int64 * rank)]
        _descriptor_types[rank] = type(f"MemRef{rank}D", (ctypes.Structure,),
                                       {"_fields_": fields})
    return _descriptor_types[rank]


def descriptor(array):
    """A memref descriptor of a contiguous torch tensor or numpy array."""
    if is_torch(array):
        pointer, shape = array.data_ptr(), tuple(array.shape)
    else:
        pointer, shape = array.ctypes.data, array.shape
    rank = len(shape)
    d = descriptor_type(rank)()
    d.allocated = d.aligned = pointer
    d.offset = 0
    stride = 1
    for i in reversed(range(rank)):
        d.sizes[i] = shape[i]
        d.strides[i] = stride
        stride *= shape[i]
    return d


class Kernel:
    """A compiled destination-style function and its C interface."""

    def __init__(self, source, name, nargs, description="", threads=None,
                 options=""):
        """``threads``: compile with OpenMP thread tiles (default:
        ``config.threads``); ``options``: actgrad-to-llvm options of this
        kernel, before ``config.options``."""
        threads = config.threads if threads is None else threads
        options = ("runtime-checks=false " + options).strip()
        self.workspace = config.workspace
        if self.workspace:
            options += " workspace=true"
        options = (options + " " + config.options).strip()
        self.source = source
        openmp = _openmp_entry_points() if threads else None
        self.engine = jit.compile(source, options=options, threads=threads,
                                  openmp=openmp)
        self.threads = threads
        # The runtime its parallel regions run on: "gomp" (PyTorch's libgomp,
        # through the bridge) or "libomp"; None without threads.
        self.openmp = ("gomp" if openmp else "libomp") if threads else None
        address = self.engine.lookup("_mlir_ciface_" + name)
        # Raw addresses for the C++ custom ops, which call without ctypes.
        self.address = address
        self.workspace_size_address = None
        pointers = [ctypes.c_void_p] * nargs
        self.fn = ctypes.CFUNCTYPE(None, *(pointers + [ctypes.c_void_p] *
                                           self.workspace))(address)
        if self.workspace:
            size = self.engine.lookup(f"_mlir_ciface_{name}_workspace_size")
            self.workspace_size_address = size
            self.workspace_size = ctypes.CFUNCTYPE(ctypes.c_int64,
                                                   *pointers)(size)
            self._buffers = threading.local()
        if description:
            log(description)

    def _workspace(self, nbytes):
        """A descriptor of this thread's workspace, grown to ``nbytes``; the
        buffer is kept for the next call (64-byte aligned)."""
        buffer = getattr(self._buffers, "array", None)
        if buffer is None or buffer.nbytes < nbytes + 64:
            buffer = np.zeros(nbytes + 64, dtype=np.uint8)
            self._buffers.array = buffer
        skip = -buffer.ctypes.data % 64
        return descriptor(buffer[skip:skip + max(nbytes, 1)])

    def __call__(self, *arrays):
        """Calls the kernel on contiguous arrays (inputs, then outputs) whose
        shapes and dtypes the caller has checked."""
        descriptors = [descriptor(a) for a in arrays]
        pointers = [ctypes.addressof(d) for d in descriptors]
        if self.workspace:
            workspace = self._workspace(self.workspace_size(*pointers))
            pointers.append(ctypes.addressof(workspace))
        if self.openmp == "gomp":
            _set_bridge_threads()
        elif self.threads:
            _set_num_threads()
        self.fn(*pointers)


_omp = None
# omp_set_num_threads sets the calling thread's count: each thread that
# calls a threaded kernel gives libomp its own, and remembers it here.
_omp_threads = threading.local()


def _wanted_threads():
    """config.num_threads, else torch's thread count (None without torch)."""
    wanted = config.num_threads
    if wanted is None and _torch is not None:
        wanted = _torch.get_num_threads()
    return wanted


def _set_num_threads():
    """Gives libomp the thread count of config.num_threads, else of torch,
    for the calling thread."""
    global _omp
    wanted = _wanted_threads()
    if wanted is None or wanted == getattr(_omp_threads, "value", None):
        return
    if _omp is None:
        from . import _capi
        omp = ctypes.CDLL(_capi.openmp_library_path())
        omp.omp_set_num_threads.argtypes = [ctypes.c_int]
        _omp = omp
    _omp.omp_set_num_threads(int(wanted))
    _omp_threads.value = wanted


def _openmp_entry_points():
    """The bridge to PyTorch's libgomp (see Config.openmp), or None for
    LLVM's libomp."""
    if config.openmp == "libomp" or _torch is None:
        return None
    from . import _torch_ops
    return _torch_ops.openmp_bridge()


def _set_bridge_threads():
    """The calling thread's count for bridged kernels. Set on every call,
    not remembered: the C++ custom ops set the same per-thread value."""
    from . import _torch_ops
    _torch_ops.set_bridge_threads(int(_wanted_threads() or 0))


_cache = {}
_cache_lock = threading.Lock()


def cached(key, build):
    """The kernel cached under ``key`` (op, dtype, rank, attributes, shape or
    None, and the thread setting), built with ``build()`` on a miss."""
    key = (key, config.threads, config.options, config.workspace, config.openmp)
    with _cache_lock:
        kernel = _cache.get(key)
        if kernel is None:
            kernel = build()
            _cache[key] = kernel
        return kernel


def cache_info():
    """Number of compiled kernels in the cache."""
    return len(_cache)


def clear_cache():
    with _cache_lock:
        _cache.clear()
    for hook in _config_hooks:
        hook()
