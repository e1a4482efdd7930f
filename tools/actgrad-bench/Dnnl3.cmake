# actgrad-bench-dnnl3: the same benchmark against oneDNN 3.x (the PyPI wheels
# onednn and onednn-devel that scripts/install-peers.sh puts in .venv-peers).
#
# Two oneDNN versions export the same symbols (dnnl_*), so this binary links
# neither Debian's libdnnl.so.2 nor libtorch 1.13 (which carries oneDNN
# inside): it runs ActGrad beside oneDNN 3 in a process of its own.
# Included by CMakeLists.txt after actgrad-bench, whose sources, kernel
# objects and `bench_march` it shares.

# The pinned PyPI wheel onednn 2026.1 (oneDNN 3.13) is a SYCL build with TBB
# threading: its CPU engine is a SYCL CPU device, through the OpenCL CPU
# driver of the intel-opencl-rt wheel, and its thread count is TBB's
# (tbb-devel's headers). docs/Testing.md says more. A plain CPU build
# (onednn-cpu-gomp, oneDNN 3.2, GNU OpenMP) works too, through
# ACTGRAD_DNNL3_ROOT.
set(ACTGRAD_DNNL3_ROOT "" CACHE PATH
  "Prefix with oneDNN 3.x (include/oneapi/dnnl/dnnl.hpp, lib/libdnnl.so.3) for actgrad-bench-dnnl3 (default: the repository's .venv-peers)")
option(ACTGRAD_BUILD_BENCHMARK_DNNL3
  "Build actgrad-bench-dnnl3 where oneDNN 3 is found" ON)
if(NOT ACTGRAD_BUILD_BENCHMARK_DNNL3)
  return()
endif()
set(dnnl3_roots "${ACTGRAD_DNNL3_ROOT}")
if(NOT ACTGRAD_DNNL3_ROOT)
  set(dnnl3_roots "${ACTGRAD_SOURCE_DIR}/.venv-peers")
endif()
# Plain existence checks rather than find_path/find_library: their cached
# results would outlive a deleted or changed virtual environment.
set(dnnl3_root)
foreach(root ${dnnl3_roots})
  if(EXISTS "${root}/include/oneapi/dnnl/dnnl_version.h" AND
     EXISTS "${root}/lib/libdnnl.so.3")
    set(dnnl3_root "${root}")
    break()
  endif()
endforeach()
if(NOT dnnl3_root)
  string(REPLACE ";" ", " dnnl3_roots "${dnnl3_roots}")
  message(STATUS "actgrad-bench-dnnl3: not built (no oneDNN 3 headers and "
                 "lib/libdnnl.so.3 under ${dnnl3_roots}; "
                 "scripts/install-peers.sh installs them)")
  return()
endif()
set(dnnl3_include "${dnnl3_root}/include")
set(dnnl3_version_header "${dnnl3_include}/oneapi/dnnl/dnnl_version.h")
set(dnnl3_library "${dnnl3_root}/lib/libdnnl.so.3")
file(STRINGS "${dnnl3_version_header}" dnnl3_major
  REGEX "^#define DNNL_VERSION_MAJOR [0-9]+")
string(REGEX REPLACE ".* ([0-9]+)$" "\\1" dnnl3_major "${dnnl3_major}")
if(NOT dnnl3_major OR dnnl3_major LESS 3)
  message(STATUS "actgrad-bench-dnnl3: not built (${dnnl3_version_header} "
                 "says version '${dnnl3_major}', not 3 or newer)")
  return()
endif()
if(ACTGRAD_ENABLE_SANITIZERS)
  message(STATUS "actgrad-bench-dnnl3: not built (sanitized build)")
  return()
endif()
file(STRINGS "${dnnl3_include}/oneapi/dnnl/dnnl_config.h" dnnl3_cpu_runtime
  REGEX "^#define DNNL_CPU_RUNTIME ")
file(STRINGS "${dnnl3_include}/oneapi/dnnl/dnnl_config.h" dnnl3_threading
  REGEX "^#define DNNL_CPU_THREADING_RUNTIME ")
