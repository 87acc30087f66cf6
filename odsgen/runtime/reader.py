"""Reader for MLIR's generic textual form (what ``mlir-opt --mlir-print-op-generic`` prints).

The reader has three levels (``odsgen.runtime.parse``): tokens (``BaseParser``),
types/attributes/locations (``AttrParser``) and, here, SSA values, blocks and
operations (``Parser``). Entry points: ``read_text`` / ``read_bytes`` /
``read_file`` for a module, ``read_source`` for a module with what reading it
showed (``Read``), ``parse_type`` and ``parse_attribute`` for one type or
attribute alone.

A hand-written scanner on compiled regular expressions that streams through the
text without building a token list:

* The fast path matches one whole operation line in a single regex
  (``_OP_FAST``), looks its signature, properties and attribute dictionary up
  in caches keyed by their text, and builds the ``Operation`` directly.
* Everything else (unusual spacing, comments, nested dictionaries, block
  labels, aliases, resources) goes through a general recursive-descent parser
  over positions in the same text. Regions are handled with an explicit stack,
  so nesting depth is bounded by memory, not by Python's recursion limit.

All patterns use possessive quantifiers, so no input makes them backtrack
catastrophically; every error is an ``OdsgenError`` at ``file:line:col``.
"""

from __future__ import annotations

import gc
import operator
import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, NamedTuple, cast

from odsgen.diagnostics import OdsgenError, error
from odsgen.runtime.ir import (
    MAX_NESTING,
    RECURSION_LIMIT,
    EMPTY_DICT,
    Attribute,
    Block,
    BlockArgument,
    DictionaryAttr,
    FileLineColLoc,
    FunctionType,
    LocationAttr,
    Module,
    OpResult,
    Operation,
    Region,
    ResourceSection,
    Type,
    Value,
)
from odsgen.runtime.parse.attributes import Defer, new_bare, AttrParser
from odsgen.runtime.parse.base import (
    BARE,
    D,
    DICT,
    INT,
    LOCS,
    RES,
    SIG,
    SUFFIX,
    SUFFIX_ID,
    TYPE,
    UINT64,
    USE,
    VAL,
    WS,
)
from odsgen.source import SourceFile, SourceManager

__all__ = [
    "Read",
    "read_source",
    "read_text",
    "read_bytes",
    "read_file",
    "parse_type",
    "parse_attribute",
    "parse_location",
    "top_level_items",
    "MAX_NESTING",
    "Parser",
]

_OP_FAST = re.compile(
    r"[ \t\r\n]*+"
    r"(?:(?P<res>" + RES + "(?:, " + RES + ")*+) = )?+"
    r'"(?P<name>[\w$.-]++)"'
    r"\((?P<opnds>" + USE + "(?:, " + USE + r")*+)?+\)"
    r"(?:\[(?P<succ>\^" + SUFFIX + r"(?:, \^" + SUFFIX + r")*+)\])?+"
    r"(?: <(?P<props>" + DICT + ")>)?+"
    r"(?:(?P<rgn> \(\{)|(?: (?P<attrs>" + DICT + "))?+ : (?P<sig>" + SIG + r")(?: loc\((?P<loc>" + LOCS + r")\))?+)"
    # What may follow an op: the end of the line, the next op, a region's end, a
    # block label or a comment. Anything else (a location the pattern does not
    # know) goes through the general path.
    r"(?=[ \t\r]*+(?:[\n\"%}^]|//|\Z))",
    re.ASCII,
)
_TAIL_FAST = re.compile(
    r"\)(?: (?P<attrs>"
    + DICT
    + "))?+ : (?P<sig>"
    + SIG
    + r")(?: loc\((?P<loc>"
    + LOCS
    + r")\))?+(?=[ \t\r]*+(?:[\n\"%}^]|//|\Z))",
    re.ASCII,
)
_NEVER = re.compile(r"(?!)")
# A file location without escapes, its line and column under 2**32 (at most 9 digits).
_FILE_LOC = re.compile(r'"([^"\\\n]*+)":([0-9]{1,9}):([0-9]{1,9})\Z')
_NUMBER_DICT = re.compile(r"\{([A-Za-z_][\w$.]*+) = (-?[0-9][0-9A-Fa-fx.eE+-]*+) : (" + TYPE + r")\}\Z", re.ASCII)
_VALUE_ID = re.compile(VAL, re.ASCII)
_USE_ID = re.compile(USE, re.ASCII)
_ARG_ITEM = re.compile("(" + VAL + "): (" + TYPE + ")", re.ASCII)
_LABEL_FAST = re.compile(
    r"\^(" + SUFFIX + r")(?:\((" + VAL + ": " + TYPE + "(?:, " + VAL + ": " + TYPE + r")*+)\))?+:"
    r"[ \t]*+(?://[^\n]*+)?+(?![^\s])",
    re.ASCII,
)
_RES_ITEM = re.compile(r"(" + VAL + r")(?::(" + D + "))?+", re.ASCII)

_type_of = operator.attrgetter("type")


class _Forward(Value):
    """A value used before its definition; replaced when the definition is read."""

    __slots__ = ("name", "pos", "uses")

    def __init__(self, name: str, type: Type, pos: int) -> None:  # noqa: A002
        self.type = type
        self.name = name
        self.pos = pos
        self.uses: list[tuple[Operation, int]] = []


class Fallback(Exception):
    """The fast path cannot handle this operation; use the general parser."""


class _Scope(dict[str, Value]):
    """SSA names defined in one region; a missing name is looked up in the enclosing regions.

    ``scope[name]`` stays a C-level dict lookup for local names, and falls back
    to ``__missing__`` (None when the name is nowhere) for the rest.
    """

    __slots__ = ("parent",)

    def __init__(self, parent: "_Scope | None") -> None:
        super().__init__()
        self.parent = parent

    def __missing__(self, name: str) -> Value | None:
        # A loop, not recursion through the parents: regions nest without limit.
        p = self.parent
        while p is not None:
            v = dict.get(p, name)
            if v is not None:
                return v
            p = p.parent
        return None


