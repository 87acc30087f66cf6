"""``odsgen convert`` and ``odsgen.convert``: a pattern file moves a module to a target.

The dataflow example's downgrade patterns (examples/dataflow/downgrade.py) on its sample:
legal at V_2 (exit 0), still blocked at V_1 (exit 1, validate's reasons, the refused
rewrites); bad pattern files are located errors (exit 2) and leave the output untouched.
"""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest
from check_support import DATAFLOW, EXAMPLES, GPU, run_cli
from runtime_support import run_odsgen

import odsgen
from odsgen.runtime.reader import read_file

SAMPLE = str(EXAMPLES / "dataflow" / "sample.mlir")
DOWNGRADE = str(EXAMPLES / "dataflow" / "downgrade.py")


def convert(*args, target="version=V_2", patterns=DOWNGRADE, module=SAMPLE):
    return run_cli("convert", module, "--spec", DATAFLOW, "--target", target, "--patterns", patterns, *args)


def line_of(path, text: str) -> int:
    """The number of the first line of ``path`` that holds ``text``."""
    return next(i for i, line in enumerate(Path(path).read_text().splitlines(), 1) if text in line)


def names(path) -> list[str]:
    return [op.name for op in read_file(str(path)).walk()]


@pytest.fixture(scope="module")
def spec():
    return odsgen.load_spec(DATAFLOW)


def write(tmp_path: Path, name: str, text: str) -> str:
    p = tmp_path / name
    p.write_text(textwrap.dedent(text))
    return str(p)


# --------------------------------------------------------------------------- results


def test_legal_result_exits_0_and_validates(tmp_path, spec):
    assert odsgen.validate(spec, SAMPLE, target="version=V_2")["status"] == "illegal"
    out = tmp_path / "v2.mlir"
    rc, stdout, err = convert("-o", out)
    assert rc == 0, err
    assert f"all {odsgen.validate(spec, str(out), target='version=V_2')['ops']} ops are legal" in stdout
    assert odsgen.validate(spec, str(out), target="version=V_2")["status"] == "legal"
    before, after = names(SAMPLE), names(out)
    # What V_3 added is gone; everything else is still there.
    assert "df.tensor.trace" not in after and "df.tensor.trace" in before
    assert all(op.get_attr("priority") is None for op in read_file(str(out)).walk() if op.name == "df.dispatch")
    assert len(after) == len(before) - 1  # the trace was erased; store and dispatch were replaced one for one
    assert "3 ops rewritten (unmask_constant_store x1, drop_trace x1, drop_priority x1)" in stdout


@pytest.mark.oracle
def test_the_result_reads_back_in_mlir_opt(tmp_path, mlir_generic):
    from odsgen.runtime.reader import read_text

    out = tmp_path / "v2.mlir"
    assert convert("-o", out)[0] == 0
    # MLIR's own parser accepts the converted module, with the same ops in the same order.
    again = read_text(mlir_generic(out.read_text()))
    assert [(op.name, len(op.operands), len(op.results)) for op in again.walk()] == [
        (op.name, len(op.operands), len(op.results)) for op in read_file(str(out)).walk()
    ]


def test_still_illegal_exits_1_with_blockers_and_refusals(tmp_path, spec):
    out = tmp_path / "v1.mlir"
    rc, stdout, err = convert("-o", out, target="version=V_1")
    assert rc == 1, err
    # The blockers are validate's report of the result, at the op's place in the input.
    left = odsgen.validate(spec, str(out), target="version=V_1")
    assert [e["op"] for e in left["illegal"]] == ["df.tensor.slice", "df.tensor.splat", "df.tensor.reshape"]
    for e in left["illegal"]:
        for r in e["reasons"]:
            assert f"note: {r['message']}" in stdout
    assert f"{SAMPLE}:23:11: error: 'df.tensor.reshape' is not available on the target" in stdout
    reshape = stdout.split(f"{SAMPLE}:23:11: error: ")[1].split("\n" + SAMPLE)[0]
    # Each refused rewrite names its pattern and where the pattern file defines it.
    assert (
        f"  note: pattern static_reshape ({DOWNGRADE}:{line_of(DOWNGRADE, 'def static_reshape') - 1}:1): did not apply"
        in reshape
    )
    slice_ = stdout.split(f"{SAMPLE}:19:11: error: ")[1].split("\n" + SAMPLE)[0]
    assert "  note: no pattern matches this op" in slice_
    assert "the result is illegal on the target version=V_1" in stdout
    assert out.is_file()  # an illegal result is still written: it shows what is left


