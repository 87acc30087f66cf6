"""Reader for MLIR's generic textual form (what ``mlir-opt --mlir-print-op-generic`` prints).

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
from typing import Callable, NoReturn

from odsgen.diagnostics import OdsgenError, error
from odsgen.source import SourceFile, SourceManager
from odsgen.runtime.ir import (
    FLOAT_TYPE_NAMES,
    MAX_NESTING,
    RECURSION_LIMIT,
    DYNAMIC,
    _EMPTY_DICT,
    AffineMapAttr,
    ArrayAttr,
    Attribute,
    Block,
    BlockArgument,
    BoolAttr,
    CallSiteLoc,
    ComplexType,
    DenseArrayAttr,
    DenseElementsAttr,
    DenseResourceElementsAttr,
    DialectAttr,
    DialectType,
    DictionaryAttr,
    DistinctAttr,
    FileLineColLoc,
    FloatAttr,
    FloatType,
    FunctionType,
    FusedLoc,
    IndexType,
    IntegerAttr,
    IntegerSetAttr,
    IntegerType,
    LocationAttr,
    MemRefType,
    Module,
    NameLoc,
    NoneType,
    OpResult,
    Operation,
    RankedTensorType,
    Region,
    ResourceSection,
    SparseElementsAttr,
    StridedLayoutAttr,
    StringAttr,
    SymbolRefAttr,
    TupleType,
    Type,
    TypeAttr,
    UnitAttr,
    UnknownLoc,
    UnrankedMemRefType,
    UnrankedTensorType,
    Value,
    VectorType,
    _int_range,
    _normalize_int,
    _sorted_entries,
)

__all__ = ["read_text", "read_file", "MAX_NESTING"]


# --- regular expressions -----------------------------------------------------

_STR_BODY = r'[^"\\\n]*+(?:\\.[^"\\\n]*+)*+'
_STR = '"' + _STR_BODY + '"'
_SUFFIX = r"(?:\d++|[A-Za-z$._-][\w$.-]*+)"
# Numbers that become Python ints are at most 4000 digits: CPython refuses to
# convert longer decimal strings (a guard against quadratic conversions).
# Literals of any length are matched by ``\d++`` and checked before conversion.
_D = r"\d{1,4000}+"
_VAL = "%" + _SUFFIX
_RES = _VAL + r"(?::" + _D + ")?+"
_USE = _VAL + r"(?:#" + _D + ")?+"
# Extent of a type: a keyword or dialect name, then up to three levels of <...>.
_B = r'(?:[^<>"\n-]++|->|-|' + _STR + ")"
_N1 = "<" + _B + "*+>"
_N2 = "<(?:" + _B + "|" + _N1 + ")*+>"
_N3 = "<(?:" + _B + "|" + _N2 + ")*+>"
_TYPE = r"[!\w.$]++(?:" + _N3 + ")?+"
_TLIST = r"\((?:" + _TYPE + "(?:, " + _TYPE + r")*+)?+\)"
_SIG = _TLIST + " -> (?:" + _TLIST + "|" + _TYPE + ")"
# An attribute dictionary without nested braces.
_DICT = r'\{(?:[^"{}\n]++|' + _STR + r")*+\}"
_LOCS = r"#[\w$.-]++|" + _STR + ":" + _D + ":" + _D

_OP_FAST = re.compile(
    r"[ \t\r\n]*+"
    r"(?:(?P<res>" + _RES + "(?:, " + _RES + ")*+) = )?+"
    r'"(?P<name>[\w$.-]++)"'
    r"\((?P<opnds>" + _USE + "(?:, " + _USE + r")*+)?+\)"
    r"(?:\[(?P<succ>\^" + _SUFFIX + r"(?:, \^" + _SUFFIX + r")*+)\])?+"
    r"(?: <(?P<props>" + _DICT + ")>)?+"
    r"(?:(?P<rgn> \(\{)|(?: (?P<attrs>" + _DICT + "))?+ : (?P<sig>" + _SIG + r")(?: loc\((?P<loc>" + _LOCS + r")\))?+)"
    # What may follow an op: the end of the line, the next op, a region's end, a
    # block label or a comment. Anything else (a location the pattern does not
    # know) goes through the general path.
    r"(?=[ \t\r]*+(?:[\n\"%}^]|//|\Z))",
    re.ASCII,
)
_TAIL_FAST = re.compile(
    r"\)(?: (?P<attrs>"
    + _DICT
    + "))?+ : (?P<sig>"
    + _SIG
    + r")(?: loc\((?P<loc>"
    + _LOCS
    + r")\))?+(?=[ \t\r]*+(?:[\n\"%}^]|//|\Z))",
    re.ASCII,
)
_NEVER = re.compile(r"(?!)")
_NUMBER_DICT = re.compile(r"\{([A-Za-z_][\w$.]*+) = (-?[0-9][0-9A-Fa-fx.eE+-]*+) : (" + _TYPE + r")\}\Z", re.ASCII)
# A NUL character separates tokens like a blank, as in MLIR's lexer.
_WS = re.compile(r"(?:[ \t\n\r\x00]++|//[^\n]*+)*+")
_STRING = re.compile('"(' + _STR_BODY + ')"')
_BARE = re.compile(r"[A-Za-z_][\w$.]*+", re.ASCII)
_VALUE_ID = re.compile(_VAL, re.ASCII)
_USE_ID = re.compile(_USE, re.ASCII)
_SUFFIX_ID = re.compile(_SUFFIX, re.ASCII)
_TYPE_EXT = re.compile(_TYPE, re.ASCII)
_FTYPE_EXT = re.compile(_SIG, re.ASCII)
_ARG_ITEM = re.compile("(" + _VAL + "): (" + _TYPE + ")", re.ASCII)
_LABEL_FAST = re.compile(
    r"\^(" + _SUFFIX + r")(?:\((" + _VAL + ": " + _TYPE + "(?:, " + _VAL + ": " + _TYPE + r")*+)\))?+:"
    r"[ \t]*+(?://[^\n]*+)?+(?![^\s])",
    re.ASCII,
)
_NUMBER = re.compile(r"-?(?:0x[0-9A-Fa-f]++|\d++(?:\.\d*+(?:[eE][-+]?\d++)?+)?+)(?![\d.])", re.ASCII)
_INT = re.compile(r"-?\d++", re.ASCII)
_DIMS = re.compile(r"(?:(?:\d++|\?|\[\d++\])x)*+", re.ASCII)
_INT_TYPE = re.compile(r"(s|u)?i(\d++)", re.ASCII)
_STRIDED = re.compile(r"\s*+\[([^\]]*+)\]\s*+(?:,\s*+offset\s*+:\s*+(\?|-?\d++)\s*+)?+", re.ASCII)
_STRIDE = re.compile(r"\s*+(\?|-?\d++)\s*+(?:,|\Z)", re.ASCII)
# The largest magnitude an integer literal may have: its decimal form (which the
# printer writes) stays within CPython's int/str conversion limit.
_INT_LIMIT = 10**4000
_INT64 = (-(1 << 63), (1 << 63) - 1)
_UINT64 = (0, (1 << 64) - 1)
_UINT32 = (0, (1 << 32) - 1)
_BODY_SKIP = re.compile(r'[^<>\[\](){}"\x00-]*+')
_RES_ITEM = re.compile(r"(" + _VAL + r")(?::(" + _D + "))?+", re.ASCII)
_ESC = re.compile(r"\\(?:([0-9A-Fa-f]{2})|(.))", re.DOTALL)

_CLOSER = {"<": ">", "[": "]", "(": ")", "{": "}"}
_TYPE_SUFFIX = re.compile(r"[ \t]*+:(?!:)[ \t]*+(" + _TYPE + ")", re.ASCII)
_UNIT = UnitAttr()
_TRUE = BoolAttr(True)
_FALSE = BoolAttr(False)
_UNKNOWN_LOC = UnknownLoc()
_new = object.__new__
_type_of = operator.attrgetter("type")


class _Forward(Value):
    """A value used before its definition; replaced when the definition is read."""

    __slots__ = ("name", "pos", "uses")

    def __init__(self, name: str, type: Type, pos: int) -> None:  # noqa: A002
        self.type = type
        self.name = name
        self.pos = pos
        self.uses: list[tuple[Operation, int]] = []


class _Defer(Exception):
    """A location refers to an alias defined further down; retry at the end."""


class _Fallback(Exception):
    """The fast path cannot handle this operation; use the general parser."""


class _Scope(dict):
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

    def __init__(self, parent, op, hdr, block, start):
        self.parent = parent
        self.op = op
        self.hdr = hdr
        self.regions: list[Region] = []
        self.region: Region | None = None
        self.block = block
        self.scope = _Scope(parent.scope if parent is not None else None)
        self.fwd: dict = {}
        self.blocks: dict = {}
        self.start = start


class _Header:
    """What precedes an op's regions: result names, name, operand uses, successors."""

    __slots__ = ("start", "res", "uses", "succ", "op")

    def __init__(self, start, res, uses, succ, op):
        self.start = start
        self.res = res  # list of (name, count, pos) or None
        self.uses = uses  # list of (name, pos)
        self.succ = succ
        self.op = op


