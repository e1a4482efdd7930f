"""The implementations the peers benchmark (bench_peers.py) times: ActGrad's
static- and dynamic-shape kernels and today's peers.

Every ``setup_*`` function takes a case (gen_kernels.py's dict plus
``tensors``, the inputs as torch tensors) and returns an ``Impl``: ``call``,
one call as a user makes it from Python (ActGrad: its compiled kernel
through a prepared ctypes call on preallocated outputs, which is its
destination-style C interface; the peers: their compiled or eager callable
on preloaded inputs, returning new outputs), and ``outputs``, which runs one
call and returns the results as float64 numpy arrays for the check. A peer
that cannot run a case raises ``Unsupported`` with the reason.
"""

import ctypes
import hashlib
import os
import shutil
import subprocess
import tempfile

import numpy as np

ELEMENTWISE = ("hardsigmoid", "hardtanh", "swish")
ACTGRAD_OPS = {"hardsigmoid": "hardsigmoid_backward", "hardtanh": "hardtanh_backward",
               "swish": "swish_backward", "softmax": "softmax_backward",
               "prelu": "prelu_backward"}


class Unsupported(Exception):
    """A peer does not run this case; the message says why."""


class Impl:
    def __init__(self, call, outputs, note=""):
        self.call, self.outputs, self.note = call, outputs, note


def to_f64(t):
    """A torch tensor, numpy or JAX array as a float64 numpy array."""
    import torch
    if isinstance(t, torch.Tensor):
        return t.detach().to(torch.float64).numpy()
    return np.asarray(t).astype(np.float64)


def torch_dtype(dtype):
    import torch
    return {"f32": torch.float32, "bf16": torch.bfloat16, "f16": torch.float16}[dtype]


def channel_dim(case):
    return 1 if case["param"] == 1 else len(case["shape"]) - 1


# The inputs' names in each actgrad op's operand order.
OPERAND_NAMES = {"hardsigmoid": ["x", "g"], "hardtanh": ["g", "x"], "swish": ["g", "x"],
                 "softmax": ["g", "y"], "prelu": ["x", "w", "g"]}


def operands(case):
    """The inputs in the actgrad op's operand order."""
    return [case["tensors"][n] for n in OPERAND_NAMES[case["op"]]]


def attrs(case):
    import bench_peers_check as chk
    from actgrad import emit
    op = case["op"]
    if op == "hardsigmoid":
        a = emit.hardsigmoid_attrs(chk.HARDSIGMOID_ALPHA, chk.HARDSIGMOID_BETA)
    elif op == "hardtanh":
        a = emit.hardtanh_attrs(chk.HARDTANH_MIN, chk.HARDTANH_MAX)
    elif op == "softmax":
        a = emit.softmax_attrs(case["param"])
    elif op == "prelu":
        a = emit.prelu_attrs("NCX" if case["param"] == 1 else "NXC")
    else:
        a = emit.swish_attrs()
    return emit.attr_dict(a)


# ---------------------------------------------------------------------------
# ActGrad
# ---------------------------------------------------------------------------

def prelu_kernel(case, dims, threads):
    """PReLU's kernel with the slope's length static, as actgrad-bench's
    dynamic kernels have it (gen_kernels.py: a per-channel slope's length
    is known from the model). actgrad.ops.prelu_kernel makes it dynamic
    too, which does not compile today (docs/Benchmark.md#peers-caveats)."""
    from actgrad import _kernel, emit
    dt, channels = case["dtype"], case["shape"][channel_dim(case)]
    t, ts = emit.tensor_type(dims, dt), emit.tensor_type([channels], dt)
    body = [emit.actgrad_op("prelu_backward", ["%x", "%w", "%g"], [t, ts, t], [t, ts],
                            attrs(case), "%r:2")]
    source = emit.destination_function(
        "kernel", [("x", dims, dt), ("w", [channels], dt), ("g", dims, dt)],
        [("dx", dims, dt), ("dw", [channels], dt)], body, ["%r#0", "%r#1"])
    key = ("bench_peers prelu", dt, tuple(dims), channels, attrs(case))
    return _kernel.cached(key + (("threads", threads),),
                          lambda: _kernel.Kernel(source, "kernel", 5, threads=threads))


