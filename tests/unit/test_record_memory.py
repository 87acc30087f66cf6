"""A record keeper is freed with its last reference: nothing process-wide keeps the
records of a root once the caller drops them (issue 21, item 8: the test suite's workers
grew by the whole record graph of every root they had evaluated)."""

from __future__ import annotations

import gc
import weakref

from odsgen.records import load_root

SPEC = """
class Base<int n> { int value = n; }
class Mixin;
def A : Base<1>, Mixin;
def B : Base<2>;
class Holder<list<Base> items> { list<Base> all = items; Base first = items[0]; }
def H : Holder<[A, B]>;
"""


def test_an_evaluated_keeper_is_freed_when_dropped(tmp_path):
    root = tmp_path / "root.td"
    root.write_text(SPEC)
    keeper = load_root(str(root), use_cache=False)
    # Record types of record-valued fields are interned process-wide: the interning
    # must not keep the classes (and through them the keeper) alive.
    assert "H" in keeper.defs
    probe = weakref.ref(keeper)
    del keeper
    gc.collect()
    assert probe() is None, "the evaluated records outlive their keeper"
