"""Parse, lower and JIT-compile MLIR modules through ActGrad's C API.

    engine = actgrad.jit.compile(source, options="runtime-checks=false")
    fn = engine.lookup("_mlir_ciface_kernel")   # a raw address

``compile`` parses ``source`` (actgrad ops mixed with upstream tensor-level
IR), runs the ``actgrad-to-llvm`` pipeline with ``options`` (space separated,
as on the command line; see docs/Pipeline.md) and hands the LLVM dialect to
MLIR's ExecutionEngine. Every failure (a parse or verifier error, an unknown
option, a pipeline failure) raises :class:`CompileError` carrying MLIR's
diagnostics; nothing is printed and nothing aborts.
"""

import ctypes
import re
import threading

from . import _capi
from ._capi import MlirStringRef


class CompileError(RuntimeError):
    """A module did not parse, verify, lower or JIT-compile; the message holds
    MLIR's diagnostics."""


class _Context:
    """One MLIR context with every upstream dialect, the actgrad dialect and
    the LLVM translations; diagnostics are collected instead of printed."""

    def __init__(self):
        lib = _capi.lib()
        registry = lib.mlirDialectRegistryCreate()
        lib.mlirRegisterAllDialects(registry)
        self.ctx = lib.mlirContextCreateWithRegistry(registry, False)
        lib.mlirDialectRegistryDestroy(registry)
        lib.mlirDialectHandleRegisterDialect(
            lib.mlirGetDialectHandle__actgrad__(), self.ctx)
        lib.mlirRegisterAllLLVMTranslations(self.ctx)
        self.messages = []
        self._on_text = _capi.MlirStringCallback(self._append_text)
        self._on_diagnostic = _capi.MlirDiagnosticHandler(self._diagnostic)
        lib.mlirContextAttachDiagnosticHandler(self.ctx, self._on_diagnostic,
                                               None, None)

    def _append_text(self, ref, _):
        self._pieces.append(ctypes.string_at(ref.data, ref.length).decode(
            errors="replace"))

    def _diagnostic(self, diagnostic, _):
        self._pieces = []
        _capi.lib().mlirDiagnosticPrint(diagnostic, self._on_text, None)
        self.messages.append("".join(self._pieces))
        return 1  # success: handled, MLIR does not print it

    def take_messages(self):
        messages, self.messages = self.messages, []
        return "\n".join(messages)


_context = None
_lock = threading.Lock()


def _get_context():
    global _context
    if _context is None:
        _context = _Context()
    return _context


class Engine:
    """A JIT-compiled module. Keep it alive while its functions are called.

    Once :meth:`share` has handed the engine to the PyTorch custom ops'
    library, that library owns it and destroys it with its last reference:
    this object's, a C++ cache entry's or a call's in flight."""

    def __init__(self, engine):
        self._engine = engine
        self._shared = None  # (library, CodeHandle) after share()
        self._share_lock = threading.Lock()

    def share(self, library):
        """A new reference to this engine for ``library`` (python/csrc's
        actgradTorchCopyEngine), which takes it over; the first call hands
        the engine's ownership to the library."""
        with self._share_lock:
            if self._shared is None:
                handle = library.actgradTorchShareEngine(self._engine.ptr)
                self._shared = (library, handle)
            library, handle = self._shared
            return library.actgradTorchCopyEngine(handle)

    def lookup(self, name):
        """The address of symbol ``name`` (``_mlir_ciface_<func>`` for a
        function with ``llvm.emit_c_interface``); KeyError if absent."""
        address = _capi.lib().mlirExecutionEngineLookup(self._engine,
                                                        MlirStringRef.of(name))
        if not address:
            raise KeyError(f"actgrad: no symbol {name!r} in the compiled module")
        return address

    def __del__(self):
        shared = getattr(self, "_shared", None)
        if shared is not None:
            library, handle = shared
            self._shared = None
            library.actgradTorchReleaseEngine(handle)
            return
        lib = _capi._lib
        if lib is not None and getattr(self, "_engine", None) is not None:
            lib.mlirExecutionEngineDestroy(self._engine)
            self._engine = None


def lower(source, options=""):
    """Parses ``source`` and runs actgrad-to-llvm; returns the LLVM-dialect
    module as text (for inspection and tests)."""
    with _lock:
        module = _parse_and_lower(source, options)
        text = _print(module)
        _capi.lib().mlirModuleDestroy(module)
        return text


def _print(module):
    lib = _capi.lib()
    pieces = []
    callback = _capi.MlirStringCallback(
        lambda ref, _: pieces.append(ctypes.string_at(ref.data, ref.length)))
    lib.mlirActGradOperationPrintWhole(lib.mlirModuleGetOperation(module),
                                       callback, None)
    return b"".join(pieces).decode()


