"""ctypes declarations of the C functions the package calls.

Debian's MLIR has no Python bindings, so the package drives ActGrad's C API
(``libActGradCAPI.so``, which also carries MLIR's core C API and its
ExecutionEngine) the way MLIR's own ``mlir/test/CAPI/*.c`` tests do.
"""

import ctypes
import os

from . import _config


class MlirStringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]

    @classmethod
    def of(cls, text):
        data = text.encode() if isinstance(text, str) else bytes(text)
        ref = cls(data, len(data))
        ref._keep = data  # the C side does not copy
        return ref


class MlirLogicalResult(ctypes.Structure):
    _fields_ = [("value", ctypes.c_int8)]


def _handle(name):
    return type(name, (ctypes.Structure,), {"_fields_": [("ptr", ctypes.c_void_p)]})


MlirContext = _handle("MlirContext")
MlirDialectRegistry = _handle("MlirDialectRegistry")
MlirDialectHandle = _handle("MlirDialectHandle")
MlirModule = _handle("MlirModule")
MlirOperation = _handle("MlirOperation")
MlirPassManager = _handle("MlirPassManager")
MlirOpPassManager = _handle("MlirOpPassManager")
MlirExecutionEngine = _handle("MlirExecutionEngine")
MlirDiagnostic = _handle("MlirDiagnostic")

MlirStringCallback = ctypes.CFUNCTYPE(None, MlirStringRef, ctypes.c_void_p)
# ctypes callbacks cannot return structures: MlirLogicalResult is one int8_t,
# which the x86-64 and AArch64 C ABIs return exactly like an int8_t.
MlirDiagnosticHandler = ctypes.CFUNCTYPE(ctypes.c_int8, MlirDiagnostic,
                                         ctypes.c_void_p)


def library_path():
    """The libActGradCAPI.so the package loads: $ACTGRAD_CAPI_LIBRARY, else
    the one next to the package (build tree: build/lib, install: P/lib)."""
    return os.environ.get("ACTGRAD_CAPI_LIBRARY") or os.path.normpath(
        os.path.join(os.path.dirname(__file__), _config.CAPI_LIBRARY))


def openmp_library_path():
    """LLVM's libomp, which kernels compiled with threads call (or None)."""
    path = os.environ.get("ACTGRAD_OPENMP_LIBRARY", _config.OPENMP_LIBRARY)
    return path if path and os.path.exists(path) else None


def _declare(lib):
    def fn(name, restype, *argtypes):
        f = getattr(lib, name)
        f.restype = restype
        f.argtypes = list(argtypes)

    vp = ctypes.c_void_p
    fn("mlirDialectRegistryCreate", MlirDialectRegistry)
    fn("mlirDialectRegistryDestroy", None, MlirDialectRegistry)
    fn("mlirRegisterAllDialects", None, MlirDialectRegistry)
    fn("mlirRegisterAllLLVMTranslations", None, MlirContext)
    fn("mlirContextCreateWithRegistry", MlirContext, MlirDialectRegistry,
       ctypes.c_bool)
    fn("mlirContextDestroy", None, MlirContext)
    fn("mlirGetDialectHandle__actgrad__", MlirDialectHandle)
    fn("mlirDialectHandleRegisterDialect", None, MlirDialectHandle, MlirContext)
    fn("mlirContextAttachDiagnosticHandler", ctypes.c_uint64, MlirContext,
       MlirDiagnosticHandler, vp, vp)
    fn("mlirDiagnosticPrint", None, MlirDiagnostic, MlirStringCallback, vp)
    fn("mlirModuleCreateParse", MlirModule, MlirContext, MlirStringRef)
    fn("mlirModuleDestroy", None, MlirModule)
    fn("mlirModuleGetOperation", MlirOperation, MlirModule)
    fn("mlirOperationPrint", None, MlirOperation, MlirStringCallback, vp)
    fn("mlirPassManagerCreate", MlirPassManager, MlirContext)
    fn("mlirPassManagerDestroy", None, MlirPassManager)
    fn("mlirPassManagerGetAsOpPassManager", MlirOpPassManager, MlirPassManager)
    fn("mlirPassManagerRunOnOp", MlirLogicalResult, MlirPassManager,
       MlirOperation)
    fn("mlirActGradAddToLLVMPipeline", MlirLogicalResult, MlirOpPassManager,
       MlirStringRef, MlirStringCallback, vp)
    fn("mlirActGradOperationPrintWhole", None, MlirOperation,
       MlirStringCallback, vp)
    fn("mlirExecutionEngineCreate", MlirExecutionEngine, MlirModule,
       ctypes.c_int, ctypes.c_int, ctypes.POINTER(MlirStringRef), ctypes.c_bool,
       ctypes.c_bool)
    fn("mlirExecutionEngineDestroy", None, MlirExecutionEngine)
    fn("mlirExecutionEngineLookup", vp, MlirExecutionEngine, MlirStringRef)
    fn("mlirExecutionEngineRegisterSymbol", None, MlirExecutionEngine,
       MlirStringRef, vp)


_lib = None


def lib():
    """The loaded C API library (loaded on first use)."""
    global _lib
    if _lib is None:
        path = library_path()
        if not os.path.exists(path):
            raise ImportError(
                f"actgrad: the C API library {path} does not exist (build ActGrad, "
                "or set ACTGRAD_CAPI_LIBRARY)")
        loaded = ctypes.CDLL(path)
        _declare(loaded)
        _lib = loaded
    return _lib
