"""Downgrades of ONNX models beyond onnx.version_converter (issue 37, item 5).

For each conversion the issue lists, a small model at the newer opset: onnx's own
``version_converter.convert_version`` fails on it ("No Adapter From Version"), odsgen's
``convert`` with examples/onnx/adapters.py writes a model that ``onnx.checker`` accepts at
the target opset, and ``onnx.reference.ReferenceEvaluator`` computes the same outputs from
the same random inputs before and after.
"""

from __future__ import annotations

import numpy as np
import pytest

from tests.oracle.onnx_oracle import onnx_or_skip, spec_path
from tests.runtime.runtime_support import REPO, run_odsgen

ADAPTERS = str(REPO / "examples" / "onnx" / "adapters.py")


@pytest.fixture(scope="module")
def onnx():
    return onnx_or_skip()


def _graph_model(onnx, nodes, inputs, outputs, opset, initializers=()):
    h = onnx.helper
    g = h.make_graph(nodes, "g", inputs, outputs, initializer=list(initializers))
    m = h.make_model(g, opset_imports=[h.make_opsetid("", opset)])
    onnx.checker.check_model(m, full_check=True)
    return m


def _cases(onnx):
    h, T, nh = onnx.helper, onnx.TensorProto, onnx.numpy_helper
    f = lambda n, shape, t=T.FLOAT: h.make_tensor_value_info(n, t, shape)  # noqa: E731
    yield "Sub 13->12", _graph_model(
        onnx, [h.make_node("Sub", ["a", "b"], ["c"])], [f("a", [2, 3]), f("b", [2, 3])], [f("c", [2, 3])], 13
    ), 12
    yield "Identity 16->15", _graph_model(
        onnx, [h.make_node("Identity", ["a"], ["c"])], [f("a", [4])], [f("c", [4])], 16
    ), 15
    const = h.make_node("Constant", [], ["k"], value=nh.from_array(np.arange(6, dtype=np.float32).reshape(2, 3)))
    yield "Constant 19->12", _graph_model(
        onnx, [const, h.make_node("Add", ["a", "k"], ["c"])], [f("a", [2, 3])], [f("c", [2, 3])], 19
    ), 12
    conv = h.make_node("Conv", ["x", "w"], ["y"], pads=[1, 1, 1, 1])
    yield "Conv 22->10", _graph_model(
        onnx, [conv], [f("x", [1, 2, 5, 5]), f("w", [3, 2, 3, 3])], [f("y", [1, 3, 5, 5])], 22
    ), 10
    idx = h.make_node("Constant", [], ["i"], value=nh.from_array(np.array([2, 0, 1], dtype=np.int64)))
    yield "Gather 11->10", _graph_model(
        onnx, [idx, h.make_node("Gather", ["a", "i"], ["c"], axis=1)], [f("a", [2, 3])], [f("c", [2, 3])], 11
    ), 10
    scales = nh.from_array(np.array([1, 1, 2, 2], dtype=np.float32), "scales")
    roi = nh.from_array(np.array([], dtype=np.float32), "roi")
    resize = h.make_node(
        "Resize",
        ["x", "roi", "scales"],
        ["y"],
        mode="nearest",
        coordinate_transformation_mode="asymmetric",
        nearest_mode="floor",
    )
    yield "Resize 11->10", _graph_model(
        onnx, [resize], [f("x", [1, 1, 2, 3])], [f("y", [1, 1, 4, 6])], 11, [scales, roi]
    ), 10
    gs = h.make_node("GridSample", ["x", "grid"], ["y"], mode="linear", align_corners=1)
    yield "GridSample 20->19", _graph_model(
        onnx, [gs], [f("x", [1, 1, 3, 3]), f("grid", [1, 2, 2, 2])], [f("y", [1, 1, 2, 2])], 20
    ), 19


def _random_inputs(onnx, model, rng):
    out = {}
    inits = {t.name for t in model.graph.initializer}
    for vi in model.graph.input:
        if vi.name in inits:
            continue
        shape = [d.dim_value for d in vi.type.tensor_type.shape.dim]
        out[vi.name] = rng.uniform(-1, 1, size=shape).astype(np.float32)
    return out


CASES = [
    "Sub 13->12",
    "Identity 16->15",
    "Constant 19->12",
    "Conv 22->10",
    "Gather 11->10",
    "Resize 11->10",
    "GridSample 20->19",
]
# onnx.version_converter 1.23.2 converts this Conv model (22 -> 10) itself: both must agree.
CONVERTER_HAS = {"Conv 22->10"}
REFERENCE_LACKS = {"Resize 11->10", "GridSample 20->19"}


@pytest.mark.parametrize("case", CASES)
def test_adapter_converts_what_version_converter_cannot(onnx, case, tmp_path):
    from onnx.reference import ReferenceEvaluator

    model, target = next((m, t) for name, m, t in _cases(onnx) if name == case)
    if case in CONVERTER_HAS:
        onnx.version_converter.convert_version(model, target)
    else:
        with pytest.raises(Exception, match="No Adapter"):
            onnx.version_converter.convert_version(model, target)
    src, out = tmp_path / "in.onnx", tmp_path / "out.onnx"
    onnx.save(model, str(src))
    r = run_odsgen(
        "convert",
        str(src),
        "--spec",
        spec_path(),
        "--target",
        f"opset={target}",
        "--patterns",
        ADAPTERS,
        "-o",
        str(out),
    )
    assert r.returncode == 0, r.stderr.decode()
    converted = onnx.load(str(out))
    assert [o.version for o in converted.opset_import if o.domain in ("", "ai.onnx")] == [target]
    onnx.checker.check_model(converted, full_check=True)
    runs = converted
    if case in REFERENCE_LACKS:
        # onnx.reference implements the newest Resize and GridSample only (Resize 10's second
        # input would be read as roi, GridSample 16's 'bilinear' refused): the converted model
        # is run after onnx's own upgrade adapter takes it back to the source opset.
        runs = onnx.version_converter.convert_version(converted, model.opset_import[0].version)
    rng = np.random.default_rng(37)
    for _ in range(3):
        feeds = _random_inputs(onnx, model, rng)
        before = ReferenceEvaluator(model).run(None, feeds)
        after = ReferenceEvaluator(runs).run(None, feeds)
        for a, b in zip(before, after):
            np.testing.assert_allclose(a, b, rtol=1e-6, atol=1e-6)
