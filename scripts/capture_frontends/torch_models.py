"""The whole models of the torch-mlir captures: torchvision's mobilenet_v2,
mobilenet_v3_small and efficientnet_b0, and a TransformerEncoderLayer, each
as a backward function (x, g, *params) -> grads of x and every parameter,
in f32 and under bf16 autocast.

The torchvision models are reduced so that their linalg stays small enough
to lower and run in a lit test (test/FrontEnds/README.md): width 0.25
(channels rounded up to 8, as torchvision rounds them), 10 classes, no
dropout nor stochastic depth (random masks: the front end's results could
not be reproduced), batch 1 at 64x64 (the last feature map is 2x2, so that a
training-mode batch norm has more than one value per channel). Every block
and activation of the full model is kept. Batch norm runs in training mode
on the batch's statistics, without running statistics (their update is a
buffer mutation, not part of the backward).
"""

import contextlib

import torch
from torch.nn.attention import SDPBackend, sdpa_kernel

# The modules whose backward is one of the five actgrad ops.
ACTIVATIONS = {torch.nn.ReLU6: "hardtanh_backward",
               torch.nn.Hardtanh: "hardtanh_backward",
               torch.nn.Hardsigmoid: "hardsigmoid_backward",
               torch.nn.SiLU: "swish_backward",
               torch.nn.Softmax: "softmax_backward",
               torch.nn.PReLU: "prelu_backward",
               # The math attention's softmax.
               torch.nn.MultiheadAttention: "softmax_backward"}


def activation_counts(model):
    """{actgrad op: how many of the model's activations have it as their
    gradient}: what a complete raising would leave."""
    counts = {}
    for module in model.modules():
        for kind, op in ACTIVATIONS.items():
            if type(module) is kind:
                counts[op] = counts.get(op, 0) + 1
    return counts


def batch_statistics_only(model):
    """Training-mode batch norms without running statistics, and out-of-place
    activations (torch-mlir's importer rejects the copy_ of an in-place
    activation's decomposition; the values are the same)."""
    for module in model.modules():
        if getattr(module, "inplace", False):
            module.inplace = False
        if isinstance(module, torch.nn.modules.batchnorm._BatchNorm):
            module.track_running_stats = False
            module.running_mean = module.running_var = None
            module.num_batches_tracked = None
    return model


def torchvision_model(name):
    import torchvision.models as models
    from torchvision.models import efficientnet, mobilenetv3
    if name == "mobilenet_v2":
        model = models.mobilenet_v2(width_mult=0.25, num_classes=10, dropout=0.0)
    elif name.startswith("mobilenet_v3_small"):
        setting, last = mobilenetv3._mobilenet_v3_conf("mobilenet_v3_small",
                                                       width_mult=0.25)
        if name.endswith("block"):
            # Its fourth block only (expansion, 5x5 depthwise, squeeze-
            # excitation with ReLU and Hardsigmoid, Hardswish): every kind of
            # layer and activation of the model, in a graph small enough for
            # a lit test.
            setting = [setting[3]]
        model = mobilenetv3.MobileNetV3(setting, last, num_classes=10,
                                        dropout=0.0)
    else:
        # efficientnet_b0() fixes its width; its configuration at width 0.25.
        setting, last = efficientnet._efficientnet_conf(
            "efficientnet_b0", width_mult=0.25, depth_mult=1.0)
        if name.endswith("block"):
            # Its second stage's first block only (1x1 expansion, 3x3
            # depthwise, squeeze-excitation with SiLU and Sigmoid,
            # projection), between the stem and the head: SiLU after a
            # training-mode batch norm and before a 1x1 convolution, in the
            # squeeze-excitation, and before the classifier's pooling.
            setting = [setting[1]]
            setting[0].num_layers = 1
        model = efficientnet.EfficientNet(setting, dropout=0.0,
                                          stochastic_depth_prob=0.0,
                                          num_classes=10, last_channel=last)
    return batch_statistics_only(model.train()), torch.randn(1, 3, 64, 64)


def transformer_layer():
    """d_model 16, 2 heads, feed-forward 32, batch 1 x 4 tokens."""
    layer = torch.nn.TransformerEncoderLayer(16, 2, 32, dropout=0.0,
                                             batch_first=True)
    return layer, torch.randn(1, 4, 16)


def pointwise_convolution():
    """mobilenet_v3_small's last 1x1 convolution (16 -> 96 channels, no
    bias) alone: the smallest capture of a miscompilation that the
    1-block model's results show (test/FrontEnds/README.md)."""
    return torch.nn.Conv2d(16, 96, 1, bias=False), torch.randn(1, 16, 16, 16)


