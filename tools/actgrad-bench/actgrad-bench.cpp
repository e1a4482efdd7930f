//===- actgrad-bench.cpp - ActGrad kernels against oneDNN and the ceiling -===//
//
// Times every AOT-compiled ActGrad kernel (see gen_kernels.py and
// CMakeLists.txt) in one process, interleaved round by round with oneDNN's
// primitive and PyTorch's ATen kernel for the same case and with two triads
// that move the same bytes (plain and non-temporal stores; the faster is the
// ceiling). Each kernel's
// output is checked against a scalar reference before it is timed.
//
// GB/s = the bytes an ideal kernel moves (each input read once, each output
// written once) / the median time of one call.
//
//===----------------------------------------------------------------------===//

#include "Bench.h"
#include "Peer.h"
#include "TorchPeer.h"
#include "Triad.h"

#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <functional>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <sys/stat.h>
#include <thread>
#include <utility>
#include <vector>

#ifndef ACTGRAD_BENCH_GNUPLOT
#define ACTGRAD_BENCH_GNUPLOT "gnuplot"
#endif

using namespace actgrad_bench;

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

struct Options {
  std::string filter = ".*";
  std::vector<int> threads = {1, 2};
  size_t reps = 15;
  double minTime = 0.2;
  std::string outputDir;
  bool smoke = false;
  bool list = false;
  bool noPeer = false;
  bool noTorch = false;
};

const char *kUsage = R"(usage: actgrad-bench [options]

Times ActGrad's AOT-compiled kernels against oneDNN, PyTorch (ATen) and a
triad ceiling that moves the same bytes, interleaved in one process, after
checking each kernel's output against a scalar reference.

  --filter REGEX     run the cases whose id matches (ids: --list)
  --threads LIST     thread counts, e.g. 1,2 (default 1,2)
  --reps N           at least N interleaved rounds per case (default 15)
  --min-time S       and at least S seconds per case (default 0.2)
  --output-dir DIR   also write DIR/table.md, results.csv, chart.png
  --no-onednn        leave oneDNN out
  --no-torch         leave PyTorch out
  --smoke            run every kernel once and check it; no timing
  --list             print the case ids and exit
)";

std::vector<int> parseThreads(const std::string &text) {
  std::vector<int> threads;
  std::stringstream stream(text);
  std::string item;
  while (std::getline(stream, item, ','))
    if (int t = std::atoi(item.c_str()); t > 0)
      threads.push_back(t);
  return threads;
}

bool parseOptions(int argc, char **argv, Options &options) {
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto value = [&](const char *name) -> const char * {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "actgrad-bench: %s needs a value\n", name);
        std::exit(2);
      }
      return argv[++i];
    };
    if (arg == "--filter")
      options.filter = value("--filter");
    else if (arg == "--threads")
      options.threads = parseThreads(value("--threads"));
    else if (arg == "--reps")
      options.reps = size_t(std::max(1, std::atoi(value("--reps"))));
    else if (arg == "--min-time")
      options.minTime = std::atof(value("--min-time"));
    else if (arg == "--output-dir")
      options.outputDir = value("--output-dir");
    else if (arg == "--no-onednn")
      options.noPeer = true;
    else if (arg == "--no-torch")
      options.noTorch = true;
    else if (arg == "--smoke")
      options.smoke = true;
    else if (arg == "--list")
      options.list = true;
    else if (arg == "--help" || arg == "-h") {
      std::fputs(kUsage, stdout);
      std::exit(0);
    } else {
      std::fprintf(stderr, "actgrad-bench: unknown option '%s'\n%s",
                   arg.c_str(), kUsage);
      return false;
    }
  }
  if (options.threads.empty()) {
    std::fprintf(stderr, "actgrad-bench: --threads needs positive counts\n");
    return false;
  }
  return true;
}

/// "swish_f32_1Mi": what --filter matches.
std::string caseId(const KernelEntry &e) {
  std::string id = std::string(e.op) + "_" + dtypeName(e.dtype) + "_";
  for (char c : std::string(e.label))
    id += (c == ' ') ? '_' : c;
  return id;
}

/// "swish 1Mi": the table's case column.
std::string caseName(const KernelEntry &e) {
  return std::string(e.op) + " " + e.label;
}

