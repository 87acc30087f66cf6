"""ONNX operator sets as a spec and ONNX models as modules (issue 37, items 1-3; docs/onnx.md).

``odsgen import onnx`` writes the installed onnx's operator sets; validate and deduce read
``.onnx`` models at the target's opsets. The judge is onnx itself (its schemas and
onnx.checker); the differential test over every shipped model and node test case is
tests/oracle/test_onnx_checker.py.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.oracle.onnx_oracle import checker_verdict, onnx_or_skip, spec_path
from tests.runtime.runtime_support import REPO, run_odsgen, run_odsgen_in_process


@pytest.fixture(scope="module")
def onnx():
    return onnx_or_skip()


def _add_model(onnx, opset: int, elem: int = 1, attrs: dict | None = None, op: str = "Add"):
    h = onnx.helper
    node = h.make_node(op, ["a", "b"], ["c"], name="add0", **(attrs or {}))
    g = h.make_graph(
        [node],
        "g",
        [h.make_tensor_value_info("a", elem, [2]), h.make_tensor_value_info("b", elem, [2])],
        [h.make_tensor_value_info("c", elem, [2])],
    )
    return h.make_model(g, opset_imports=[h.make_opsetid("", opset)])


def test_import_writes_one_op_per_version_deterministically(onnx, tmp_path):
    """Every non-deprecated (domain, op, since_version) of the installed onnx is one op,
    available from its since_version to the next version minus one; two runs write the
    same bytes (the command in a subprocess, and odsgen's writer in this one, whose spec the
    other tests load: spec_path); the records evaluate."""
    a = tmp_path / "onnx.td"
    r = run_odsgen("import", "onnx", "-o", str(a))
    assert r.returncode == 0, r.stderr.decode()
    assert a.read_bytes() == Path(spec_path()).read_bytes()
    text = a.read_text()
    schemas = [s for s in onnx.defs.get_all_schemas_with_history() if not s.deprecated]
    assert text.count("\ndef ONNX") - text.count("_deprecated : ONNX_Deprecated") >= len(schemas)
    # Conv: versions 1, 11, 22 -> opsets 1-10, 11-21, 22 on
    conv = sorted(s.since_version for s in schemas if s.name == "Conv" and s.domain == "")
    for i, v in enumerate(conv):
        block = text.split(f'def ONNX_Conv_{v} : ONNX_Op<"Conv_v{v}", "Conv", {v}>')[1].split("\n}\n")[0]
        if i + 1 < len(conv):
            assert f"MaxOpset<ONNX_OPSET_{conv[i + 1] - 1}>" in block
        else:
            assert "MaxOpset" not in block
        assert f"MinOpset<ONNX_OPSET_{v}>" in block
    # the types Add 14 added over Add 13, and an attribute a version added
    add14 = text.split("def ONNX_Add_14 :")[1].split("\n}\n")[0]
    assert "TypeAvailableAt<TensorOf<[UI8]>, [MinOpset<ONNX_OPSET_14>]>" in add14
    assert "TypeAvailableAt<TensorOf<[F32]>" not in add14
    # ai.onnx.ml has its own axis
    assert 'I32EnumAttr<"Ml"' in text and "MinMl<ONNX_ML_OPSET_1>" in text
    from tests.oracle.onnx_oracle import spec

    assert len(spec().checked.model.ops) >= len(schemas)  # (the spec the other tests load, once per worker)


def test_import_quotes_hostile_schema_names(onnx, tmp_path):
    """A schema whose names and docs hold quotes, braces, code-block ends and newlines
    adds no record and breaks no string (registered in a subprocess of its own)."""
    out = tmp_path / "hostile.td"
    script = textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {str(REPO)!r})
        import onnx.defs as d
        S = d.OpSchema
        s = S('Evil"; }}\\ndef Injected : Op<ONNX_Dialect, "x">; //', "ai.onnx.ml", 1,
              doc='}}] def Injected2 {{}} [{{ "q" \\\\ b\\n',
              inputs=[S.FormalParameter('x"}}]', "T")], outputs=[S.FormalParameter("$y z", "T")],
              type_constraints=[("T", ["tensor(float)"], "")],
              attributes=[S.Attribute('a"tt', S.AttrType.INT, "d}}]", required=False)])
        d.register_schema(s)
        from odsgen.checking.onnx_import import render_onnx_spec
        open({str(out)!r}, "w").write(render_onnx_spec()[0])
        """)
    subprocess.run([sys.executable, "-c", script], check=True, cwd=str(REPO), timeout=120)
    r = run_odsgen_in_process("records", str(out), "-I", "tdlib", "--json")
    assert r.returncode == 0, r.stderr.decode()[:2000]
    records = json.loads(r.stdout)
    assert not [n for n in records if "Injected" in n and not n.startswith("ONNX_ML_Evil")]
    (evil,) = [v for n, v in records.items() if n.startswith("ONNX_ML_Evil")]
    assert evil["opName"] == 'Evil"; }\ndef Injected : Op<ONNX_Dialect, "x">; //_v1'
    assert evil["description"].startswith('}] def Injected2 {} [{ "q" \\ b')


