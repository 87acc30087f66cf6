"""Runtime IR: operations, values, blocks, regions, types and attributes.

These classes mirror MLIR's core IR closely enough that a module printed by
``mlir-opt --mlir-print-op-generic`` reads into them and prints back unchanged.
They are ``__slots__`` classes because real modules hold millions of them.

* Types and attributes are immutable values: they compare and hash by structure,
  print themselves in MLIR syntax (``str(t)``), and the reader shares one object
  per distinct type or attribute.
* Builtin types and attributes have structured forms (``IntegerType``,
  ``RankedTensorType``, ``DenseElementsAttr``...). Dialect types and attributes
  (``!spirv.ptr<f32, Function>``, ``#spirv.scope<Workgroup>``) keep their dialect,
  name and body text so generated code can interpret them.
* ``Operation``, ``Block`` and ``Region`` are mutable; ``Operation.create`` builds
  an op from Python, ``walk()`` visits nested ops without recursion.
"""

from __future__ import annotations

import math
import re
import struct
from typing import TYPE_CHECKING, Any, Callable, Collection, Iterable, Iterator, Mapping

if TYPE_CHECKING:
    from odsgen.source import Loc, SourceFile

__all__ = [
    # types
    "Type",
    "IntegerType",
    "IndexType",
    "FloatType",
    "NoneType",
    "ComplexType",
    "TupleType",
    "FunctionType",
    "ShapedType",
    "VectorType",
    "RankedTensorType",
    "UnrankedTensorType",
    "MemRefType",
    "UnrankedMemRefType",
    "DialectType",
    "DYNAMIC",
    "FLOAT_TYPE_NAMES",
    # attributes
    "Attribute",
    "IntegerAttr",
    "BoolAttr",
    "FloatAttr",
    "StringAttr",
    "UnitAttr",
    "ArrayAttr",
    "DenseArrayAttr",
    "DictionaryAttr",
    "DenseElementsAttr",
    "DenseResourceElementsAttr",
    "SparseElementsAttr",
    "TypeAttr",
    "SymbolRefAttr",
    "AffineMapAttr",
    "IntegerSetAttr",
    "StridedLayoutAttr",
    "DistinctAttr",
    "DialectAttr",
    # locations
    "LocationAttr",
    "UnknownLoc",
    "FileLineColLoc",
    "NameLoc",
    "CallSiteLoc",
    "FusedLoc",
    # structure
    "Value",
    "OpResult",
    "BlockArgument",
    "Operation",
    "Block",
    "Region",
    "Module",
    "ResourceSection",
    # helpers
    "escape_string",
    "is_bare_identifier",
    "i1",
    "i8",
    "i16",
    "i32",
    "i64",
    "index",
    "f16",
    "bf16",
    "f32",
    "f64",
    "none",
]

_LEADING_SPACE = re.compile(r"(?:[ \t\n\r]++|//[^\n]*+)*+")
# An op's results in front of its name (``%a, %b:2 = ``): MLIR locates an op at its name.
_RESULT_LIST = re.compile(r"%[\w.$-]+(?::\d+)?(?:\s*,\s*%[\w.$-]+(?::\d+)?)*\s*=\s*")


def op_name_offset(text: str, pos: int) -> int:
    """Where the op whose text starts at ``pos`` (at its results, or at whitespace and
    comments before it) has its name: where MLIR locates an op."""
    space = _LEADING_SPACE.match(text, pos)  # (past the text: the op is in a file not read)
    at = max(space.end(), pos) if space else pos
    results = _RESULT_LIST.match(text, at) if text.startswith("%", at) else None
    return results.end() if results else at


MAX_NESTING = 1000
"""Deepest nesting of attributes and types inside one another (regions are unlimited)."""

# Python frames needed to read or print MAX_NESTING levels (a few per level).
RECURSION_LIMIT = MAX_NESTING * 8 + 1000

DYNAMIC = -1
"""The size of a dynamic dimension (printed ``?``) in shapes and strides."""

# Bit widths of MLIR 22's builtin float types, by keyword.
FLOAT_TYPE_NAMES: dict[str, int] = {
    "bf16": 16,
    "f16": 16,
    "tf32": 19,
    "f32": 32,
    "f64": 64,
    "f80": 80,
    "f128": 128,
    "f8E5M2": 8,
    "f8E4M3": 8,
    "f8E4M3FN": 8,
    "f8E5M2FNUZ": 8,
    "f8E4M3FNUZ": 8,
    "f8E4M3B11FNUZ": 8,
    "f8E3M4": 8,
    "f8E8M0FNU": 8,
    "f6E2M3FN": 6,
    "f6E3M2FN": 6,
    "f4E2M1FN": 4,
}


_BARE_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*")


def is_bare_identifier(s: str) -> bool:
    """True if ``s`` prints without quotes as an attribute name (``[a-zA-Z_][\\w$.]*``)."""
    return _BARE_IDENTIFIER.fullmatch(s) is not None


# MLIR escapes every byte that is not printable ASCII, and '"' and '\\'.
_ESCAPE = {b: chr(b) if 0x20 <= b < 0x7F else "\\%02X" % b for b in range(256)}
_ESCAPE[ord('"')] = "\\22"
_ESCAPE[ord("\\")] = "\\\\"


def escape_string(value: str) -> str:
    """Quote ``value`` the way MLIR prints string literals (``"a\\22b"``)."""
    if value.isascii() and value.isprintable() and '"' not in value and "\\" not in value:
        return '"' + value + '"'
    data = value.encode("utf-8", "surrogateescape")
    return '"' + "".join([_ESCAPE[b] for b in data]) + '"'


def _str_of(x: object) -> str:
    return str(x)


# ---------------------------------------------------------------------------
# Types
# ---------------------------------------------------------------------------


class _Immutable:
    """Shared behaviour of types and attributes: immutable values compared by structure.

    Subclasses define ``_key()`` (the structure) and ``print_with(p)``, which returns
    the MLIR text, printing nested types and attributes with ``p`` so that a
    printer can substitute aliases. ``str()`` caches the canonical text.

    They are immutable by contract (not enforced, for speed): the reader shares
    one object between every use of a type or attribute, so build a new one
    (``DictionaryAttr.with_``) instead of assigning to fields.
    """

    __slots__ = ("_text", "_hash")
    _text: str
    _hash: int

    def _key(self) -> tuple[object, ...]:
        raise NotImplementedError

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        raise NotImplementedError

    def __str__(self) -> str:
        try:
            return self._text
        except AttributeError:
            text = self._text = self.print_with(_str_of)
            return text

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        return type(other) is type(self) and self._key() == other._key()

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        try:
            return self._hash
        except AttributeError:
            h = self._hash = hash((type(self).__name__, self._key()))
            return h


