"""The custom ops' library is built for one torch: loaded into another
torch's process, the libtorch it links would be loaded beside that one and
abort the process in its initializers. The package refuses it and says
why (it then keeps its ctypes route: the route without the library, which
test_ops.py runs as "ctypes")."""

import pytest
import torch

from actgrad import _config, _torch_ops

pytestmark = pytest.mark.skipif(
    not _config.TORCH_OPS_LIBRARY, reason="the build made no custom ops library")


def running_torch():
    return ".".join(torch.__version__.split("+")[0].split(".")[:2])


def test_the_library_records_its_torch():
    assert _config.TORCH_OPS_TORCH_VERSION == running_torch()


def test_another_torch_is_refused(monkeypatch):
    monkeypatch.setattr(_torch_ops, "_lib", None)
    monkeypatch.setattr(_torch_ops, "_reason", None)
    monkeypatch.setattr(_config, "TORCH_OPS_TORCH_VERSION", "0.1")
    assert _torch_ops.library() is None
    reason = _torch_ops.unavailable_reason()
    assert "built for torch 0.1" in reason and torch.__version__ in reason
