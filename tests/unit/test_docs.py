"""`odsgen docs` and `odsgen diff` on the examples, a hostile spec, and upstream SPIR-V."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from odsgen.cli import main

ROOT = Path(__file__).resolve().parents[2]
RFC = ROOT / "examples" / "rfc" / "example.td"


def test_docs_of_the_rfc_example(tmp_path, capsys):
    assert main(["docs", str(RFC), "-o", str(tmp_path)]) == 0
    md = (tmp_path / "example.md").read_text()
    assert "| op | V_1 | V_2 | V_3 |" in md
    # the attribute needs V_2 and the f32 result V_3: conditional below V_3, marked, not coloured
    assert "| `example.a` | ✓‡ | ✓‡ | ✓ |" in md
    assert "‡ some operand/result types or attributes (an enum case, a default) need more" in md
    assert "**Availability:** MinVersion: `V_1`" in md
    # the result's f32 alternative needs V_3, the f32 attribute V_2 (the RFC's example)
    assert "`f32`: MinVersion `V_3`" in md
    assert "MinVersion `V_2`" in md
    html = (tmp_path / "example.html").read_text()
    assert html.startswith("<!DOCTYPE html>") and "<code>example.a</code>" in html


# An op per kind of matrix cell, a variadic, an optional and a default-valued enum attribute
# whose default case needs a later version.
_CELLS_TD = """include "odsgen/base.td"
def T_Dialect : Dialect { let name = "t"; }
def T_V1 : I32EnumAttrCase<"V_1", 0>;
def T_V2 : I32EnumAttrCase<"V_2", 1>;
def T_VersionAttr : I32EnumAttr<"Version", "versions", [T_V1, T_V2]> { let cppNamespace = "::t"; }
class MinVersion<I32EnumAttrCase min> : MinVersionBase<"QueryMinVersionInterface", T_VersionAttr, min>;
def T_ext : I32EnumAttrCase<"ext_a", 0>;
def T_ExtAttr : I32EnumAttr<"Extension", "extensions", [T_ext]> { let cppNamespace = "::t"; }
class Extension<list<I32EnumAttrCase> exts> : ExtensionBase<"QueryExtensionInterface", T_ExtAttr, exts>;
def T_slow : I32EnumAttrCase<"slow", 0>;
def T_fast : I32EnumAttrCase<"fast", 1> { let availability = [MinVersion<T_V2>]; }
def T_ModeAttr : I32EnumAttr<"Mode", "modes", [T_slow, T_fast]> { let cppNamespace = "::t"; }
def T_Plain : Op<T_Dialect, "plain"> {
  let arguments = (ins Variadic<I32>:$many, Optional<I32>:$maybe);
}
def T_Later : Op<T_Dialect, "later"> { let availability = [MinVersion<T_V2>]; }
def T_Ext : Op<T_Dialect, "ext"> { let availability = [Extension<[T_ext]>]; }
def T_Mode : Op<T_Dialect, "mode"> {
  let arguments = (ins DefaultValuedEnumAttr<T_ModeAttr, T_fast>:$mode);
}
"""


def test_docs_matrix_marks_and_labels(tmp_path):
    (tmp_path / "t.td").write_text(_CELLS_TD)
    assert main(["docs", str(tmp_path / "t.td"), "-o", str(tmp_path / "out")]) == 0
    md = (tmp_path / "out" / "t.md").read_text()
    assert "| `t.plain` | ✓ | ✓ |" in md
    assert "| `t.later` | ✗ | ✓ |" in md  # an explicit mark, not an empty cell
    assert "| `t.ext` | ✓† | ✓† |" in md
    assert "| `t.mode` | ✓‡ | ✓ |" in md  # its default case needs V_2
    assert "✓ available · † the op needs an extension or capability" in md and "✗ not available" in md
    assert "| `many` (variadic) |" in md and "| `maybe` (optional) |" in md
    assert "(optional) (variadic)" not in md
    assert "| `mode` (default: `::t::Mode::fast`) |" in md
    assert "default `::t::Mode::fast`: MinVersion `V_2`; = `fast`: MinVersion `V_2` |" in md  # and the case itself
    html = (tmp_path / "out" / "t.html").read_text()
    assert '<td class="cell no">✗</td>' in html and '<td class="cell cond">✓†</td>' in html
    assert "<code>many</code> (variadic)" in html and "(optional) (variadic)" not in html
    assert "<code>mode</code> (default: <code>::t::Mode::fast</code>)" in html
    # no external resource: nothing but in-page anchors
    assert "http://" not in html and "https://" not in html and "src=" not in html


def test_diff_between_versions(capsys):
    assert main(["diff", str(RFC), "--from", "V_1", "--to", "V_3", "--format", "json"]) == 0
    changes = json.loads(capsys.readouterr().out)["changes"]
    assert {(c["change"], c["kind"], c["subject"]) for c in changes} == {
        ("added", "attribute", "example.a::attr"),
        ("added", "result", "example.a::result"),
    }
    assert main(["diff", str(RFC), "--from", "V_3", "--to", "V_2", "--format", "json"]) == 0
    changes = json.loads(capsys.readouterr().out)["changes"]
    assert [(c["change"], c["subject"]) for c in changes] == [("removed", "example.a::result")]


def test_diff_unknown_version_suggests(capsys):
    assert main(["diff", str(RFC), "--from", "V_1", "--to", "V_4"]) == 1
    err = capsys.readouterr().err
    assert "unknown version 'V_4'" in err and "did you mean V_1?" in err or "did you mean" in err


def test_diff_between_two_specs(tmp_path, capsys):
    old = RFC.read_text()
    new = old.replace('Op<EXAMPLE_Dialect, "a"', 'Op<EXAMPLE_Dialect, "b"')
    assert new != old
    (tmp_path / "new.td").write_text(new)
    assert main(["diff", str(RFC), str(tmp_path / "new.td"), "-I", str(RFC.parent), "--format", "json"]) == 0
    changes = json.loads(capsys.readouterr().out)["changes"]
    kinds = {(c["change"], c["kind"], c["subject"]) for c in changes}
    assert ("added", "op", "example.b") in kinds and ("removed", "op", "example.a") in kinds


def test_hostile_text_is_escaped_in_html(tmp_path):
    spec = tmp_path / "h.td"
    spec.write_text(
        'include "odsgen/base.td"\n'
        'def H_Dialect : Dialect { let name = "h"; let summary = "<script>alert(1)</script>"; }\n'
        'def H_Op : Op<H_Dialect, "x"> { let summary = "a | b <b>bold</b>"; let description = [{ </pre><script>x()</script> }]; }\n'
    )
    assert main(["docs", str(spec), "-o", str(tmp_path / "out")]) == 0
    html = (tmp_path / "out" / "h.html").read_text()
    assert "<script>alert" not in html and "<script>x()" not in html and "&lt;script&gt;" in html
    assert html.count("<script>") == 1  # the page's own filter script
    md = (tmp_path / "out" / "h.md").read_text()
    assert "a \\| b" in md  # the summary line is escaped like a table cell


@pytest.mark.oracle
def test_docs_of_upstream_spirv(tmp_path):
    inc = "/usr/lib/llvm-22/include"
    assert main(["docs", f"{inc}/mlir/Dialect/SPIRV/IR/SPIRVOps.td", "-I", inc, "-o", str(tmp_path)]) == 0
    md = (tmp_path / "spirv.md").read_text()
    assert "| op | v1.0 | v1.1 | v1.2 | v1.3 | v1.4 | v1.5 | v1.6 |" in md  # as modules spell them
    assert "### `spirv.IAdd`" in md
    assert (tmp_path / "spirv.html").stat().st_size > 100_000


# --------------------------------------------------------------------------- docs agree with avail (issue 32, item 10)

EXAMPLE_SPECS = sorted((ROOT / "examples").glob("*/*.td"))


def _docs_and_avail(tmp_path: Path, spec: Path, *args: str) -> tuple[str, dict]:
    """``odsgen docs`` Markdown of the spec's one dialect and ``odsgen avail --json``, both
    from the CLI (in this process); the JSON's version symbols (``V_1_0``) as messages spell them (its
    case's string, ``v1.0``: the docs' matrix header), read from the spec's model."""
    import odsgen

    from tests.runtime.runtime_support import run_odsgen_in_process

    out = tmp_path / "docs"
    for cmd in (["docs", str(spec), *args, "-o", str(out)], ["avail", str(spec), *args, "--json", "-o", str(tmp_path / "a.json")]):
        proc = run_odsgen_in_process(*cmd, cwd=ROOT, text=True)
        assert proc.returncode == 0, proc.stderr
    (md,) = [p.read_text() for p in out.glob("*.md")]
    avail = json.loads((tmp_path / "a.json").read_text())
    include = list(args[1::2]) if args[:1] == ("-I",) else []
    model = odsgen.load_spec(str(spec), include).model

    def spelled(reqs: dict) -> dict:
        return {d: model.case_spelling(d, v) if isinstance(v, str) else v for d, v in reqs.items()}

    for op in avail["ops"]:
        op["requirements"] = spelled(op["requirements"])
        for c in op["conditional"]:
            c["requirements"] = spelled(c["requirements"])
    return md, avail


