"""Printer for MLIR's generic textual form.

Prints a ``Module`` (or operations) the way ``mlir-opt --mlir-print-op-generic``
does: same SSA numbering (``%0``, ``%arg0``, ``^bb1``), same layout, same
predecessor comments, attribute and type aliases kept at the top and the
``{-# #-}`` resources at the end. A module read from mlir-opt's output prints
back byte for byte.

The output is built with list appends and written in chunks; nesting is
handled with an explicit stack, so deep regions cannot hit the recursion limit.
"""

from __future__ import annotations

import io
import sys
from contextlib import contextmanager
from typing import IO, Any, Callable, Iterable, Iterator

from odsgen.diagnostics import recursion_limit
from odsgen.runtime.ir import (
    Attribute,
    Block,
    FunctionType,
    LocationAttr,
    RECURSION_LIMIT,
    Module,
    Operation,
    Region,
    ResourceSection,
    Type,
    escape_string,
    is_bare_identifier,
)

__all__ = ["print_module", "module_to_str", "op_to_str", "write_module", "Printer"]

_UNKNOWN = "<<UNKNOWN SSA VALUE>>"
_FLUSH_LINES = 4096


class _Names(dict[object, str]):
    """Names of one region's values and blocks; a name not found here is looked up
    in the enclosing regions (``names[v]`` stays a C-level lookup for local ones)."""

    __slots__ = ("parent",)

    def __init__(self, parent: "_Names | None") -> None:
        super().__init__()
        self.parent = parent

    def __missing__(self, key: object) -> str:
        # A loop, not recursion through the parents: regions nest without limit.
        p = self.parent
        while p is not None:
            n = dict.get(p, key)
            if n is not None:
                return n
            p = p.parent
        return _UNKNOWN


