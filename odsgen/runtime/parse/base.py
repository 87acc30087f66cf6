"""The token level of the MLIR generic-form reader: patterns, positions, errors.

``BaseParser`` holds the text and the file it came from and knows the lexical
pieces every level needs: blanks and comments (``skip_ws``), string literals,
comma-separated lists, bracketed dialect bodies taken verbatim, and located
errors (``fail``). Positions are offsets into the text; each ``parse_*`` method
takes the position where its item starts and returns the item and the position
after it.

All patterns use possessive quantifiers, so no input makes them backtrack
catastrophically.
"""

from __future__ import annotations

import re
from typing import Callable, NoReturn, TypeVar

from odsgen.diagnostics import OdsgenError, error
from odsgen.source import SourceFile, SourceManager

_T = TypeVar("_T")

_STR_BODY = r'[^"\\\n]*+(?:\\.[^"\\\n]*+)*+'
STR = '"' + _STR_BODY + '"'
SUFFIX = r"(?:\d++|[A-Za-z$._-][\w$.-]*+)"
# Numbers that become Python ints are at most 4000 digits: CPython refuses to
# convert longer decimal strings (a guard against quadratic conversions).
# Literals of any length are matched by ``\d++`` and checked before conversion.
D = r"\d{1,4000}+"
VAL = "%" + SUFFIX
RES = VAL + r"(?::" + D + ")?+"
USE = VAL + r"(?:#" + D + ")?+"
# Extent of a type: a keyword or dialect name, then up to three levels of <...>.
_B = r'(?:[^<>"\n-]++|->|-|' + STR + ")"
_N1 = "<" + _B + "*+>"
_N2 = "<(?:" + _B + "|" + _N1 + ")*+>"
_N3 = "<(?:" + _B + "|" + _N2 + ")*+>"
TYPE = r"[!\w.$]++(?:" + _N3 + ")?+"
_TLIST = r"\((?:" + TYPE + "(?:, " + TYPE + r")*+)?+\)"
SIG = _TLIST + " -> (?:" + _TLIST + "|" + TYPE + ")"
# An attribute dictionary without nested braces.
DICT = r'\{(?:[^"{}\n]++|' + STR + r")*+\}"
LOCS = r"#[\w$.-]++|" + STR + ":" + D + ":" + D
# A NUL character separates tokens like a blank, as in MLIR's lexer.
WS = re.compile(r"(?:[ \t\n\r\x00]++|//[^\n]*+)*+")
_STRING = re.compile('"(' + _STR_BODY + ')"')
BARE = re.compile(r"[A-Za-z_][\w$.]*+", re.ASCII)
SUFFIX_ID = re.compile(SUFFIX, re.ASCII)
TYPE_EXT = re.compile(TYPE, re.ASCII)
FTYPE_EXT = re.compile(SIG, re.ASCII)
NUMBER = re.compile(r"-?(?:0x[0-9A-Fa-f]++|\d++(?:\.\d*+(?:[eE][-+]?\d++)?+)?+)(?![\d.])", re.ASCII)
INT = re.compile(r"-?\d++", re.ASCII)
DIMS = re.compile(r"(?:(?:\d++|\?|\[\d++\])x)*+", re.ASCII)
INT_TYPE = re.compile(r"(s|u)?i(\d++)", re.ASCII)
STRIDED = re.compile(r"\s*+\[([^\]]*+)\]\s*+(?:,\s*+offset\s*+:\s*+(\?|-?\d++)\s*+)?+", re.ASCII)
STRIDE = re.compile(r"\s*+(\?|-?\d++)\s*+(?:,|\Z)", re.ASCII)
# The largest magnitude an integer literal may have: its decimal form (which the
# printer writes) stays within CPython's int/str conversion limit.
INT_LIMIT = 10**4000
INT64 = (-(1 << 63), (1 << 63) - 1)
UINT64 = (0, (1 << 64) - 1)
UINT32 = (0, (1 << 32) - 1)
_BODY_SKIP = re.compile(r'[^<>\[\](){}"\x00-]*+')
_ESC = re.compile(r"\\(?:([0-9A-Fa-f]{2})|(.))", re.DOTALL)

