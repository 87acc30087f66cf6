"""Parse TableGen text into the AST (odsgen.syntax.ast) with Lark LALR.

The AstBuilder transformer runs inside the LALR parser (``transformer=``), so no parse
tree is ever built. Syntax errors become diagnostics with ``file:line:col``, worded
from the parser state (``expected ';'``) the way a person reads them.
"""

from __future__ import annotations

import re
from functools import cache
from itertools import chain

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError

from odsgen.diagnostics import OdsgenError, error
from odsgen.source import Loc, SourceFile
from odsgen.syntax import ast as A

_ESCAPES = {"\\": "\\", "'": "'", '"': '"', "t": "\t", "n": "\n"}
_ESC_RE = re.compile(r"\\(.)")


def _starts_with_id(node) -> bool:
    """Whether a value's first token is an identifier (``x``, ``NAME#y``, ``x.f``)."""
    while isinstance(node, (A.Paste, A.BitSlice, A.ListSlice, A.FieldAccess)):
        node = node.lhs if isinstance(node, A.Paste) else node.value
    return isinstance(node, (A.Id, A.AnonClass))


class _BadToken(Exception):
    """A token the lexer accepted but whose value is invalid (bad escape, number out of range)."""

    def __init__(self, token: Token, message: str):
        self.token = token
        self.message = message


# Most significant digits a 64-bit value can have in each base (llvm's lexer reads
# literals with strtoull, or strtoll with a sign): checked before int() so a literal of
# thousands of digits costs nothing and never meets Python's int-string limit.
_MAX_DIGITS = {10: 20, 16: 16, 2: 64}


def _int_value(tok: Token, base: int = 10, digits: str | None = None) -> int:
    """The int64 value of an integer literal token, as llvm-tblgen's lexer reads it:
    ``number out of range`` past 64 bits (a negative decimal past int64); values from
    2^63 on wrap to negative, as llvm's int64_t does."""
    text = str(tok) if digits is None else digits
    negative = text.startswith("-")
    body = text.lstrip("+-").lstrip("0")
    if len(body) > _MAX_DIGITS[base]:
        raise _BadToken(tok, "number out of range")
    value = int(body, base) if body else 0
    if value >= (1 << 63 if negative else 1 << 64) + negative:
        raise _BadToken(tok, "number out of range")
    if negative:
        return -value
    return value - (1 << 64) if value >= 1 << 63 else value


def _unescape(tok: Token) -> str:
    body = tok[1:-1]
    if "\\" not in body:
        return body

    def sub(m: re.Match) -> str:
        ch = m.group(1)
        try:
            return _ESCAPES[ch]
        except KeyError:
            raise _BadToken(tok, f"invalid escape '\\{ch}' in string literal") from None

    return _ESC_RE.sub(sub, body)


def _pos(tok: Token) -> tuple[int, int]:
    return (tok.line, tok.column)


