"""Bad specs as .td files under tests/diagnostics/td/, their expected diagnostics written
beside the lines they point at, as LLVM's TableGen tests do:

    // RUN: avail
    // CHECK: [[FILE]]:[[@LINE+3]]:7: error: Value 'queryFnNam' unknown!
    // CHECK-NEXT:   let queryFnNam = "getMinVersion";
    // CHECK-NEXT:       ^
      let queryFnNam = "getMinVersion";

Each ``*.td`` directly under ``td/`` is a case (``prelude.td`` and the extra preludes
beside it, ``prelude-*.td``, are included by cases; files under ``td/Inputs/`` are
included by cases too, as LLVM's tests keep theirs). The directives, one a line, in a
``//`` comment:

``// RUN: CMD ARGS``
    runs ``odsgen CMD --no-cache -I tests/diagnostics/td ARGS SPEC`` in process, with
    ``tests/diagnostics/td`` as the working directory (so diagnostics name the case by its
    file name). ``%s`` in ARGS stands for the case's file name (then SPEC is not added at
    the end, e.g. ``// RUN: explain d.a --spec %s``); ``%t`` for a fresh empty temporary
    directory (``// RUN: gen -o %t/out``). A case may have several RUN lines: each is run
    and every CHECK applies to each run's stderr.
``// RUN-SUBPROCESS: CMD ARGS``
    the same, run as ``python -m odsgen`` in a subprocess (a fresh interpreter, as a user
    runs it: its own recursion limit, its own exit path).
``// EXIT: N``
    the exit code of the RUN line before it (default 1). A run that exits non-zero must
    print nothing on stdout and leave ``%t`` empty (no output half-written).
``// CHECK: TEXT``
    a line of stderr, after the previous CHECK's line; the first CHECK must be stderr's
    first line. TEXT matches the whole line (its trailing spaces aside); ``{{.*}}`` in
    TEXT matches any text.
``// CHECK-NEXT: TEXT``
    the line right after the previous CHECK's line (an empty TEXT: an empty line). The
    source line a diagnostic shows and its caret are written this way.
``// CHECK-NOT: TEXT``
    no line between the previous CHECK's line and the next CHECK's (or the end of stderr)
    matches TEXT.
``// LLVM-TBLGEN: same`` / ``// LLVM-TBLGEN: TEXT`` / ``// LLVM-TBLGEN: uncompared: WHY``
    required on ``records`` cases: llvm-tblgen's first error line is the first CHECK
    (``same``) or TEXT (where its wording differs), or it is not compared (it crashes or
    has no such limit); the oracle test below runs llvm-tblgen on the case.

In TEXT (and in LLVM-TBLGEN), ``[[FILE]]`` is the case's file name and ``[[@LINE]]``,
``[[@LINE+N]]``, ``[[@LINE-N]]`` the directive's line number (plus or minus N). No
traceback may appear. A comment ``// WORD:`` whose WORD is capitals and dashes is a
directive: an unknown one, a bad ``[[...]]``, an EXIT that is not a number or not after
a RUN, a case without a RUN or a CHECK all fail the case (test_directive_errors).
"""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from tblgen_oracle import first_error

from odsgen.cli import main

TD = Path(__file__).resolve().parent / "td"
CASES = sorted(p for p in TD.glob("*.td") if not p.name.startswith("prelude"))
_DIRECTIVE = re.compile(r"(?:^|\s)//\s*([A-Z][A-Z-]*[A-Z]):(?: |$)(.*)$")
_KINDS = {"RUN", "RUN-SUBPROCESS", "EXIT", "CHECK", "CHECK-NEXT", "CHECK-NOT", "LLVM-TBLGEN"}
_VARIABLE = re.compile(r"\[\[(@?[A-Za-z_][^\]]*)\]\]")
_LINE = re.compile(r"@LINE(?:([+-])(\d+))?")
_ANY = "{{.*}}"


class DirectiveError(ValueError):
    """A case's directives are malformed."""