MODELS = ("pointwise_convolution", "transformer_encoder_layer",
          "mobilenet_v3_small_1block", "efficientnet_b0_1block",
          "mobilenet_v2", "mobilenet_v3_small", "efficientnet_b0")


def model_case(name, autocast):
    """(backward, args, activation counts) of one model; ``autocast``: the
    forward runs under torch.autocast("cpu", dtype=torch.bfloat16)."""
    torch.manual_seed(38)
    if name == "transformer_encoder_layer":
        model, x = transformer_layer()
    elif name == "pointwise_convolution":
        model, x = pointwise_convolution()
    else:
        model, x = torchvision_model(name)
    names = [n for n, _ in model.named_parameters()]
    params = [p.detach() for _, p in model.named_parameters()]
    with torch.no_grad():
        g = torch.randn_like(model(x).float())

    def backward(x, g, *ps):
        x = x.detach().requires_grad_(True)
        ps = [p.detach().requires_grad_(True) for p in ps]
        cast = (torch.autocast("cpu", dtype=torch.bfloat16) if autocast
                else contextlib.nullcontext())
        # The math attention: torch-mlir has no lowering of the fused CPU
        # attention's backward (_scaled_dot_product_flash_attention_for_cpu_
        # backward); the math one is matmuls and a softmax.
        with cast, sdpa_kernel(SDPBackend.MATH):
            y = torch.func.functional_call(model, dict(zip(names, ps)), (x,))
        return torch.autograd.grad(y, [x] + ps, g.to(y.dtype))
    return backward, [x, g] + params, activation_counts(model)


def _dilate(grad, stride):
    """grad with stride - 1 zeros between its elements in the last two
    dimensions (the transposed convolution's input, as cat and reshape)."""
    for dim, s in ((3, stride[1]), (2, stride[0])):
        if s == 1:
            continue
        size = grad.shape[dim]
        zeros = grad.new_zeros(grad.shape[:dim + 1] + (s - 1,) +
                               grad.shape[dim + 1:])
        grad = torch.cat([grad.unsqueeze(dim + 1), zeros], dim + 1)
        grad = grad.flatten(dim, dim + 1).narrow(dim, 0, (size - 1) * s + 1)
    return grad


def depthwise_convolution_backward(grad, x, w, bias_sizes, stride, padding,
                                   dilation, transposed, output_padding,
                                   groups, mask):
    """aten.convolution_backward of a 2-D depthwise convolution (one input
    and one output channel per group) as grouped forward convolutions:
    torch-mlir 20261001 fails on a grouped convolution's backward and on a
    grouped transposed convolution ('tensor.collapse_shape' op expected
    reassociation map #0 to have size equal to the expanded rank), and
    lowers a grouped forward convolution. Other convolutions: aten's op."""
    aten = torch.ops.aten
    if groups == 1 or transposed or w.dim() != 4 or w.shape[:2] != (groups, 1):
        return NotImplemented
    n, c = x.shape[:2]
    k = w.shape[2:]
    grad_x = grad_w = grad_b = None
    if mask[0]:
        # The transposed convolution: the dilated gradient, padded, with the
        # flipped kernel.
        g = _dilate(grad, stride)
        lo = [dilation[i] * (k[i] - 1) - padding[i] for i in range(2)]
        hi = [x.shape[2 + i] - g.shape[2 + i] + padding[i] for i in range(2)]
        assert min(lo + hi) >= 0, "depthwise_convolution_backward: padding"
        g = torch.nn.functional.pad(g, (lo[1], hi[1], lo[0], hi[0]))
        grad_x = aten.convolution(g, w.flip([2, 3]), None, [1, 1], [0, 0],
                                  dilation, False, [0, 0], groups)
    if mask[1]:
        # Each channel's input images (batch as channels) with that
        # channel's gradient images as the kernel; stride and dilation swap.
        images = x.transpose(0, 1).reshape(1, c * n, *x.shape[2:])
        kernels = grad.transpose(0, 1)
        out = aten.convolution(images, kernels, None, dilation, padding, stride,
                               False, [0, 0], groups)
        grad_w = out[0, :, :k[0], :k[1]].unsqueeze(1)
    if mask[2]:
        grad_b = grad.sum([0, 2, 3])
    return grad_x, grad_w, grad_b


# Capture-time decompositions of the models, beside torch-mlir's table.
DECOMPOSITIONS = {torch.ops.aten.convolution_backward.default:
                  depthwise_convolution_backward}
