"""Parsing the merge-action language, and the messages a person reads when it fails.

``parse_action`` / ``parse_type`` run grammars/merge_action.lark (Lark, LALR) and build
the AST of ``odsgen.avail.merge_action.nodes``; ``parse_availability_spec`` parses every
field of one ``Availability`` def. Limits are checked where they are passed: an integer
literal where it is read, nesting on the parse tree before the AST is built. Every error
is an ``OdsgenError`` whose diagnostic points at the line and column inside the .td
file, given the ``Loc`` where the string's text starts.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache, lru_cache

from lark import Lark, Token, Transformer_NonRecursive, Tree, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError

from odsgen.runtime.algebra import Shape
from odsgen.avail.merge_action.classify import classify_merge, merges_nothing
from odsgen.avail.merge_action.nodes import (
    MAX_NESTING,
    NO_SPAN,
    Action,
    Assign,
    Block,
    BoolLit,
    Call,
    Cast,
    Conditional,
    Construct,
    Decl,
    ExprStmt,
    Field,
    If,
    Index,
    IntLit,
    ListLit,
    Member,
    MethodCall,
    Name,
    NullLit,
    Placeholder,
    Span,
    TemplateMember,
    TypeRef,
    Unary,
    Binary,
    loc_in_string,
)
from odsgen.diagnostics import Diagnostic, OdsgenError, error
from odsgen.source import Loc

_STATEMENT_FIELDS = (Field.MERGE_ACTION, Field.INSTANCE_PREPARATION)
_TYPE_FIELDS = (Field.QUERY_FN_RET_TYPE, Field.INSTANCE_TYPE)
# The largest integer literal, as in C++: it must fit unsigned long long.
_MAX_LITERAL = (1 << 64) - 1

# Upstream substitutes placeholders only in mergeAction (mlir-tblgen's tgfmt with
# `overall` and `instance`); the RFC writes `$final` for the same variable.
_MERGE_PLACEHOLDERS = ("overall", "instance", "final")


# ============================================================================ parsing


def lark_options() -> dict:
    """The options of the merge-action language's Lark (its tables ship as
    grammars/merge_action.tables: scripts/make_lark_tables.py)."""
    return dict(
        parser="lalr", start=["program", "expression", "type_expr"], propagate_positions=True, maybe_placeholders=True
    )


@cache
def _parser() -> Lark:
    from odsgen.cache import cached_lark

    return cached_lark("merge_action.lark", **lark_options())  # the LALR tables, built once


class _BuildError(Exception):
    def __init__(self, message: str, span: Span):
        super().__init__(message)
        self.message = message
        self.span = span


def _span(meta) -> Span:
    if getattr(meta, "empty", True):
        return NO_SPAN
    return Span(meta.line, meta.column, meta.end_line, meta.end_column)


def _tok_span(tok: Token) -> Span:
    return Span(tok.line, tok.column, tok.end_line or tok.line, tok.end_column or tok.column)


_CASTS = frozenset({"static_cast", "reinterpret_cast", "const_cast", "dynamic_cast"})
_BINARY_ALIASES = {"&&": "and", "||": "or"}


def _args(node) -> tuple:
    return tuple(node) if node is not None else ()


def _read_int(tok: Token) -> int:
    """The value of an INT token; one too large for any C++ integer type is an error."""
    text = str(tok).rstrip("uUlL")
    if text[:2] in ("0x", "0X"):
        digits, base, most = text[2:].lstrip("0"), 16, 16
    else:
        digits, base, most = text.lstrip("0"), 10, 20
    # The length check comes first: int() of thousands of digits is refused (or slow).
    value = int(digits or "0", base) if len(digits) <= most else _MAX_LITERAL + 1
    if value > _MAX_LITERAL:
        raise _BuildError("integer literal is too large to be represented in any integer type", _tok_span(tok))
    return value


# Rules that build no AST node of their own (lists of children, names, wrappers): they
# add no nesting level.
_FLAT_RULES = frozenset(
    {"program", "expression", "args", "targs", "pytargs", "name", "qualname", "comp_op", "is_not", "decl_spec",
     "init_assign", "init_call", "init_brace", "type_template", "type_expr", "empty_stmt"}
)  # fmt: skip


def _too_deep(tree: Tree) -> Tree | None:
    """The first node (in text order) that opens nesting level MAX_NESTING + 1, if any."""
    stack = [(tree, 0)]
    while stack:
        node, depth = stack.pop()
        if node.data not in _FLAT_RULES:
            depth += 1
            if depth > MAX_NESTING:
                return node
        stack.extend((child, depth) for child in reversed(node.children) if isinstance(child, Tree))
    return None


@v_args(meta=True)
class _Builder(Transformer_NonRecursive):
    """Parse tree to AST; one method per grammar rule or alias (iterative: any depth is safe)."""

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
        return IntLit(_read_int(tok), _tok_span(tok))

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
        return _read_int(children[0])

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


# ============================================================================ the direct parse
#
# Parsing through Lark's tree (propagate_positions, then _Builder over the tree) costs
# about twice what the LALR tables need: SPIR-V's 260 strings took 0.2 s of every cold
# `odsgen gen`. ``_direct_parse`` drives the same tables, lexer and _Builder methods, but
# each reduction builds its AST node at once, with the span Lark's propagate_positions
# would have given its tree node. It computes each node's nesting on the way. Anything it
# does not finish (a syntax error, a _BuildError, too deep a nesting) is left to the path
# through the tree, which reports it; so on success both give the same AST
# (tests/unit/test_merge_action.py compares them over every string of the MLIR tree).
#
# What an LALR parser does on a token (which rules it reduces, which state it shifts
# to) depends on its stack of states and the token's type only, never on the token's
# text. SPIR-V's strings are a few shapes with different enum members in them, so
# ``_Automaton`` remembers the steps taken from each stack met on each token type, and
# replays them: a string of a shape already seen costs its lexing and its AST nodes,
# not a walk of the tables (and the steps that keep the value, the chain from `expr`
# down to `atom`, are no work at all). Its first walk from a stack is Lark's own
# (ParserState.feed_token without the values).


class _Fallback(Exception):
    """The direct parse stops: the path through Lark's tree decides."""