@dataclass
class Run:
    words: list[str]
    subprocess: bool
    exit_code: int = 1


@dataclass
class Check:
    kind: str  # CHECK, CHECK-NEXT or CHECK-NOT
    text: str  # [[...]] substituted
    line: int

    def matches(self, line: str) -> bool:
        pattern = ".*".join(re.escape(piece) for piece in self.text.split(_ANY))
        return re.fullmatch(pattern, line.rstrip()) is not None


@dataclass
class Case:
    path: Path
    runs: list[Run] = field(default_factory=list)
    checks: list[Check] = field(default_factory=list)
    llvm: str | None = None  # "same", llvm-tblgen's first error line, or "uncompared: ..."


def _substitute(text: str, number: int, name: str, where: str) -> str:
    def variable(m: re.Match[str]) -> str:
        if m.group(1) == "FILE":
            return name
        line = _LINE.fullmatch(m.group(1))
        if line is None:
            raise DirectiveError(f"{where}: unknown variable [[{m.group(1)}]]")
        k = int(line.group(2) or 0)
        return str(number - k if line.group(1) == "-" else number + k)

    return _VARIABLE.sub(variable, text)


def read_case(path: Path) -> Case:
    """The directives of one .td case (DirectiveError if they are malformed)."""
    case = Case(path)
    text = path.read_bytes().decode("utf-8", "surrogateescape")
    for number, line in enumerate(text.split("\n"), 1):
        m = _DIRECTIVE.search(line)
        if m is None:
            continue
        kind, body, where = m.group(1), m.group(2).rstrip(), f"{path.name}:{number}"
        if kind not in _KINDS:
            raise DirectiveError(f"{where}: unknown directive '{kind}:'")
        if kind in ("RUN", "RUN-SUBPROCESS"):
            words = shlex.split(body)
            if not words:
                raise DirectiveError(f"{where}: RUN without a command")
            case.runs.append(Run(words, kind == "RUN-SUBPROCESS"))
        elif kind == "EXIT":
            if not case.runs or not body.isdigit():
                raise DirectiveError(f"{where}: EXIT needs a number, after a RUN line")
            case.runs[-1].exit_code = int(body)
        elif kind == "LLVM-TBLGEN":
            if case.llvm is not None or not body:
                raise DirectiveError(f"{where}: one LLVM-TBLGEN line, with a text")
            case.llvm = _substitute(body, number, path.name, where)
        else:
            if not body and kind != "CHECK-NEXT":
                raise DirectiveError(f"{where}: {kind} without a text")
            if kind == "CHECK-NEXT" and not any(c.kind != "CHECK-NOT" for c in case.checks):
                raise DirectiveError(f"{where}: CHECK-NEXT before any CHECK")
            case.checks.append(Check(kind, _substitute(body, number, path.name, where), number))
    if not case.runs or not any(c.kind == "CHECK" for c in case.checks):
        raise DirectiveError(f"{path.name}: a case needs a RUN line and a CHECK")
    if any(r.words[0] == "records" for r in case.runs) and case.llvm is None:
        raise DirectiveError(f"{path.name}: a records case says what llvm-tblgen reports (LLVM-TBLGEN:)")
    return case


def unmatched(checks: list[Check], err: str) -> str | None:
    """None if stderr satisfies the checks, else why not."""
    lines = err.splitlines()
    at = -1  # the line the previous positive check matched
    nots: list[Check] = []

    def forbidden(start: int, end: int) -> str | None:
        for check in nots:
            for i in range(start, end):
                if check.matches(lines[i]):
                    return f"line {check.line}: CHECK-NOT matched stderr line {i + 1}: {lines[i]!r}"
        return None

    for check in checks:
        if check.kind == "CHECK-NOT":
            nots.append(check)
            continue
        if check.kind == "CHECK-NEXT":
            hit = at + 1 if at + 1 < len(lines) and check.matches(lines[at + 1]) else None
        elif at == -1:
            hit = 0 if lines and check.matches(lines[0]) else None
        else:
            hit = next((i for i in range(at + 1, len(lines)) if check.matches(lines[i])), None)
        if hit is None:
            where = "the first line" if at == -1 else f"after stderr line {at + 1}"
            nth = "the next line" if check.kind == "CHECK-NEXT" else where
            return f"line {check.line}: {check.kind} not matched at {nth}: {check.text!r}"
        problem = forbidden(at + 1, hit)
        if problem:
            return problem
        nots, at = [], hit
    return forbidden(at + 1, len(lines))


