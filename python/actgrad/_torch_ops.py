"""The PyTorch custom ops (``torch.ops.actgrad``, python/csrc), when built.

Loads ``libActGradTorchOps.so`` (whose ``TORCH_LIBRARY(actgrad, m)`` defines
the ops), installs the compiler that its kernel cache calls on a miss (the
kernels of :mod:`actgrad.ops`, compiled and cached by ``_kernel``) and hands
it libomp's ``omp_set_num_threads``. :func:`library` is None where the
library was not built, cannot be loaded, or ``ACTGRAD_TORCH_OPS=0``; the
package then keeps its ctypes route, and :func:`unavailable_reason` says why.
"""

import ctypes
import os
import threading

from . import _config, _kernel, emit

# The order of python/csrc/KernelCache.h's Op and DType.
OPS = ("hardsigmoid_backward", "hardtanh_backward", "swish_backward",
       "prelu_backward", "softmax_backward")
DTYPES = ("f32", "f16", "bf16")


class KernelRequest(ctypes.Structure):
    _fields_ = [("op", ctypes.c_int32), ("dtype", ctypes.c_int32),
                ("rank", ctypes.c_int32), ("mode", ctypes.c_int32),
                ("threads", ctypes.c_int32), ("attr0", ctypes.c_float),
                ("attr1", ctypes.c_float), ("static_shape", ctypes.c_int32),
                ("fresh_output", ctypes.c_int32), ("sizes", ctypes.c_int64 * 3)]

# The option of kernels writing an output the C++ side has just allocated in
# a fresh mapping (KernelCache.h's KernelRequest::freshOutput): one of at
# least FRESH_MAPPING_BYTES, glibc's largest mmap threshold (TorchOps.cpp's
# kFreshMappingBytes).
FRESH_OUTPUT_OPTIONS = "nontemporal-min-bytes=0"
FRESH_MAPPING_BYTES = 32 << 20


class CompiledKernel(ctypes.Structure):
    # code: a reference to the kernel's JIT code that the C++ side takes over.
    _fields_ = [("function", ctypes.c_void_p), ("workspace_size", ctypes.c_void_p),
                ("workspace", ctypes.c_int32), ("threads", ctypes.c_int32),
                ("code", ctypes.c_void_p)]


class CompileResult(ctypes.Structure):
    _fields_ = [("kernel", CompiledKernel), ("error", ctypes.c_char * 2048)]


CompileCallback = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.POINTER(KernelRequest),
                                   ctypes.POINTER(CompileResult))

_lock = threading.Lock()
_lib = None
_reason = None
_callback = None


def library_path():
    """Where the library is (None if the build did not make it)."""
    if not _config.TORCH_OPS_LIBRARY:
        return None
    return os.path.normpath(os.path.join(os.path.dirname(__file__),
                                         _config.TORCH_OPS_LIBRARY))


def library():
    """The loaded library (ctypes), or None."""
    global _lib, _reason
    with _lock:
        if _lib is not None or _reason is not None:
            return _lib
        _reason = _load()
        return _lib


def unavailable_reason():
    """Why :func:`library` is None (None when it is not)."""
    library()
    return _reason


def custom_ops():
    """``torch.ops.actgrad``, or None where the library is not loaded."""
    if library() is None:
        return None
    import torch
    return torch.ops.actgrad


