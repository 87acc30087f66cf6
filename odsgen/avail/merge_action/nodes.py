"""The merge-action language's nouns: its fields, its AST, and the names it gives a meaning to.

grammars/merge_action.lark is the grammar; ``odsgen.avail.merge_action.parse`` builds
these frozen nodes from it. Every node carries the ``Span`` it was read from inside its
string (not part of equality); ``Action.loc`` and ``loc_in_string`` turn a span into
a location in the .td file. The name tables at the end are shared by the classifier
(which recognises ``std::max``, ``emplace_back``...) and the interpreter (which runs them).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Union

from odsgen.source import Loc

# ============================================================================ fields


class Field(enum.Enum):
    """The availability fields written in this language, and what each may contain."""

    MERGE_ACTION = "mergeAction"
    INITIALIZER = "initializer"
    INSTANCE_PREPARATION = "instancePreparation"
    INSTANCE = "instance"
    QUERY_FN_RET_TYPE = "queryFnRetType"
    INSTANCE_TYPE = "instanceType"


# How deep a field's syntax may nest (statements, expressions, types alike), and so how
# deep any value built from it may nest. Python's own parser stops at 200 nested
# brackets; the interpreter recurses a few frames per level, so this keeps every
# later walk well inside the default recursion limit.
MAX_NESTING = 200


# ============================================================================ AST


@dataclass(frozen=True, slots=True)
class Span:
    """Where a node sits inside its string: 1-based line and column, end exclusive."""

    line: int
    col: int
    end_line: int
    end_col: int


NO_SPAN = Span(1, 1, 1, 1)


def _span_field() -> Span:
    # Positions do not take part in equality: `max(a, b)` equals ` max(a,b)`.
    return field(default=NO_SPAN, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Placeholder:
    """``$overall``, ``$instance`` or ``$final`` (the RFC's name for ``$overall``)."""

    name: str
    span: Span = _span_field()

    @property
    def slot(self) -> str:
        return "overall" if self.name == "final" else self.name


@dataclass(frozen=True, slots=True)
class Name:
    """A possibly qualified name: ``ref``, ``std::max``, ``::mlir::spirv::Version::V_1_0``."""

    parts: tuple[str, ...]
    is_global: bool = False
    span: Span = _span_field()

    def __str__(self) -> str:
        return ("::" if self.is_global else "") + "::".join(self.parts)


@dataclass(frozen=True, slots=True)
class IntLit:
    value: int
    span: Span = _span_field()


@dataclass(frozen=True, slots=True)
class NullLit:
    """``None`` or ``nullptr`` (``std::nullopt`` is a Name the interpreter knows)."""

    span: Span = _span_field()


@dataclass(frozen=True, slots=True)
class BoolLit:
    value: bool
    span: Span = _span_field()


@dataclass(frozen=True, slots=True)
class Unary:
    """``~x``, ``!x``, ``not x``, ``*x`` (optional dereference), ``-x``."""

    op: str
    operand: Expr
    span: Span = _span_field()


@dataclass(frozen=True, slots=True)
class Binary:
    """Operators ``| & ^ + - == != < <= > >= is, is not, and, or`` (``&&``/``||`` are and/or)."""

    op: str
    left: Expr
    right: Expr
    span: Span = _span_field()


@dataclass(frozen=True, slots=True)
class Conditional:
    """``test ? then : otherwise`` (C++) or ``then if test else otherwise`` (Python)."""

    test: Expr
    then: Expr
    otherwise: Expr
    span: Span = _span_field()


@dataclass(frozen=True, slots=True)
class Call:
    """``f(args)``: a function (``std::max``), a functional cast (``uint32_t(0)``)."""

    callee: Expr
    args: tuple[Expr, ...]
    span: Span = _span_field()


@dataclass(frozen=True, slots=True)
class MethodCall:
    """``obj.method(args)``: ``$overall.emplace_back($instance)``, ``$overall.union(x)``."""

    obj: Expr
    method: str
    args: tuple[Expr, ...]
    span: Span = _span_field()


@dataclass(frozen=True, slots=True)
class Member:
    """``obj.name``; on a name it is a Python-style qualified name (``Version.V_1_0``)."""

    obj: Expr
    name: str
    span: Span = _span_field()


@dataclass(frozen=True, slots=True)
class Index:
    obj: Expr
    index: Expr
    span: Span = _span_field()


@dataclass(frozen=True, slots=True)
class ListLit:
    """``[a, b]`` (Python list) or ``{a, b}`` (C++ initializer list; a set in Python)."""

    items: tuple[Expr, ...]
    braced: bool
    span: Span = _span_field()


@dataclass(frozen=True, slots=True)
class TypeRef:
    """A type: ``::mlir::spirv::Version``, ``std::optional<T>``, ``SmallVector<T, 1>``, ``list[T]``."""

    name: Name
    args: tuple[Union[TypeRef, int], ...] = ()
    span: Span = _span_field()

    def __str__(self) -> str:
        if not self.args:
            return str(self.name)
        return f"{self.name}<{', '.join(str(arg) for arg in self.args)}>"


@dataclass(frozen=True, slots=True)
class Cast:
    """``static_cast<T>(x)`` and the other named casts."""

    kind: str
    type: TypeRef
    operand: Expr
    span: Span = _span_field()


@dataclass(frozen=True, slots=True)
class Construct:
    """``T<args>(values)``: ``ArrayRef<E>(exts, n)``, ``std::optional<E>(x)``."""

    type: TypeRef
    args: tuple[Expr, ...]
    span: Span = _span_field()


@dataclass(frozen=True, slots=True)
class TemplateMember:
    """``T<args>::name``: ``std::numeric_limits<uint32_t>::max`` (called with ``()``)."""

    type: TypeRef
    name: str
    span: Span = _span_field()


Expr = Union[
    Placeholder, Name, IntLit, NullLit, BoolLit, Unary, Binary, Conditional, Call,
    MethodCall, Member, Index, ListLit, Cast, Construct, TemplateMember,
]  # fmt: skip


@dataclass(frozen=True, slots=True)
class ExprStmt:
    expr: Expr
    span: Span = _span_field()


@dataclass(frozen=True, slots=True)
class Assign:
    """``target = value`` and the compound ``|= &= ^= += -=``."""

    target: Expr
    op: str
    value: Expr
    span: Span = _span_field()


@dataclass(frozen=True, slots=True)
class Decl:
    """``static const E exts[] = {...}``, ``ArrayRef<E> ref(exts, std::size(exts))``."""

    specifiers: tuple[str, ...]
    type: TypeRef
    name: str
    is_array: bool
    init: Expr | None = None
    ctor_args: tuple[Expr, ...] | None = None
    span: Span = _span_field()


@dataclass(frozen=True, slots=True)
class If:
    test: Expr
    then: Stmt
    otherwise: Stmt | None = None
    span: Span = _span_field()


@dataclass(frozen=True, slots=True)
class Block:
    stmts: tuple[Stmt, ...]
    span: Span = _span_field()


Stmt = Union[ExprStmt, Assign, Decl, If, Block]


@dataclass(frozen=True, slots=True)
class Action:
    """One parsed field: statements (mergeAction, instancePreparation) or an expression.

    ``origin`` is where the string's text starts in the .td file; diagnostics about
    any node are placed relative to it (``loc``).
    """

    field: Field
    text: str
    origin: Loc | None = None
    stmts: tuple[Stmt, ...] = ()
    expr: Expr | None = None

    @property
    def is_empty(self) -> bool:
        return not self.stmts and self.expr is None

    def loc(self, span: Span) -> Loc:
        return loc_in_string(self.origin, span.line, span.col, self.field)


def loc_in_string(origin: Loc | None, line: int, col: int, fld: Field | None = None) -> Loc:
    """The .td location of ``line:col`` (1-based) inside a string whose text starts at ``origin``.

    Without an origin the location names the field, e.g. ``<mergeAction>:1:12``. For a
    string pasted together with ``#`` or holding escapes the column is only as exact as
    the origin the caller can give.
    """
    if origin is None:
        return Loc(f"<{fld.value if fld else 'string'}>", line, col)
    if line == 1:
        return Loc(origin.file, origin.line, origin.col + col - 1)
    return Loc(origin.file, origin.line + line - 1, col)


# ============================================================================ names the language gives a meaning to


# Functions and methods, by the parts of their (possibly qualified) name.
MAX_FUNCTIONS = frozenset({("max",), ("std", "max")})
MIN_FUNCTIONS = frozenset({("min",), ("std", "min")})
APPEND_METHODS = frozenset({"emplace_back", "push_back", "append", "add", "insert"})
EXTEND_METHODS = frozenset({"extend", "update", "append_range"})
NULL_NAMES = frozenset({("std", "nullopt"), ("nullopt",), ("llvm", "None")})
# Types, by the last part of their name.
SIGNED_INTS = frozenset({"int", "signed", "long", "short", "int8_t", "int16_t", "int32_t", "int64_t", "intptr_t"})
UNSIGNED_BITS = {
    "unsigned": 32, "uint8_t": 8, "uint16_t": 16, "uint32_t": 32, "uint64_t": 64,
    "size_t": 64, "uintptr_t": 64,
}  # fmt: skip
OPTIONAL_TYPES = frozenset({"optional", "Optional"})
SEQ_TYPES = frozenset(
    {"SmallVector", "SmallVectorImpl", "ArrayRef", "MutableArrayRef", "vector", "array", "list", "List",
     "tuple", "Tuple", "Sequence"}
)  # fmt: skip
SET_TYPES = frozenset(
    {"set", "frozenset", "Set", "FrozenSet", "AbstractSet", "SmallSet", "DenseSet", "SetVector", "unordered_set"}
)  # fmt: skip
SCALAR_TYPES = SIGNED_INTS | frozenset(UNSIGNED_BITS) | {"bool"}