/// Runs an ActGrad kernel of `entry` once: `fn`, with its workspace size
/// function `size` (the static- or the dynamic-shape kernel, single-threaded
/// or OpenMP), on the buffers `b`.
class ActGradKernel {
public:
  ActGradKernel(const KernelEntry &entry, CaseBuffers &b, AnyFn fn, AnyFn size)
      : entry_(entry), fn_(fn), x_(b.x, entry.shape), g_(b.g, entry.shape),
        out_(b.out, entry.shape) {
    // The workspace is allocated once, outside the timed calls, as the
    // callers of a two-phase API (aclnn's GetWorkspaceSize) do.
    int64_t bytes;
    if (entry.kind == CaseKind::PRelu) {
      std::vector<int64_t> channels = {preluChannels(entry)};
      slope_.emplace_back(b.slope, channels);
      slope_.emplace_back(b.outSlope, channels);
      bytes = reinterpret_cast<WorkspaceSize5>(size)(
          x_.get(), slope_[0].get(), g_.get(), out_.get(), slope_[1].get());
    } else {
      bytes = reinterpret_cast<WorkspaceSize3>(size)(x_.get(), g_.get(),
                                                     out_.get());
    }
    workspace_ = Buffer(DType::F32, size_t(bytes + 3) / 4 + 1);
    workspaceDesc_.emplace_back(workspace_, std::vector<int64_t>{bytes});
  }

  void run() {
    switch (entry_.kind) {
    case CaseKind::Eltwise:
    case CaseKind::Chain:
      reinterpret_cast<Kernel3>(fn_)(x_.get(), g_.get(), out_.get(),
                                     workspaceDesc_[0].get());
      return;
    case CaseKind::Softmax:    // (diff_dst, dst, diff_src)
    case CaseKind::LogSoftmax: // (diff_dst, dst, diff_src)
      reinterpret_cast<Kernel3>(fn_)(g_.get(), x_.get(), out_.get(),
                                     workspaceDesc_[0].get());
      return;
    case CaseKind::PRelu: // (src, slope, diff_dst, diff_src, diff_slope)
      reinterpret_cast<Kernel5>(fn_)(x_.get(), slope_[0].get(), g_.get(),
                                     out_.get(), slope_[1].get(),
                                     workspaceDesc_[0].get());
      return;
    }
  }

private:
  const KernelEntry &entry_;
  AnyFn fn_;
  MemRefDesc x_, g_, out_;
  std::vector<MemRefDesc> slope_;
  Buffer workspace_;
  std::vector<MemRefDesc> workspaceDesc_;
};

/// One timed participant of a case.
struct Contender {
  explicit Contender(std::function<void()> run) : run(std::move(run)) {}

  std::function<void()> run;
  size_t batch = 1;       // calls per timed sample
  bool warmFirst = false; // an untimed call before each sample
  std::vector<double> perCall;

  double median() const {
    std::vector<double> v = perCall;
    if (v.empty())
      return NAN;
    std::nth_element(v.begin(), v.begin() + long(v.size() / 2), v.end());
    return v[v.size() / 2];
  }
};

/// Times the contenders round by round (A B C D, then B C D A, ...): at
/// least `reps` rounds and `minTime` seconds, fewer rounds when one round
/// takes long. Returns the number of rounds.
size_t measure(std::vector<Contender> &contenders, const Options &options) {
  // Calibration: a warm-up call, then one timed call sets the batch size so
  // that a sample lasts about 200 us (timer resolution and call overhead stay
  // negligible). Calls under 1 ms get an untimed warm-up before each sample:
  // the other contenders have evicted their data from the caches meanwhile.
  for (Contender &c : contenders) {
    c.run();
    auto start = Clock::now();
    c.run();
    double once = std::max(secondsSince(start), 1e-9);
    c.batch = std::clamp<size_t>(size_t(200e-6 / once), 1, 100000);
    c.warmFirst = once < 1e-3;
  }
  size_t rounds = 0;
  auto start = Clock::now();
  for (;;) {
    for (size_t k = 0; k < contenders.size(); ++k) {
      Contender &c = contenders[(k + rounds) % contenders.size()];
      if (c.warmFirst)
        c.run();
      auto sampleStart = Clock::now();
      for (size_t i = 0; i < c.batch; ++i)
        c.run();
      c.perCall.push_back(secondsSince(sampleStart) / double(c.batch));
    }
    ++rounds;
    double elapsed = secondsSince(start);
    if (rounds >= options.reps && elapsed >= options.minTime)
      break;
    if (rounds >= 3 && elapsed >= 10 * options.minTime)
      break;
    if (rounds >= 5000)
      break;
  }
  return rounds;
}