def test_validate_reads_a_model_at_the_target_opset(onnx, tmp_path):
    """A model is read at the target's opset (its nodes as that opset's op versions): Add of
    int8 needs Add 14, so it is illegal at 13 with the op version and type that decide it,
    located at the node, and legal at 14, as onnx.checker says."""
    path = tmp_path / "m.onnx"
    model = _add_model(onnx, 14, elem=onnx.TensorProto.INT8)
    onnx.save(model, str(path))
    spec = spec_path()
    bad = run_odsgen_in_process("validate", str(path), "--spec", spec, "--target", "opset=13")
    good = run_odsgen_in_process("validate", str(path), "--spec", spec, "--target", "opset=14")
    assert checker_verdict(model, 13)[0] is False and checker_verdict(model, 14)[0] is True
    assert good.returncode == 0, good.stderr.decode()
    assert bad.returncode != 0
    err = bad.stderr.decode() + bad.stdout.decode()
    assert "onnx.Add_v13" in err and "si8" in err, err
    # located as the issue has it: ``model.onnx: node #N 'name' (OpType)``, no listing line beneath
    assert f"{path}: node #0 'add0' (Add): error: 'onnx.Add_v13' op operand #0 must be T" in err, err
    assert ":1: error" not in err and "\n  node #0" not in err, err


def test_reports_name_the_node_in_json_sarif_and_github(onnx, tmp_path):
    """JSON's ``loc`` is the node's place as text prints it; SARIF gives the file with no
    line (a model has none) and the node as a logical location; GitHub's annotation names
    the file and starts its message with the node. A node of a subgraph is named through
    its parent node and graph attribute."""
    h = onnx.helper
    then = h.make_graph(
        [h.make_node("Gelu", ["a"], ["t"], name="inner")], "then", [], [h.make_tensor_value_info("t", 1, [2])]
    )
    other = h.make_graph(
        [h.make_node("Identity", ["a"], ["e"], name="e0")], "else", [], [h.make_tensor_value_info("e", 1, [2])]
    )
    g = h.make_graph(
        [h.make_node("If", ["c"], ["y"], name="if0", then_branch=then, else_branch=other)],
        "g",
        [h.make_tensor_value_info("c", onnx.TensorProto.BOOL, []), h.make_tensor_value_info("a", 1, [2])],
        [h.make_tensor_value_info("y", 1, [2])],
    )
    path = tmp_path / "if.onnx"
    onnx.save(h.make_model(g, opset_imports=[h.make_opsetid("", 20)]), str(path))
    where = f"{path}: node #0 'if0' (If) then_branch: node #0 'inner' (Gelu)"
    assert checker_verdict(h.make_model(g, opset_imports=[h.make_opsetid("", 20)]), 19)[0] is False
    r = run_odsgen_in_process("validate", str(path), "--spec", spec_path(), "--target", "opset=19", "--format", "sarif")
    assert r.returncode == 1, r.stderr.decode()
    (result,) = json.loads(r.stdout)["runs"][0]["results"]
    (loc,) = result["locations"]
    assert "region" not in loc["physicalLocation"], loc
    assert loc["physicalLocation"]["artifactLocation"]["uri"].endswith("if.onnx")
    assert loc["logicalLocations"] == [{"name": where.split(": ", 1)[1], "fullyQualifiedName": where}], loc
    from odsgen.api import validate
    from odsgen.checking.reports.formats import Finding, github
    from odsgen.source import Loc

    from tests.oracle.onnx_oracle import spec

    report = validate(spec(), str(path), "opset=19")
    assert report["illegal"][0]["loc"] == where, report
    annotation = github([Finding("unavailable", "'onnx.Gelu_v20' ...", Loc.parse(where))])
    assert annotation.startswith(f"::error file={path},title=unavailable::node #0 'if0' (If) then_branch: "), annotation