class Type(_Immutable):
    """Base of all types."""

    __slots__ = ()


class _Keyword(_Immutable):
    """A type or attribute without parameters, spelled by one keyword."""

    __slots__ = ()
    _KEYWORD = ""

    def __init__(self) -> None:
        pass

    def _key(self) -> tuple[object, ...]:
        return ()

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        return self._KEYWORD


class IntegerType(Type):
    """``iN`` (signless), ``siN`` (signed) or ``uiN`` (unsigned)."""

    __slots__ = ("width", "signedness")

    def __init__(self, width: int, signedness: str = "") -> None:
        if signedness not in ("", "s", "u"):
            raise ValueError("signedness must be '', 's' or 'u'")
        self.width = int(width)
        self.signedness = signedness

    @property
    def is_signless(self) -> bool:
        return self.signedness == ""

    @property
    def is_signed(self) -> bool:
        return self.signedness == "s"

    @property
    def is_unsigned(self) -> bool:
        return self.signedness == "u"

    def _key(self) -> tuple[object, ...]:
        return (self.width, self.signedness)

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        return f"{self.signedness}i{self.width}"


class IndexType(_Keyword, Type):
    __slots__ = ()
    _KEYWORD = "index"


class NoneType(_Keyword, Type):
    __slots__ = ()
    _KEYWORD = "none"