struct Result {
  Result(const KernelEntry *entry, int threads, size_t bytes)
      : entry(entry), threads(threads), bytes(bytes) {}

  const KernelEntry *entry;
  int threads;
  size_t bytes;
  double actgrad = NAN, peer = NAN, torch = NAN, triadPlain = NAN,
         triadStreaming = NAN;
  // The dynamic-shape kernel of a real-model case.
  bool hasDynamic = false;
  double dynamic = NAN;
  CheckResult dynamicCheck;
  size_t rounds = 0;
  CheckResult check;
  bool failed = false;
  // oneDNN
  std::string peerImpl, peerNote, peerWhyNot;
  bool peerProxy = false;
  CheckResult peerCheck;
  // PyTorch
  std::string torchNote, torchWhyNot;
  bool torchRan = false, torchProxy = false;
  CheckResult torchCheck;

  double ceiling() const { return std::max(triadPlain, triadStreaming); }
  /// oneDNN ran a primitive that claims the same operation but its output
  /// fails the check (e.g. other boundary semantics): its time is shown,
  /// never a ratio, as it did not compute the same thing.
  bool peerDiffers() const {
    return !peerImpl.empty() && !peerProxy && peerCheck.wrong != 0;
  }
  const char *ceilingKind() const {
    return triadStreaming > triadPlain ? "nt" : "plain";
  }
};

double gbps(size_t bytes, double seconds) {
  return double(bytes) / seconds / 1e9;
}

/// v with `digits` decimals; values under 1 get one more significant digit
/// (oneDNN's reference softmax runs at 0.05 GB/s).
std::string fixed(double v, int digits) {
  if (!std::isfinite(v))
    return "–";
  if (std::fabs(v) < 1 && v != 0)
    digits = std::max(digits, 1 - int(std::floor(std::log10(std::fabs(v)))));
  char buffer[32];
  std::snprintf(buffer, sizeof(buffer), "%.*f", digits, v);
  return buffer;
}

/// "jit:avx512_core + jit:avx512_core" -> "3x jit:avx512_core" and such.
std::string shortImpl(const std::string &impl) {
  std::vector<std::string> parts;
  size_t begin = 0;
  for (;;) {
    size_t end = impl.find(" + ", begin);
    parts.push_back(impl.substr(begin, end - begin));
    if (end == std::string::npos)
      break;
    begin = end + 3;
  }
  if (parts.size() > 1 &&
      std::all_of(parts.begin(), parts.end(),
                  [&](const std::string &p) { return p == parts[0]; }))
    return std::to_string(parts.size()) + "x " + parts[0];
  return impl;
}

std::string notes(const Result &r) {
  std::vector<std::string> items;
  if (r.failed)
    items.push_back("**FAIL**: " + r.check.firstError);
  if (r.dynamicCheck.wrong)
    items.push_back("**FAIL** (dynamic): " + r.dynamicCheck.firstError);
  if (!r.peerImpl.empty()) {
    std::string peer = "oneDNN " + shortImpl(r.peerImpl);
    if (!r.peerNote.empty())
      peer += " (" + r.peerNote + ")";
    items.push_back(peer);
    if (r.peerDiffers())
      items.push_back(
          "**oneDNN differs**: " + std::to_string(r.peerCheck.wrong) + "/" +
          std::to_string(r.peerCheck.checked) +
          " off, first: " + r.peerCheck.firstError);
  } else if (r.peerWhyNot.rfind("oneDNN: ", 0) == 0) {
    items.push_back(r.peerWhyNot); // oneDNN cannot create the primitive
  }
  if (!r.torchRan && r.torchWhyNot.rfind("PyTorch: ", 0) == 0)
    items.push_back(r.torchWhyNot); // a kernel PyTorch 1.13 lacks
  if (r.torchRan) {
    items.push_back("PyTorch " + r.torchNote);
    if (!r.torchProxy && r.torchCheck.wrong)
      items.push_back("PyTorch " + std::to_string(r.torchCheck.wrong) + "/" +
                      std::to_string(r.torchCheck.checked) + " off");
  }
  if (std::isfinite(r.ceiling()))
    items.push_back(std::string("ceiling ") + r.ceilingKind());
  std::string text;
  for (const std::string &item : items)
    text += (text.empty() ? "" : "; ") + item;
  return text;
}

