"""Constraints on the op (issue 25, item 2): each accessor of a generated op class carries
its ODS constraint, and the package's verifier is built from the classes.

- The verifier's data each golden package builds from its classes (their accessors'
  constraints, regions, successors and ``CHECKS``) equals what the model gives
  (odsgen.model.verify.build_verifier_specs), op for op, so every verifier figure
  stays what it was.
- ``ops.py`` holds no verifier function; a constraint several accessors use is one
  module-level object named after its ODS def.
"""

from __future__ import annotations

import pytest
from golden_support import GOLDEN, examples, golden_package

from odsgen.model import load_model
from odsgen.model.verify import build_verifier_specs
from odsgen.resources import data_dir
from odsgen.runtime import opview
from odsgen.runtime import verify as V

EXAMPLES = examples()


@pytest.mark.parametrize("name,spec", EXAMPLES, ids=[n for n, _ in EXAMPLES])
def test_verifier_built_from_the_classes_is_the_models(name, spec):
    pkg = golden_package(name)
    model = load_model([str(spec)], [str(data_dir("tdlib"))])
    want = build_verifier_specs(model)
    got = pkg.ops.VERIFIER.specs
    assert list(got) == [s.name for s in want]
    for s in want:
        assert got[s.name] == s, s.name
    (ops_py,) = (GOLDEN / name).glob("*/ops.py")
    assert "_odsgen_verify_specs" not in ops_py.read_text()


@pytest.mark.parametrize("name", [n for n, _ in EXAMPLES])
def test_every_value_and_attribute_accessor_carries_its_constraint(name):
    pkg = golden_package(name)
    for cls in pkg.ops.OPS.values():
        for acc in vars(cls).values():
            if isinstance(acc, opview.Accessor) and acc.kind in ("operand", "result", "attribute"):
                assert isinstance(acc.constraint, V.Constraint), (cls.__name__, acc.name)
                assert acc.summary == acc.constraint.summary


def test_constraints_are_named_after_their_defs_and_shared():
    rfc = golden_package("rfc").ops
    # AttrAvailableAt<F32Attr, ...>:$attr and AnyTypeOf<[I32, TypeAvailableAt<F32, ...>]>:$result
    assert rfc.AOp.attr.constraint is rfc.AttrAvailableAt_F32Attr
    assert rfc.AOp.result.constraint is rfc.AnyTypeOf_I32_TypeAvailableAt_F32
    assert rfc.AnyTypeOf_I32_TypeAvailableAt_F32.summary == "32-bit signless integer or 32-bit float"
    # One object per distinct constraint, whichever ops use it, bound to a module-level name.
    for name, _ in EXAMPLES:
        ops = golden_package(name).ops
        users: dict[V.Constraint, set[str]] = {}
        for cls in ops.OPS.values():
            for acc in vars(cls).values():
                if isinstance(acc, opview.Accessor) and acc.constraint is not None:
                    users.setdefault(acc.constraint, set()).add(cls.__name__)
        for c in users:
            assert [n for n, v in vars(ops).items() if v is c], (name, c)
            assert sum(1 for v in vars(ops).values() if v == c) == 1, (name, c)
        if name == "gpu":
            assert max(len(u) for u in users.values()) > 1