class FloatType(Type):
    """A builtin float type by its keyword: ``f32``, ``bf16``, ``f8E4M3FN``..."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        if name not in FLOAT_TYPE_NAMES:
            raise ValueError(f"unknown float type {name!r}")
        self.name = name

    @property
    def width(self) -> int:
        return FLOAT_TYPE_NAMES[self.name]

    def _key(self) -> tuple[object, ...]:
        return (self.name,)

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        return self.name


class ComplexType(Type):
    __slots__ = ("element_type",)

    def __init__(self, element_type: Type) -> None:
        self.element_type = element_type

    def _key(self) -> tuple[object, ...]:
        return (self.element_type,)

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        return f"complex<{p(self.element_type)}>"


class TupleType(Type):
    __slots__ = ("types",)

    def __init__(self, types: Iterable[Type] = ()) -> None:
        self.types = tuple(types)

    def _key(self) -> tuple[object, ...]:
        return self.types

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        return "tuple<" + ", ".join([p(t) for t in self.types]) + ">"


def _print_results(results: tuple[Type, ...], p: Callable[[Type | Attribute], str]) -> str:
    # MLIR parenthesizes the result list unless it is one non-function type.
    if len(results) == 1 and type(results[0]) is not FunctionType:
        return p(results[0])
    return "(" + ", ".join([p(t) for t in results]) + ")"


class FunctionType(Type):
    """``(inputs) -> results``; also the signature type of every generic op."""

    __slots__ = ("inputs", "results")

    def __init__(self, inputs: Iterable[Type] = (), results: Iterable[Type] = ()) -> None:
        self.inputs = tuple(inputs)
        self.results = tuple(results)

    def _key(self) -> tuple[object, ...]:
        return (self.inputs, self.results)

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        return "(" + ", ".join([p(t) for t in self.inputs]) + ") -> " + _print_results(self.results, p)


def _dims(shape: tuple[int, ...], scalable: tuple[bool, ...] | None = None) -> str:
    parts = []
    for i, d in enumerate(shape):
        s = "?" if d == DYNAMIC else str(d)
        if scalable is not None and scalable[i]:
            s = "[" + s + "]"
        parts.append(s + "x")
    return "".join(parts)


class ShapedType(Type):
    """Common base of vector, tensor and memref types."""

    __slots__ = ()
    element_type: Type
    shape: tuple[int, ...]

    @property
    def rank(self) -> int:
        return len(self.shape)

    def is_dynamic_dim(self, i: int) -> bool:
        return self.shape[i] == DYNAMIC

    @property
    def has_static_shape(self) -> bool:
        return DYNAMIC not in self.shape

    @property
    def num_elements(self) -> int | None:
        if DYNAMIC in self.shape:
            return None
        return math.prod(self.shape)


class VectorType(ShapedType):
    """``vector<4x[8]xf32>``: ``scalable[i]`` is True for a scalable dimension."""

    __slots__ = ("shape", "element_type", "scalable")

    def __init__(self, shape: Iterable[int], element_type: Type, scalable: Iterable[bool] | None = None) -> None:
        shape = tuple(shape)
        sc = tuple(bool(s) for s in scalable) if scalable is not None else (False,) * len(shape)
        if len(sc) != len(shape):
            raise ValueError("scalable flags must match the shape")
        self.shape = shape
        self.element_type = element_type
        self.scalable = sc

    def _key(self) -> tuple[object, ...]:
        return (self.shape, self.element_type, self.scalable)

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        return f"vector<{_dims(self.shape, self.scalable)}{p(self.element_type)}>"


class RankedTensorType(ShapedType):
    """``tensor<4x?xf32>`` with an optional encoding attribute."""

    __slots__ = ("shape", "element_type", "encoding")

    def __init__(self, shape: Iterable[int], element_type: Type, encoding: "Attribute | None" = None) -> None:
        self.shape = tuple(shape)
        self.element_type = element_type
        self.encoding = encoding

    def _key(self) -> tuple[object, ...]:
        return (self.shape, self.element_type, self.encoding)

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        enc = "" if self.encoding is None else ", " + p(self.encoding)
        return f"tensor<{_dims(self.shape)}{p(self.element_type)}{enc}>"


class UnrankedTensorType(ShapedType):
    __slots__ = ("element_type",)

    def __init__(self, element_type: Type) -> None:
        self.element_type = element_type

    @property
    def shape(self) -> tuple[int, ...]:  # type: ignore[override]
        raise AttributeError("unranked tensor has no shape")

    def _key(self) -> tuple[object, ...]:
        return (self.element_type,)

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        return f"tensor<*x{p(self.element_type)}>"


class MemRefType(ShapedType):
    """``memref<4x?xf32, layout, memory_space>``; layout and memory space are attributes."""

    __slots__ = ("shape", "element_type", "layout", "memory_space")

    def __init__(
        self,
        shape: Iterable[int],
        element_type: Type,
        layout: "Attribute | None" = None,
        memory_space: "Attribute | None" = None,
    ) -> None:
        self.shape = tuple(shape)
        self.element_type = element_type
        self.layout = layout
        self.memory_space = memory_space

    def _key(self) -> tuple[object, ...]:
        return (self.shape, self.element_type, self.layout, self.memory_space)

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        s = f"memref<{_dims(self.shape)}{p(self.element_type)}"
        if self.layout is not None:
            s += ", " + _elide(self.layout, p)
        if self.memory_space is not None:
            s += ", " + _elide(self.memory_space, p)
        return s + ">"


class UnrankedMemRefType(ShapedType):
    __slots__ = ("element_type", "memory_space")

    def __init__(self, element_type: Type, memory_space: "Attribute | None" = None) -> None:
        self.element_type = element_type
        self.memory_space = memory_space

    @property
    def shape(self) -> tuple[int, ...]:  # type: ignore[override]
        raise AttributeError("unranked memref has no shape")

    def _key(self) -> tuple[object, ...]:
        return (self.element_type, self.memory_space)

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        ms = "" if self.memory_space is None else ", " + _elide(self.memory_space, p)
        return f"memref<*x{p(self.element_type)}{ms}>"


class _DialectSymbol(_Immutable):
    """``<sigil>dialect.name<body>``, ``<sigil>dialect.name`` or the opaque ``<sigil>dialect<body>``.

    ``body`` is the text between the angle brackets (None when there are none);
    the dialect that owns the symbol knows what it means.
    """

    __slots__ = ("dialect", "name", "body")
    _SIGIL = ""

    def __init__(self, dialect: str, name: str, body: str | None = None) -> None:
        self.dialect = dialect
        self.name = name
        self.body = body

    def _key(self) -> tuple[object, ...]:
        return (self.dialect, self.name, self.body)

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        s = self._SIGIL + self.dialect
        if self.name:
            s += "." + self.name
        if self.body is not None:
            s += "<" + self.body + ">"
        return s


class DialectType(_DialectSymbol, Type):
    """A dialect type: ``!spirv.ptr<f32, Function>``, ``!llvm.ptr``, ``!foo<"opaque">``."""

    __slots__ = ()
    _SIGIL = "!"


# ---------------------------------------------------------------------------
# Attributes
# ---------------------------------------------------------------------------


class Attribute(_Immutable):
    """Base of all attributes."""

    __slots__ = ()


def int_range(t: Type) -> tuple[int, int] | None:
    if isinstance(t, IndexType):
        return (-(1 << 63), (1 << 63) - 1)  # signed 64-bit, as MLIR reads index literals
    if isinstance(t, IntegerType):
        w = t.width
        if t.signedness == "u":
            return (0, (1 << w) - 1)
        if t.signedness == "s":
            return (-(1 << (w - 1)) if w else 0, (1 << (w - 1)) - 1 if w else 0)
        return (-(1 << (w - 1)) if w else 0, (1 << w) - 1)
    return None


def normalize_int(value: int, t: Type) -> int:
    # MLIR prints signless and signed integers as signed, unsigned ones as unsigned.
    if isinstance(t, IntegerType):
        w = t.width
        if w == 0:
            return 0
        value &= (1 << w) - 1
        if t.signedness != "u" and value >= 1 << (w - 1):
            value -= 1 << w
        return value
    if isinstance(t, IndexType):
        value &= (1 << 64) - 1
        if value >= 1 << 63:
            value -= 1 << 64
    return value


class IntegerAttr(Attribute):
    """An integer of an integer or index type: ``42 : i32``."""

    __slots__ = ("value", "type")

    def __init__(self, value: int, type: Type) -> None:  # noqa: A002
        rng = int_range(type)
        if rng is not None and not rng[0] <= int(value) <= rng[1]:
            raise ValueError(f"integer {value} out of range for {type}")
        self.value = normalize_int(int(value), type)
        self.type = type

    def _key(self) -> tuple[object, ...]:
        return (self.value, self.type)

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        return f"{self.value} : {p(self.type)}"


class BoolAttr(IntegerAttr):
    """``true`` or ``false`` (an ``i1`` integer attribute)."""

    __slots__ = ()

    def __init__(self, value: bool) -> None:
        self.value = bool(value)
        self.type = IntegerType(1)

    def _key(self) -> tuple[object, ...]:
        return (self.value,)

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        return "true" if self.value else "false"


def _format_float(value: float, t: Type) -> str:
    """MLIR float literal text for a Python float (hex bits for inf and nan)."""
    if math.isfinite(value):
        s = repr(float(value))
        if "e" in s and "." not in s.split("e")[0]:
            a, b = s.split("e")
            s = a + ".0e" + b
        return s
    width = FLOAT_TYPE_NAMES.get(getattr(t, "name", ""), 64)
    if width == 64:
        bits = struct.unpack("<Q", struct.pack("<d", value))[0]
        return "0x%016X" % bits
    if width == 32:
        return "0x%08X" % struct.unpack("<I", struct.pack("<f", value))[0]
    if t == FloatType("f16"):
        return "0x%04X" % struct.unpack("<H", struct.pack("<e", value))[0]
    if t == FloatType("bf16"):
        return "0x%04X" % (struct.unpack("<I", struct.pack("<f", value))[0] >> 16)
    raise ValueError(f"cannot print non-finite value for {t}")


def _float_of_literal(text: str, t: Type) -> float:
    if not text.startswith("0x"):
        return float(text)
    bits = int(text, 16)
    name = getattr(t, "name", "f64")
    if name == "f64":
        return float(struct.unpack("<d", struct.pack("<Q", bits & (2**64 - 1)))[0])
    if name == "f32":
        return float(struct.unpack("<f", struct.pack("<I", bits & (2**32 - 1)))[0])
    if name == "f16":
        return float(struct.unpack("<e", struct.pack("<H", bits & 0xFFFF))[0])
    if name == "bf16":
        return float(struct.unpack("<f", struct.pack("<I", (bits & 0xFFFF) << 16))[0])
    return math.nan  # other formats: the literal text stays authoritative


class FloatAttr(Attribute):
    """A float of a float type: ``1.000000e+00 : f32``.

    ``literal`` keeps the text the value was read from (decimal or ``0x`` bits)
    so that printing reproduces the exact value in every float format.
    """

    __slots__ = ("literal", "type")

    def __init__(self, value: float | str, type: Type) -> None:  # noqa: A002
        literal = value if isinstance(value, str) else _format_float(float(value), type)
        self.literal = literal
        self.type = type

    @property
    def value(self) -> float:
        return _float_of_literal(self.literal, self.type)

    def _key(self) -> tuple[object, ...]:
        return (self.literal, self.type)

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        return f"{self.literal} : {p(self.type)}"


class StringAttr(Attribute):
    """A string, optionally typed: ``"abc"`` or ``"abc" : i32``."""

    __slots__ = ("value", "type")

    def __init__(self, value: str, type: Type | None = None) -> None:  # noqa: A002
        self.value = value
        self.type = type

    def _key(self) -> tuple[object, ...]:
        return (self.value, self.type)

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        s = escape_string(self.value)
        if self.type is not None:
            s += " : " + p(self.type)
        return s


class UnitAttr(_Keyword, Attribute):
    __slots__ = ()
    _KEYWORD = "unit"


class ArrayAttr(Attribute):
    """``[a, b, c]``; a tuple-like sequence of attributes."""

    __slots__ = ("elements",)

    def __init__(self, elements: Iterable[Attribute] = ()) -> None:
        self.elements = tuple(elements)

    def __len__(self) -> int:
        return len(self.elements)

    def __iter__(self) -> Iterator[Attribute]:
        return iter(self.elements)

    def __getitem__(self, i: int) -> Attribute:
        return self.elements[i]

    def _key(self) -> tuple[object, ...]:
        return self.elements

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        # Inside arrays MLIR elides the default types i64 and f64.
        return "[" + ", ".join([_elide(e, p) for e in self.elements]) + "]"


def _elide(a: "Attribute", p: Callable[[Type | Attribute], str]) -> str:
    """Print ``a`` the way MLIR does where the default types (i64, f64) may be elided."""
    if type(a) is IntegerAttr:
        if a.type == _I64:
            return str(a.value)
    elif type(a) is FloatAttr and a.type == _F64:
        return a.literal
    return p(a)


class DenseArrayAttr(Attribute):
    """``array<i32: 1, 2, 3>``: a dense array of integers, booleans or floats.

    ``values`` holds Python ints (bools for i1) or, for float element types,
    the float literal texts (``"1.500000e+00"``) so they print back exactly.
    """

    __slots__ = ("element_type", "values")

    def __init__(self, element_type: Type, values: Iterable[object] = ()) -> None:
        vals = []
        for v in values:
            if isinstance(element_type, FloatType) and not isinstance(v, str):
                v = _format_float(float(v), element_type)  # type: ignore[arg-type]
            vals.append(v)
        self.element_type = element_type
        self.values = tuple(vals)

    def __len__(self) -> int:
        return len(self.values)

    def as_numbers(self) -> list[object]:
        if isinstance(self.element_type, FloatType):
            return [_float_of_literal(v, self.element_type) for v in self.values]  # type: ignore[arg-type]
        return list(self.values)

    def _key(self) -> tuple[object, ...]:
        return (self.element_type, self.values)

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        if not self.values:
            return f"array<{p(self.element_type)}>"
        if self.element_type == _I1:
            body = ", ".join("true" if v else "false" for v in self.values)
        else:
            body = ", ".join(str(v) for v in self.values)
        return f"array<{p(self.element_type)}: {body}>"


class DictionaryAttr(Attribute, Mapping[str, Attribute]):
    """``{a = 1 : i32, b}``: a read-only mapping from names to attributes.

    Entries are sorted by name, as MLIR keeps them. ``with_(name=attr)`` and
    ``without(name)`` return modified copies.
    """

    __slots__ = ("entries",)

    def __init__(self, entries: Mapping[str, Attribute] | Iterable[tuple[str, Attribute]] = ()) -> None:
        self.entries = sorted_entries(dict(entries))

    def __getitem__(self, name: str) -> Attribute:
        return self.entries[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self.entries)

    def __len__(self) -> int:
        return len(self.entries)

    def __contains__(self, name: object) -> bool:
        return name in self.entries

    def get(self, name: str, default: Attribute | None = None) -> Attribute | None:  # type: ignore[override]
        return self.entries.get(name, default)

    def with_(self, entries: Mapping[str, Attribute] | None = None, **kw: Attribute) -> "DictionaryAttr":
        new = dict(self.entries)
        if entries:
            new.update(entries)
        new.update(kw)
        return DictionaryAttr(new)

    def without(self, *names: str) -> "DictionaryAttr":
        return DictionaryAttr({k: v for k, v in self.entries.items() if k not in names})

    def _key(self) -> tuple[object, ...]:
        return tuple(self.entries.items())

    def __eq__(self, other: object) -> bool:
        return _Immutable.__eq__(self, other)

    def __hash__(self) -> int:
        return _Immutable.__hash__(self)

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        return "{" + _print_dict_body(self.entries, p) + "}"


def sorted_entries(entries: dict[str, Attribute]) -> dict[str, Attribute]:
    keys = list(entries)
    if all(a < b for a, b in zip(keys, keys[1:])):
        return entries
    return {k: entries[k] for k in sorted(keys)}


def _print_dict_body(entries: Mapping[str, Attribute], p: Callable[[Type | Attribute], str]) -> str:
    parts = []
    for k, v in entries.items():
        key = k if is_bare_identifier(k) else escape_string(k)
        if type(v) is UnitAttr:
            parts.append(key)
        else:
            parts.append(key + " = " + p(v))
    return ", ".join(parts)


class _KeywordBodyAttr(Attribute):
    """``keyword<body>`` optionally followed by `` : type``, with the body kept as text."""

    __slots__ = ("body", "type")
    _KEYWORD = ""

    def __init__(self, body: str, type: Type | None = None) -> None:  # noqa: A002
        self.body = body
        self.type = type

    def _key(self) -> tuple[object, ...]:
        return (self.body, self.type)

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        s = f"{self._KEYWORD}<{self.body}>"
        return s if self.type is None else s + " : " + p(self.type)


class DenseElementsAttr(_KeywordBodyAttr):
    """``dense<body> : type``: the body text as written (``[1, 2]``, ``"0x0100..."``)."""

    __slots__ = ()
    _KEYWORD = "dense"

    @property
    def is_hex(self) -> bool:
        return self.body.startswith('"0x')

    def hex_bytes(self) -> bytes:
        """The raw data of a hex body (``dense<"0x...">``)."""
        if not self.is_hex:
            raise ValueError("dense body is not a hex blob")
        return bytes.fromhex(self.body[3:-1])

    def values(self) -> list[object]:
        """The elements of a literal body, flattened (ints, floats, bools or strings)."""
        import re

        if self.is_hex:
            raise ValueError("use hex_bytes() for hex blobs")
        out: list[object] = []
        for m in re.finditer(
            r'"(?:[^"\\]|\\.)*"|true|false|[-+]?(?:0x[0-9A-Fa-f]+|[0-9.]+(?:[eE][-+]?\d+)?)', self.body
        ):
            tok = m.group()
            if tok[0] == '"':
                out.append(tok[1:-1])
            elif tok in ("true", "false"):
                out.append(tok == "true")
            elif tok.lstrip("-+").startswith("0x"):
                out.append(int(tok, 16))
            elif any(c in tok for c in ".eE"):
                out.append(float(tok))
            else:
                out.append(int(tok))
        return out


class DenseResourceElementsAttr(_KeywordBodyAttr):
    """``dense_resource<handle> : type``; the data lives in the module's resources."""

    __slots__ = ()
    _KEYWORD = "dense_resource"

    @property
    def handle(self) -> str:
        return self.body