class Printer:
    """Prints operations to ``write`` (a callable taking str chunks)."""

    def __init__(
        self,
        write: Callable[[str], object],
        aliases: dict[str, Attribute | Type] | None = None,
        debuginfo: bool = True,
        trailing: Iterable[str] = (),
    ) -> None:
        self.write = write
        self.buf: list[str] = []
        self.debuginfo = debuginfo
        trailing = set(trailing)
        aliases = aliases or {}
        if not debuginfo:
            # Without locations the aliases of locations are unused: the trailing ones and
            # those MLIR prints first (block arguments' locations).
            aliases = {k: v for k, v in aliases.items() if k not in trailing and not isinstance(v, LocationAttr)}
        self.aliases = {k: v for k, v in aliases.items() if k not in trailing}
        self.trailing = {k: v for k, v in aliases.items() if k in trailing}
        self.alias_of: dict[int, str] = {id(v): k for k, v in aliases.items()}
        self._texts: dict[int, str] = {}
        self._qnames: dict[str, str] = {}
        self.names: _Names | None = None
        self._totals: dict[Region, tuple[int, int]] = {}
        self._starts: dict[Region, tuple[int, int]] = {}
        self._next_free = 1 << 40

    # --- text of types and attributes -------------------------------------

    def text(self, x: Type | Attribute) -> str:
        """MLIR text of a type or attribute, using aliases where defined."""
        key = id(x)
        s = self._texts.get(key)
        if s is None:
            s = self.alias_of.get(key)
            if s is None:
                s = x.print_with(self.text)
            self._texts[key] = s
        return s

    def loc_text(self, loc: LocationAttr) -> str:
        """A trailing location: ``loc(...)`` or ``loc(#alias)``."""
        s = self.text(loc)
        return s if s.startswith("loc(") else "loc(" + s + ")"

    def flush(self) -> None:
        if self.buf:
            self.write("".join(self.buf))
            self.buf.clear()

    # --- module level ---------------------------------------------------------

    def print_aliases(self, trailing: bool = False) -> None:
        w = self.buf.append
        for name, obj in (self.trailing if trailing else self.aliases).items():
            w(name + " = " + obj.print_with(self.text) + "\n")

    def print_resources(self, res: ResourceSection | None) -> None:
        if res is None or not res.entries:
            return
        w = self.buf.append
        w("\n{-#\n")
        _print_resource_entries(res.entries, "  ", w)
        w("\n#-}\n")

    # --- operations -------------------------------------------------------------

    # MLIR numbers values in generic form with module-unique ids (its
    # printUniqueSSAIDs behaviour): a stack of regions, each numbered in full
    # before the regions nested in it, the last nested region first. The first
    # region's numbers therefore depend on everything after it; a counting pass
    # (_subtree_totals) gives every region its starting ids so that printing can
    # still stream in program order.

    def _subtree_totals(self, top: Block) -> dict[Region, tuple[int, int]]:
        """Region -> (value ids, argument ids) used by the region and all regions inside it."""
        totals: dict[Region, tuple[int, int]] = {}
        v, a, children = _own_counts([top])
        stack: list[list[Any]] = [[None, v, a, children, 0]]  # [region, values, arguments, children, next child]
        while stack:
            fr = stack[-1]
            if fr[4] < len(fr[3]):
                r = fr[3][fr[4]]
                fr[4] += 1
                v, a, children = _own_counts(r.blocks)
                stack.append([r, v, a, children, 0])
            else:
                stack.pop()
                if fr[0] is not None:
                    totals[fr[0]] = (fr[1], fr[2])
                if stack:
                    stack[-1][1] += fr[1]
                    stack[-1][2] += fr[2]
        return totals

    def _number(self, blocks: list[Block], nv: int, na: int) -> tuple[_Names, dict[Block, list[Block]] | None]:
        """Names for the blocks and values of one region starting at ids ``nv``/``na``
        (inside the region being printed); records where the regions nested in it start."""
        names = _Names(self.names)
        preds: dict[Block, list[Block]] | None = None
        children: list[Region] = []
        bi = 0
        for b in blocks:
            names[b] = "^bb" + str(bi)
            args = b.arguments
            if args:
                if bi == 0:
                    for a in args:
                        names[a] = "%arg" + str(na)
                        na += 1
                else:
                    for a in args:
                        names[a] = "%" + str(nv)
                        nv += 1
            bi += 1
            for op in b.operations:
                res = op.results
                if res:
                    if len(res) == 1:
                        names[res[0]] = "%" + str(nv)
                    else:
                        base = "%" + str(nv)
                        for i, r in enumerate(res):
                            names[r] = base + "#" + str(i)
                    nv += 1
                if op.regions:
                    children.extend(op.regions)
                if op.successors:
                    if preds is None:
                        preds = {}
                    for s in op.successors:
                        preds.setdefault(s, []).append(b)
        totals = self._totals
        starts = self._starts
        for region in reversed(children):
            starts[region] = (nv, na)
            tv, ta = totals.get(region, (0, 0))
            nv += tv
            na += ta
        return names, preds

    def _enter(self, region: Region) -> tuple[_Names, dict[Block, list[Block]] | None]:
        start = self._starts.pop(region, None)
        if start is None:  # a region added while printing: number it after everything
            start = (self._next_free, self._next_free)
        return self._number(region.blocks, *start)

    def _tail(self, op: Operation) -> str:
        """`` {attrs} : (types) -> types loc(...)`` and the newline ending an op."""
        texts = self._texts
        attrs = op.attributes
        # .entries: the truth value of the plain dict is C-level, the Mapping's is not.
        s = " " + (texts.get(id(attrs)) or self.text(attrs)) + " : (" if attrs.entries else " : ("
        res = op.results
        try:
            # No Python calls while every type has been printed before (the usual case).
            get = texts.__getitem__
            s += ", ".join([get(id(v.type)) for v in op.operands])
            if len(res) == 1 and type(res[0].type) is not FunctionType:
                s += ") -> " + get(id(res[0].type))
            else:
                s += ") -> (" + ", ".join([get(id(r.type)) for r in res]) + ")"
        except KeyError:
            return self._tail_first(op)
        if op.location is not None and self.debuginfo:
            s += " " + self.loc_text(op.location)
        return s + "\n"

    def _tail_first(self, op: Operation) -> str:
        """``_tail`` for an op with a type not printed yet: print them all, then retry."""
        for v in op.operands:
            self.text(v.type)
        for r in op.results:
            self.text(r.type)
        return self._tail(op)

    def _region_ops(
        self, blocks: list[Block], ind: str, names: _Names, preds: dict[Block, list[Block]] | None
    ) -> Iterator[Operation]:
        w = self.buf.append
        text = self.text
        for bi, b in enumerate(blocks):
            ops = b.operations
            if bi > 0 or b.arguments or not ops:
                line = ind + names[b]
                if b.arguments:
                    parts = []
                    for a in b.arguments:
                        s = names[a] + ": " + text(a.type)
                        if a.location is not None and self.debuginfo:
                            # MLIR never uses aliases for block argument locations.
                            s += " " + str(a.location)
                        parts.append(s)
                    line += "(" + ", ".join(parts) + ")"
                line += ":"
                pl = preds.get(b) if preds else None
                if not pl:
                    if bi > 0:
                        line += "  // no predecessors"
                elif all(p is pl[0] for p in pl):
                    line += "  // pred: " + names[pl[0]]
                else:
                    order = {blk: i for i, blk in enumerate(blocks)}
                    srt = sorted(pl, key=lambda p: order.get(p, -1))
                    line += f"  // {len(pl)} preds: " + ", ".join(names.get(p, "^INVALID_BLOCK") for p in srt)
                w(line + "\n")
            yield from ops

    def print_ops(self, ops: list[Operation], indent: str = "") -> None:
        """Print a list of operations as one region body (top-level numbering)."""
        buf = self.buf
        w = buf.append
        text = self.text
        qnames = self._qnames
        tail = self._tail
        tg = self._texts.get
        tget = self._texts.__getitem__

        top = Block.__new__(Block)
        top.arguments = []
        top.operations = ops
        self._totals = self._subtree_totals(top)
        self._starts = {}
        names, preds = self._number([top], 0, 0)
        self.names = names
        get = names.__getitem__
        stack: list[tuple[Any, ...]] = []  # (ops iterator, indent, op, next region, names lookup)
        it: Iterator[Operation] = iter(ops)
        ind = indent
        while True:
            for op in it:
                res = op.results
                if res:
                    n0 = get(res[0])
                    if len(res) == 1:
                        line = ind + n0 + " = "
                    else:
                        line = ind + n0.partition("#")[0] + ":" + str(len(res)) + " = "
                else:
                    line = ind
                q = qnames.get(op.name)
                if q is None:
                    q = qnames[op.name] = escape_string(op.name)
                opnds = op.operands
                if opnds:
                    line += q + "(" + ", ".join(map(get, opnds)) + ")"
                else:
                    line += q + "()"
                if op.successors:
                    line += "[" + ", ".join(map(get, op.successors)) + "]"
                props = op.properties
                if props is not None:
                    line += " <" + (tg(id(props)) or text(props)) + ">"
                if op.regions:
                    w(line + " (")
                    stack.append((it, ind, op, 0, get))
                    region = op.regions[0]
                    names, preds = self._enter(region)
                    self.names = names
                    get = names.__getitem__
                    w("{\n")
                    it = self._region_ops(region.blocks, ind, names, preds)
                    ind = ind + "  "
                    break
                if op.attributes.entries or op.location is not None:
                    w(line + tail(op))
                else:
                    # The usual tail, inline: no attributes, no location, known types.
                    try:
                        if len(res) == 1 and type(res[0].type) is not FunctionType:
                            out = tget(id(res[0].type))
                        else:
                            out = "(" + ", ".join([tget(id(r.type)) for r in res]) + ")"
                        w(line + " : (" + ", ".join([tget(id(v.type)) for v in opnds]) + ") -> " + out + "\n")
                    except KeyError:
                        w(line + tail(op))
                if len(buf) > _FLUSH_LINES:
                    self.flush()
            else:
                # The current region (or the top level) is done.
                self.names = self.names.parent
                if not stack:
                    break
                it, ind, op, ri, get = stack.pop()
                ri += 1
                if ri < len(op.regions):
                    w(ind + "}, {\n")
                    stack.append((it, ind, op, ri, get))
                    region = op.regions[ri]
                    names, preds = self._enter(region)
                    self.names = names
                    get = names.__getitem__
                    it = self._region_ops(region.blocks, ind, names, preds)
                    ind = ind + "  "
                    continue
                w(ind + "})" + tail(op))
        self._totals = {}
        self._starts = {}
        self.flush()