@v_args(inline=True)
class AstBuilder(Transformer):
    """One method per grammar rule; builds AST nodes while the parser reduces."""

    # ------------------------------------------------------------- statements
    def start(self, *objs):
        return list(objs)

    def include(self, kw, s):
        return A.Include(_pos(kw), _unescape(s))

    def class_def(self, kw, name, *rest):
        targs, parents, body = self._class_parts(rest)
        return A.ClassDef(_pos(name), str(name), targs, parents, body)

    @staticmethod
    def _class_parts(rest):
        targs: list = []
        parents: list = []
        body = rest[-1]
        for part in rest[:-1]:
            if part and isinstance(part[0], A.TemplateArg):
                targs = part
            else:
                parents = part
        return targs, parents, body

    def template_args(self, *args):
        return list(args)

    def template_arg(self, type_, name, default=None):
        return A.TemplateArg(_pos(name), type_, str(name), default)

    def parents(self, *refs):
        return list(refs)

    mc_parents = parents

    def class_ref(self, name, args=None):
        return A.ClassRef(_pos(name), str(name), args or [])

    def arg_list(self, *args):
        return list(args)

    def positional_arg(self, value):
        return A.Arg(value.pos, None, value)

    def named_arg(self, name, value):
        return A.Arg(_pos(name), str(name), value)

    def empty_body(self):
        return []

    def braced_body(self, *items):
        return list(items)

    def field_decl(self, *parts):
        is_field = isinstance(parts[0], Token) and parts[0].type == "FIELD"
        if is_field:
            parts = parts[1:]
        type_, name = parts[0], parts[1]
        value = parts[2] if len(parts) > 2 else None
        return A.FieldDecl(_pos(name), is_field, type_, str(name), value)

    def body_let(self, kw, name, *rest):
        bits = rest[0] if len(rest) == 2 else None
        return A.BodyLet(_pos(name), str(name), bits, rest[-1])

    def def_stmt(self, kw, *rest):
        name = None
        parents: list = []
        body = rest[-1]
        for part in rest[:-1]:
            if isinstance(part, list):
                parents = part
            else:
                name = part
        # TGParser::ParseDef: the record is located at its name when the name starts
        # with an identifier, else at the 'def' keyword.
        pos = name.pos if _starts_with_id(name) else _pos(kw)
        return A.Def(pos, name, parents, body)

    def defm_stmt(self, kw, *rest):
        name = rest[0] if len(rest) == 2 else None
        pos = name.pos if name is not None else _pos(kw)
        return A.Defm(pos, name, rest[-1])

    def multiclass(self, kw, name, *rest):
        targs, parents, body = self._class_parts(rest)
        return A.Multiclass(_pos(name), str(name), targs, parents, body)

    def defset_stmt(self, kw, type_, name, *objs):
        return A.Defset(_pos(name), type_, str(name), list(objs))

    def deftype_stmt(self, kw, name, type_):
        return A.Deftype(_pos(name), str(name), type_)

    def defvar_stmt(self, kw, name, value):
        return A.Defvar(_pos(name), str(name), value)

    def let_stmt(self, kw, *rest):
        return A.Let(_pos(kw), list(rest[:-1]), rest[-1])

    def let_item(self, name, *rest):
        bits = rest[0] if len(rest) == 2 else None
        return A.LetItem(_pos(name), str(name), bits, rest[-1])

    def foreach_stmt(self, kw, var, range_, body):
        return A.Foreach(_pos(var), str(var), range_, body)

    def if_stmt(self, kw, cond, then, *rest):
        else_ = rest[1] if rest else None
        return A.If(_pos(kw), cond, then, else_)

    def block(self, *objs):
        return list(objs)

    def single_block(self, obj):
        return [obj]

    def assert_stmt(self, kw, cond, msg):
        # llvm-tblgen locates a failed assertion at its condition, not at the keyword.
        return A.Assert(cond.pos, cond, msg)

    def dump_stmt(self, kw, value):
        return A.Dump(_pos(kw), value)

    def bit_range(self, items):
        return items

    let_range = bit_range

    def bits_items(self, *items):
        return list(items)

    def range_span(self, a, b):
        return A.Range(a.pos, a, b)

    def range_span_minus(self, a, tok):
        return A.Range(a.pos, a, A.Int(_pos(tok), _int_value(tok)))

    def range_span_neg(self, a, tok):
        # `{0-3}`: the lexer reads `-3` as a negative literal; it is the range's end.
        return A.Range(a.pos, a, A.Int(_pos(tok), -_int_value(tok)))

    # ------------------------------------------------------------- types
    def type_bit(self, tok):
        return ("bit",)

    def type_int(self, tok):
        return ("int",)

    def type_string(self, tok):
        return ("string",)

    def type_code(self, tok):
        return ("code",)

    def type_dag(self, tok):
        return ("dag",)

    def type_bits(self, kw, n):
        # llvm-tblgen keeps the width as a 32-bit unsigned.
        return ("bits", _int_value(n) & 0xFFFFFFFF, _pos(n))

    def type_list(self, kw, elt):
        return ("list", elt)

    def type_class(self, name):
        return ("class", str(name), _pos(name))

    # ------------------------------------------------------------- values
    def paste(self, lhs, rhs):
        return A.Paste(lhs.pos, lhs, rhs)

    def paste_trailing(self, lhs, tok):
        return A.Paste(lhs.pos, lhs, A.Str(_pos(tok), "", False))

    def bit_slice(self, value, tok, items):
        return A.BitSlice(value.pos, value, items, _pos(tok))

    def list_slice(self, value, tok, items):
        return A.ListSlice(value.pos, value, items, _pos(tok))

    def field_access(self, value, name):
        return A.FieldAccess(value.pos, value, str(name), _pos(name))

    def slice_list(self, *items):
        return list(items)

    def slice_single(self, value):
        return value

    def slice_span(self, a, b):
        return A.Range(a.pos, a, b)

    def slice_span_neg(self, a, tok):
        return A.Range(a.pos, a, A.Int(_pos(tok), -_int_value(tok)))

    def dec_int(self, tok):
        return A.Int(_pos(tok), _int_value(tok))

    def plus_int(self, tok):
        return A.Int(_pos(tok), _int_value(tok))

    def hex_int(self, tok):
        return A.Int(_pos(tok), _int_value(tok, 16, str(tok)[2:]))

    def bin_int(self, tok):
        _int_value(tok, 2, str(tok)[2:])
        return A.BinInt(_pos(tok), str(tok)[2:])

    def string_lit(self, *toks):
        return A.Str(_pos(toks[0]), "".join(_unescape(t) for t in toks), False)

    def code_lit(self, tok):
        return A.Str(_pos(tok), tok[2:-2], True)  # a slice of the token is a plain str

    def unset(self, tok):
        return A.Unset(_pos(tok))

    def true_lit(self, tok):
        return A.Int(_pos(tok), 1)

    def false_lit(self, tok):
        return A.Int(_pos(tok), 0)

    def id_ref(self, tok):
        return A.Id(_pos(tok), str(tok))

    def anon_class(self, name, args=None):
        return A.AnonClass(_pos(name), str(name), args or [])

    def bits_lit(self, tok, items=None):
        return A.BitsLit(_pos(tok), items or [])

    def list_lit(self, tok, *rest):
        items: list = []
        elt = None
        toks = []  # the ']' and the element type's '>'
        for part in rest:
            if isinstance(part, Token):
                toks.append(part)
            elif isinstance(part, tuple):
                elt = part
            else:
                items = part
        return A.ListLit(_pos(tok), items, elt, items[0].pos if items else _pos(toks[0]), toks[-1].after)

    def value_list(self, *items):
        return list(items)

    def dag_lit(self, tok, op, *rest):
        op_name = None
        args: list = []
        for part in rest:
            if isinstance(part, Token):
                op_name = str(part)[1:]
            else:
                args = part
        return A.DagLit(_pos(tok), op, op_name, args)

    def dag_name(self, tok):
        return tok

    def dag_args(self, *args):
        return list(args)

    def dag_arg_value(self, value, name=None):
        return (value, str(name)[1:] if name is not None else None)

    def dag_arg_name(self, name):
        return (None, str(name)[1:])

    def bang(self, tok, *rest):
        type_ = None
        args: list = []
        for part in rest:
            if isinstance(part, tuple):
                type_ = part
            else:
                args = part
        return A.Bang(_pos(tok), str(tok)[1:], type_, args)

    def bang_args(self, *args):
        return list(args)

    def cond(self, tok, clauses):
        return A.Cond(_pos(tok), clauses)

    def cond_args(self, *clauses):
        return list(clauses)

    def cond_clause(self, c, v):
        return (c, v)