def _assert_docs_agree_with_avail(md: str, avail: dict) -> int:
    """Each matrix cell is what avail's JSON says of the op: ✗ when its own version bounds
    exclude the version, † when it needs another dimension, ‡ exactly when one of its
    conditional requirements (an enum case, an annotated value) asks for a later or earlier
    version or another dimension (or, without one, when the op's rows show a default that
    does); and the op's attribute rows list each enum case avail lists, with what it needs.
    Returns how many cells were compared."""
    lines = md.split("## Availability matrix", 1)[1].split("\n\n", 2)[1].splitlines()
    versions = [v.strip() for v in lines[0].strip("|").split("|")[1:]]
    matrix = {}
    for row in lines[2:]:
        cells = [c.strip() for c in row.strip("|").split("|")]
        matrix[cells[0].strip("`")] = dict(zip(versions, cells[1:]))
    sections = {s.split("`", 1)[0]: s for s in md.split("\n### `")[1:]}
    rank = {v: i for i, v in enumerate(versions)}

    def allows(dim: str, value, v: str) -> bool | None:
        """Whether a version requirement admits ``v``; None for another dimension."""
        if dim.startswith("Min") and value in rank:
            return rank[v] >= rank[value]
        if dim.startswith("Max") and value in rank:
            return rank[v] <= rank[value]
        return None

    def needs_more(reqs: dict, v: str) -> bool:
        return any(allows(d, x, v) is not True for d, x in reqs.items())

    compared = 0
    for op in avail["ops"]:
        row, section = matrix[op["name"]], sections[op["name"]]
        own = op["requirements"]
        for c in op["conditional"]:
            if "case" in c:
                spelling = c["when"].split(" = ", 1)[1]
                assert f"= `{spelling}`: " in section, (op["name"], c["when"])
        for v in versions:
            cell = row[v]
            compared += 1
            if any(allows(d, x, v) is False for d, x in own.items()):
                assert cell == "✗", (op["name"], v, cell)
                continue
            assert cell.startswith("✓"), (op["name"], v, cell)
            assert ("†" in cell) == any(allows(d, x, v) is None for d, x in own.items()), (op["name"], v, cell)
            conditional = any(needs_more(c["requirements"], v) for c in op["conditional"])
            if conditional:
                assert "‡" in cell, (op["name"], v, cell, op["conditional"])
            elif "‡" in cell:
                assert "default `" in section, (op["name"], v, cell)
    return compared


