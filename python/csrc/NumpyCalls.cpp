//===- NumpyCalls.cpp - actgrad.ops on numpy arrays, without torch tensors
//-===//
//
// actgrad.ops takes numpy arrays as well as tensors. Wrapping each array in
// a tensor from Python (torch.from_numpy, Tensor.numpy) costs more than the
// call itself on small arrays, and so does reading an array's address from
// Python (ndarray.ctypes). Here one call, through ctypes.PyDLL so that it
// holds the GIL, reads the arrays through the buffer protocol, wraps them in
// tensors in C++ and runs the out= overloads of TorchOps.cpp, with their
// checks and messages; errors are raised as the Python exceptions that the
// custom ops raise (TypeError, ValueError).
//
//===----------------------------------------------------------------------===//

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "TorchOps.h"

#include <ATen/ATen.h>
#include <c10/util/Exception.h>

#include <array>
#include <string>
#include <vector>

using namespace actgrad::torch_ops;

namespace {

/// A buffer of a C-contiguous float32 or float16 array, released with this
/// object.
class Buffer {
public:
  Buffer() = default;
  Buffer(const Buffer &) = delete;
  Buffer &operator=(const Buffer &) = delete;
  ~Buffer() {
    if (held)
      PyBuffer_Release(&view);
  }

  /// Takes `object`'s buffer; false with a Python exception set if it has
  /// none of the kinds the kernels take.
  bool take(PyObject *object, bool writable) {
    int flags =
        PyBUF_FORMAT | PyBUF_C_CONTIGUOUS | (writable ? PyBUF_WRITABLE : 0);
    if (PyObject_GetBuffer(object, &view, flags) != 0)
      return false;
    held = true;
    const char *format = view.format ? view.format : "B";
    if (*format == '<' || *format == '=')
      ++format;
    if (format == std::string("f") && view.itemsize == 4)
      type = at::kFloat;
    else if (format == std::string("e") && view.itemsize == 2)
      type = at::kHalf;
    else {
      PyErr_Format(PyExc_TypeError,
                   "actgrad.ops: an array of format '%s' is neither float32 "
                   "nor float16",
                   view.format ? view.format : "B");
      return false;
    }
    return true;
  }

  at::Tensor tensor() const {
    std::vector<int64_t> sizes(view.shape, view.shape + view.ndim);
    return at::from_blob(view.buf, sizes, at::TensorOptions().dtype(type));
  }

private:
  Py_buffer view{};
  bool held = false;
  at::ScalarType type = at::kFloat;
};

/// Releases the GIL for its lifetime: the kernels touch no Python object.
class WithoutGil {
public:
  WithoutGil() : state(PyEval_SaveThread()) {}
  ~WithoutGil() { PyEval_RestoreThread(state); }

private:
  PyThreadState *state;
};

/// Takes `count` buffers from `objects`, the last `outputs` of them
/// writable.
bool takeAll(PyObject *const *objects, Buffer *buffers, int count,
             int outputs) {
  for (int i = 0; i < count; ++i)
    if (!buffers[i].take(objects[i], i >= count - outputs))
      return false;
  return true;
}

/// Runs `body` without the GIL; a C++ exception becomes the Python
/// exception the custom ops raise for it.
template <typename Body> int runRaising(Body body) {
  std::string message;
  PyObject *kind = nullptr;
  {
    WithoutGil unlocked;
    try {
      body();
    } catch (const c10::TypeError &error) {
      kind = PyExc_TypeError;
      message = error.what_without_backtrace();
    } catch (const c10::ValueError &error) {
      kind = PyExc_ValueError;
      message = error.what_without_backtrace();
    } catch (const c10::Error &error) {
      kind = PyExc_RuntimeError;
      message = error.what_without_backtrace();
    } catch (const std::exception &error) {
      kind = PyExc_RuntimeError;
      message = error.what();
    }
  }
  if (!kind)
    return 0;
  PyErr_SetString(kind, message.c_str());
  return -1;
}

int elementwise(PyObject *call) {
  int op, staticShape;
  double attr0, attr1;
  PyObject *objects[3];
  if (!PyArg_ParseTuple(call, "ipddOOO", &op, &staticShape, &attr0, &attr1,
                        &objects[0], &objects[1], &objects[2]))
    return -1;
  Buffer buffers[3];
  if (!takeAll(objects, buffers, 3, 1))
    return -1;
  at::Tensor a = buffers[0].tensor(), b = buffers[1].tensor();
  at::Tensor out = buffers[2].tensor();
  return runRaising([&] {
    switch (Op(op)) {
    case Op::HardsigmoidBackward:
      hardsigmoidBackwardOut(a, b, attr0, attr1, staticShape, out);
      break;
    case Op::HardtanhBackward:
      hardtanhBackwardOut(a, b, attr0, attr1, staticShape, out);
      break;
    default:
      swishBackwardOut(a, b, attr0, staticShape, out);
      break;
    }
  });
}

int softmax(PyObject *call) {
  int op, staticShape;
  long long axis;
  PyObject *objects[3];
  if (!PyArg_ParseTuple(call, "ipLOOO", &op, &staticShape, &axis, &objects[0],
                        &objects[1], &objects[2]))
    return -1;
  Buffer buffers[3];
  if (!takeAll(objects, buffers, 3, 1))
    return -1;
  at::Tensor diffDst = buffers[0].tensor(), dst = buffers[1].tensor();
  at::Tensor out = buffers[2].tensor();
  return runRaising(
      [&] { softmaxBackwardOut(diffDst, dst, axis, staticShape, out); });
}

int prelu(PyObject *call) {
  int op, staticShape;
  const char *format;
  PyObject *objects[5];
  if (!PyArg_ParseTuple(call, "ipsOOOOO", &op, &staticShape, &format,
                        &objects[0], &objects[1], &objects[2], &objects[3],
                        &objects[4]))
    return -1;
  Buffer buffers[5];
  if (!takeAll(objects, buffers, 5, 2))
    return -1;
  std::array<at::Tensor, 5> t;
  for (int i = 0; i < 5; ++i)
    t[i] = buffers[i].tensor();
  std::string dataFormat = format;
  return runRaising([&] {
    preluBackwardOut(t[0], t[1], t[2], dataFormat, staticShape, t[3], t[4]);
  });
}

} // namespace

extern "C" {

/// One actgrad.ops call on numpy arrays: `call` is (op, static_shape, the
/// op's attributes, its operands, its outputs) as actgrad.ops._numpy_call
/// builds it, for python/csrc/KernelCache.h's Op numbers. Returns 0, or -1
/// with a Python exception set. Called through ctypes.PyDLL, with the GIL.
int actgradNumpyCall(PyObject *call) {
  if (!PyTuple_Check(call) || PyTuple_GET_SIZE(call) < 1) {
    PyErr_SetString(PyExc_TypeError, "actgradNumpyCall takes a tuple");
    return -1;
  }
  long op = PyLong_AsLong(PyTuple_GET_ITEM(call, 0));
  switch (Op(op)) {
  case Op::HardsigmoidBackward:
  case Op::HardtanhBackward:
  case Op::SwishBackward:
    return elementwise(call);
  case Op::SoftmaxBackward:
    return softmax(call);
  case Op::PreluBackward:
    return prelu(call);
  }
  if (!PyErr_Occurred())
    PyErr_Format(PyExc_ValueError, "actgradNumpyCall: no op %ld", op);
  return -1;
}

} // extern "C"
