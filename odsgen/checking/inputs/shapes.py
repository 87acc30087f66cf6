"""A module MLIR has verified, read as the shapes of its ops, without building its IR.

What validate asks of an op is what its checks depend on: its name, its property and
attribute dictionaries and its operand and result types (its *shape*: the key of the
checker's and the verifier's memos), where it is, and which ops hold it (for the nearest
``<dialect>.target_env``). Once MLIR has parsed and verified a module (every value
defined before its uses with the type its uses say, the ops of registered dialects
checked by their own verifiers), nothing else of the IR is needed, and ops that look
alike are checked once.

``scan_generic`` reads the regular text MLIR prints for such a module
(``custom_syntax.print_generic``: one op, region end or block label per line, each op's
location inline) as one shape index and one location per op, in walk order. At anything
else it returns None, and the caller reads the module with odsgen's reader, which
accepts all of MLIR's generic form. A ``Scan`` builds one odsgen ``Operation`` per
distinct shape (the representative its checks run on) and, for the few ops a report
names, a located one; odsgen.checking.inputs.optable makes the table validate and deduce read
of it (``OpTable.from_scan``).
"""

from __future__ import annotations

import bisect
import functools
import re
from array import array
from collections.abc import Callable, Container
from typing import TYPE_CHECKING

from odsgen.diagnostics import OdsgenError
from odsgen.runtime.ir import Block, BlockArgument, Operation, Region, Value
from odsgen.runtime.parse.base import SIG, STR, TYPE, WS
from odsgen.runtime.reader import Parser, Fallback
from odsgen.source import SourceFile, UnreadFile

if TYPE_CHECKING:
    from odsgen.checking.inputs.op_listing import OpListing
    from odsgen.runtime.ir import LocationAttr
    from odsgen.source import SourceManager

__all__ = ["Scan", "scan_generic", "Placer", "file_position"]

# What one shape is: (name, properties text, attributes text, signature text); equal text
# reads as equal objects (odsgen's reader shares them by their text), so this is the key
# the checker's memo has for odsgen's IR, by value.
ShapeKey = tuple[str, "str | None", "str | None", str]
# The common location, a file's without escapes in its name, read here.
_FILE = re.compile(r'"([^"\\\n]*+)":([0-9]{1,9}):([0-9]{1,9})\Z')


