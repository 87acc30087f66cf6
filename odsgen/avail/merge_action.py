"""The merge-action language: parse, classify and interpret the strings of an availability dimension.

An ``Availability`` def carries C++ (upstream) or Python-flavoured (hand-written) strings:
``mergeAction`` (statements over ``$overall``/``$final`` and ``$instance``),
``initializer`` (an expression: the identity), ``instancePreparation`` (statements
run before the instance is used) and ``instance`` (an expression), plus the types
``queryFnRetType`` and ``instanceType``. grammars/merge_action.lark parses them
(Lark, LALR) into the frozen AST below; ``Evaluator`` interprets that AST (there is no
``eval``/``exec`` anywhere); ``classify_merge`` recognises what a merge means so that
the requirement algebra (odsgen.avail.algebra) can take over. docs/merge-actions.md
is the reference.

Every error is an ``OdsgenError`` whose diagnostic points at the line and column inside
the .td file, given the ``Loc`` where the string's text starts.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Union

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError

from odsgen.avail.algebra import (
    AllOfAnyOf,
    AnyOf,
    AtLeast,
    AtMost,
    Case,
    EnumInfo,
    Provenance,
    Requirement,
)
from odsgen.diagnostics import Diagnostic, OdsgenError, error
from odsgen.resources import grammar_path
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


_STATEMENT_FIELDS = (Field.MERGE_ACTION, Field.INSTANCE_PREPARATION)
_TYPE_FIELDS = (Field.QUERY_FN_RET_TYPE, Field.INSTANCE_TYPE)
# Upstream substitutes placeholders only in mergeAction (mlir-tblgen's tgfmt with
# `overall` and `instance`); the RFC writes `$final` for the same variable.
_MERGE_PLACEHOLDERS = ("overall", "instance", "final")


# ============================================================================ AST


@dataclass(frozen=True, slots=True)
class Span:
    """Where a node sits inside its string: 1-based line and column, end exclusive."""

    line: int
    col: int
    end_line: int
    end_col: int


_NO_SPAN = Span(1, 1, 1, 1)


def _span_field() -> Span:
    # Positions do not take part in equality: `max(a, b)` equals ` max(a,b)`.
    return field(default=_NO_SPAN, compare=False, repr=False)


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
    """``None`` or ``nullptr`` (``std::nullopt`` is a Name the evaluator knows)."""

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


# ============================================================================ parsing


@cache
def _parser() -> Lark:
    from odsgen.records.cache import cached_lark

    return cached_lark(  # the LALR tables, built once
        "merge_action.lark",
        parser="lalr",
        start=["program", "expression", "type_expr"],
        propagate_positions=True,
        maybe_placeholders=True,
    )


class _BuildError(Exception):
    def __init__(self, message: str, span: Span):
        super().__init__(message)
        self.message = message
        self.span = span


def _span(meta) -> Span:
    if getattr(meta, "empty", True):
        return _NO_SPAN
    return Span(meta.line, meta.column, meta.end_line, meta.end_column)


def _tok_span(tok: Token) -> Span:
    return Span(tok.line, tok.column, tok.end_line or tok.line, tok.end_column or tok.column)


_CASTS = frozenset({"static_cast", "reinterpret_cast", "const_cast", "dynamic_cast"})
_BINARY_ALIASES = {"&&": "and", "||": "or"}


def _args(node) -> tuple:
    return tuple(node) if node is not None else ()


@v_args(meta=True)
class _Builder(Transformer):
    """Parse tree to AST; one method per grammar rule or alias."""

    # -- statements
    def program(self, meta, children):
        return tuple(c for c in children if c is not None)

    def empty_stmt(self, meta, children):
        return None

    def block(self, meta, children):
        return Block(tuple(c for c in children if c is not None), _span(meta))

    def if_stmt(self, meta, children):
        _if, test, then, _else, otherwise = children
        return If(test, then if then is not None else Block(()), otherwise, _span(meta))

    def expr_stmt(self, meta, children):
        return ExprStmt(children[0], _span(meta))

    def assign(self, meta, children):
        target, op, value = children
        if not isinstance(target, (Placeholder, Name, Unary, Index, Member)) or (
            isinstance(target, Unary) and target.op != "*"
        ):
            raise _BuildError("cannot assign to this expression", target.span)
        return Assign(target, str(op), value, _span(meta))

    def decl_spec(self, meta, children):
        return str(children[0])

    def decl(self, meta, children):
        specifiers: list[str] = []
        rest = list(children)
        while rest and isinstance(rest[0], str) and not isinstance(rest[0], Token):
            specifiers.append(rest.pop(0))
        type_ref, name_tok, *tail = rest
        is_array = bool(tail) and isinstance(tail[0], Token) and tail[0].type == "ARRAY_SUFFIX"
        if is_array:
            tail = tail[1:]
        init = tail[0] if tail else None
        ctor_args = None
        init_expr = None
        if init is not None:
            kind, payload = init
            if kind == "call":
                ctor_args = payload
            else:
                init_expr = payload
        return Decl(tuple(specifiers), type_ref, str(name_tok), is_array, init_expr, ctor_args, _span(meta))

    def init_assign(self, meta, children):
        return ("assign", children[1])

    def init_call(self, meta, children):
        return ("call", _args(children[0]))

    def init_brace(self, meta, children):
        return ("assign", children[0])

    # -- expressions
    def expression(self, meta, children):
        return children[0]

    def args(self, meta, children):
        return tuple(children)

    def brace_list(self, meta, children):
        return ListLit(_args(children[0]), True, _span(meta))

    def list_lit(self, meta, children):
        return ListLit(_args(children[0]), False, _span(meta))

    def py_conditional(self, meta, children):
        then, _if, test, _else, otherwise = children
        return Conditional(test, then, otherwise, _span(meta))

    def c_conditional(self, meta, children):
        test, then, otherwise = children
        return Conditional(test, then, otherwise, _span(meta))

    def _binary(self, meta, children, op=None):
        left, *mid, right = children
        if op is None:
            op = str(mid[-1])
        return Binary(_BINARY_ALIASES.get(op, op), left, right, _span(meta))

    def logical_or(self, meta, children):
        return self._binary(meta, children, "or")

    def logical_and(self, meta, children):
        return self._binary(meta, children, "and")

    def logical_not(self, meta, children):
        return Unary("not", children[-1], _span(meta))

    def compare(self, meta, children):
        left, op, right = children
        return Binary(op, left, right, _span(meta))

    def comp_op(self, meta, children):
        return str(children[0])

    def is_not(self, meta, children):
        return "is not"

    def bit_or(self, meta, children):
        return self._binary(meta, children, "|")

    def bit_xor(self, meta, children):
        return self._binary(meta, children, "^")

    def bit_and(self, meta, children):
        return self._binary(meta, children, "&")

    def add(self, meta, children):
        return self._binary(meta, children, "+")

    def sub(self, meta, children):
        return self._binary(meta, children, "-")

    def bit_not(self, meta, children):
        return Unary("~", children[0], _span(meta))

    def c_not(self, meta, children):
        return Unary("!", children[0], _span(meta))

    def deref(self, meta, children):
        return Unary("*", children[0], _span(meta))

    def neg(self, meta, children):
        return Unary("-", children[0], _span(meta))

    def member(self, meta, children):
        obj, name = children
        return Member(obj, str(name), _span(meta))

    def call(self, meta, children):
        callee, args = children
        if isinstance(callee, Member):
            return MethodCall(callee.obj, callee.name, _args(args), _span(meta))
        return Call(callee, _args(args), _span(meta))

    def index(self, meta, children):
        return Index(children[0], children[1], _span(meta))

    def placeholder(self, meta, children):
        tok = children[0]
        return Placeholder(str(tok)[1:], _tok_span(tok))

    def name(self, meta, children):
        return children[0]

    def int_lit(self, meta, children):
        tok = children[0]
        digits = str(tok).rstrip("uUlL")
        return IntLit(int(digits, 16) if digits[:2] in ("0x", "0X") else int(digits), _tok_span(tok))

    def null_lit(self, meta, children):
        return NullLit(_tok_span(children[0]))

    def true_lit(self, meta, children):
        return BoolLit(True, _tok_span(children[0]))

    def false_lit(self, meta, children):
        return BoolLit(False, _tok_span(children[0]))

    def construct(self, meta, children):
        type_ref, args = children
        args = _args(args)
        head = type_ref.name.parts[-1]
        if head in _CASTS:
            if len(type_ref.args) != 1 or not isinstance(type_ref.args[0], TypeRef) or len(args) != 1:
                raise _BuildError(f"'{head}' takes one type and one operand", _span(meta))
            return Cast(head, type_ref.args[0], args[0], _span(meta))
        return Construct(type_ref, args, _span(meta))

    def template_member(self, meta, children):
        type_ref, _scope, name = children
        return TemplateMember(type_ref, str(name), _span(meta))

    # -- names and types
    def qualname(self, meta, children):
        if isinstance(children[0], Name):
            base, _scope, tok = children
            return Name(base.parts + (str(tok),), base.is_global, _span(meta))
        is_global = len(children) == 2
        return Name((str(children[-1]),), is_global, _span(meta))

    def template_id(self, meta, children):
        # [SCOPE] TEMPLATE_NAME LT targs GT  |  qualname SCOPE TEMPLATE_NAME LT targs GT
        items = list(children)
        targs = items[-2]
        head = items[:-3]
        if head and isinstance(head[0], Name):
            base, _scope, tok = head
            name = Name(base.parts + (str(tok),), base.is_global, _span(meta))
        else:
            name = Name((str(head[-1]),), len(head) == 2, _span(meta))
        return TypeRef(name, _args(targs), _span(meta))

    def targs(self, meta, children):
        return tuple(children)

    def int_targ(self, meta, children):
        return int(str(children[0]).rstrip("uUlL"), 0)

    def type_name(self, meta, children):
        return TypeRef(children[0], (), _span(meta))

    def type_template(self, meta, children):
        return children[0]

    def type_expr(self, meta, children):
        return children[0]

    def py_generic(self, meta, children):
        return TypeRef(children[0], tuple(children[1]), _span(meta))

    def pytargs(self, meta, children):
        return tuple(children)


# Terminal names as a person reads them in "expected ..." lists.
_TOKEN_WORDS = {
    "PLACEHOLDER": "a $placeholder",
    "TEMPLATE_NAME": "a template name",
    "NAME": "a name",
    "INT": "an integer",
    "ASSIGN": "'='",
    "AUG_ASSIGN": "a compound assignment",
    "COMP_OP": "a comparison",
    "ARRAY_SUFFIX": "'[]'",
    "$END": "the end of the string",
}


_EXPRESSION_STARTS = frozenset({"PLACEHOLDER", "NAME", "INT"})
_STATEMENT_STARTS = frozenset({"PLACEHOLDER", "NAME", "TEMPLATE_NAME", "IF", "LBRACE", "STATIC", "CONST", "CONSTEXPR"})


def _describe_expected(expected: Iterable[str]) -> str:
    expected = set(expected)
    if _EXPRESSION_STARTS <= expected:
        # Spelling out every token that can start an expression helps nobody.
        return "an expression"
    parser = _parser()
    words: set[str] = set()
    for name in expected:
        if name in _TOKEN_WORDS:
            words.add(_TOKEN_WORDS[name])
            continue
        try:
            pattern = parser.get_terminal(name).pattern
        except KeyError:
            words.add(name)
            continue
        words.add(f"'{pattern.value}'" if pattern.type == "str" else name.lower())
    listed = sorted(words)
    if len(listed) > 8:
        listed = listed[:8] + ["..."]
    return ", ".join(listed)


_CLOSERS = {")": "(", "]": "[", "}": "{", ">": "<"}


def _unclosed_bracket(text: str) -> tuple[int, int, str] | None:
    """The innermost bracket left open at the end of ``text``: (line, col, char)."""
    stack: list[tuple[int, int, str]] = []
    line, col, i = 1, 1, 0
    while i < len(text):
        char = text[i]
        two = text[i : i + 2]
        skip_to = None
        if two == "//" or char == "#":
            skip_to = text.find("\n", i)
        elif two == "/*":
            end = text.find("*/", i + 2)
            skip_to = -1 if end < 0 else end + 2
        if skip_to is not None:
            stop = len(text) if skip_to < 0 else skip_to
            for skipped in text[i:stop]:
                line, col = (line + 1, 1) if skipped == "\n" else (line, col + 1)
            i = stop
            continue
        if char in "([{":
            stack.append((line, col, char))
        elif char in ")]}" and stack and stack[-1][2] == _CLOSERS[char]:
            stack.pop()
        line, col = (line + 1, 1) if char == "\n" else (line, col + 1)
        i += 1
    return stack[-1] if stack else None


def _end_position(text: str) -> tuple[int, int]:
    lines = text.split("\n")
    return len(lines), len(lines[-1]) + 1


def _syntax_diagnostic(exc: UnexpectedInput, text: str, fld: Field, origin: Loc | None) -> Diagnostic:
    what = fld.value
    if isinstance(exc, UnexpectedCharacters):
        char = text[exc.pos_in_stream] if exc.pos_in_stream < len(text) else ""
        if char == "$":
            message = f"'$' must start a placeholder such as '$overall' in {what}"
        else:
            message = f"unexpected character {char!r} in {what}"
        return error(loc_in_string(origin, exc.line, exc.column, fld), message)
    if isinstance(exc, UnexpectedEOF) or (isinstance(exc, UnexpectedToken) and exc.token.type == "$END"):
        line, col = _end_position(text)
        if not text.strip():
            message = f"{what} is empty; expected {_describe_expected(exc.expected)}"
            return error(loc_in_string(origin, line, col, fld), message)
        message = f"unexpected end of {what}; expected {_describe_expected(exc.expected)}"
        diagnostic = error(loc_in_string(origin, line, col, fld), message)
        opener = _unclosed_bracket(text)
        if opener is not None:
            diagnostic = diagnostic.with_note(
                loc_in_string(origin, opener[0], opener[1], fld), f"to match this '{opener[2]}'"
            )
        return diagnostic
    assert isinstance(exc, UnexpectedToken)
    tok = exc.token
    loc = loc_in_string(origin, tok.line, tok.column, fld)
    if "SEMICOLON" in exc.expected and tok.type in _STATEMENT_STARTS:
        return error(loc, f"expected ';' before '{tok}' in {what}: statements are separated by ';'")
    return error(loc, f"unexpected '{tok}' in {what}; expected {_describe_expected(exc.expected)}")


def _walk(node) -> Iterable[object]:
    """Every AST node under ``node`` (itself included), depth first."""
    stack = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, tuple):
            stack.extend(reversed(current))
            continue
        if not dataclasses.is_dataclass(current):
            continue
        yield current
        for fld in reversed(dataclasses.fields(current)):
            if fld.name != "span":
                stack.append(getattr(current, fld.name))


def _check_placeholders(action: Action) -> list[Diagnostic]:
    diagnostics = []
    root = action.stmts if action.expr is None else action.expr
    for node in _walk(root):
        if not isinstance(node, Placeholder):
            continue
        loc = action.loc(node.span)
        if action.field is not Field.MERGE_ACTION:
            message = (
                f"unsubstituted placeholder '${node.name}' in {action.field.value}"
                " (only mergeAction has $overall and $instance)"
            )
            diagnostics.append(error(loc, message))
        elif node.name not in _MERGE_PLACEHOLDERS:
            message = f"unknown placeholder '${node.name}' in mergeAction (expected $overall, $instance or $final)"
            diagnostics.append(error(loc, message))
    return diagnostics


def check_action(text: str, fld: Field, loc: Loc | None = None) -> list[Diagnostic]:
    """The diagnostics parsing ``text`` as ``fld`` would raise; never raises."""
    try:
        parse_action(text, fld, loc)
    except OdsgenError as exc:
        return exc.diagnostics
    return []


@lru_cache(maxsize=8192)  # ASTs are immutable; specs repeat the same strings a lot
def parse_action(text: str, fld: Field | str, loc: Loc | None = None) -> Action:
    """Parse one field's string. ``loc`` is where the string's text starts in its .td file.

    mergeAction and instancePreparation hold statements (an empty string is a valid,
    empty program); initializer and instance hold one expression. Raises OdsgenError.
    """
    fld = Field(fld)
    if fld in _TYPE_FIELDS:
        raise ValueError(f"{fld.value} holds a type: use parse_type")
    start = "program" if fld in _STATEMENT_FIELDS else "expression"
    tree = _parse_tree(text, fld, loc, start)
    if start == "program":
        action = Action(fld, text, loc, stmts=tree)
    else:
        action = Action(fld, text, loc, expr=tree)
    diagnostics = _check_placeholders(action)
    if diagnostics:
        raise OdsgenError(diagnostics)
    return action


@lru_cache(maxsize=1024)
def parse_type(text: str, fld: Field | str = Field.QUERY_FN_RET_TYPE, loc: Loc | None = None) -> TypeRef:
    """Parse ``queryFnRetType`` or ``instanceType``: a C++ type or a Python generic."""
    return _parse_tree(text, Field(fld), loc, "type_expr")


def _parse_tree(text: str, fld: Field, loc: Loc | None, start: str):
    try:
        tree = _parser().parse(text, start=start)
    except UnexpectedInput as exc:
        raise OdsgenError(_syntax_diagnostic(exc, text, fld, loc)) from None
    try:
        return _Builder().transform(tree)
    except VisitError as exc:
        cause = exc.orig_exc
        if isinstance(cause, _BuildError):
            raise OdsgenError(error(loc_in_string(loc, cause.span.line, cause.span.col, fld), cause.message)) from None
        raise


# ============================================================================ dimension specs


@dataclass(frozen=True, slots=True)
class AvailabilitySpec:
    """The parsed merge strings of one ``Availability`` def.

    ``result_type`` is the parsed ``queryFnRetType`` when known: it gives ``{}`` in an
    initializer its C++ meaning (an empty vector, an empty optional, a zero enum).
    """

    merge_action: Action
    initializer: Action
    instance_preparation: Action
    instance: Action
    result_type: TypeRef | None = None

    @property
    def semantics(self) -> MergeSemantics:
        return classify_merge(self.merge_action)


def parse_availability_spec(
    *,
    merge_action: str,
    initializer: str,
    instance: str,
    instance_preparation: str = "",
    query_fn_ret_type: str | None = None,
    locs: Mapping[str, Loc] | None = None,
) -> AvailabilitySpec:
    """Parse every field of one Availability def; all fields' errors are raised together.

    ``locs`` maps a field name (``"mergeAction"``, ...) to where its text starts.
    """
    locs = locs or {}
    diagnostics: list[Diagnostic] = []
    parsed: dict[Field, object] = {}
    sources = {
        Field.MERGE_ACTION: merge_action,
        Field.INITIALIZER: initializer,
        Field.INSTANCE_PREPARATION: instance_preparation,
        Field.INSTANCE: instance,
    }
    if query_fn_ret_type is not None:
        sources[Field.QUERY_FN_RET_TYPE] = query_fn_ret_type
    for fld, text in sources.items():
        try:
            if fld in _TYPE_FIELDS:
                parsed[fld] = parse_type(text, fld, locs.get(fld.value))
            else:
                parsed[fld] = parse_action(text, fld, locs.get(fld.value))
        except OdsgenError as exc:
            diagnostics.extend(exc.diagnostics)
    if diagnostics:
        raise OdsgenError(diagnostics)
    return AvailabilitySpec(
        parsed[Field.MERGE_ACTION],
        parsed[Field.INITIALIZER],
        parsed[Field.INSTANCE_PREPARATION],
        parsed[Field.INSTANCE],
        parsed.get(Field.QUERY_FN_RET_TYPE),
    )


# ============================================================================ classification


class MergeSemantics(enum.Enum):
    """What a merge action means, recognised from its shape (see classify_merge).

    - NONE: the action is empty; the instance contributes nothing (upstream writes ""
      for ``Extension<[]>``).
    - MIN_VERSION: ``$overall = max($overall, $instance)`` over an ordered enum, in any
      of its spellings: a lower bound (``AtLeast``).
    - MAX_VERSION: the same with ``min``: an upper bound (``AtMost``).
    - ALL_OF_ANY_OF: the action accumulates (``emplace_back``, ``append``, ``add``,
      ``|``, ``union``, ``extend``...): a conjunction; an accumulated array or set is
      one any-of group, an accumulated enum case is a group of one (``AllOfAnyOf``).
    - CUSTOM: anything else; the evaluator still runs it, but the algebra has no
      shape for its values.
    """

    NONE = "none"
    MIN_VERSION = "min-version"
    MAX_VERSION = "max-version"
    ALL_OF_ANY_OF = "all-of-any-of"
    CUSTOM = "custom"


_MAX_FUNCTIONS = frozenset({("max",), ("std", "max")})
_MIN_FUNCTIONS = frozenset({("min",), ("std", "min")})
_APPEND_METHODS = frozenset({"emplace_back", "push_back", "append", "add", "insert"})
_EXTEND_METHODS = frozenset({"extend", "update", "append_range"})
_NULL_NAMES = frozenset({("std", "nullopt"), ("nullopt",), ("llvm", "None")})


def classify_merge(action: Action) -> MergeSemantics:
    """Recognise the meaning of a mergeAction from its shape.

    Casts (``static_cast<int>(...)``, ``static_cast<E>(...)``, ``uint32_t(...)``),
    optional dereferences (``*$overall``) and the optional lift (``if ($overall) {
    <merge> } else { $overall = $instance; }`` or Python's ``$instance if $overall is
    None else <merge>``) are looked through; ``$final`` is ``$overall``.
    """
    stmts = _flatten(action.stmts)
    if not stmts:
        return MergeSemantics.NONE
    if len(stmts) != 1:
        return MergeSemantics.CUSTOM
    return _classify_stmt(stmts[0])


def _flatten(stmts: tuple[Stmt, ...]) -> tuple[Stmt, ...]:
    while len(stmts) == 1 and isinstance(stmts[0], Block):
        stmts = stmts[0].stmts
    return stmts


def _single(stmt: Stmt | None) -> Stmt | None:
    if stmt is None:
        return None
    flat = _flatten((stmt,))
    return flat[0] if len(flat) == 1 else None


def _strip(expr: Expr) -> Expr:
    """Look through casts and dereferences; ``$final`` becomes ``$overall``."""
    while True:
        if isinstance(expr, Cast):
            expr = expr.operand
        elif isinstance(expr, Unary) and expr.op == "*":
            expr = expr.operand
        elif isinstance(expr, Construct) and len(expr.args) == 1:
            expr = expr.args[0]
        elif isinstance(expr, Call) and isinstance(expr.callee, Name) and len(expr.args) == 1:
            if expr.callee.parts[-1] not in _SCALAR_TYPES:
                return expr
            expr = expr.args[0]
        elif isinstance(expr, Placeholder) and expr.name == "final":
            return Placeholder("overall")
        else:
            return expr


def _is(expr: Expr, slot: str) -> bool:
    stripped = _strip(expr)
    return isinstance(stripped, Placeholder) and stripped.slot == slot


def _is_null(expr: Expr) -> bool:
    return isinstance(expr, NullLit) or (isinstance(expr, Name) and expr.parts in _NULL_NAMES)


def _presence_test(test: Expr) -> bool | None:
    """True if ``test`` asks "$overall has a value", False for "has none", else None."""
    if isinstance(test, Unary) and test.op in ("!", "not"):
        inner = _presence_test(test.operand)
        return None if inner is None else not inner
    if isinstance(test, Placeholder) and test.slot == "overall":
        return True
    if isinstance(test, MethodCall) and test.method == "has_value" and not test.args and _is(test.obj, "overall"):
        return True
    if isinstance(test, Binary) and test.op in ("is", "is not", "==", "!="):
        for side, other in ((test.left, test.right), (test.right, test.left)):
            if _is(side, "overall") and _is_null(other):
                return test.op in ("is not", "!=")
    return None


def _assigns_instance(stmt: Stmt | None) -> bool:
    return isinstance(stmt, Assign) and stmt.op == "=" and _is(stmt.target, "overall") and _is(stmt.value, "instance")


def _classify_stmt(stmt: Stmt) -> MergeSemantics:
    custom = MergeSemantics.CUSTOM
    if isinstance(stmt, If):
        present = _presence_test(stmt.test)
        then, otherwise = _single(stmt.then), _single(stmt.otherwise)
        if present is True and _assigns_instance(otherwise) and then is not None:
            return _bounded(_classify_stmt(then))
        if present is False and _assigns_instance(then) and otherwise is not None:
            return _bounded(_classify_stmt(otherwise))
        return custom
    if isinstance(stmt, ExprStmt):
        call = stmt.expr
        if (
            isinstance(call, MethodCall)
            and call.method in _APPEND_METHODS | _EXTEND_METHODS
            and len(call.args) == 1
            and _is(call.obj, "overall")
            and _is(call.args[0], "instance")
        ):
            return MergeSemantics.ALL_OF_ANY_OF
        return custom
    if not isinstance(stmt, Assign) or not _is(stmt.target, "overall"):
        return custom
    if stmt.op in ("|=", "+="):
        return MergeSemantics.ALL_OF_ANY_OF if _is_instance_or_list_of_it(stmt.value) else custom
    if stmt.op != "=":
        return custom
    value = stmt.value
    if isinstance(value, Conditional):
        present = _presence_test(value.test)
        if present is True and _is(value.otherwise, "instance"):
            return _bounded(_classify_stmt(Assign(stmt.target, "=", value.then)))
        if present is False and _is(value.then, "instance"):
            return _bounded(_classify_stmt(Assign(stmt.target, "=", value.otherwise)))
        return custom
    value = _strip(value)
    if isinstance(value, Call) and isinstance(value.callee, Name) and len(value.args) == 2:
        operands = {_slot_of(arg) for arg in value.args}
        if operands == {"overall", "instance"}:
            if value.callee.parts in _MAX_FUNCTIONS:
                return MergeSemantics.MIN_VERSION
            if value.callee.parts in _MIN_FUNCTIONS:
                return MergeSemantics.MAX_VERSION
    if isinstance(value, Binary) and value.op in ("|", "+"):
        pair = (value.left, value.right)
        for mine, theirs in (pair, pair[::-1]):
            if _is(mine, "overall") and _is_instance_or_list_of_it(theirs) and (value.op == "|" or mine is pair[0]):
                return MergeSemantics.ALL_OF_ANY_OF
    if isinstance(value, MethodCall) and value.method == "union" and len(value.args) == 1:
        if _is(value.obj, "overall") and _is(value.args[0], "instance"):
            return MergeSemantics.ALL_OF_ANY_OF
    return custom


def _slot_of(expr: Expr) -> str | None:
    stripped = _strip(expr)
    return stripped.slot if isinstance(stripped, Placeholder) else None


def _is_instance_or_list_of_it(expr: Expr) -> bool:
    if isinstance(expr, ListLit) and len(expr.items) == 1:
        return _is(expr.items[0], "instance")
    return _is(expr, "instance")


def _bounded(inner: MergeSemantics) -> MergeSemantics:
    # The optional lift only makes sense around max/min.
    return inner if inner in (MergeSemantics.MIN_VERSION, MergeSemantics.MAX_VERSION) else MergeSemantics.CUSTOM


# ============================================================================ values


@dataclass(frozen=True, slots=True)
class FixedInt:
    """An unsigned fixed-width C++ integer (``uint32_t(0)``): ``~`` and ``|`` wrap at ``bits``."""

    value: int
    bits: int


@dataclass(frozen=True, slots=True)
class EnumValue:
    """A value of an enum: its enum's name, integer value, and case symbol when it names one."""

    enum: str
    value: int
    symbol: str | None = None

    def __str__(self) -> str:
        return f"{self.enum}::{self.symbol}" if self.symbol else f"{self.enum}({self.value})"


