"""How a module file in custom syntax is read for the checks (odsgen.checking.inputs.read):
a text that names an op checked in its context is read as odsgen's IR at once."""

from __future__ import annotations

from odsgen.checking.inputs.read import _names_any

TEXT = "%0 = tosa.add %a, %a\n// then a tosa.mul\n"


def test_a_name_is_found_anywhere_in_the_text():
    assert _names_any(TEXT, ["tosa.while_loop", "tosa.mul"])
    assert _names_any(TEXT, frozenset({"tosa.add"}))


def test_names_are_matched_literally():
    """A '.' in an op's name is a dot, not any character."""
    assert not _names_any("%0 = tosaXmul %a", ["tosa.mul"])
    assert not _names_any(TEXT, ["tosa.muls", "tosa.while_loop"])


def test_no_names_are_never_found():
    assert not _names_any(TEXT, [])
    assert not _names_any(TEXT, frozenset())
