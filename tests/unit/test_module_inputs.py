"""How a module file is read for the checks (odsgen.checking.inputs): whether its text
names an op checked in context (then it is read as the IR at once) and whether it can be
read twice (a regular file; a pipe cannot)."""

from __future__ import annotations

import os

import pytest

from odsgen.checking.inputs import _mentions, _regular_file


@pytest.mark.parametrize("at", [0, 5, 6, 7, 8, 13, 30])
def test_a_name_is_found_wherever_it_lies_across_the_chunks(tmp_path, at):
    """Read 8 bytes at a time, a name split between two chunks is still found."""
    text = "x" * at + "tosa.mul" + "y" * 9
    path = tmp_path / "m.mlir"
    path.write_text(text)
    assert _mentions(str(path), ["tosa.while_loop", "tosa.mul"], chunk=8)
    assert not _mentions(str(path), ["tosa.while_loop", "tosa.muls"], chunk=8)


def test_an_unreadable_file_counts_as_mentioning(tmp_path):
    """(the read that follows reports why it cannot be read)"""
    assert _mentions(str(tmp_path / "missing.mlir"), ["tosa.mul"])


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_only_a_regular_file_is_read_twice(tmp_path):
    path = tmp_path / "m.mlir"
    path.write_text("")
    pipe = tmp_path / "p"
    os.mkfifo(pipe)
    assert _regular_file(str(path))
    assert not _regular_file(str(pipe))
    assert not _regular_file("-")
    assert not _regular_file(str(tmp_path))


def test_no_names_are_never_mentioned(tmp_path):
    path = tmp_path / "m.mlir"
    path.write_text("tosa.mul")
    assert not _mentions(str(path), [])
