//===- Tests.cpp - Execution tests against the CPU reference --------------===//
//
// Every kernel on odd and empty shapes whose inputs hold the op's threshold
// values and their neighbours, NaN, +-inf and +-0 (SEMANTICS.md 1), then
// random values. A case passes when every element of every result passes
// SEMANTICS.md 3 and the runtime reports no error.
//
//===----------------------------------------------------------------------===//

#include "GpuCheck.h"

#include <cmath>
#include <limits>
#include <memory>

namespace gpu_check {

namespace {

const float kInf = std::numeric_limits<float>::infinity();
const float kNaN = std::numeric_limits<float>::quiet_NaN();

/// `v` and its neighbours in `t`.
std::vector<float> around(float v, DType t) {
  double step = std::fabs(v) * (t == DType::F32   ? 0x1p-23
                                : t == DType::F16 ? 0x1p-10
                                                  : 0x1p-7);
  return {roundToType(v - step, t), v, roundToType(v + step, t)};
}

/// The primal input values that decide each op's branches.
std::vector<float> primalSpecials(const Kernel &k) {
  std::vector<float> v = {0.0f,  -0.0f, kInf,  -kInf, kNaN, 0.5f,
                          -0.5f, 2.0f,  -2.0f, 1e-3f, -7.0f};
  auto add = [&](float x) {
    for (float n : around(x, k.dtype))
      v.push_back(n);
  };
  switch (k.op) {
  case Op::Hardtanh:
    add(k.a), add(k.b);
    break;
  case Op::Hardsigmoid: // t = alpha*x + beta is 0 and 1
    add(-k.b / k.a), add((1 - k.b) / k.a);
    break;
  case Op::Swish: // the root of s', overflow of exp and underflow
    for (float x : {-1.2785f, 20.0f, -20.0f, 88.0f, -88.0f, 100.0f, -100.0f})
      v.push_back(x);
    break;
  default:
    break;
  }
  for (float &x : v)
    x = roundToType(x, k.dtype);
  return v;
}

const std::vector<float> kGradSpecials = {1.5f,  -2.25f, 0.0f,  -0.0f, kInf,
                                          -kInf, kNaN,   1e-3f, 3.0f};

/// Fills operand `which` of a case: the specials first (element-wise ops:
/// every primal special with every gradient special), then random values.
void fill(const Kernel &k, int which, Tensor &t, std::mt19937 &rng,
          bool specials) {
  std::uniform_real_distribution<float> wide(-8.0f, 8.0f), unit(0.0f, 1.0f);
  bool probability = k.op == Op::Softmax && which == 1;
  for (float &x : t.values)
    x = roundToType(probability ? unit(rng) : wide(rng), k.dtype);
  if (!specials)
    return;
  std::vector<float> primal = primalSpecials(k);
  bool isPrimal =
      (k.op == Op::Hardsigmoid || k.op == Op::Prelu) ? which == 0 : which == 1;
  size_t count = t.values.size();
  if (k.op == Op::Softmax) {
    // A few NaN and infinite values, and zeros, each in its own slices.
    const float marks[] = {kNaN, kInf, -kInf, 0.0f, -0.0f};
    for (size_t m = 0; m < 5 && count > 7 * (m + 1); ++m)
      t.values[7 * (m + 1) + (which ? 3 : 0)] = marks[m];
    return;
  }
  if (k.op == Op::Prelu && which == 1)
    return; // slopes: random, and negative or positive
  for (size_t i = 0; i < count && i < primal.size() * kGradSpecials.size(); ++i)
    t.values[i] = roundToType(isPrimal ? primal[i % primal.size()]
                                       : kGradSpecials[i / primal.size()],
                              k.dtype);
}

struct Case {
  Shape shape;
  bool specials;
};

std::vector<Case> casesFor(const Kernel &k) {
  switch (k.op) {
  case Op::Hardtanh:
  case Op::Hardsigmoid:
  case Op::Swish:
    return {{{0}, true},   {{1}, true},      {{7}, true},
            {{300}, true}, {{100003}, true}, {{1 << 20}, false}};
  case Op::Softmax:
    if (k.rank == 2)
      return {{{1, 1}, true},    {{3, 7}, true},    {{4, 1000}, true},
              {{2, 4099}, true}, {{33, 129}, true}, {{0, 5}, false}};
    return {
        {{2, 3, 5, 7}, true}, {{1, 1000, 7, 7}, true}, {{3, 1, 2, 2}, true}};
  case Op::Prelu:
    if (k.nxc)
      return {{{2, 5, 7, 3}, true},
              {{1, 3, 3, 64}, true},
              {{3, 1, 1, 5}, true},
              {{8, 9, 11, 13}, false}};
    return {{{2, 3, 5, 7}, true},
            {{1, 64, 3, 3}, true},
            {{3, 5, 1, 1}, true},
            {{8, 13, 9, 11}, false}};
  }
  return {};
}

/// Runs one case; returns whether it passed, with a line for the report.
bool runCase(const Kernel &k, const Case &c, std::mt19937 &rng,
             std::string &line) {
  std::vector<Shape> inShapes = operandShapes(k, c.shape);
  std::vector<Shape> outShapes = resultShapes(k, c.shape);
  std::vector<Tensor> inputs;
  for (size_t i = 0; i < inShapes.size(); ++i) {
    inputs.emplace_back(k.dtype, inShapes[i]);
    fill(k, int(i), inputs.back(), rng, c.specials);
  }
  if (k.op == Op::Prelu && c.specials) // masked infinite gradients
    for (size_t i = 0; i < inputs[0].values.size(); i += 5)
      if (inputs[0].values[i] > 0)
        inputs[2].values[i] = kInf;
  std::vector<std::unique_ptr<DeviceTensor>> device;
  std::vector<void *> descriptors;
  bool ok = true;
  for (size_t i = 0; i < inputs.size(); ++i) {
    device.push_back(std::make_unique<DeviceTensor>(k.dtype, inShapes[i]));
    ok = ok && device.back()->upload(inputs[i]);
    descriptors.push_back(device.back()->descriptor());
  }
  for (const Shape &shape : outShapes) {
    device.push_back(std::make_unique<DeviceTensor>(k.dtype, shape));
    ok = ok && device.back()->poison();
    descriptors.push_back(device.back()->descriptor());
  }
  if (ok)
    callKernel(k, descriptors);
  std::vector<Tensor> results;
  for (size_t r = 0; r < outShapes.size(); ++r) {
    results.emplace_back(k.dtype, outShapes[r]);
    ok = ok && device[inputs.size() + r]->download(results.back());
  }
  ok = ok && actgradCUDASynchronize() == 0;
  std::string error = takeRuntimeError();
  if (!error.empty()) {
    line = "ERROR runtime: " + error;
    return false;
  }
  std::vector<const Tensor *> in;
  for (const Tensor &t : inputs)
    in.push_back(&t);
  std::vector<Expected> want = reference(k, in);
  int64_t checked = 0, wrong = 0;
  std::string first;
  for (size_t r = 0; r < results.size(); ++r) {
    Verdict v = compare(k, int(r), results[r], want[r]);
    checked += v.checked;
    if (v.wrong && first.empty())
      first = v.firstWrong;
    wrong += v.wrong;
  }
  line = std::to_string(checked) + " elements";
  if (wrong)
    line += ", " + std::to_string(wrong) + " wrong; first: " + first;
  return wrong == 0;
}

} // namespace

int runTests(const std::string &outDir, const std::string &only) {
  FILE *text = openForAppend(outDir + "/tests.txt", "");
  FILE *csv = openForAppend(outDir + "/tests.csv",
                            "kernel,op,dtype,shape,result,detail\n");
  int passed = 0, failed = 0;
  std::mt19937 rng(20261126);
  for (const Kernel &k : allKernels()) {
    if (!only.empty() && only != k.name)
      continue;
    for (const Case &c : casesFor(k)) {
      std::string line;
      bool ok = runCase(k, c, rng, line);
      (ok ? passed : failed)++;
      report(text, "%s %-22s %-14s %s\n", ok ? "PASS" : "FAIL", k.name,
             shapeText(c.shape).c_str(), line.c_str());
      if (csv)
        std::fprintf(csv, "%s,%s,%s,%s,%s,%s\n", k.name, opName(k.op),
                     dtypeName(k.dtype), shapeText(c.shape).c_str(),
                     ok ? "pass" : "fail", csvField(line).c_str());
    }
  }
  report(nullptr, "tests: %d passed, %d failed\n", passed, failed);
  if (text)
    std::fclose(text);
  if (csv)
    std::fclose(csv);
  return failed;
}

} // namespace gpu_check