class _Meta:
    """What _Builder reads of a Lark tree node's meta."""

    __slots__ = ("line", "column", "end_line", "end_column", "empty")

    def __init__(self, line, column, end_line, end_column):
        self.line, self.column, self.end_line, self.end_column = line, column, end_line, end_column
        self.empty = False


_EMPTY_META = _Meta(None, None, None, None)
_EMPTY_META.empty = True


class _Item:
    """A value on the direct parse's stack: what a tree node became (``value``), its
    meta, the place it takes in the text (Lark's "container": a parenthesized
    expression's extends over the parentheses), and its nesting. ``spliced`` holds the
    children of a ``_``-rule, which its parent takes in (Lark's ChildFilter)."""

    __slots__ = ("value", "extent", "height", "spliced")

    def __init__(self, value, extent, height, spliced=None):
        self.value = value
        self.extent = extent  # (line, column, end_line, end_column), or None: no text
        self.height = height
        self.spliced = spliced


def _extent(children) -> tuple | None:
    """The text a reduction's raw children take (Lark's PropagatePositions)."""
    first = last = None
    for c in children:
        if type(c) is _Item:
            if c.extent is not None:
                first = c.extent
                break
        elif isinstance(c, Token):
            first = (c.line, c.column)
            break
    if first is None:
        return None
    for c in reversed(children):
        if type(c) is _Item:
            if c.extent is not None:
                last = c.extent[2:]
                break
        elif isinstance(c, Token):
            last = (c.end_line, c.end_column)
            break
    return (first[0], first[1], *last)


def _direct_rule(rule, builder: _Builder):
    """The callback of one rule for the direct parse."""
    from lark.parse_tree_builder import maybe_create_child_filter

    expansion = rule.expansion
    options = rule.options
    name = rule.alias or options.template_source or rule.origin.name
    flt = maybe_create_child_filter(expansion, options.keep_all_tokens, False, options.empty_indices)
    if flt is None:
        include = [(i, False, 0) for i in range(len(expansion))]
        trailing = 0
    elif len(flt.args) == 2:  # ChildFilterLALR(to_include, nones_to_add)
        include, trailing = flt.args
    else:  # ChildFilterLALR_NoPlaceholders(to_include)
        include, trailing = [(i, x, 0) for i, x in flt.args[0]], 0
    expand1 = options.expand1 and not rule.alias
    if expand1 and len(expansion) == 1 and include == [(0, False, 0)] and not trailing:
        return None  # a step of the expression chain: the value stays as it is
    splice = name.startswith("_")
    own = 0 if name in _FLAT_RULES or splice else 1
    method = None if splice else getattr(builder, name, None)
    method = getattr(method, "base_func", method)

    def reduce(children):
        kept: list = []
        for i, expand, nones in include:
            if nones:
                kept += [None] * nones
            if expand:
                kept += children[i].spliced
            else:
                kept.append(children[i])
        if trailing:
            kept += [None] * trailing
        extent = _extent(children)
        if splice:
            return _Item(None, extent, 0, kept)
        if expand1 and len(kept) == 1:
            (child,) = kept
            if type(child) is not _Item:
                return child  # a token (or None) stands for itself
            if child.extent is None and extent is not None:
                raise _Fallback  # Lark would give the node built below a place only now
            return _Item(child.value, extent, child.height)
        if method is None:
            raise _Fallback  # (no such rule in this grammar: it would stay a Tree)
        height = 0
        values = []
        for c in kept:
            if type(c) is _Item:
                if c.height > height:
                    height = c.height
                values.append(c.value)
            else:
                values.append(c)
        meta = _EMPTY_META if extent is None else _Meta(*extent)
        return _Item(method(meta, values), extent, height + own)

    return reduce