class Scan:
    """The ops of a verified module by shape, in walk order (pre-order: an op before the
    ops of its regions). Op ``i`` has the shape ``shape[i]`` (an index into ``keys`` and
    ``ops``), the enclosing op ``parent[i]`` (-1 at the top level) and the location text
    ``locs[i]`` (the inside of its ``loc(...)``, usually ``"file":line:col``; or None). ``first`` maps each op name to its first
    op, in the order of those ops; ``regioned`` maps each op that has regions to where the
    ops in them end: op ``i``'s are the ops from ``i + 1`` up to, not including, ``regioned[i]``.
    ``text`` is the generic text scanned, op ``i``'s line at ``starts[i]`` and the block
    labels at ``labels``: what ``op_at`` reads a reported op's block arguments from (MLIR
    names them ``%argN`` and gives their locations in the labels).
    """

    __slots__ = (
        "keys",
        "ops",
        "shape",
        "parent",
        "locs",
        "first",
        "regioned",
        "source",
        "text",
        "starts",
        "labels",
        "_placer",
        "_listing",
        "_label_args",
        "_unfiled",
    )

    def __init__(
        self,
        keys: list[ShapeKey],
        ops: list[Operation],
        shape: array[int],
        parent: array[int],
        locs: list[str | None],
        first: dict[str, int],
        regioned: dict[int, int],
        placer: Placer,
        text: str = "",
        starts: array[int] | None = None,
        labels: list[int] | None = None,
    ) -> None:
        self.keys = keys
        self.ops = ops  # the representative of each shape: no position, no parent
        self.shape = shape
        self.parent = parent
        self.locs = locs
        self.first = first
        self.regioned = regioned  # in walk order
        self._placer = placer
        self.source: SourceFile = placer.src
        self.text = text
        self.starts = starts if starts is not None else array("q")
        self.labels = labels or []
        self._label_args: dict[int, dict[str, tuple[int, str | None]]] = {}
        self._unfiled: OpListing | None = None
        # MLIR bytecode without debug info: an op with no file location is placed by its
        # index in the module (odsgen.checking.inputs.op_listing).
        from odsgen.checking.inputs.op_listing import OpListing, bind_scan

        self._listing = placer.src if type(placer.src) is OpListing else None
        if self._listing is not None:
            bind_scan(self._listing, self)

    def __len__(self) -> int:
        return len(self.shape)

    def op_at(self, i: int) -> Operation:
        """Op ``i`` as a detached odsgen ``Operation`` placed where its location points in
        the user's file (its shape's operands, results and attributes; no regions)."""
        rep = self.ops[self.shape[i]]
        operands = rep.operands
        if operands and i < len(self.starts):
            operands = self._with_arguments(i, operands)
        op = Operation(rep.name, operands, rep.results, rep.properties, rep.attributes, (), (), None, None, -1, None)
        where = _where(self.locs[i])
        self._placer.place(op, where)
        if op.src is None:
            listing = self._listing
            if listing is None and where is None:  # (a text's op with no file location: loc("conv1"))
                listing = self._listing_of_unfiled()
            if listing is not None:
                listing.place(op, i)
        return op

    def _listing_of_unfiled(self) -> OpListing:
        """Where the ops of a text that have no file location are placed, as bytecode's are:
        ``op #N 'tosa.conv2d' named "conv1" in @main`` (odsgen.checking.inputs.op_listing)."""
        from odsgen.checking.inputs.op_listing import OpListing, bind_scan

        listing = self._unfiled
        if listing is None:
            listing = self._unfiled = OpListing(self.source.name)
            bind_scan(listing, self)
        return listing

    def _with_arguments(self, i: int, operands: tuple[Value, ...]) -> tuple[Value, ...]:
        """``operands`` (op ``i``'s shape's) with each that op ``i`` takes from a block's
        argument as that argument, placed where its location points (for a report to name:
        "of %arg0 at net.mlir:2:19")."""
        text = self.text
        m = _OPERANDS.match(text, self.starts[i])
        if m is None or "%arg" not in m.group(1):
            return operands
        names = m.group(1).split(", ")
        if len(names) != len(operands):
            return operands
        out = list(operands)
        for k, name in enumerate(names):
            if name.startswith("%arg"):
                got = self._argument(name, i, operands[k])
                if got is not None:
                    out[k] = got
        return tuple(out)

    def _argument(self, name: str, i: int, like: Value) -> BlockArgument | None:
        """The block argument ``name`` (``%arg3``) op ``i`` uses, with ``like``'s type: from
        the nearest block label before the op that defines it (MLIR numbers a block's
        arguments apart from every other's within a function)."""
        labels, start = self.labels, self.starts[i]
        j = bisect.bisect_right(labels, start) - 1
        while j >= 0:
            args = self._label_args.get(j)
            if args is None:
                args = self._label_args[j] = _label_arguments(self.text, labels[j])
            got = args.get(name)
            if got is not None:
                index, loc = got
                holder = self._holder(labels[j], i)
                block = Block()
                if holder is not None:
                    Region([block]).parent = holder
                arg = BlockArgument(like.type, block, index, None, name)
                self._placer.place(arg, _where(loc))
                return arg
            j -= 1
        return None

    def _holder(self, label: int, i: int) -> Operation | None:
        """The op (located) whose region holds the block label at ``label``, op ``i`` being
        in that block."""
        starts, regioned, parent = self.starts, self.regioned, self.parent
        k = parent[i]
        while k >= 0 and starts[k] > label:
            k = parent[k]
        return None if k < 0 or k not in regioned else self.op_at(k)

    def located_in_source(self) -> bool:
        """Whether every op has a location within the text of ``source`` or MLIR's 0:0 of
        an implicit module (as ``custom_syntax.relocate`` asks of odsgen's IR)."""
        placer = self._placer
        placer.everywhere = True
        offset = placer.offset
        for loc in self.locs:
            offset(_where(loc))
            if not placer.everywhere:
                return False
        return True


