"""Bad inputs that cannot be .td cases with their diagnostics beside them.

The bad inputs are .td files under tests/diagnostics/td/ (test_td_checks.py runs them,
and runs llvm-tblgen on them). Left here: inputs that are not text a comment can sit
in (bytes that are not UTF-8, NULs, a binary file), 60,000-deep expressions built in
Python, a file over the size limit, a missing root file and the RFC's own spec with
its typo. Each is run through the CLI: exit status 1, the first line exactly
``file:line:col: error: message``, then the source line and a caret under the column,
and never a Python traceback; llvm-tblgen's first error is at the same file and line.
"""

from __future__ import annotations

import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from tblgen_oracle import first_error

from odsgen.cli import main

SAME = "same"  # llvm-tblgen reports exactly what odsgen does
UNCOMPARED = None  # llvm-tblgen crashes, accepts, or has no such limit


@dataclass(frozen=True)
class Case:
    name: str
    text: str | bytes  # main.td, the root
    expected: str  # odsgen's first line: "file:line:col: error: message"
    llvm: str | None = SAME  # llvm-tblgen's first line where it differs from expected
    subprocess: bool = False  # run as `python -m odsgen` instead of in process


CASES = [
    Case(
        "deeply_nested_expression",
        "def d {\n  int v = " + "!add(1, " * 60_000 + "0" + ")" * 60_000 + ";\n}\n",
        "main.td:1:5: error: expression nests too deeply (infinite recursion?)",
        llvm=UNCOMPARED,
    ),
    Case(
        "deeply_nested_dag_value",
        # 20,000 deep is printed (as llvm-tblgen does); 60,000 is past odsgen's depth.
        "def op;\ndef d {\n  dag v = " + "(op " * 60_000 + ")" * 60_000 + ";\n}\n",
        "main.td:2:5: error: expression nests too deeply (infinite recursion?)",
        llvm=UNCOMPARED,  # llvm-tblgen crashes (stack overflow)
    ),
    # ---------------------------------------------------------------- bytes
    Case(
        "invalid_utf8",
        b"def s {\n  int v = 1;\n}\n\xff\xfe bad\n",
        "main.td:4:1: error: file is not valid UTF-8 text",
        llvm="main.td:4:1: error: unexpected character",
    ),
    Case(
        "binary_file",
        b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10",
        "main.td:1:1: error: file is not valid UTF-8 text",
        llvm="main.td:1:1: error: unexpected character",
        subprocess=True,
    ),
    Case(
        "nul_bytes",
        b"def s;\n\x00\x01\x02binary\n",
        "main.td:2:1: error: NUL character is invalid in source",
        llvm="main.td:2:1: error: NUL character is invalid in source; treated as space",
    ),
]  # fmt: skip

IDS = [c.name for c in CASES]


def _write(tmp_path: Path, case: Case) -> None:
    path = tmp_path / "main.td"
    if isinstance(case.text, bytes):
        path.write_bytes(case.text)
    else:
        path.write_text(case.text)


def _run_odsgen(case: Case, capsys) -> tuple[int, str, str]:
    args = ["records", "main.td", "-I", "."]
    if case.subprocess:
        proc = subprocess.run([sys.executable, "-m", "odsgen", *args], capture_output=True, text=True, timeout=120)
        return proc.returncode, proc.stdout, proc.stderr
    status = main(args)
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def _shown_line(tmp_path: Path, file: str, line: int) -> str:
    """The source line as a diagnostic shows it: up to the first byte that is not
    UTF-8, with unprintable characters as '?'."""
    data = (tmp_path / file).read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        text = data[: exc.start].decode("utf-8")
    lines = text.split("\n")
    shown = lines[line - 1] if line <= len(lines) else ""
    return "".join(ch if ch.isprintable() or ch == "\t" else "?" for ch in shown)


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_bad_input_reports_located_error(tmp_path, monkeypatch, capsys, case):
    _write(tmp_path, case)
    monkeypatch.chdir(tmp_path)
    status, out, err = _run_odsgen(case, capsys)
    assert "Traceback" not in err and "Traceback" not in out
    assert status == 1, err
    assert out == ""
    lines = err.splitlines()
    assert lines[0] == case.expected, err
    first = first_error(lines[0])
    # The rendering shows the offending line and a caret under the column.
    assert lines[1] == "  " + _shown_line(tmp_path, first.file, first.line)
    assert lines[2] == "  " + " " * (first.col - 1) + "^"


def test_file_over_the_size_limit(tmp_path, monkeypatch, capsys):
    from odsgen.records.evaluator import MAX_FILE_BYTES

    monkeypatch.chdir(tmp_path)
    with open("big.td", "wb") as f:  # sparse: no disk space used
        f.truncate(MAX_FILE_BYTES + 1)
    Path("main.td").write_text('def a;\ninclude "big.td"\n')
    assert main(["records", "big.td"]) == 1
    err = capsys.readouterr().err
    assert err.splitlines()[0] == f"big.td:1:1: error: file 'big.td' is too large ({MAX_FILE_BYTES + 1} bytes)"
    # Included: reported at the include directive.
    assert main(["records", "main.td", "-I", "."]) == 1
    err = capsys.readouterr().err
    assert err.splitlines()[:3] == [
        f"main.td:2:1: error: file 'big.td' is too large ({MAX_FILE_BYTES + 1} bytes)",
        '  include "big.td"',
        "  ^",
    ]
    assert "Traceback" not in err


def test_missing_root_file(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["records", "absent.td"]) == 1
    err = capsys.readouterr().err
    assert err == "error: could not open input file 'absent.td': No such file or directory\n"


@pytest.mark.oracle
@pytest.mark.parametrize("case", [c for c in CASES if c.llvm is not UNCOMPARED], ids=lambda c: c.name)
def test_llvm_tblgen_agrees(tmp_path, llvm_tblgen, case):
    """llvm-tblgen's first error is the one written beside the case (same file and line)."""
    _write(tmp_path, case)
    proc = subprocess.run([str(llvm_tblgen), "-I", ".", "main.td"], cwd=tmp_path, capture_output=True, timeout=60)
    assert proc.returncode == 1
    theirs = first_error(proc.stderr.decode("utf-8", "replace"))
    assert theirs is not None, proc.stderr
    assert str(theirs) == (case.expected if case.llvm == SAME else case.llvm)
    ours = first_error(case.expected)
    assert theirs.where() == ours.where()


def test_the_rfcs_own_typo_in_a_spec_gets_a_suggestion(tmp_path):
    """The RFC writes `TypeAvailabeAt`: a spec with that typo is told the class it meant."""
    rfc = Path(__file__).resolve().parents[2] / "examples" / "rfc" / "example.td"
    spec = tmp_path / "example.td"
    spec.write_text(rfc.read_text().replace("TypeAvailableAt<F32", "TypeAvailabeAt<F32"))
    proc = subprocess.run(
        [sys.executable, "-m", "odsgen", "avail", "--no-cache", str(spec)], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 1
    lines = proc.stderr.splitlines()
    assert lines[0].endswith(": error: Expected a class name, got 'TypeAvailabeAt'")
    assert lines[3] == "note: did you mean 'TypeAvailableAt'?"