# The deepest stack of states the direct parse follows (a few states a nesting level):
# the automaton keeps each stack it meets whole, so a deeper one (nesting near
# MAX_NESTING or past it) is left to the path through the tree.
_MAX_STACK = 4 * MAX_NESTING
# How many states the stacks one automaton keeps may hold in all; past that, the next
# parse starts a new automaton.
_MAX_KEPT = 500_000


class _Node:
    """A stack of LALR states, the lexer of its top state, and the steps taken from it so
    far (``_Automaton.step``)."""

    __slots__ = ("stack", "lexer", "steps")

    def __init__(self, stack: tuple, lexer: _Lexer):
        self.stack = stack
        self.lexer = lexer
        self.steps: dict = {}


class _Lexer:
    """One lexer of Lark's contextual lexer: BasicLexer.next_token on a plain string,
    matching with its compiled scanner directly (Lark's layers around that match took a
    third of the direct parse). The tokens are Lark's own, positions included."""

    __slots__ = ("_mres", "_ignore", "_newline", "_callback")

    def __init__(self, lexer) -> None:
        self._mres = lexer.scanner._mres  # (building the scanner sets lexer.callback)
        self._ignore = lexer.ignore_types
        self._newline = lexer.newline_types
        self._callback = lexer.callback

    def next_token(self, text: str, where: list[int]) -> Token | None:
        """The next token of ``text`` from ``where`` ([offset, line, offset of that line's
        start], moved past the token); None at the end. Raises _Fallback on a character
        no terminal here matches."""
        pos, line, line_start = where
        while pos < len(text):
            for mre in self._mres:
                match = mre.match(text, pos)
                if match is not None:
                    break
            else:
                raise _Fallback
            value, kind = match.group(0), match.lastgroup
            start, start_line, start_column = pos, line, pos - line_start + 1
            if kind in self._newline and "\n" in value:
                line += value.count("\n")
                line_start = pos + value.rindex("\n") + 1
            pos += len(value)
            ignored = kind in self._ignore
            if ignored and kind not in self._callback:
                continue
            token = Token(kind, value, start, start_line, start_column, line, pos - line_start + 1, pos)
            if kind in self._callback:
                token = self._callback[kind](token)
            if not ignored:
                where[:] = pos, line, line_start
                return token
        where[:] = pos, line, line_start
        return None


