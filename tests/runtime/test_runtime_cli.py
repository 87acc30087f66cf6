"""``odsgen print``: output, atomic -o, standard input, and errors on bad and huge input."""

from __future__ import annotations

import time

import pytest
from runtime_support import INPUTS, run_odsgen

from odsgen.diagnostics import OdsgenError
from odsgen.runtime.printer import module_to_str
from odsgen.runtime.reader import read_text

GENERIC = (INPUTS / "handwritten.generic.mlir").read_text()


def test_print_to_stdout_and_file(tmp_path) -> None:
    src = INPUTS / "handwritten.generic.mlir"
    proc = run_odsgen("print", str(src))
    assert proc.returncode == 0, proc.stderr.decode()
    expected = module_to_str(read_text(GENERIC))
    assert proc.stdout.decode() == expected
    out = tmp_path / "out.mlir"
    out.write_text("old content")
    proc = run_odsgen("print", str(src), "-o", str(out))
    assert proc.returncode == 0 and proc.stdout == b""
    assert out.read_text() == expected
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.mlir"]  # no temporary left behind


def test_print_from_stdin() -> None:
    proc = run_odsgen("print", "-", stdin=b'%0 = "x"() : () -> i32\n"y"(%0) : (i32) -> ()\n')
    assert proc.returncode == 0
    assert proc.stdout.decode() == '%0 = "x"() : () -> i32\n"y"(%0) : (i32) -> ()\n\n'


def test_no_debuginfo_drops_locations() -> None:
    proc = run_odsgen("print", "--no-debuginfo", "-", stdin=b'"x"() : () -> () loc("a.c":1:2)\n')
    assert proc.stdout.decode() == '"x"() : () -> ()\n\n'


@pytest.mark.parametrize(
    "text,where,message",
    [
        ('"x"() {s = "abc} : () -> ()\n', "1:28", "expected '\"' in string literal"),
        ('"x"() ({\n  "y"() : () -> ()\n', "1:8", "region is never closed"),
        ('%0 = "x"(%9) : (i32) -> i32\n', "1:10", "use of undeclared SSA value name"),
        ('%0:3 = "x"() : () -> (i32, i32)\n', "1:1", "operation defines 2 results but was provided 3 to bind"),
    ],
)
def test_errors_render_with_caret_and_exit_1(tmp_path, text: str, where: str, message: str) -> None:
    path = tmp_path / "bad.mlir"
    path.write_text(text)
    proc = run_odsgen("print", str(path), "-o", str(tmp_path / "out.mlir"))
    err = proc.stderr.decode()
    assert proc.returncode == 1
    assert "Traceback" not in err
    first, source, caret = err.splitlines()[:3]
    assert first == f"{path}:{where}: error: {message}" or first.startswith(f"{path}:{where}: error: {message}")
    col = int(where.split(":")[1])
    assert source.startswith("  ") and caret == "  " + " " * (col - 1) + "^"
    assert not (tmp_path / "out.mlir").exists()  # nothing written on error


def test_missing_file_is_an_error_not_a_traceback(tmp_path) -> None:
    proc = run_odsgen("print", str(tmp_path / "nope.mlir"))
    assert proc.returncode == 1
    assert b"Traceback" not in proc.stderr and b"error" in proc.stderr


def test_binary_garbage_file(tmp_path) -> None:
    path = tmp_path / "garbage.mlir"
    path.write_bytes(bytes(range(256)) * 64)
    proc = run_odsgen("print", str(path))
    err = proc.stderr.decode(errors="replace")
    assert proc.returncode != 0 and "Traceback" not in err
    # Binary input is refused about the file, its bytes never shown (issue 34, item 5).
    assert err == f"{path}: error: is binary data, not an MLIR module (neither MLIR text nor MLIR bytecode)\n"


MB = 1 << 20


@pytest.mark.slow  # 100 MB through a subprocess: seconds of reading
def test_hundred_megabyte_single_line_via_cli(tmp_path) -> None:
    """A 100 MB line that never closes its string: a located error, quickly, via the CLI."""
    path = tmp_path / "huge.mlir"
    with open(path, "w") as f:
        f.write('"x"() {s = "')
        f.write("a" * (100 * MB))
    start = time.monotonic()
    proc = run_odsgen("print", str(path), timeout=300)
    err = proc.stderr.decode()
    assert proc.returncode == 1 and "Traceback" not in err
    assert err.startswith(f"{path}:1:{100 * MB + 13}: error: expected '\"' in string literal")
    assert len(err) < 5000  # the huge line is shown as a window around the column
    assert time.monotonic() - start < 120


@pytest.mark.parametrize(
    "make,expect_error",
    [
        (lambda n: '"x"() {s = "' + "b" * n + '"} : () -> ()\n', False),  # one huge valid attribute
        (lambda n: '"x"() : () -> () ' * (n // 17), False),  # many ops on one line
        (lambda n: "x" * n, True),  # garbage without a newline
        # (these two in the whole suite, not the fast tier: a huge line that is an error is the one above)
        pytest.param(lambda n: '"x"() {a = [' + "1, " * (n // 30), True, marks=pytest.mark.slow),  # never ends (1 MB)
        pytest.param(lambda n: '"x"() {a = #d.a<' + "<" * (n // 100) + "x" * n, True, marks=pytest.mark.slow),
    ],
)
def test_huge_single_lines_in_process(make, expect_error: bool) -> None:
    text = make(10 * MB)
    start = time.monotonic()
    try:
        module = read_text(text, "line.mlir")
        assert not expect_error
        assert module.operations
    except OdsgenError as exc:
        assert expect_error, str(exc)[:500]
        assert str(exc).startswith("line.mlir:1:")
    assert time.monotonic() - start < 60