@dataclass(frozen=True, slots=True)
class Seq:
    """An array, ``ArrayRef``, ``SmallVector`` or Python list: ordered, duplicates kept."""

    items: tuple[Value, ...] = ()


@dataclass(frozen=True, slots=True)
class SetValue:
    """A Python set: unique items, kept in insertion order so results are deterministic."""

    items: tuple[Value, ...] = ()

    @staticmethod
    def of(items: Iterable[Value]) -> SetValue:
        return SetValue(tuple(dict.fromkeys(items)))


# None is an empty optional (std::nullopt); a present optional is its value.
Value = Union[None, bool, int, FixedInt, EnumValue, Seq, SetValue]


def format_value(value: Value) -> str:
    """A value as a person reads it in a diagnostic or a report."""
    if value is None:
        return "nullopt"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, FixedInt):
        return str(value.value)
    if isinstance(value, (Seq, SetValue)):
        open_, close = ("[", "]") if isinstance(value, Seq) else ("{", "}")
        return open_ + ", ".join(format_value(item) for item in value.items) + close
    return str(value)


# ============================================================================ types


_SIGNED_INTS = frozenset({"int", "signed", "long", "short", "int8_t", "int16_t", "int32_t", "int64_t", "intptr_t"})
_UNSIGNED_BITS = {
    "unsigned": 32, "uint8_t": 8, "uint16_t": 16, "uint32_t": 32, "uint64_t": 64,
    "size_t": 64, "uintptr_t": 64,
}  # fmt: skip
_OPTIONAL_TYPES = frozenset({"optional", "Optional"})
_SEQ_TYPES = frozenset(
    {"SmallVector", "SmallVectorImpl", "ArrayRef", "MutableArrayRef", "vector", "array", "list", "List",
     "tuple", "Tuple", "Sequence"}
)  # fmt: skip
_SET_TYPES = frozenset(
    {"set", "frozenset", "Set", "FrozenSet", "AbstractSet", "SmallSet", "DenseSet", "SetVector", "unordered_set"}
)  # fmt: skip
_SCALAR_TYPES = _SIGNED_INTS | frozenset(_UNSIGNED_BITS) | {"bool"}


