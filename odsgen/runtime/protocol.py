"""The IR protocol: what odsgen's runtime reads from a module and its operations.

Generated op classes, their queries and memo keys (odsgen.runtime.opview), target
environments (odsgen.runtime.target) and the checks behind ``validate``/``deduce``
(odsgen.checking, odsgen.runtime.typerules) read a module and its operations through the
few members below and nothing else: one protocol for all of them. Two implementations
exist:

- odsgen's own IR (``odsgen.runtime.ir.Operation``, ``Block``, ``Region``, ``Module``),
  read from generic text or built in Python, implements it as it is;
- ``odsgen.runtime.mlir_adapter`` implements it over the MLIR Python bindings' API
  (``mlir.ir``, ``iree.compiler.ir``, ``torch_mlir.ir``), so the same code answers on
  modules that live in memory.

Types and attributes are always odsgen's structured values (``odsgen.runtime.ir.Type``,
``Attribute``): the adapter converts the bindings' objects through their text.
``as_operation(obj)`` turns whatever a user passes (an odsgen op, an ``mlir.ir``
operation or OpView) into an implementation of ``Operation``.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from odsgen.runtime import ir

if TYPE_CHECKING:
    from odsgen.runtime.verify import Result

__all__ = ["Value", "Block", "Region", "Operation", "Module", "OpVerifier", "as_operation", "is_bindings_object"]


@runtime_checkable
class Value(Protocol):
    """An operand, result or block argument."""

    @property
    def type(self) -> ir.Type: ...


@runtime_checkable
class Block(Protocol):
    @property
    def operations(self) -> Sequence["Operation"]: ...

    @property
    def arguments(self) -> Sequence[Value]: ...


@runtime_checkable
class Region(Protocol):
    @property
    def blocks(self) -> Sequence[Block]: ...


@runtime_checkable
class Operation(Protocol):
    """An operation.

    ``get_attr(name)`` looks in the inherent attributes (properties), then in the
    discardable ones; ``properties`` is the inherent dictionary where the IR tells them
    apart (odsgen's reader does; the MLIR bindings merge both into ``attributes`` and
    give ``None`` here; the generic form may give any attribute (``<1 : i32>``), so it
    is a ``DictionaryAttr`` only when ``isinstance`` says so). Which attributes are inherent is the spec's to say:
    ``split_attributes(names)`` gives (inherent, discardable) for an op whose ODS
    definition declares ``names`` (``OpSpec.inherent``; ``Verifier.split_attributes(op)``), the same in
    both implementations and as MLIR holds them: a declared name is inherent wherever
    generic text put it (MLIR's parser moves it from ``{...}`` into ``<{...}>``, and a
    ``<{...}>`` value wins over a ``{...}`` one), every other name is discardable and no
    argument of the op. Availability and verification read only declared names.
    ``line``/``col`` locate the op in the file it was read from
    (0 when unknown); ``location`` is the ``loc(...)`` it carries, as an odsgen
    ``LocationAttr``, or None. ``parent`` is the block the op sits in and ``parent_op``
    the op around it (None at the top level): where an op sits decides its target
    (``spirv.module``'s, say).
    """

    @property
    def name(self) -> str: ...

    @property
    def operands(self) -> Sequence[Value]: ...

    @property
    def results(self) -> Sequence[Value]: ...

    @property
    def regions(self) -> Sequence[Region]: ...

    @property
    def properties(self) -> ir.Attribute | None: ...

    @property
    def attributes(self) -> ir.DictionaryAttr: ...

    @property
    def location(self) -> ir.LocationAttr | None: ...

    @property
    def line(self) -> int: ...

    @property
    def col(self) -> int: ...

    def get_attr(self, name: str, default: ir.Attribute | None = None) -> ir.Attribute | None: ...

    def split_attributes(self, inherent: Collection[str]) -> tuple[ir.DictionaryAttr, ir.DictionaryAttr]: ...

    def walk(self, post_order: bool = False) -> Iterator["Operation"]: ...

    @property
    def parent(self) -> object: ...

    @property
    def parent_op(self) -> "Operation | None": ...


@runtime_checkable
class Module(Protocol):
    """A module: the top-level block, its operations (``body.operations``) and a walk
    over every op in it."""

    @property
    def body(self) -> Block: ...

    @property
    def operations(self) -> Sequence[Operation]: ...

    def walk(self, post_order: bool = False) -> Iterator[Operation]: ...


class OpVerifier(Protocol):
    """What the conversion drivers (odsgen.runtime.rewrite, odsgen.runtime.mlir_gate) ask of
    a verifier (odsgen.runtime.verify.Verifier): the problems of an op, None for an op it
    has no spec of."""

    def verify(self, op: Any) -> Result | None: ...


def is_bindings_object(obj: object) -> bool:
    """Whether ``obj`` is an operation, OpView or module of the MLIR Python bindings
    (under any package name: the check reads the API, not the module path)."""
    return hasattr(obj, "get_asm") or (hasattr(obj, "operation") and hasattr(obj, "body") and hasattr(obj, "context"))


def as_operation(obj: Any) -> Operation:
    """``obj`` as an implementation of ``Operation``: odsgen's own ops as they are, an
    operation or OpView of the MLIR bindings through the adapter."""
    if type(obj) is ir.Operation:
        return obj
    if is_bindings_object(obj):
        from odsgen.runtime.mlir_adapter import adapt_operation

        return adapt_operation(obj)
    return obj