def test_refused_rewrite_is_reported_with_validates_wording(tmp_path):
    pats = write(
        tmp_path,
        "p.py",
        """\
        from odsgen.runtime.rewrite import pattern

        @pattern("df.tensor.slice", benefit=2)
        def slice_to_clone(op, rw):
            rw.replace_op_with(op, "df.tensor.clone", [op.operands[0]])

        @pattern("df.tensor.slice")
        def slice_to_load(op, rw):
            rw.replace_op_with(op, "df.tensor.load", [])
        """,
    )
    rc, stdout, err = convert("-o", tmp_path / "o.mlir", "--format", "json", target="version=V_1", patterns=pats)
    assert rc == 1, err
    doc = json.loads(stdout)
    (sl,) = [e for e in doc["illegal"] if e["op"] == "df.tensor.slice"]
    need = "MinVersion: needs version V_2 or later; the target has V_1"
    assert sl["reasons"][0]["message"] == need
    assert sl["attempts"][0] == {
        "pattern": "slice_to_clone",
        "refused": f"created 'df.tensor.clone', which the target does not allow: {need}",
        "pattern_loc": f"{pats}:3:1",
    }
    assert sl["attempts"][1]["pattern"] == "slice_to_load"
    assert sl["attempts"][1]["refused"].startswith("created 'df.tensor.load' (replacing the op at ")
    assert "which is malformed" in sl["attempts"][1]["refused"]
    # The module is as it was where the rewrites were refused.
    assert names(tmp_path / "o.mlir").count("df.tensor.slice") == 1
    rc, text, _ = convert("-o", tmp_path / "o.mlir", target="version=V_1", patterns=pats)
    assert (
        f"  note: pattern slice_to_clone ({pats}:3:1): created 'df.tensor.clone', which the target does not allow: {need}"
        in text
    )


def test_refusals_spell_versions_as_the_target_does(tmp_path):
    """The gpu example spells its versions (v1.3): a refusal words the reasons as validate does."""
    module = write(
        tmp_path,
        "m.mlir",
        """\
        "builtin.module"() ({
          "func.func"() <{function_type = (i1) -> vector<4xi32>, sym_name = "f"}> ({
          ^bb0(%p: i1):
            %0 = "test.ballot"(%p) : (i1) -> vector<4xi32>
            "func.return"(%0) : (vector<4xi32>) -> ()
          }) : () -> ()
        }) : () -> ()
        """,
    )
    pats = write(
        tmp_path,
        "p.py",
        """\
        from odsgen.runtime import ir
        from odsgen.runtime.rewrite import pattern

        @pattern("test.ballot")
        def to_core(op, rw):
            scope = ir.IntegerAttr(3, ir.IntegerType(32))
            rw.replace_op_with(op, "gs.group_non_uniform_ballot", attributes={"execution_scope": scope})
        """,
    )
    rc, _, err = run_cli(
        "convert",
        module,
        "--spec",
        GPU,
        "--target",
        "version=v1.0,capabilities=Shader",
        "--patterns",
        pats,
        "-o",
        tmp_path / "o.mlir",
        "--format",
        "json",
        "--report",
        tmp_path / "r.json",
    )
    assert rc == 0, err  # nothing of the dialect blocks the target: the ballot is left as it was
    (left,) = json.loads((tmp_path / "r.json").read_text())["unconverted"]
    refused = left["attempts"][0]["refused"]
    assert refused.startswith("created 'gs.group_non_uniform_ballot', which the target does not allow: ")
    assert "MinVersion: needs version v1.3 or later; the target has v1.0" in refused
    # validate's words for the same op on the same target.
    (tmp_path / "g.mlir").write_text(
        Path(module)
        .read_text()
        .replace('"test.ballot"(%p)', '"gs.group_non_uniform_ballot"(%p) {execution_scope = 3 : i32}')
    )
    spec = odsgen.load_spec(GPU)
    (entry,) = odsgen.validate(spec, str(tmp_path / "g.mlir"), target="version=v1.0,capabilities=Shader")["illegal"]
    assert refused.split("does not allow: ", 1)[1] == "; ".join(r["message"] for r in entry["reasons"])


