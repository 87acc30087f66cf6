"""Versioned op modules of the ONNX spec (issue 37, item 4; docs/onnx.md).

``odsgen gen onnx.td --per-version`` writes a package with a module per opset. The judge is
onnx itself: the op classes a module exports are exactly the ai.onnx schemas
``onnx.defs.get_schema(op, opset)`` gives at that opset, an op built by a class is legal at
its opsets and no other, and the ONNX node made from the built op passes ``onnx.checker``.
The package is generated once per session (a few seconds: the per-version modules
re-export ops.py's classes, they copy none).
"""

from __future__ import annotations

import importlib
import sys

import pytest

from tests.oracle.onnx_oracle import onnx_or_skip, spec_path
from tests.runtime.runtime_support import run_odsgen

OPSETS = (1, 7, 11, 13, 18, 22)
PACKAGE = "onnx_gen_ops"


@pytest.fixture(scope="module")
def onnx():
    return onnx_or_skip()


@pytest.fixture(scope="module")
def package(onnx, tmp_path_factory):
    out = tmp_path_factory.mktemp("onnx-gen")
    r = run_odsgen("gen", spec_path(), "--per-version", "--package", PACKAGE, "-o", str(out), "-q", "-j", "1")
    assert r.returncode == 0, r.stderr.decode()[-3000:]
    sys.path.insert(0, str(out))
    try:
        yield importlib.import_module(PACKAGE)
    finally:
        sys.path.remove(str(out))
        for name in [m for m in sys.modules if m == PACKAGE or m.startswith(PACKAGE + ".")]:
            del sys.modules[name]


def _schemas_at(onnx, opset: int) -> set[tuple[str, int]]:
    """(op, since_version) of every ai.onnx op onnx.defs resolves at ``opset``, deprecated ones out."""
    out = set()
    for name in {s.name for s in onnx.defs.get_all_schemas_with_history() if s.domain == ""}:
        try:
            s = onnx.defs.get_schema(name, opset, "")
        except onnx.defs.SchemaError:
            continue
        if not s.deprecated:
            out.add((name, s.since_version))
    return out


def _exported_ops(package, opset: int) -> set[tuple[str, int]]:
    mod = importlib.import_module(f"{PACKAGE}.v{opset}")
    out = set()
    for name in mod.__all__:
        cls = getattr(mod, name)
        op_name = getattr(cls, "OPERATION_NAME", None)
        if op_name is None or not op_name.startswith("onnx."):
            continue
        op_type, _, since = op_name.removeprefix("onnx.").rpartition("_v")
        out.add((op_type, int(since)))
    return out


# (the fast tier: the first and the newest opset; the whole suite, every one)
@pytest.mark.parametrize(
    "opset", [pytest.param(n, marks=() if n in (OPSETS[0], OPSETS[-1]) else pytest.mark.slow) for n in OPSETS]
)
def test_a_version_module_exports_the_schemas_onnx_resolves_at_its_opset(onnx, package, opset):
    assert _exported_ops(package, opset) == _schemas_at(onnx, opset)


def test_a_version_module_refuses_an_op_of_another_opset(onnx, package):
    with pytest.raises(ImportError, match="added in 14"):
        exec(f"from {PACKAGE}.v13 import Add_14", {})  # noqa: S102 (a fixed import statement)
    with pytest.raises(ImportError, match="Add_7"):
        exec(f"from {PACKAGE}.v14 import Add_7", {})  # noqa: S102


def _node_of(onnx, op, names: list[str], outs: list[str]):
    """The ONNX node of an op the package built: its op type, inputs and attributes."""
    from odsgen.checking.inputs.onnx_model import _attr_proto

    op = op.operation
    op_type = op.name.removeprefix("onnx.").rpartition("_v")[0]
    props = op.properties if op.properties is not None else {}
    attrs = [_attr_proto(k, props[k]) for k in props if k not in ("operandSegmentSizes", "resultSegmentSizes")]
    node = onnx.helper.make_node(op_type, names, outs)
    node.attribute.extend(attrs)
    return node


@pytest.mark.parametrize(
    ("cls_name", "opset", "later"),
    [("Add_7", 7, 14), ("Add_14", 14, None), ("Conv_11", 11, 22), ("Gelu_20", 20, None)],
)
def test_an_op_built_by_a_version_class_is_legal_there_and_passes_the_checker(onnx, package, cls_name, opset, later):
    """Build the op with the class of module v<opset>, ask the package's TargetEnv, then write
    the node into a model at that opset and give it to onnx.checker (and at the opset before the
    class's version odsgen refuses it; Gelu, new in 20, the checker refuses at 19 too)."""
    from odsgen.checking.inputs.onnx_model import _parsed
    from odsgen.runtime import ir

    mod = importlib.import_module(f"{PACKAGE}.v{opset}")
    cls = getattr(mod, cls_name)
    h, T = onnx.helper, onnx.TensorProto
    if cls_name.startswith("Conv"):
        shapes, elem = {"X": [1, 1, 4, 4], "W": [1, 1, 3, 3], "Y": [1, 1, 2, 2]}, "f32"
        block = ir.Block([_parsed(f"tensor<{'x'.join(map(str, shapes[n]))}x{elem}>") for n in ("X", "W")])
        op = cls.build(
            X=block.arguments[0], W=block.arguments[1], kernel_shape=[3, 3], Y_type=_parsed("tensor<1x1x2x2xf32>")
        )
        ins, out = ["X", "W"], "Y"
    elif cls_name.startswith("Gelu"):
        shapes = {"X": [2, 3], "Y": [2, 3]}
        block = ir.Block([_parsed("tensor<2x3xf32>")])
        op = cls.build(X=block.arguments[0], approximate="tanh", Y_type=_parsed("tensor<2x3xf32>"))
        ins, out = ["X"], "Y"
    else:
        shapes = {"A": [2, 3], "B": [2, 3], "C": [2, 3]}
        block = ir.Block([_parsed("tensor<2x3xf32>")] * 2)
        op = cls.build(A=block.arguments[0], B=block.arguments[1], C_type=_parsed("tensor<2x3xf32>"))
        ins, out = ["A", "B"], "C"
    Opset = package.enums.Opset
    assert package.TargetEnv(opset=Opset(opset)).is_legal(op)
    since = int(cls_name.rpartition("_")[2])
    if since > 1:
        assert not package.TargetEnv(opset=Opset(since - 1)).is_legal(op)
    if later is not None:
        assert not package.TargetEnv(opset=Opset(later)).is_legal(op)
    node = _node_of(onnx, op, ins, [out])
    graph = h.make_graph(
        [node],
        "g",
        [h.make_tensor_value_info(n, T.FLOAT, shapes[n]) for n in ins],
        [h.make_tensor_value_info(out, T.FLOAT, shapes[out])],
    )
    model = h.make_model(graph, opset_imports=[h.make_opsetid("", opset)])
    onnx.checker.check_model(model, full_check=True)
    if cls_name == "Gelu_20":  # an op new in 20: at 19 the checker knows no Gelu
        model.opset_import[0].version = 19
        with pytest.raises(onnx.checker.ValidationError, match="Gelu"):
            onnx.checker.check_model(model, full_check=True)
