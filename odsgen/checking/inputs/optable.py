"""One flat table of a module's ops: what validate and deduce read (docs/validate.md).

What validate and deduce ask of an op is its *shape* (its name, its property and
attribute dictionaries and its operand and result types: what its requirements depend
on), where it is, which ops hold it (for the nearest ``<dialect>.target_env`` and the
units) and whether MLIR's verifier checked it. ``OpTable`` holds exactly that, flat, in
walk order (pre-order: an op before the ops of its regions), with each distinct shape
once: ops that look alike are checked once, whatever the module was read from.

Three constructors give equal tables for one module:

- ``from_module``: odsgen's IR (odsgen.runtime.ir, or any module of the runtime's IR
  protocol, such as odsgen.runtime.mlir_adapter's): shapes are told apart by the identity
  of their dictionaries and types, which odsgen's reader shares by their text.
- ``from_scan``: the generic text MLIR printed for a module it parsed and verified
  (odsgen.checking.inputs.shapes scans it without building the IR).
- ``from_mlir``: a module of the MLIR Python bindings that MLIR's verifier accepts,
  printed in C++ and scanned.

Shapes are numbered in the order their key is complete: an op without regions where it
is, an op with regions at the end of its regions (as a scan of the text meets them).
"""

from __future__ import annotations

from array import array
from collections import Counter
from collections.abc import Callable, Container, Iterable
from dataclasses import dataclass, field
from itertools import repeat
from operator import attrgetter
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from odsgen.checking.inputs import shapes
    from odsgen.checking.inputs.shapes import Placer
    from odsgen.runtime import protocol
    from odsgen.source import SourceFile

__all__ = ["OpTable"]

_TYPE = attrgetter("type")