set(dnnl3_definitions ACTGRAD_BENCH_HAVE_DNNL)
set(dnnl3_libraries ${dnnl3_library})
if(dnnl3_threading MATCHES "TBB")
  if(NOT EXISTS "${dnnl3_include}/oneapi/tbb/global_control.h" OR
     NOT EXISTS "${dnnl3_root}/lib/libtbb.so.12")
    message(STATUS "actgrad-bench-dnnl3: not built (oneDNN there uses TBB, "
                   "whose headers are missing: pip install tbb-devel)")
    return()
  endif()
  list(APPEND dnnl3_definitions ACTGRAD_BENCH_DNNL_TBB)
  list(APPEND dnnl3_libraries "${dnnl3_root}/lib/libtbb.so.12")
endif()
if(dnnl3_cpu_runtime MATCHES "SYCL" AND
   EXISTS "${dnnl3_root}/lib/libintelocl.so")
  list(APPEND dnnl3_definitions
    ACTGRAD_BENCH_OPENCL_ICD="${dnnl3_root}/lib/libintelocl.so")
endif()
message(STATUS "actgrad-bench-dnnl3: with oneDNN ${dnnl3_major}.x "
               "(${dnnl3_library})")

# TorchPeer.cpp compiles to its stub without ACTGRAD_BENCH_HAVE_TORCH.
add_executable(actgrad-bench-dnnl3
  actgrad-bench.cpp
  Bench.cpp
  Peer.cpp
  Reference.cpp
  TorchPeer.cpp
  Triad.cpp
  ${gen_dir}/kernels.inc
  ${objects}
)
# The wheel's headers come before /usr/include, which holds oneDNN 2.6's.
target_include_directories(actgrad-bench-dnnl3 SYSTEM BEFORE PRIVATE
  ${dnnl3_include})
target_include_directories(actgrad-bench-dnnl3 PRIVATE
  ${CMAKE_CURRENT_SOURCE_DIR} ${gen_dir} ${ACTGRAD_SOURCE_DIR}/test/Reference)
target_compile_definitions(actgrad-bench-dnnl3 PRIVATE ${dnnl3_definitions})
if(ACTGRAD_BENCH_GNUPLOT)
  target_compile_definitions(actgrad-bench-dnnl3 PRIVATE
    ACTGRAD_BENCH_GNUPLOT="${ACTGRAD_BENCH_GNUPLOT}")
endif()
target_compile_options(actgrad-bench-dnnl3 PRIVATE ${bench_march} -fopenmp)
target_link_libraries(actgrad-bench-dnnl3 PRIVATE
  ${ACTGRAD_BENCH_LIBOMP} ${dnnl3_libraries})
# As for actgrad-bench: a DT_RPATH, searched for the dependencies of
# dependencies too, with LLVM's directory first, so that the OpenMP runtime
# libdnnl.so.3 asks for resolves to the libomp the kernels use; then the
# wheel's directory for libdnnl.so.3 and the runtimes only it has.
get_filename_component(dnnl3_library_dir "${dnnl3_library}" DIRECTORY)
target_link_options(actgrad-bench-dnnl3 PRIVATE
  -Wl,--disable-new-dtags
  -Wl,-rpath,${LLVM_LIBRARY_DIR}:${dnnl3_library_dir})

# A few cases of each kind and type with oneDNN 3's primitives built, run
# and checked against the reference (a mismatch is marked in the table, not
# a failure), one round each: oneDNN must have run (its implementation is
# in the notes).
set(dnnl3_expected "oneDNN (jit|brg|ref)[^|]*hardsigmoid")
set(dnnl3_check_groups hardsigmoid hardtanh swish chain prelu softmax)
foreach(group ${dnnl3_check_groups})
  if(NOT group IN_LIST groups)
    return() # ACTGRAD_BENCH_GROUPS leaves the test's cases out
  endif()
endforeach()
add_test(NAME actgrad-bench-dnnl3-check
  COMMAND actgrad-bench-dnnl3 --threads 1 --reps 1 --min-time 0
          --filter "^((hardsigmoid|hardtanh|swish|chain)_(f32|bf16|f16)_64Ki|softmax_(f32|bf16|f16)_64x512x13_axis_1|prelu_(f32|bf16)_32x64x56x56_NCX)$")
set_tests_properties(actgrad-bench-dnnl3-check PROPERTIES
  PASS_REGULAR_EXPRESSION "${dnnl3_expected}"
  FAIL_REGULAR_EXPRESSION "FAIL|more than one OpenMP runtime"
  TIMEOUT 300)