_TOKEN_NAMES = {
    "SEMICOLON": "';'",
    "LBRACE": "'{'",
    "RBRACE": "'}'",
    "LSQB": "'['",
    "RSQB": "']'",
    "LPAR": "'('",
    "RPAR": "')'",
    "LESSTHAN": "'<'",
    "MORETHAN": "'>'",
    "COLON": "':'",
    "COMMA": "','",
    "EQUAL": "'='",
    "DOT": "'.'",
    "HASH": "'#'",
    "QMARK": "'?'",
    "ID": "identifier",
    "STRING": "string",
    "CODE": "code block",
    "INT": "integer",
    "NEG_INT": "integer",
    "HEX_INT": "integer",
    "BIN_INT": "binary integer",
    "VARNAME": "'$name'",
    "BANG": "'!' operator",
    "$END": "end of file",
    "IN": "'in'",
    "THEN": "'then'",
    "PLUS": "'+'",
    "MINUS": "'-'",
}


def _describe(term: str) -> str:
    if term in _TOKEN_NAMES:
        return _TOKEN_NAMES[term]
    if term.startswith("__ANON"):
        return "'...'"
    return "'" + term.lower().replace("_kw", "") + "'"


def lark_options() -> dict:
    """The options of the .td parser's Lark (its tables ship as grammars/tablegen.tables:
    scripts/make_lark_tables.py)."""
    from odsgen.syntax.lexer import TdLexer

    return dict(parser="lalr", lexer=TdLexer, transformer=AstBuilder(), maybe_placeholders=False)


