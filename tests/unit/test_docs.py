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
    assert "‡ some operand/result types or attributes (or a default) need more" in md
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
    assert "default `::t::Mode::fast`: MinVersion `V_2` |" in md
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
    assert "| op | V_1_0 | V_1_1 | V_1_2 | V_1_3 | V_1_4 | V_1_5 | V_1_6 |" in md
    assert "### `spirv.IAdd`" in md
    assert (tmp_path / "spirv.html").stat().st_size > 100_000
