"""The model's op wrapper (odsgen.model.build.Op): what an op's definition says, read once
from its records, so the verifier data, the type rules and the emitters agree on it."""

from __future__ import annotations

import pytest

from odsgen.model import load_model
from odsgen.model.verify import build_verifier_specs

SPEC = """
include "odsgen/base.td"

def W_Dialect : Dialect {
  let name = "w";
  let cppNamespace = "::mlir::w";
}
def W_WrapOp : Op<W_Dialect, "wrap"> {
  let arguments = (ins Arg<I32, "the input">:$input, Arg<I32Attr, "a count">:$count,
                       OptionalAttr<I32Attr>:$stride);
  let results = (outs Res<I32, "the output">:$out);
}
"""


@pytest.fixture(scope="module")
def model(tmp_path_factory):
    p = tmp_path_factory.mktemp("opwrapper") / "w.td"
    p.write_text(SPEC)
    return load_model([str(p)], use_cache=False)


def test_an_attribute_wrapped_in_arg_is_an_attribute_everywhere(model):
    # Arg<I32Attr> is an attribute (the attribute-or-property rule reads the wrapped
    # constraint); the op's fields, its argument views and its verifier data agree.
    op = model.op_named("w.wrap")
    assert [a.name for a in op.operands] == ["input"]
    assert [a.name for a in op.attributes] == ["count", "stride"]
    args = op.args
    assert [(a.kind, a.name) for a in args.ins] == [
        ("operand", "input"),
        ("attribute", "count"),
        ("attribute", "stride"),
    ]
    (spec,) = build_verifier_specs(model)
    assert [v.name for v in spec.operands] == ["input"]
    assert [(a.name, a.required) for a in spec.attributes] == [("count", True), ("stride", False)]