def run_case(case: Case, run: Run, capsys, tmp: Path) -> tuple[int, str, str]:
    """(exit code, stdout, stderr) of one RUN line, in TD."""
    words = [w.replace("%s", case.path.name).replace("%t", str(tmp)) for w in run.words]
    spec = [] if any("%s" in w for w in run.words) else [case.path.name]
    argv = [words[0], "--no-cache", "-I", str(TD), *words[1:], *spec]
    if run.subprocess:
        proc = subprocess.run(
            [sys.executable, "-m", "odsgen", *argv], cwd=TD, capture_output=True, text=True, timeout=120
        )
        return proc.returncode, proc.stdout, proc.stderr
    code = main(argv)
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_diagnostics_beside_the_bad_line(path, capsys, monkeypatch, tmp_path):
    case = read_case(path)
    monkeypatch.chdir(TD)  # diagnostics name the spec as given: its file name
    for n, run in enumerate(case.runs):
        tmp = tmp_path / str(n)
        tmp.mkdir()
        code, out, err = run_case(case, run, capsys, tmp)
        assert "Traceback" not in err and "Traceback" not in out
        assert code == run.exit_code, err
        assert run.exit_code == 0 or (out == "" and not any(tmp.iterdir())), (out, list(tmp.rglob("*")))
        problem = unmatched(case.checks, err)
        assert problem is None, f"{path.name} ({' '.join(run.words)}): {problem}\n--- stderr ---\n{err}"


def _compared_with_llvm_tblgen(path: Path) -> bool:
    try:
        llvm = read_case(path).llvm
    except DirectiveError:
        return True  # the test reports it
    return llvm is not None and not llvm.startswith("uncompared:")


@pytest.mark.oracle
@pytest.mark.parametrize("path", [p for p in CASES if _compared_with_llvm_tblgen(p)], ids=lambda p: p.stem)
def test_llvm_tblgen_reports_the_first_error_alike(path, llvm_tblgen):
    """llvm-tblgen's first error is the case's first CHECK (or its LLVM-TBLGEN line)."""
    case = read_case(path)
    proc = subprocess.run([str(llvm_tblgen), "-I", str(TD), path.name], cwd=TD, capture_output=True, timeout=60)
    assert proc.returncode == 1
    stderr = proc.stderr.decode("utf-8", "replace")
    first = case.checks[0].text if case.llvm == "same" else case.llvm
    theirs = first_error(stderr)
    if first_error(first) is None:  # an error llvm-tblgen gives without a place
        assert stderr.splitlines()[0] == first
    else:
        assert theirs is not None, stderr
        assert str(theirs).rstrip() == first


# --------------------------------------------------------------------------- the runner itself