class SparseElementsAttr(_KeywordBodyAttr):
    """``sparse<indices, values> : type`` with the body kept as text."""

    __slots__ = ()
    _KEYWORD = "sparse"


class TypeAttr(Attribute):
    """A type used as an attribute value (``function_type = (i32) -> i32``)."""

    __slots__ = ("type",)

    def __init__(self, type: Type) -> None:  # noqa: A002
        self.type = type

    def _key(self) -> tuple[object, ...]:
        return (self.type,)

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        return p(self.type)


def _print_symbol(name: str) -> str:
    return "@" + (name if is_bare_identifier(name) else escape_string(name))


class SymbolRefAttr(Attribute):
    """``@root`` or ``@root::@nested::@leaf``."""

    __slots__ = ("root", "nested")

    def __init__(self, root: str, nested: Iterable[str] = ()) -> None:
        self.root = root
        self.nested = tuple(nested)

    @property
    def leaf(self) -> str:
        return self.nested[-1] if self.nested else self.root

    def _key(self) -> tuple[object, ...]:
        return (self.root, self.nested)

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        return "::".join(_print_symbol(n) for n in (self.root,) + self.nested)


class AffineMapAttr(_KeywordBodyAttr):
    """``affine_map<(d0)[s0] -> (d0 + s0)>``; the map is kept as text."""

    __slots__ = ()
    _KEYWORD = "affine_map"