class _Frame:
    """One region being read (or the top level): its scope and the op that owns it."""

    __slots__ = ("parent", "op", "hdr", "regions", "region", "block", "scope", "fwd", "blocks", "start")

    def __init__(
        self, parent: _Frame | None, op: Operation | None, hdr: _Header | None, block: Block | None, start: int
    ) -> None:
        self.parent = parent
        self.op = op
        self.hdr = hdr
        self.regions: list[Region] = []
        self.region: Region | None = None
        self.block = block
        self.scope: _Scope = _Scope(parent.scope if parent is not None else None)
        self.fwd: dict[str, _Forward] = {}
        self.blocks: dict[str, list[Any]] = {}  # name -> [Block, defined, position]
        self.start = start


class _Header:
    """What precedes an op's regions: result names, name, operand uses, successors."""

    __slots__ = ("start", "res", "uses", "succ", "op")

    def __init__(
        self,
        start: int,
        res: list[tuple[str, int, int]] | None,
        uses: list[tuple[str, int]],
        succ: tuple[Block, ...],
        op: Operation,
    ) -> None:
        self.start = start
        self.res = res  # list of (name, count, pos) or None
        self.uses = uses  # list of (name, pos)
        self.succ = succ
        self.op = op


class Parser(AttrParser):
    """Operations, blocks and regions of a whole module, on top of ``AttrParser``.

    ``parse_module`` is the main loop: a whole-line pattern for the common
    operation (``match_op_line``) with caches keyed by the text of signatures and
    dictionaries, and the general recursive-descent path for everything else.
    Regions use an explicit stack of ``_Frame``s.
    """

    def __init__(self, text: str, src: SourceFile, sources: SourceManager, fast: bool = True) -> None:
        super().__init__(text, src, sources)
        # The one-match patterns for whole op lines, op tails and block labels;
        # tests turn them off to check that the general path agrees.
        self.match_op_line = _OP_FAST.match if fast else _NEVER.match
        self.match_op_tail = _TAIL_FAST.match if fast else _NEVER.match
        self.match_block_label = _LABEL_FAST.match if fast else _NEVER.match
        self.dict_cache: dict[str, DictionaryAttr] = {}
        self.signature_cache: dict[str, tuple[tuple[Type, ...], tuple[Type, ...]]] = {}
        self.op_names: dict[str, str] = {}
        self.forward_made = False
        # Every use follows its definition in one block (no forward reference, no second
        # block in a region): what was read is dominance-correct (Read.ssa_in_order).
        self.in_order = True
        self.deferred_aliases: list[tuple[str, int, int]] = []
        self.loc_fixups: list[tuple[object, int]] = []
        self.resources: ResourceSection | None = None
        self.top_ops: list[Operation] = []
        self.trailing: set[str] = set()
        self.loc_files: dict[str, str] = {}
        # The source the ops are located in (a subclass that places them by their
        # locations gives None: no position until their location gives one).
        self.op_src: SourceFile | None = src

    def parse_trailing_location(self, pos: int, target: object) -> int:
        """An optional ``loc(...)`` after an op or block argument; sets ``target.location``."""
        j = self.skip_ws(pos)
        if not self.text.startswith("loc(", j):
            return pos
        depth = self.depth
        self.defer_ok = True
        try:
            loc, end = self.parse_location(j)
            target.location = loc  # type: ignore[attr-defined]
        except Defer:
            self.depth = depth
            self.loc_fixups.append((target, j))
            end = self.parse_balanced_body(j + 3)[1]
        finally:
            self.defer_ok = False
        return end

    def set_matched_location(self, text: str, pos: int, target: object) -> None:
        """The location captured by a fast-path match (``#loc3`` or ``"f":1:2``)."""
        if text[0] == "#":
            loc = self.aliases.get(text)
            if loc is None:
                self.loc_fixups.append((target, pos - 4))
                return
            if not isinstance(loc, LocationAttr):
                self.fail(pos, "expected location attribute")
            target.location = loc  # type: ignore[attr-defined]
        else:
            # The common ``"file":line:col`` (MLIR's op locations printed inline) without the
            # general parser; the file name is shared between the locations naming it.
            m = _FILE_LOC.match(text)
            if m is None:
                target.location = self.parse_location_body(pos)[0]  # type: ignore[attr-defined]
                return
            self.set_file_location(target, m.group(1), int(m.group(2)), int(m.group(3)))

    def set_file_location(self, target: object, file: str, line: int, col: int) -> None:
        """``target`` located at ``"file":line:col``, as the fast path read it (once: a
        reader that places ops by their locations overrides this, and takes the file, line
        and column from here rather than from the text again)."""
        name = self.loc_files.get(file)
        if name is None:
            name = self.loc_files[file] = file
        target.location = FileLineColLoc(name, line, col)  # type: ignore[attr-defined]

    # --- file-level items -----------------------------------------------------

    def parse_alias_definition(self, pos: int) -> int:
        text = self.text
        sigil = text[pos]
        m = BARE.match(text, pos + 1)
        if m is None:
            self.fail(pos, "expected operation name in quotes")
        ident = m.group()
        if "." in ident:
            self.fail(
                pos,
                (
                    "attribute names with a '.' are reserved for dialect-defined names"
                    if sigil == "#"
                    else "type names with a '.' are reserved for dialect-defined names"
                ),
            )
        key = sigil + ident
        if key in self.aliases:
            kind = "attribute" if sigil == "#" else "type"
            self.fail(pos, f"redefinition of {kind} alias id '{ident}'")
        p = self.skip_ws(m.end())
        p = self.expect(p, "=", "in alias definition")
        p = self.skip_ws(p)
        obj: Type | Attribute
        if sigil == "!":
            obj, end = self.parse_type(p)
        elif text.startswith("loc(", p):
            if self.top_ops:
                # A location alias after the operations is printed after them, as MLIR does;
                # type and attribute aliases are printed before the operations that use them.
                self.trailing.add(key)
            self.defer_ok = True
            try:
                obj, end = self.parse_location(p)
            except Defer:
                self.depth = 0
                self.deferred_aliases.append((key, p, pos))
                return self.parse_balanced_body(p + 3)[1]
            finally:
                self.defer_ok = False
        else:
            obj, end = self.parse_attribute(p)
        self.aliases[key] = obj
        return end

    def parse_resource_section(self, pos: int) -> int:
        text = self.text
        p = self.skip_ws(pos + 3)
        section = self.resources or ResourceSection()
        self.resources = section
        while not text.startswith("#-}", p):
            key, p = self.parse_resource_key(p)
            p = self.expect(self.skip_ws(p), ":", "after resource section key")
            value, p = self.parse_resource_value(self.skip_ws(p))
            section.entries[key] = value
            p = self.skip_ws(p)
            if text.startswith(",", p):
                p = self.skip_ws(p + 1)
            elif not text.startswith("#-}", p):
                self.fail(p, "expected '#-}' to end file metadata")
        return p + 3

    def parse_resource_key(self, p: int) -> tuple[str, int]:
        if self.text.startswith('"', p):
            return self.parse_string(p)
        m = SUFFIX_ID.match(self.text, p) or BARE.match(self.text, p)
        if m is None:
            self.fail(p, "expected identifier key for resource entry")
        return m.group(), m.end()

    def parse_resource_value(self, p: int) -> tuple[object, int]:
        text = self.text
        if text.startswith("{", p):
            out: dict[str, object] = {}
            p = self.skip_ws(p + 1)
            while not text.startswith("}", p):
                key, p = self.parse_resource_key(p)
                p = self.expect(self.skip_ws(p), ":", "after resource key")
                out[key], p = self.parse_resource_value(self.skip_ws(p))
                p = self.skip_ws(p)
                if text.startswith(",", p):
                    p = self.skip_ws(p + 1)
                elif not text.startswith("}", p):
                    self.fail(p, "expected ',' or '}' in resource dictionary")
            return out, p + 1
        if text.startswith('"', p):
            end = self.parse_string(p)[1]
            return text[p:end], end
        m = BARE.match(text, p)
        if m is not None and m.group() in ("true", "false"):
            return m.group(), m.end()
        self.fail(p, "expected resource value (string, boolean or dictionary)")

    # --- SSA values and blocks ------------------------------------------------

    def lookup(self, name: str, frame: _Frame) -> Value | None:
        return frame.scope[name]

    def resolve_use(self, name: str, pos: int, t: Type, frame: _Frame) -> Value:
        """The value a use ``%x`` / ``%x#1`` of type ``t`` refers to (or a forward reference)."""
        v = self.lookup(name, frame)
        if v is None and "#" in name:
            base, _, idx = name.partition("#")
            v = self.lookup(base, frame)
            if v is not None:
                if int(idx) != 0:
                    self.fail(pos, "reference to invalid result number")
        if v is None:
            f = frame
            while f is not None:
                ph = f.fwd.get(name)
                if ph is not None:
                    v = ph
                    break
                f = f.parent
            if v is None:
                v = _Forward(name, t, pos)
                frame.fwd[name] = v
                self.in_order = False
            self.forward_made = True
        if v.type is not t and v.type != t:
            prior = v.pos if isinstance(v, _Forward) else _def_pos(v)
            self.fail(
                pos,
                f"use of value '{name}' expects different type than prior uses: '{t}' vs '{v.type}'",
                (prior, "prior use here"),
            )
        return v

    def define_value(self, name: str, value: Value, pos: int, frame: _Frame) -> None:
        prev = frame.scope.setdefault(name, value)
        if prev is not value:
            self.fail(pos, f"redefinition of SSA value '{name}'", (_def_pos(prev), "previously defined here"))
        if frame.fwd:
            self.resolve_forward(name, value, frame)
            self.resolve_forward(name + "#0", value, frame)

    def resolve_forward(self, name: str, value: Value, frame: _Frame) -> None:
        ph = frame.fwd.pop(name, None)
        if ph is None:
            return
        if ph.type is not value.type and ph.type != value.type:
            self.fail(
                ph.pos,
                f"use of value '{name}' expects different type than prior uses: " f"'{ph.type}' vs '{value.type}'",
                (_def_pos(value), "prior use here"),
            )
        for op, i in ph.uses:
            ops = op.operands
            op.operands = ops[:i] + (value,) + ops[i + 1 :]

    def bind_results(
        self, op: Operation, res: list[tuple[str, int, int]] | None, outs: tuple[Type, ...], frame: _Frame, start: int
    ) -> None:
        results = tuple([OpResult(t, op, i) for i, t in enumerate(outs)])
        op.results = results
        if res is None:
            return
        total = sum(c for _, c, _ in res)
        if total != len(results):
            self.fail(start, f"operation defines {len(results)} results but was provided {total} to bind")
        i = 0
        for name, count, p in res:
            self.define_value(name, results[i], p, frame)
            if count > 1 or len(res) > 1:
                for k in range(count):
                    frame.scope[f"{name}#{k}"] = results[i + k]
                    if frame.fwd:
                        self.resolve_forward(f"{name}#{k}", results[i + k], frame)
            i += count

    def successor_blocks(self, names: list[tuple[str, int]], frame: _Frame) -> tuple[Block, ...]:
        out = []
        for name, p in names:
            entry = frame.blocks.get(name)
            if entry is None:
                blk = Block()
                blk.pos = p
                entry = frame.blocks[name] = [blk, False, p]
            out.append(entry[0])
        return tuple(out)

    def parse_block_label(self, pos: int, frame: _Frame) -> int:
        text = self.text
        if frame.region is None:
            self.fail(pos, "block labels are only allowed inside regions")
        m = self.match_block_label(text, pos)
        if m is not None:
            # The common shape: ^bb1(%a: i32, %b: f32):  // comment
            blk = self.define_block("^" + m.group(1), pos, frame)
            args = m.group(2)
            if args is not None:
                base = m.start(2)
                tcache = self.type_cache
                src = self.op_src
                for ma in _ARG_ITEM.finditer(args):
                    t = tcache.get(ma.group(2)) or self.parse_type(base + ma.start(2))[0]
                    arg = BlockArgument(t, blk, len(blk.arguments), None, ma.group(1))
                    if src is not None:  # (where it is read: a report names it there)
                        arg.src, arg.pos = src, base + ma.start()
                    blk.arguments.append(arg)
                    self.define_value(ma.group(1), arg, base + ma.start(), frame)
            return m.end()
        m = SUFFIX_ID.match(text, pos + 1)
        if m is None:
            self.fail(pos + 1, "expected block name")
        blk = self.define_block("^" + m.group(), pos, frame)
        p = self.skip_ws(m.end())
        if text.startswith("(", p):

            def argument(p: int) -> tuple[None, int]:
                mv = _VALUE_ID.match(text, p)
                if mv is None:
                    self.fail(p, "expected SSA value name for block argument")
                q = self.expect(self.skip_ws(mv.end()), ":", "and type for SSA value")
                t, q = self.parse_type(self.skip_ws(q))
                arg = BlockArgument(t, blk, len(blk.arguments), None, mv.group())
                if self.op_src is not None:  # (where it is read; a relocating reader places it by its location)
                    arg.src, arg.pos = self.op_src, p
                q = self.parse_trailing_location(q, arg)
                blk.arguments.append(arg)
                self.define_value(mv.group(), arg, p, frame)
                return None, q

            p = self.skip_ws(self.parse_comma_list(p + 1, argument, ")", "block argument list")[1])
        p = self.expect(p, ":", "after block name")
        return self.skip_ws(p)

    def define_block(self, name: str, pos: int, frame: _Frame) -> Block:
        """The block labelled ``name`` (created, or the one forward-referenced), appended to the region."""
        entry = frame.blocks.get(name)
        if entry is None:
            blk = Block()
            entry = frame.blocks[name] = [blk, True, pos]
        elif entry[1]:
            self.fail(pos, f"redefinition of block '{name}'", (entry[0].pos, "previously defined here"))
        else:
            entry[1] = True
        blk = entry[0]
        blk.pos = pos
        if frame.region.blocks:  # type: ignore[union-attr]
            self.in_order = False  # (which block dominates which is the control flow's)
        frame.region.append(blk)  # type: ignore[union-attr]
        frame.block = blk
        return blk

    # --- operations -----------------------------------------------------------

    def parse_result_group(self, pos: int) -> tuple[tuple[str, int, int], int]:
        """``%name`` or ``%name:count`` before an op's '='."""
        m = _VALUE_ID.match(self.text, pos)
        if m is None:
            self.fail(pos, "expected valid ssa identifier")
        end = self.skip_ws(m.end())
        count = 1
        if self.text.startswith(":", end):
            q = self.skip_ws(end + 1)
            mi = INT.match(self.text, q)
            if mi is None or mi.group().startswith("-"):
                self.fail(q, "expected integer number of results")
            count = self.bounded_int_value(mi, UINT64, "expected named operation to have at least 1 result", q)
            if count < 1:
                self.fail(q, "expected named operation to have at least 1 result")
            end = self.skip_ws(mi.end())
        return (m.group(), count, pos), end

    def parse_operand_use(self, pos: int) -> tuple[tuple[str, int], int]:
        m = _USE_ID.match(self.text, pos)
        if m is None:
            self.fail(pos, "expected SSA operand")
        return (m.group(), pos), m.end()

    def parse_block_ref(self, pos: int) -> tuple[tuple[str, int], int]:
        m = SUFFIX_ID.match(self.text, pos + 1) if self.text.startswith("^", pos) else None
        if m is None:
            self.fail(pos, "expected block name")
        return ("^" + m.group(), pos), m.end()

    def parse_op_header(self, pos: int, frame: _Frame) -> tuple[_Header, int, Attribute | None, bool]:
        """Everything of a generic op up to its regions; returns (header, pos, properties, has_regions)."""
        text = self.text
        skip_ws = self.skip_ws
        start = pos
        res = None
        if text.startswith("%", pos):
            res = []
            while True:
                item, pos = self.parse_result_group(pos)
                res.append(item)
                if not text.startswith(",", pos):
                    break
                pos = skip_ws(pos + 1)
            pos = skip_ws(self.expect(pos, "=", "after SSA name"))
        if not text.startswith('"', pos):
            self.fail(pos, "expected operation name in quotes")
        name_pos = pos
        name, pos = self.parse_string(pos)
        if not name:
            self.fail(start, "empty operation name is invalid")
        if "\x00" in name:
            self.fail(name_pos, "null character not allowed in operation name")
        name = self.op_names.setdefault(name, name)
        pos = self.expect(skip_ws(pos), "(", "to start operand list")
        uses, pos = self.parse_comma_list(pos, self.parse_operand_use, ")", "operand list")
        pos = skip_ws(pos)
        succ: tuple[Block, ...] = ()
        if text.startswith("[", pos):
            names, pos = self.parse_comma_list(pos + 1, self.parse_block_ref, "]", "successor list")
            pos = skip_ws(pos)
            succ = self.successor_blocks(names, frame)
        props = None
        if text.startswith("<", pos):
            props, pos = self.parse_attribute(skip_ws(pos + 1))
            pos = skip_ws(self.expect(skip_ws(pos), ">", "to end properties"))
        op = Operation(name, (), (), props, EMPTY_DICT, (), succ, None, frame.block, start, self.op_src)
        hdr = _Header(start, res, uses, succ, op)
        if text.startswith("(", pos):
            j = skip_ws(pos + 1)
            if not text.startswith("{", j):
                self.fail(j, "expected '{' to begin a region")
            return hdr, j + 1, props, True
        return hdr, pos, props, False

    def parse_op_tail(self, pos: int) -> tuple[DictionaryAttr, FunctionType, int, int]:
        """``{attrs}? : (ins) -> outs`` after an op's operands or regions; also returns the type's position."""
        text = self.text
        attrs = EMPTY_DICT
        if text.startswith("{", pos):
            attrs, pos = self.parse_dictionary(pos)
            pos = self.skip_ws(pos)
        if not text.startswith(":", pos):
            self.fail(pos, "expected ':' followed by operation type")
        p = self.skip_ws(pos + 1)
        if not text.startswith("(", p):
            self.fail(p, "expected function type")
        ft, pos = self.parse_function_type(p)
        return attrs, ft, p, pos

    def complete_op(
        self, hdr: _Header, ins: tuple[Type, ...], outs: tuple[Type, ...], type_pos: int, frame: _Frame
    ) -> Operation:
        """Resolve operands, create and bind results of a header-parsed op."""
        op = hdr.op
        uses = hdr.uses
        if len(uses) != len(ins):
            self.fail(
                type_pos, f"expected {len(uses)} operand type{'' if len(uses) == 1 else 's'} " f"but had {len(ins)}"
            )
        operands = tuple([self.resolve_use(n, p, t, frame) for (n, p), t in zip(uses, ins)])
        op.operands = operands
        if self.forward_made:
            self.forward_made = False
            for i, v in enumerate(operands):
                if isinstance(v, _Forward):
                    v.uses.append((op, i))
        self.bind_results(op, hdr.res, outs, frame, hdr.start)
        return op

    def signature_miss(self, text: str, pos: int) -> tuple[tuple[Type, ...], tuple[Type, ...]]:
        ft, end = self.parse_function_type(pos)
        if end - pos != len(text):
            raise Fallback()
        sig = (ft.inputs, ft.results)
        self.signature_cache[text] = sig
        return sig

    def dictionary_miss(self, text: str, pos: int) -> DictionaryAttr:
        m = _NUMBER_DICT.match(text)
        if m is not None and m.group(3) in self.type_cache:
            # {value = 42 : i32}: the properties of every distinct constant.
            a, end = self.parse_number(pos + m.start(2))
            if end == pos + m.end(3):
                d = new_bare(DictionaryAttr)
                d.entries = {m.group(1): a}
                self.dict_cache[text] = d
                return d
        d, end = self.parse_dictionary(pos)
        if end - pos != len(text):
            raise Fallback()
        self.dict_cache[text] = d
        return d

    def matched_op_header(self, m: re.Match[str], frame: _Frame) -> _Header:
        """A header from a fast-path match of an op with regions.

        Raises ``Fallback`` (before changing anything) if the properties do not
        read as the pattern delimited them.
        """
        res, name, opnds, succ, props_t, _, _, _, _ = m.groups()
        props = None
        if props_t is not None:
            props = self.dict_cache.get(props_t)
            if props is None:
                props = self.dictionary_miss(props_t, m.start("props"))
        start = m.start("res") if res is not None else m.start("name") - 1
        rs = None
        if res is not None:
            base = m.start("res")
            rs = [(r.group(1), int(r.group(2) or 1), base + r.start()) for r in _RES_ITEM.finditer(res)]
        uses = _split_at(opnds, m.start("opnds")) if opnds is not None else []
        succs = self.successor_blocks(_split_at(succ, m.start("succ")), frame) if succ is not None else ()
        name = self.op_names.setdefault(name, name)
        op = Operation(name, (), (), props, EMPTY_DICT, (), succs, None, frame.block, start, self.op_src)
        return _Header(start, rs, uses, succs, op)

    def open_regions(self, hdr: _Header, pos: int, frame: _Frame) -> _Frame:
        """Push a frame for the region list of ``hdr.op``; ``pos`` is after the first '{'."""
        nf = _Frame(frame, hdr.op, hdr, None, pos - 1)
        self.start_region(nf, pos)
        return nf

    def start_region(self, frame: _Frame, pos: int) -> None:
        region = Region()
        region.parent = frame.op
        frame.regions.append(region)
        frame.region = region
        frame.scope = _Scope(frame.parent.scope)
        frame.fwd = {}
        frame.blocks = {}
        frame.start = pos - 1
        j = self.skip_ws(pos)
        c = self.text[j : j + 1]
        if c == "^" or c == "}":
            frame.block = None
        else:
            blk = Block()
            blk.pos = j
            region.append(blk)
            frame.block = blk

    def end_region(self, frame: _Frame) -> None:
        for name, (blk, defined, p) in frame.blocks.items():
            if not defined:
                self.fail(p, "reference to an undefined block")
        parent = frame.parent
        for name, ph in frame.fwd.items():
            prev = parent.fwd.get(name)
            if prev is None:
                parent.fwd[name] = ph
            else:
                prev.uses.extend(ph.uses)
                for op, i in ph.uses:
                    ops = op.operands
                    op.operands = ops[:i] + (prev,) + ops[i + 1 :]

    # --- the main loop --------------------------------------------------------

    def parse_module(self) -> Module:
        text = self.text
        module = Module(source=self.src)
        top = _Frame(None, None, None, module.body, 0)
        self.top_ops = module.body.operations
        frame = top
        scope = frame.scope
        scope_get = scope.__getitem__
        fwd = frame.fwd
        block = frame.block
        append = block.operations.append
        fast = self.match_op_line
        names = self.op_names
        scache = self.signature_cache
        dcache = self.dict_cache
        src = self.op_src
        Op = Operation
        Res = OpResult
        empty = EMPTY_DICT
        type_of = _type_of
        pos = 0
        n = len(text)
        retry = False
        operands: tuple[Value, ...]
        props: Attribute | None
        attrs: DictionaryAttr | None
        while True:
            m = fast(text, pos)
            if m is not None:
                try:
                    res, name, opnds, succ, props_t, rgn, attrs_t, sig_t, loc_t = m.groups()
                    if rgn is not None:
                        hdr = self.matched_op_header(m, frame)
                    else:
                        sig = scache.get(sig_t)
                        if sig is None:
                            sig = self.signature_miss(sig_t, m.start(8))
                        ins, outs = sig
                        props = None
                        if props_t is not None:
                            # (`is None`, not `or`: an attribute's truth value is a Python call)
                            props = dcache.get(props_t)
                            if props is None:
                                props = self.dictionary_miss(props_t, m.start(5))
                        attrs = empty
                        if attrs_t is not None:
                            attrs = dcache.get(attrs_t)
                            if attrs is None:
                                attrs = self.dictionary_miss(attrs_t, m.start(7))
                except Fallback:
                    m = None
            if m is not None:
                if rgn is not None:
                    frame = self.open_regions(hdr, m.end(), frame)
                    scope = frame.scope
                    scope_get = scope.__getitem__
                    fwd = frame.fwd
                    block = frame.block
                    append = block.operations.append if block is not None else None
                    pos = m.end()
                    continue
                # The common case: one operation without regions on one line.
                if opnds is None:
                    operands = ()
                    if ins:
                        self.fail(m.start("sig"), f"expected 0 operand types but had {len(ins)}")
                else:
                    operands = tuple(map(scope_get, opnds.split(", ")))
                    try:
                        ok = tuple(map(type_of, operands)) == ins
                    except AttributeError:  # an undefined name (None)
                        ok = False
                    if not ok:
                        operands = self.resolve_matched_operands(m, ins, frame)
                succs = () if succ is None else self.successor_blocks(_split_at(succ, m.start("succ")), frame)
                nm = names.get(name)
                if nm is None:
                    nm = names[name] = name
                # The op's position is where the scan started; Operation.source_loc
                # skips the leading whitespace when asked.
                op = Op(nm, operands, (), props, attrs, (), succs, None, block, pos, src)
                if self.forward_made:  # (before the results: an op may use its own, in a graph region)
                    self.forward_made = False
                    for i, v in enumerate(operands):
                        if type(v) is _Forward:
                            v.uses.append((op, i))
                if res is not None:
                    if len(outs) == 1 and ":" not in res and "," not in res:
                        r = Res(outs[0], op, 0)
                        op.results = (r,)
                        if scope.setdefault(res, r) is not r:
                            self.define_value(res, r, m.start(1), frame)
                        if fwd:
                            self.resolve_forward(res, r, frame)
                            self.resolve_forward(res + "#0", r, frame)
                    else:
                        base = m.start(1)
                        rs = [(r.group(1), int(r.group(2) or 1), base + r.start()) for r in _RES_ITEM.finditer(res)]
                        self.bind_results(op, rs, outs, frame, base)
                elif outs:
                    self.bind_results(op, None, outs, frame, pos)
                if loc_t is not None:
                    self.set_matched_location(loc_t, m.start("loc"), op)
                append(op)
                pos = m.end()
                continue

            # --- general path --------------------------------------------------
            pos = WS.match(text, pos).end()
            c = text[pos : pos + 1]
            if c == "%" or c == '"':
                if not retry:
                    # The fast pattern may have failed only on a comment or spacing.
                    retry = True
                    continue
                retry = False
                if block is None:
                    self.fail(pos, "expected block label before operations")  # pragma: no cover
                hdr, pos, props, has_regions = self.parse_op_header(pos, frame)
                if has_regions:
                    frame = self.open_regions(hdr, pos, frame)
                else:
                    attrs, ft, type_pos, p = self.parse_op_tail(pos)
                    hdr.op.attributes = attrs
                    self.complete_op(hdr, ft.inputs, ft.results, type_pos, frame)
                    pos = self.parse_trailing_location(p, hdr.op)
                    block.operations.append(hdr.op)
            elif c == "}":
                retry = False
                if frame is top:
                    self.fail(pos, "unexpected '}' outside of a region")
                self.end_region(frame)
                j = self.skip_ws(pos + 1)
                if text.startswith(",", j):
                    j = self.skip_ws(j + 1)
                    if not text.startswith("{", j):
                        self.fail(j, "expected '{' to begin a region")
                    self.start_region(frame, j + 1)
                    pos = j + 1
                elif text.startswith(")", j):
                    pos = self.finish_region_op(frame, j)
                    frame = frame.parent
                else:
                    self.fail(j, "expected ')' to end region list")
            elif c == "^":
                retry = False
                pos = self.parse_block_label(pos, frame)
            elif c == "":
                if frame is not top:
                    self.fail(
                        frame.start,
                        "region is never closed: expected '}' before end of file",
                        (frame.hdr.start if frame.hdr else None, "in this operation"),
                    )
                break
            elif frame is top and (c == "#" or c == "!"):
                pos = self.parse_alias_definition(pos)
            elif frame is top and text.startswith("{-#", pos):
                pos = self.parse_resource_section(pos)
            else:
                if c in "#!" or text.startswith("{-#", pos):
                    self.fail(pos, "alias definitions and file metadata are only allowed at the top level")
                self.fail(pos, "expected operation name in quotes")
            scope = frame.scope
            scope_get = scope.__getitem__
            fwd = frame.fwd
            block = frame.block
            append = block.operations.append if block is not None else None
            if pos >= n:
                pos = n
        self.finish_module(top)
        module.aliases = self.aliases
        module.trailing_aliases = self.trailing
        module.resources = self.resources
        return module

    def resolve_matched_operands(self, m: re.Match[str], ins: tuple[Type, ...], frame: _Frame) -> tuple[Value, ...]:
        uses = _split_at(m.group("opnds"), m.start("opnds"))
        if len(uses) != len(ins):
            self.fail(
                m.start("sig"),
                f"expected {len(uses)} operand type{'' if len(uses) == 1 else 's'} " f"but had {len(ins)}",
            )
        return tuple([self.resolve_use(n, p, t, frame) for (n, p), t in zip(uses, ins)])

    def finish_region_op(self, frame: _Frame, pos: int) -> int:
        """After the ')' closing the region list at ``pos``: attrs, type, location."""
        hdr = frame.hdr
        op = hdr.op
        parent = frame.parent
        op.regions = tuple(frame.regions)
        m = self.match_op_tail(self.text, pos)
        attrs: DictionaryAttr | None
        if m is not None:
            attrs_t, sig_t, loc_t = m.groups()
            try:
                sig = self.signature_cache.get(sig_t) or self.signature_miss(sig_t, m.start("sig"))
                attrs = EMPTY_DICT
                if attrs_t is not None:
                    attrs = self.dict_cache.get(attrs_t)
                    if attrs is None:
                        attrs = self.dictionary_miss(attrs_t, m.start("attrs"))
            except Fallback:
                m = None
        if m is not None:
            op.attributes = attrs
            self.complete_op(hdr, sig[0], sig[1], m.start("sig"), parent)
            if loc_t is not None:
                self.set_matched_location(loc_t, m.start("loc"), op)
            end = m.end()
        else:
            attrs, ft, type_pos, p = self.parse_op_tail(self.skip_ws(pos + 1))
            op.attributes = attrs
            self.complete_op(hdr, ft.inputs, ft.results, type_pos, parent)
            end = self.parse_trailing_location(p, op)
        parent.block.operations.append(op)
        return end

    def finish_module(self, top: _Frame) -> None:
        for name, (blk, defined, p) in top.blocks.items():
            if not defined:
                self.fail(p, "reference to an undefined block")
        # Location aliases may be defined after their uses: resolve them now.
        pending = self.deferred_aliases
        while pending:
            left = []
            for key, p, start in pending:
                self.defer_ok = True
                try:
                    self.aliases[key] = self.parse_location(p)[0]
                except Defer:
                    self.depth = 0
                    left.append((key, p, start))
                finally:
                    self.defer_ok = False
            if len(left) == len(pending):
                self.parse_location(left[0][1])  # reports the undefined alias
            pending = left
        for target, p in self.loc_fixups:
            target.location = self.parse_location(p)[0]  # type: ignore[attr-defined]
        if top.fwd:
            ph = min(top.fwd.values(), key=lambda v: v.pos)
            self.fail(ph.pos, "use of undeclared SSA value name")