def setup_actgrad(case, static, threads):
    """ActGrad's kernel of the case: static shape or every size dynamic; at
    one thread compiled with threads=false (as actgrad-bench's _st kernels),
    else with OpenMP thread tiles on libomp with ``threads`` threads."""
    import torch
    from actgrad import ops
    shape = tuple(case["shape"])
    dims = shape if static else (None,) * len(shape)
    with_threads = threads > 1
    ins = operands(case)
    if case["op"] == "prelu":
        kernel = prelu_kernel(case, dims, with_threads)
        outs = [torch.empty_like(ins[0]), torch.empty_like(ins[1])]
    else:
        kernel = ops.elementwise_kernel(ACTGRAD_OPS[case["op"]], case["dtype"], dims,
                                        attrs(case), with_threads)
        outs = [torch.empty_like(ins[0])]
    return kernel_impl(kernel, ins, outs, with_threads)


def kernel_impl(kernel, ins, outs, with_threads=False):
    """A prepared ctypes call of an ActGrad ``kernel`` on the tensors ``ins``
    and the preallocated ``outs`` (and a workspace where it needs one)."""
    from actgrad import _kernel
    descriptors = [_kernel.descriptor(a) for a in ins + outs]
    pointers = [ctypes.addressof(d) for d in descriptors]
    if kernel.workspace:
        workspace = kernel._workspace(kernel.workspace_size(*pointers))
        descriptors.append(workspace)
        pointers.append(ctypes.addressof(workspace))
    if kernel.openmp == "gomp":
        _kernel._set_bridge_threads()
    elif with_threads:
        _kernel._set_num_threads()
    args = [ctypes.c_void_p(p) for p in pointers]
    fn = kernel.fn

    # The call keeps what its raw pointers point to: the benchmark keeps only
    # ``call`` while it times, and freed outputs would be written to.
    def call(fn=fn, args=args, keep=(descriptors, kernel, ins, outs)):
        fn(*args)

    def outputs():
        for o in outs:
            o.fill_(float("nan"))
        call()
        return [to_f64(o) for o in outs]
    return Impl(call, outputs)


def setup_actgrad_op(case, threads):
    """``torch.ops.actgrad.<op>`` as a PyTorch user calls it: the custom
    op's defaults (the dynamic-shape kernel, chosen and run in C++) and a
    new output every call, as eager's and Inductor's calls make theirs."""
    from actgrad import _torch_ops
    import bench_peers_check as chk
    ops = _torch_ops.custom_ops()
    if ops is None:
        raise Unsupported("torch.ops.actgrad is not loaded: "
                          + str(_torch_ops.unavailable_reason()))
    t, op = case["tensors"], case["op"]
    if op == "hardsigmoid":
        fn = lambda: ops.hardsigmoid_backward(  # noqa: E731
            t["x"], t["g"], alpha=chk.HARDSIGMOID_ALPHA, beta=chk.HARDSIGMOID_BETA)
    elif op == "hardtanh":
        fn = lambda: ops.hardtanh_backward(  # noqa: E731
            t["g"], t["x"], min=chk.HARDTANH_MIN, max=chk.HARDTANH_MAX)
    elif op == "swish":
        fn = lambda: ops.swish_backward(t["g"], t["x"], beta=chk.SWISH_BETA)  # noqa: E731
    elif op == "softmax":
        fn = lambda: ops.softmax_backward(t["g"], t["y"], axis=case["param"])  # noqa: E731
    else:
        layout = "NCX" if case["param"] == 1 else "NXC"
        fn = lambda: ops.prelu_backward(  # noqa: E731
            t["x"], t["w"], t["g"], data_format=layout)
    return Impl(fn, lambda: torch_outputs(fn()))


# ---------------------------------------------------------------------------
# PyTorch: eager (aten's backward ops) and torch.compile (Inductor)
# ---------------------------------------------------------------------------