class _Automaton:
    """Lark's LALR tables over merge_action.lark, run on token types: ``step`` gives the
    reductions a token of a type causes from a stack, each as (its direct callback, the
    number of values it takes), and the stack it then shifts to; both are remembered."""

    def __init__(self) -> None:
        from lark.parsers.lalr_analysis import Shift

        frontend = _parser().parser
        table = frontend.parser._parse_table
        self._lexers: dict[int, _Lexer] = {}  # by id of the contextual lexer's (one per set of terminals)
        self._lexer_of = frontend.lexer.lexers  # the contextual lexer's, by state
        self._shift = Shift
        self._states = table.states
        self._ends = {table.start_states[s]: table.end_states[s] for s in table.start_states}
        self._builder = _Builder()
        self._callbacks: dict = {}  # rule -> its direct callback (None: the value stays)
        self.nodes: dict[tuple, _Node] = {}
        self.kept = 0  # (the states of the stacks in ``nodes``)
        self.starts = {name: self._node((state,)) for name, state in table.start_states.items()}

    def _node(self, stack: tuple) -> _Node:
        node = self.nodes.get(stack)
        if node is None:
            if len(stack) > _MAX_STACK:
                raise _Fallback
            lexer = self._lexer_of[stack[-1]]
            if id(lexer) not in self._lexers:
                self._lexers[id(lexer)] = _Lexer(lexer)
            node = self.nodes[stack] = _Node(stack, self._lexers[id(lexer)])
            self.kept += len(stack)
        return node

    def step(self, node: _Node, token_type: str) -> tuple[tuple, _Node | None]:
        """The reductions before ``node`` shifts a token of ``token_type``, and the node
        after it (None after the end: the parse is done). Raises KeyError on a syntax
        error, _Fallback where Lark's parser would fail."""
        steps = node.steps.get(token_type)
        if steps is None:
            steps = node.steps[token_type] = self._walk(node.stack, token_type)
        return steps

    def _walk(self, stack: tuple, token_type: str) -> tuple[tuple, _Node | None]:
        states, at_end, end = self._states, token_type == "$END", self._ends[stack[0]]
        todo = list(stack)
        reductions = []
        while True:
            action, arg = states[todo[-1]][token_type]
            if action is self._shift:
                if at_end:
                    raise _Fallback
                todo.append(arg)
                return tuple(reductions), self._node(tuple(todo))
            size = len(arg.expansion)
            if size:
                del todo[-size:]
            todo.append(states[todo[-1]][arg.origin.name][1])
            if arg not in self._callbacks:
                self._callbacks[arg] = _direct_rule(arg, self._builder)
            if self._callbacks[arg] is not None:
                reductions.append((self._callbacks[arg], size))
            if at_end and todo[-1] == end:
                return tuple(reductions), None


_AUTOMATON: list[_Automaton] = []


def _automaton() -> _Automaton:
    if not _AUTOMATON or _AUTOMATON[0].kept > _MAX_KEPT:
        _AUTOMATON[:] = [_Automaton()]
    return _AUTOMATON[0]


def _direct_parse(text: str, start: str):
    automaton = _automaton()
    node = automaton.starts[start]
    values: list = []
    where = [0, 1, 0]  # (_Lexer.next_token's place in the text)
    try:
        while True:
            token = node.lexer.next_token(text, where)
            reductions, node = automaton.step(node, "$END" if token is None else token.type)
            for callback, size in reductions:
                if size:
                    children = values[-size:]
                    del values[-size:]
                else:
                    children = []
                values.append(callback(children))
            if token is None:
                break
            values.append(token)
        (item,) = values
    except Exception:  # noqa: BLE001 - whatever stops it, the path through the tree reports
        raise _Fallback from None
    if type(item) is not _Item or item.height > MAX_NESTING:
        raise _Fallback
    return item.value


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
    # (a placeholder is a token that starts with '$': a string without one has none)
    diagnostics = _check_placeholders(action) if "$" in text else []
    if diagnostics:
        raise OdsgenError(diagnostics)
    return action


@lru_cache(maxsize=1024)
def parse_type(text: str, fld: Field | str = Field.QUERY_FN_RET_TYPE, loc: Loc | None = None) -> TypeRef:
    """Parse ``queryFnRetType`` or ``instanceType``: a C++ type or a Python generic."""
    return _parse_tree(text, Field(fld), loc, "type_expr")


def _parse_tree(text: str, fld: Field, loc: Loc | None, start: str):
    try:
        return _direct_parse(text, start)
    except _Fallback:
        return _tree_parse(text, fld, loc, start)


def _tree_parse(text: str, fld: Field, loc: Loc | None, start: str):
    """Parse through Lark's tree, then _Builder over it: the reference, and the path that
    reports every error."""
    try:
        tree = _parser().parse(text, start=start)
    except UnexpectedInput as exc:
        raise OdsgenError(_syntax_diagnostic(exc, text, fld, loc)) from None
    deep = _too_deep(tree)
    if deep is not None:
        span = _span(deep.meta)
        message = f"{fld.value} nests too deeply (more than {MAX_NESTING} levels)"
        raise OdsgenError(error(loc_in_string(loc, span.line, span.col, fld), message))
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
    def shape(self) -> Shape | None:
        """The requirements' shape (``classify_merge``); None when the algebra has none."""
        return classify_merge(self.merge_action)

    @property
    def merges_nothing(self) -> bool:
        """The merge action is empty: the def contributes no requirement."""
        return merges_nothing(self.merge_action)


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