def _own_counts(blocks: list[Block]) -> tuple[int, int, list[Region]]:
    """Value ids and argument ids a region uses itself, and the regions nested in it."""
    v = a = 0
    children: list[Region] = []
    for bi, b in enumerate(blocks):
        if bi == 0:
            a += len(b.arguments)
        else:
            v += len(b.arguments)
        for op in b.operations:
            if op.results:
                v += 1
            if op.regions:
                children.extend(op.regions)
    return v, a, children


def _print_resource_entries(entries: dict[str, Any], ind: str, w: Callable[[str], object]) -> None:
    first = True
    for key, value in entries.items():
        if not first:
            w(",\n")
        first = False
        k = key if is_bare_identifier(key) else escape_string(key)
        if isinstance(value, dict):
            w(ind + k + ": {\n")
            _print_resource_entries(value, ind + "  ", w)
            w("\n" + ind + "}")
        else:
            w(ind + k + ": " + str(value))


@contextmanager
def _nesting_allowed() -> Iterator[None]:
    # Attributes nest up to MAX_NESTING deep and print recursively; Python 3.11
    # frames are cheap, so lift the limit for the duration (as the reader does).
    with recursion_limit(RECURSION_LIMIT):
        yield


def print_module(module: Module, write: Callable[[str], object], debuginfo: bool = True) -> None:
    """Print ``module`` in generic form, passing text chunks to ``write``."""
    with _nesting_allowed():
        _print_module(module, write, debuginfo)