class Placer:
    """Places ops at the position their location names in ``src`` (named ``origin`` in the
    locations MLIR made, or ``name``: a location the user wrote); ``everywhere``: whether
    every op placed so far had such a location (or no file at all)."""

    __slots__ = ("src", "origin", "names", "starts", "nlines", "size", "everywhere", "others")

    def __init__(self, src: SourceFile, origin: str, name: str | None = None) -> None:
        self.src = src
        self.origin = origin
        self.names = frozenset((origin, name or origin))
        self.starts = src.line_starts()
        self.nlines = len(self.starts)
        self.size = len(src.text)
        self.everywhere = True
        self.others: dict[str, UnreadFile] = {}

    def place(self, op: Operation | BlockArgument, where: tuple[str, int, int] | None) -> None:
        """``where``: (file, line, col) or None. An op (or a block's argument) located in
        another file is placed there (not read: ``UnreadFile``), as MLIR reports it."""
        pos = self.offset(where)
        if pos is not None:
            op.src, op.pos = self.src, pos
        elif where is not None and where[0] not in self.names and where[1] >= 1:
            other = self.others.get(where[0])
            if other is None:
                other = self.others[where[0]] = UnreadFile(where[0])
            op.src, op.pos = other, UnreadFile.offset(where[1], max(where[2], 1))
        else:
            op.src, op.pos = None, -1

    def offset(self, where: tuple[str, int, int] | None) -> int | None:
        """Where in ``src`` the location ``where`` ((file, line, col) or None) points, or
        None (noted in ``everywhere`` unless it has no file or is MLIR's 0:0)."""
        if where is None or where[0] not in self.names or not 1 <= where[1] <= self.nlines or where[2] < 1:
            # No file, or MLIR's 0:0 (an implicit module): no position, as the adapter says.
            self.everywhere = self.everywhere and (where is None or where[0] in self.names and where[1:] == (0, 0))
            return None
        starts = self.starts
        pos = starts[where[1] - 1] + where[2] - 1
        if pos >= (starts[where[1]] if where[1] < self.nlines else self.size + 1):  # past its line
            self.everywhere = False
            return None
        return pos


def file_position(loc: LocationAttr | None) -> tuple[str, int, int] | None:
    """(file, line, col) of an op's location (the first file location inside it), or None."""
    from odsgen.runtime.ir import FileLineColLoc
    from odsgen.runtime.mlir_adapter import location_linecol

    if type(loc) is FileLineColLoc:  # the common case, without the general search
        return loc.filename, loc.line, loc.col or 0
    return location_linecol(loc)


def _where(loc: str | None) -> tuple[str, int, int] | None:
    """(file, line, col) of the first file location in a location's text (the inside of
    ``loc(...)``), as odsgen's reader places an op; None: none (or no location)."""
    if loc is None:
        return None
    m = _FILE.match(loc)
    if m is not None:
        return m.group(1), int(m.group(2)), int(m.group(3))
    # Another kind (a name, a call site, fused, a range, an escaped name): read as the
    # reader reads it, for the few ops that are asked where they are.
    from odsgen.runtime.reader import parse_location

    return file_position(parse_location(f"loc({loc})"))


def _balanced(depth: int) -> str:
    """The inside of ``loc(...)``: strings, and parentheses and brackets ``depth`` deep;
    no ``#`` outside a string (an alias odsgen's reader would have to resolve)."""
    atom = r"[^()\[\]\"#\n]++|" + STR
    pattern = atom
    for _ in range(depth):
        pattern = atom + r"|\((?:" + pattern + r")*+\)|\[(?:" + pattern + r")*+\]"
    return "(?:" + pattern + ")*+"


# (the common file location first: it matches fastest)
_LOC = r'(?>"[^"\\\n]*+":[0-9]++:[0-9]++(?=\))|' + _balanced(4) + ")"