class IntegerSetAttr(_KeywordBodyAttr):
    """``affine_set<(d0) : (d0 >= 0)>``; kept as text."""

    __slots__ = ()
    _KEYWORD = "affine_set"


class StridedLayoutAttr(Attribute):
    """``strided<[s0, s1], offset: o>``; ``DYNAMIC`` (-1) stands for ``?``."""

    __slots__ = ("strides", "offset")

    def __init__(self, strides: Iterable[int], offset: int = 0) -> None:
        self.strides = tuple(strides)
        self.offset = offset

    def _key(self) -> tuple[object, ...]:
        return (self.strides, self.offset)

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        s = "strided<[" + ", ".join("?" if x == DYNAMIC else str(x) for x in self.strides) + "]"
        if self.offset != 0:
            s += ", offset: " + ("?" if self.offset == DYNAMIC else str(self.offset))
        return s + ">"


class DistinctAttr(Attribute):
    """``distinct[id]<attr>``: an attribute made unique by its id."""

    __slots__ = ("id", "referenced")

    def __init__(self, id: int, referenced: Attribute) -> None:  # noqa: A002
        self.id = id
        self.referenced = referenced

    def _key(self) -> tuple[object, ...]:
        return (self.id, self.referenced)

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        return f"distinct[{self.id}]<{p(self.referenced)}>"


class DialectAttr(_DialectSymbol, Attribute):
    """A dialect attribute, for example ``#spirv.scope<Workgroup>``: dialect ``spirv``,
    name ``scope``, body ``Workgroup``."""

    __slots__ = ()
    _SIGIL = "#"


# --- locations --------------------------------------------------------------


class LocationAttr(Attribute):
    """Base of locations; ``str()`` gives ``loc(...)``, ``inner()`` the part inside."""

    __slots__ = ()

    def print_with(self, p: Callable[[Type | Attribute], str]) -> str:
        return "loc(" + self._inner(p) + ")"

    def inner(self) -> str:
        return self._inner(_inner_of)

    def _inner(self, p: Callable[[Type | Attribute], str]) -> str:
        raise NotImplementedError


def _inner_of(loc: object) -> str:
    return loc._inner(_inner_of)  # type: ignore[attr-defined]


class UnknownLoc(LocationAttr):
    __slots__ = ()

    def __init__(self) -> None:
        pass

    def _key(self) -> tuple[object, ...]:
        return ()

    def _inner(self, p: Callable[[Type | Attribute], str]) -> str:
        return "unknown"


class FileLineColLoc(LocationAttr):
    """``"file":line:col``, optionally a range ``"file":l:c to l2:c2``."""

    __slots__ = ("filename", "line", "col", "end_line", "end_col")

    def __init__(
        self, filename: str, line: int, col: int | None = None, end_line: int | None = None, end_col: int | None = None
    ) -> None:
        self.filename = filename
        self.line = line
        self.col = col
        self.end_line = end_line
        self.end_col = end_col

    def _key(self) -> tuple[object, ...]:
        return (self.filename, self.line, self.col, self.end_line, self.end_col)

    def _inner(self, p: Callable[[Type | Attribute], str]) -> str:
        s = f"{escape_string(self.filename)}:{self.line}"
        if self.col is not None:
            s += f":{self.col}"
        if self.end_line is not None or self.end_col is not None:
            s += " to "
            if self.end_line is not None:
                s += str(self.end_line)
            if self.end_col is not None:
                s += f":{self.end_col}"
        return s