def torch_backward(case):
    """(function, args): the backward computation PyTorch's autograd runs
    for the case, on aten's ops. PReLU: _prelu_kernel_backward gives the
    slope's gradient per element, which autograd sums to the slope's shape."""
    import torch
    import bench_peers_check as chk
    aten = torch.ops.aten
    t, op = case["tensors"], case["op"]
    if op == "hardsigmoid":
        if abs(chk.HARDSIGMOID_ALPHA - 1 / 6) > 1e-7 or chk.HARDSIGMOID_BETA != 0.5:
            raise Unsupported("aten's hardsigmoid_backward is alpha=1/6, beta=1/2 only")
        return (lambda g, x: aten.hardsigmoid_backward(g, x)), (t["g"], t["x"])
    if op == "hardtanh":
        return (lambda g, x: aten.hardtanh_backward(g, x, chk.HARDTANH_MIN,
                                                    chk.HARDTANH_MAX)), (t["g"], t["x"])
    if op == "swish":
        if chk.SWISH_BETA != 1.0:
            raise Unsupported("silu_backward is swish with beta = 1 only")
        return (lambda g, x: aten.silu_backward(g, x)), (t["g"], t["x"])
    if op == "softmax":
        axis, dt = case["param"], t["g"].dtype
        return (lambda g, y: aten._softmax_backward_data(g, y, axis, dt)), (t["g"], t["y"])
    rank, c = len(case["shape"]), channel_dim(case)
    view = [1] * (rank - c)
    view[0] = -1
    dims = [d for d in range(rank) if d != c]

    def prelu(g, x, w):
        dx, dw = aten._prelu_kernel_backward(g, x, w.reshape(view))
        return dx, dw.sum(dims)
    return prelu, (t["g"], t["x"], t["w"])


def torch_outputs(result):
    return [to_f64(r) for r in (result if isinstance(result, tuple) else (result,))]


def setup_eager(case, threads):
    fn, args = torch_backward(case)
    return Impl(lambda: fn(*args), lambda: torch_outputs(fn(*args)))


def setup_inductor(case, threads):
    """torch.compile (Inductor, static shapes) of the same backward ops; the
    compilation happens here, outside the timing."""
    import torch
    fn, args = torch_backward(case)
    torch._dynamo.reset()
    compiled = torch.compile(fn, dynamic=False, fullgraph=True)
    compiled(*args)
    return Impl(lambda: compiled(*args), lambda: torch_outputs(compiled(*args)))


# ---------------------------------------------------------------------------
# XLA through JAX
# ---------------------------------------------------------------------------

def jax_arrays(case, names):
    import jax
    import jax.numpy as jnp
    jdt = {"f32": jnp.float32, "bf16": jnp.bfloat16, "f16": jnp.float16}[case["dtype"]]
    # float32 carries bf16 and f16 values exactly.
    return [jax.device_put(jnp.asarray(to_f64(case["tensors"][n]).astype(np.float32),
                                       dtype=jdt)) for n in names]


def setup_xla(case, threads):
    """jax.jit of jax.vjp of JAX's own activation (PReLU written with where);
    softmax's vjp runs on the case's dst through the residuals of jax.vjp."""
    import jax
    import jax.numpy as jnp
    import bench_peers_check as chk
    op = case["op"]
    if op in ELEMENTWISE:
        if op == "hardsigmoid" and abs(chk.HARDSIGMOID_ALPHA - 1 / 6) > 1e-7:
            raise Unsupported("jax.nn.hard_sigmoid is alpha=1/6, beta=1/2 only")
        f = {"hardsigmoid": jax.nn.hard_sigmoid, "hardtanh": jax.nn.hard_tanh,
             "swish": jax.nn.silu}[op]
        fn = jax.jit(lambda x, g: jax.vjp(f, x)[1](g))
        args = jax_arrays(case, ["x", "g"])
    elif op == "prelu":
        rank, c = len(case["shape"]), channel_dim(case)
        view = [1] * rank
        view[c] = -1

        def prelu(x, w):
            return jnp.where(x > 0, x, w.reshape(view) * x)
        fn = jax.jit(lambda x, w, g: jax.vjp(prelu, x, w)[1](g))
        args = jax_arrays(case, ["x", "w", "g"])
    else:
        fn, args = softmax_vjp(case)
    fn(*args)

    def call():
        jax.block_until_ready(fn(*args))
    return Impl(call, lambda: [to_f64(r) for r in fn(*args)])