std::string markdownTable(const std::vector<Result> &results) {
  std::string t =
      "| case | type | thr | MB | ActGrad GB/s | dynamic GB/s | oneDNN GB/s "
      "| PyTorch GB/s | ceiling GB/s | ActGrad/oneDNN | ActGrad/PyTorch "
      "| dynamic/PyTorch | ActGrad/ceiling | dynamic/ceiling | oneDNN/ceiling "
      "| PyTorch/ceiling | notes |\n"
      "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|"
      "\n";
  for (const Result &r : results) {
    double ceiling = r.ceiling();
    t += "| " + caseName(*r.entry) + " | " + dtypeName(r.entry->dtype) + " | " +
         std::to_string(r.threads) + " | " + fixed(double(r.bytes) / 1e6, 1) +
         " | " + fixed(r.actgrad, 1) + " | " + fixed(r.dynamic, 1) + " | " +
         fixed(r.peer, 1) + " | " + fixed(r.torch, 1) + " | " +
         fixed(ceiling, 1) + " | " +
         (r.peerDiffers() ? std::string("≠") : fixed(r.actgrad / r.peer, 2)) +
         " | " + fixed(r.actgrad / r.torch, 2) + " | " +
         fixed(r.dynamic / r.torch, 2) + " | " + fixed(r.actgrad / ceiling, 2) +
         " | " + fixed(r.dynamic / ceiling, 2) + " | " +
         fixed(r.peer / ceiling, 2) + " | " + fixed(r.torch / ceiling, 2) +
         " | " + notes(r) + " |\n";
  }
  return t;
}