def _split_at(items: str, base: int) -> list[tuple[str, int]]:
    """``"%a, %b"`` found at offset ``base`` -> ``[("%a", base), ("%b", base + 4)]``."""
    out = []
    for part in items.split(", "):
        out.append((part, base))
        base += len(part) + 2
    return out


def _def_pos(v: Value) -> int | None:
    if isinstance(v, OpResult) and v.owner is not None and v.owner.pos >= 0:
        return v.owner.pos
    if isinstance(v, BlockArgument) and v.owner is not None and v.owner.pos >= 0:
        return v.owner.pos
    return None


@contextmanager
def _deep_recursion(sources: SourceManager) -> Iterator[None]:
    """Room for MAX_NESTING levels of types and attributes (read recursively; Python 3.11
    frames are cheap); the previous recursion limit is restored after."""
    old_limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old_limit, RECURSION_LIMIT))
    try:
        yield
    except RecursionError:
        raise OdsgenError(error(None, "input nests too deeply"), sources) from None
    finally:
        sys.setrecursionlimit(old_limit)


def _parse_alone(text: str, filename: str, sources: SourceManager | None, what: str) -> Any:
    if sources is None:
        sources = SourceManager()
    parser = AttrParser(text, sources.add(filename, text), sources)
    with _deep_recursion(sources):
        pos = parser.skip_ws(0)
        if pos == len(text):
            parser.fail(pos, f"expected {what}")
        parse = {"type": parser.parse_type, "location": parser.parse_location}.get(what, parser.parse_attribute)
        obj, end = parse(pos)
        end = parser.skip_ws(end)
        if end != len(text):
            parser.fail(end, f"unexpected text after the {what}")
    return obj