def _case(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "c.td"
    path.write_text(text)
    return path


@pytest.mark.parametrize(
    "text, why",
    [
        ("// CHECK: x\n", "a RUN line and a CHECK"),
        ("// RUN: avail\n", "a RUN line and a CHECK"),
        ("// RUN: avail\n// CHECKNEXT: x\n", "unknown directive 'CHECKNEXT:'"),
        ("// RUN: avail\n// CHEK: x\n", "unknown directive 'CHEK:'"),
        ("// EXIT: 1\n// RUN: avail\n// CHECK: x\n", "EXIT needs a number, after a RUN line"),
        ("// RUN: avail\n// EXIT: one\n// CHECK: x\n", "EXIT needs a number"),
        ("// RUN: avail\n// CHECK: [[FIEL]]:1\n", "unknown variable [[FIEL]]"),
        ("// RUN: avail\n// CHECK: [[@LINE+x]]\n", "unknown variable [[@LINE+x]]"),
        ("// RUN: avail\n// CHECK-NEXT: x\n// CHECK: y\n", "CHECK-NEXT before any CHECK"),
        ("// RUN: avail\n// CHECK:\n", "CHECK without a text"),
        ("// RUN:\n// CHECK: x\n", "RUN without a command"),
        ("// RUN: records\n// CHECK: x\n", "says what llvm-tblgen reports"),
    ],
)
def test_directive_errors(tmp_path, text, why):
    with pytest.raises(DirectiveError, match=re.escape(why)):
        read_case(_case(tmp_path, text))


def test_directives_are_read(tmp_path):
    path = _case(
        tmp_path,
        "// RUN: gen -o %t/out\n// EXIT: 2\n// RUN-SUBPROCESS: explain d.a --spec %s\n"
        "def x; // CHECK: [[FILE]]:[[@LINE]]:[[@LINE+2]]:[[@LINE-1]]: e {{.*}}[[1],[2]]\n"
        "// CHECK-NEXT:\n// CHECK-NOT: note: {{.*}}\n// LLVM-TBLGEN: uncompared: why\n// NOTE no directive\n",
    )
    case = read_case(path)
    assert [(r.words, r.subprocess, r.exit_code) for r in case.runs] == [
        (["gen", "-o", "%t/out"], False, 2),
        (["explain", "d.a", "--spec", "%s"], True, 1),
    ]
    assert [(c.kind, c.text, c.line) for c in case.checks] == [
        ("CHECK", "c.td:4:6:3: e {{.*}}[[1],[2]]", 4),
        ("CHECK-NEXT", "", 5),
        ("CHECK-NOT", "note: {{.*}}", 6),
    ]
    assert case.llvm == "uncompared: why"


@pytest.mark.parametrize(
    "checks, err, problem",
    [
        ([("CHECK", "a.td:1:2: error: x")], "a.td:1:2: error: x\n", None),
        ([("CHECK", "a.td:1:2: error: x")], "a.td:1:3: error: x\n", "not matched at the first line"),
        ([("CHECK", "a.td:1:2: error: x")], "a.td:1:2: error: xy\n", "not matched"),  # whole lines
        ([("CHECK", "a.td:1:2: error: {{.*}}")], "a.td:1:2: error: xy  \n", None),
        ([("CHECK", "b")], "a\nb\n", "not matched at the first line"),
        ([("CHECK", "a"), ("CHECK", "c")], "a\nb\nc\n", None),
        ([("CHECK", "a"), ("CHECK", "a")], "a\nb\n", "after stderr line 1"),
        ([("CHECK", "a"), ("CHECK-NEXT", "  ^")], "a\n  ^\n", None),
        ([("CHECK", "a"), ("CHECK-NEXT", "  ^")], "a\n   ^\n", "not matched at the next line"),
        ([("CHECK", "a"), ("CHECK-NEXT", "c")], "a\nb\nc\n", "not matched at the next line"),
        ([("CHECK", "a"), ("CHECK-NEXT", "")], "a\n\n", None),
        ([("CHECK", "a"), ("CHECK-NOT", "b"), ("CHECK", "c")], "a\nb\nc\n", "CHECK-NOT matched stderr line 2"),
        ([("CHECK", "a"), ("CHECK-NOT", "b"), ("CHECK", "c")], "a\nc\nb\n", None),
        ([("CHECK", "a"), ("CHECK-NOT", "{{.*}}error{{.*}}")], "a\nx error\n", "CHECK-NOT matched stderr line 2"),
    ],
)
def test_checks_match_stderr(checks, err, problem):
    got = unmatched([Check(kind, text, n) for n, (kind, text) in enumerate(checks, 1)], err)
    assert (got is None) if problem is None else (got is not None and problem in got), got