class _Reader:
    def __init__(self, text: str, src: SourceFile, sources: SourceManager, fast: bool = True) -> None:
        self.text = text
        # The one-match patterns for whole op lines, op tails and block labels;
        # tests turn them off to check that the general path agrees.
        self.op_fast = _OP_FAST.match if fast else _NEVER.match
        self.tail_fast = _TAIL_FAST.match if fast else _NEVER.match
        self.label_fast = _LABEL_FAST.match if fast else _NEVER.match
        self.src = src
        self.sources = sources
        self.aliases: dict[str, object] = {}
        self.tcache: dict[str, Type] = {}
        self.dcache: dict[str, DictionaryAttr] = {}
        self.scache: dict[str, tuple] = {}
        self.uniq: dict = {}
        self.names: dict[str, str] = {}
        self.distinct_ids: dict[int, Attribute] = {}
        self.depth = 0
        self.forward_made = False
        self.defer_ok = False
        self.deferred_aliases: list[tuple[str, int, int]] = []
        self.loc_fixups: list[tuple[object, int]] = []
        self.resources: ResourceSection | None = None
        self.top_ops: list[Operation] = []
        self.trailing: set[str] = set()

    # --- errors and small helpers -------------------------------------------

    def fail(self, pos: int, msg: str, *notes: tuple[int | None, str]) -> NoReturn:
        pos = max(0, min(pos, len(self.text)))
        diag = error(
            self.src.loc_of_offset(pos), msg, *[(self.src.loc_of_offset(p), m) for p, m in notes if p is not None]
        )
        raise OdsgenError(diag, self.sources)

    def ws(self, pos: int) -> int:
        return _WS.match(self.text, pos).end()

    def u(self, obj):
        return self.uniq.setdefault(obj, obj)

    def expect(self, pos: int, token: str, what: str) -> int:
        if not self.text.startswith(token, pos):
            self.fail(pos, f"expected '{token}' {what}".rstrip())
        return pos + len(token)

    def string(self, pos: int) -> tuple[str, int]:
        """A string literal at ``pos`` (which holds '"'): its decoded value and end."""
        m = _STRING.match(self.text, pos)
        if m is None:
            end = self.text.find("\n", pos)
            self.fail(
                end if end >= 0 else len(self.text),
                "expected '\"' in string literal",
                (pos, "string literal starts here"),
            )
        body = m.group(1)
        if "\\" in body:
            body = self._unescape(body, pos + 1)
        return body, m.end()

    def _unescape(self, body: str, pos: int) -> str:
        out = bytearray()
        last = 0
        for m in _ESC.finditer(body):
            out += body[last : m.start()].encode("utf-8", "surrogateescape")
            hx, ch = m.group(1), m.group(2)
            if hx is not None:
                out.append(int(hx, 16))
            elif ch in '"\\':
                out += ch.encode()
            elif ch == "n":
                out += b"\n"
            elif ch == "t":
                out += b"\t"
            else:
                self.fail(pos + m.start(), "unknown escape in string literal")
            last = m.end()
        out += body[last:].encode("utf-8", "surrogateescape")
        return out.decode("utf-8", "surrogateescape")

    def comma_list(self, pos: int, item: Callable[[int], tuple], close: str, what: str) -> tuple[list, int]:
        """Items read by ``item(pos) -> (x, end)``, separated by commas, up to ``close``.

        ``pos`` is just after the opening bracket; returns the items and the
        position after ``close``.
        """
        text = self.text
        out: list = []
        pos = self.ws(pos)
        if text.startswith(close, pos):
            return out, pos + len(close)
        while True:
            x, pos = item(pos)
            out.append(x)
            pos = self.ws(pos)
            if text.startswith(",", pos):
                pos = self.ws(pos + 1)
                continue
            if text.startswith(close, pos):
                return out, pos + len(close)
            self.fail(pos, f"expected ',' or '{close}' in {what}")

    def balanced(self, pos: int, affine: bool = False) -> tuple[str, int]:
        """The text inside the bracket at ``pos`` up to its matching closer.

        Works like MLIR's dialect-body lexer: tracks <[({ nesting, skips strings
        and treats ``->`` (and ``>=`` in affine bodies) as one token. The body is
        kept verbatim, alias references included: MLIR does the same for
        dialects it does not know, and the printer re-emits every alias.
        """
        text = self.text
        stack = [text[pos]]
        i = pos + 1
        skip = _BODY_SKIP.match
        while True:
            i = skip(text, i).end()
            c = text[i : i + 1]
            if c in ("<", "[", "(", "{"):
                stack.append(c)
                i += 1
            elif c in (">", "]", ")", "}"):
                if affine and c == ">" and text.startswith(">=", i):
                    i += 2
                    continue
                if _CLOSER[stack[-1]] != c:
                    self.fail(i, f"unbalanced '{c}' character in pretty dialect name", (pos, "body starts here"))
                stack.pop()
                i += 1
                if not stack:
                    return text[pos + 1 : i - 1], i
            elif c == "-":
                i += 2 if text.startswith("->", i) else 1
            elif c == '"':
                i = self.string(i)[1]
            else:  # end of text or NUL
                self.fail(
                    pos,
                    f"unterminated '{stack[-1]}': expected '{_CLOSER[stack[-1]]}' before "
                    + ("end of file" if c == "" else "a NUL character"),
                )

    # --- types ----------------------------------------------------------------

    def type(self, pos: int) -> tuple[Type, int]:
        m = (_FTYPE_EXT if self.text.startswith("(", pos) else _TYPE_EXT).match(self.text, pos)
        if m is not None:
            t = self.tcache.get(m.group())
            if t is not None:
                return t, m.end()
        self.depth += 1
        if self.depth > MAX_NESTING:
            self.fail(pos, "types and attributes nest too deeply")
        t, end = self._type(pos)
        self.depth -= 1
        t = self.u(t)
        if m is not None and end == m.end():
            self.tcache[m.group()] = t
        return t, end

    def _type(self, pos: int) -> tuple[Type, int]:
        text = self.text
        c = text[pos : pos + 1]
        if c == "!":
            return self.dialect_symbol(pos, "!")
        if c == "(":
            return self.function_type(pos)
        m = _BARE.match(text, pos)
        if m is None:
            self.fail(pos, "expected non-function type")
        kw = m.group()
        end = m.end()
        if kw in FLOAT_TYPE_NAMES:
            return FloatType(kw), end
        mi = _INT_TYPE.fullmatch(kw)
        if mi is not None:
            width = self.bounded_int(_INT.fullmatch(mi.group(2)), _UINT32, "invalid integer width", pos)
            if width > 16777215:
                self.fail(pos, "integer bitwidth is limited to 16777215 bits")
            return IntegerType(width, mi.group(1) or ""), end
        if kw == "index":
            return IndexType(), end
        if kw == "none":
            return NoneType(), end
        if kw in ("tensor", "memref", "vector", "complex", "tuple") and text.startswith("<", end):
            return getattr(self, "_" + kw)(self.ws(end + 1), pos)
        self.fail(pos, f"expected non-function type, found '{kw}'")

    def type_list(self, pos: int, close: str) -> tuple[list[Type], int]:
        """Comma-separated types up to ``close``; ``pos`` is after the opener."""
        return self.comma_list(pos, self.type, close, "type list")

    def function_type(self, pos: int) -> tuple[FunctionType, int]:
        text = self.text
        if not text.startswith("(", pos):
            self.fail(pos, "expected '(' to start function type")
        ins, pos = self.type_list(pos + 1, ")")
        pos = self.ws(pos)
        if not text.startswith("->", pos):
            self.fail(pos, "expected '->' in function type")
        pos = self.ws(pos + 2)
        if text.startswith("(", pos):
            outs, pos = self.type_list(pos + 1, ")")
        else:
            t, pos = self.type(pos)
            outs = [t]
        return self.u(FunctionType(ins, outs)), pos

    def _shape(self, pos: int, allow_scalable: bool = False) -> tuple[list[int], list[bool], int]:
        m = _DIMS.match(self.text, pos)
        dims: list[int] = []
        scal: list[bool] = []
        at = pos
        for d in m.group().split("x")[:-1]:
            if d == "?":
                if allow_scalable:
                    self.fail(pos, "expected static shape")
                dims.append(DYNAMIC)
                scal.append(False)
            elif d[0] == "[":
                if not allow_scalable:
                    self.fail(pos, "unexpected scalable dimension")
                dims.append(self._dimension(d[1:-1], at + 1))
                scal.append(True)
            else:
                dims.append(self._dimension(d, at))
                scal.append(False)
            at += len(d) + 1
        return dims, scal, m.end()

    def _dimension(self, digits: str, pos: int) -> int:
        """A static dimension: a signed 64-bit number, as in MLIR."""
        if len(digits) < 19:
            return int(digits)  # the common case
        return self.bounded_int(_INT.fullmatch(digits), _INT64, "invalid dimension", pos)

    def _close(self, pos: int, what: str) -> int:
        pos = self.ws(pos)
        if not self.text.startswith(">", pos):
            self.fail(pos, f"expected '>' in {what} type")
        return pos + 1

    def _unranked_element(self, pos: int) -> tuple[Type, int]:
        """The element type after ``*`` of an unranked shape."""
        pos = self.ws(pos + 1)
        if not self.text.startswith("x", pos):
            self.fail(pos, "expected 'x' in dimension list")
        return self.type(self.ws(pos + 1))

    def _tensor(self, pos: int, start: int) -> tuple[Type, int]:
        text = self.text
        if text.startswith("*", pos):
            et, pos = self._unranked_element(pos)
            return UnrankedTensorType(et), self._close(pos, "tensor")
        dims, _, pos = self._shape(pos)
        et, pos = self.type(pos)
        pos = self.ws(pos)
        enc = None
        if text.startswith(",", pos):
            enc, pos = self.attr(self.ws(pos + 1))
        return RankedTensorType(dims, et, enc), self._close(pos, "tensor")

    def _memref(self, pos: int, start: int) -> tuple[Type, int]:
        text = self.text
        if text.startswith("*", pos):
            et, pos = self._unranked_element(pos)
            pos = self.ws(pos)
            ms = None
            if text.startswith(",", pos):
                ms, pos = self.attr(self.ws(pos + 1))
            return UnrankedMemRefType(et, ms), self._close(pos, "memref")
        dims, _, pos = self._shape(pos)
        et, pos = self.type(pos)
        pos = self.ws(pos)
        extra = []
        while text.startswith(",", pos) and len(extra) < 2:
            a, pos = self.attr(self.ws(pos + 1))
            extra.append(a)
            pos = self.ws(pos)
        layout = ms = None
        if len(extra) == 2:
            layout, ms = extra
        elif extra:
            if isinstance(extra[0], (AffineMapAttr, StridedLayoutAttr)):
                layout = extra[0]
            else:
                ms = extra[0]
        return MemRefType(dims, et, layout, ms), self._close(pos, "memref")

    def _vector(self, pos: int, start: int) -> tuple[Type, int]:
        dims, scal, pos = self._shape(pos, allow_scalable=True)
        et, pos = self.type(pos)
        return VectorType(dims, et, scal), self._close(pos, "vector")

    def _complex(self, pos: int, start: int) -> tuple[Type, int]:
        et, pos = self.type(pos)
        return ComplexType(et), self._close(pos, "complex")

    def _tuple(self, pos: int, start: int) -> tuple[Type, int]:
        types, pos = self.type_list(pos, ">")
        return TupleType(types), pos

    def dialect_symbol(self, pos: int, sigil: str):
        """``!dialect.name<body>`` / ``#dialect.name<body>`` or an alias ``!t`` / ``#map``."""
        text = self.text
        m = _BARE.match(text, pos + 1)
        if m is None:
            self.fail(pos + 1, "expected dialect namespace or alias name" if sigil == "!" else "expected attribute")
        ident = m.group()
        end = m.end()
        has_body = text.startswith("<", end)
        if not has_body and "." not in ident:
            obj = self.aliases.get(sigil + ident)
            if obj is None:
                if self.defer_ok:
                    raise _Defer()
                self.fail(pos, f"undefined symbol alias id '{ident}'")
            return obj, end
        dialect, _, name = ident.partition(".")
        body = None
        if has_body:
            body, end = self.balanced(end)
        cls = DialectType if sigil == "!" else DialectAttr
        return self.u(cls(dialect, name, body)), end

    # --- attributes -------------------------------------------------------------

    def attr(self, pos: int) -> tuple[Attribute, int]:
        self.depth += 1
        if self.depth > MAX_NESTING:
            self.fail(pos, "types and attributes nest too deeply")
        a, end = self._attr(pos)
        self.depth -= 1
        return a, end

    def _opt_type(self, pos: int) -> tuple[Type | None, int]:
        m = _TYPE_SUFFIX.match(self.text, pos)
        if m is not None:
            t = self.tcache.get(m.group(1))
            if t is not None:
                return t, m.end()
        j = self.ws(pos)
        text = self.text
        if text.startswith(":", j) and not text.startswith("::", j):
            # The type of a value is not nested inside it: the same depth.
            self.depth -= 1
            t, end = self.type(self.ws(j + 1))
            self.depth += 1
            return t, end
        return None, pos

    def _attr(self, pos: int) -> tuple[Attribute, int]:
        text = self.text
        c = text[pos : pos + 1]
        u = self.u
        if c == '"':
            s, end = self.string(pos)
            t, end = self._opt_type(end)
            return StringAttr(s, t), end
        if c == "{":
            return self.dictionary(pos)
        if c == "[":
            elems, end = self.comma_list(pos + 1, self.attr, "]", "array attribute")
            return ArrayAttr(elems), end
        if c == "@":
            return self.symbol_ref(pos)
        if c == "#":
            return self.dialect_symbol(pos, "#")
        if c == "-" or c.isdigit():
            return self.number(pos)
        if c == "!" or c == "(":
            t, end = self.type(pos)
            return TypeAttr(t), end
        m = _BARE.match(text, pos)
        if m is None:
            self.fail(pos, "expected attribute value")
        kw = m.group()
        end = m.end()
        if kw == "true" or kw == "false":
            return (_TRUE if kw == "true" else _FALSE), end
        if kw == "unit":
            return _UNIT, end
        if text.startswith("<", end):
            if kw == "dense":
                body, end = self.balanced(end)
                t, end = self._required_type(end, "dense")
                return DenseElementsAttr(body.strip(), t), end
            if kw == "dense_resource":
                body, end = self.balanced(end)
                t, end = self._required_type(end, "dense_resource")
                return DenseResourceElementsAttr(body.strip(), t), end
            if kw == "sparse":
                body, end = self.balanced(end)
                t, end = self._required_type(end, "sparse")
                return SparseElementsAttr(body.strip(), t), end
            if kw == "array":
                return self.dense_array(end)
            if kw == "affine_map":
                body, end = self.balanced(end, affine=True)
                return u(AffineMapAttr(body)), end
            if kw == "affine_set":
                body, end = self.balanced(end, affine=True)
                return u(IntegerSetAttr(body)), end
            if kw == "strided":
                return self.strided(end)
        if kw == "distinct" and text.startswith("[", end):
            return self.distinct(end)
        if kw == "loc" and text.startswith("(", end):
            return self.location(pos)
        t, end = self.type(pos)
        return TypeAttr(t), end

    def _required_type(self, pos: int, what: str) -> tuple[Type, int]:
        t, end = self._opt_type(pos)
        if t is None:
            self.fail(self.ws(pos), f"expected ':' followed by the type of the {what} attribute")
        return t, end

    def dictionary(self, pos: int) -> tuple[DictionaryAttr, int]:
        text = self.text
        entries: dict[str, Attribute] = {}
        pos = self.ws(pos + 1)
        if text.startswith("}", pos):
            return _EMPTY_DICT, pos + 1
        while True:
            if text.startswith('"', pos):
                name, end = self.string(pos)
                if not name:
                    self.fail(pos, "expected valid attribute name")
            else:
                m = _BARE.match(text, pos)
                if m is None:
                    self.fail(pos, "expected attribute name")
                name, end = m.group(), m.end()
            if name in entries:
                self.fail(pos, f"duplicate key '{name}' in dictionary attribute")
            j = self.ws(end)
            if text.startswith("=", j):
                a, j = self.attr(self.ws(j + 1))
                j = self.ws(j)
            else:
                a = _UNIT
            entries[name] = a
            if text.startswith(",", j):
                pos = self.ws(j + 1)
                continue
            if text.startswith("}", j):
                d = _new(DictionaryAttr)
                d.entries = _sorted_entries(entries)  # as MLIR keeps them
                return d, j + 1
            self.fail(j, "expected ',' or '}' in attribute dictionary")

    def symbol_ref(self, pos: int) -> tuple[SymbolRefAttr, int]:
        text = self.text
        names = []
        while True:
            pos += 1  # '@'
            if text.startswith('"', pos):
                s, pos = self.string(pos)
            else:
                m = _BARE.match(text, pos)
                if m is None:
                    self.fail(pos, "@ identifier expected to start with letter or '_'")
                s, pos = m.group(), m.end()
            names.append(s)
            if text.startswith("::@", pos):
                pos += 2
                continue
            return SymbolRefAttr(names[0], names[1:]), pos

    def number(self, pos: int) -> tuple[Attribute, int]:
        text = self.text
        m = _NUMBER.match(text, pos)
        if m is None:
            self.fail(pos, "expected attribute value")
        lit = m.group()
        mt = _TYPE_SUFFIX.match(text, m.end())
        t = None
        if mt is not None:
            t = self.tcache.get(mt.group(1))
            end = mt.end()
        if t is None:
            t, end = self._opt_type(m.end())
        is_float = "." in lit
        is_hex = "0x" in lit
        if t is None:
            t = self.u(FloatType("f64") if is_float else IntegerType(64))
        if type(t) is IntegerType and not is_float and not is_hex:
            # The common case, without the checks of IntegerAttr.__init__.
            value = int(lit) if len(lit) < 4000 else self.int_literal(lit, pos, t)
            w = t.width
            if t.signedness == "u":
                if value < 0:
                    self.fail(pos, "negative integer literal not valid for unsigned integer type")
                ok = value < 1 << w
            else:
                ok = -(1 << (w - 1)) <= value < 1 << w if w else value == 0
                if ok and w and value >= 1 << (w - 1) and t.signedness == "":
                    value -= 1 << w  # MLIR prints signless integers as signed
            if not ok:
                self.fail(pos, "integer constant out of range for attribute")
            if w == 1 and t.signedness == "":
                return (_TRUE if value else _FALSE), end
            a = _new(IntegerAttr)
            a.value = value
            a.type = t
            return a, end
        if isinstance(t, FloatType):
            if is_hex and lit.startswith("-"):
                self.fail(pos, "hexadecimal float literal should not have a leading minus")
            if not is_float and not is_hex:
                self.fail(
                    pos,
                    "unexpected decimal integer literal for a floating point value",
                    (pos, "add a trailing dot to make the literal a float"),
                )
            a = _new(FloatAttr)
            a.literal = lit
            a.type = t
            return a, end
        if is_float:
            self.fail(pos, "floating point value not valid for specified type")
        if not isinstance(t, (IntegerType, IndexType)):
            self.fail(pos, "integer literal not valid for specified type")
        value = self.int_literal(lit, pos, t)
        if isinstance(t, IntegerType) and t.signedness == "u" and value < 0:
            self.fail(pos, "negative integer literal not valid for unsigned integer type")
        lo, hi = _int_range(t)  # type: ignore[misc]
        if not lo <= value <= hi:
            self.fail(pos, "integer constant out of range for attribute")
        if isinstance(t, IntegerType) and t.width == 1 and t.signedness == "":
            return (_TRUE if value else _FALSE), end
        return IntegerAttr(value, t), end

    def int_literal(self, lit: str, pos: int, t: Type, what: str = "attribute") -> int:
        """The value of the decimal or hex literal ``lit`` at ``pos``, to become of type ``t``.

        Its magnitude must stay below 10**4000 (so its decimal form converts
        both ways); a larger literal is out of range for every type narrower
        than that, and beyond what odsgen reads for the wider ones.
        """
        neg = lit.startswith("-")
        digits = lit[1:] if neg else lit
        if digits.startswith("0x"):
            value = int(digits, 16)
        else:
            digits = digits.lstrip("0") or "0"
            value = int(digits) if len(digits) <= 4000 else _INT_LIMIT
        if value >= _INT_LIMIT:
            rng = _int_range(t)
            if rng is None or rng[1] < _INT_LIMIT:
                self.fail(pos, "integer constant out of range" + (f" for {what}" if what else ""))
            self.fail(pos, "integer literal has more than 4000 digits (the most odsgen reads)")
        return -value if neg else value

    def bounded_int(self, m: re.Match | None, bounds: tuple[int, int], message: str, pos: int) -> int:
        """The integer matched by ``m`` (an ``_INT`` match) if within ``bounds``; else fail at ``pos``."""
        digits = m.group().lstrip("-").lstrip("0") if m is not None else ""
        if m is None or len(digits) > 20:
            self.fail(pos, message)
        value = int(digits or "0")
        if m.group().startswith("-"):
            value = -value
        if not bounds[0] <= value <= bounds[1]:
            self.fail(pos, message)
        return value

    def dense_array(self, pos: int) -> tuple[DenseArrayAttr, int]:
        """``array<T: v, ...>`` after ``array``; ``pos`` is at the '<'.

        As MLIR: integer elements are whole bytes wide (or i1, spelled
        true/false); a signless or unsigned element takes any literal that fits
        its width as signed or unsigned, and is kept (and printed) as MLIR
        prints it.
        """
        text = self.text
        tpos = self.ws(pos + 1)
        et, p = self.type(tpos)
        if not isinstance(et, (IntegerType, FloatType)):
            self.fail(tpos, "expected integer or float type in dense array")
        is_bool = isinstance(et, IntegerType) and et.width == 1
        if isinstance(et, IntegerType) and not is_bool and et.width % 8:
            self.fail(tpos, "element type bitwidth must be a multiple of 8")
        p = self.ws(p)
        values: list = []
        if text.startswith(":", p):
            p = self.ws(p + 1)
            while True:
                if is_bool:
                    if not text.startswith(("true", "false"), p):
                        self.fail(p, "expected 'true' or 'false' values for i1 type")
                    v = text.startswith("true", p)
                    p += 4 if v else 5
                else:
                    m = _NUMBER.match(text, p)
                    if m is None:
                        self.fail(p, "expected integer or float literal in dense array")
                    lit = m.group()
                    if isinstance(et, FloatType):
                        v = lit
                    elif "." in lit:
                        self.fail(p, "expected integer literal in integer dense array")
                    else:
                        v = self.int_literal(lit, p, et, "")
                        w = et.width
                        if not -(1 << (w - 1)) <= v <= (1 << (w - (et.signedness == "s"))) - 1:
                            self.fail(p, "integer constant out of range")
                        v = _normalize_int(v, et)
                    p = m.end()
                values.append(v)
                p = self.ws(p)
                if text.startswith(",", p):
                    p = self.ws(p + 1)
                    continue
                break
        if not text.startswith(">", p):
            self.fail(p, "expected '>' to end dense array")
        return DenseArrayAttr(et, values), p + 1

    def strided(self, pos: int) -> tuple[StridedLayoutAttr, int]:
        body, end = self.balanced(pos)
        base = pos + 1  # where ``body`` starts in the text
        m = _STRIDED.fullmatch(body)
        if m is None:
            self.fail(pos, "expected 'strided<[strides], offset: offset>'")

        def value(s: str, at: int) -> int:
            if s == "?":
                return DYNAMIC
            return self.bounded_int(_INT.fullmatch(s), _INT64, "expected a 64-bit signed integer or '?'", at)

        strides = []
        items = m.group(1)
        if items.strip():
            i = 0
            while i < len(items):
                ms = _STRIDE.match(items, i)
                if ms is None:
                    bad = items[i:].split(",")[0].strip()
                    self.fail(pos, f"invalid stride '{bad}'")
                strides.append(value(ms.group(1), base + m.start(1) + ms.start(1)))
                i = ms.end()
        off = m.group(2)
        offset = 0 if off is None else value(off, base + m.start(2))
        return StridedLayoutAttr(strides, offset), end

    def distinct(self, pos: int) -> tuple[DistinctAttr, int]:
        text = self.text
        p = self.ws(pos + 1)
        m = _INT.match(text, p)
        if m is None:
            self.fail(p, "expected distinct ID")
        ident = self.bounded_int(m, _UINT64, "expected an unsigned 64-bit integer", p)
        p = self.ws(m.end())
        p = self.expect(p, "]", "to close distinct ID")
        p = self.ws(p)
        p = self.expect(p, "<", "after distinct ID")
        a, p = self.attr(self.ws(p))
        p = self.ws(p)
        p = self.expect(p, ">", "to close distinct attribute")
        prev = self.distinct_ids.setdefault(ident, a)
        if prev is not a and prev != a:
            self.fail(pos - 8, f"referenced attribute does not match previous definition: {prev}")
        return DistinctAttr(ident, a), p

    # --- locations ----------------------------------------------------------

    def location(self, pos: int) -> tuple[LocationAttr, int]:
        """``loc(...)`` at ``pos``."""
        p = self.ws(pos + 4)
        loc, p = self.loc_inner(p)
        p = self.ws(p)
        p = self.expect(p, ")", "to end location")
        return loc, p

    def loc_inner(self, pos: int) -> tuple[LocationAttr, int]:
        self.depth += 1
        if self.depth > MAX_NESTING:
            self.fail(pos, "locations nest too deeply")
        loc, end = self._loc_inner(pos)
        self.depth -= 1
        return loc, end

    def _loc_inner(self, pos: int) -> tuple[LocationAttr, int]:
        text = self.text
        c = text[pos : pos + 1]
        if c == "#":
            a, end = self.dialect_symbol(pos, "#")
            if not isinstance(a, LocationAttr):
                self.fail(pos, "expected location attribute")
            return a, end
        if c == '"':
            s, p = self.string(pos)
            if text.startswith(":", p):
                # Lines and columns are unsigned 32-bit numbers, as in MLIR.
                m = _INT.match(text, p + 1)
                line = self.bounded_int(m, _UINT32, "expected integer line number in FileLineColRange", p + 1)
                p = m.end()
                col = end_line = end_col = None
                if text.startswith(":", p):
                    m = _INT.match(text, p + 1)
                    col = self.bounded_int(m, _UINT32, "expected integer column number in FileLineColRange", p + 1)
                    p = m.end()
                j = self.ws(p)
                if text.startswith("to", j) and not text[j + 2 : j + 3].isalnum():
                    p = self.ws(j + 2)
                    m = _INT.match(text, p)
                    if m is not None:
                        end_line = self.bounded_int(m, _UINT32, "expected integer line number in FileLineColRange", p)
                        p = m.end()
                    if text.startswith(":", p):
                        m = _INT.match(text, p + 1)
                        end_col = self.bounded_int(
                            m, _UINT32, "expected integer column number in FileLineColRange", p + 1
                        )
                        p = m.end()
                    if end_line is None and end_col is None:
                        self.fail(p, "expected either integer or `:` post `to` in FileLineColRange")
                return FileLineColLoc(s, line, col, end_line, end_col), p
            j = self.ws(p)
            if text.startswith("(", j):
                child, j = self.loc_inner(self.ws(j + 1))
                j = self.ws(j)
                j = self.expect(j, ")", "after child location of NameLoc")
                return NameLoc(s, child), j
            return NameLoc(s), p
        m = _BARE.match(text, pos)
        kw = m.group() if m else ""
        p = m.end() if m else pos
        if kw == "unknown":
            return _UNKNOWN_LOC, p
        if kw == "callsite":
            p = self.expect(self.ws(p), "(", "in callsite location")
            callee, p = self.loc_inner(self.ws(p))
            p = self.ws(p)
            if not (text.startswith("at", p) and not text[p + 2 : p + 3].isalnum()):
                self.fail(p, "expected 'at' in callsite")
            caller, p = self.loc_inner(self.ws(p + 2))
            p = self.expect(self.ws(p), ")", "in callsite location")
            return CallSiteLoc(callee, caller), p
        if kw == "fused":
            p = self.ws(p)
            meta = None
            if text.startswith("<", p):
                meta, p = self.attr(self.ws(p + 1))
                p = self.expect(self.ws(p), ">", "after fused location metadata")
                p = self.ws(p)
            p = self.expect(p, "[", "in fused location")
            locs, p = self.comma_list(p, self.loc_inner, "]", "fused location")
            return FusedLoc(locs, meta), p
        self.fail(pos, "expected location instance")

    def trailing_loc(self, pos: int, target: object) -> int:
        """An optional ``loc(...)`` after an op or block argument; sets ``target.location``."""
        j = self.ws(pos)
        if not self.text.startswith("loc(", j):
            return pos
        depth = self.depth
        self.defer_ok = True
        try:
            loc, end = self.location(j)
            target.location = loc  # type: ignore[attr-defined]
        except _Defer:
            self.depth = depth
            self.loc_fixups.append((target, j))
            end = self.balanced(j + 3)[1]
        finally:
            self.defer_ok = False
        return end

    def _fast_loc(self, text: str, pos: int, target: object) -> None:
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
            target.location = self.loc_inner(pos)[0]  # type: ignore[attr-defined]

    # --- file-level items -----------------------------------------------------

    def alias_definition(self, pos: int) -> int:
        text = self.text
        sigil = text[pos]
        m = _BARE.match(text, pos + 1)
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
        p = self.ws(m.end())
        p = self.expect(p, "=", "in alias definition")
        p = self.ws(p)
        if sigil == "!":
            obj, end = self.type(p)
        elif text.startswith("loc(", p):
            if self.top_ops:
                # A location alias after the operations is printed after them, as MLIR does;
                # type and attribute aliases are printed before the operations that use them.
                self.trailing.add(key)
            self.defer_ok = True
            try:
                obj, end = self.location(p)
            except _Defer:
                self.depth = 0
                self.deferred_aliases.append((key, p, pos))
                return self.balanced(p + 3)[1]
            finally:
                self.defer_ok = False
        else:
            obj, end = self.attr(p)
        self.aliases[key] = obj
        return end

    def resource_section(self, pos: int) -> int:
        text = self.text
        p = self.ws(pos + 3)
        section = self.resources or ResourceSection()
        self.resources = section
        while not text.startswith("#-}", p):
            key, p = self._resource_key(p)
            p = self.expect(self.ws(p), ":", "after resource section key")
            value, p = self._resource_value(self.ws(p))
            section.entries[key] = value
            p = self.ws(p)
            if text.startswith(",", p):
                p = self.ws(p + 1)
            elif not text.startswith("#-}", p):
                self.fail(p, "expected '#-}' to end file metadata")
        return p + 3

    def _resource_key(self, p: int) -> tuple[str, int]:
        if self.text.startswith('"', p):
            return self.string(p)
        m = _SUFFIX_ID.match(self.text, p) or _BARE.match(self.text, p)
        if m is None:
            self.fail(p, "expected identifier key for resource entry")
        return m.group(), m.end()

    def _resource_value(self, p: int):
        text = self.text
        if text.startswith("{", p):
            out: dict = {}
            p = self.ws(p + 1)
            while not text.startswith("}", p):
                key, p = self._resource_key(p)
                p = self.expect(self.ws(p), ":", "after resource key")
                out[key], p = self._resource_value(self.ws(p))
                p = self.ws(p)
                if text.startswith(",", p):
                    p = self.ws(p + 1)
                elif not text.startswith("}", p):
                    self.fail(p, "expected ',' or '}' in resource dictionary")
            return out, p + 1
        if text.startswith('"', p):
            end = self.string(p)[1]
            return text[p:end], end
        m = _BARE.match(text, p)
        if m is not None and m.group() in ("true", "false"):
            return m.group(), m.end()
        self.fail(p, "expected resource value (string, boolean or dictionary)")

    # --- SSA values and blocks ------------------------------------------------

    def lookup(self, name: str, frame: _Frame) -> Value | None:
        return frame.scope[name]

    def resolve(self, name: str, pos: int, t: Type, frame: _Frame) -> Value:
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
            self.forward_made = True
        if v.type is not t and v.type != t:
            prior = v.pos if isinstance(v, _Forward) else _def_pos(v)
            self.fail(
                pos,
                f"use of value '{name}' expects different type than prior uses: '{t}' vs '{v.type}'",
                (prior, "prior use here"),
            )
        return v

    def define(self, name: str, value: Value, pos: int, frame: _Frame) -> None:
        prev = frame.scope.setdefault(name, value)
        if prev is not value:
            self.fail(pos, f"redefinition of SSA value '{name}'", (_def_pos(prev), "previously defined here"))
        if frame.fwd:
            self._resolve_forward(name, value, frame)
            self._resolve_forward(name + "#0", value, frame)

    def _resolve_forward(self, name: str, value: Value, frame: _Frame) -> None:
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

    def bind_results(self, op: Operation, res: list | None, outs: tuple, frame: _Frame, start: int) -> None:
        results = tuple([OpResult(t, op, i) for i, t in enumerate(outs)])
        op.results = results
        if res is None:
            return
        total = sum(c for _, c, _ in res)
        if total != len(results):
            self.fail(start, f"operation defines {len(results)} results but was provided {total} to bind")
        i = 0
        for name, count, p in res:
            self.define(name, results[i], p, frame)
            if count > 1 or len(res) > 1:
                for k in range(count):
                    frame.scope[f"{name}#{k}"] = results[i + k]
                    if frame.fwd:
                        self._resolve_forward(f"{name}#{k}", results[i + k], frame)
            i += count

    def successors(self, names: list[tuple[str, int]], frame: _Frame) -> tuple:
        out = []
        for name, p in names:
            entry = frame.blocks.get(name)
            if entry is None:
                blk = Block()
                blk._pos = p
                entry = frame.blocks[name] = [blk, False, p]
            out.append(entry[0])
        return tuple(out)

    def block_label(self, pos: int, frame: _Frame) -> int:
        text = self.text
        if frame.region is None:
            self.fail(pos, "block labels are only allowed inside regions")
        m = self.label_fast(text, pos)
        if m is not None:
            # The common shape: ^bb1(%a: i32, %b: f32):  // comment
            blk = self._define_block("^" + m.group(1), pos, frame)
            args = m.group(2)
            if args is not None:
                base = m.start(2)
                tcache = self.tcache
                for ma in _ARG_ITEM.finditer(args):
                    t = tcache.get(ma.group(2)) or self.type(base + ma.start(2))[0]
                    arg = BlockArgument(t, blk, len(blk.arguments))
                    blk.arguments.append(arg)
                    self.define(ma.group(1), arg, base + ma.start(), frame)
            return m.end()
        m = _SUFFIX_ID.match(text, pos + 1)
        if m is None:
            self.fail(pos + 1, "expected block name")
        blk = self._define_block("^" + m.group(), pos, frame)
        p = self.ws(m.end())
        if text.startswith("(", p):

            def argument(p: int) -> tuple[None, int]:
                mv = _VALUE_ID.match(text, p)
                if mv is None:
                    self.fail(p, "expected SSA value name for block argument")
                q = self.expect(self.ws(mv.end()), ":", "and type for SSA value")
                t, q = self.type(self.ws(q))
                arg = BlockArgument(t, blk, len(blk.arguments))
                q = self.trailing_loc(q, arg)
                blk.arguments.append(arg)
                self.define(mv.group(), arg, p, frame)
                return None, q

            p = self.ws(self.comma_list(p + 1, argument, ")", "block argument list")[1])
        p = self.expect(p, ":", "after block name")
        return self.ws(p)

    def _define_block(self, name: str, pos: int, frame: _Frame) -> Block:
        """The block labelled ``name`` (created, or the one forward-referenced), appended to the region."""
        entry = frame.blocks.get(name)
        if entry is None:
            blk = Block()
            entry = frame.blocks[name] = [blk, True, pos]
        elif entry[1]:
            self.fail(pos, f"redefinition of block '{name}'", (entry[0]._pos, "previously defined here"))
        else:
            entry[1] = True
        blk = entry[0]
        blk._pos = pos
        frame.region.append(blk)  # type: ignore[union-attr]
        frame.block = blk
        return blk

    # --- operations -----------------------------------------------------------

    def _result_group(self, pos: int) -> tuple[tuple[str, int, int], int]:
        """``%name`` or ``%name:count`` before an op's '='."""
        m = _VALUE_ID.match(self.text, pos)
        if m is None:
            self.fail(pos, "expected valid ssa identifier")
        end = self.ws(m.end())
        count = 1
        if self.text.startswith(":", end):
            q = self.ws(end + 1)
            mi = _INT.match(self.text, q)
            if mi is None or mi.group().startswith("-"):
                self.fail(q, "expected integer number of results")
            count = self.bounded_int(mi, _UINT64, "expected named operation to have at least 1 result", q)
            if count < 1:
                self.fail(q, "expected named operation to have at least 1 result")
            end = self.ws(mi.end())
        return (m.group(), count, pos), end

    def _use(self, pos: int) -> tuple[tuple[str, int], int]:
        m = _USE_ID.match(self.text, pos)
        if m is None:
            self.fail(pos, "expected SSA operand")
        return (m.group(), pos), m.end()

    def _block_ref(self, pos: int) -> tuple[tuple[str, int], int]:
        m = _SUFFIX_ID.match(self.text, pos + 1) if self.text.startswith("^", pos) else None
        if m is None:
            self.fail(pos, "expected block name")
        return ("^" + m.group(), pos), m.end()

    def op_header(self, pos: int, frame: _Frame) -> tuple[_Header, int, Attribute | None, bool]:
        """Everything of a generic op up to its regions; returns (header, pos, properties, has_regions)."""
        text = self.text
        ws = self.ws
        start = pos
        res = None
        if text.startswith("%", pos):
            res = []
            while True:
                item, pos = self._result_group(pos)
                res.append(item)
                if not text.startswith(",", pos):
                    break
                pos = ws(pos + 1)
            pos = ws(self.expect(pos, "=", "after SSA name"))
        if not text.startswith('"', pos):
            self.fail(pos, "expected operation name in quotes")
        name_pos = pos
        name, pos = self.string(pos)
        if not name:
            self.fail(start, "empty operation name is invalid")
        if "\x00" in name:
            self.fail(name_pos, "null character not allowed in operation name")
        name = self.names.setdefault(name, name)
        pos = self.expect(ws(pos), "(", "to start operand list")
        uses, pos = self.comma_list(pos, self._use, ")", "operand list")
        pos = ws(pos)
        succ: tuple = ()
        if text.startswith("[", pos):
            names, pos = self.comma_list(pos + 1, self._block_ref, "]", "successor list")
            pos = ws(pos)
            succ = self.successors(names, frame)
        props = None
        if text.startswith("<", pos):
            props, pos = self.attr(ws(pos + 1))
            pos = ws(self.expect(ws(pos), ">", "to end properties"))
        op = Operation(name, (), (), props, _EMPTY_DICT, (), succ, None, frame.block, start, self.src)
        hdr = _Header(start, res, uses, succ, op)
        if text.startswith("(", pos):
            j = ws(pos + 1)
            if not text.startswith("{", j):
                self.fail(j, "expected '{' to begin a region")
            return hdr, j + 1, props, True
        return hdr, pos, props, False

    def op_tail(self, pos: int) -> tuple[DictionaryAttr, FunctionType, int, int]:
        """``{attrs}? : (ins) -> outs`` after an op's operands or regions; also returns the type's position."""
        text = self.text
        attrs = _EMPTY_DICT
        if text.startswith("{", pos):
            attrs, pos = self.dictionary(pos)
            pos = self.ws(pos)
        if not text.startswith(":", pos):
            self.fail(pos, "expected ':' followed by operation type")
        p = self.ws(pos + 1)
        if not text.startswith("(", p):
            self.fail(p, "expected function type")
        ft, pos = self.function_type(p)
        return attrs, ft, p, pos

    def complete(self, hdr: _Header, ins: tuple, outs: tuple, type_pos: int, frame: _Frame) -> Operation:
        """Resolve operands, create and bind results of a header-parsed op."""
        op = hdr.op
        uses = hdr.uses
        if len(uses) != len(ins):
            self.fail(
                type_pos, f"expected {len(uses)} operand type{'' if len(uses) == 1 else 's'} " f"but had {len(ins)}"
            )
        operands = tuple([self.resolve(n, p, t, frame) for (n, p), t in zip(uses, ins)])
        op.operands = operands
        if self.forward_made:
            self.forward_made = False
            for i, v in enumerate(operands):
                if isinstance(v, _Forward):
                    v.uses.append((op, i))
        self.bind_results(op, hdr.res, outs, frame, hdr.start)
        return op

    def sig_miss(self, text: str, pos: int) -> tuple:
        ft, end = self.function_type(pos)
        if end - pos != len(text):
            raise _Fallback()
        sig = (ft.inputs, ft.results)
        self.scache[text] = sig
        return sig

    def dict_miss(self, text: str, pos: int) -> DictionaryAttr:
        m = _NUMBER_DICT.match(text)
        if m is not None and m.group(3) in self.tcache:
            # {value = 42 : i32}: the properties of every distinct constant.
            a, end = self.number(pos + m.start(2))
            if end == pos + m.end(3):
                d = _new(DictionaryAttr)
                d.entries = {m.group(1): a}
                self.dcache[text] = d
                return d
        d, end = self.dictionary(pos)
        if end - pos != len(text):
            raise _Fallback()
        self.dcache[text] = d
        return d

    def fast_header(self, m: re.Match, frame: _Frame) -> _Header:
        """A header from a fast-path match of an op with regions.

        Raises ``_Fallback`` (before changing anything) if the properties do not
        read as the pattern delimited them.
        """
        res, name, opnds, succ, props_t, _, _, _, _ = m.groups()
        props = None
        if props_t is not None:
            props = self.dcache.get(props_t)
            if props is None:
                props = self.dict_miss(props_t, m.start("props"))
        start = m.start("res") if res is not None else m.start("name") - 1
        rs = None
        if res is not None:
            base = m.start("res")
            rs = [(r.group(1), int(r.group(2) or 1), base + r.start()) for r in _RES_ITEM.finditer(res)]
        uses = _split_at(opnds, m.start("opnds")) if opnds is not None else []
        succs = self.successors(_split_at(succ, m.start("succ")), frame) if succ is not None else ()
        name = self.names.setdefault(name, name)
        op = Operation(name, (), (), props, _EMPTY_DICT, (), succs, None, frame.block, start, self.src)
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
        j = self.ws(pos)
        c = self.text[j : j + 1]
        if c == "^" or c == "}":
            frame.block = None
        else:
            blk = Block()
            blk._pos = j
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

    def run(self) -> Module:
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
        fast = self.op_fast
        names = self.names
        scache = self.scache
        dcache = self.dcache
        src = self.src
        Op = Operation
        Res = OpResult
        empty = _EMPTY_DICT
        type_of = _type_of
        pos = 0
        n = len(text)
        retry = False
        while True:
            m = fast(text, pos)
            if m is not None:
                try:
                    res, name, opnds, succ, props_t, rgn, attrs_t, sig_t, loc_t = m.groups()
                    if rgn is not None:
                        hdr = self.fast_header(m, frame)
                    else:
                        sig = scache.get(sig_t)
                        if sig is None:
                            sig = self.sig_miss(sig_t, m.start(8))
                        ins, outs = sig
                        props = None
                        if props_t is not None:
                            # (`is None`, not `or`: an attribute's truth value is a Python call)
                            props = dcache.get(props_t)
                            if props is None:
                                props = self.dict_miss(props_t, m.start(5))
                        attrs = empty
                        if attrs_t is not None:
                            attrs = dcache.get(attrs_t)
                            if attrs is None:
                                attrs = self.dict_miss(attrs_t, m.start(7))
                except _Fallback:
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
                        operands = self.slow_operands(m, ins, frame)
                succs = () if succ is None else self.successors(_split_at(succ, m.start("succ")), frame)
                nm = names.get(name)
                if nm is None:
                    nm = names[name] = name
                # The op's position is where the scan started; Operation.source_loc
                # skips the leading whitespace when asked.
                op = Op(nm, operands, (), props, attrs, (), succs, None, block, pos, src)
                if res is not None:
                    if len(outs) == 1 and ":" not in res and "," not in res:
                        r = Res(outs[0], op, 0)
                        op.results = (r,)
                        if scope.setdefault(res, r) is not r:
                            self.define(res, r, m.start(1), frame)
                        if fwd:
                            self._resolve_forward(res, r, frame)
                            self._resolve_forward(res + "#0", r, frame)
                    else:
                        base = m.start(1)
                        rs = [(r.group(1), int(r.group(2) or 1), base + r.start()) for r in _RES_ITEM.finditer(res)]
                        self.bind_results(op, rs, outs, frame, base)
                elif outs:
                    self.bind_results(op, None, outs, frame, pos)
                if loc_t is not None:
                    self._fast_loc(loc_t, m.start("loc"), op)
                if self.forward_made:
                    self.forward_made = False
                    for i, v in enumerate(operands):
                        if type(v) is _Forward:
                            v.uses.append((op, i))
                append(op)
                pos = m.end()
                continue

            # --- general path --------------------------------------------------
            pos = _WS.match(text, pos).end()
            c = text[pos : pos + 1]
            if c == "%" or c == '"':
                if not retry:
                    # The fast pattern may have failed only on a comment or spacing.
                    retry = True
                    continue
                retry = False
                if block is None:
                    self.fail(pos, "expected block label before operations")  # pragma: no cover
                hdr, pos, props, has_regions = self.op_header(pos, frame)
                if has_regions:
                    frame = self.open_regions(hdr, pos, frame)
                else:
                    attrs, ft, type_pos, p = self.op_tail(pos)
                    hdr.op.attributes = attrs
                    self.complete(hdr, ft.inputs, ft.results, type_pos, frame)
                    pos = self.trailing_loc(p, hdr.op)
                    block.operations.append(hdr.op)
            elif c == "}":
                retry = False
                if frame is top:
                    self.fail(pos, "unexpected '}' outside of a region")
                self.end_region(frame)
                j = self.ws(pos + 1)
                if text.startswith(",", j):
                    j = self.ws(j + 1)
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
                pos = self.block_label(pos, frame)
            elif c == "":
                if frame is not top:
                    self.fail(
                        frame.start,
                        "region is never closed: expected '}' before end of file",
                        (frame.hdr.start if frame.hdr else None, "in this operation"),
                    )
                break
            elif frame is top and (c == "#" or c == "!"):
                pos = self.alias_definition(pos)
            elif frame is top and text.startswith("{-#", pos):
                pos = self.resource_section(pos)
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
        self.finish(top)
        module.aliases = self.aliases
        module.trailing_aliases = self.trailing
        module.resources = self.resources
        return module

    def slow_operands(self, m: re.Match, ins: tuple, frame: _Frame) -> tuple:
        uses = _split_at(m.group("opnds"), m.start("opnds"))
        if len(uses) != len(ins):
            self.fail(
                m.start("sig"),
                f"expected {len(uses)} operand type{'' if len(uses) == 1 else 's'} " f"but had {len(ins)}",
            )
        return tuple([self.resolve(n, p, t, frame) for (n, p), t in zip(uses, ins)])

    def finish_region_op(self, frame: _Frame, pos: int) -> int:
        """After the ')' closing the region list at ``pos``: attrs, type, location."""
        hdr = frame.hdr
        op = hdr.op
        parent = frame.parent
        op.regions = tuple(frame.regions)
        m = self.tail_fast(self.text, pos)
        if m is not None:
            attrs_t, sig_t, loc_t = m.groups()
            try:
                sig = self.scache.get(sig_t) or self.sig_miss(sig_t, m.start("sig"))
                attrs = _EMPTY_DICT
                if attrs_t is not None:
                    attrs = self.dcache.get(attrs_t)
                    if attrs is None:
                        attrs = self.dict_miss(attrs_t, m.start("attrs"))
            except _Fallback:
                m = None
        if m is not None:
            op.attributes = attrs
            self.complete(hdr, sig[0], sig[1], m.start("sig"), parent)
            if loc_t is not None:
                self._fast_loc(loc_t, m.start("loc"), op)
            end = m.end()
        else:
            attrs, ft, type_pos, p = self.op_tail(self.ws(pos + 1))
            op.attributes = attrs
            self.complete(hdr, ft.inputs, ft.results, type_pos, parent)
            end = self.trailing_loc(p, op)
        parent.block.operations.append(op)
        return end

    def finish(self, top: _Frame) -> None:
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
                    self.aliases[key] = self.location(p)[0]
                except _Defer:
                    self.depth = 0
                    left.append((key, p, start))
                finally:
                    self.defer_ok = False
            if len(left) == len(pending):
                self.location(left[0][1])  # reports the undefined alias
            pending = left
        for target, p in self.loc_fixups:
            target.location = self.location(p)[0]  # type: ignore[attr-defined]
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
    if isinstance(v, OpResult) and v.owner is not None and v.owner._pos >= 0:
        return v.owner._pos
    if isinstance(v, BlockArgument) and v.owner is not None and v.owner._pos >= 0:
        return v.owner._pos
    return None


