# The install-and-consume test (cmake -P): installs the build tree into a
# scratch prefix, checks what the package holds, runs the installed tools and
# plugins, then configures, builds and runs examples/consumer against the
# prefix with find_package(ActGrad) -- the build tree is out of its sight.
#
# Inputs (-D): ACTGRAD_BINARY_DIR, CONSUMER_SOURCE_DIR, PLUGIN_TEST_INPUT,
# WORK_DIR, GENERATOR, C_COMPILER, CXX_COMPILER, MLIR_OPT, PYTHON, SANITIZER_FLAGS
# (compiler flags, space separated; empty without sanitizers).

cmake_minimum_required(VERSION 3.20)

set(prefix ${WORK_DIR}/prefix)
set(consumer_build ${WORK_DIR}/consumer-build)

function(run step)
  message(STATUS "install-and-consume: ${step}")
  execute_process(COMMAND ${ARGN}
    RESULT_VARIABLE status
    OUTPUT_VARIABLE output
    ERROR_VARIABLE output)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${step} failed (${status}):\n${output}")
  endif()
  set(output "${output}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE ${WORK_DIR})

run("install to ${prefix}"
  ${CMAKE_COMMAND} --install ${ACTGRAD_BINARY_DIR} --prefix ${prefix})

foreach(file
    bin/actgrad-opt
    lib/ActGradDialectPlugin.so
    lib/ActGradPassPlugin.so
    lib/libActGradCAPI.so
    lib/libActGradCUDARuntime.so
    lib/libActGradCUDARuntimeStatic.a
    lib/cmake/actgrad/ActGradConfig.cmake
    lib/cmake/actgrad/ActGradConfigVersion.cmake
    lib/cmake/actgrad/ActGradTargets.cmake
    include/ActGrad/InitAllDialects.h
    include/ActGrad/InitAllPasses.h
    include/ActGrad/Pipelines/Pipelines.h
    include/ActGrad/Conversion/ActGradToLinalg/ActGradToLinalg.h
    include/ActGrad/Dialect/ActGrad/IR/ActGradOps.td
    include/ActGrad/Dialect/ActGrad/IR/ActGradOps.h.inc
    include/ActGrad/Conversion/Passes.h.inc
    include/ActGrad-c/ActGrad.h
    include/ActGrad-c/CUDARuntime.h)
  if(NOT EXISTS ${prefix}/${file})
    message(FATAL_ERROR "the install lacks ${file}")
  endif()
endforeach()

# The installed tool runs, and upstream mlir-opt lowers actgrad ops with the
# installed plugins.
run("installed actgrad-opt"
  ${prefix}/bin/actgrad-opt ${PLUGIN_TEST_INPUT} --actgrad-to-llvm)
if(NOT output MATCHES "llvm.func @hardtanh_grad")
  message(FATAL_ERROR "installed actgrad-opt did not lower:\n${output}")
endif()
if(NOT SANITIZER_FLAGS)
  run("mlir-opt with the installed plugins"
    ${MLIR_OPT} ${PLUGIN_TEST_INPUT}
    --load-dialect-plugin=${prefix}/lib/ActGradDialectPlugin.so
    --load-pass-plugin=${prefix}/lib/ActGradPassPlugin.so
    --actgrad-to-llvm)
  if(NOT output MATCHES "llvm.func @hardtanh_grad" OR output MATCHES "= actgrad\\.")
    message(FATAL_ERROR "mlir-opt with the plugins did not lower:\n${output}")
  endif()
endif()

# The consumer, against the prefix only.
set(consumer_flags)
if(SANITIZER_FLAGS)
  # ActGrad's libraries are instrumented; so must the programs be.
  list(APPEND consumer_flags "-DCMAKE_C_FLAGS=${SANITIZER_FLAGS}"
    "-DCMAKE_CXX_FLAGS=${SANITIZER_FLAGS}"
    "-DCMAKE_EXE_LINKER_FLAGS=${SANITIZER_FLAGS}")
endif()
run("configure examples/consumer"
  ${CMAKE_COMMAND} -G ${GENERATOR}
    -S ${CONSUMER_SOURCE_DIR} -B ${consumer_build}
    -DCMAKE_BUILD_TYPE=Release
    -DCMAKE_C_COMPILER=${C_COMPILER}
    -DCMAKE_CXX_COMPILER=${CXX_COMPILER}
    -DCMAKE_PREFIX_PATH=${prefix}
    -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF
    ${consumer_flags})
file(STRINGS ${consumer_build}/CMakeCache.txt actgrad_dir
  REGEX "^ActGrad_DIR:")
if(NOT actgrad_dir STREQUAL "ActGrad_DIR:PATH=${prefix}/lib/cmake/actgrad")
  message(FATAL_ERROR
    "the consumer found ActGrad outside the install prefix: ${actgrad_dir}")
endif()

run("build examples/consumer" ${CMAKE_COMMAND} --build ${consumer_build})

foreach(program actgrad-consumer actgrad-capi-consumer)
  run("run ${program}" ${consumer_build}/${program})
  message(STATUS "${program}:\n${output}")
  if(NOT output MATCHES "PASS")
    message(FATAL_ERROR "${program} did not pass:\n${output}")
  endif()
endforeach()

# The installed Python package, from the prefix only (PYTHONPATH=P/python):
# it finds P/lib/libActGradCAPI.so and runs a kernel. An uninstrumented
# Python cannot load the sanitized library (test/Python/CMakeLists.txt).
if(NOT SANITIZER_FLAGS)
  if(NOT EXISTS ${prefix}/python/actgrad/__init__.py)
    message(FATAL_ERROR "the install lacks python/actgrad")
  endif()
  run("import the installed actgrad package"
    ${CMAKE_COMMAND} -E env PYTHONPATH=${prefix}/python PYTHONDONTWRITEBYTECODE=1
      ${PYTHON} -c [=[
import os, numpy as np, actgrad, actgrad.ops, actgrad._capi as c
assert os.path.realpath(c.library_path()) == os.path.realpath(os.environ["PYTHONPATH"] + "/../lib/libActGradCAPI.so"), c.library_path()
r = actgrad.ops.hardtanh_backward(np.ones(4, np.float32), np.array([-2, 0, 0.5, 2], np.float32), min=-1, max=1)
assert r.tolist() == [0, 1, 1, 0], r
import actgrad.torch
from actgrad import _torch_ops as t
if t.library() is not None:  # the custom ops, where libtorch-dev was found
    assert os.path.realpath(t.library_path()) == os.path.realpath(os.environ["PYTHONPATH"] + "/../lib/libActGradTorchOps.so"), t.library_path()
    import torch
    r = torch.ops.actgrad.hardtanh_backward(torch.ones(4), torch.tensor([-2.0, 0, 0.5, 2]), min=-1, max=1)
    assert r.tolist() == [0, 1, 1, 0], r
    print("torch.ops.actgrad PASS")
print("python PASS", c.library_path())
]=])
  message(STATUS "${output}")
  if(NOT output MATCHES "python PASS")
    message(FATAL_ERROR "the installed Python package did not run:\n${output}")
  endif()
endif()