def _print_module(module: Module, write: Callable[[str], object], debuginfo: bool) -> None:
    p = Printer(write, module.aliases, debuginfo, module.trailing_aliases)
    p.print_aliases()
    p.print_ops(module.body.operations)
    p.print_aliases(trailing=True)
    p.print_resources(module.resources)
    p.buf.append("\n")  # mlir-opt ends its output with an empty line
    p.flush()


def module_to_str(module: Module, debuginfo: bool = True) -> str:
    out = io.StringIO()
    print_module(module, out.write, debuginfo)
    return out.getvalue()


def op_to_str(op: Operation, debuginfo: bool = True) -> str:
    """One operation (with its regions) in generic form; values from outside print as unknown."""
    out = io.StringIO()
    p = Printer(out.write, None, debuginfo)
    with _nesting_allowed():
        p.print_ops([op])
    return out.getvalue()


def write_module(
    module: Module, stream: "IO[bytes] | IO[str] | io.BufferedIOBase | None" = None, debuginfo: bool = True
) -> None:
    """Print ``module`` to a binary stream (standard output by default), or to a text
    stream (one without a binary ``buffer``: an ``io.StringIO``, a redirected stdout)."""
    out: Any = sys.stdout if stream is None else stream
    if not isinstance(out, (io.RawIOBase, io.BufferedIOBase)) and "b" not in getattr(out, "mode", ""):
        binary = getattr(out, "buffer", None)
        if binary is None:
            print_module(module, out.write, debuginfo)
            return
        out.flush()
        out = binary
    wr = out.write

    def write(chunk: str) -> None:
        wr(chunk.encode("utf-8", "surrogateescape"))

    print_module(module, write, debuginfo)