_CLOSER = {"<": ">", "[": "]", "(": ")", "{": "}"}
# One token that is not a string, a bracket, a ',' or a '=': an arrow, or a run of anything
# else up to a blank, a bracket, a quote, a ',', a '=' or a comment.
_WORD = re.compile(r'->|(?:[^\s"(){}\[\]<>/,=\x00-]|-(?!>)|/(?!/))++')
TYPE_SUFFIX = re.compile(r"[ \t]*+:(?!:)[ \t]*+(" + TYPE + ")", re.ASCII)


class BaseParser:
    """Text, file and the lexical helpers; subclasses add the grammar."""

    def __init__(self, text: str, src: SourceFile, sources: SourceManager) -> None:
        self.text = text
        self.src = src
        self.sources = sources

    def fail(self, pos: int, msg: str, *notes: tuple[int | None, str]) -> NoReturn:
        pos = max(0, min(pos, len(self.text)))
        diag = error(
            self.src.loc_of_offset(pos), msg, *[(self.src.loc_of_offset(p), m) for p, m in notes if p is not None]
        )
        raise OdsgenError(diag, self.sources)

    def skip_ws(self, pos: int) -> int:
        return WS.match(self.text, pos).end()

    def expect(self, pos: int, token: str, what: str) -> int:
        if not self.text.startswith(token, pos):
            self.fail(pos, f"expected '{token}' {what}".rstrip())
        return pos + len(token)

    def parse_string(self, pos: int) -> tuple[str, int]:
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

    def parse_comma_list(
        self, pos: int, item: Callable[[int], tuple[_T, int]], close: str, what: str
    ) -> tuple[list[_T], int]:
        """Items read by ``item(pos) -> (x, end)``, separated by commas, up to ``close``.

        ``pos`` is just after the opening bracket; returns the items and the
        position after ``close``.
        """
        text = self.text
        out: list[_T] = []
        pos = self.skip_ws(pos)
        if text.startswith(close, pos):
            return out, pos + len(close)
        while True:
            x, pos = item(pos)
            out.append(x)
            pos = self.skip_ws(pos)
            if text.startswith(",", pos):
                pos = self.skip_ws(pos + 1)
                continue
            if text.startswith(close, pos):
                return out, pos + len(close)
            self.fail(pos, f"expected ',' or '{close}' in {what}")

    def skip_token(self, pos: int) -> int:
        """The end of the token at ``pos`` (not a blank), a bracketed group taken whole.

        A lexer for text in any syntax (custom forms included), for finding where items
        start and end without reading them: strings and ``//`` comments are skipped
        (a bracket or quote inside them counts for nothing), ``->`` and ``>=`` are one
        token, and a ``>`` that closes no ``<`` is an operator (``d0 >= 0``), as is a
        ``<`` left open where an enclosing bracket closes."""
        text = self.text
        n = len(text)
        stack: list[tuple[str, int]] = []
        while True:
            if pos >= n:
                if stack:
                    c, at = stack[-1]
                    self.fail(at, f"unterminated '{c}': expected '{_CLOSER[c]}' before end of file")
                return n
            c = text[pos]
            if c == '"':
                pos = self.parse_string(pos)[1]
            elif c in "<[({":
                stack.append((c, pos))
                pos += 1
            elif c == ">" and (text.startswith(">=", pos) or not stack or stack[-1][0] != "<"):
                pos += 2 if text.startswith(">=", pos) else 1
            elif c in ">])}":
                while c != ">" and stack and stack[-1][0] == "<":
                    stack.pop()
                if not stack or _CLOSER[stack[-1][0]] != c:
                    self.fail(pos, f"unbalanced '{c}'")
                stack.pop()
                pos += 1
            else:
                m = _WORD.match(text, pos)
                pos = m.end() if m is not None else pos + 1
            if not stack:
                return pos
            pos = self.skip_ws(pos)

    def parse_balanced_body(self, pos: int, affine: bool = False) -> tuple[str, int]:
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
                i = self.parse_string(i)[1]
            else:  # end of text or NUL
                self.fail(
                    pos,
                    f"unterminated '{stack[-1]}': expected '{_CLOSER[stack[-1]]}' before "
                    + ("end of file" if c == "" else "a NUL character"),
                )