def parse_type(text: str, filename: str = "<type>", sources: SourceManager | None = None) -> Type:
    """The type ``text`` spells in MLIR syntax (``tensor<4xf32>``, ``!llvm.ptr``), alone.

    Blanks around it are allowed; anything else (trailing text, an alias, which has
    no definition here) raises ``OdsgenError`` located at ``filename:line:col``.
    """
    return cast(Type, _parse_alone(text, filename, sources, "type"))


def parse_attribute(text: str, filename: str = "<attribute>", sources: SourceManager | None = None) -> Attribute:
    """The attribute ``text`` spells in MLIR syntax (``42 : i32``, ``{a = [1, 2]}``), alone;
    errors as for ``parse_type``."""
    return cast(Attribute, _parse_alone(text, filename, sources, "attribute"))


def parse_location(text: str, filename: str = "<location>", sources: SourceManager | None = None) -> LocationAttr:
    """The location ``text`` spells (``loc("f.mlir":3:4)``, ``loc(fused[...])``), alone;
    errors as for ``parse_type``."""
    return cast(LocationAttr, _parse_alone(text, filename, sources, "location"))


# An alias definition's start: ``#name =`` or ``!name =`` (not ``==``).
_ALIAS_START = re.compile(r"[#!]" + SUFFIX + r"(?=(?:[ \t\n\r\x00]++|//[^\n]*+)*+=(?!=))", re.ASCII)


