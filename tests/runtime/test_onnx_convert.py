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
from tests.runtime.runtime_support import REPO, run_odsgen, run_odsgen_in_process

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


# The case whose convert runs as the real CLI, in a process of its own (exit status, no
# traceback, the file written); the others run the same command in this process, where the
# spec loaded by the first is not loaded again.
IN_A_SUBPROCESS = "Sub 13->12"


def _cli_convert(onnx, model, target: int, tmp_path, own_process: bool = False):
    """``odsgen convert in.onnx --spec onnx.td --target opset=N --patterns adapters.py -o out.onnx``
    (exit 0, no traceback): the model written."""
    src, out = tmp_path / "in.onnx", tmp_path / "out.onnx"
    onnx.save(model, str(src))
    r = (run_odsgen if own_process else run_odsgen_in_process)(
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
    assert b"Traceback" not in r.stderr, r.stderr.decode()
    return onnx.load(str(out))


@pytest.mark.parametrize("case", CASES)
def test_adapter_converts_what_version_converter_cannot(onnx, case, tmp_path):
    from onnx.reference import ReferenceEvaluator

    model, target = next((m, t) for name, m, t in _cases(onnx) if name == case)
    if case in CONVERTER_HAS:
        onnx.version_converter.convert_version(model, target)
    else:
        with pytest.raises(Exception, match="No Adapter"):
            onnx.version_converter.convert_version(model, target)
    converted = _cli_convert(onnx, model, target, tmp_path, own_process=case == IN_A_SUBPROCESS)
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


@pytest.mark.parametrize("case", ["Sub 13->12", "Conv 22->10"])
def test_api_convert_to_onnx_writes_the_model_the_cli_writes(onnx, case, tmp_path):
    """``odsgen.api.convert(..., output="x.onnx")`` writes an ONNX model (not MLIR text), as
    ``odsgen convert -o x.onnx`` does (issue 37): ``onnx.load`` reads it, ``onnx.checker``
    accepts it at the target's opset, and it is the CLI's model byte for byte; a
    ``.mlir`` output is MLIR text, as the CLI's."""
    from odsgen import api

    model, target = next((m, t) for name, m, t in _cases(onnx) if name == case)
    src, out, text = tmp_path / "in.onnx", tmp_path / "api.onnx", tmp_path / "api.mlir"
    onnx.save(model, str(src))
    got = api.convert(spec_path(), str(src), f"opset={target}", ADAPTERS, output=str(out))
    assert got["status"] == "legal" and got["output"] == str(out), got
    written = onnx.load(str(out))
    onnx.checker.check_model(written, full_check=True)
    assert [o.version for o in written.opset_import if o.domain in ("", "ai.onnx")] == [target]
    cli = _cli_convert(onnx, model, target, tmp_path)
    assert written.SerializeToString() == cli.SerializeToString()
    api.convert(spec_path(), str(src), f"opset={target}", ADAPTERS, output=str(text))
    assert text.read_text().lstrip().startswith('"builtin.module"()')


# -- subgraphs and model-local functions (issue 37, convert of If/Loop/Scan bodies and functions)


def _control_flow_models(onnx):
    """Models whose nodes to convert sit in subgraphs and a function, each at its source opset,
    with the target: If 13 with Sub/Identity 13 in its branches and a local function of Sub
    13 (-> 12); Loop 16 with Add 14 and Identity 16 in its body (-> 12); Scan 16 with Sub 14
    in its body (-> 12)."""
    h, T = onnx.helper, onnx.TensorProto
    f = lambda n, shape=(2, 3), t=T.FLOAT: h.make_tensor_value_info(n, t, list(shape))  # noqa: E731
    then_g = h.make_graph([h.make_node("Sub", ["a", "b"], ["t"], name="then_sub")], "then", [], [f("t")])
    else_g = h.make_graph(
        [
            h.make_node("Identity", ["a"], ["e0"], name="else_id"),
            h.make_node("Sub", ["e0", "b"], ["e"], name="else_sub"),
        ],
        "else",
        [],
        [f("e")],
    )
    fn = h.make_function(
        "local", "MySub", ["x", "y"], ["z"], [h.make_node("Sub", ["x", "y"], ["z"])], [h.make_opsetid("", 13)]
    )
    g = h.make_graph(
        [
            h.make_node("If", ["c"], ["y"], then_branch=then_g, else_branch=else_g, name="if0"),
            h.make_node("MySub", ["y", "b"], ["w"], domain="local", name="call"),
        ],
        "g",
        [f("a"), f("b"), f("c", (), T.BOOL)],
        [f("w")],
    )
    if_model = h.make_model(g, opset_imports=[h.make_opsetid("", 13), h.make_opsetid("local", 1)], functions=[fn])
    body = h.make_graph(
        [
            h.make_node("Add", ["acc", "x"], ["acc2"], name="body_add"),
            h.make_node("Identity", ["cond_in"], ["cond_out"], name="body_id"),
        ],
        "body",
        [f("i", (), T.INT64), f("cond_in", (), T.BOOL), f("acc")],
        [f("cond_out", (), T.BOOL), f("acc2")],
    )
    g = h.make_graph(
        [h.make_node("Loop", ["n", "", "x"], ["s"], body=body, name="loop0")],
        "g",
        [f("n", (), T.INT64), f("x")],
        [f("s")],
    )
    loop_model = h.make_model(g, opset_imports=[h.make_opsetid("", 16)])
    body = h.make_graph(
        [
            h.make_node("Sub", ["st", "row"], ["st2"], name="body_sub"),
            h.make_node("Identity", ["st2"], ["out"], name="body_id"),
        ],
        "body",
        [f("st", (3,)), f("row", (3,))],
        [f("st2", (3,)), f("out", (3,))],
    )
    g = h.make_graph(
        [h.make_node("Scan", ["s0", "xs"], ["s", "ys"], body=body, num_scan_inputs=1, name="scan0")],
        "g",
        [f("s0", (3,)), f("xs", (4, 3))],
        [f("s", (3,)), f("ys", (4, 3))],
    )
    scan_model = h.make_model(g, opset_imports=[h.make_opsetid("", 16)])
    for m in (if_model, loop_model, scan_model):
        onnx.checker.check_model(m, full_check=True)
    return {"If+function 13->12": (if_model, 12), "Loop 16->12": (loop_model, 12), "Scan 16->12": (scan_model, 12)}


def _every_node(onnx, model):
    """(where, node) of every node: the main graph's, its subgraphs', the functions'."""

    def walk(g, where):
        for node in g.node:
            yield where, node
            for a in node.attribute:
                if a.type == onnx.AttributeProto.GRAPH:
                    yield from walk(a.g, f"{where}/{node.op_type}.{a.name}")

    yield from walk(model.graph, "graph")
    for fn in model.functions:
        for node in fn.node:
            yield f"function {fn.name}", node


@pytest.mark.parametrize("case", ["If+function 13->12", "Loop 16->12", "Scan 16->12"])
def test_convert_rewrites_the_nodes_of_subgraphs_and_functions(onnx, case, tmp_path):
    """odsgen convert writes every node, in If/Loop/Scan bodies and in model-local functions
    too, as the target's op version (functions' own opset_import set to it): onnx.checker
    accepts the model at the target, where version_converter fails, and ReferenceEvaluator
    computes the same outputs."""
    from tests.oracle.onnx_convert import random_feeds, same_outputs

    model, target = _control_flow_models(onnx)[case]
    with pytest.raises(Exception, match="No Adapter"):
        onnx.version_converter.convert_version(model, target)
    converted = _cli_convert(onnx, model, target, tmp_path)
    onnx.checker.check_model(converted, full_check=True)
    for fn in converted.functions:
        assert [o.version for o in fn.opset_import if o.domain in ("", "ai.onnx")] == [target]
    for where, node in _every_node(onnx, converted):
        if node.domain in ("", "ai.onnx"):
            since = onnx.defs.get_schema(node.op_type, target, "").since_version
            assert since <= target, (where, node.op_type)
    rng = np.random.default_rng(37)
    for _ in range(3):
        feeds = random_feeds(model, rng)
        if "n" in feeds:
            feeds["n"] = np.array(rng.integers(0, 4), dtype=np.int64)
        ok, why = same_outputs(model, converted, feeds)
        assert ok, why


# onnx's own node test cases (onnx.backend.test.case.node, with onnx's inputs and outputs)
# whose Loop bodies hold the nodes to convert: version_converter 1.23.2 fails on each.
REAL = [
    ("sequence_map", "test_sequence_map_add_2_sequences_expanded", 13),
    ("sequence_map", "test_sequence_map_add_1_sequence_1_tensor_expanded", 13),
    ("sequence_map", "test_sequence_map_identity_1_sequence_expanded", 13),
    ("sequence_map", "test_sequence_map_extract_shapes_expanded", 15),
]


@pytest.fixture(scope="module")
def onnx_node_cases(onnx):
    """onnx's node test cases of the modules REAL names (importing one runs its exports)."""
    import importlib
    import warnings

    import onnx.backend.test.case.node as node_cases

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for module in {m for m, _, _ in REAL}:
            importlib.import_module(f"onnx.backend.test.case.node.{module}")
    return {c.name: c for c in node_cases._NodeTestCases}


@pytest.mark.parametrize(("module", "name", "target"), REAL, ids=[n for _, n, _ in REAL])
def test_convert_of_onnx_node_cases_with_loops(onnx, onnx_node_cases, module, name, target):
    """The node cases onnx ships: converted below where version_converter can go, the model
    passes onnx.checker at the target and computes onnx's expected outputs from onnx's inputs."""
    from tests.oracle.onnx_convert import odsgen_convert, same_outputs

    case = onnx_node_cases[name]
    with pytest.raises(Exception):  # noqa: B017 (version_converter's own error kinds vary)
        onnx.version_converter.convert_version(case.model, target)
    status, converted, text = odsgen_convert(case.model, target, name + ".onnx")
    assert status == "legal", text
    onnx.checker.check_model(converted, full_check=True)
    assert any(where != "graph" for where, node in _every_node(onnx, converted)), "the case holds nodes in a subgraph"
    for inputs, expected in case.data_sets:
        feeds = {i.name: v for i, v in zip(case.model.graph.input, inputs)}
        ok, why = same_outputs(case.model, converted, feeds)
        assert ok, why


def test_a_refused_control_flow_rewrite_keeps_its_subgraphs(onnx, onnx_node_cases):
    """Loop 13 -> 11 is refused for a Loop of sequences (11 has none): the rewrite that took
    the Loop's body is rolled back, so the model written (illegal at 12) still computes the
    same outputs, its body whole."""
    from tests.oracle.onnx_convert import odsgen_convert, same_outputs

    case = onnx_node_cases["test_sequence_map_add_2_sequences_expanded"]
    status, converted, text = odsgen_convert(case.model, 12, "seq.onnx")
    assert status == "illegal" and "'onnx.Loop_v16' is not available" in text, text
    assert sum(1 for w, _ in _every_node(onnx, converted) if w != "graph") == sum(
        1 for w, _ in _every_node(onnx, case.model) if w != "graph"
    )
    inputs, _ = case.data_sets[0]
    feeds = {i.name: v for i, v in zip(case.model.graph.input, inputs)}
    converted.opset_import[0].version = 17  # (run at the source opset: 12 has no such Loop)
    ok, why = same_outputs(case.model, converted, feeds)
    assert ok, why