def test_foreign_ops_a_pattern_failed_on_are_warnings(tmp_path):
    module = write(tmp_path, "m.mlir", '%0 = "test.make"() : () -> tensor<4xf16>\n')
    pats = write(
        tmp_path,
        "p.py",
        """\
        from odsgen.runtime.rewrite import pattern

        @pattern("test.make")
        def make_clone(op, rw):
            rw.replace_op_with(op, "df.tensor.clone", [op.result], [op.result.type])
        """,
    )
    rc, stdout, err = convert("-o", tmp_path / "o.mlir", target="version=V_1", patterns=pats, module=module)
    assert rc == 0, err  # the module has no op of the dialect left: nothing blocks the target
    assert f"{module}:1:6: warning: 'test.make' left unconverted" in stdout
    assert f"pattern make_clone ({pats}:3:1): created 'df.tensor.clone', which the target does not allow" in stdout
    assert "no op of the spec's dialect is left: nothing blocks the target version=V_1" in stdout


def test_typed_builders_turn_indirect_variable_access_direct(tmp_path, spec, mlir_generic):
    """downgrade.py builds the direct ops with the spec's generated classes (rw.package)."""
    module = write(
        tmp_path,
        "m.mlir",
        """\
        "builtin.module"() ({
          "df.variable"() {sym_name = "v", type = tensor<4xi32>, is_mutable} : () -> ()
          "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
            %a = "df.variable.address"() {variable = @v} : () -> !df.ptr
            %x = "df.variable.load.indirect"(%a) : (!df.ptr) -> tensor<4xi32>
            "df.variable.store.indirect"(%x, %a) : (tensor<4xi32>, !df.ptr) -> ()
            "func.return"() : () -> ()
          }) : () -> ()
        }) : () -> ()
        """,
    )
    assert odsgen.validate(spec, module, target="version=V_1")["illegal_ops"] == 2
    out = tmp_path / "o.mlir"
    rc, stdout, err = convert("-o", out, target="version=V_1", module=module)
    assert rc == 0, stdout + err
    assert "2 ops rewritten (direct_variable_load x1, direct_variable_store x1)" in stdout
    ops = {op.name: op for op in read_file(str(out)).walk()}
    load, store = ops["df.variable.load"], ops["df.variable.store"]
    assert str(load.properties["variable"]) == str(store.properties["variable"]) == "@v"
    assert store.operands[0] is load.result and (load.line, store.line) == (5, 6)  # the old ops' places
    assert "df.variable.load.indirect" not in ops and "df.variable.store.indirect" not in ops
    assert odsgen.validate(spec, str(out), target="version=V_1")["status"] == "legal"
    mlir_generic(out.read_text())  # mlir-opt reads the result


# --------------------------------------------------------------------------- verifying the input

MALFORMED = str(EXAMPLES / "dataflow" / "malformed.mlir")


def test_malformed_input_is_reported_as_validate_does_and_not_converted(tmp_path):
    out = tmp_path / "o.mlir"
    out.write_text("old\n")
    rc, stdout, err = convert("-o", out, module=MALFORMED)
    vrc, vout, _ = run_cli("validate", MALFORMED, "--spec", DATAFLOW, "--target", "version=V_2")
    assert (rc, vrc) == (3, 3), err
    # validate's report, word for word, then why nothing was converted.
    assert stdout == vout + f"{MALFORMED}: not converted: the module is malformed (--no-verify converts it as it is)\n"
    assert "error: 'df.variable' op requires attribute 'sym_name'" in stdout
    assert out.read_text() == "old\n" and sorted(p.name for p in tmp_path.iterdir()) == ["o.mlir"]
    # JSON: validate's report of the input, nothing converted, nothing written.
    rc, stdout, _ = convert("-o", out, "--format", "json", module=MALFORMED)
    doc = json.loads(stdout)
    _, vout, _ = run_cli("validate", MALFORMED, "--spec", DATAFLOW, "--target", "version=V_2", "--format", "json")
    (vdoc,) = json.loads(vout)["modules"]
    assert rc == 3 and doc["status"] == "malformed" and doc["output"] is None and doc["converted"] == []
    assert {k: v for k, v in doc.items() if k in vdoc} == vdoc
    assert out.read_text() == "old\n"
    # To standard output: no module, the report on standard error.
    proc = run_odsgen("convert", MALFORMED, "--spec", DATAFLOW, "--target", "version=V_2", "--patterns", DOWNGRADE)
    assert proc.returncode == 3 and proc.stdout == b"" and b"4 ops are malformed" in proc.stderr