def top_level_items(text: str, filename: str = "<input>") -> list[tuple[str, int, int]]:
    """The items at the top level of a module's text, in any syntax, as (kind, start, end)
    offsets: ``"alias"`` (``#x = ...``, ``!x = ...``, over several lines too),
    ``"resources"`` (a ``{-# ... #-}`` section) and ``"ops"`` (a run of operations,
    from the start of its first token to the end of its last). Blanks and comments
    between items belong to none; strings and comments never start one.

    Operations are not read, only lexed (``BaseParser.skip_token``): an alias's value
    ends at the end of a line outside brackets, unless the next line goes on with ``:``
    or ``->`` or the line ends with one (or with ``,``); a run of operations ends where
    an alias or a resource section starts."""
    sources = SourceManager()
    p = Parser(text, sources.add(filename, text), sources)
    items: list[tuple[str, int, int]] = []
    n = len(text)
    run: int | None = None  # where the current run of operations started
    last = 0  # the end of the last token
    pos = 0
    with _deep_recursion(sources):
        while True:
            start = p.skip_ws(pos)
            alias = _ALIAS_START.match(text, start)
            if start < n and alias is None and not text.startswith("{-#", start):
                if run is None:
                    run = start
                pos = last = p.skip_token(start)
                continue
            if run is not None:
                items.append(("ops", run, last))
                run = None
            if start >= n:
                return items
            if alias is None:
                end = p.parse_resource_section(start)
                items.append(("resources", start, end))
                pos = end
                continue
            end = p.skip_token(p.skip_ws(p.expect(p.skip_ws(alias.end()), "=", "in alias definition")))
            while True:
                nxt = p.skip_ws(end)
                if nxt >= n or text.startswith("{-#", nxt) or _ALIAS_START.match(text, nxt):
                    break
                if text.find("\n", end, nxt) >= 0 and not (
                    text.startswith((":", "->"), nxt) or text.endswith((":", "->", ","), 0, end)
                ):
                    break
                end = p.skip_token(nxt)
            items.append(("alias", start, end))
            pos = end


