# -*- Python -*-
import os
import platform
import shutil
import subprocess

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "ActGrad"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.actgrad_obj_root, "test")
config.excludes = ["lit.cfg.py", "lit.site.cfg.py", "CMakeLists.txt", "Inputs"]

config.environment["FILECHECK_OPTS"] = (
    "-enable-var-scope --allow-unused-prefixes=false"
)

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(
    ("%mlir_runner_utils", os.path.join(config.mlir_lib_dir,
                                        "libmlir_runner_utils.so")))
config.substitutions.append(
    ("%mlir_c_runner_utils", os.path.join(config.mlir_lib_dir,
                                          "libmlir_c_runner_utils.so")))
# What a JIT run of the default pipeline's code loads: MLIR's runner
# utilities and libomp (thread tiles run with OpenMP).
config.substitutions.append(
    ("%actgrad_jit_libs", ",".join([
        os.path.join(config.mlir_lib_dir, "libmlir_runner_utils.so"),
        os.path.join(config.mlir_lib_dir, "libmlir_c_runner_utils.so"),
        config.openmp_library])))
config.substitutions.append(("%openmp_lib", config.openmp_library))
config.substitutions.append(
    ("%openmp_dir", os.path.dirname(config.openmp_library)))
config.substitutions.append(("%actgrad_src_root", config.actgrad_src_root))
# Where the libraries and the mlir-opt plugins (ActGrad*Plugin.so) are built.
config.substitutions.append(("%actgrad_lib", config.actgrad_lib_dir))
config.substitutions.append(("%python", config.python_executable))

# Compilation tests name their target and run anywhere; only tests that
# execute code compiled for an x86-64-v3 CPU (AVX2) or x86-64-v4 (AVX-512)
# need such a host.
def host_cpu_flags():
    if platform.machine() not in ("x86_64", "AMD64"):
        return []
    try:
        with open("/proc/cpuinfo") as cpuinfo:
            return next((line.split() for line in cpuinfo
                         if line.startswith("flags")), [])
    except OSError:
        return []


host_flags = host_cpu_flags()
if all(f in host_flags for f in ("avx2", "fma", "bmi2", "f16c", "movbe")):
    config.available_features.add("host-x86-64-v3")
    if all(f in host_flags for f in ("avx512f", "avx512bw", "avx512cd",
                                     "avx512dq", "avx512vl")):
        config.available_features.add("host-x86-64-v4")
        # Native f16 arithmetic (actgrad-native-f16-arithmetic's target).
        if "avx512_fp16" in host_flags:
            config.available_features.add("host-avx512fp16")

# Instrumented plugins cannot be loaded into Debian's uninstrumented mlir-opt.
if config.actgrad_sanitizers:
    config.available_features.add("sanitizers")

# The randomized tests' case counts (test/Random): %random_cases_N is N, and a
# quarter of N in the sanitized build, where the instrumented actgrad-opt
# takes about 8 times as long per case; the other builds run every case.
for cases in (120, 200, 300, 400):
    config.substitutions.append(
        (f"%random_cases_{cases}",
         str(cases // 4 if config.actgrad_sanitizers else cases)))

# The CUDA runtime (lib/ExecutionEngine/CUDARuntime), for mlir-runner's
# -shared-libs, and the fake driver its tests select with ACTGRAD_CUDA_DRIVER.
config.substitutions.append(
    ("%actgrad_cuda_runtime",
     os.path.join(config.actgrad_lib_dir, "libActGradCUDARuntime.so")))
config.substitutions.append(
    ("%fake_cuda_driver",
     os.path.join(config.actgrad_obj_root, "test", "ExecutionEngine",
                  "CUDARuntime", "libactgrad-fake-cuda-driver.so")))


# `cuda-device`: the CUDA driver and a GPU it can run code on (the probe,
# linked with the runtime, exits 0). Execution tests on the GPU require it
# and are skipped everywhere else. ACTGRAD_CUDA_DRIVER is not passed on, so
# the fake driver never counts as a device.
def cuda_device_usable():
    probe = os.path.join(config.actgrad_tools_dir, "actgrad-cuda-probe")
    env = {k: v for k, v in os.environ.items() if k != "ACTGRAD_CUDA_DRIVER"}
    try:
        return subprocess.run([probe], env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL,
                              timeout=60).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


if cuda_device_usable():
    config.available_features.add("cuda-device")

# `ptxas`: a CUDA toolkit's assembler, on PATH or under the toolkit's standard
# prefix; tests that assemble generated PTX require it and use %ptxas.
ptxas = shutil.which("ptxas") or next(
    (p for p in ("/usr/local/cuda/bin/ptxas",) if os.access(p, os.X_OK)), None)
if ptxas:
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", ptxas))

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()
# `not`, `split-file` and friends live in the LLVM tools directory, which is
# not on PATH with Debian's packages.
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

tool_dirs = [config.actgrad_tools_dir, config.llvm_tools_dir]
tools = [
    "actgrad-opt",
    "mlir-runner",
    "mlir-translate",
    "mlir-opt",
    "actgrad-capi-test",
    "actgrad-cuda-runtime-test",
    ToolSubst("%clang", command=os.path.join(config.llvm_tools_dir, "clang")),
]
llvm_config.add_tool_substitutions(tools, tool_dirs)