def test_no_verify_converts_a_malformed_input(tmp_path, spec):
    out = tmp_path / "o.mlir"
    rc, stdout, err = convert("-o", out, "--no-verify", "--format", "json", module=MALFORMED)
    doc = json.loads(stdout)
    assert rc == 0, err
    assert doc["status"] == "legal" and [c["pattern"] for c in doc["converted"]] == ["drop_trace"]
    assert "malformed_ops" not in doc and "unchecked" not in doc  # the result is not verified either
    assert "df.tensor.trace" in names(MALFORMED) and "df.tensor.trace" not in names(out)
    # The result keeps what was malformed: validate still says so.
    assert odsgen.validate(spec, str(out), target="version=V_2")["status"] == "malformed"


def test_api_verifies_the_input_first(tmp_path, spec):
    out = tmp_path / "o.mlir"
    got = odsgen.convert(spec, MALFORMED, "version=V_2", DOWNGRADE, output=out)
    assert got["status"] == "malformed" and got["output"] is None and got["malformed_ops"] == 4
    assert not out.exists()
    got = odsgen.convert(spec, MALFORMED, "version=V_2", DOWNGRADE, output=out, verify=False)
    assert got["status"] == "legal" and got["output"] == str(out) and out.exists()


def test_the_input_record_names_and_places_the_module(spec):
    """The record read carries the name its reports give the module (``ModuleInput.name``,
    kept by ``again``) and places its ops there: the refused rewrites are keyed by the
    places of validate's entries, so a blocked op of a V_1 conversion has its refused rewrite."""
    from odsgen.checking.convert import convert_module, gather_patterns
    from odsgen.checking.inputs.read import read_checked_file
    from odsgen.source import Loc, SourceManager

    checked = spec.checked
    sources = SourceManager()
    module, name = read_checked_file(checked, SAMPLE, sources, name="shown.mlir", freeze=False, require_ops=False)
    assert name == module.name == module.again().name == "shown.mlir"
    ops = [op for op in module.ir().walk() if op.line]
    assert ops and all(module.place(op) == Loc("shown.mlir", op.line, op.col) for op in ops)
    env = spec.target("version=V_1")
    patterns, files = gather_patterns(DOWNGRADE, checked.checker.ops)
    got = convert_module(checked, module, name, sources, env, patterns, files)
    illegal = got.records().illegal
    assert got.status == "illegal" and illegal
    assert all(u.loc.file == "shown.mlir" for u in illegal)
    (reshape,) = (u for u in illegal if u.op == "df.tensor.reshape")
    assert [(p, why) for p, why, _ in reshape.attempts] == [("static_reshape", "did not apply")]
    assert f"shown.mlir:{illegal[0].loc.line}:{illegal[0].loc.col}: error:" in got.text()


# --------------------------------------------------------------------------- bad pattern files