std::string csvField(std::string text) {
  if (text.find_first_of(",\"") == std::string::npos)
    return text;
  std::string quoted = "\"";
  for (char c : text)
    quoted += (c == '"') ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

std::string csvNumber(double v) {
  if (!std::isfinite(v))
    return "";
  char buffer[32];
  std::snprintf(buffer, sizeof(buffer), "%.4g", v);
  return buffer;
}

std::string csv(const std::vector<Result> &results) {
  std::string t = "case,op,shape,dtype,threads,bytes,actgrad_gbs,onednn_gbs,"
                  "triad_plain_gbs,triad_nt_gbs,ceiling_gbs,actgrad_vs_onednn,"
                  "actgrad_vs_ceiling,onednn_vs_ceiling,rounds,actgrad_check,"
                  "onednn_impl,onednn_note,onednn_check,torch_gbs,"
                  "actgrad_vs_torch,torch_vs_ceiling,torch_note,torch_check,"
                  "dynamic_gbs,dynamic_vs_torch,dynamic_vs_ceiling,"
                  "dynamic_check\n";
  for (const Result &r : results) {
    std::string peerCheck = r.peerImpl.empty() ? ""
                            : r.peerProxy
                                ? "proxy"
                                : std::to_string(r.peerCheck.wrong) + " wrong";
    t += csvField(caseId(*r.entry)) + "," + r.entry->op + "," +
         csvField(r.entry->label) + "," + dtypeName(r.entry->dtype) + "," +
         std::to_string(r.threads) + "," + std::to_string(r.bytes) + "," +
         csvNumber(r.actgrad) + "," + csvNumber(r.peer) + "," +
         csvNumber(r.triadPlain) + "," + csvNumber(r.triadStreaming) + "," +
         csvNumber(r.ceiling()) + "," +
         (r.peerDiffers() ? std::string() : csvNumber(r.actgrad / r.peer)) +
         "," + csvNumber(r.actgrad / r.ceiling()) + "," +
         csvNumber(r.peer / r.ceiling()) + "," + std::to_string(r.rounds) +
         "," + (r.failed ? "FAIL" : "ok") + "," + csvField(r.peerImpl) + "," +
         csvField(r.peerImpl.empty() ? r.peerWhyNot : r.peerNote) + "," +
         peerCheck + "," + csvNumber(r.torch) + "," +
         csvNumber(r.actgrad / r.torch) + "," +
         csvNumber(r.torch / r.ceiling()) + "," +
         csvField(r.torchRan ? r.torchNote : r.torchWhyNot) + "," +
         (!r.torchRan    ? std::string()
          : r.torchProxy ? std::string("proxy")
                         : std::to_string(r.torchCheck.wrong) + " wrong") +
         "," + csvNumber(r.dynamic) + "," + csvNumber(r.dynamic / r.torch) +
         "," + csvNumber(r.dynamic / r.ceiling()) + "," +
         (!r.hasDynamic          ? std::string()
          : r.dynamicCheck.wrong ? std::string("FAIL")
                                 : std::string("ok")) +
         "\n";
  }
  return t;
}

bool writeFile(const std::string &path, const std::string &text) {
  std::ofstream file(path);
  file << text;
  if (!file) {
    std::fprintf(stderr, "actgrad-bench: cannot write %s\n", path.c_str());
    return false;
  }
  return true;
}

/// chart.png: per thread count, ActGrad's, oneDNN's and PyTorch's GB/s as a
/// fraction of the ceiling, one cluster per case.
void writeChart(const std::string &dir, const std::vector<Result> &results,
                const std::string &title) {
  std::set<int> threadCounts;
  double top = 1.1; // the ceiling line, 1, stays visible
  for (const Result &r : results) {
    threadCounts.insert(r.threads);
    for (double ratio :
         {r.actgrad / r.ceiling(), r.peer / r.ceiling(), r.torch / r.ceiling()})
      if (std::isfinite(ratio))
        top = std::max(top, 1.05 * ratio);
  }
  std::string script = "set terminal pngcairo size 3000," +
                       std::to_string(150 + 650 * threadCounts.size()) +
                       " font ',10'\n"
                       "set output 'chart.png'\n"
                       "set multiplot layout " +
                       std::to_string(threadCounts.size()) + ",1 title '" +
                       title +
                       "'\n"
                       "set style data histograms\n"
                       "set style histogram clustered gap 1\n"
                       "set style fill solid 0.85 border -1\n"
                       "set boxwidth 0.9\n"
                       "set datafile missing '-'\n"
                       "set yrange [0:" +
                       fixed(top, 2) +
                       "]\n"
                       "set ylabel 'GB/s / ceiling GB/s'\n"
                       "set grid ytics\n"
                       "set xtics rotate by -55 scale 0 font ',8'\n"
                       "set key top left\n"
                       "set bmargin 11\n"
                       "set rmargin 12\n";
  for (int threads : threadCounts) {
    std::string data = "chart_t" + std::to_string(threads) + ".dat";
    std::string rows =
        "# case ActGrad/ceiling oneDNN/ceiling PyTorch/ceiling\n";
    for (const Result &r : results) {
      if (r.threads != threads)
        continue;
      auto cell = [](double v) {
        return std::isfinite(v) ? fixed(v, 3) : std::string("-");
      };
      rows += "\"" + caseName(*r.entry) + " " + dtypeName(r.entry->dtype) +
              "\" " + cell(r.actgrad / r.ceiling()) + " " +
              cell(r.peer / r.ceiling()) + " " + cell(r.torch / r.ceiling()) +
              "\n";
    }
    writeFile(dir + "/" + data, rows);
    script += "set title '" + std::to_string(threads) + " thread" +
              (threads > 1 ? "s" : "") +
              "'\n"
              "plot '" +
              data +
              "' using 2:xtic(1) title 'ActGrad' lc rgb '#1f77b4', "
              "'' using 3 title 'oneDNN' lc rgb '#ff7f0e', "
              "'' using 4 title 'PyTorch' lc rgb '#2ca02c', "
              "1 with lines dt 2 lc rgb '#555555' title 'ceiling'\n";
  }
  script += "unset multiplot\n";
  writeFile(dir + "/chart.gp", script);
  std::string command =
      "cd '" + dir + "' && " ACTGRAD_BENCH_GNUPLOT " chart.gp";
  if (std::system(command.c_str()) != 0)
    std::fprintf(stderr,
                 "actgrad-bench: gnuplot failed; %s/chart.gp and the "
                 "data files are there to rerun it\n",
                 dir.c_str());
}

/// The OpenMP runtimes mapped into this process: oneDNN (libgomp in Debian's
/// build) and the OpenMP kernels (libomp) must share one, which the build
/// arranges through the executable's DT_RPATH (CMakeLists.txt).
std::string openmpRuntimes() {
  std::ifstream maps("/proc/self/maps");
  std::set<std::string> paths;
  std::string line;
  while (std::getline(maps, line)) {
    size_t slash = line.find('/');
    if (slash == std::string::npos)
      continue;
    std::string path = line.substr(slash);
    std::string base = path.substr(path.rfind('/') + 1);
    if (base.rfind("libomp", 0) == 0 || base.rfind("libgomp", 0) == 0 ||
        base.rfind("libiomp", 0) == 0)
      paths.insert(path);
  }
  std::string text;
  for (const std::string &p : paths)
    text += (text.empty() ? "" : ", ") + p;
  if (paths.size() > 1)
    text += " (WARNING: more than one OpenMP runtime; thread pools compete)";
  return text.empty() ? "none" : text;
}

std::string cpuModel() {
  std::ifstream info("/proc/cpuinfo");
  std::string line;
  while (std::getline(info, line))
    if (line.rfind("model name", 0) == 0)
      return line.substr(line.find(':') + 2);
  return "unknown CPU";
}

/// The first three fields of /proc/loadavg: how busy the machine was.
std::string loadAverage() {
  std::ifstream file("/proc/loadavg");
  std::string one, five, fifteen;
  file >> one >> five >> fifteen;
  return file ? one + " " + five + " " + fifteen : "unknown";
}

std::string now() {
  char buffer[64];
  std::time_t t = std::time(nullptr);
  std::strftime(buffer, sizeof(buffer), "%Y-%m-%d %H:%M:%S %Z",
                std::localtime(&t));
  return buffer;
}

/// Fills an output with NaN bit patterns before a checked run, so an element
/// the kernel forgets to write cannot pass as a leftover of an earlier run.
void poison(const Buffer &buffer) {
  std::memset(buffer.data(), 0xff, buffer.bytes());
}

CheckResult runAndCheck(const KernelEntry &entry, const CaseBuffers &b,
                        const std::function<void()> &run, const Buffer &out,
                        const Buffer *outSlope, int threads) {
  poison(out);
  if (outSlope)
    poison(*outSlope);
  run();
  return checkOutputs(entry, b, out, outSlope, threads);
}

} // namespace

