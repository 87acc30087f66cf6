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


def test_one_place_decides_a_files_form():
    """``form_of`` (issue 36, item 2): the magic numbers first, then an ONNX model by its
    name, then binary data, then custom syntax by its first op; generic form is the rest."""
    from odsgen.checking.inputs.read import Form, form_of

    spirv = (0x07230203).to_bytes(4, "little") + bytes(16)
    assert form_of("k.spv", spirv) is Form.SPIRV
    assert form_of("k.spv", spirv[3::-1] + bytes(16)) is Form.SPIRV  # (either byte order)
    assert form_of("k.spv", spirv, spirv=False) is Form.BINARY  # (no spec to name its ops)
    assert form_of("m.onnx", b"\x08\x07\x12\x04") is Form.ONNX
    assert form_of("m.mlirbc", b"ML\xefR\x00\x06") is Form.BYTECODE
    assert form_of("m.bin", bytes(range(256)) * 8) is Form.BINARY
    assert form_of("m.mlir", b"spirv.module Logical GLSL450 {\n}\n") is Form.CUSTOM
    assert form_of("m.mlir", b'"spirv.module"() ({\n}) : () -> ()\n') is Form.GENERIC
    assert form_of("m.mlir", b"") is Form.GENERIC


def test_one_place_decides_an_objects_form(tmp_path):
    from odsgen.checking.inputs.read import Form, form_of_object
    from odsgen.runtime.reader import read_text

    assert form_of_object(str(tmp_path / "m.mlir")) is Form.PATH
    assert form_of_object(tmp_path / "m.mlir") is Form.PATH
    assert form_of_object(read_text('"spirv.module"() ({\n}) : () -> ()\n', "m.mlir")) is Form.ODSGEN_IR