def _load():
    global _lib, _callback
    if os.environ.get("ACTGRAD_TORCH_OPS", "1") == "0":
        return "ACTGRAD_TORCH_OPS=0"
    path = library_path()
    if path is None:
        return ("the build did not make it (libtorch-dev not found, or "
                "ACTGRAD_BUILD_TORCH_OPS=OFF)")
    if not os.path.exists(path):
        return f"{path} does not exist"
    try:
        import torch
        # Another torch's library would load its own libtorch beside this
        # process's, whose initializers then abort the process.
        built = getattr(_config, "TORCH_OPS_TORCH_VERSION", "")
        running = ".".join(torch.__version__.split("+")[0].split(".")[:2])
        if built and built != running:
            return (f"{path} is built for torch {built}, and this process "
                    f"runs torch {torch.__version__}")
        torch.ops.load_library(path)
        lib = ctypes.CDLL(path)
    except (ImportError, OSError) as error:
        return f"{path} does not load: {error}"
    vp, i32, i64 = ctypes.c_void_p, ctypes.c_int32, ctypes.c_int64
    lib.actgradTorchSetCompiler.argtypes = [CompileCallback]
    lib.actgradTorchSetOpenMP.argtypes = [vp]
    lib.actgradTorchSetEngineDestroy.argtypes = [vp]
    lib.actgradTorchShareEngine.restype = vp
    lib.actgradTorchShareEngine.argtypes = [vp]
    lib.actgradTorchCopyEngine.restype = vp
    lib.actgradTorchCopyEngine.argtypes = [vp]
    lib.actgradTorchReleaseEngine.argtypes = [vp]
    lib.actgradTorchUnregisterGraphKernel.argtypes = [i64]
    lib.actgradTorchSetNumThreads.argtypes = [ctypes.c_int]
    lib.actgradTorchCachedKernels.restype = i64
    lib.actgradTorchRegisterGraphKernel.restype = i64
    lib.actgradTorchRegisterGraphKernel.argtypes = [
        ctypes.POINTER(CompiledKernel), i32, i32, ctypes.POINTER(i32),
        ctypes.POINTER(i32), ctypes.POINTER(i64), ctypes.c_char_p,
        ctypes.c_char_p, ctypes.c_size_t]
    lib.actgradGompBridgeLoad.argtypes = [ctypes.c_char_p, ctypes.c_size_t]
    lib.actgradGompBridgeSymbols.argtypes = [
        ctypes.POINTER(ctypes.c_char_p), ctypes.POINTER(vp), ctypes.c_int]
    lib.actgradGompBridgeSetNumThreads.argtypes = [ctypes.c_int]
    lib.actgradGompBridgeTeamsOfSeveral.restype = ctypes.c_uint64
    lib.actgradGompBridgeRefusedRegions.restype = ctypes.c_uint64
    lib.actgradTorchEnable.restype = i32
    lib.actgradTorchEnable.argtypes = [ctypes.c_char_p, ctypes.c_size_t]
    lib.actgradTorchEnabled.restype = i32
    # torch's ScalarType numbers of the dtypes graph kernels take.
    types = (i32 * 4)()
    lib.actgradTorchScalarTypes(types)
    lib.scalar_types = dict(zip(DTYPES + ("bool",), types))
    from . import _capi
    # The C++ side destroys the engines it was handed (jit.Engine.share).
    lib.actgradTorchSetEngineDestroy(
        ctypes.cast(_capi.lib().mlirExecutionEngineDestroy, vp).value)
    omp = _capi.openmp_library_path()
    if omp is not None:
        address = ctypes.cast(ctypes.CDLL(omp).omp_set_num_threads, vp).value
        lib.actgradTorchSetOpenMP(address)
    _callback = CompileCallback(_compile)
    lib.actgradTorchSetCompiler(_callback)
    _register_fakes(torch)
    _lib = lib
    _kernel._config_hooks.append(_settings_changed)
    _settings_changed()
    return None


# Output metadata of each registered graph kernel, for its fake kernel:
# [(sizes, strides, torch dtype)] by id.
_graph_outputs = {}