def softmax_vjp(case):
    """JAX's own backward of jax.nn.softmax on the case's dst: jax.vjp
    linearized at some logits keeps the unnormalized exponentials and
    per-slice sums (shaped like dst with the axis kept as 1); with dst in
    place of the exponentials and ones in place of the sums, the same
    program computes dst * (g - sum(g * dst)). Returns (jitted fn, args)."""
    import jax
    import jax.numpy as jnp
    axis = case["param"]
    y, g = jax_arrays(case, ["y", "g"])
    _, vjp_fn = jax.vjp(lambda x: jax.nn.softmax(x, axis=axis), jnp.zeros_like(y))
    leaves, tree = jax.tree_util.tree_flatten(vjp_fn)
    kept = list(y.shape)
    kept[axis] = 1
    full = [i for i, leaf in enumerate(leaves) if leaf.shape == y.shape]
    sums = [i for i, leaf in enumerate(leaves) if list(leaf.shape) == kept]
    if len(full) != 1 or len(full) + len(sums) != len(leaves):
        raise Unsupported("jax.nn.softmax's vjp keeps residuals of shapes "
                          f"{[leaf.shape for leaf in leaves]}, not dst's and the sums'")
    leaves[full[0]] = y
    for i in sums:
        leaves[i] = jnp.ones_like(leaves[i])
    vjp_fn = jax.tree_util.tree_unflatten(tree, leaves)
    fn = jax.jit(lambda f, g: f(g))
    return (lambda f, g: fn(f, g)), (vjp_fn, g)


# ---------------------------------------------------------------------------
# IREE: the conversion's own linalg, and torch-mlir's
# ---------------------------------------------------------------------------

IREE_FLAGS = ["--iree-hal-target-device=local",
              "--iree-hal-local-target-device-backends=llvm-cpu",
              "--iree-llvmcpu-target-cpu=host", "--iree-opt-level=O2"]


class Iree:
    """One IREE runtime (local-task driver, its worker count set by
    --task_topology_group_count) and a vmfb cache on disk, shared between
    the processes of the two thread counts."""

    def __init__(self, threads, cache_dir, actgrad_opt):
        import iree.runtime as rt
        rt.flags.parse_flags(f"--task_topology_group_count={threads}")
        self.rt = rt
        self.config = rt.Config("local-task")
        self.cache_dir = cache_dir
        self.actgrad_opt = actgrad_opt
        os.makedirs(cache_dir, exist_ok=True)

    def vmfb(self, key, make_mlir):
        """The compiled module of ``make_mlir()``, cached under ``key``."""
        import iree.compiler as ic
        name = hashlib.sha256((key + " ".join(IREE_FLAGS)).encode()).hexdigest()[:24]
        path = os.path.join(self.cache_dir, name + ".vmfb")
        if not os.path.exists(path):
            try:
                binary = ic.compile_str(make_mlir(), extra_args=IREE_FLAGS)
            except ic.CompilerToolError as error:
                raise Unsupported("iree-compile failed: " +
                                  str(error).strip().splitlines()[0][:300])
            with open(path + ".tmp", "wb") as f:
                f.write(binary)
            os.replace(path + ".tmp", path)
        with open(path, "rb") as f:
            return f.read()

    def load(self, binary, args_np):
        rt = self.rt
        module = rt.VmModule.copy_buffer(self.config.vm_instance, binary)
        context = rt.SystemContext(config=self.config)
        context.add_vm_module(module)
        fn = context.modules.module["main"]
        args = [self.device_array(a) for a in args_np]
        return fn, args

    def device_array(self, a):
        """A device buffer of a numpy array (bf16 arrays come as ml_dtypes
        bfloat16, whose bits the buffer view labels BFLOAT_16)."""
        rt = self.rt
        import ml_dtypes
        if a.dtype == ml_dtypes.bfloat16:
            device = self.config.device
            view = device.allocator.allocate_buffer_copy(
                memory_type=rt.MemoryType.DEVICE_LOCAL,
                allowed_usage=rt.BufferUsage.DEFAULT, device=device,
                buffer=a.view(np.uint16), element_type=rt.HalElementType.BFLOAT_16)
            return rt.DeviceArray(device, view, implicit_host_transfer=True,
                                  override_dtype=a.dtype)
        return rt.asdevicearray(self.config.device, a)