# An op's operands, on its line (``Scan.op_at``), and a block label's arguments with their locations.
_OPERANDS = re.compile(r'[ \t\r\n]*+(?:%[^\n"=]*+= )?+"[\w$.-]++"\(([^)\n]*+)\)', re.ASCII)
_LABEL_ARG = re.compile(r"(%[\w$.-]++): " + TYPE + r"(?: loc\((" + _LOC + r")\))?+", re.ASCII)


def _label_arguments(text: str, at: int) -> dict[str, tuple[int, str | None]]:
    """{name: (its index, its location's text or None)} of the arguments of the block label at ``at``."""
    end = text.find("\n", at)
    line = text[at : end if end >= 0 else len(text)]
    open_at = line.find("(")
    if open_at < 0:
        return {}
    out: dict[str, tuple[int, str | None]] = {}
    pos = open_at + 1
    while True:
        m = _LABEL_ARG.match(line, pos)
        if m is None:
            return out
        out[m.group(1)] = (len(out), m.group(2))
        pos = m.end()
        if not line.startswith(", ", pos):
            return out
        pos += 2


def _nested(depth: int) -> str:
    """A dictionary whose values may hold dictionaries, ``depth`` levels deep."""
    inner = r"[^\"{}\n]++|" + STR
    pattern = r"\{(?:" + inner + r")*+\}"
    for _ in range(depth - 1):
        pattern = r"\{(?:" + inner + "|" + pattern + r")*+\}"
    return pattern


_DICTS = _nested(3)
# One op on its line, as MLIR prints it: the parts its shape is made of, its location,
# and whether its regions open here (its attributes, signature and location then come
# after them: _TAIL). Results, operands and successors are not part of a shape.
_OP_PATTERN = (
    r"[ \t\r\n]*+(?:%[^\n\"=]*+= )?+"
    r'"([\w$.-]++)"'
    r"\([^)\n]*+\)(?:\[[^\]\n]*+\])?+"
    r"(?: <(" + _DICTS + ")>)?+"
    r"(?:( \(\{)|(?: (" + _DICTS + "))?+ : (" + SIG + r")(?: loc\((" + _LOC + r")\))?+)"
    r"(?=[ \t\r]*+(?:[\n\"%}^]|//|\Z))"
)
_TAIL_PATTERN = (
    r"\}\)(?: (" + _DICTS + "))?+ : (" + SIG + r")(?: loc\((" + _LOC + r")\))?+(?=[ \t\r]*+(?:[\n\"%}^]|//|\Z))"
)


@functools.cache
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """_OP and _TAIL, compiled on first use (a process that reads no MLIR text, such as one
    reading a SPIR-V binary, does not pay a tenth of a second compiling them)."""
    return re.compile(_OP_PATTERN, re.ASCII), re.compile(_TAIL_PATTERN, re.ASCII)


