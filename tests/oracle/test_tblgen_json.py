"""Differential tests: odsgen against llvm-tblgen 22 over the installed MLIR and LLVM .td trees.

Every .td file under ``include/mlir`` and ``include/llvm`` is taken as a root (one test id each, so
pytest-xdist spreads them; the tree is discovered at test time, never copied). Where
``llvm-tblgen --dump-json`` accepts the root, odsgen's JSON must equal it as data
after ``tblgen_compare.normalise`` (anonymous records renamed by content; ``!locs``
compared too), and the default text view (``llvm-tblgen ROOT``) must be byte-identical,
from the same odsgen evaluation. Where llvm-tblgen rejects the root, odsgen must
reject it too, with its first error at the same file and line.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tblgen_oracle import INCLUDE, compare_root, find_roots, root_id

pytestmark = pytest.mark.oracle

# Without the tree there is nothing to discover: one placeholder id, which the oracle
# marker then skips (or fails under CI=true).
ROOTS = find_roots() or [INCLUDE / "mlir" / "tree-not-installed.td"]

# Roots whose text view is known to differ from llvm-tblgen's (none at present).
TEXT_VIEW_DIFFERS: frozenset[str] = frozenset()

# The roots the issue names; their text view must match whatever else is listed above.
MUST_MATCH = [
    "mlir/Dialect/SPIRV/IR/SPIRVOps.td",
    "mlir/Dialect/Tosa/IR/TosaOps.td",
    "mlir/IR/OpBase.td",
    "llvm/IR/RuntimeLibcalls.td",
]


# Roots whose records are known to differ from llvm-tblgen's, with the reason: still
# compared (strict xfail), so the day they agree this list must shrink.
RECORDS_DIFFER: dict[str, str] = {}


def _root_param(root: Path):
    reason = RECORDS_DIFFER.get(root_id(root))
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(root, id=root_id(root), marks=marks)


@pytest.mark.parametrize("root", [_root_param(r) for r in ROOTS])
def test_root_agrees_with_llvm_tblgen(root):
    outcome = compare_root(root, text_view=root_id(root) not in TEXT_VIEW_DIFFERS)
    assert outcome.agree, outcome.explain()
    assert outcome.text_agree is not False, outcome.explain()


@pytest.mark.parametrize("rel", MUST_MATCH)
def test_named_roots_match_exactly(rel):
    """The issue's roots: accepted, same JSON and byte-identical text view (never excused)."""
    assert rel not in TEXT_VIEW_DIFFERS
    outcome = compare_root(INCLUDE / rel, text_view=True)
    assert outcome.accepted, outcome.explain()
    assert outcome.agree and outcome.text_agree, outcome.explain()