def numpy_input(case, name):
    import ml_dtypes
    ndt = {"f32": np.float32, "f16": np.float16, "bf16": ml_dtypes.bfloat16}[case["dtype"]]
    return to_f64(case["tensors"][name]).astype(np.float32).astype(ndt)


def iree_result(r):
    import ml_dtypes
    host = r.to_host()
    if host.dtype == np.uint16 or host.dtype == ml_dtypes.bfloat16:
        host = host.view(ml_dtypes.bfloat16)
    return host.astype(np.float64)


def iree_impl(iree, key, make_mlir, case, names):
    binary = iree.vmfb(key, make_mlir)
    fn, args = iree.load(binary, [numpy_input(case, n) for n in names])
    fn(*args)

    def outputs():
        result = fn(*args)
        results = result if isinstance(result, (tuple, list)) else [result]
        return [iree_result(r) for r in results]
    return Impl(lambda: fn(*args), outputs)


def actgrad_tensor_function(case):
    """The case's actgrad op in a tensor function (static shapes), the
    conversion's input."""
    from actgrad import emit
    op, dt, shape = case["op"], case["dtype"], case["shape"]
    t = emit.tensor_type(shape, dt)
    if op == "prelu":
        c = shape[channel_dim(case)]
        ts = emit.tensor_type([c], dt)
        body = emit.actgrad_op("prelu_backward", ["%x", "%w", "%g"], [t, ts, t],
                               [t, ts], attrs(case), "%r:2")
        return (f"func.func @main(%x: {t}, %w: {ts}, %g: {t}) -> ({t}, {ts}) {{\n"
                f"  {body}\n  return %r#0, %r#1 : {t}, {ts}\n}}\n")
    body = emit.actgrad_op(ACTGRAD_OPS[op], ["%a", "%b"], [t, t], [t], attrs(case), "%r")
    return (f"func.func @main(%a: {t}, %b: {t}) -> {t} {{\n  {body}\n"
            f"  return %r : {t}\n}}\n")


def converted_linalg(case, actgrad_opt):
    """What ``actgrad-opt --convert-actgrad-to-linalg`` makes of the op."""
    source = actgrad_tensor_function(case)
    run = subprocess.run([actgrad_opt, "--convert-actgrad-to-linalg", "-"],
                         input=source, capture_output=True, text=True)
    if run.returncode != 0:
        raise RuntimeError("actgrad-opt --convert-actgrad-to-linalg failed:\n" +
                           run.stderr)
    return run.stdout


def setup_iree_conversion(case, iree):
    names = OPERAND_NAMES[case["op"]]
    key = "conversion " + actgrad_tensor_function(case)
    return iree_impl(iree, key, lambda: converted_linalg(case, iree.actgrad_opt),
                     case, names)


def torch_mlir_linalg(case):
    """torch-mlir's linalg-on-tensors of PyTorch's backward ops (its
    decompositions of aten's backward ops), through its FX importer."""
    import torch
    from torch_mlir import fx
    fn, args = torch_backward(case)

    class Backward(torch.nn.Module):
        def forward(self, *a):
            return fn(*a)
    try:
        module = fx.export_and_import(Backward(), *args,
                                      output_type="linalg-on-tensors", func_name="main")
    except Exception as error:  # torch-mlir's own compiler error
        lines = [line for line in str(error).splitlines() if "failed to legalize" in line]
        raise Unsupported("torch-mlir does not lower it: " +
                          (lines[0].strip()[:300] if lines else str(error)[:300]))
    return str(module)