def _register_fakes(torch):
    """Fake (meta) kernels of the ops, so that they trace under
    torch.compile and torch.export: the results' sizes, strides and dtypes
    as the C++ kernels make them. PyTorch 1.13 has no fake kernels (nor
    torch.compile): nothing to register there."""
    register = getattr(torch.library, "register_fake", None) or \
        getattr(torch.library, "impl_abstract", None)
    if register is None:
        return
    def is_non_overlapping_and_dense(t):
        # c10's test: the strides, smallest first, are a dense layout's
        # (size-1 dimensions anywhere).
        step = 1
        for d in sorted(range(t.dim()), key=lambda d: (t.stride(d), t.shape[d])):
            if t.shape[d] != 1 and t.stride(d) != step:
                return False
            step *= t.shape[d]
        return True

    def on_cpu(op, **named):
        # Fake tensors report the device they stand for; a meta tensor
        # passed in by the user gets the custom ops' own error.
        for name, value in named.items():
            if value.device.type == "meta":
                raise ValueError(f"actgrad.ops.{op}: '{name}' is on device 'meta'; "
                                 "only CPU tensors are supported")

    def like(a, b):
        # TorchOps.cpp's elementwiseOp: one dense layout is kept, others
        # run as contiguous copies; an empty result is contiguous zeros.
        if a.numel() != 0 and a.shape == b.shape and a.stride() == b.stride() \
                and is_non_overlapping_and_dense(a):
            return torch.empty_strided(a.shape, a.stride(), dtype=a.dtype,
                                       device=a.device)
        return torch.empty(a.shape, dtype=a.dtype, device=a.device)

    register("actgrad::hardsigmoid_backward",
             lambda src, diff_dst, *, alpha, beta, static_shape=False: (
                 on_cpu("hardsigmoid_backward", src=src, diff_dst=diff_dst),
                 like(src, diff_dst))[1])
    register("actgrad::hardtanh_backward",
             lambda grad_output, self, *, min, max, static_shape=False: (
                 on_cpu("hardtanh_backward", grad_output=grad_output, self=self),
                 like(grad_output, self))[1])
    register("actgrad::swish_backward",
             lambda grad_output, self, *, beta=1.0, static_shape=False: (
                 on_cpu("swish_backward", grad_output=grad_output, self=self),
                 like(grad_output, self))[1])
    register("actgrad::softmax_backward",
             lambda diff_dst, dst, *, axis=1, static_shape=False: torch.empty(
                 diff_dst.shape, dtype=diff_dst.dtype, device=diff_dst.device))

    def prelu(src, slope, diff_dst, *, data_format="NXC", static_shape=False):
        return (torch.empty(src.shape, dtype=src.dtype, device=src.device),
                torch.empty(slope.shape, dtype=src.dtype, device=src.device))

    register("actgrad::prelu_backward", prelu)

    def run_graph_kernel(id, inputs):
        return [torch.empty_strided(sizes, strides, dtype=dtype)
                for sizes, strides, dtype in _graph_outputs[id]]

    register("actgrad::_run_graph_kernel", run_graph_kernel)


_bridge = None
_bridge_reason = None


def openmp_bridge():
    """The OpenMP entry points of python/csrc/GompBridge.cpp, by name, which
    run threaded kernels on PyTorch's libgomp (for jit.compile's
    ``openmp``); None where the library is not loaded or PyTorch's OpenMP
    is not libgomp (:func:`openmp_bridge_reason` says why)."""
    global _bridge, _bridge_reason
    lib = library()
    with _lock:
        if _bridge is not None or _bridge_reason is not None:
            return _bridge
        if lib is None:
            _bridge_reason = _reason
            return None
        error = ctypes.create_string_buffer(512)
        if lib.actgradGompBridgeLoad(error, len(error)):
            _bridge_reason = error.value.decode(errors="replace")
            return None
        names = (ctypes.c_char_p * 32)()
        addresses = (ctypes.c_void_p * 32)()
        count = lib.actgradGompBridgeSymbols(names, addresses, 32)
        _bridge = {names[i].decode(): addresses[i] for i in range(count)}
        return _bridge


def numpy_call():
    """python/csrc/NumpyCalls.cpp's entry point (through ctypes.PyDLL, which
    keeps the GIL and raises the exception it sets), or None where the
    library was built without Python's headers or is not loaded."""
    lib = library()
    if lib is None or not hasattr(lib, "actgradNumpyCall"):
        return None
    entry = ctypes.PyDLL(library_path()).actgradNumpyCall
    entry.argtypes = [ctypes.py_object]
    entry.restype = ctypes.c_int
    return entry


def set_bridge_threads(count):
    """The calling thread's thread count for bridged kernels (0: PyTorch's).
    Through the loaded library itself: a kernel compiled for the bridge
    keeps working whatever ``library()`` answers later."""
    _lib.actgradGompBridgeSetNumThreads(count)


def openmp_bridge_reason():
    """Why :func:`openmp_bridge` is None (None when it is not)."""
    openmp_bridge()
    return _bridge_reason


def _settings_changed():
    """The settings changed, or the cache was cleared: the C++ cache forgets
    its kernels (recompiled on their next call) and takes the thread count."""
    _lib.actgradTorchClearKernels()
    _lib.actgradTorchSetNumThreads(int(_kernel.config.num_threads or 0))


