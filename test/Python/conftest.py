import os
import sys

import pytest

# The package under test: build/python, or what PYTHONPATH names.
sys.path.insert(0, os.path.dirname(__file__))


@pytest.fixture(params=["custom-ops", "ctypes"])
def route(request, monkeypatch):
    """Runs a test on both routes of actgrad.ops for torch tensors: the C++
    custom ops (torch.ops.actgrad; skipped where they are not built) and the
    ctypes route they fall back to."""
    import actgrad.ops as ops
    if request.param == "ctypes":
        monkeypatch.setattr(ops, "_custom", None)
    elif ops._custom is None:
        from actgrad import _torch_ops
        pytest.skip("the PyTorch custom ops are not available: " +
                    str(_torch_ops.unavailable_reason()))
    return request.param