@dataclass(frozen=True, slots=True)
class _Ty:
    """A resolved type: kind is int, uint, bool, enum, optional, seq, set or auto."""

    kind: str
    bits: int = 0
    enum: EnumInfo | None = None
    inner: _Ty | None = None


_AUTO = _Ty("auto")


# ============================================================================ evaluation


class _EvalError(Exception):
    def __init__(self, message: str, node: object):
        super().__init__(message)
        self.message = message
        self.node = node


class _Scope:
    """Local variables of one block, chained to the enclosing block's."""

    __slots__ = ("vars", "parent")

    def __init__(self, parent: _Scope | None = None):
        self.vars: dict[str, Value] = {}
        self.parent = parent

    def find(self, name: str) -> _Scope | None:
        scope: _Scope | None = self
        while scope is not None:
            if name in scope.vars:
                return scope
            scope = scope.parent
        return None


class _Run:
    """One evaluation of one Action: placeholder slots, scopes, the action for locations."""

    __slots__ = ("action", "slots")

    def __init__(self, action: Action, slots: dict[str, Value]):
        self.action = action
        self.slots = slots


class Evaluator:
    """Interprets parsed fields over the values of one dimension.

    ``enums`` are the enums names in the strings may refer to (the dimension's own and
    any other); ``result_type`` is the dimension's parsed ``queryFnRetType`` (it gives
    ``{}`` its meaning). Errors raise OdsgenError at the failing node's location.
    """

    def __init__(self, enums: Iterable[EnumInfo] = (), result_type: TypeRef | None = None):
        self._enums: dict[str, list[EnumInfo]] = {}
        for info in enums:
            self._enums.setdefault(info.name, []).append(info)
        self.result_type = result_type

    # -------------------------------------------------------------- public API

    def initializer(self, action: Action) -> Value:
        """The initial ``$overall``: the initializer converted to the result type."""
        run = _Run(action, {})
        return self._guard(run, lambda: self._initial_value(run, action.expr))

    def instance(self, instance: Action, preparation: Action | None = None) -> Value:
        """The instance value, after running ``preparation`` in the same scope."""
        scope = _Scope()
        if preparation is not None:
            prep_run = _Run(preparation, {})
            self._guard(prep_run, lambda: self._exec_all(prep_run, preparation.stmts, scope))
        run = _Run(instance, {})
        return self._guard(run, lambda: self._expr(run, instance.expr, scope))

    def merge(self, action: Action, overall: Value, instance: Value) -> Value:
        """Run ``action`` with ``$overall``/``$final`` = overall and ``$instance`` = instance."""
        run = _Run(action, {"overall": overall, "instance": instance})
        self._guard(run, lambda: self._exec_all(run, action.stmts, _Scope()))
        return run.slots["overall"]

    def fold(self, action: Action, initializer: Action, instances: Iterable[Value]) -> Value:
        """The initializer merged with every instance in order, as upstream's generated code does."""
        overall = self.initializer(initializer)
        for value in instances:
            overall = self.merge(action, overall, value)
        return overall

    def contribution(self, spec: AvailabilitySpec) -> Value | None:
        """The requirement one Availability def alone contributes: merge(initializer, instance).

        None when its merge action is empty (upstream then emits no code for it).
        """
        if spec.merge_action.is_empty:
            return None
        evaluator = self if spec.result_type is None else Evaluator(self._all_enums(), spec.result_type)
        instance = evaluator.instance(spec.instance, spec.instance_preparation)
        return evaluator.merge(spec.merge_action, evaluator.initializer(spec.initializer), instance)

    def requirement_of(self, spec: AvailabilitySpec, provenance: Iterable[Provenance] = ()) -> Requirement | None:
        """The algebra's form of ``contribution(spec)``, or None for NONE semantics.

        Raises OdsgenError (at the merge action) for CUSTOM semantics or for a value
        the semantics cannot describe.
        """
        semantics = spec.semantics
        if semantics is MergeSemantics.NONE:
            return None
        value = self.contribution(spec)
        return self.to_requirement(semantics, value, provenance, where=spec.merge_action)

    def to_requirement(
        self,
        semantics: MergeSemantics,
        value: Value,
        provenance: Iterable[Provenance] = (),
        where: Action | None = None,
    ) -> Requirement:
        """Describe a merged value ``value`` of a dimension with ``semantics`` in the algebra."""
        provenance = tuple(provenance)

        def fail(message: str):
            loc = where.loc(Span(1, 1, 1, 1)) if where is not None else None
            return OdsgenError(error(loc, message))

        if semantics in (MergeSemantics.MIN_VERSION, MergeSemantics.MAX_VERSION):
            shape = AtLeast if semantics is MergeSemantics.MIN_VERSION else AtMost
            if value is None:
                return shape()
            if not isinstance(value, EnumValue) or value.symbol is None:
                raise fail(f"{semantics.value} value {format_value(value)} is not an enum case")
            return shape(Case(value.symbol, value.value), provenance)
        if semantics is MergeSemantics.ALL_OF_ANY_OF:
            if value is None:
                return AllOfAnyOf()
            members = value.items if isinstance(value, (Seq, SetValue)) else (value,)
            groups = []
            for member in members:
                if isinstance(member, (Seq, SetValue)):
                    groups.append(AnyOf(tuple(self._case_of(item, fail) for item in member.items), provenance))
                else:
                    groups.extend(AnyOf((case,), provenance) for case in self._cases_of_bits(member, fail))
            return AllOfAnyOf(tuple(groups))
        raise fail(f"merge action has {semantics.value} semantics, which the requirement algebra does not describe")

    # -------------------------------------------------------------- helpers for to_requirement

    def _all_enums(self) -> list[EnumInfo]:
        return [info for infos in self._enums.values() for info in infos]

    def _case_of(self, item: Value, fail) -> Case:
        if isinstance(item, EnumValue) and item.symbol is not None:
            return Case(item.symbol, item.value)
        raise fail(f"{format_value(item)} is not an enum case")

    def _cases_of_bits(self, item: Value, fail) -> list[Case]:
        if not isinstance(item, EnumValue):
            raise fail(f"{format_value(item)} is not an enum case")
        info = self._enum_named(item.enum)
        if info is None or not info.is_bit_enum or item.symbol is not None:
            return [self._case_of(item, fail)]
        # A bit-enum value with several bits set requires each bit.
        cases = []
        for bit in range(item.value.bit_length()):
            if item.value >> bit & 1:
                case = info.case_valued(1 << bit)
                if case is None:
                    raise fail(f"bit {1 << bit} of {format_value(item)} is not a case of {item.enum}")
                cases.append(case)
        return cases

    def _enum_named(self, name: str) -> EnumInfo | None:
        infos = self._enums.get(name)
        return infos[0] if infos else None

    # -------------------------------------------------------------- error plumbing

    def _guard(self, run: _Run, thunk):
        try:
            return thunk()
        except _EvalError as exc:
            span = getattr(exc.node, "span", _NO_SPAN)
            raise OdsgenError(error(run.action.loc(span), exc.message)) from None

    # -------------------------------------------------------------- statements

    def _exec_all(self, run: _Run, stmts: tuple[Stmt, ...], scope: _Scope) -> None:
        for stmt in stmts:
            self._exec(run, stmt, scope)

    def _exec(self, run: _Run, stmt: Stmt, scope: _Scope) -> None:
        if isinstance(stmt, ExprStmt):
            self._expr(run, stmt.expr, scope)
        elif isinstance(stmt, Assign):
            value = self._expr(run, stmt.value, scope)
            if stmt.op != "=":
                current = self._expr(run, stmt.target, scope)
                value = self._binary_op(stmt.op[:-1], current, value, stmt)
            self._store(run, stmt.target, value, scope)
        elif isinstance(stmt, Decl):
            if stmt.name in scope.vars:
                raise _EvalError(f"redefinition of '{stmt.name}'", stmt)
            scope.vars[stmt.name] = self._declare(run, stmt, scope)
        elif isinstance(stmt, If):
            if self._truthy(self._expr(run, stmt.test, scope), stmt.test):
                self._exec(run, stmt.then, _Scope(scope))
            elif stmt.otherwise is not None:
                self._exec(run, stmt.otherwise, _Scope(scope))
        elif isinstance(stmt, Block):
            self._exec_all(run, stmt.stmts, _Scope(scope))
        else:  # pragma: no cover - the builder makes no other statements
            raise _EvalError(f"cannot run {type(stmt).__name__}", stmt)

    def _declare(self, run: _Run, decl: Decl, scope: _Scope) -> Value:
        ty = self._type(decl.type)
        if decl.ctor_args is not None:
            return self._construct(run, ty, decl.ctor_args, scope, decl)
        if decl.init is None:
            return self._zero(ty, decl)
        if decl.is_array:
            if not isinstance(decl.init, ListLit):
                raise _EvalError(f"array '{decl.name}' needs a braced initializer", decl.init)
            items = tuple(self._convert(self._expr(run, item, scope), ty, item) for item in decl.init.items)
            return Seq(items)
        return self._convert_init(run, decl.init, ty, scope)

    def _store(self, run: _Run, target: Expr, value: Value, scope: _Scope) -> None:
        if isinstance(target, Unary) and target.op == "*":
            if self._expr(run, target.operand, scope) is None:
                raise _EvalError("assignment through an empty optional", target)
            target = target.operand
        if isinstance(target, Placeholder):
            run.slots[target.slot] = value
            return
        if isinstance(target, Name) and len(target.parts) == 1 and not target.is_global:
            owner = scope.find(target.parts[0]) or scope
            owner.vars[target.parts[0]] = value
            return
        raise _EvalError("cannot assign to this expression", target)

    # -------------------------------------------------------------- expressions

    def _initial_value(self, run: _Run, expr: Expr) -> Value:
        if self.result_type is None:
            return self._expr(run, expr, _Scope())
        return self._convert_init(run, expr, self._type(self.result_type), _Scope())

    def _convert_init(self, run: _Run, expr: Expr, ty: _Ty, scope: _Scope) -> Value:
        """``T x = expr``: a braced list initializes T; anything else converts to T."""
        if isinstance(expr, ListLit) and expr.braced:
            items = tuple(self._expr(run, item, scope) for item in expr.items)
            return self._from_braced(items, ty, expr)
        return self._convert(self._expr(run, expr, scope), ty, expr)

    def _expr(self, run: _Run, expr: Expr, scope: _Scope) -> Value:
        if isinstance(expr, Placeholder):
            return run.slots[expr.slot]
        if isinstance(expr, IntLit):
            return expr.value
        if isinstance(expr, BoolLit):
            return expr.value
        if isinstance(expr, NullLit):
            return None
        if isinstance(expr, Name):
            return self._name(expr, scope)
        if isinstance(expr, Member):
            if isinstance(expr.obj, Name) and scope.find(expr.obj.parts[0]) is None:
                return self._name(Name(expr.obj.parts + (expr.name,), expr.obj.is_global, expr.span), scope)
            raise _EvalError(f"no member '{expr.name}' here", expr)
        if isinstance(expr, Unary):
            return self._unary(run, expr, scope)
        if isinstance(expr, Binary):
            return self._binary(run, expr, scope)
        if isinstance(expr, Conditional):
            taken = expr.then if self._truthy(self._expr(run, expr.test, scope), expr.test) else expr.otherwise
            return self._expr(run, taken, scope)
        if isinstance(expr, ListLit):
            items = tuple(self._expr(run, item, scope) for item in expr.items)
            return Seq(items)
        if isinstance(expr, Cast):
            return self._convert(self._expr(run, expr.operand, scope), self._type(expr.type), expr)
        if isinstance(expr, Construct):
            return self._construct(run, self._type(expr.type), expr.args, scope, expr)
        if isinstance(expr, Call):
            return self._call(run, expr, scope)
        if isinstance(expr, MethodCall):
            return self._method(run, expr, scope)
        if isinstance(expr, Index):
            container = self._expr(run, expr.obj, scope)
            position = self._expr(run, expr.index, scope)
            if not isinstance(container, Seq) or not isinstance(position, int):
                raise _EvalError("only arrays can be indexed, by integers", expr)
            if not 0 <= position < len(container.items):
                raise _EvalError(f"index {position} is out of range", expr.index)
            return container.items[position]
        if isinstance(expr, TemplateMember):
            raise _EvalError(f"'{expr.type}::{expr.name}' must be called", expr)
        raise _EvalError(f"cannot evaluate {type(expr).__name__}", expr)  # pragma: no cover

    def _name(self, name: Name, scope: _Scope) -> Value:
        parts = name.parts
        if len(parts) == 1 and not name.is_global:
            owner = scope.find(parts[0])
            if owner is not None:
                return owner.vars[parts[0]]
        if parts in _NULL_NAMES:
            return None
        if len(parts) >= 2:
            info = self._enum_for(parts[:-1], name)
            if info is not None:
                case = info.case_named(parts[-1])
                if case is None:
                    raise _EvalError(f"'{parts[-1]}' is not a case of enum '{info.name}'", name)
                return EnumValue(info.name, case.value, case.symbol)
        raise _EvalError(f"unknown name '{name}'", name)

    def _enum_for(self, qualified: tuple[str, ...], node: object) -> EnumInfo | None:
        """The registered enum that ``ns::...::Enum`` names, if any."""
        candidates = [
            info
            for info in self._enums.get(qualified[-1], ())
            if _namespace_matches(qualified[:-1], info.namespace_parts)
        ]
        if len(candidates) > 1:
            raise _EvalError(f"'{'::'.join(qualified)}' names more than one enum", node)
        return candidates[0] if candidates else None

    def _unary(self, run: _Run, expr: Unary, scope: _Scope) -> Value:
        value = self._expr(run, expr.operand, scope)
        op = expr.op
        if op == "*":
            if value is None:
                raise _EvalError("dereference of an empty optional (std::nullopt)", expr)
            return value
        if op in ("!", "not"):
            return not self._truthy(value, expr.operand)
        if op == "~":
            if isinstance(value, FixedInt):
                return FixedInt(~value.value & ((1 << value.bits) - 1), value.bits)
            if isinstance(value, int) and not isinstance(value, bool):
                return ~value
        if op == "-" and isinstance(value, int) and not isinstance(value, bool):
            return -value
        raise _EvalError(f"'{op}' does not apply to {format_value(value)}", expr)

    def _binary(self, run: _Run, expr: Binary, scope: _Scope) -> Value:
        op = expr.op
        if op in ("and", "or"):
            left = self._truthy(self._expr(run, expr.left, scope), expr.left)
            if left == (op == "or"):
                return left
            return self._truthy(self._expr(run, expr.right, scope), expr.right)
        left = self._expr(run, expr.left, scope)
        right = self._expr(run, expr.right, scope)
        return self._binary_op(op, left, right, expr)

    def _binary_op(self, op: str, left: Value, right: Value, node: object) -> Value:
        if op in ("is", "is not"):
            if left is not None and right is not None:
                raise _EvalError(f"'{op}' only compares with None", node)
            return (left is right) == (op == "is")
        if op in ("==", "!="):
            return (_identity_key(left) == _identity_key(right)) == (op == "==")
        if op in ("<", "<=", ">", ">="):
            a, b = self._ordered(left, right, node)
            return {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[op]
        if isinstance(left, (Seq, SetValue)) and isinstance(right, (Seq, SetValue)):
            return _collection_op(op, left, right, node)
        if isinstance(left, EnumValue) and isinstance(right, EnumValue) and op in ("|", "&", "^"):
            if left.enum != right.enum:
                raise _EvalError(f"cannot combine {left.enum} with {right.enum}", node)
            raw = _int_op(op, left.value, right.value)
            return self._enum_value(left.enum, raw)
        if _is_number(left) and _is_number(right) and op in ("|", "&", "^", "+", "-"):
            raw = _int_op(op, _number(left), _number(right))
            bits = max((v.bits for v in (left, right) if isinstance(v, FixedInt)), default=0)
            return FixedInt(raw % (1 << bits), bits) if bits else raw
        raise _EvalError(f"'{op}' does not apply to {format_value(left)} and {format_value(right)}", node)

    def _ordered(self, left: Value, right: Value, node: object) -> tuple[int, int]:
        if isinstance(left, EnumValue) and isinstance(right, EnumValue):
            if left.enum != right.enum:
                raise _EvalError(f"cannot compare {left.enum} with {right.enum}", node)
            return left.value, right.value
        if _is_number(left) and _is_number(right):
            return _number(left), _number(right)
        raise _EvalError(f"cannot order {format_value(left)} and {format_value(right)}", node)

    def _truthy(self, value: Value, node: object) -> bool:
        # An enum value is only ever tested as the content of an optional: present.
        if value is None:
            return False
        if isinstance(value, (bool, EnumValue)):
            return value is True or isinstance(value, EnumValue)
        if isinstance(value, int):
            return value != 0
        if isinstance(value, FixedInt):
            return value.value != 0
        if isinstance(value, (Seq, SetValue)):
            return bool(value.items)
        raise _EvalError(f"cannot test {format_value(value)}", node)  # pragma: no cover

    def _enum_value(self, enum_name: str, raw: int) -> EnumValue:
        info = self._enum_named(enum_name)
        case = info.case_valued(raw) if info is not None else None
        return EnumValue(enum_name, raw, case.symbol if case else None)

    # -------------------------------------------------------------- calls

    def _call(self, run: _Run, call: Call, scope: _Scope) -> Value:
        callee = call.callee
        if isinstance(callee, TemplateMember):
            return self._limits(callee, call)
        if not isinstance(callee, Name):
            raise _EvalError("only named functions can be called", callee)
        args = [self._expr(run, arg, scope) for arg in call.args]
        parts = callee.parts
        if parts in _MAX_FUNCTIONS or parts in _MIN_FUNCTIONS:
            return self._extreme(args, parts in _MAX_FUNCTIONS, call)
        if parts in (("std", "size"), ("llvm", "size"), ("len",)):
            if len(args) != 1 or not isinstance(args[0], (Seq, SetValue)):
                raise _EvalError(f"'{callee}' takes one array or set", call)
            return len(args[0].items)
        if parts in (("std", "make_optional"),):
            if len(args) != 1:
                raise _EvalError("'std::make_optional' takes one value", call)
            return args[0]
        if parts in (("set",), ("frozenset",), ("list",), ("tuple",)):
            if len(args) > 1 or (args and not isinstance(args[0], (Seq, SetValue))):
                raise _EvalError(f"'{callee}' takes at most one collection", call)
            items = args[0].items if args else ()
            return Seq(items) if parts[0] in ("list", "tuple") else SetValue.of(items)
        # A functional cast: uint32_t(0), Version(3), std::optional-less type names.
        ty = self._maybe_type(TypeRef(callee, (), callee.span))
        if ty is not None:
            return self._construct_values(ty, args, call)
        raise _EvalError(f"unknown function '{callee}'", callee)

    def _extreme(self, args: list[Value], highest: bool, node: Call) -> Value:
        if len(args) == 1 and isinstance(args[0], (Seq, SetValue)):
            args = list(args[0].items)  # std::max({a, b, c}), max([a, b])
        if not args:
            raise _EvalError("max/min of nothing", node)
        best = args[0]
        for candidate in args[1:]:
            a, b = self._ordered(best, candidate, node)
            # std::max(a, b) is b only if a < b; std::min(a, b) is b only if b < a.
            if (a < b) if highest else (b < a):
                best = candidate
        return best

    def _limits(self, member: TemplateMember, call: Call) -> Value:
        if member.type.name.parts[-1] != "numeric_limits" or member.name not in ("max", "min") or call.args:
            raise _EvalError(f"unknown function '{member.type}::{member.name}'", member)
        ty = self._type(member.type.args[0]) if member.type.args else None
        if ty is None or ty.kind not in ("int", "uint"):
            raise _EvalError("std::numeric_limits needs an integer type", member)
        if ty.kind == "uint":
            return FixedInt((1 << ty.bits) - 1 if member.name == "max" else 0, ty.bits)
        return (1 << 31) - 1 if member.name == "max" else -(1 << 31)

    def _method(self, run: _Run, call: MethodCall, scope: _Scope) -> Value:
        obj = self._expr(run, call.obj, scope)
        args = [self._expr(run, arg, scope) for arg in call.args]
        method = call.method
        arity = {"has_value": 0, "value": 0, "empty": 0, "size": 0, "value_or": 1}
        if method in arity and len(args) != arity[method]:
            raise _EvalError(f"'{method}' takes {arity[method]} argument(s)", call)
        if method == "has_value":
            return obj is not None
        if method == "value":
            if obj is None:
                raise _EvalError("value() of an empty optional", call)
            return obj
        if method == "value_or":
            return args[0] if obj is None else obj
        if not isinstance(obj, (Seq, SetValue)):
            raise _EvalError(f"'{method}' needs an array or a set, not {format_value(obj)}", call)
        if method == "empty":
            return not obj.items
        if method == "size":
            return len(obj.items)
        if len(args) != 1:
            raise _EvalError(f"'{method}' takes one argument", call)
        (arg,) = args
        if method in ("union", "intersection", "difference"):
            if not isinstance(arg, (Seq, SetValue)):
                raise _EvalError(f"'{method}' takes a collection", call)
            return _collection_op({"union": "|", "intersection": "&", "difference": "-"}[method], obj, arg, call)
        if method in _APPEND_METHODS:
            updated = _append(obj, arg)
        elif method in _EXTEND_METHODS:
            if not isinstance(arg, (Seq, SetValue)):
                raise _EvalError(f"'{method}' takes a collection", call)
            updated = _extend(obj, arg.items)
        elif method in ("contains", "count"):
            found = arg in obj.items
            return found if method == "contains" else int(found)
        else:
            raise _EvalError(f"unknown method '{method}'", call)
        # Mutating methods rebind the variable they were called on.
        self._store(run, call.obj, updated, scope)
        return None

    # -------------------------------------------------------------- types and conversions

    def _type(self, ref: TypeRef) -> _Ty:
        ty = self._maybe_type(ref)
        if ty is None:
            raise _EvalError(f"unknown type '{ref}'", ref)
        return ty

    def _maybe_type(self, ref: TypeRef | int) -> _Ty | None:
        if isinstance(ref, int):
            return None
        head = ref.name.parts[-1]
        inner = None
        type_args = [a for a in ref.args if isinstance(a, TypeRef)]
        if type_args:
            inner = self._maybe_type(type_args[0])
            if inner is None:
                return None
        if head in _OPTIONAL_TYPES:
            return _Ty("optional", inner=inner or _AUTO)
        if head in _SEQ_TYPES:
            return _Ty("seq", inner=inner or _AUTO)
        if head in _SET_TYPES:
            return _Ty("set", inner=inner or _AUTO)
        if ref.args:
            return None
        if head in _SIGNED_INTS:
            return _Ty("int")
        if head in _UNSIGNED_BITS:
            return _Ty("uint", bits=_UNSIGNED_BITS[head])
        if head == "bool":
            return _Ty("bool")
        if head == "auto":
            return _AUTO
        try:
            info = self._enum_for(ref.name.parts, ref)
        except _EvalError:
            return None
        return _Ty("enum", enum=info) if info is not None else None

    def _zero(self, ty: _Ty, node: object) -> Value:
        """Value-initialization, ``T()`` or ``T x = {}``."""
        if ty.kind in ("int",):
            return 0
        if ty.kind == "uint":
            return FixedInt(0, ty.bits)
        if ty.kind == "bool":
            return False
        if ty.kind == "enum":
            assert ty.enum is not None
            return self._enum_value(ty.enum.name, 0)
        if ty.kind == "optional":
            return None
        if ty.kind == "seq":
            return Seq()
        if ty.kind == "set":
            return SetValue()
        raise _EvalError("'auto' needs an initializer", node)

    def _from_braced(self, items: tuple[Value, ...], ty: _Ty, node: object) -> Value:
        if ty.kind in ("seq", "set"):
            assert ty.inner is not None
            converted = tuple(self._convert(item, ty.inner, node) for item in items)
            return Seq(converted) if ty.kind == "seq" else SetValue.of(converted)
        if not items:
            return self._zero(ty, node)
        if len(items) == 1:
            return self._convert(items[0], ty, node)
        if ty.kind == "auto":
            return Seq(items)
        raise _EvalError(f"too many values in braces for a scalar ({len(items)})", node)

    def _construct(self, run: _Run, ty: _Ty, arg_exprs: tuple[Expr, ...], scope: _Scope, node: object) -> Value:
        args = [self._expr(run, arg, scope) for arg in arg_exprs]
        return self._construct_values(ty, args, node)

    def _construct_values(self, ty: _Ty, args: list[Value], node: object) -> Value:
        if not args:
            return self._zero(ty, node)
        if ty.kind == "seq" and len(args) == 2 and isinstance(args[0], Seq) and _is_number(args[1]):
            # ArrayRef<T>(data, length): the first `length` items.
            count = _number(args[1])
            if not 0 <= count <= len(args[0].items):
                raise _EvalError(f"length {count} exceeds the array's {len(args[0].items)} items", node)
            return Seq(args[0].items[:count])
        if len(args) != 1:
            raise _EvalError(f"cannot build a value from {len(args)} arguments", node)
        return self._convert(args[0], ty, node)

    def _convert(self, value: Value, ty: _Ty, node: object) -> Value:
        kind = ty.kind
        if kind == "auto":
            return value
        if kind == "optional":
            assert ty.inner is not None
            return None if value is None else self._convert(value, ty.inner, node)
        if kind in ("seq", "set"):
            if not isinstance(value, (Seq, SetValue)):
                raise _EvalError(f"cannot convert {format_value(value)} to a collection", node)
            assert ty.inner is not None
            items = tuple(self._convert(item, ty.inner, node) for item in value.items)
            return Seq(items) if kind == "seq" else SetValue.of(items)
        if kind == "bool":
            return self._truthy(value, node)
        if not isinstance(value, (bool, EnumValue)) and not _is_number(value):
            raise _EvalError(f"cannot convert {format_value(value)} to a number or enum", node)
        raw = value.value if isinstance(value, (EnumValue, FixedInt)) else int(value)
        if kind == "int":
            # Deliberately no 32-bit wrap: the RFC's static_cast<int>(~uint32_t(0))
            # would be -1 in C++ and make its MaxVersion merge always yield ~0.
            return raw
        if kind == "uint":
            return FixedInt(raw % (1 << ty.bits), ty.bits)
        assert kind == "enum" and ty.enum is not None
        return self._enum_value(ty.enum.name, raw)


# ============================================================================ small value helpers


def _namespace_matches(written: tuple[str, ...], namespace: tuple[str, ...]) -> bool:
    """``spirv::Version`` matches namespace ``::mlir::spirv``: what is written is a suffix."""
    return not written or namespace[len(namespace) - len(written) :] == written


def _is_number(value: Value) -> bool:
    return isinstance(value, FixedInt) or (isinstance(value, int) and not isinstance(value, bool))


def _number(value: Value) -> int:
    return value.value if isinstance(value, FixedInt) else int(value)


def _int_op(op: str, a: int, b: int) -> int:
    return {"|": a | b, "&": a & b, "^": a ^ b, "+": a + b, "-": a - b}[op]


def _identity_key(value: Value) -> object:
    if isinstance(value, FixedInt):
        return ("n", value.value)
    if isinstance(value, bool):
        return ("b", value)
    if isinstance(value, int):
        return ("n", value)
    if isinstance(value, EnumValue):
        return ("e", value.enum, value.value)
    return value


def _collection_op(op: str, left: Seq | SetValue, right: Seq | SetValue, node: object) -> Value:
    if op == "+":
        if isinstance(left, Seq) and isinstance(right, Seq):
            return Seq(left.items + right.items)
        raise _EvalError("'+' joins two arrays; use '|' for sets", node)
    if op == "|":
        return SetValue.of(left.items + right.items)
    if op == "&":
        return SetValue.of(item for item in left.items if item in right.items)
    if op == "-":
        return SetValue.of(item for item in left.items if item not in right.items)
    raise _EvalError(f"'{op}' does not apply to collections", node)


def _append(collection: Seq | SetValue, item: Value) -> Seq | SetValue:
    if isinstance(collection, SetValue):
        return SetValue.of(collection.items + (item,))
    return Seq(collection.items + (item,))


def _extend(collection: Seq | SetValue, items: tuple[Value, ...]) -> Seq | SetValue:
    if isinstance(collection, SetValue):
        return SetValue.of(collection.items + items)
    return Seq(collection.items + items)