def read_text(
    text: str,
    filename: str = "<input>",
    sources: SourceManager | None = None,
    *,
    fast: bool = True,
    freeze: bool = False,
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
    ``gc.unfreeze()``.
    """
    if sources is None:
        sources = SourceManager()
    src = sources.add(filename, text)
    reader = _Reader(text, src, sources, fast)
    gc_was_enabled = gc.isenabled()
    gc.disable()
    old_limit = sys.getrecursionlimit()
    # Attribute nesting recurses (bounded by MAX_NESTING); Python 3.11 frames are cheap.
    sys.setrecursionlimit(max(old_limit, RECURSION_LIMIT))
    try:
        module = reader.run()
    except RecursionError:
        raise OdsgenError(error(None, "input nests too deeply"), sources) from None
    finally:
        sys.setrecursionlimit(old_limit)
        if gc_was_enabled:
            gc.enable()
    if freeze:
        gc.freeze()
    return module


def read_bytes(
    data: bytes, filename: str = "<input>", sources: SourceManager | None = None, *, freeze: bool = False
) -> Module:
    """Read a module from bytes (UTF-8; other bytes survive inside strings)."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    return read_text(data.decode("utf-8", "surrogateescape"), filename, sources, freeze=freeze)


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
    limit = MAX_INPUT_BYTES if max_bytes is None else max_bytes
    if path == "-":
        data = sys.stdin.buffer.read(limit + 1)
        name = display_name or "<stdin>"
    else:
        with open(path, "rb") as f:
            data = f.read(limit + 1)
        name = display_name or path
    if len(data) > limit:
        if sources is None:
            sources = SourceManager()
        # Only the start is kept, for showing the first line.
        src = sources.add(name, data[:4096].decode("utf-8", "replace"))
        size = f"{limit >> 20} MiB" if limit >= 1 << 20 else f"{limit} bytes"
        raise OdsgenError(error(src.loc_of_offset(0), f"input is larger than {size}, the most odsgen reads"), sources)
    return read_bytes(data, name, sources, freeze=freeze)
