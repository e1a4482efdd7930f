"""Shared by the front-end captures: the MLIR 22 normalisation of generic-form
IR that a newer MLIR printed, and the files a capture writes.

Normalisation (docs/Raising.md, "Front-end captures"): the front end prints the
generic op form, which MLIR 22 parses whatever the custom syntax became; then
one rule per construct that MLIR 22 lacks. Anything else that is not in the
dialects ActGrad takes (builtin, func, linalg, tensor, arith, math) is an
error naming the construct: never a hand edit.
"""

import json
import re
import struct

# Ops the captures may hold after the rules below.
ALLOWED_DIALECTS = ("builtin", "func", "linalg", "tensor", "arith", "math")

# The properties func.func has in MLIR 22; util.func's others (tied operands,
# inlining policy) have no meaning once the function is a plain func.func.
FUNC_PROPERTIES = ("function_type", "sym_name", "sym_visibility", "arg_attrs",
                   "res_attrs")


def _rule_util_func(text):
    """IREE's input conversion leaves `util.func` / `util.return`: the
    func.func / func.return of IREE's util dialect, same region, same types."""
    def fix_props(match):
        props = match.group(1)
        kept = []
        # Properties are `name = value` at nesting depth 0, comma-separated.
        depth, start = 0, 0
        parts = []
        for i, ch in enumerate(props):
            if ch == ">" and props[i - 1] == "-":
                continue  # The arrow of a function type.
            if ch in "([{<":
                depth += 1
            elif ch in ")]}>":
                depth -= 1
            elif ch == "," and depth == 0:
                parts.append(props[start:i])
                start = i + 1
        parts.append(props[start:])
        for part in parts:
            name = part.split("=", 1)[0].strip()
            if name in FUNC_PROPERTIES:
                kept.append(part.strip())
        return '"func.func"() <{' + ", ".join(kept) + "}>"
    text = re.sub(r'"util\.func"\(\) <\{(.*)\}>', fix_props, text)
    return text.replace('"util.return"(', '"func.return"(')


def _rule_rename_func(text, old, new):
    """JAX names every function `main`; the captures name theirs (a test
    driver adds its own @main)."""
    return text.replace(f'sym_name = "{old}"', f'sym_name = "{new}"')


def _rule_drop_module_attrs(text):
    """Module-level attributes of the front ends (torch.debug_module_name,
    mhlo.num_partitions, ...) are discardable and name nothing ActGrad reads;
    the first line's attribute dictionary is dropped."""
    lines = text.split("\n", 1)
    lines[0] = re.sub(r'^"builtin\.module"\(\) (<\{.*?\}> )?(\{.*\} )?\(\{',
                      '"builtin.module"() ({', lines[0])
    return "\n".join(lines)


def normalize(text, rename=None):
    """Generic-form IR from a newer MLIR -> IR MLIR 22 parses, or ValueError
    naming the first construct no rule handles."""
    lines = text.split("\n")
    aliases = [l for l in lines if l.startswith("#")]
    body = "\n".join(l for l in lines if not l.startswith("#"))
    if not body.lstrip().startswith('"builtin.module"'):
        raise ValueError("capture is not in the generic op form")
    text = _rule_util_func(body.lstrip())
    text = "\n".join(aliases + [_rule_drop_module_attrs(text)])
    if rename:
        text = _rule_rename_func(text, *rename)
    for name in sorted(set(re.findall(r'"([a-z_]+)\.([a-z_.]+)"\(', text))):
        if name[0] not in ALLOWED_DIALECTS:
            raise ValueError(
                f"unsupported construct in capture: op '{name[0]}.{name[1]}' "
                "(no normalisation rule maps it to MLIR 22's func, linalg, "
                "tensor, arith or math)")
    return text


def write_case(path, func, inputs, outputs, activations=None, precision=None,
               float64=None):
    """func: the captured function's name; inputs/outputs: lists of (MLIR
    type, little-endian hex bits); activations: a model's {actgrad op: how
    many of its activations have that gradient} (report.py); precision:
    the element type whose tolerance the results are checked with, where
    the front end computed f32 results in it (bf16 autocast); float64: the
    hex bits of each result computed in float64, for a whole model's
    results (run_capture.py judges them against these too)."""
    case = {"func": func, "inputs": [{"type": t, "hex": h} for t, h in inputs],
            "outputs": [{"type": t, "hex": h} for t, h in outputs]}
    for output, exact in zip(case["outputs"], float64 or ()):
        output["float64"] = exact
    if activations is not None:
        case["activations"] = activations
    if precision is not None:
        case["precision"] = precision
    with open(path, "w") as f:
        json.dump(case, f, indent=0)
        f.write("\n")


def main():
    """normalize as a filter: common.py [OLD=NEW] < generic.mlir > out.mlir
    (the lit test test/FrontEnds/normalize.mlir runs the rules this way)."""
    import sys
    rename = tuple(sys.argv[1].split("=", 1)) if len(sys.argv) > 1 else None
    try:
        sys.stdout.write(normalize(sys.stdin.read(), rename))
    except ValueError as error:
        sys.exit(f"normalize: {error}")


if __name__ == "__main__":
    main()
