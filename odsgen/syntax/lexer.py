"""A fast lexer for the TableGen grammar, plugged into Lark's LALR parser.

Lark's own lexers match one token at a time in Python; on a large .td tree that is
most of the parse time. This lexer runs one compiled master regex with
``finditer`` (the scanning loop is in C) and hands Lark the same token types the
grammar's terminals define, so the grammar file stays the single description of the
language. Keywords are identifiers looked up in a table, as in llvm-tblgen's lexer.
"""

from __future__ import annotations

import re

from lark.exceptions import UnexpectedCharacters
from lark.lexer import Lexer, Token

KEYWORDS = {
    "include": "INCLUDE", "class": "CLASS", "def": "DEF", "defm": "DEFM", "multiclass": "MULTICLASS",
    "defset": "DEFSET", "deftype": "DEFTYPE", "defvar": "DEFVAR", "let": "LET", "foreach": "FOREACH",
    "if": "IF", "else": "ELSE", "assert": "ASSERT", "dump": "DUMP", "field": "FIELD", "bit": "BIT",
    "bits": "BITS", "int": "INT_KW", "string": "STRING_KW", "code": "CODE_KW", "dag": "DAG_KW",
    "list": "LIST", "true": "TRUE", "false": "FALSE", "in": "IN", "then": "THEN",
}  # fmt: skip
PUNCT = {
    "{": "LBRACE", "}": "RBRACE", "[": "LSQB", "]": "RSQB", "(": "LPAR", ")": "RPAR", "<": "LESSTHAN",
    ">": "MORETHAN", ",": "COMMA", ";": "SEMICOLON", ":": "COLON", "=": "EQUAL", ".": "DOT", "?": "QMARK",
    "+": "PLUS", "-": "MINUS",
}  # fmt: skip

ELLIPSIS = "__ANON_0"  # Lark's name for the grammar's anonymous "..." terminal

# Each match is the blanks before a token and the token: one regex step per token.
# The blanks and every unbounded repeat are possessive or single-character loops, so
# a 20 MB string literal, code block or run of blanks is scanned in linear time with
# no backtracking state (a repeated alternation such as ``(?:[^"\\]|\\.)*`` keeps
# one state per character: gigabytes on such inputs). Blanks at the end of the text
# match END.
_MASTER = re.compile(
    r"""
    [ \t\r\f\n]*+
    (?:
    (?P<CODE>\[\{[^}]*+(?:\}(?!\])[^}]*+)*+\}\])
  | (?P<STRING>"[^"\\\n\r]*+(?:\\.[^"\\\n\r]*+)*+")
  | (?P<HEX_INT>0x[0-9a-fA-F]++)
  | (?P<BIN_INT>0b[01]++)
  | (?P<ID>[0-9]*+[a-zA-Z_][a-zA-Z_0-9]*+)
  | (?P<INT>[0-9]++)
  | (?P<NEG_INT>-[0-9]++)
  | (?P<VARNAME>\$[a-zA-Z_][a-zA-Z_0-9]*+)
  | (?P<BANG>![a-zA-Z_][a-zA-Z_0-9]*+)
  | (?P<ELLIPSIS>\.\.\.)
  | (?P<TRAILING_HASH>\#(?=\s*[;:{]))
  | (?P<HASH>\#)
  | (?P<PUNCT>[{}\[\]()<>,;:=.?+\-])
  | (?P<END>\Z)
  | (?P<ERR>.)
    )
""",
    re.X | re.S,
)
_GROUPS = {index: name for name, index in _MASTER.groupindex.items()}


class ClosingToken(Token):
    """A ']' or '>': it also knows where the next token starts (``after``, a (line,
    column) pair; the end of the text at the end), where llvm-tblgen reports an error
    found once a list literal is read."""

    __slots__ = ("after",)


_CLOSING = frozenset(("RSQB", "MORETHAN"))


class TdLexer(Lexer):
    """Lark custom lexer (interface 0: ``lex(text)`` yields tokens)."""

    __future_interface__ = 0

    def __init__(self, lexer_conf) -> None:
        # The anonymous '...' terminal gets a generated name; make sure it is ours.
        for t in lexer_conf.terminals:
            if getattr(t.pattern, "value", None) == "...":
                assert t.name == ELLIPSIS, t.name

    def lex(self, text: str):
        return self.tokens(text)

    @staticmethod
    def tokens(text: str):
        line = 1
        line_start = 0
        pos = 0  # end of the previous token
        keywords = KEYWORDS
        punct = PUNCT
        groups = _GROUPS
        count = text.count
        # Lark's Token() goes through a compatibility shim costing a few times more than
        # the str itself; the same object is built directly (str.__new__ and its slots).
        new = str.__new__
        closing = ClosingToken
        closing_kinds = _CLOSING
        last_closing = None  # a ']' or '>' waiting for the next token's position
        cls = Token  # the class of the token being built
        for m in _MASTER.finditer(text):
            index = m.lastindex
            start = m.start(index)
            value = m.group(index)
            if start != pos:
                nl = count("\n", pos, start)
                if nl:
                    line += nl
                    line_start = text.rfind("\n", pos, start) + 1
            pos = start + len(value)
            if last_closing is not None:
                last_closing.after = (line, start - line_start + 1)
                last_closing = None
            kind = groups[index]
            if kind == "ID":
                kind = keywords.get(value, "ID")
            elif kind == "PUNCT":
                kind = punct[value]
                if kind in closing_kinds:
                    cls = closing
            elif kind == "BANG":
                if value == "!cond":
                    kind = "COND"
            elif kind == "ELLIPSIS":
                kind = ELLIPSIS
            elif kind == "END":
                return
            elif kind == "ERR":
                raise UnexpectedCharacters(text, start, line, start - line_start + 1)
            tok = new(cls, value)
            if cls is closing:
                cls = Token
                last_closing = tok
            tok.type = kind
            tok.value = value
            tok.start_pos = start
            tok.line = line
            tok.column = start - line_start + 1
            tok.end_line = tok.end_column = tok.end_pos = None
            yield tok
            if kind == "CODE":
                nl = value.count("\n")
                if nl:
                    line += nl
                    line_start = start + value.rfind("\n") + 1