def read_text(
    text: str,
    filename: str = "<input>",
    sources: SourceManager | None = None,
    *,
    fast: bool = True,
    freeze: bool = False,
    parser_class: type[Parser] = Parser,
) -> Module:
    """Read a module in generic form from ``text``; errors raise ``OdsgenError``.

    ``filename`` is the name diagnostics use; ``sources`` collects the text for
    rendering them. ``fast=False`` reads everything through the general parser
    (slower; for testing that both paths agree).

    The process's garbage collector is left as it was found: it is paused while
    the objects are built and re-enabled after if it was on. ``freeze=True``
    (for a program that reads one big module and exits) also moves everything
    tracked to the permanent generation (``gc.freeze()``) so later collections
    do not rescan millions of objects; such objects are never collected until
    ``gc.unfreeze()``. ``parser_class``: a subclass of ``Parser`` to read with.
    """
    if sources is None:
        sources = SourceManager()
    return read_source(sources.add(filename, text), sources, fast=fast, freeze=freeze, parser_class=parser_class).module


class Read(NamedTuple):
    """A module as the reader read it, and what reading it showed: ``ssa_in_order``,
    whether every use followed its definition in one block (no forward reference, one
    block per region), so that every operand dominates its use (odsgen.runtime.dominance)
    as read. That is the text's, not the module's: a module changed since is not in
    order for it. (The checks keep it in their input record, odsgen.checking.inputs.read.)"""

    module: Module
    ssa_in_order: bool


