"""JAX captures: jax.vjp of each activation, a small MLP and an attention
block in jax.numpy, lowered to StableHLO (jax.jit(f).lower(...).as_text()),
converted to linalg by IREE's input conversion (iree-compile
--compile-to=input --mlir-print-op-generic) and normalised (common.py).

Usage: capture_jax.py OUT_DIR
"""

import os
import subprocess
import sys
import tempfile

import numpy as np
import jax
import jax.numpy as jnp

jax.config.update("jax_platforms", "cpu")
sys.path.insert(0, os.path.dirname(__file__))
import common  # noqa: E402

IREE_COMPILE = os.path.join(os.path.dirname(sys.executable), "iree-compile")
MLIR_TYPES = {np.dtype(np.float32): "f32", jnp.bfloat16: "bf16"}


def mlir_type(a):
    a = np.asarray(a)
    return "tensor<" + "x".join(str(d) for d in a.shape) + "x" + \
        ("bf16" if a.dtype == jnp.bfloat16 else "f32") + ">"


def bits(a):
    a = np.ascontiguousarray(np.asarray(a))
    if a.dtype == jnp.bfloat16:
        a = a.view(np.uint16)
    return a.tobytes().hex()


# The actgrad ops of each capture's activation gradients (report.py).
ACTIVATIONS = {"relu6": {"hardtanh_backward": 1},
               "hard_tanh": {"hardtanh_backward": 1},
               "hard_sigmoid": {"hardsigmoid_backward": 1},
               "silu": {"swish_backward": 1},
               "softmax": {"softmax_backward": 1},
               "softmax_nocustomjvp": {"softmax_backward": 1},
               "mlp": {"hardtanh_backward": 1, "hardsigmoid_backward": 1},
               "attention": {"softmax_backward": 1, "swish_backward": 1}}


def vjp_of(f):
    def backward(x, g):
        _, pullback = jax.vjp(f, x)
        return pullback(g)
    return backward


def special(x):
    edges = [0.0, -0.0, 1.0, -1.0, 3.0, -3.0, 6.0, np.inf, -np.inf, np.nan]
    x = np.array(x)
    x.reshape(-1)[:len(edges)] = edges
    return x


def mlp(x, w1, b1, w2, b2):
    h = jax.nn.relu6(x @ w1 + b1)
    return jax.nn.hard_sigmoid(h) * (h @ w2 + b2)


def attention(x, wq, wk, wv):
    q, k, v = x @ wq, x @ wk, x @ wv
    s = jax.nn.softmax(q @ k.T / np.sqrt(q.shape[-1]), axis=-1)
    return jax.nn.silu(s @ v)


def cases():
    rng = np.random.default_rng(38)
    s = (4, 16)
    rnd = lambda shape, scale=4.0: rng.uniform(-scale, scale,
                                               shape).astype(np.float32)
    acts = {
        "relu6": jax.nn.relu6,
        "hard_tanh": jax.nn.hard_tanh,
        "hard_sigmoid": jax.nn.hard_sigmoid,
        "silu": jax.nn.silu,
        "softmax": lambda x: jax.nn.softmax(x, axis=-1),
    }
    for name, f in acts.items():
        x = special(rnd(s, 8 if name == "relu6" else 4))
        if name == "softmax":
            x = rnd(s)
        args = [x, rnd(s, 2)]
        yield name + "_vjp", vjp_of(f), args, None
        if name == "softmax":
            # The gradient JAX takes without its custom JVP rule.
            yield name + "_nocustomjvp_vjp", vjp_of(f), args, False
    # Whole functions: the gradients of every input.
    mlp_args = [rnd((4, 16), 1), rnd((16, 32), 0.3), rnd((32,), 0.3),
                rnd((32, 32), 0.3), rnd((32,), 0.3)]
    mlp_g = rnd((4, 32), 1)
    yield "mlp_vjp", lambda *a: jax.vjp(mlp, *a[:-1])[1](a[-1]), \
        mlp_args + [mlp_g], None
    att_args = [rnd((8, 16), 1), rnd((16, 16), 0.3), rnd((16, 16), 0.3),
                rnd((16, 16), 0.3)]
    att_g = rnd((8, 16), 1)
    yield "attention_vjp", lambda *a: jax.vjp(attention, *a[:-1])[1](a[-1]), \
        att_args + [att_g], None


def linalg_of(name, fn, args, custom_jvp):
    """(normalised linalg of jax.jit(fn), function ``name``; fn's results):
    also the benchmark's capture (tools/actgrad-bench/bench_captures.py)."""
    # Set either way: JAX's default is not the custom JVP, and the flag is
    # restored to True after each capture.
    jax.config.update("jax_softmax_custom_jvp",
                      True if custom_jvp is None else custom_jvp)
    try:
        stablehlo = jax.jit(fn).lower(*args).as_text()
        results = jax.jit(fn)(*args)
    finally:
        jax.config.update("jax_softmax_custom_jvp", True)
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, name + ".stablehlo.mlir")
        with open(src, "w") as f:
            f.write(stablehlo)
        text = subprocess.run(
            [IREE_COMPILE, "--iree-input-type=stablehlo", "--compile-to=input",
             "--mlir-print-op-generic", src, "-o", "-"],
            check=True, capture_output=True, text=True).stdout
    return common.normalize(text, rename=("main", name)), results


def capture(name, fn, args, out_dir, custom_jvp):
    text, results = linalg_of(name, fn, args, custom_jvp)
    with open(os.path.join(out_dir, name + ".mlir"), "w") as f:
        f.write(text)
    common.write_case(os.path.join(out_dir, name + ".json"), name,
                      [(mlir_type(a), bits(a)) for a in args],
                      [(mlir_type(r), bits(r)) for r in results],
                      ACTIVATIONS[name.rsplit("_", 2)[0]])
    print("captured", name)


def main():
    out_dir = sys.argv[1]
    os.makedirs(out_dir, exist_ok=True)
    for dtype, suffix in ((np.float32, "f32"), (jnp.bfloat16, "bf16")):
        for name, fn, args, custom in cases():
            if dtype != np.float32 and name in ("mlp_vjp", "attention_vjp"):
                continue
            args = [np.asarray(a).astype(dtype) for a in args]
            capture(f"{name}_{suffix}", fn, args, out_dir, custom)


if __name__ == "__main__":
    main()