def test_an_enum_case_that_needs_a_later_version_marks_the_cell_and_its_row(tmp_path):
    """Issue 32, item 10: ``mode = stochastic`` needs V_2, so the op is ✓‡ at V_1 (it was a
    plain ✓), and the attribute row says which case needs what, as ``odsgen avail`` does."""
    spec = tmp_path / "m.td"
    spec.write_text(_CELLS_TD + """
def T_stochastic : I32EnumAttrCase<"Stochastic", 2, "stochastic"> { let availability = [MinVersion<T_V2>]; }
def T_RoundingAttr : I32EnumAttr<"Rounding", "rounding", [T_slow, T_stochastic]> { let cppNamespace = "::t"; }
def T_Round : Op<T_Dialect, "round"> {
  let arguments = (ins F32:$x, T_RoundingAttr:$mode);
  let results = (outs F32:$r);
}
""")
    md, avail = _docs_and_avail(tmp_path, spec)
    assert "| `t.round` | ✓‡ | ✓ |" in md
    assert "| `mode` | enum Rounding | = `stochastic`: MinVersion `V_2` |" in md
    html = (tmp_path / "docs" / "t.html").read_text()
    assert "= <code>stochastic</code>: MinVersion <code>V_2</code>" in html
    assert _assert_docs_agree_with_avail(md, avail) == 2 * len(avail["ops"])