@cache
def lark_parser() -> Lark:
    from odsgen.cache import cached_lark

    return cached_lark("tablegen.lark", **lark_options())


class _FastLALR:
    """Lark's LALR tables and rule callbacks, driven by a tight loop.

    Lark's own driver looks each reduction's callback up by Rule object and calls it
    through two or three wrappers (child filter, single-child expansion, v_args); here
    every action is precompiled: a shift is the next state's action dict, a reduction
    a tuple saying how to build the value. Most reductions are the one-child steps of
    the expression chain (``?value: suffixed``) and only relabel the top of the stack;
    the others call the AstBuilder method with the children Lark's child filter would
    keep, or extend the list of a ``_``-inlined repetition in place as that filter
    does. Rules of any other shape go through Lark's own callback. The tables, the
    values built and therefore the accepted language are exactly Lark's
    (tests/unit/test_td_scale.py parses the MLIR tree both ways).
    """

    # How a reduction builds its value (the first field of a compiled rule).
    PASS, ALL, SOME, ONE, NONE, APPEND, SPREAD, LARK = range(8)

    def __init__(self, lark_inst: Lark) -> None:
        from operator import itemgetter

        from lark.parsers.lalr_analysis import Shift

        lalr = lark_inst.parser.parser
        table = lalr._parse_table
        callbacks = lalr.parser.callbacks
        builder = lark_inst.options.transformer
        # A state is its action dict; a shift (or goto) is the next state's dict itself,
        # a reduction a tuple, so the loop never looks a state number up.
        states = {state: {} for state in table.states}
        compiled_rules: dict = {}
        for state, actions in table.states.items():
            compiled = states[state]
            for sym, (action, arg) in actions.items():
                if action is Shift:
                    compiled[sym] = states[arg]
                else:
                    if arg not in compiled_rules:
                        compiled_rules[arg] = self._compile_rule(arg, callbacks[arg], builder, itemgetter)
                    compiled[sym] = compiled_rules[arg]
        self.start = states[table.start_states["start"]]
        self.end = states[table.end_states["start"]]

    @classmethod
    def _compile_rule(cls, rule, lark_callback, builder, itemgetter) -> tuple:
        size = len(rule.expansion)
        origin = rule.origin.name
        keep = [i for i, sym in enumerate(rule.expansion) if not (sym.is_term and sym.filter_out)]
        inlined = [i for i in keep if not rule.expansion[i].is_term and rule.expansion[i].name.startswith("_")]
        method = getattr(builder, rule.alias or rule.options.template_source or origin, None)
        if rule.options.keep_all_tokens or rule.options.expand1:
            pass
        elif method is None and origin.startswith("_") and inlined == [0] and len(keep) == 2:
            # `_items: _items item`: Lark's child filter extends the left list in place
            # and wraps it in a new Tree; extending the Tree we have is the same value.
            if rule.expansion[0].name == origin and keep[1] not in inlined:
                return (cls.APPEND, size, origin, None, keep[1])
        elif method is not None and inlined == keep and len(keep) == 1:
            # `string_lit: _strings`: the method gets the inlined rule's children.
            return (cls.SPREAD, size, origin, getattr(method, "base_func", method), keep[0])
        if inlined or rule.options.keep_all_tokens:
            return (cls.LARK, size, origin, lark_callback, None)
        if rule.options.expand1 and not rule.alias:
            if len(keep) == 1:  # Lark's ExpandSingleChild: the one child is the value
                return (cls.PASS, size, origin, None, keep[0])
            return (cls.LARK, size, origin, lark_callback, None)
        if method is None:
            return (cls.LARK, size, origin, lark_callback, None)
        method = getattr(method, "base_func", method)  # v_args(inline=True): f(*children)
        if len(keep) == size:
            return (cls.ALL, size, origin, method, None)
        if not keep:
            return (cls.NONE, size, origin, method, None)
        if len(keep) == 1:
            return (cls.ONE, size, origin, method, itemgetter(keep[0]))
        return (cls.SOME, size, origin, method, itemgetter(*keep))

    def parse(self, tokens):
        value_stack: list = []
        try:
            return self._parse(tokens, value_stack)
        except (UnexpectedInput, _BadToken) as exc:
            # Keep the statements completed before the error: they are evaluated before
            # the error is reported, as llvm-tblgen (which streams) would.
            exc.odsgen_partial = _completed(value_stack)
            exc.odsgen_stack = value_stack
            raise

    def _parse(self, tokens, value_stack: list):
        acts = self.start
        state_stack = [acts]
        end = self.end
        PASS, ALL, SOME, ONE, NONE, APPEND, SPREAD = (
            self.PASS,
            self.ALL,
            self.SOME,
            self.ONE,
            self.NONE,
            self.APPEND,
            self.SPREAD,
        )
        push_state = state_stack.append
        push_value = value_stack.append
        dict_ = dict
        # The end of input is one more token: it only ever reduces, until the start
        # rule is complete.
        for tok in chain(tokens, (Token("$END", "", 0, 1, 1),)):
            ttype = tok.type
            while True:
                try:
                    act = acts[ttype]
                except KeyError:
                    exc = UnexpectedToken(tok, {s for s in acts if s.isupper()})
                    exc.odsgen_states = state_stack
                    raise exc from None
                if act.__class__ is dict_:  # shift
                    push_state(act)
                    push_value(tok)
                    acts = act
                    break
                code, size, origin, f, arg = act
                if code == PASS:
                    if size == 1:
                        del state_stack[-1]
                    else:  # the kept child moves down over the dropped ones
                        value = value_stack[arg - size]
                        del state_stack[-size:]
                        del value_stack[-size:]
                        push_value(value)
                else:
                    if size:
                        children = value_stack[-size:]
                        del state_stack[-size:]
                        del value_stack[-size:]
                    else:
                        children = []
                    if code == ALL:
                        push_value(f(*children))
                    elif code == SOME:
                        push_value(f(*arg(children)))
                    elif code == ONE:
                        push_value(f(arg(children)))
                    elif code == APPEND:
                        value = children[0]
                        value.children.append(children[arg])
                        push_value(value)
                    elif code == SPREAD:
                        push_value(f(*children[arg].children))
                    elif code == NONE:
                        push_value(f())
                    else:
                        push_value(f(children))
                acts = state_stack[-1][origin]
                push_state(acts)
                if acts is end:
                    return value_stack[-1]
        raise AssertionError("unreachable: $END always completes or fails")  # pragma: no cover


