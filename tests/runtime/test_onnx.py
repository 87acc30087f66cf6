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
    same bytes; the records evaluate."""
    a, b = tmp_path / "one" / "onnx.td", tmp_path / "two" / "onnx.td"
    for p in (a, b):
        p.parent.mkdir()
        r = run_odsgen("import", "onnx", "-o", str(p))
        assert r.returncode == 0, r.stderr.decode()
    assert a.read_bytes() == b.read_bytes()
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
    r = run_odsgen("records", str(a), "-I", "tdlib")
    assert r.returncode == 0, r.stderr.decode()[:2000]


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
    r = run_odsgen("records", str(out), "-I", "tdlib", "--json")
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
    assert "node #0 'add0' (Add)" in err, err


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
    """explain --module M.onnx --at LINE: the node's op version at the target's opset, with
    its requirements (Sub of float at opset 13 is Sub 13: opsets 13 to 13)."""
    path = tmp_path / "sub.onnx"
    onnx.save(_add_model(onnx, 14, op="Sub"), str(path))
    r = run_odsgen_in_process(
        "explain", "--module", str(path), "--at", "3:1", "--spec", spec_path(), "--target", "opset=13"
    )
    assert r.returncode == 0, r.stderr.decode()
    out = r.stdout.decode()
    assert "onnx.Sub_v13" in out and "MaxOpset: version 13 or earlier" in out and "is legal" in out, out


def test_a_sweep_of_an_onnx_model_is_refused(onnx, tmp_path):
    """Several targets would read the model once, at its own opsets: refused, saying why."""
    path = tmp_path / "add.onnx"
    onnx.save(_add_model(onnx, 14), str(path))
    r = run_odsgen_in_process(
        "validate", str(path), "--spec", spec_path(), "--target", "opset=13", "--target", "opset=14"
    )
    assert r.returncode == 2
    assert "one target per run" in r.stderr.decode()