class NameLoc(LocationAttr):
    """``"name"`` or ``"name"(child)``."""

    __slots__ = ("name", "child")

    def __init__(self, name: str, child: LocationAttr | None = None) -> None:
        self.name = name
        self.child = child

    def _key(self) -> tuple[object, ...]:
        return (self.name, self.child)

    def _inner(self, p: Callable[[Type | Attribute], str]) -> str:
        s = escape_string(self.name)
        if self.child is not None:
            s += "(" + _loc_ref(self.child, p) + ")"
        return s


def _loc_ref(loc: LocationAttr, p: Callable[[Type | Attribute], str]) -> str:
    # Nested locations print without their loc(...) wrapper; a printer's alias
    # (#loc3) replaces the whole location.
    if p is _inner_of or p is _str_of:
        return loc._inner(p if p is _inner_of else _inner_of)
    text = p(loc)
    return text[4:-1] if text.startswith("loc(") else text


class CallSiteLoc(LocationAttr):
    """``callsite(callee at caller)``."""

    __slots__ = ("callee", "caller")

    def __init__(self, callee: LocationAttr, caller: LocationAttr) -> None:
        self.callee = callee
        self.caller = caller

    def _key(self) -> tuple[object, ...]:
        return (self.callee, self.caller)

    def _inner(self, p: Callable[[Type | Attribute], str]) -> str:
        return f"callsite({_loc_ref(self.callee, p)} at {_loc_ref(self.caller, p)})"


class FusedLoc(LocationAttr):
    """``fused[l1, l2]`` or ``fused<metadata>[l1, l2]``."""

    __slots__ = ("locations", "metadata")

    def __init__(self, locations: Iterable[LocationAttr], metadata: Attribute | None = None) -> None:
        self.locations = tuple(locations)
        self.metadata = metadata

    def _key(self) -> tuple[object, ...]:
        return (self.locations, self.metadata)

    def _inner(self, p: Callable[[Type | Attribute], str]) -> str:
        meta = "" if self.metadata is None else "<" + (str(self.metadata) if p is _inner_of else p(self.metadata)) + ">"
        return "fused" + meta + "[" + ", ".join(_loc_ref(l, p) for l in self.locations) + "]"


# Commonly used types.
i1 = IntegerType(1)
i8 = IntegerType(8)
i16 = IntegerType(16)
i32 = IntegerType(32)
i64 = IntegerType(64)
index = IndexType()
f16 = FloatType("f16")
bf16 = FloatType("bf16")
f32 = FloatType("f32")
f64 = FloatType("f64")
none = NoneType()
_I1, _I64, _F64 = i1, i64, f64


# ---------------------------------------------------------------------------
# Values, operations, blocks, regions
# ---------------------------------------------------------------------------


class Value:
    """An SSA value: an operation result or a block argument."""

    __slots__ = ("type",)

    def __init__(self, type: Type) -> None:  # noqa: A002
        self.type = type


class OpResult(Value):
    """Result number ``index`` of operation ``owner``."""

    __slots__ = ("owner", "index")

    def __init__(self, type: Type, owner: "Operation | None", index: int) -> None:  # noqa: A002
        self.type = type
        self.owner = owner
        self.index = index

    def __repr__(self) -> str:
        name = self.owner.name if self.owner is not None else "?"
        return f"<OpResult #{self.index} of {name}: {self.type}>"


class BlockArgument(Value):
    """Argument number ``index`` of block ``owner``, with an optional location.

    Where a report places it (issue 34, item 7: "the dynamic dimension of %arg0 at
    net.mlir:2:19"): ``src``/``pos`` is where the reader read it, or where its location
    points in the user's file (``source_loc``, ``line``, ``col``, ``elsewhere``, as an
    ``Operation``'s); ``name`` is the name it was read with (``%arg0``), and ``shown_name``
    the one the user's file gives it at that place (``%input`` in custom syntax)."""

    __slots__ = ("owner", "index", "location", "name", "src", "pos")

    def __init__(
        self,
        type: Type,  # noqa: A002
        owner: "Block | None",
        index: int,
        location: LocationAttr | None = None,
        name: str | None = None,
    ) -> None:
        self.type = type
        self.owner = owner
        self.index = index
        self.location = location
        self.name = name
        self.src: SourceFile | None = None
        self.pos = -1

    @property
    def source_loc(self) -> Loc | None:
        """The ``odsgen.source.Loc`` the argument was read from (or its location points at), or None."""
        src = self.src
        return None if src is None or self.pos < 0 else src.loc_of_offset(self.pos)

    @property
    def line(self) -> int:
        loc = self.source_loc
        return 0 if loc is None else loc.line

    @property
    def col(self) -> int:
        loc = self.source_loc
        return 0 if loc is None else loc.col

    @property
    def elsewhere(self) -> str | None:
        """The file the argument is located in when that is not the module's own (``Operation.elsewhere``)."""
        from odsgen.source import UnreadFile

        src = self.src
        return src.name if type(src) is UnreadFile else None

    @property
    def holder(self) -> "Operation | None":
        """The op whose region holds the argument's block (a ``func.func``), or None."""
        block = self.owner
        region = block.parent if block is not None else None
        return region.parent if region is not None else None

    @property
    def shown_name(self) -> str:
        """The argument's name as the user's file spells it where it is (``%input``), else
        the name it was read with, else ``%argN``."""
        src, pos = self.src, self.pos
        if src is not None and pos >= 0 and src.text.startswith("%", pos):
            m = _VALUE_NAME.match(src.text, pos)
            if m is not None:
                return m.group()
        return self.name or f"%arg{self.index}"

    def __repr__(self) -> str:
        return f"<BlockArgument #{self.index}: {self.type}>"


# An SSA value's name (``%arg0``, ``%input``, ``%0``), as MLIR's lexer reads one.
_VALUE_NAME = re.compile(r"%[A-Za-z_$.\-][\w$.-]*|%[0-9]+")


EMPTY_DICT = DictionaryAttr()


def _as_dict_attr(d: DictionaryAttr | Mapping[str, Attribute] | None) -> DictionaryAttr | None:
    if d is None or isinstance(d, DictionaryAttr):
        return d
    return DictionaryAttr(d)