def test_validate_reports_an_op_removed_and_one_not_yet_there(onnx, tmp_path):
    """An op version past the target (Gelu is opset 20 on) and one the target removed
    (Upsample is deprecated at 10) are not available, with the bound that decides it."""
    h = onnx.helper
    g = h.make_graph(
        [h.make_node("Gelu", ["a"], ["b"], name="g0")],
        "g",
        [h.make_tensor_value_info("a", 1, [2])],
        [h.make_tensor_value_info("b", 1, [2])],
    )
    path = tmp_path / "gelu.onnx"
    onnx.save(h.make_model(g, opset_imports=[h.make_opsetid("", 20)]), str(path))
    r = run_odsgen_in_process("validate", str(path), "--spec", spec_path(), "--target", "opset=19")
    assert r.returncode == 1, r.stderr.decode()
    assert "MinOpset: needs version 20 or later; the target has 19" in r.stdout.decode() + r.stderr.decode()
    d = run_odsgen_in_process("deduce", str(path), "--spec", spec_path())
    assert d.returncode == 0, d.stderr.decode()
    assert "least target opset=20" in d.stdout.decode()


def test_deduce_gives_the_least_opset_the_checker_accepts(onnx, tmp_path):
    """deduce of a model: the least opset onnx.checker accepts it at (Add of int8: 14;
    Add of float: 1... but the checker's least is the first opset where every op exists)."""
    for elem, model_opset in ((onnx.TensorProto.INT8, 14), (onnx.TensorProto.FLOAT, 7)):
        model = _add_model(onnx, model_opset, elem=elem)
        path = tmp_path / f"add{elem}.onnx"
        onnx.save(model, str(path))
        least = next(n for n in range(1, onnx.defs.onnx_opset_version() + 1) if checker_verdict(model, n)[0])
        r = run_odsgen_in_process("deduce", str(path), "--spec", spec_path())
        assert r.returncode == 0, r.stderr.decode()
        assert f"least target opset={least}\n" in r.stdout.decode(), r.stdout.decode()


def test_an_unreadable_model_is_an_error_at_the_file(onnx, tmp_path):
    path = tmp_path / "junk.onnx"
    path.write_bytes(b"\xff\xfe not protobuf at all \x00\x01")
    r = run_odsgen_in_process("validate", str(path), "--spec", spec_path(), "--target", "opset=13")
    assert r.returncode == 2
    err = r.stderr.decode()
    assert "junk.onnx" in err and "Traceback" not in err, err


def test_explain_reads_the_node_at_the_target_opset(onnx, tmp_path):
    """explain --module M.onnx --at 'node #N' (the node as reports name it): the node's op
    version at the target's opset, with its requirements (Sub of float at opset 13 is Sub 13: opsets 13 to 13)."""
    path = tmp_path / "sub.onnx"
    onnx.save(_add_model(onnx, 14, op="Sub"), str(path))
    r = run_odsgen_in_process(
        "explain", "--module", str(path), "--at", "node #0", "--spec", spec_path(), "--target", "opset=13"
    )
    assert r.returncode == 0, r.stderr.decode()
    out = r.stdout.decode()
    assert "onnx.Sub_v13" in out and "MaxOpset: version 13 or earlier" in out and "is legal" in out, out
    assert out.startswith(f"{path}: node #0 'add0' (Sub): onnx.Sub_v13"), out


# Shipped models (onnx/backend/test/data) for the sweep: a CNN, operators, a sequence model,
# a training-domain graph; and the targets, across op versions and removals.
SWEEP_MODELS = [
    "light/light_squeezenet.onnx",
    "pytorch-converted/test_Conv2d/model.onnx",
    "pytorch-operator/test_operator_addconstant/model.onnx",
    "simple/test_expand_shape_model1/model.onnx",
    "simple/test_sequence_model1/model.onnx",
    "simple/test_gradient_of_add/model.onnx",
]
SWEEP_OPSETS = [1, 6, 7, 9, 11, 13, 18, 20, 28]