@pytest.mark.parametrize("spec", EXAMPLE_SPECS, ids=[p.parent.name for p in EXAMPLE_SPECS])
def test_docs_cells_agree_with_avail_on_the_examples(tmp_path, spec):
    md, avail = _docs_and_avail(tmp_path, spec)
    assert _assert_docs_agree_with_avail(md, avail) > 0


@pytest.mark.oracle
def test_docs_cells_agree_with_avail_on_spirv(tmp_path, llvm_include):
    md, avail = _docs_and_avail(tmp_path, llvm_include / "mlir/Dialect/SPIRV/IR/SPIRVOps.td", "-I", str(llvm_include))
    assert _assert_docs_agree_with_avail(md, avail) > 1000
    assert any("case" in c for op in avail["ops"] for c in op["conditional"])


def test_versions_are_spelled_one_way_in_docs_diff_and_the_cli(tmp_path):
    """Issue 32, item 23: the runtime example's versions are ``I32EnumAttrCase<"V_1", 1, "v1">``;
    the CLI said ``v1`` (the case's string: how modules and targets spell it, EnumCase.spelling)
    but the docs pages and diff said ``V_1``. Every text output now says ``v1``, and
    ``--target`` takes either spelling with the same answer."""
    import re

    from tests.runtime.runtime_support import run_odsgen_in_process

    spec = str(ROOT / "examples" / "runtime" / "runtime.td")
    sample = str(ROOT / "examples" / "runtime" / "sample.mlir")

    def run(*args: str) -> str:
        proc = run_odsgen_in_process(*args, cwd=ROOT, text=True)
        assert proc.returncode in (0, 1), proc.stderr
        return proc.stdout

    assert run_odsgen_in_process("docs", spec, "-o", str(tmp_path), cwd=ROOT).returncode == 0
    md, html = (tmp_path / "ral.md").read_text(), (tmp_path / "ral.html").read_text()
    assert "| op | v1 | v2 | v3 |" in md and "<th>v1</th><th>v2</th><th>v3</th>" in html
    assert "**Availability:** MinVersion: `v1`" in md and "`!ral.ptr`: MinVersion `v3`" in md
    diff = run("diff", spec, "--from", "V_1", "--to", "V_3")
    assert diff.startswith("# Changes from v1 to v3\n")
    diff_json = run("diff", spec, "--from", "v1", "--to", "v3", "--format", "json")
    outputs = {
        "docs md": md,
        "docs html": html,
        "diff": diff,
        "diff json": diff_json,
        "avail": run("avail", spec),
        "explain": run("explain", "--spec", spec, "--module", sample, "--at", "13", "--target", "version=V_1"),
        "validate": run("validate", sample, "--spec", spec, "--target", "version=V_1"),
        "deduce": run("deduce", sample, "--spec", spec),
    }
    for what, text in outputs.items():
        assert not re.findall(r"\bV_\d", text), what
        assert what == "diff json" or re.search(r"\bv[123]\b", text), what  # (the JSON names no version here)
    assert outputs["validate"] == run("validate", sample, "--spec", spec, "--target", "version=v1")