def _parse_and_lower(source, options):
    lib = _capi.lib()
    ctx = _get_context()
    ctx.take_messages()
    module = lib.mlirModuleCreateParse(ctx.ctx, MlirStringRef.of(source))
    if not module.ptr:
        raise CompileError("actgrad: the module does not parse or verify:\n" +
                           ctx.take_messages())
    pm = lib.mlirPassManagerCreate(ctx.ctx)
    try:
        errors = []
        callback = _capi.MlirStringCallback(
            lambda ref, _: errors.append(ctypes.string_at(ref.data, ref.length)))
        if not lib.mlirActGradAddToLLVMPipeline(
                lib.mlirPassManagerGetAsOpPassManager(pm),
                MlirStringRef.of(options), callback, None).value:
            lib.mlirModuleDestroy(module)
            raise CompileError(
                f"actgrad: bad actgrad-to-llvm options {options!r}: " +
                b"".join(errors).decode(errors="replace").strip())
        if not lib.mlirPassManagerRunOnOp(pm,
                                          lib.mlirModuleGetOperation(module)).value:
            lib.mlirModuleDestroy(module)
            raise CompileError("actgrad: the actgrad-to-llvm pipeline failed:\n" +
                               ctx.take_messages())
    finally:
        lib.mlirPassManagerDestroy(pm)
    return module


def compile(source, options="", threads=True, opt_level=3, openmp=None):
    """Parses, lowers (``actgrad-to-llvm`` with ``options``) and JIT-compiles
    ``source``; returns an :class:`Engine`. With ``threads`` the pipeline's
    OpenMP code runs on LLVM's libomp, which is loaded into the process, or,
    with ``openmp`` (a dict of OpenMP entry points by name, such as
    actgrad._torch_ops's bridge to PyTorch's libgomp), on those entry points,
    which the module may not exceed; without ``threads``, ``threads=false``
    is passed to the pipeline."""
    if not threads:
        options = (options + " threads=false").strip()
        openmp = None
    libs = []
    if threads and openmp is None:
        omp = _capi.openmp_library_path()
        if omp is None:
            raise CompileError(
                "actgrad: LLVM's libomp was not found (install libomp-22-dev, "
                "set ACTGRAD_OPENMP_LIBRARY, or compile with threads=False)")
        libs.append(omp)
    with _lock:
        module = _parse_and_lower(source, options)
        lib = _capi.lib()
        if openmp is not None:
            try:
                _check_openmp(_print(module), openmp)
            except CompileError:
                lib.mlirModuleDestroy(module)
                raise
        refs = [MlirStringRef.of(p) for p in libs]  # alive during the call
        paths = (MlirStringRef * max(1, len(refs)))(*refs)
        engine = lib.mlirExecutionEngineCreate(module, opt_level, len(libs),
                                               paths, False, False)
        # The engine has translated the module and keeps no reference to it;
        # destroyed here, under the lock, never by another thread's garbage
        # collection while this context parses.
        lib.mlirModuleDestroy(module)
        if not engine.ptr:
            messages = _get_context().take_messages()
            raise CompileError("actgrad: the execution engine could not compile "
                               "the module" + (":\n" + messages if messages else ""))
        # Defined before the first lookup compiles the module, so that the
        # JIT never binds these names to a libomp already in the process.
        for name, address in (openmp or {}).items():
            lib.mlirExecutionEngineRegisterSymbol(engine, MlirStringRef.of(name),
                                                  address)
        return Engine(engine)


# The OpenMP dialect's ops that translate to no entry points beyond a
# parallel region, a static worksharing loop and barriers.
_BRIDGED_OMP_OPS = {"parallel", "wsloop", "loop_nest", "yield", "terminator"}


def _check_openmp(text, entry_points):
    """Raises CompileError unless the lowered module's OpenMP needs only
    ``entry_points``: an op or clause whose translation calls another
    runtime function would otherwise bind to whatever the process has."""
    for match in re.finditer(r"^\s*(?:%[^=\n]* = )?omp\.(\w+)([^\n{]*)",
                             text, re.MULTILINE):
        op, rest = match.group(1), match.group(2).strip()
        if op not in _BRIDGED_OMP_OPS:
            raise CompileError(f"actgrad: omp.{op} has no entry point in the "
                               "OpenMP bridge; compile with libomp")
        if op == "parallel" and re.sub(r"num_threads\([^)]*\)", "", rest).strip():
            raise CompileError(f"actgrad: omp.parallel's clauses {rest!r} have "
                               "no entry point in the OpenMP bridge")
        if op == "wsloop" and rest:
            raise CompileError(f"actgrad: omp.wsloop's clauses {rest!r} have no "
                               "entry point in the OpenMP bridge")
    for name in re.findall(r"llvm\.func @((?:omp_|__kmpc_)\w+)\(", text):
        if name not in entry_points:
            raise CompileError(f"actgrad: {name} has no entry point in the "
                               "OpenMP bridge")