def _completed(value_stack: list) -> list:
    """The complete top-level statements at the bottom of a parser's value stack."""
    from lark import Tree

    out: list = []

    def flat(v) -> None:
        if isinstance(v, Tree) and v.data.startswith("_"):
            for c in v.children:
                flat(c)
        elif isinstance(v, A.Node):
            out.append(v)

    if value_stack:
        flat(value_stack[0])
    return out


@cache
def _fast() -> _FastLALR:
    return _FastLALR(lark_parser())


def parse_text(text: str, src: SourceFile) -> list:
    """Parse preprocessed text of ``src`` into a list of AST statements."""
    from odsgen.syntax.lexer import TdLexer

    try:
        return _fast().parse(TdLexer.tokens(text))
    except _BadToken as exc:
        err = OdsgenError(error(Loc(src.name, exc.token.line, exc.token.column), exc.message))
        err.partial = getattr(exc, "odsgen_partial", [])
        raise err from None
    except VisitError as exc:
        if isinstance(exc.orig_exc, _BadToken):
            t = exc.orig_exc.token
            raise OdsgenError(error(Loc(src.name, t.line, t.column), exc.orig_exc.message)) from None
        raise
    except UnexpectedInput as exc:
        err = OdsgenError(_syntax_diagnostic(exc, src, text))
        err.partial = getattr(exc, "odsgen_partial", [])
        raise err from None


# The keyword opening a statement whose terminator is missing -> llvm-tblgen's message.
_TERMINATED = {"DEFVAR": "expected ';'", "DEFTYPE": "expected ';'", "ASSERT": "expected ';'", "DUMP": "expected ';'"}


_KEYWORDS = {"LET", "DEF", "CLASS", "DEFM", "MULTICLASS", "FOREACH", "IF", "DEFSET", "INCLUDE", *_TERMINATED}


