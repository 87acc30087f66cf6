"""The TableGen preprocessor and comment stripper.

Runs over one file's text before the Lark grammar sees it: removes comments (``//``
and nested ``/* */``), evaluates ``#ifdef``/``#ifndef``/``#define``/``#else``/
``#endif`` and reports each active ``include`` in order, so the caller can load the
included file at that point (macros defined there are visible afterwards, exactly as
with llvm-tblgen's lexer, which processes includes in the token stream).

Removed text is replaced by blanks, keeping newlines, so lines and columns of the
text that remains are those of the original file.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from odsgen.diagnostics import OdsgenError, error
from odsgen.source import SourceFile

# Every alternative starts with one of five characters; the lookahead in front says so,
# which lets the regex engine skip ahead to them instead of trying each alternative at
# every position (it does not find that set through the named groups: 4.5x slower, 0.1 s
# of SPIR-V's 1 MB). "At line start" and "whole word" are checked in Python on the rare
# matches. A string is matched whole (its loops possessive: linear, no backtracking
# state); an unterminated one leaves only its opening quote for ``badstr``.
_SCAN = re.compile(
    r"""
    (?=[\["/\#i])
    (?:
    (?P<code>\[\{)
  | (?P<str>"[^"\\\n\r]*+(?:\\.[^"\\\n\r]*+)*+")
  | (?P<badstr>")
  | (?P<lc>//)
  | (?P<bc>/\*)
  | (?P<dir>\#[ \t]*(?P<dname>ifdef|ifndef|define|else|endif)\b(?P<drest>[^\n]*))
  | (?P<inc>include\b)
    )
""",
    re.X,
)
# Inside an inactive #ifdef region only directives at line starts matter (like
# llvm-tblgen's prepSkipRegion, which does not lex the skipped text).
_DIR_ONLY = re.compile(r"^[ \t]*\#[ \t]*(?:ifdef|ifndef|define|else|endif)\b", re.M)
_IDENT_CHAR = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
_COMMENT_EDGE = re.compile(r"(/\*)|\*/")
_INCLUDE = re.compile(r'include\s*("[^"\\\n\r]*(?:\\.[^"\\\n\r]*)*")')
_MACRO = re.compile(r"[ \t]*([a-zA-Z_][a-zA-Z0-9_]*)")
# What may follow a directive (and its macro name) on its line: blanks and comments.
_DIRECTIVE_TAIL = re.compile(r"(?:[ \t\r]+|/\*.*?\*/)*(?://.*)?")

IncludeCallback = Callable[[str, int], None]


def _blank(text: str) -> str:
    """What a removed block comment leaves: its newlines, then as many spaces as its last
    line had characters, so the text after it keeps its line and column (the lines
    inside hold nothing but blanks, which need not keep their length)."""
    last = text.rfind("\n")
    if last < 0:
        return " " * len(text)
    return "\n" * text.count("\n") + " " * (len(text) - last - 1)


def preprocess(
    src: SourceFile, macros: set[str], on_include: IncludeCallback | None = None, asked: dict[str, bool] | None = None
) -> str:
    """Return ``src.text`` with comments and inactive regions blanked.

    ``macros`` is updated in place by ``#define``. ``on_include(filename, offset)`` is
    called for each active include, in order, with the unquoted file name. ``asked``, if
    given, gets each macro an ``#ifdef``/``#ifndef`` tested, with whether it was defined.
    """
    text = src.text
    out: list[str] = []
    append = out.append
    pos = 0  # start of text not yet copied to out
    # Stack of (active_before, this_branch_active, seen_else, offset) for #ifdef nesting.
    stack: list[tuple[bool, bool, bool, int]] = []
    active = True
    inactive_from = 0  # where the current inactive region began
    scan = _SCAN.search
    n = len(text)
    i = 0

    def fail(offset: int, message: str) -> OdsgenError:
        return OdsgenError(error(src.loc_of_offset(offset), message))

    while True:
        if not active:
            dm = _DIR_ONLY.search(text, i)
            if dm is None:
                break
            i = dm.end() - len(dm.group().lstrip(" \t"))
        m = scan(text, i)
        if m is None:
            break
        kind = m.lastgroup
        start = m.start()
        if not active and kind != "dir":
            i = m.end()
            continue
        if kind == "code":
            end = text.find("}]", m.end())
            if end < 0:
                raise fail(start, "unterminated code block")
            i = end + 2
        elif kind == "str":
            i = m.end()
        elif kind == "badstr":
            raise fail(
                start,
                "end of " + ("line" if "\n" in text[start:] or "\r" in text[start:] else "file") + " in string literal",
            )
        elif kind == "lc":
            end = text.find("\n", start)
            end = n if end < 0 else end
            if active:
                append(text[pos:start])
                append(" " * (end - start))
                pos = end
            i = end
        elif kind == "bc":
            depth = 1
            for em in _COMMENT_EDGE.finditer(text, m.end()):
                if em.lastindex:  # "/*"
                    depth += 1
                else:
                    depth -= 1
                    if not depth:
                        j = em.end()
                        break
            else:
                raise fail(start, "unterminated comment")
            if active:
                append(text[pos:start])
                append(_blank(text[start:j]))
                pos = j
            i = j
        elif kind == "dir":
            line_start = text.rfind("\n", 0, start) + 1
            if text[line_start:start].strip(" \t"):
                i = start + 1  # a '#' inside a line: not a directive
                continue
            name = m.group("dname")
            rest = m.group("drest")
            end = m.end()
            if active:
                append(text[pos:start])
                append(" " * (end - start))
                pos = end
            macro = None
            if name in ("ifdef", "ifndef", "define"):
                mm = _MACRO.match(rest)
                if mm is None:
                    raise fail(m.start("drest"), f"expected macro name after #{name}")
                macro = mm.group(1)
            tail = _DIRECTIVE_TAIL.match(rest, mm.end() if macro else 0).end()
            if tail != len(rest):
                raise fail(
                    m.start("drest") + tail, f"only comments are supported after #{name}{' NAME' if macro else ''}"
                )
            if name == "define":
                if active:
                    macros.add(macro)
            elif name in ("ifdef", "ifndef"):
                defined = macro in macros
                if asked is not None:
                    asked[macro] = defined
                cond = defined == (name == "ifdef")
                stack.append((active, cond, False, start))
                if active and not cond:
                    active = False
                    inactive_from = pos
            elif name == "else":
                if not stack:
                    raise fail(m.start("dname"), "#else without #ifdef or #ifndef")
                outer, cond, seen_else, where = stack[-1]
                if seen_else:
                    raise fail(m.start("dname"), "double #else")
                stack[-1] = (outer, not cond, True, where)
                if outer:
                    if active:  # the taken branch ends: skip the else branch
                        active = False
                        inactive_from = pos
                    else:
                        append("\n" * text.count("\n", inactive_from, end))
                        pos = end
                        active = True
            else:  # endif
                if not stack:
                    raise fail(m.start("dname"), "#endif without #ifdef")
                outer, cond, _, _ = stack.pop()
                if outer and not active:
                    # The region ends with a directive line, so keeping only its
                    # newlines leaves every later line and column where it was.
                    append("\n" * text.count("\n", inactive_from, end))
                    pos = end
                    active = True
            i = end
        else:  # include
            if start and text[start - 1] in _IDENT_CHAR:
                i = m.end()
                continue
            im = _INCLUDE.match(text, start)
            if im is None:
                i = m.end()
                continue
            if active and on_include is not None:
                raw = im.group(1)[1:-1]
                on_include(raw, start)
            i = im.end()
    if stack:
        # Reported at the end of the file as llvm-tblgen does, with the opening directive as a note.
        opened = (src.loc_of_offset(stack[-1][3]), "unmatched #ifdef or #ifndef is here")
        raise OdsgenError(error(src.loc_of_offset(n), "reached EOF without matching #endif", opened))
    if not active:
        append("\n" * text.count("\n", inactive_from))
    else:
        append(text[pos:])
    return "".join(out)