def _kernel_for(request):
    from . import ops
    op, dtype = OPS[request.op], DTYPES[request.dtype]
    if request.static_shape:
        dims = tuple(request.sizes[:request.rank])
    else:
        dims = (None,) * request.rank
    # A call on one thread asks for the single-threaded kernel, which pays
    # no OpenMP fork; else the setting's.
    threads = None if request.threads else False
    options = FRESH_OUTPUT_OPTIONS if request.fresh_output else ""
    if op == "prelu_backward":
        return ops.prelu_kernel(dtype, dims, "channel" if request.mode else "tensor",
                                "NCX", threads, options)
    if op == "hardsigmoid_backward":
        attrs = emit.hardsigmoid_attrs(request.attr0, request.attr1)
    elif op == "hardtanh_backward":
        attrs = emit.hardtanh_attrs(request.attr0, request.attr1)
    elif op == "swish_backward":
        attrs = emit.swish_attrs(request.attr0)
    else:
        attrs = emit.softmax_attrs(1)
    return ops.elementwise_kernel(op, dtype, dims, emit.attr_dict(attrs), threads,
                                  options)


def _compiled(kernel):
    """The CompiledKernel of a ``_kernel.Kernel``, with a new reference to
    its code that the C++ side takes over (the kernel may be dropped here
    while C++ still calls it)."""
    threads = 0 if not kernel.threads else 2 if kernel.openmp == "gomp" else 1
    return CompiledKernel(kernel.address, kernel.workspace_size_address or 0,
                          int(kernel.workspace), threads,
                          kernel.engine.share(_lib))


def _compile(request_pointer, result_pointer):
    """The C++ cache's compiler (a ctypes callback: it must not raise)."""
    request, result = request_pointer.contents, result_pointer.contents
    try:
        result.kernel = _compiled(_kernel_for(request))
        return 0
    except BaseException as error:  # noqa: B902 - reported to C++ instead
        op = OPS[request.op] if 0 <= request.op < len(OPS) else request.op
        message = f"actgrad: compiling the kernel of torch.ops.actgrad.{op} " \
                  f"failed: {error}"
        result.error = message.encode(errors="replace")[:2047]
        return 1


def register_graph_kernel(kernel, arguments, num_inputs, description):
    """Registers a kernel of a compiled graph with the C++ side; returns its
    id for ``torch.ops.actgrad._run_graph_kernel``, which
    :func:`unregister_graph_kernel` drops. ``arguments``: per input, then
    output, (dtype name, sizes, strides, memref sizes)."""
    lib = library()
    count = len(arguments)
    types = (ctypes.c_int32 * count)(*(lib.scalar_types[a[0]] for a in arguments))
    ranks = (ctypes.c_int32 * count)(*(len(a[1]) for a in arguments))
    flat = [d for a in arguments for part in a[1:] for d in part]
    dims = (ctypes.c_int64 * max(len(flat), 1))(*flat)
    error = ctypes.create_string_buffer(1024)
    compiled = _compiled(kernel)
    index = lib.actgradTorchRegisterGraphKernel(
        ctypes.byref(compiled), num_inputs, count - num_inputs, types, ranks, dims,
        description.encode(), error, len(error))
    if index < 0:
        raise ValueError(f"actgrad.torch: {error.value.decode()}")
    import torch
    dtypes = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16,
              "bool": torch.bool}
    _graph_outputs[index] = [(tuple(a[1]), tuple(a[2]), dtypes[a[0]])
                             for a in arguments[num_inputs:]]
    return index


def unregister_graph_kernel(index):
    """Drops graph kernel ``index``; a call of it in flight finishes."""
    if _lib is not None:
        _graph_outputs.pop(index, None)
        _lib.actgradTorchUnregisterGraphKernel(index)


# Serializes enable() and disable(), so that enable()'s answer (whether the
# overrides were registered before) holds when it returns.
_enable_lock = threading.Lock()


def enable():
    """Registers the aten overrides; returns whether they were registered
    already."""
    lib = library()
    if lib is None:
        raise RuntimeError("actgrad.torch.enable() needs the PyTorch custom ops "
                           f"(python/csrc), which are not available: {_reason}")
    error = ctypes.create_string_buffer(2048)
    with _enable_lock:
        was_enabled = bool(lib.actgradTorchEnabled())
        if lib.actgradTorchEnable(error, len(error)):
            raise RuntimeError("actgrad.torch.enable(): " + error.value.decode())
    return was_enabled


def disable():
    lib = library()
    if lib is not None:
        with _enable_lock:
            lib.actgradTorchDisable()


def enabled():
    lib = library()
    return lib is not None and bool(lib.actgradTorchEnabled())