def test_a_sweep_of_onnx_models_equals_the_checker_cell_by_cell(onnx, tmp_path):
    """validate with several models and several --target opset=N: one cell per (model,
    target), each model read at each target's opsets, each cell legal exactly where
    onnx.checker accepts the model at that opset (but for the listed disagreements,
    tests/oracle/onnx_known.py); with the built Gelu model (new in 20) beside them."""
    from tests.oracle.onnx_known import KNOWN

    data = Path(onnx.__file__).parent / "backend" / "test" / "data"
    paths = [str(data / m) for m in SWEEP_MODELS]
    h = onnx.helper
    gelu = h.make_model(
        h.make_graph(
            [h.make_node("Gelu", ["x"], ["y"])],
            "g",
            [h.make_tensor_value_info("x", 1, [2])],
            [h.make_tensor_value_info("y", 1, [2])],
        ),
        opset_imports=[h.make_opsetid("", 20)],
    )
    onnx.save(gelu, str(tmp_path / "gelu.onnx"))
    paths.append(str(tmp_path / "gelu.onnx"))
    targets = [a for n in SWEEP_OPSETS for a in ("--target", f"opset={n}")]
    r = run_odsgen_in_process("validate", *paths, "--spec", spec_path(), *targets, "--format", "json")
    assert r.returncode in (0, 1, 3), r.stderr.decode()[-3000:]  # (3: a model malformed at some opset)
    doc = json.loads(r.stdout)
    assert [m["module"] for m in doc["modules"]] == paths
    cells = 0
    for row, path, name in zip(doc["modules"], paths, SWEEP_MODELS + ["gelu"]):
        model = onnx.load(path, load_external_data=False)
        for n in SWEEP_OPSETS:
            ok, msg = checker_verdict(model, n)
            got = row["results"][f"opset={n}"]["status"]
            cells += 1
            if (name, n) in KNOWN:
                assert (got == "legal") != ok, (name, n, KNOWN[(name, n)])
            else:
                assert (got == "legal") == ok, (name, n, got, msg)
    assert cells == len(paths) * len(SWEEP_OPSETS)


def _one_node_model(onnx, opset: int, op: str, inputs: list, outputs: list, **attrs):
    """A model of one node ``op`` named 'n0' (inputs and outputs as (name, shape) of float)."""
    h = onnx.helper
    node = h.make_node(op, [n for n, _ in inputs], [n for n, _ in outputs], name="n0", **attrs)
    g = h.make_graph(
        [node],
        "g",
        [h.make_tensor_value_info(n, onnx.TensorProto.FLOAT, s) for n, s in inputs],
        [h.make_tensor_value_info(n, onnx.TensorProto.FLOAT, s) for n, s in outputs],
    )
    return h.make_model(g, opset_imports=[h.make_opsetid("", opset)])


def test_validate_refuses_what_onnx_shape_inference_refuses(onnx, tmp_path):
    """onnx.checker's full_check runs ONNX's strict shape inference, whose rules are C++
    code of each schema: Flatten before 11 takes no negative axis ("[0, R]" in Flatten 1's
    and 9's docs), Split from 18 needs ``num_outputs`` or the ``split`` input. validate
    refuses the model exactly at the opsets the checker does, naming the op version, the
    node and inference's reason; deduce gives the checker's least opset."""
    cases = [
        (
            _one_node_model(onnx, 11, "Flatten", [("x", [2, 3])], [("y", [2, 3])], axis=-1),
            "flatten.onnx",
            10,
            11,
            "onnx.Flatten_v9",
            "Invalid value(-1) for attribute 'axis'",
        ),
        (
            _one_node_model(onnx, 13, "Split", [("x", [4])], [("a", [2]), ("b", [2])]),
            "split.onnx",
            18,
            17,
            "onnx.Split_v18",
            "Neither 'split' input nor 'num_outputs' attribute has been given",
        ),
    ]
    from odsgen.checking.onnx_deduce import least_target
    from odsgen.source import SourceManager

    from tests.oracle.onnx_oracle import odsgen_verdict, spec

    for model, file, bad_at, good_at, op, reason in cases:
        path = tmp_path / file
        onnx.save(model, str(path))
        assert checker_verdict(model, bad_at)[0] is False and checker_verdict(model, good_at)[0] is True
        assert odsgen_verdict(model, good_at) == (True, "")
        ok, why = odsgen_verdict(model, bad_at)
        assert not ok and op in why and reason in why and "shape inference" in why, why
        least = next(n for n in range(1, onnx.defs.onnx_opset_version() + 1) if checker_verdict(model, n)[0])
        assert least_target(spec().checked, str(path), SourceManager()).opsets[""] == least
    # the command: exit 3 (malformed at that opset), at the node, no traceback
    bad = run_odsgen("validate", str(tmp_path / "flatten.onnx"), "--spec", spec_path(), "--target", "opset=10")
    out = bad.stdout.decode() + bad.stderr.decode()
    assert bad.returncode == 3, out
    assert "onnx.Flatten_v9" in out and "Invalid value(-1)" in out and "Traceback" not in out, out
    assert "node #0 'n0' (Flatten)" in out, out