int main(int argc, char **argv) {
  Options options;
  if (!parseOptions(argc, argv, options))
    return 2;

  std::regex filter;
  try {
    filter = std::regex(options.filter);
  } catch (const std::regex_error &) {
    std::fprintf(stderr, "actgrad-bench: bad --filter regex '%s'\n",
                 options.filter.c_str());
    return 2;
  }
  std::vector<const KernelEntry *> selected;
  for (const KernelEntry &e : allKernels())
    if (std::regex_search(caseId(e), filter))
      selected.push_back(&e);
  if (options.list) {
    for (const KernelEntry *e : selected)
      std::printf("%s\n", caseId(*e).c_str());
    return 0;
  }
  if (selected.empty()) {
    std::fprintf(stderr, "actgrad-bench: no case matches '%s'\n",
                 options.filter.c_str());
    return 2;
  }

  prepareOneDNN();
  std::string version = oneDNNVersion();
  bool usePeer = !options.noPeer && !version.empty();
  std::string torchVer = torchVersion();
  bool useTorch = !options.noTorch && !torchVer.empty();
  std::string header;
  {
    std::string command;
    for (int i = 0; i < argc; ++i)
      command += (i ? " " : "") + std::string(argv[i]);
    header = "actgrad-bench, " + now() + ", " + cpuModel() + " (" +
             std::to_string(std::thread::hardware_concurrency()) +
             " CPUs, load average " + loadAverage() +
             ")\n"
             "command: " +
             command + "\noneDNN: " +
             (version.empty() ? "not built in"
              : usePeer       ? version
                              : version + ", left out") +
             "\nPyTorch: " +
             (torchVer.empty() ? "not built in"
              : useTorch       ? torchVer
                               : torchVer + ", left out") +
             "\nOpenMP runtime: ";
    omp_set_num_threads(1);
#pragma omp parallel
    { (void)omp_get_thread_num(); } // loads the runtime before the check
    header += openmpRuntimes() + "\n";
  }
  std::fputs(header.c_str(), stderr);

  std::vector<Result> results;
  bool anyFailure = false;
  auto lastParallel = Clock::now() - std::chrono::seconds(1);
  bool lastWasParallel = false;
  size_t step = 0, steps = selected.size() * options.threads.size();

  for (const KernelEntry *entry : selected) {
    CaseBuffers buffers = makeCaseBuffers(*entry, usePeer);
    // Every contender reads data of its own (copyCaseInputs): in the
    // rotation, a contender that followed one on the same data would find
    // it in cache. The two triads get arrays of their own for that reason.
    CaseBuffers peerBuffers, torchBuffers;
    if (usePeer) {
      peerBuffers = copyCaseInputs(buffers);
      peerBuffers.peerOut = std::move(buffers.peerOut);
      peerBuffers.peerOutSlope = std::move(buffers.peerOutSlope);
    }
    if (useTorch)
      torchBuffers = copyCaseInputs(buffers);
    CaseBuffers dynamicBuffers;
    if (entry->dynamicKernels[0]) {
      dynamicBuffers = copyCaseInputs(buffers);
      dynamicBuffers.out = Buffer(entry->dtype, buffers.out.count());
      if (entry->kind == CaseKind::PRelu)
        dynamicBuffers.outSlope =
            Buffer(entry->dtype, buffers.outSlope.count());
    }
    size_t bytes = idealBytes(*entry);
    std::unique_ptr<Triad> plainTriad, streamingTriad;
    if (!options.smoke) {
      plainTriad = std::make_unique<Triad>(bytes);
      streamingTriad = std::make_unique<Triad>(bytes);
    }

    for (int threads : options.threads) {
      ++step;
      Result r(entry, threads, bytes);
      bool firstThreads = threads == options.threads.front();
      // The OpenMP workers of a parallel measurement spin for a while
      // (KMP_BLOCKTIME, 200 ms) after their last region: let them go to
      // sleep before a single-threaded measurement so they do not compete.
      if (threads == 1 && lastWasParallel && !options.smoke) {
        double idle = secondsSince(lastParallel);
        if (idle < 0.25)
          std::this_thread::sleep_for(
              std::chrono::duration<double>(0.25 - idle));
      }
      omp_set_num_threads(threads);
      if (usePeer)
        setOneDNNThreads(threads);
      // ATen's intra-op pool: the row's thread count too.
      if (useTorch)
        setTorchThreads(threads);
      // A oneDNN primitive takes its thread count (omp_get_max_threads())
      // when it is created and runs its parallel regions with that many
      // threads whatever the count at run time, so each thread count gets
      // primitives of its own. Smoke mode runs them once per case.
      std::string peerWhyNot;
      std::unique_ptr<Peer> peer;
      if (!usePeer)
        peerWhyNot = options.noPeer ? "--no-onednn" : "built without oneDNN";
      else if (!options.smoke || firstThreads)
        peer = makeOneDNNPeer(*entry, peerBuffers, peerWhyNot);
      r.peerWhyNot = peerWhyNot;
      // PyTorch, like oneDNN: per thread count, once per case in smoke mode.
      std::unique_ptr<TorchPeer> torchPeer;
      if (!useTorch)
        r.torchWhyNot =
            options.noTorch ? "--no-torch" : "built without PyTorch";
      else if (!options.smoke || firstThreads)
        torchPeer = makeTorchPeer(*entry, torchBuffers, r.torchWhyNot);

      int variant = threads > 1 ? 1 : 0;
      ActGradKernel kernel(*entry, buffers, entry->kernels[variant],
                           entry->workspaceSizes[variant]);
      const Buffer *outSlope =
          entry->kind == CaseKind::PRelu ? &buffers.outSlope : nullptr;
      // The dynamic-shape kernel reads inputs and writes outputs of its own,
      // like every contender.
      std::unique_ptr<ActGradKernel> dynamicKernel;
      if (entry->dynamicKernels[variant]) {
        r.hasDynamic = true;
        dynamicKernel = std::make_unique<ActGradKernel>(
            *entry, dynamicBuffers, entry->dynamicKernels[variant],
            entry->dynamicWorkspaceSizes[variant]);
      }
      // The check runs on every core in smoke mode; before a measurement,
      // on as many threads as that measurement uses (no spinning OpenMP
      // workers left behind for a single-threaded measurement).
      int checkThreads = options.smoke ? omp_get_num_procs() : threads;
      r.check = runAndCheck(
          *entry, buffers, [&] { kernel.run(); }, buffers.out, outSlope,
          checkThreads);
      if (dynamicKernel) {
        r.dynamicCheck = runAndCheck(
            *entry, dynamicBuffers, [&] { dynamicKernel->run(); },
            dynamicBuffers.out, outSlope ? &dynamicBuffers.outSlope : nullptr,
            checkThreads);
        if (r.dynamicCheck.wrong) {
          r.check = r.dynamicCheck;
          r.check.firstError = "dynamic: " + r.check.firstError;
        }
      }
      r.failed = r.check.wrong != 0;
      if (r.failed) {
        anyFailure = true;
        std::printf(
            "FAIL %s threads=%d: %zu of %zu elements wrong; first: %s\n",
            caseId(*entry).c_str(), threads, r.check.wrong, r.check.checked,
            r.check.firstError.c_str());
        std::fflush(stdout);
      }
      // oneDNN's output is checked (for the notes) before it is timed. Smoke
      // mode checks ActGrad; of oneDNN it only checks that the primitives
      // build and run, once per case.
      if (peer) {
        r.peerImpl = peer->impl;
        r.peerNote = peer->note;
        r.peerProxy = peer->proxy;
      }
      if (peer && !options.smoke) {
        const Buffer *peerSlope = entry->kind == CaseKind::PRelu
                                      ? &peerBuffers.peerOutSlope
                                      : nullptr;
        r.peerCheck = runAndCheck(
            *entry, peerBuffers, [&] { peer->run(); }, peerBuffers.peerOut,
            peerSlope, checkThreads);
      } else if (peer && firstThreads) {
        peer->run();
      }
      if (torchPeer) {
        r.torchRan = true;
        r.torchNote = torchPeer->note;
        r.torchProxy = torchPeer->proxy;
        if (!options.smoke)
          r.torchCheck = runAndCheck(
              *entry, torchBuffers,
              [&] {
                torchPeer->run();
                torchPeer->publish();
              },
              torchPeer->out,
              entry->kind == CaseKind::PRelu ? &torchPeer->outSlope : nullptr,
              checkThreads);
      }

      if (options.smoke) {
        std::fprintf(stderr, "[%zu/%zu] %s threads=%d: ActGrad %s", step, steps,
                     caseId(*entry).c_str(), threads, r.failed ? "FAIL" : "ok");
        if (peer && firstThreads)
          std::fprintf(stderr, ", oneDNN ran");
        if (torchPeer)
          std::fprintf(stderr, ", PyTorch ran");
        std::fprintf(stderr, "\n");
        results.push_back(r);
        continue;
      }

      if (!r.failed) {
        std::vector<Contender> contenders;
        contenders.emplace_back([&] { kernel.run(); });
        if (dynamicKernel)
          contenders.emplace_back([&] { dynamicKernel->run(); });
        if (peer)
          contenders.emplace_back([&] { peer->run(); });
        if (torchPeer)
          contenders.emplace_back([&] { torchPeer->run(); });
        contenders.emplace_back([&] { plainTriad->runPlain(threads); });
        contenders.emplace_back([&] { streamingTriad->runStreaming(threads); });
        r.rounds = measure(contenders, options);
        size_t k = 0;
        r.actgrad = gbps(bytes, contenders[k++].median());
        if (dynamicKernel)
          r.dynamic = gbps(bytes, contenders[k++].median());
        if (peer)
          r.peer = gbps(bytes, contenders[k++].median());
        if (torchPeer)
          r.torch = gbps(bytes, contenders[k++].median());
        r.triadPlain = gbps(plainTriad->bytes(), contenders[k++].median());
        r.triadStreaming =
            gbps(streamingTriad->bytes(), contenders[k++].median());
      }
      lastWasParallel = threads > 1;
      lastParallel = Clock::now();
      std::fprintf(
          stderr,
          "[%zu/%zu] %s threads=%d: ActGrad %s GB/s, dynamic %s, "
          "oneDNN %s%s, PyTorch %s, ceiling %s (%zu rounds)\n",
          step, steps, caseId(*entry).c_str(), threads,
          fixed(r.actgrad, 1).c_str(), fixed(r.dynamic, 1).c_str(),
          fixed(r.peer, 1).c_str(), r.peerDiffers() ? " (differs)" : "",
          fixed(r.torch, 1).c_str(), fixed(r.ceiling(), 1).c_str(), r.rounds);
      results.push_back(r);
    }
  }

  if (options.smoke) {
    std::printf("%s: %zu kernel runs checked\n", anyFailure ? "FAIL" : "PASS",
                results.size());
    return anyFailure ? 1 : 0;
  }

  std::string table = markdownTable(results);
  std::fputs(table.c_str(), stdout);
  if (!options.outputDir.empty()) {
    ::mkdir(options.outputDir.c_str(), 0755);
    std::string md = "```\n" + header + "```\n\n" + table;
    writeFile(options.outputDir + "/table.md", md);
    writeFile(options.outputDir + "/results.csv", csv(results));
    writeChart(options.outputDir, results,
               "ActGrad, oneDNN and PyTorch relative to the triad ceiling (" +
                   now() + ")");
    std::fprintf(stderr, "wrote %s/{table.md,results.csv,chart.png}\n",
                 options.outputDir.c_str());
  }
  if (anyFailure)
    std::printf("FAIL: some ActGrad kernels gave wrong results (see above)\n");
  return anyFailure ? 1 : 0;
}