class Operation:
    """An operation in generic form.

    ``operands`` and ``results`` are tuples of values; ``properties`` is the
    ``<{...}>`` dictionary (or None), ``attributes`` the discardable dictionary
    (an empty ``DictionaryAttr`` when there is none); ``regions`` a tuple of
    ``Region``; ``successors`` a tuple of ``Block``; ``location`` a
    ``LocationAttr`` or None; ``parent`` the ``Block`` holding the op.
    ``line``/``col`` tell where the op was read from (0 when built in Python).
    """

    __slots__ = (
        "name",
        "operands",
        "results",
        "properties",
        "attributes",
        "regions",
        "successors",
        "location",
        "parent",
        "pos",
        "src",
    )

    def __init__(
        self,
        name: str,
        operands: tuple[Value, ...],
        results: tuple[OpResult, ...],
        properties: Attribute | None,
        attributes: DictionaryAttr,
        regions: tuple[Region, ...],
        successors: tuple[Block, ...],
        location: LocationAttr | None,
        parent: "Block | None",
        pos: int,
        src: SourceFile | None,
    ) -> None:
        # Positional and unchecked: the reader calls this millions of times.
        # Build operations from Python with Operation.create().
        self.name = name
        self.operands = operands
        self.results = results
        self.properties = properties
        self.attributes = attributes
        self.regions = regions
        self.successors = successors
        self.location = location
        self.parent = parent
        self.pos = pos
        self.src = src

    @classmethod
    def create(
        cls,
        name: str,
        operands: Iterable[Value] = (),
        result_types: Iterable[Type] = (),
        properties: Attribute | Mapping[str, Attribute] | None = None,
        attributes: DictionaryAttr | Mapping[str, Attribute] | None = None,
        regions: int | Iterable["Region"] = 0,
        successors: Iterable["Block"] = (),
        location: LocationAttr | None = None,
    ) -> "Operation":
        """Build a detached operation; append it to a block with ``Block.append``.

        ``properties`` is a dictionary (or a mapping), or, as the generic form allows
        (``<1 : i32>``), any attribute, which the verifier reports as MLIR does."""
        for v in operands:
            if not isinstance(v, Value):
                raise TypeError(f"operand {v!r} is not a Value")
        op = cls(
            name,
            tuple(operands),
            (),
            properties if isinstance(properties, Attribute) else _as_dict_attr(properties),
            _as_dict_attr(attributes) or EMPTY_DICT,
            (),
            tuple(successors),
            location,
            None,
            -1,
            None,
        )
        op.results = tuple(OpResult(t, op, i) for i, t in enumerate(result_types))
        if isinstance(regions, int):
            regs = [Region() for _ in range(regions)]
        else:
            regs = list(regions)
        for r in regs:
            if r.parent is not None and r.parent is not op:
                raise ValueError("region already belongs to an operation")
            r.parent = op
        op.regions = tuple(regs)
        return op

    # --- convenience -------------------------------------------------------

    @property
    def result(self) -> OpResult:
        """The single result (error if the op has zero or several)."""
        if len(self.results) != 1:
            raise ValueError(f"'{self.name}' has {len(self.results)} results")
        return self.results[0]

    @property
    def dialect(self) -> str:
        return self.name.partition(".")[0]

    @property
    def result_types(self) -> tuple[Type, ...]:
        return tuple(r.type for r in self.results)

    @property
    def operand_types(self) -> tuple[Type, ...]:
        return tuple(v.type for v in self.operands)

    @property
    def parent_op(self) -> "Operation | None":
        b = self.parent
        if b is None or b.parent is None:
            return None
        return b.parent.parent

    def get_attr(self, name: str, default: Attribute | None = None) -> Attribute | None:
        """An inherent (property) or discardable attribute by name."""
        props = self.properties
        if isinstance(props, DictionaryAttr) and name in props:
            return props[name]
        return self.attributes.get(name, default)

    def split_attributes(self, inherent: Collection[str]) -> tuple[DictionaryAttr, DictionaryAttr]:
        """(inherent, discardable) attributes as MLIR holds them for an op whose ODS
        definition declares the names ``inherent`` (its attributes, properties and segment
        sizes; ``Verifier.inherent`` gives them from a spec).

        A declared name is inherent wherever the text put it: in ``<{...}>`` or, as MLIR's
        parser moves it there, in ``{...}``; given in both, the ``<{...}>`` value is the one
        (MLIR drops the other). Every other name is discardable, an undeclared one in
        ``<{...}>`` too: it is no argument of the op (MLIR's parser drops it on ops it
        registers)."""
        props = self.properties.entries if isinstance(self.properties, DictionaryAttr) else {}
        attrs = self.attributes.entries
        inh: dict[str, Attribute] = {}
        disc: dict[str, Attribute] = {}
        for entries in (attrs, props):  # props last: their value wins
            for k, v in entries.items():
                (inh if k in inherent else disc)[k] = v
        return DictionaryAttr(inh), DictionaryAttr(disc)

    def set_attr(self, name: str, value: Attribute) -> None:
        """Set a discardable attribute (copy-on-write: dictionaries are shared)."""
        self.attributes = self.attributes.with_({name: value})

    def set_property(self, name: str, value: Attribute) -> None:
        props = self.properties if isinstance(self.properties, DictionaryAttr) else EMPTY_DICT
        self.properties = props.with_({name: value})

    def set_operand(self, i: int, value: Value) -> None:
        ops = list(self.operands)
        ops[i] = value
        self.operands = tuple(ops)

    @property
    def line(self) -> int:
        return self._linecol()[0]

    @property
    def col(self) -> int:
        return self._linecol()[1]

    @property
    def source_loc(self) -> Loc | None:
        """The ``odsgen.source.Loc`` the op was read from, or None."""
        src = self.src
        if src is None or self.pos < 0:
            return None
        # The reader records where it started scanning for the op; skip the whitespace
        # and comments in front of it (the pattern matches the empty string too), and its
        # results: the op is where its name is, as MLIR locates it.
        return src.loc_of_offset(op_name_offset(src.text, self.pos))

    @property
    def elsewhere(self) -> str | None:
        """The file the op is located in when that is not the module's own (its location
        names another file, as in ``mlir-opt --mlir-print-debuginfo``'s output), else None."""
        from odsgen.source import UnreadFile

        src = self.src
        return src.name if type(src) is UnreadFile else None

    def _linecol(self) -> tuple[int, int]:
        loc = self.source_loc
        return (0, 0) if loc is None else (loc.line, loc.col)

    def walk(self, post_order: bool = False) -> Iterator["Operation"]:
        """This op and every op nested in its regions, in pre-order (or post-order)."""
        return _walk([self], post_order)

    def detach(self) -> "Operation":
        if self.parent is not None:
            self.parent.operations.remove(self)
            self.parent = None
        return self

    def __repr__(self) -> str:
        return f"<Operation {self.name!r} ({len(self.operands)} operands, {len(self.results)} results)>"


