# Sanitizer and fuzzer instrumentation for ActGrad's own code.
#
#   ACTGRAD_ENABLE_SANITIZERS  AddressSanitizer + UndefinedBehaviorSanitizer on
#                              every ActGrad target (libraries, actgrad-opt,
#                              tests); any report aborts the process.
#   ACTGRAD_ENABLE_FUZZER      Also builds tools/actgrad-fuzz, a libFuzzer
#                              target (clang only). Implies the sanitizers and
#                              adds coverage instrumentation to ActGrad's code
#                              so that the fuzzer is guided by it.
#
# Only ActGrad's code is instrumented: libMLIR.so and libLLVM.so come from
# Debian uninstrumented. That is enough to catch memory errors in our passes
# and verifiers; an error inside libMLIR is caught only where it touches
# memory that our code allocated.

option(ACTGRAD_ENABLE_SANITIZERS
  "Build ActGrad with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)
option(ACTGRAD_ENABLE_FUZZER
  "Build the actgrad-fuzz libFuzzer target (clang; implies the sanitizers)" OFF)

if(ACTGRAD_ENABLE_FUZZER)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR
      "ACTGRAD_ENABLE_FUZZER needs clang (libFuzzer); "
      "configure with -DCMAKE_CXX_COMPILER=clang++-22")
  endif()
  set(ACTGRAD_ENABLE_SANITIZERS ON CACHE BOOL
    "Build ActGrad with AddressSanitizer and UndefinedBehaviorSanitizer" FORCE)
endif()

if(ACTGRAD_ENABLE_SANITIZERS)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang|GNU")
    message(FATAL_ERROR "ACTGRAD_ENABLE_SANITIZERS needs clang or GCC")
  endif()
  # LLVM is built without RTTI (and so are we, through HandleLLVMOptions), so
  # UBSan's vptr check cannot work; every other check of -fsanitize=undefined
  # is kept, and made fatal.
  set(ACTGRAD_SANITIZER_FLAGS
    -fsanitize=address,undefined
    -fno-sanitize=vptr
    -fno-sanitize-recover=all
    -fno-omit-frame-pointer)
  add_compile_options(${ACTGRAD_SANITIZER_FLAGS})
  add_link_options(${ACTGRAD_SANITIZER_FLAGS})
  message(STATUS "ActGrad: building with ASan + UBSan")
endif()

if(ACTGRAD_ENABLE_FUZZER)
  # Coverage instrumentation everywhere; only actgrad-fuzz links libFuzzer
  # itself (-fsanitize=fuzzer), so actgrad-opt keeps its own main().
  add_compile_options(-fsanitize=fuzzer-no-link)
  add_link_options(-fsanitize=fuzzer-no-link)
  message(STATUS "ActGrad: building the actgrad-fuzz libFuzzer target")
endif()