BAD = {
    "syntax": ("def f(:\n    pass\n", "bad.py:1:7: error: invalid syntax", "  def f(:"),
    "import": (
        "from odsgen.runtime.rewrite import pattern\nimport odsgen_no_such_module\n",
        "bad.py:2:1: error: importing the pattern file raised ModuleNotFoundError: "
        "No module named 'odsgen_no_such_module'",
        "  import odsgen_no_such_module",
    ),
    "empty": ("x = 1\n", "bad.py:1:1: error: the pattern file defines no pattern", None),
    "typo": (
        'from odsgen.runtime.rewrite import pattern\n\n@pattern("df.tensor.tarce")\ndef f(op, rw):\n    pass\n',
        "bad.py:3:1: error: pattern 'f' matches 'df.tensor.tarce', which is not an op of the spec's dialect 'df'",
        "note: did you mean 'df.tensor.trace' or",
    ),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_pattern_file_exits_2_located(tmp_path, case):
    text, first, then = BAD[case]
    pats = write(tmp_path, "bad.py", text)
    out = tmp_path / "out.mlir"
    out.write_text("old\n")
    rc, stdout, err = convert("-o", out, patterns=pats)
    assert rc == 2
    assert err.startswith(str(tmp_path / first))
    if then is not None:
        assert then in err
    assert "Traceback" not in err and stdout == ""
    assert out.read_text() == "old\n" and sorted(p.name for p in tmp_path.iterdir()) == ["bad.py", "out.mlir"]


def test_pattern_that_raises_exits_2_located_once_per_problem(tmp_path):
    pats = write(
        tmp_path,
        "p.py",
        """\
        from odsgen.runtime.rewrite import pattern

        @pattern("df.tensor.trace")
        def boom(op, rw):
            return 1 / 0

        @pattern("df.tensor.clone")
        def misuse(op, rw):
            rw.replace_op(op, [])

        @pattern("df.dispatch")
        def fine(op, rw):
            pass
        """,
    )
    out = tmp_path / "out.mlir"
    out.write_text("old\n")
    rc, stdout, err = convert("-o", out, target="version=V_1", patterns=pats)
    assert rc == 2 and stdout == "" and "Traceback" not in err
    lines = err.splitlines()
    errors = [l for l in lines if ": error: " in l]
    assert errors == [
        f"{pats}:5:12: error: pattern 'boom' raised ZeroDivisionError: division by zero",
        f"{pats}:9:5: error: pattern 'misuse' raised ConversionError: "
        "'df.tensor.clone' has 1 results but the replacement gives 0 values",
    ]
    assert f"{SAMPLE}:27:5: note: while rewriting 'df.tensor.trace'" in lines
    assert "      return 1 / 0" in lines and "             ^" in lines
    assert out.read_text() == "old\n" and sorted(p.name for p in tmp_path.iterdir()) == ["out.mlir", "p.py"]


def test_the_rewriter_records_whether_a_pattern_acted(tmp_path):
    """A pattern returns nothing (issue 21, item 6): one that changed the module through the
    rewriter is applied, one that changed nothing did not apply, whatever neither returns."""
    pats = write(
        tmp_path,
        "p.py",
        """\
        from odsgen.runtime.rewrite import pattern

        @pattern("df.tensor.trace")
        def drop_trace(op, rw):
            rw.erase_op(op)

        @pattern("df.tensor.reshape")
        def looks_only(op, rw):
            op.get_attr("anything")
        """,
    )
    rc, out, err = convert("-o", tmp_path / "o.mlir", "--format", "json", target="version=V_1", patterns=pats)
    assert rc == 1, err  # other V_2 and V_3 ops are left
    doc = json.loads(out)
    assert [(c["op"], c["pattern"]) for c in doc["converted"]] == [("df.tensor.trace", "drop_trace")]
    assert "df.tensor.trace" not in (tmp_path / "o.mlir").read_text()
    [reshape] = [e for e in doc["illegal"] if e["op"] == "df.tensor.reshape"]
    assert reshape["attempts"] == [{"pattern": "looks_only", "refused": "did not apply", "pattern_loc": f"{pats}:7:1"}]


@pytest.mark.parametrize(
    "body, returned",
    [
        ("rw.erase_op(op)\n    return False", "returned False but changed the module through the rewriter"),
        ("return True", "returned True but made no change through the rewriter"),
    ],
)
def test_a_returned_bool_that_contradicts_the_rewriter_is_a_located_error(tmp_path, body, returned):
    """A pattern of the old conventions (odsgen's True when it rewrote, MLIR's True when it
    does not match) fails loudly where what it returns says the opposite of what it did:
    an error at its definition, nothing written (exit 2). A bool that agrees is accepted."""
    pats = write(
        tmp_path,
        "p.py",
        f"""\
from odsgen.runtime.rewrite import pattern

@pattern("df.tensor.trace")
def old_style(op, rw):
    {body}

@pattern("df.dispatch")
def agrees(op, rw):
    return False
""",
    )
    rc, _, err = convert("-o", tmp_path / "o.mlir", patterns=pats)
    assert rc == 2 and not (tmp_path / "o.mlir").exists()
    assert err.startswith(
        f"{pats}:3:1: error: pattern 'old_style' {returned}: a pattern returns nothing: the rewriter records "
        "whether it changed the module"
    ), err
    assert f"{SAMPLE}:27:5: note: while rewriting 'df.tensor.trace'" in err
    assert "agrees" not in err and "Traceback" not in err


def test_pattern_subclass_instances_are_patterns(tmp_path, spec):
    pats = write(
        tmp_path,
        "p.py",
        """\
        from odsgen.runtime.rewrite import Pattern

        class DropTrace(Pattern):
            root = "df.tensor.trace"

            def match_and_rewrite(self, op, rw):
                rw.erase_op(op)

        DROP = DropTrace()
        """,
    )
    got = odsgen.convert(spec, SAMPLE, "version=V_2", pats)
    assert [(c["op"], c["pattern"]) for c in got["converted"]] == [("df.tensor.trace", "DropTrace")]


def test_other_bad_input_exits_2(tmp_path):
    rc, _, err = convert("-o", tmp_path / "o.mlir", patterns=str(tmp_path / "none.py"))
    assert rc == 2 and "none.py: error: no such file (given as --patterns)" in err
    rc, _, err = convert("-o", tmp_path / "o.mlir", target="version=V_9")
    assert rc == 2 and "V_9" in err
    bad = write(tmp_path, "m.mlir", '"df.tensor.nope"() : () -> ()\n')
    rc, _, err = convert("-o", tmp_path / "o.mlir", module=bad)
    assert rc == 2 and "m.mlir:1:1: error: 'df.tensor.nope' is not an op of the spec's dialect 'df'" in err
    assert not (tmp_path / "o.mlir").exists()


# --------------------------------------------------------------------------- output and JSON


def test_json_shape(tmp_path):
    out = tmp_path / "o.mlir"
    rc, stdout, _ = convert("-o", out, "--format", "json", target="version=V_1")
    assert rc == 1
    doc = json.loads(stdout)
    assert list(doc)[:5] == ["module", "output", "target", "status", "converted"]
    assert doc["module"] == SAMPLE and doc["output"] == str(out) and doc["target"] == {"version": "V_1"}
    assert doc["status"] == "illegal" and doc["illegal_ops"] == len(doc["illegal"]) == 3
    assert {c["pattern"] for c in doc["converted"]} == {
        "forward_clone",
        "unmask_constant_store",
        "drop_trace",
        "drop_priority",
        "direct_variable_load",
    }
    for c in doc["converted"]:
        assert set(c) == {"op", "loc", "pattern", "created"} and c["loc"].startswith(SAMPLE + ":")
    for e in doc["illegal"]:
        assert set(e) == {"op", "loc", "reasons", "attempts"}
        assert all(set(a) == {"pattern", "refused", "pattern_loc"} for a in e["attempts"])
        assert all(a["pattern_loc"].startswith(DOWNGRADE + ":") for a in e["attempts"])
    assert doc["unconverted"] == [] and doc["malformed_ops"] == 0


def test_module_to_stdout_report_to_stderr():
    proc = run_odsgen(
        "convert", SAMPLE, "--spec", DATAFLOW, "--target", "version=V_2", "--patterns", DOWNGRADE, "--format", "json"
    )
    assert proc.returncode == 0, proc.stderr.decode()
    assert proc.stdout.decode().startswith('"builtin.module"()')
    assert json.loads(proc.stderr)["status"] == "legal"
    proc = run_odsgen(
        "convert", SAMPLE, "--spec", DATAFLOW, "--target", "version=V_2", "--patterns", DOWNGRADE, "--report", "-"
    )
    assert proc.returncode == 2
    assert proc.stderr == b"error: -o and --report both write standard output: give each output a file of its own\n"


def test_atomic_output_replaces_the_file(tmp_path):
    out = tmp_path / "o.mlir"
    out.write_text("old\n")
    report = tmp_path / "r.json"
    assert convert("-o", out, "--format", "json", "--report", report)[0] == 0
    assert out.read_text().startswith('"builtin.module"()') and json.loads(report.read_text())["status"] == "legal"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["o.mlir", "r.json"]


# --------------------------------------------------------------------------- the API


def test_api_matches_the_command(tmp_path, spec):
    out = tmp_path / "api.mlir"
    got = odsgen.convert(spec, SAMPLE, "version=V_1", DOWNGRADE, output=out)
    rc, stdout, _ = convert("-o", out, "--format", "json", target="version=V_1")
    assert got == json.loads(stdout) and rc == 1
    assert got["output"] == str(out)


def test_api_converts_a_module_in_place_with_pattern_objects(spec):
    from odsgen.runtime.rewrite import pattern

    @pattern("df.tensor.trace")
    def drop(op, rw):
        rw.erase_op(op)

    module = read_file(SAMPLE)
    got = odsgen.convert(spec, module, spec.target("version=V_3"), [drop])
    assert got["status"] == "legal" and got["output"] is None
    assert [c["pattern"] for c in got["converted"]] == []  # V_3 allows the trace: nothing to do
    got = odsgen.convert(spec, module, "version=V_2", [drop])
    assert got["status"] == "illegal" and [c["op"] for c in got["converted"]] == ["df.tensor.trace"]
    assert "df.tensor.trace" not in [op.name for op in module.walk()]


def test_rewriter_package_is_the_specs_generated_package(spec):
    from odsgen.runtime.rewrite import apply_partial_conversion, pattern
    from odsgen.runtime.target import ConversionTarget

    seen = []

    @pattern("df.tensor.trace")
    def look(op, rw):
        seen.append(rw.package)

    odsgen.convert(spec, read_file(SAMPLE), "version=V_2", [look])
    assert seen == [spec.checked.package] and seen[0].TensorTraceOp.OPERATION_NAME == "df.tensor.trace"
    # A target that names no package: None.
    target = ConversionTarget().add_illegal_op("df.tensor.trace")
    apply_partial_conversion(read_file(SAMPLE), target, [look])
    assert seen[1:] == [None]


def test_api_bad_pattern_file_raises(tmp_path, spec):
    pats = write(tmp_path, "bad.py", "raise RuntimeError('no')\n")
    with pytest.raises(odsgen.OdsgenError) as exc:
        odsgen.convert(spec, SAMPLE, "version=V_2", pats)
    assert str(exc.value).startswith(f"{pats}:1:1: error: importing the pattern file raised RuntimeError: no")


def test_a_malformed_in_place_change_is_refused_and_undone(tmp_path):
    """A pattern that changes an op in place (``rw.set_attr``) so that it no longer
    verifies is refused as one that creates a malformed op is: the module is written as if
    the pattern had not matched, byte for byte, and the refusal says where and why."""
    pats = write(
        tmp_path,
        "p.py",
        """\
        from odsgen.runtime import ir
        from odsgen.runtime.rewrite import pattern

        @pattern("df.tensor.store")
        def forget_mask(op, rw):
            # The mask group sized empty, the mask operand left: legal on V_2, but malformed.
            rw.set_attr(op, "operandSegmentSizes", ir.DenseArrayAttr(ir.IntegerType(32), [1, 1, 2, 0]))
        """,
    )
    declines = write(
        tmp_path,
        "declines.py",
        """\
        from odsgen.runtime.rewrite import pattern

        @pattern("df.tensor.store")
        def forget_mask(op, rw):
            pass
        """,
    )
    out, ref = tmp_path / "o.mlir", tmp_path / "ref.mlir"
    rc, stdout, err = convert("-o", out, "--format", "json", patterns=pats)
    assert rc == 1, err
    assert convert("-o", ref, patterns=declines)[0] == 1
    assert out.read_bytes() == ref.read_bytes()
    doc = json.loads(stdout)
    assert doc["converted"] == [] and doc["malformed_ops"] == 0
    (store,) = [e for e in doc["illegal"] if e["op"] == "df.tensor.store"]
    assert store["attempts"] == [
        {
            "pattern": "forget_mask",
            "refused": "changed 'df.tensor.store' in place, which leaves it malformed: 'df.tensor.store' op "
            "operand count (5) does not match with the total size (4) specified in attribute 'operandSegmentSizes'",
            "pattern_loc": f"{pats}:4:1",
        }
    ]
    rc, text, _ = convert("-o", out, patterns=pats)
    assert f"{SAMPLE}:26:10: error: 'df.tensor.store' is not available on the target" in text
    assert (
        f"  note: pattern forget_mask ({pats}:4:1): changed 'df.tensor.store' in place, which leaves it malformed: "
        in text
    )
