"""Bad specs as .td files under tests/diagnostics/td/, their expected diagnostics written
beside the lines they point at, as LLVM's TableGen tests do:

    // RUN: avail
    // CHECK: [[FILE]]:[[@LINE+1]]:7: error: Value 'queryFnNam' unknown!
      let queryFnNam = "getMinVersion";

``// RUN: CMD ARGS`` names the odsgen command (run on the file with ``--no-cache`` and
``-I tests/diagnostics/td``, where ``prelude.td`` declares the ODS classes the specs
use); ``// EXIT: N`` the exit code (default 1). Each ``// CHECK: TEXT`` must occur in
stderr, in order, one line after the other's; ``[[FILE]]`` is the spec's file name and
``[[@LINE]]``, ``[[@LINE+N]]``, ``[[@LINE-N]]`` the CHECK line's number (plus or minus
N). No traceback may appear.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from odsgen.cli import main

TD = Path(__file__).resolve().parent / "td"
CASES = sorted(p for p in TD.glob("*.td") if p.name != "prelude.td")
_DIRECTIVE = re.compile(r"//\s*(RUN|EXIT|CHECK):\s?(.*)$")
_LINE = re.compile(r"\[\[@LINE(?:([+-])(\d+))?\]\]")


def read_directives(path: Path) -> tuple[list[str], int, list[str]]:
    """(command words, expected exit code, expected texts) of one .td case."""
    run: list[str] = []
    exit_code = 1
    checks: list[str] = []
    for number, line in enumerate(path.read_text().splitlines(), 1):
        m = _DIRECTIVE.search(line)
        if m is None:
            continue
        kind, text = m.group(1), m.group(2).rstrip()
        if kind == "RUN":
            run = text.split()
        elif kind == "EXIT":
            exit_code = int(text)
        else:

            def at(n: re.Match[str], number: int = number) -> str:
                k = int(n.group(2) or 0)
                return str(number + k if n.group(1) != "-" else number - k)

            checks.append(_LINE.sub(at, text).replace("[[FILE]]", path.name))
    return run, exit_code, checks


def test_every_case_has_a_run_line_and_checks():
    assert CASES
    for path in CASES:
        run, _, checks = read_directives(path)
        assert run and checks, f"{path.name}: a RUN line and at least one CHECK"


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_diagnostics_beside_the_bad_line(path, capsys, monkeypatch):
    run, exit_code, checks = read_directives(path)
    monkeypatch.chdir(TD)  # diagnostics name the spec as given: its file name
    code = main([run[0], "--no-cache", "-I", str(TD), *run[1:], path.name])
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert code == exit_code, err
    lines = err.splitlines()
    at = 0
    for check in checks:
        hit = next((i for i in range(at, len(lines)) if check in lines[i]), None)
        assert hit is not None, f"{path.name}: not found (in order) in stderr: {check!r}\n--- stderr ---\n{err}"
        at = hit + 1
