"""Types, attributes and locations of MLIR's generic form (the middle level of the reader).

``AttrParser`` extends the token level (``BaseParser``) with everything that can
appear inside an operation's properties, attribute dictionary or type
signature, and the aliases that name them. Nesting recurses, bounded by
``MAX_NESTING``. ``parse_type`` and ``parse_attribute`` in ``odsgen.runtime.reader``
read one of them alone.
"""

from __future__ import annotations

import re
from typing import Any, TypeVar

_T = TypeVar("_T")

from odsgen.runtime.ir import (
    DYNAMIC,
    FLOAT_TYPE_NAMES,
    MAX_NESTING,
    EMPTY_DICT,
    AffineMapAttr,
    ArrayAttr,
    Attribute,
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
    NameLoc,
    NoneType,
    RankedTensorType,
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
    VectorType,
    int_range,
    normalize_int,
    sorted_entries,
)
from odsgen.runtime.parse.base import (
    BARE,
    DIMS,
    FTYPE_EXT,
    INT,
    INT64,
    INT_LIMIT,
    INT_TYPE,
    NUMBER,
    STRIDE,
    STRIDED,
    TYPE_EXT,
    TYPE_SUFFIX,
    UINT32,
    UINT64,
    BaseParser,
)
from odsgen.source import SourceFile, SourceManager

_UNIT = UnitAttr()
_TRUE = BoolAttr(True)
_FALSE = BoolAttr(False)
_UNKNOWN_LOC = UnknownLoc()
new_bare = object.__new__


class Defer(Exception):
    """A location refers to an alias defined further down; retry at the end."""