def test_mvn_without_axes_is_refused_as_onnx_checker_refuses_it(onnx, tmp_path):
    """MeanVarianceNormalization 13 with no ``axes``: onnx.checker refuses it (its function
    body's ``Constant <value_ints = @axes>`` is inferred without the attribute's default),
    though MVN 13's schema gives axes the default [0, 2, 3] and onnx.reference runs it. The
    issue's standard is the checker's answer, so validate refuses it too, and this test
    keeps the evidence that the checker is the one in the wrong (docs/onnx.md)."""
    import numpy as np
    from onnx.reference import ReferenceEvaluator

    model = _one_node_model(onnx, 13, "MeanVarianceNormalization", [("x", [3, 3, 3, 1])], [("y", [3, 3, 3, 1])])
    schema = onnx.defs.get_schema("MeanVarianceNormalization", 13)
    assert list(schema.attributes["axes"].default_value.ints) == [0, 2, 3]
    x = np.random.default_rng(0).random((3, 3, 3, 1), dtype=np.float32)
    got = ReferenceEvaluator(model).run(None, {"x": x})[0]
    want = (x - x.mean(axis=(0, 2, 3), keepdims=True)) / np.sqrt(x.var(axis=(0, 2, 3), keepdims=True) + 1e-9)
    assert np.allclose(got, want, atol=1e-5)
    ok, why = checker_verdict(model, 13)
    assert not ok and "One and only one of the attributes" in why, why
    from odsgen.api import validate

    from tests.oracle.onnx_oracle import spec

    report = validate(spec(), model, "opset=13", filename="mvn.onnx")
    assert report["status"] == "malformed", report
    (error,) = report["malformed"][0]["errors"]
    assert error["category"] == "shape-inference" and "One and only one of the attributes" in error["message"]


def test_a_node_place_reads_back_from_its_text():
    """A report's ``loc`` text of a node (``Loc.label``) reads back as that place, a
    subgraph's node too; a file name with ": " and a line and column stays a file."""
    from odsgen.source import Loc

    for text in ("m.onnx: node #0 'a' (If) then_branch: node #1 'b: c' (Add)", "m.onnx: graph 'g'"):
        loc = Loc.parse(text)
        assert loc is not None and loc.file == "m.onnx" and loc.shown_line == 0 and str(loc) == text
    odd = Loc.parse("w.yml:9:9: error: node #1.mlir:2:8")
    assert odd == Loc("w.yml:9:9: error: node #1.mlir", 2, 8)


