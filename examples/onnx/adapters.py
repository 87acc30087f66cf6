"""Downgrade adapters for ONNX models: the conversions onnx.version_converter lacks
("No Adapter From Version" for Conv, Gather 11, Resize 11, Constant 19, Identity 16,
GridSample 20, Sub 13->12...; docs/onnx.md).

    odsgen import onnx -o onnx.td
    odsgen convert model.onnx --spec onnx.td --target opset=12 \\
        --patterns examples/onnx/adapters.py -o model-12.onnx

A model is read at its own opsets, so a node is the op version it was written for
(``onnx.Sub_v14``); a pattern rewrites it to an older version. The driver refuses a
rewrite whose new op does not verify (a type or an attribute the older version lacks,
``ClosedAttributes``) or is not available at the target, and tries the next pattern on
the op it created, so one step at a time reaches the target's version (Sub 14 -> 13 -> 7).

- ``STEPS``: versions that differ only in their signature (types or attributes added):
  the op is the same computation, renamed (If, Loop and Scan with their subgraphs). Whatever the older version cannot hold is
  refused by the verifier, never written.
- GridSample 20 -> 16: the mode names of 16 (``linear`` was ``bilinear``, ``cubic``
  ``bicubic``), for 4-D inputs (16 has no other).
- Resize 11/13 -> 10: Resize 10 is Resize with ``coordinate_transformation_mode =
  "asymmetric"``, no ``roi`` and given scales, nearest rounding ``floor`` (v10's): only
  such a node is rewritten.
- Gather 11 -> 1: Gather 1 takes non-negative indices only (11 added negative ones):
  a node whose indices are a ``Constant`` with no negative value is rewritten; one whose
  indices are computed or a graph input is left (reported as blocking).
"""

from __future__ import annotations

import re

from odsgen.runtime import ir
from odsgen.runtime.rewrite import pattern

# (op, from version, to version): the same computation, the signature alone differs.
STEPS = [
    *[(op, a, b) for op in ("Add", "Sub", "Mul", "Div") for a, b in ((14, 13), (13, 7), (7, 6))],
    ("Identity", 25, 24),
    ("Identity", 24, 23),
    ("Identity", 23, 21),
    ("Identity", 21, 19),
    ("Identity", 19, 16),
    ("Identity", 16, 14),
    ("Identity", 14, 13),
    ("Identity", 13, 1),
    ("Constant", 25, 24),
    ("Constant", 24, 23),
    ("Constant", 23, 21),
    ("Constant", 21, 19),
    ("Constant", 19, 13),
    ("Constant", 13, 12),
    ("Constant", 12, 11),
    ("Constant", 11, 9),
    ("Conv", 22, 11),
    ("Conv", 11, 1),
    ("Relu", 14, 13),
    ("Relu", 13, 6),
    ("MatMul", 13, 9),
    ("MatMul", 9, 1),
    ("Gemm", 13, 11),
    ("Gemm", 11, 9),
    ("Gather", 13, 11),
    # control flow: the versions added element and sequence/optional types; the op moves its
    # subgraphs (regions) to the older version, whose nodes are then converted in turn
    *[
        (op, a, b)
        for op in ("If", "Loop")
        for a, b in ((25, 24), (24, 23), (23, 21), (21, 19), (19, 16), (16, 13), (13, 11))
    ],
    *[("Scan", a, b) for a, b in ((25, 24), (24, 23), (23, 21), (21, 19), (19, 16), (16, 11))],
]

SEGMENTS = ("operandSegmentSizes", "resultSegmentSizes")


def _renamed(op: ir.Operation, rw, to: str, properties=None) -> None:
    """``op`` rebuilt as the op ``to`` (same operands, results and attributes)."""
    props = op.properties if properties is None else properties
    if isinstance(props, ir.DictionaryAttr) and not len(props):
        props = None
    regions = rw.take_regions(op) if op.regions else 0
    new = rw.create(
        to, op.operands, [r.type for r in op.results], properties=props, regions=regions, location=op.location
    )
    rw.replace_op(op, new)