def setup_iree_torch(case, iree):
    names = {"prelu": ["g", "x", "w"], "softmax": ["g", "y"]}.get(case["op"], ["g", "x"])
    key = f"torch-mlir {case['op']} {case['dtype']} {case['shape']} {case['param']}"
    return iree_impl(iree, key, lambda: torch_mlir_linalg(case), case, names)


# ---------------------------------------------------------------------------
# The triad ceiling: a tiny C loop, OpenMP for the thread count
# ---------------------------------------------------------------------------

TRIAD_C = r"""
#include <omp.h>
void triad(float *restrict a, const float *restrict b, const float *restrict c,
           float s, long n, int threads) {
#pragma omp parallel for schedule(static) num_threads(threads)
  for (long i = 0; i < n; ++i)
    a[i] = b[i] + s * c[i];
}
"""


class Triad:
    """a = b + s*c on f32 arrays of n elements each (-O3 -march=native) on
    the OpenMP runtime ActGrad's threaded kernels run on (two runtimes'
    workers spinning on the same cores slow each other): LLVM's libomp,
    compiled with clang, or, where the kernels use the bridge to PyTorch's
    libgomp, that libgomp, compiled with gcc (whose OpenMP calls it). The
    bandwidth a kernel moving the same bytes can reach."""

    def __init__(self, cache_dir, actgrad_runtime):
        """``actgrad_runtime``: "gomp" or "libomp", as Peers found it."""
        from actgrad import _capi
        os.makedirs(cache_dir, exist_ok=True)
        if actgrad_runtime == "gomp":
            omp, compiler = self._torch_libgomp(), shutil.which("gcc")
            if compiler is None:
                raise Unsupported("no gcc for the triad on PyTorch's libgomp")
            self.runtime = "libgomp"
        else:
            omp, self.runtime = _capi.openmp_library_path(), "libomp"
            if omp is None:
                raise Unsupported("LLVM's libomp (ActGrad's OpenMP runtime) not found")
            compiler = shutil.which("clang-22") or shutil.which("clang") or "cc"
        lib = os.path.join(cache_dir, f"triad-{self.runtime}.so")
        if not os.path.exists(lib):
            self._build(compiler, omp, lib)
        self.lib = ctypes.CDLL(lib)
        self.lib.triad.argtypes = [ctypes.c_void_p] * 3 + [ctypes.c_float,
                                                            ctypes.c_long, ctypes.c_int]

    @staticmethod
    def _torch_libgomp():
        import torch
        torch_lib = os.path.join(os.path.dirname(torch.__file__), "lib")
        for name in sorted(os.listdir(torch_lib)):
            if name.startswith("libgomp"):
                return os.path.join(torch_lib, name)
        # Debian's torch links the system's libgomp.so.1.
        return "libgomp.so.1"

    @staticmethod
    def _build(compiler, omp, lib):
        """Compiles, then links against ``omp`` alone: the compiler's own
        OpenMP library would be a second runtime in the process."""
        work = tempfile.mkdtemp()
        source, obj = os.path.join(work, "triad.c"), os.path.join(work, "triad.o")
        with open(source, "w") as f:
            f.write(TRIAD_C)
        subprocess.run([compiler, "-O3", "-march=native", "-fopenmp", "-fPIC", "-c",
                        source, "-o", obj], check=True)
        link = [f"-l:{os.path.basename(omp)}"]
        if os.path.dirname(omp):
            link = [f"-L{os.path.dirname(omp)}", f"-Wl,-rpath,{os.path.dirname(omp)}"] + link
        subprocess.run([compiler, "-shared", "-nostdlib", obj, "-o", lib] + link, check=True)
        shutil.rmtree(work)

    def setup(self, nbytes, threads):
        n = max(1, nbytes // 12)
        arrays = [np.ones(n, np.float32) for _ in range(3)]
        ptrs = [a.ctypes.data for a in arrays]
        fn = self.lib.triad

        def call(keep=arrays):
            fn(ptrs[0], ptrs[1], ptrs[2], 0.5, n, threads)
        return Impl(call, None, note=f"C loop, f32, {self.runtime}")
