"""TableGen value types (LLVM's RecTy lattice): bit, bits<n>, int, string, list<T>, dag, records.

Types are interned: compare them with ``is``. Names and conversion rules follow
``llvm/lib/TableGen/Record.cpp`` (typeIsConvertibleTo, typeIsA, resolveTypes).
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from odsgen.records.record import Record


class RecTy:
    __slots__ = ("_list_ty",)
    kind = "?"

    def __init__(self) -> None:
        self._list_ty: ListRecTy | None = None

    def list_of(self) -> "ListRecTy":
        if self._list_ty is None:
            self._list_ty = ListRecTy(self)
        return self._list_ty

    def convertible_to(self, other: "RecTy") -> bool:
        return self is other

    def is_a(self, other: "RecTy") -> bool:
        return self is other

    def __repr__(self) -> str:
        return f"RecTy({self})"


class BitRecTy(RecTy):
    __slots__ = ()
    kind = "bit"

    def __str__(self) -> str:
        return "bit"

    def convertible_to(self, other: RecTy) -> bool:
        if other is self or other is INT:
            return True
        return isinstance(other, BitsRecTy) and other.width == 1


class BitsRecTy(RecTy):
    __slots__ = ("width",)
    kind = "bits"

    def __init__(self, width: int) -> None:
        super().__init__()
        self.width = width

    def __str__(self) -> str:
        return f"bits<{self.width}>"

    def convertible_to(self, other: RecTy) -> bool:
        if other is self or other is INT:
            return True
        if other is BIT:
            return self.width == 1
        return False


class IntRecTy(RecTy):
    __slots__ = ()
    kind = "int"

    def __str__(self) -> str:
        return "int"

    def convertible_to(self, other: RecTy) -> bool:
        return other is self or other is BIT or isinstance(other, BitsRecTy)


class StringRecTy(RecTy):
    __slots__ = ()
    kind = "string"

    def __str__(self) -> str:
        return "string"


class DagRecTy(RecTy):
    __slots__ = ()
    kind = "dag"

    def __str__(self) -> str:
        return "dag"


class ListRecTy(RecTy):
    __slots__ = ("elt",)
    kind = "list"

    def __init__(self, elt: RecTy) -> None:
        super().__init__()
        self.elt = elt

    def __str__(self) -> str:
        return f"list<{self.elt}>"

    def convertible_to(self, other: RecTy) -> bool:
        return isinstance(other, ListRecTy) and self.elt.convertible_to(other.elt)

    def is_a(self, other: RecTy) -> bool:
        return isinstance(other, ListRecTy) and self.elt.is_a(other.elt)


class RecordRecTy(RecTy):
    """The type of a record: the set of classes it derives from (no redundant ones)."""

    __slots__ = ("classes", "__weakref__")
    kind = "record"

    def __init__(self, classes: tuple["Record", ...]) -> None:
        super().__init__()
        self.classes = classes

    def __str__(self) -> str:
        if len(self.classes) == 1:
            return self.classes[0].name
        return "{" + ", ".join(c.name for c in self.classes) + "}"

    def is_subclass_of(self, cls: "Record") -> bool:
        return any(c is cls or c.is_subclass_of(cls) for c in self.classes)

    def convertible_to(self, other: RecTy) -> bool:
        if other is self:
            return True
        if not isinstance(other, RecordRecTy):
            return False
        return all(self.is_subclass_of(c) for c in other.classes)

    is_a = convertible_to


BIT = BitRecTy()
INT = IntRecTy()
STRING = StringRecTy()
DAG = DagRecTy()
_BITS: dict[int, BitsRecTy] = {}
# Interned while in use: keyed by the classes' ids, which stay valid because the type holds
# its classes; a weak table, so that a record keeper's classes (and the whole keeper they
# reach) are freed with the keeper, not kept for the life of the process.
_RECORD_TYS: weakref.WeakValueDictionary[tuple[int, ...], RecordRecTy] = weakref.WeakValueDictionary()


def bits_ty(width: int) -> BitsRecTy:
    t = _BITS.get(width)
    if t is None:
        t = _BITS[width] = BitsRecTy(width)
    return t


def record_ty(classes) -> RecordRecTy:
    """Intern the record type of ``classes``, dropping classes implied by others."""
    classes = list(classes)
    kept = []
    for c in classes:
        if any(o is not c and o.is_subclass_of(c) for o in classes):
            continue
        if c not in kept:
            kept.append(c)
    kept.sort(key=lambda c: c.name)
    key = tuple(id(c) for c in kept)
    t = _RECORD_TYS.get(key)
    if t is None:
        t = _RECORD_TYS[key] = RecordRecTy(tuple(kept))
    return t


def resolve_types(t1: RecTy | None, t2: RecTy | None) -> RecTy | None:
    """LLVM's resolveTypes: the common type of two values (list elements, !if arms)."""
    if t1 is None or t2 is None:
        return None
    if t1 is t2:
        return t1
    if isinstance(t1, RecordRecTy) and isinstance(t2, RecordRecTy):
        common = []
        stack = list(t1.classes)
        while stack:
            r = stack.pop()
            if t2.is_subclass_of(r):
                common.append(r)
            else:
                stack.extend(r.direct_superclasses())
        return record_ty(common)
    if t1.convertible_to(t2):
        return t2
    if t2.convertible_to(t1):
        return t1
    if isinstance(t1, ListRecTy) and isinstance(t2, ListRecTy):
        elt = resolve_types(t1.elt, t2.elt)
        if elt is not None:
            return elt.list_of()
    return None