def scan_generic(
    text: str,
    sources: SourceManager,
    placer: Placer,
    mlir_verified: Callable[[str], bool],
    to_verify: Container[str] = (),
) -> Scan | None:
    """The shapes of the module whose generic text MLIR printed in ``text`` (locations
    inline, naming the file the placer places ops in), or None when the text is not the
    regular form this reads or has an op of a name in ``to_verify`` (the ops the check
    verifies) that MLIR did not verify (``mlir_verified``): odsgen's reader reads it
    then, for odsgen's verifier to check those ops."""
    op_pattern, tail_pattern = _patterns()
    op_at = op_pattern.match
    tail = tail_pattern.match
    skip = WS.match
    ids: dict[ShapeKey, int] = {}
    keys: list[ShapeKey] = []
    where: list[tuple[int, int, int]] = []  # where each shape's texts are: props, attrs, signature
    shape = array("i")
    parent = array("i")
    locs: list[str | None] = []
    first: dict[str, int] = {}
    regioned: dict[int, int] = {}
    open_ops: list[tuple[int, str, str | None, int]] = []  # (enclosing op, name, props, props' place)
    starts = array("q")  # where each op's line starts (its block arguments are read from there: Scan.op_at)
    labels: list[int] = []  # where each block label is
    add_shape, add_parent, add_loc, add_start = shape.append, parent.append, locs.append, starts.append
    cur = -1
    pos = 0
    n = len(text)
    while True:
        m = op_at(text, pos)
        if m is not None:
            k: ShapeKey = m.group(1, 2, 4, 5)  # type: ignore[assignment]  # (name, properties, attributes, signature)
            s = ids.get(k)
            add_parent(cur)
            add_start(pos)
            if s is not None:  # the common case: an op like one before it
                add_shape(s)
                add_loc(m.group(6))
            elif k[3] is not None:  # the first op of its shape
                s = ids[k] = len(keys)
                keys.append(k)
                where.append((m.start(2), m.start(4), m.start(5)))
                if k[0] not in first:
                    first[k[0]] = len(shape)
                add_shape(s)
                add_loc(m.group(6))
            else:  # its regions open here (the key is made at their end)
                name = k[0]
                i = len(shape)
                if name not in first:
                    first[name] = i
                regioned[i] = -1  # (its end is known at the end of its regions)
                add_shape(-1)
                add_loc(None)
                open_ops.append((cur, name, k[1], m.start(2)))
                cur = i
            pos = m.end()
            continue
        pos = skip(text, pos).end()  # type: ignore[union-attr]  # (WS matches the empty string)
        c = text[pos : pos + 1]
        if c == "^":  # a block label (its arguments are in the signature of the op around it)
            labels.append(pos)
            end = text.find("\n", pos)
            pos = n if end < 0 else end + 1
        elif c == "}":
            if cur < 0:
                return None
            if text.startswith("}, {", pos):  # the next region of the same op
                pos += 4
                continue
            mt = tail(text, pos)
            if mt is None:
                return None
            attrs_t, sig_t, loc_t = mt.groups()
            up, name, props_t, props_at = open_ops.pop()
            k = (name, props_t, attrs_t, sig_t)
            s = ids.get(k)
            if s is None:
                s = ids[k] = len(keys)
                keys.append(k)
                where.append((props_at, mt.start(1), mt.start(2)))
            shape[cur] = s
            locs[cur] = loc_t
            regioned[cur] = len(shape)
            cur = up
            pos = mt.end()
        elif c == "":
            break
        else:  # aliases, resources, or an op the pattern does not read
            return None
    if open_ops or not all(mlir_verified(name) for name in first if name in to_verify):
        return None
    try:
        ops = _representatives(text, sources, keys, where)
    except (Fallback, OdsgenError):
        return None
    return Scan(keys, ops, shape, parent, locs, first, regioned, placer, text, starts, labels)


def _representatives(
    text: str, sources: SourceManager, keys: list[ShapeKey], where: list[tuple[int, int, int]]
) -> list[Operation]:
    """One detached ``Operation`` per shape, its dictionaries and types read by odsgen's
    reader where they are in ``text`` (shared by their text, as the reader shares them)."""
    from odsgen.runtime.ir import EMPTY_DICT, OpResult

    src = sources.add("<shapes in generic form>", text)
    parser = Parser(text, src, sources)
    dicts = parser.dict_cache
    sigs = parser.signature_cache
    values: dict[object, Value] = {}
    out: list[Operation] = []
    for (name, props_t, attrs_t, sig_t), (props_at, attrs_at, sig_at) in zip(keys, where):
        props = None
        if props_t is not None:
            props = dicts.get(props_t)
            if props is None:
                props = parser.dictionary_miss(props_t, props_at)
        attrs = EMPTY_DICT
        if attrs_t is not None:
            got = dicts.get(attrs_t)
            attrs = got if got is not None else parser.dictionary_miss(attrs_t, attrs_at)
        sig = sigs.get(sig_t)
        ins, outs = sig if sig is not None else parser.signature_miss(sig_t, sig_at)
        operands = []
        for t in ins:
            v = values.get(t)
            if v is None:
                v = values[t] = Value(t)
            operands.append(v)
        op = Operation(name, tuple(operands), (), props, attrs, (), (), None, None, -1, None)
        op.results = tuple(OpResult(t, op, j) for j, t in enumerate(outs))
        out.append(op)
    return out
