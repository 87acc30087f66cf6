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
    assert "| `example.a` | ✓ | ✓ | ✓ |" in md
    assert "**Availability:** MinVersion: `V_1`" in md
    # the result's f32 alternative needs V_3, the f32 attribute V_2 (the RFC's example)
    assert "`f32`: MinVersion `V_3`" in md
    assert "MinVersion `V_2`" in md
    html = (tmp_path / "example.html").read_text()
    assert html.startswith("<!DOCTYPE html>") and "<code>example.a</code>" in html


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
    assert "<script>" not in html and "&lt;script&gt;" in html
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