class AttrParser(BaseParser):
    """Types, attributes and locations; aliases (``!t``, ``#map``) resolve through ``aliases``."""

    def __init__(self, text: str, src: SourceFile, sources: SourceManager) -> None:
        super().__init__(text, src, sources)
        self.aliases: dict[str, Type | Attribute] = {}
        # Text of a type -> the type, for the fast paths; equal objects shared (``unique``).
        self.type_cache: dict[str, Type] = {}
        self.uniqued: dict[Any, Any] = {}  # a value -> the one object shared for it
        self.distinct_ids: dict[int, Attribute] = {}
        self.depth = 0  # nesting of the type/attribute/location being read
        # While set, an undefined alias raises Defer (a location alias may come later).
        self.defer_ok = False

    def unique(self, obj: _T) -> _T:
        """One shared object per distinct value read."""
        return self.uniqued.setdefault(obj, obj)

    # --- types ----------------------------------------------------------------

    def parse_type(self, pos: int) -> tuple[Type, int]:
        m = (FTYPE_EXT if self.text.startswith("(", pos) else TYPE_EXT).match(self.text, pos)
        if m is not None:
            t = self.type_cache.get(m.group())
            if t is not None:
                return t, m.end()
        self.depth += 1
        if self.depth > MAX_NESTING:
            self.fail(pos, "types and attributes nest too deeply")
        t, end = self._parse_type_body(pos)
        self.depth -= 1
        t = self.unique(t)
        if m is not None and end == m.end():
            self.type_cache[m.group()] = t
        return t, end

    def _parse_type_body(self, pos: int) -> tuple[Type, int]:
        text = self.text
        c = text[pos : pos + 1]
        if c == "!":
            return self.parse_dialect_symbol(pos, "!")
        if c == "(":
            return self.parse_function_type(pos)
        m = BARE.match(text, pos)
        if m is None:
            self.fail(pos, "expected non-function type")
        kw = m.group()
        end = m.end()
        if kw in FLOAT_TYPE_NAMES:
            return FloatType(kw), end
        mi = INT_TYPE.fullmatch(kw)
        if mi is not None:
            width = self.bounded_int_value(INT.fullmatch(mi.group(2)), UINT32, "invalid integer width", pos)
            if width > 16777215:
                self.fail(pos, "integer bitwidth is limited to 16777215 bits")
            return IntegerType(width, mi.group(1) or ""), end
        if kw == "index":
            return IndexType(), end
        if kw == "none":
            return NoneType(), end
        if kw in ("tensor", "memref", "vector", "complex", "tuple") and text.startswith("<", end):
            return getattr(self, "_parse_" + kw)(self.skip_ws(end + 1), pos)
        self.fail(pos, f"expected non-function type, found '{kw}'")

    def parse_type_list(self, pos: int, close: str) -> tuple[list[Type], int]:
        """Comma-separated types up to ``close``; ``pos`` is after the opener."""
        return self.parse_comma_list(pos, self.parse_type, close, "type list")

    def parse_function_type(self, pos: int) -> tuple[FunctionType, int]:
        text = self.text
        if not text.startswith("(", pos):
            self.fail(pos, "expected '(' to start function type")
        ins, pos = self.parse_type_list(pos + 1, ")")
        pos = self.skip_ws(pos)
        if not text.startswith("->", pos):
            self.fail(pos, "expected '->' in function type")
        pos = self.skip_ws(pos + 2)
        if text.startswith("(", pos):
            outs, pos = self.parse_type_list(pos + 1, ")")
        else:
            t, pos = self.parse_type(pos)
            outs = [t]
        return self.unique(FunctionType(ins, outs)), pos

    def parse_shape(self, pos: int, allow_scalable: bool = False) -> tuple[list[int], list[bool], int]:
        m = DIMS.match(self.text, pos)
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
                dims.append(self.parse_dimension(d[1:-1], at + 1))
                scal.append(True)
            else:
                dims.append(self.parse_dimension(d, at))
                scal.append(False)
            at += len(d) + 1
        return dims, scal, m.end()

    def parse_dimension(self, digits: str, pos: int) -> int:
        """A static dimension: a signed 64-bit number, as in MLIR."""
        if len(digits) < 19:
            return int(digits)  # the common case
        return self.bounded_int_value(INT.fullmatch(digits), INT64, "invalid dimension", pos)

    def expect_type_close(self, pos: int, what: str) -> int:
        pos = self.skip_ws(pos)
        if not self.text.startswith(">", pos):
            self.fail(pos, f"expected '>' in {what} type")
        return pos + 1

    def parse_unranked_element(self, pos: int) -> tuple[Type, int]:
        """The element type after ``*`` of an unranked shape."""
        pos = self.skip_ws(pos + 1)
        if not self.text.startswith("x", pos):
            self.fail(pos, "expected 'x' in dimension list")
        return self.parse_type(self.skip_ws(pos + 1))

    def _parse_tensor(self, pos: int, start: int) -> tuple[Type, int]:
        text = self.text
        if text.startswith("*", pos):
            et, pos = self.parse_unranked_element(pos)
            return UnrankedTensorType(et), self.expect_type_close(pos, "tensor")
        dims, _, pos = self.parse_shape(pos)
        et, pos = self.parse_type(pos)
        pos = self.skip_ws(pos)
        enc = None
        if text.startswith(",", pos):
            enc, pos = self.parse_attribute(self.skip_ws(pos + 1))
        return RankedTensorType(dims, et, enc), self.expect_type_close(pos, "tensor")

    def _parse_memref(self, pos: int, start: int) -> tuple[Type, int]:
        text = self.text
        if text.startswith("*", pos):
            et, pos = self.parse_unranked_element(pos)
            pos = self.skip_ws(pos)
            ms = None
            if text.startswith(",", pos):
                ms, pos = self.parse_attribute(self.skip_ws(pos + 1))
            return UnrankedMemRefType(et, ms), self.expect_type_close(pos, "memref")
        dims, _, pos = self.parse_shape(pos)
        et, pos = self.parse_type(pos)
        pos = self.skip_ws(pos)
        extra: list[Attribute] = []
        while text.startswith(",", pos) and len(extra) < 2:
            a, pos = self.parse_attribute(self.skip_ws(pos + 1))
            extra.append(a)
            pos = self.skip_ws(pos)
        layout = ms = None
        if len(extra) == 2:
            layout, ms = extra
        elif extra:
            if isinstance(extra[0], (AffineMapAttr, StridedLayoutAttr)):
                layout = extra[0]
            else:
                ms = extra[0]
        return MemRefType(dims, et, layout, ms), self.expect_type_close(pos, "memref")

    def _parse_vector(self, pos: int, start: int) -> tuple[Type, int]:
        dims, scal, pos = self.parse_shape(pos, allow_scalable=True)
        et, pos = self.parse_type(pos)
        return VectorType(dims, et, scal), self.expect_type_close(pos, "vector")

    def _parse_complex(self, pos: int, start: int) -> tuple[Type, int]:
        et, pos = self.parse_type(pos)
        return ComplexType(et), self.expect_type_close(pos, "complex")

    def _parse_tuple(self, pos: int, start: int) -> tuple[Type, int]:
        types, pos = self.parse_type_list(pos, ">")
        return TupleType(types), pos

    def parse_dialect_symbol(self, pos: int, sigil: str) -> tuple[Any, int]:
        """``!dialect.name<body>`` / ``#dialect.name<body>`` or an alias ``!t`` / ``#map``."""
        text = self.text
        m = BARE.match(text, pos + 1)
        if m is None:
            self.fail(pos + 1, "expected dialect namespace or alias name" if sigil == "!" else "expected attribute")
        ident = m.group()
        end = m.end()
        has_body = text.startswith("<", end)
        if not has_body and "." not in ident:
            obj = self.aliases.get(sigil + ident)
            if obj is None:
                if self.defer_ok:
                    raise Defer()
                self.fail(pos, f"undefined symbol alias id '{ident}'")
            return obj, end
        dialect, _, name = ident.partition(".")
        body = None
        if has_body:
            body, end = self.parse_balanced_body(end)
        cls = DialectType if sigil == "!" else DialectAttr
        return self.unique(cls(dialect, name, body)), end

    # --- attributes -------------------------------------------------------------

    def parse_attribute(self, pos: int) -> tuple[Attribute, int]:
        self.depth += 1
        if self.depth > MAX_NESTING:
            self.fail(pos, "types and attributes nest too deeply")
        a, end = self._parse_attribute_body(pos)
        self.depth -= 1
        return a, end

    def parse_optional_type_suffix(self, pos: int) -> tuple[Type | None, int]:
        m = TYPE_SUFFIX.match(self.text, pos)
        if m is not None:
            t = self.type_cache.get(m.group(1))
            if t is not None:
                return t, m.end()
        j = self.skip_ws(pos)
        text = self.text
        if text.startswith(":", j) and not text.startswith("::", j):
            # The type of a value is not nested inside it: the same depth.
            self.depth -= 1
            t, end = self.parse_type(self.skip_ws(j + 1))
            self.depth += 1
            return t, end
        return None, pos

    def _parse_attribute_body(self, pos: int) -> tuple[Attribute, int]:
        text = self.text
        c = text[pos : pos + 1]
        unique = self.unique
        if c == '"':
            s, end = self.parse_string(pos)
            t, end = self.parse_optional_type_suffix(end)
            return StringAttr(s, t), end
        if c == "{":
            return self.parse_dictionary(pos)
        if c == "[":
            elems, end = self.parse_comma_list(pos + 1, self.parse_attribute, "]", "array attribute")
            return ArrayAttr(elems), end
        if c == "@":
            return self.parse_symbol_ref(pos)
        if c == "#":
            return self.parse_dialect_symbol(pos, "#")
        if c == "-" or c.isdigit():
            return self.parse_number(pos)
        if c == "!" or c == "(":
            t, end = self.parse_type(pos)
            return TypeAttr(t), end
        m = BARE.match(text, pos)
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
                body, end = self.parse_balanced_body(end)
                t, end = self.parse_type_suffix(end, "dense")
                return DenseElementsAttr(body.strip(), t), end
            if kw == "dense_resource":
                body, end = self.parse_balanced_body(end)
                t, end = self.parse_type_suffix(end, "dense_resource")
                return DenseResourceElementsAttr(body.strip(), t), end
            if kw == "sparse":
                body, end = self.parse_balanced_body(end)
                t, end = self.parse_type_suffix(end, "sparse")
                return SparseElementsAttr(body.strip(), t), end
            if kw == "array":
                return self.parse_dense_array(end)
            if kw == "affine_map":
                body, end = self.parse_balanced_body(end, affine=True)
                return unique(AffineMapAttr(body)), end
            if kw == "affine_set":
                body, end = self.parse_balanced_body(end, affine=True)
                return unique(IntegerSetAttr(body)), end
            if kw == "strided":
                return self.parse_strided(end)
        if kw == "distinct" and text.startswith("[", end):
            return self.parse_distinct(end)
        if kw == "loc" and text.startswith("(", end):
            return self.parse_location(pos)
        t, end = self.parse_type(pos)
        return TypeAttr(t), end

    def parse_type_suffix(self, pos: int, what: str) -> tuple[Type, int]:
        t, end = self.parse_optional_type_suffix(pos)
        if t is None:
            self.fail(self.skip_ws(pos), f"expected ':' followed by the type of the {what} attribute")
        return t, end

    def parse_dictionary(self, pos: int) -> tuple[DictionaryAttr, int]:
        text = self.text
        entries: dict[str, Attribute] = {}
        pos = self.skip_ws(pos + 1)
        if text.startswith("}", pos):
            return EMPTY_DICT, pos + 1
        while True:
            if text.startswith('"', pos):
                name, end = self.parse_string(pos)
                if not name:
                    self.fail(pos, "expected valid attribute name")
            else:
                m = BARE.match(text, pos)
                if m is None:
                    self.fail(pos, "expected attribute name")
                name, end = m.group(), m.end()
            if name in entries:
                self.fail(pos, f"duplicate key '{name}' in dictionary attribute")
            j = self.skip_ws(end)
            if text.startswith("=", j):
                a, j = self.parse_attribute(self.skip_ws(j + 1))
                j = self.skip_ws(j)
            else:
                a = _UNIT
            entries[name] = a
            if text.startswith(",", j):
                pos = self.skip_ws(j + 1)
                continue
            if text.startswith("}", j):
                d = new_bare(DictionaryAttr)
                d.entries = sorted_entries(entries)  # as MLIR keeps them
                return d, j + 1
            self.fail(j, "expected ',' or '}' in attribute dictionary")

    def parse_symbol_ref(self, pos: int) -> tuple[SymbolRefAttr, int]:
        text = self.text
        names = []
        while True:
            pos += 1  # '@'
            if text.startswith('"', pos):
                s, pos = self.parse_string(pos)
            else:
                m = BARE.match(text, pos)
                if m is None:
                    self.fail(pos, "@ identifier expected to start with letter or '_'")
                s, pos = m.group(), m.end()
            names.append(s)
            if text.startswith("::@", pos):
                pos += 2
                continue
            return SymbolRefAttr(names[0], names[1:]), pos

    def parse_number(self, pos: int) -> tuple[Attribute, int]:
        text = self.text
        m = NUMBER.match(text, pos)
        if m is None:
            self.fail(pos, "expected attribute value")
        lit = m.group()
        mt = TYPE_SUFFIX.match(text, m.end())
        t = None
        if mt is not None:
            t = self.type_cache.get(mt.group(1))
            end = mt.end()
        if t is None:
            t, end = self.parse_optional_type_suffix(m.end())
        is_float = "." in lit
        is_hex = "0x" in lit
        a: IntegerAttr | FloatAttr
        if t is None:
            t = self.unique(FloatType("f64") if is_float else IntegerType(64))
        if type(t) is IntegerType and not is_float and not is_hex:
            # The common case, without the checks of IntegerAttr.__init__.
            value = int(lit) if len(lit) < 4000 else self.int_literal_value(lit, pos, t)
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
            a = new_bare(IntegerAttr)
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
            a = new_bare(FloatAttr)
            a.literal = lit
            a.type = t
            return a, end
        if is_float:
            self.fail(pos, "floating point value not valid for specified type")
        if not isinstance(t, (IntegerType, IndexType)):
            self.fail(pos, "integer literal not valid for specified type")
        value = self.int_literal_value(lit, pos, t)
        if isinstance(t, IntegerType) and t.signedness == "u" and value < 0:
            self.fail(pos, "negative integer literal not valid for unsigned integer type")
        lo, hi = int_range(t)  # type: ignore[misc]
        if not lo <= value <= hi:
            self.fail(pos, "integer constant out of range for attribute")
        if isinstance(t, IntegerType) and t.width == 1 and t.signedness == "":
            return (_TRUE if value else _FALSE), end
        return IntegerAttr(value, t), end

    def int_literal_value(self, lit: str, pos: int, t: Type, what: str = "attribute") -> int:
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
            value = int(digits) if len(digits) <= 4000 else INT_LIMIT
        if value >= INT_LIMIT:
            rng = int_range(t)
            if rng is None or rng[1] < INT_LIMIT:
                self.fail(pos, "integer constant out of range" + (f" for {what}" if what else ""))
            self.fail(pos, "integer literal has more than 4000 digits (the most odsgen reads)")
        return -value if neg else value

    def bounded_int_value(self, m: re.Match[str] | None, bounds: tuple[int, int], message: str, pos: int) -> int:
        """The integer matched by ``m`` (an ``INT`` match) if within ``bounds``; else fail at ``pos``."""
        digits = m.group().lstrip("-").lstrip("0") if m is not None else ""
        if m is None or len(digits) > 20:
            self.fail(pos, message)
        value = int(digits or "0")
        if m.group().startswith("-"):
            value = -value
        if not bounds[0] <= value <= bounds[1]:
            self.fail(pos, message)
        return value

    def parse_dense_array(self, pos: int) -> tuple[DenseArrayAttr, int]:
        """``array<T: v, ...>`` after ``array``; ``pos`` is at the '<'.

        As MLIR: integer elements are whole bytes wide (or i1, spelled
        true/false); a signless or unsigned element takes any literal that fits
        its width as signed or unsigned, and is kept (and printed) as MLIR
        prints it.
        """
        text = self.text
        tpos = self.skip_ws(pos + 1)
        et, p = self.parse_type(tpos)
        if not isinstance(et, (IntegerType, FloatType)):
            self.fail(tpos, "expected integer or float type in dense array")
        is_bool = isinstance(et, IntegerType) and et.width == 1
        if isinstance(et, IntegerType) and not is_bool and et.width % 8:
            self.fail(tpos, "element type bitwidth must be a multiple of 8")
        p = self.skip_ws(p)
        values: list[object] = []
        v: bool | str | int  # an element: i1, float literal, integer
        if text.startswith(":", p):
            p = self.skip_ws(p + 1)
            while True:
                if is_bool:
                    if not text.startswith(("true", "false"), p):
                        self.fail(p, "expected 'true' or 'false' values for i1 type")
                    v = text.startswith("true", p)
                    p += 4 if v else 5
                else:
                    m = NUMBER.match(text, p)
                    if m is None:
                        self.fail(p, "expected integer or float literal in dense array")
                    lit = m.group()
                    if isinstance(et, FloatType):
                        v = lit
                    elif "." in lit:
                        self.fail(p, "expected integer literal in integer dense array")
                    else:
                        v = self.int_literal_value(lit, p, et, "")
                        w = et.width
                        if not -(1 << (w - 1)) <= v <= (1 << (w - (et.signedness == "s"))) - 1:
                            self.fail(p, "integer constant out of range")
                        v = normalize_int(v, et)
                    p = m.end()
                values.append(v)
                p = self.skip_ws(p)
                if text.startswith(",", p):
                    p = self.skip_ws(p + 1)
                    continue
                break
        if not text.startswith(">", p):
            self.fail(p, "expected '>' to end dense array")
        return DenseArrayAttr(et, values), p + 1

    def parse_strided(self, pos: int) -> tuple[StridedLayoutAttr, int]:
        body, end = self.parse_balanced_body(pos)
        base = pos + 1  # where ``body`` starts in the text
        m = STRIDED.fullmatch(body)
        if m is None:
            self.fail(pos, "expected 'strided<[strides], offset: offset>'")

        def value(s: str, at: int) -> int:
            if s == "?":
                return DYNAMIC
            return self.bounded_int_value(INT.fullmatch(s), INT64, "expected a 64-bit signed integer or '?'", at)

        strides = []
        items = m.group(1)
        if items.strip():
            i = 0
            while i < len(items):
                ms = STRIDE.match(items, i)
                if ms is None:
                    bad = items[i:].split(",")[0].strip()
                    self.fail(pos, f"invalid stride '{bad}'")
                strides.append(value(ms.group(1), base + m.start(1) + ms.start(1)))
                i = ms.end()
        off = m.group(2)
        offset = 0 if off is None else value(off, base + m.start(2))
        return StridedLayoutAttr(strides, offset), end

    def parse_distinct(self, pos: int) -> tuple[DistinctAttr, int]:
        text = self.text
        p = self.skip_ws(pos + 1)
        m = INT.match(text, p)
        if m is None:
            self.fail(p, "expected distinct ID")
        ident = self.bounded_int_value(m, UINT64, "expected an unsigned 64-bit integer", p)
        p = self.skip_ws(m.end())
        p = self.expect(p, "]", "to close distinct ID")
        p = self.skip_ws(p)
        p = self.expect(p, "<", "after distinct ID")
        a, p = self.parse_attribute(self.skip_ws(p))
        p = self.skip_ws(p)
        p = self.expect(p, ">", "to close distinct attribute")
        prev = self.distinct_ids.setdefault(ident, a)
        if prev is not a and prev != a:
            self.fail(pos - 8, f"referenced attribute does not match previous definition: {prev}")
        return DistinctAttr(ident, a), p

    # --- locations ----------------------------------------------------------

    def parse_location(self, pos: int) -> tuple[LocationAttr, int]:
        """``loc(...)`` at ``pos``."""
        p = self.skip_ws(pos + 4)
        loc, p = self.parse_location_body(p)
        p = self.skip_ws(p)
        p = self.expect(p, ")", "to end location")
        return loc, p

    def parse_location_body(self, pos: int) -> tuple[LocationAttr, int]:
        self.depth += 1
        if self.depth > MAX_NESTING:
            self.fail(pos, "locations nest too deeply")
        loc, end = self._parse_location_body(pos)
        self.depth -= 1
        return loc, end

    def _parse_location_body(self, pos: int) -> tuple[LocationAttr, int]:
        text = self.text
        c = text[pos : pos + 1]
        if c == "#":
            a, end = self.parse_dialect_symbol(pos, "#")
            if not isinstance(a, LocationAttr):
                self.fail(pos, "expected location attribute")
            return a, end
        if c == '"':
            s, p = self.parse_string(pos)
            if text.startswith(":", p):
                # Lines and columns are unsigned 32-bit numbers, as in MLIR.
                m = INT.match(text, p + 1)
                line = self.bounded_int_value(m, UINT32, "expected integer line number in FileLineColRange", p + 1)
                p = m.end()
                col = end_line = end_col = None
                if text.startswith(":", p):
                    m = INT.match(text, p + 1)
                    col = self.bounded_int_value(m, UINT32, "expected integer column number in FileLineColRange", p + 1)
                    p = m.end()
                j = self.skip_ws(p)
                if text.startswith("to", j) and not text[j + 2 : j + 3].isalnum():
                    p = self.skip_ws(j + 2)
                    m = INT.match(text, p)
                    if m is not None:
                        end_line = self.bounded_int_value(
                            m, UINT32, "expected integer line number in FileLineColRange", p
                        )
                        p = m.end()
                    if text.startswith(":", p):
                        m = INT.match(text, p + 1)
                        end_col = self.bounded_int_value(
                            m, UINT32, "expected integer column number in FileLineColRange", p + 1
                        )
                        p = m.end()
                    if end_line is None and end_col is None:
                        self.fail(p, "expected either integer or `:` post `to` in FileLineColRange")
                return FileLineColLoc(s, line, col, end_line, end_col), p
            j = self.skip_ws(p)
            if text.startswith("(", j):
                child, j = self.parse_location_body(self.skip_ws(j + 1))
                j = self.skip_ws(j)
                j = self.expect(j, ")", "after child location of NameLoc")
                return NameLoc(s, child), j
            return NameLoc(s), p
        m = BARE.match(text, pos)
        kw = m.group() if m else ""
        p = m.end() if m else pos
        if kw == "unknown":
            return _UNKNOWN_LOC, p
        if kw == "callsite":
            p = self.expect(self.skip_ws(p), "(", "in callsite location")
            callee, p = self.parse_location_body(self.skip_ws(p))
            p = self.skip_ws(p)
            if not (text.startswith("at", p) and not text[p + 2 : p + 3].isalnum()):
                self.fail(p, "expected 'at' in callsite")
            caller, p = self.parse_location_body(self.skip_ws(p + 2))
            p = self.expect(self.skip_ws(p), ")", "in callsite location")
            return CallSiteLoc(callee, caller), p
        if kw == "fused":
            p = self.skip_ws(p)
            meta = None
            if text.startswith("<", p):
                meta, p = self.parse_attribute(self.skip_ws(p + 1))
                p = self.expect(self.skip_ws(p), ">", "after fused location metadata")
                p = self.skip_ws(p)
            p = self.expect(p, "[", "in fused location")
            locs, p = self.parse_comma_list(p, self.parse_location_body, "]", "fused location")
            return FusedLoc(locs, meta), p
        self.fail(pos, "expected location instance")
