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

_MASTER = re.compile(
    r"""
    (?P<WS>[ \t\r\f\n]+)
  | (?P<CODE>\[\{.*?\}\])
  | (?P<STRING>"[^"\\\n]*(?:\\.[^"\\\n]*)*")
  | (?P<HEX_INT>0x[0-9a-fA-F]+)
  | (?P<BIN_INT>0b[01]+)
  | (?P<ID>[0-9]*[a-zA-Z_][a-zA-Z_0-9]*)
  | (?P<INT>[0-9]+)
  | (?P<NEG_INT>-[0-9]+)
  | (?P<VARNAME>\$[a-zA-Z_][a-zA-Z_0-9]*)
  | (?P<BANG>![a-zA-Z_][a-zA-Z_0-9]*)
  | (?P<ELLIPSIS>\.\.\.)
  | (?P<TRAILING_HASH>\#(?=\s*[;:{]))
  | (?P<HASH>\#)
  | (?P<PUNCT>[{}\[\]()<>,;:=.?+\-])
  | (?P<ERR>.)
""",
    re.X | re.S,
)


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
        keywords = KEYWORDS
        punct = PUNCT
        new = Token.__new__
        for m in _MASTER.finditer(text):
            kind = m.lastgroup
            start = m.start()
            if kind == "WS":
                nl = text.count("\n", start, m.end())
                if nl:
                    line += nl
                    line_start = text.rfind("\n", start, m.end()) + 1
                continue
            value = m.group()
            col = start - line_start + 1
            if kind == "ID":
                kind = keywords.get(value, "ID")
            elif kind == "PUNCT":
                kind = punct[value]
            elif kind == "BANG":
                if value == "!cond":
                    kind = "COND"
            elif kind == "ELLIPSIS":
                kind = ELLIPSIS
            elif kind == "ERR":
                raise UnexpectedCharacters(text, start, line, col)
            yield new(Token, kind, value, start, line, col)
            if kind == "CODE":
                nl = value.count("\n")
                if nl:
                    line += nl
                    line_start = start + value.rfind("\n") + 1