def _step(op_type: str, frm: int, to: int):
    def step(op, rw):
        _renamed(op, rw, f"onnx.{op_type}_v{to}")

    step.__name__ = f"{op_type.lower()}_{frm}_to_{to}"
    step.__doc__ = f"{op_type} {frm} -> {to}: the same computation under {to}'s signature."
    return pattern(f"onnx.{op_type}_v{frm}", benefit=frm)(step)


for _op, _frm, _to in STEPS:
    globals()[f"{_op.lower()}_{_frm}_to_{_to}"] = _step(_op, _frm, _to)


def _str(op: ir.Operation, name: str, default: str) -> str:
    a = op.properties.get(name) if isinstance(op.properties, ir.DictionaryAttr) else None
    return a.value if isinstance(a, ir.StringAttr) else default


@pattern("onnx.GridSample_v22", benefit=22)
def gridsample_22_to_20(op, rw):
    """GridSample 22 added bfloat16 only: the same computation."""
    _renamed(op, rw, "onnx.GridSample_v20")


@pattern("onnx.GridSample_v20", benefit=20)
def gridsample_20_to_16(op, rw):
    """GridSample 20 -> 16: 16's mode names, 4-D inputs only."""
    x = op.operands[0].type
    if not isinstance(x, ir.RankedTensorType) or len(x.shape) != 4:
        return
    props = op.properties if isinstance(op.properties, ir.DictionaryAttr) else ir.DictionaryAttr()
    mode = _str(op, "mode", "linear")
    old = {"linear": "bilinear", "cubic": "bicubic", "nearest": "nearest"}.get(mode)
    if old is None:
        return
    _renamed(op, rw, "onnx.GridSample_v16", props.with_(mode=ir.StringAttr(old)))


def _resize_to_10(op, rw):
    if _str(op, "coordinate_transformation_mode", "half_pixel") != "asymmetric":
        return
    mode = _str(op, "mode", "nearest")
    if mode not in ("nearest", "linear"):
        return
    if mode == "nearest" and _str(op, "nearest_mode", "round_prefer_floor") != "floor":
        return
    sizes = op.properties.get("operandSegmentSizes") if isinstance(op.properties, ir.DictionaryAttr) else None
    groups = list(sizes.values) if sizes is not None else [1] * len(op.operands)
    # inputs X, roi, scales, sizes: scales given, sizes absent
    if len(groups) < 3 or groups[2] != 1 or (len(groups) > 3 and groups[3] != 0):
        return
    at = 0
    values = []
    for g in groups:
        values.append(op.operands[at : at + g])
        at += g
    x, scales = values[0][0], values[2][0]
    new = rw.create(
        "onnx.Resize_v10",
        [x, scales],
        [r.type for r in op.results],
        properties={"mode": ir.StringAttr(mode)},
        location=op.location,
    )
    rw.replace_op(op, new)


@pattern("onnx.Resize_v11", benefit=11)
def resize_11_to_10(op, rw):
    """Resize 11 -> 10 for an asymmetric resize by given scales (v10's only kind)."""
    _resize_to_10(op, rw)


@pattern("onnx.Resize_v13", benefit=13)
def resize_13_to_10(op, rw):
    """Resize 13 -> 10 for an asymmetric resize by given scales (v10's only kind)."""
    _resize_to_10(op, rw)


_INTS = re.compile(r"-?\d+")


def _constant_ints(value: ir.Value) -> list[int] | None:
    """The integers of a ``Constant`` node's small integer tensor (the reader keeps them), or None."""
    owner = getattr(value, "owner", None)
    if not isinstance(owner, ir.Operation) or not owner.name.startswith("onnx.Constant_v"):
        return None
    v = owner.properties.get("value") if isinstance(owner.properties, ir.DictionaryAttr) else None
    if not isinstance(v, ir.DenseElementsAttr):
        return None
    return [int(x) for x in _INTS.findall(v.body)]


@pattern("onnx.Gather_v11", benefit=11)
def gather_11_to_1(op, rw):
    """Gather 11 -> 1 when the indices are constants with no negative value."""
    ints = _constant_ints(op.operands[1])
    if ints is None or any(i < 0 for i in ints):
        return
    _renamed(op, rw, "onnx.Gather_v1")