def _nested_ops(op: Operation) -> Iterator[Operation]:
    for region in op.regions:
        for block in region.blocks:
            yield from block.operations


def _walk(ops: Iterable[Operation], post_order: bool) -> Iterator[Operation]:
    # Iterative, so that deeply nested regions cannot hit the recursion limit.
    if not post_order:
        stack: list[Iterator[Operation]] = [iter(ops)]
        while stack:
            for op in stack[-1]:
                yield op
                if op.regions:
                    stack.append(_nested_ops(op))
                    break
            else:
                stack.pop()
        return
    pstack: list[tuple[Operation | None, Iterator[Operation]]] = [(None, iter(ops))]
    while pstack:
        owner, it = pstack[-1]
        for op in it:
            if op.regions:
                pstack.append((op, _nested_ops(op)))
                break
            yield op
        else:
            pstack.pop()
            if owner is not None:
                yield owner


class Block:
    """A list of operations with block arguments, inside a ``Region``."""

    __slots__ = ("arguments", "operations", "parent", "pos")

    def __init__(
        self, arg_types: Iterable[Type] = (), arg_locations: Iterable[LocationAttr | None] | None = None
    ) -> None:
        types = list(arg_types)
        locs = list(arg_locations) if arg_locations is not None else [None] * len(types)
        self.arguments: list[BlockArgument] = [
            BlockArgument(t, self, i, l) for i, (t, l) in enumerate(zip(types, locs))
        ]
        self.operations: list[Operation] = []
        self.parent: Region | None = None
        self.pos = -1

    def add_argument(self, type: Type, location: LocationAttr | None = None) -> BlockArgument:  # noqa: A002
        arg = BlockArgument(type, self, len(self.arguments), location)
        self.arguments.append(arg)
        return arg

    def append(self, op: Operation) -> Operation:
        if op.parent is not None:
            raise ValueError("operation already belongs to a block; detach() it first")
        op.parent = self
        self.operations.append(op)
        return op

    def insert(self, i: int, op: Operation) -> Operation:
        if op.parent is not None:
            raise ValueError("operation already belongs to a block; detach() it first")
        op.parent = self
        self.operations.insert(i, op)
        return op

    @property
    def parent_op(self) -> Operation | None:
        return self.parent.parent if self.parent is not None else None

    @property
    def terminator(self) -> Operation | None:
        return self.operations[-1] if self.operations else None

    def walk(self, post_order: bool = False) -> Iterator[Operation]:
        return _walk(self.operations, post_order)

    def __iter__(self) -> Iterator[Operation]:
        return iter(self.operations)

    def __len__(self) -> int:
        return len(self.operations)

    def __repr__(self) -> str:
        return f"<Block ({len(self.arguments)} args, {len(self.operations)} ops)>"


class Region:
    """A list of blocks owned by an operation."""

    __slots__ = ("blocks", "parent")

    def __init__(self, blocks: Iterable[Block] = ()) -> None:
        self.blocks: list[Block] = []
        self.parent: Operation | None = None
        for b in blocks:
            self.append(b)

    def append(self, block: Block) -> Block:
        block.parent = self
        self.blocks.append(block)
        return block

    @property
    def entry(self) -> Block | None:
        return self.blocks[0] if self.blocks else None

    def walk(self, post_order: bool = False) -> Iterator[Operation]:
        return _walk([o for b in self.blocks for o in b.operations], post_order)

    def __iter__(self) -> Iterator[Block]:
        return iter(self.blocks)

    def __len__(self) -> int:
        return len(self.blocks)

    def __repr__(self) -> str:
        return f"<Region ({len(self.blocks)} blocks)>"


class ResourceSection:
    """The ``{-# ... #-}`` file metadata: ``dialect_resources``, ``external_resources``.

    ``entries`` maps a section key to a nested dict whose leaves are the value
    texts as written (``"0x0800..."``, ``true``).
    """

    __slots__ = ("entries",)

    def __init__(self, entries: dict[str, Any] | None = None) -> None:
        self.entries: dict[str, Any] = entries if entries is not None else {}

    def blob(self, dialect: str, key: str) -> bytes | None:
        """The bytes of a ``dialect_resources`` hex blob (alignment word included)."""
        text = self.entries.get("dialect_resources", {}).get(dialect, {}).get(key)
        if not isinstance(text, str) or not text.startswith('"0x'):
            return None
        return bytes.fromhex(text[3:-1])


class Module:
    """What the reader returns: the top-level ops and the file-level extras.

    ``body`` holds the top-level operations (usually one ``builtin.module``);
    ``aliases`` maps alias names (``#map``, ``!t``) to what they stand for, in
    definition order; ``trailing_aliases`` names those defined after the
    operations (MLIR puts location aliases there); ``resources`` is the
    ``{-# #-}`` section or None; ``source`` the ``SourceFile`` read. How the module was
    read (whether MLIR's verifier checked its ops, whether its uses came in order, the
    SPIR-V instructions its reader had no op for) is not
    the IR's: the reader says it (odsgen.runtime.reader.Read) and the checks keep it in
    their input record (odsgen.checking.inputs.read.ModuleInput).
    """

    __slots__ = (
        "body",
        "aliases",
        "trailing_aliases",
        "resources",
        "source",
    )

    def __init__(
        self,
        body: Block | None = None,
        aliases: dict[str, Attribute | Type] | None = None,
        resources: ResourceSection | None = None,
        source: SourceFile | None = None,
    ) -> None:
        self.body = body if body is not None else Block()
        self.aliases: dict[str, Attribute | Type] = aliases if aliases is not None else {}
        self.trailing_aliases: set[str] = set()
        self.resources = resources
        self.source = source

    @property
    def operations(self) -> list[Operation]:
        return self.body.operations

    @property
    def op(self) -> Operation:
        """The single top-level operation (typically ``builtin.module``)."""
        if len(self.body.operations) != 1:
            raise ValueError(f"module has {len(self.body.operations)} top-level operations")
        return self.body.operations[0]

    def walk(self, post_order: bool = False) -> Iterator[Operation]:
        """Every operation in the module, pre-order by default."""
        return _walk(self.body.operations, post_order)

    def __repr__(self) -> str:
        return f"<Module ({len(self.body.operations)} top-level ops)>"
