# actgrad-bench configured on its own (cmake -S tools/actgrad-bench), as
# scripts/cpu-check.sh does: a second configuration of the same benchmark
# whose kernels are compiled by an actgrad-opt built before
# (ACTGRAD_BENCH_ACTGRAD_OPT) for a named CPU (ACTGRAD_BENCH_TARGET_CPU), and
# whose binary carries its C++ runtime so that it runs on a machine without
# build tools (CMakeLists.txt, "Standalone").

set(ACTGRAD_BENCH_STANDALONE ON)
set(CMAKE_CXX_STANDARD 17)
set(CMAKE_CXX_STANDARD_REQUIRED ON)

find_package(LLVM REQUIRED CONFIG HINTS /usr/lib/llvm-22/lib/cmake/llvm)
if(NOT LLVM_VERSION_MAJOR EQUAL 22)
  message(FATAL_ERROR "actgrad-bench needs LLVM 22, found ${LLVM_PACKAGE_VERSION}")
endif()
find_program(Python3_EXECUTABLE NAMES python3 PATHS /usr/bin NO_DEFAULT_PATH)
find_package(Python3 REQUIRED COMPONENTS Interpreter)
find_library(ACTGRAD_OPENMP_LIBRARY NAMES omp
  HINTS ${LLVM_LIBRARY_DIR} NO_DEFAULT_PATH)

get_filename_component(ACTGRAD_SOURCE_DIR ${CMAKE_CURRENT_SOURCE_DIR}/../..
  ABSOLUTE)
set(ACTGRAD_BENCH_ACTGRAD_OPT "" CACHE FILEPATH
  "The actgrad-opt that compiles the kernels (a build's bin/actgrad-opt)")
if(NOT EXISTS "${ACTGRAD_BENCH_ACTGRAD_OPT}")
  message(FATAL_ERROR "actgrad-bench on its own needs "
    "-DACTGRAD_BENCH_ACTGRAD_OPT=<build>/bin/actgrad-opt (got "
    "'${ACTGRAD_BENCH_ACTGRAD_OPT}')")
endif()