def read_source(
    src: SourceFile,
    sources: SourceManager,
    *,
    fast: bool = True,
    freeze: bool = False,
    parser_class: type[Parser] = Parser,
) -> Read:
    """``read_text`` of ``src.text``, its ops located through ``src`` (a ``SourceFile``
    that places offsets its own way: odsgen.checking.inputs.spirv_binary's words), kept in
    ``sources``: the module with what reading it showed (``Read``)."""
    sources.files[src.name] = src
    text = src.text
    reader = parser_class(text, src, sources, fast)
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        with _deep_recursion(sources):
            module = reader.parse_module()
    finally:
        if gc_was_enabled:
            gc.enable()
    if freeze:
        gc.freeze()
    return Read(module, reader.in_order)


def read_bytes(
    data: bytes, filename: str = "<input>", sources: SourceManager | None = None, *, freeze: bool = False
) -> Module:
    """Read a module from bytes (UTF-8; other bytes survive inside strings)."""
    return read_text(module_text(data), filename, sources, freeze=freeze)


def module_text(data: bytes) -> str:
    """The text the reader reads of the bytes ``data``: UTF-8 without its byte order mark,
    other bytes kept (surrogate escapes) to survive inside strings."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    return data.decode("utf-8", "surrogateescape")


# The most bytes read from one module: endless inputs (/dev/zero, a stream that
# never closes) end in an error instead of exhausting memory. 77 MiB hold a
# million operations.
MAX_INPUT_BYTES = 1 << 30


def read_file(
    path: str,
    sources: SourceManager | None = None,
    display_name: str | None = None,
    *,
    freeze: bool = False,
    max_bytes: int | None = None,
) -> Module:
    """Read the module in file ``path`` (``-`` for standard input), at most ``max_bytes`` long."""
    if sources is None:
        sources = SourceManager()
    name = display_name or ("<stdin>" if path == "-" else path)
    return read_bytes(read_input(path, name, sources, max_bytes), name, sources, freeze=freeze)


def read_input(path: str, name: str, sources: SourceManager, max_bytes: int | None = None) -> bytes:
    """The bytes of file ``path`` (``-`` for standard input), at most ``max_bytes`` long
    (default MAX_INPUT_BYTES); longer input is an error at ``name``:1:1."""
    limit = MAX_INPUT_BYTES if max_bytes is None else max_bytes
    if path == "-":
        from odsgen.io import read_stdin

        data = read_stdin(limit + 1)
    else:
        with open(path, "rb") as f:
            data = f.read(limit + 1)
    if len(data) > limit:
        # Only the start is kept, for showing the first line.
        src = sources.add(name, data[:4096].decode("utf-8", "replace"))
        size = f"{limit >> 20} MiB" if limit >= 1 << 20 else f"{limit} bytes"
        raise OdsgenError(error(src.loc_of_offset(0), f"input is larger than {size}, the most odsgen reads"), sources)
    return data