def test_readings_share_a_module_only_where_each_opset_reads_the_same(onnx):
    """``readings`` reads a model once per distinct reading among several opsets (the ONNX
    oracle judges each model at every opset so): each opset of a group, read on its own
    (``build_module``), prints as the same IR, with the same refusals but for the opsets
    their wording names, and the listing differs in its first line alone. Models: Add
    (versions 1, 6, 7, 13, 14), Flatten with a negative axis (refused before 11), Split
    without its sizes (refused from 18), and an If whose branches hold a Relu."""
    import re

    from odsgen.checking.inputs.onnx_model import build_module, readings, refusals
    from odsgen.runtime.printer import module_to_str
    from odsgen.source import SourceManager

    h = onnx.helper
    branch = h.make_graph(
        [h.make_node("Relu", ["x"], ["r"])], "b", [], [h.make_tensor_value_info("r", onnx.TensorProto.FLOAT, [2])]
    )
    iff = h.make_graph(
        [h.make_node("If", ["c"], ["y"], then_branch=branch, else_branch=branch)],
        "g",
        [h.make_tensor_value_info("c", onnx.TensorProto.BOOL, []), h.make_tensor_value_info("x", 1, [2])],
        [h.make_tensor_value_info("y", onnx.TensorProto.FLOAT, [2])],
    )
    models = [
        _add_model(onnx, 13),
        _one_node_model(onnx, 11, "Flatten", [("x", [2, 3])], [("y", [2, 3])], axis=-1),
        _one_node_model(onnx, 13, "Split", [("x", [4])], [("a", [2]), ("b", [2])]),
        h.make_model(iff, opset_imports=[h.make_opsetid("", 13)]),
    ]
    newest = onnx.defs.onnx_opset_version()
    ats = [{"": n} for n in range(1, newest + 1)]

    def unworded(module):
        return sorted((op.name, [re.sub(r"at opset [^:]*:", "", m) for m in ms]) for op, ms in refusals(module).items())

    for model in models:
        got = readings(model, "m.onnx", ats)
        assert sorted(k for _, where in got for k in where) == list(range(newest))
        assert 1 < len(got) < newest  # (some opsets share a reading, not all)
        for module, where in got:
            shared = module_to_str(module)
            listing = module.source.text.splitlines()[1:]
            for k in where:
                alone = build_module(model, "m.onnx", SourceManager(), ats[k])
                assert module_to_str(alone) == shared, (k + 1, where)
                assert alone.source.text.splitlines()[1:] == listing
                assert unworded(alone) == unworded(module)


def test_validate_each_is_validate_at_each_target(onnx, tmp_path):
    """``validate_each`` (the module read and verified once for several targets; an ONNX
    model once per distinct opsets) gives what ``validate`` gives at each target, as a
    ModelProto, a path and a module of odsgen's IR read from it (``readings``); each
    report is its own (changing one changes no other), and a bad target raises before
    any is made. Models: Flatten with a negative axis (malformed before 11) and Split
    without its sizes (malformed from 18)."""
    import odsgen
    from odsgen.checking.inputs.onnx_model import readings

    spec = odsgen.load_spec(spec_path())
    newest = onnx.defs.onnx_opset_version()
    models = [
        _one_node_model(onnx, 11, "Flatten", [("x", [2, 3])], [("y", [2, 3])], axis=-1),
        _one_node_model(onnx, 13, "Split", [("x", [4])], [("a", [2]), ("b", [2])]),
    ]
    targets = [f"opset={n}" for n in range(1, newest + 1)] + ["opset=13", spec.target("opset=9")]
    for i, model in enumerate(models):
        path = tmp_path / f"m{i}.onnx"
        onnx.save(model, str(path))
        for module in (model, str(path)):
            got = odsgen.validate_each(spec, module, targets, filename="m.onnx")
            assert got == [odsgen.validate(spec, module, t, filename="m.onnx") for t in targets]
            assert {r["status"] for r in got} == {"legal", "malformed"}
        for module, where in readings(model, "m.onnx", [{"": n} for n in range(1, newest + 1)]):
            each = [f"opset={k + 1}" for k in where]
            got = odsgen.validate_each(spec, module, each, filename="m.onnx")
            assert got == [odsgen.validate(spec, module, t, filename="m.onnx") for t in each]
    got = odsgen.validate_each(spec, models[0], ["opset=9", "opset=10"], filename="m.onnx")
    assert got[0]["status"] == got[1]["status"] == "malformed"
    got[0]["malformed"].clear()
    got[0]["unchecked"].get("by_op", {}).clear()
    assert got[1] == odsgen.validate(spec, models[0], "opset=10", filename="m.onnx")
    with pytest.raises(odsgen.OdsgenError, match="opset"):
        odsgen.validate_each(spec, models[0], ["opset=9", "opset=0"], filename="m.onnx")
    assert odsgen.validate_each(spec, models[0], [], filename="m.onnx") == []