def _can_shift(states, ttype: str) -> bool:
    """Whether the LALR parser in these states would shift a token of type ttype next
    (after the reductions it calls for); the states are not changed."""
    if not states:
        return False
    states = list(states)
    acts = states[-1]
    while True:
        act = acts.get(ttype)
        if act is None:
            return False
        if act.__class__ is dict:
            return True
        size, origin = act[1], act[2]
        if size:
            del states[-size:]
        acts = states[-1][origin]
        states.append(acts)


def _missing_terminator(stack, states) -> str | None:
    """llvm-tblgen's message when a statement is complete but its ';' (or a top-level
    let's 'in') is missing, worded by the innermost open statement on the parser's
    stack; None when the error is not a missing terminator. Reported, as llvm-tblgen
    does, at the token after the statement."""
    semi = _can_shift(states, "SEMICOLON")
    if not semi and not _can_shift(states, "IN"):
        return None
    for v in reversed(stack):
        if not isinstance(v, Token):
            continue
        t = v.type
        if v is stack[-1] and t in _KEYWORDS:
            return None  # nothing of the statement yet: `def = 3;` is a bad name, not a missing ';'
        if t == "LET":
            return "expected ';' after let expression" if semi else "expected 'in' at end of top-level 'let'"
        if t in _TERMINATED:
            return _TERMINATED[t] if semi else None
        if t in ("LBRACE", "FIELD"):
            return "expected ';' after declaration" if semi else None
        if t in ("DEF", "CLASS"):
            return "Expected '{' to start body or ';' for declaration only" if semi else None
        if t == "DEFM":
            return "expected ';' at end of defm" if semi else None
        if t in ("MULTICLASS", "FOREACH", "IF", "DEFSET", "INCLUDE"):
            return None
    return None


def _with_insert_note(diag, message: str, text: str, offset: int, src: SourceFile):
    """A note at the end of the statement's last token (where the ';' or 'in' goes),
    beside the error at the next token as llvm-tblgen places it."""
    from odsgen.syntax.lexer import TdLexer

    last = None
    for last in TdLexer.tokens(text[:offset]):
        pass
    if last is None or "\n" in last.value:
        return diag
    at = Loc(src.name, last.line, last.column + len(last.value))
    if at == diag.loc:  # at the end of the file: the error is already there
        return diag
    return diag.with_note(at, "insert 'in' here" if "'in'" in message else "insert ';' here")


def _syntax_diagnostic(exc: UnexpectedInput, src: SourceFile, text: str):
    line = getattr(exc, "line", None)
    col = getattr(exc, "column", None)
    if isinstance(exc, UnexpectedCharacters):
        ch = text[exc.pos_in_stream] if exc.pos_in_stream < len(text) else ""
        if ch == '"':
            msg = "end of line in string literal"
        elif ch == "\0":
            msg = "NUL character is invalid in source"
        elif ch == "[" and text.startswith("[{", exc.pos_in_stream):
            msg = "unterminated code block"
        else:
            msg = f"unexpected character {ch!r}"
        return error(Loc(src.name, line, col), msg)
    if isinstance(exc, UnexpectedEOF) or (isinstance(exc, UnexpectedToken) and exc.token.type == "$END"):
        starts = src.line_starts()
        last = len(starts)
        loc = Loc(src.name, last, len(src.text) - starts[-1] + 1)
        missing = _missing_terminator(getattr(exc, "odsgen_stack", ()), getattr(exc, "odsgen_states", ()))
        if missing is not None:
            return _with_insert_note(error(loc, missing), missing, text, len(text), src)
        expected = sorted({_describe(t) for t in getattr(exc, "expected", ()) or ()})
        msg = "unexpected end of file"
        if expected and len(expected) <= 6:
            msg += ", expected " + " or ".join(expected)
        return error(loc, msg)
    assert isinstance(exc, UnexpectedToken)
    tok = exc.token
    missing = _missing_terminator(getattr(exc, "odsgen_stack", ()), getattr(exc, "odsgen_states", ()))
    if missing is not None:
        return _with_insert_note(error(Loc(src.name, tok.line, tok.column), missing), missing, text, tok.start_pos, src)
    expected = sorted({_describe(t) for t in exc.expected})
    got = f"'{tok}'" if tok.type not in ("STRING", "CODE") else _describe(tok.type)
    if len(expected) <= 6:
        msg = f"unexpected {got}, expected " + " or ".join(expected)
    else:
        msg = f"unexpected {got}"
    return error(Loc(src.name, tok.line, tok.column), msg)