@dataclass(frozen=True, slots=True)
class OpTable:
    """The ops of a module by shape, in walk order. Op ``i`` has the shape ``shape[i]``
    (an index into ``names`` and ``reps``) and the enclosing op ``parent[i]`` (-1 at the
    top level); ``ends`` maps each op that has regions to where the ops in them end (op
    ``i``'s are the ops from ``i + 1`` up to, not including, ``ends[i]``). ``verified``:
    the op names whose ops MLIR's verifier checked (None: MLIR did not verify the module,
    or it is not known). Two tables are equal when they have the same ops, shapes,
    nesting and verification; where their ops are located is ``op_at``'s."""

    names: tuple[str, ...]  # each shape's op name
    shape: array[int]
    parent: array[int]
    ends: dict[int, int]
    verified: frozenset[str] | None
    reps: tuple[Any, ...] = field(compare=False, repr=False)  # each shape's representative op (no position needed)
    first: dict[str, int] = field(compare=False, repr=False)  # each op name's first op, in the order of those ops
    at: Callable[[int], Any] = field(compare=False, repr=False)  # op i, located (its shape's values; no regions)
    source: SourceFile | None = field(compare=False, repr=False, default=None)  # the file the ops are placed in

    def __len__(self) -> int:
        return len(self.shape)

    def op_at(self, i: int) -> Any:
        """Op ``i``, placed where its location points in the user's file (to report it)."""
        return self.at(i)

    def counts(self) -> list[int]:
        """How many ops each shape has."""
        per_shape = Counter(self.shape)
        return [per_shape[s] for s in range(len(self.names))]

    def by_name(self) -> dict[str, int]:
        """How many ops there are of each name (in the order of the first op of each)."""
        out = dict.fromkeys(self.first, 0)
        for name, n in zip(self.names, self.counts()):
            out[name] += n
        return out

    def count(self, names: Container[str]) -> int:
        """How many ops have a name in ``names``."""
        return sum(n for name, n in self.by_name().items() if name in names)

    def holder(self, holders: Container[int], i: int) -> int | None:
        """The op of ``holders`` that is op ``i`` or nearest around it, or None."""
        parent = self.parent
        while i >= 0:
            if i in holders:
                return i
            i = parent[i]
        return None

    # ------------------------------------------------------------------ constructors

    @classmethod
    def from_module(cls, module: protocol.Module, verified: Callable[[str], bool] | None = None) -> OpTable:
        """The table of a module of the runtime's IR protocol; ``verified`` (what its read
        said: ``ModuleRead.mlir_verified``): whether MLIR's verifier checked an op name's ops."""
        return cls.from_ops(module.body.operations, verified, getattr(module, "source", None))

    @classmethod
    def from_ops(
        cls, ops: Iterable[Any], verified: Callable[[str], bool] | None = None, source: SourceFile | None = None
    ) -> OpTable:
        """The table of ``ops`` and every op inside them (``from_module`` of a list of
        top-level ops). Ops of odsgen's IR that look alike share a shape: their
        dictionaries and types are the very same objects (the reader shares them); any
        other op (a wrapper made afresh) is a shape of its own."""
        from odsgen.runtime.ir import Operation

        ids: dict[object, int] = {}
        names: list[str] = []
        reps: list[Any] = []
        shape = array("i")
        parent = array("i")
        ends: dict[int, int] = {}
        first: dict[str, int] = {}
        every: list[Any] = []
        add_shape, add_parent, add_op = shape.append, parent.append, every.append
        stack: list[tuple[Any, int]] = list(zip(reversed(list(ops)), repeat(-1)))
        pop, push, extend = stack.pop, stack.append, stack.extend

        def shape_of(op: Any, i: int) -> int:
            if type(op) is Operation:
                key: object = (
                    op.name,
                    id(op.properties),
                    id(op.attributes),
                    *map(id, map(_TYPE, op.operands)),
                    None,
                    *map(id, map(_TYPE, op.results)),
                )
            else:
                key = i
            s = ids.get(key)
            if s is None:
                s = ids[key] = len(names)
                names.append(op.name)
                reps.append(op)
            return s

        while stack:
            op, up = pop()
            if op is None:  # the end of op ``up``'s regions: its shape now, as a scan of the text has it
                ends[up] = len(shape)
                shape[up] = shape_of(every[up], up)
                continue
            i = len(shape)
            name = op.name
            if name not in first:
                first[name] = i
            add_parent(up)
            add_op(op)
            regions = op.regions
            if regions:
                add_shape(-1)
                push((None, i))
                for region in reversed(regions):
                    for block in reversed(region.blocks):
                        extend(zip(reversed(block.operations), repeat(i)))
            else:
                add_shape(shape_of(op, i))
        return cls(
            tuple(names),
            shape,
            parent,
            ends,
            _names_verified(first, verified),
            tuple(reps),
            first,
            every.__getitem__,
            source,
        )

    @classmethod
    def from_scan(
        cls, text: str, placer: Placer, verified: Callable[[str], bool], to_verify: Container[str] = ()
    ) -> OpTable | None:
        """The table of the module whose generic text MLIR printed in ``text`` (locations
        inline, naming the file ``placer`` places ops in) after parsing and verifying it
        (``verified``: whether its verifier checked an op name's ops); None when the text
        is not the regular form the scan reads, or has an op of a name in ``to_verify``
        (the ops the check verifies) that MLIR did not verify: odsgen's reader reads it
        then (``from_module``)."""
        from odsgen.checking.inputs import shapes  # (here: a table of a module in memory or of a binary scans no text)
        from odsgen.source import SourceManager

        scanned = shapes.scan_generic(text, SourceManager(), placer, verified, to_verify)
        return None if scanned is None else cls._of_scan(scanned, verified)

    @classmethod
    def from_mlir(
        cls, obj: Any, to_verify: Container[str] = (), verified: Callable[[str], bool] | None = None
    ) -> OpTable | None:
        """The table of a whole module of the MLIR Python bindings (a ``Module``, or a
        top-level op) that MLIR's verifier accepts, printed in generic form by C++ and
        scanned, each op placed where its location points in the file the first location
        names; None when it cannot be read so (a nested op, a module MLIR's verifier
        rejects, ops located elsewhere than in that file as it is on disk, an op of a
        name in ``to_verify`` MLIR did not verify, text the scan does not read).
        ``verified``: what ``verified_by_mlir`` said of it, when it was asked already."""
        import re

        from odsgen.checking.inputs.custom_syntax import print_generic, verified_by_mlir
        from odsgen.source import SourceManager

        op = getattr(obj, "operation", obj)
        if op.parent is not None:
            return None
        if verified is None:
            verified = verified_by_mlir(op)
        if verified is None:
            return None
        generic = print_generic(op)
        first = re.search(r'loc\("([^"\\\n]*)":\d+:\d+\)', generic)
        if first is None:
            return None
        origin = first.group(1)
        try:
            with open(origin, encoding="utf-8", errors="surrogateescape") as f:
                text = f.read()
        except (OSError, ValueError):
            return None
        from odsgen.checking.inputs import shapes

        placer = shapes.Placer(SourceManager().add(origin, text), origin)
        scanned = shapes.scan_generic(generic, SourceManager(), placer, verified, to_verify)
        if scanned is None or not scanned.located_in_source():
            return None
        return cls._of_scan(scanned, verified)

    @classmethod
    def _of_scan(cls, scanned: shapes.Scan, verified: Callable[[str], bool]) -> OpTable:
        return cls(
            tuple(k[0] for k in scanned.keys),
            scanned.shape,
            scanned.parent,
            scanned.regioned,
            _names_verified(scanned.first, verified),
            tuple(scanned.ops),
            scanned.first,
            scanned.op_at,
            scanned.source,
        )


def _names_verified(first: Iterable[str], verified: Callable[[str], bool] | None) -> frozenset[str] | None:
    """The names among ``first`` (a module's op names) whose ops MLIR's verifier checked."""
    return None if verified is None else frozenset(n for n in first if verified(n))
