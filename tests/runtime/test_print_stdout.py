"""``odsgen print`` to standard output in process, where ``sys.stdout`` / ``sys.stdin`` are
text streams without a binary ``buffer`` (an ``io.StringIO``, as ``run_cli`` sets them)."""

from __future__ import annotations

import io
import sys

from check_support import run_cli

MODULE = "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n"


def test_print_writes_to_a_text_stdout(tmp_path):
    src = tmp_path / "m.mlir"
    src.write_text(MODULE)
    assert run_cli("print", src, "-o", tmp_path / "out.mlir")[0] == 0
    expected = (tmp_path / "out.mlir").read_text()
    rc, out, err = run_cli("print", src)
    assert (rc, err) == (0, "")
    assert out == expected and '"arith.addi"' in out


def test_print_reads_a_text_stdin(tmp_path, monkeypatch):
    src = tmp_path / "m.mlir"
    src.write_text(MODULE)
    assert run_cli("print", src, "--no-debuginfo", "-o", tmp_path / "out.mlir")[0] == 0
    monkeypatch.setattr(sys, "stdin", io.StringIO(MODULE))
    rc, out, err = run_cli("print", "-", "--no-debuginfo")
    assert (rc, err) == (0, "")
    assert out == (tmp_path / "out.mlir").read_text()


class _Wrapper:
    """A stdout replacement with ``write`` and ``flush`` only."""

    def __init__(self) -> None:
        self.parts: list[str] = []

    def write(self, text: str) -> int:
        self.parts.append(text)
        return len(text)

    def flush(self) -> None:
        pass


def test_print_writes_through_a_wrapper_without_buffer(tmp_path, monkeypatch):
    from odsgen.cli import main

    src = tmp_path / "m.mlir"
    src.write_text(MODULE)
    assert run_cli("print", src, "-o", tmp_path / "out.mlir")[0] == 0
    wrapper = _Wrapper()
    monkeypatch.setattr(sys, "stdout", wrapper)
    assert main(["print", str(src)]) == 0
    assert "".join(wrapper.parts) == (tmp_path / "out.mlir").read_text()
