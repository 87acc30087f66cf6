"""Jinja filters that turn spec data into safe Python source text.

Spec text (names, summaries, descriptions, strings) reaches generated code only
through these filters. Each returns a ``PyCode`` (a ``str`` subclass); the template
environment's ``finalize`` hook (odsgen.codegen.env) refuses to print anything else,
so a template that interpolates a raw value fails loudly instead of emitting it.

- ``py_ident``: a name as a Python identifier, by one deterministic rule (below).
- ``py_str``: a string literal, via ``repr`` (single line, every control character
  escaped).
- ``py_doc``: a triple-quoted docstring literal whose value is the text exactly
  (backslashes, quotes and control characters escaped).
- ``py_docstring``: ``py_doc`` of the text as black re-indents a docstring (PEP 257:
  the first line stripped, the others dedented and right-stripped), so that black
  leaves the literal as it is.
- ``py_int``, ``py_bool``: integer and boolean literals (type-checked).
- ``py_names``: a comma-separated list of identifiers (each through ``py_ident``).

The identifier rule (``py_ident``), in order:

1. every character outside ``[A-Za-z0-9_]`` becomes ``_x<hex>_`` (its code point in
   lower-case hex), so ``a.b`` -> ``a_x2e_b`` and ``é`` -> ``_xe9_``; non-ASCII
   identifiers are escaped too, so names never depend on Unicode normalization;
2. an empty name becomes ``_``; a name starting with a digit gets a leading ``_``;
3. a Python keyword (``in``, ``None``, ``class``...) gets a trailing ``_``
   (``in`` -> ``in_``), as MLIR's Python bindings do.

Names already valid stay unchanged, and the rule is idempotent.
"""

from __future__ import annotations

import keyword
import re

__all__ = [
    "PyCode",
    "py_ident",
    "py_str",
    "py_doc",
    "py_docstring",
    "py_int",
    "py_bool",
    "py_names",
    "py_comment",
    "py_tuple",
    "snake_case",
    "FILTERS",
]


class PyCode(str):
    """Text that is valid Python source (produced by a filter or a backend), not raw spec text."""

    __slots__ = ()


LINE_LENGTH = 120  # black's line for generated code, as for odsgen's own (odsgen.codegen.format, layout)

_IDENT_OK = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_BAD_CHAR = re.compile(r"[^A-Za-z0-9_]")


def ident(name: object) -> str:
    """The identifier for ``name`` (a plain ``str``; see the module docstring for the rule)."""
    if not isinstance(name, str):
        raise TypeError(f"py_ident expects a string, got {type(name).__name__}")
    if _IDENT_OK.match(name) and not keyword.iskeyword(name):
        return name
    out = _BAD_CHAR.sub(lambda m: f"_x{ord(m.group()):x}_", name)
    if not out:
        out = "_"
    elif out[0].isdigit():
        out = "_" + out
    if keyword.iskeyword(out):
        out += "_"
    return out


def py_ident(name: object) -> PyCode:
    return PyCode(ident(name))


def py_str(value: object) -> PyCode:
    """A Python string literal whose value is ``value`` (which must be a ``str``)."""
    if not isinstance(value, str):
        raise TypeError(f"py_str expects a string, got {type(value).__name__}")
    # repr() of a str is always a valid single-line literal: quotes, backslashes,
    # newlines and every non-printable character come out escaped. Like black, prefer
    # double quotes where that needs no more escapes.
    r = repr(str(value))
    if r[0] == "'":
        if '"' not in value:
            return PyCode('"' + r[1:-1] + '"')
        if "'" not in value:  # double quotes would only add escapes
            return PyCode(r)
        # black's rule: double quotes unless they need more escapes than single ones.
        body = r[1:-1]
        new = _ESCAPE_OR_CHAR.sub(lambda m: {"\\'": "'", '"': '\\"'}.get(m.group(), m.group()), body)
        if new.count("\\") <= body.count("\\"):
            return PyCode('"' + new + '"')
    return PyCode(r)


_ESCAPE_OR_CHAR = re.compile(r"\\.|.", re.DOTALL)


def _escape_doc_char(ch: str) -> str:
    if ch == "\\":
        return "\\\\"
    if ch == "\n":
        return "\n"
    if ch == "\t":
        return "\\t"
    if ch.isprintable() and ch != "\x7f":
        return ch
    code = ord(ch)
    if code < 0x100:
        return f"\\x{code:02x}"
    if code < 0x10000:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def py_doc(value: object, indent: int = 0) -> PyCode:
    """A triple-quoted literal for a docstring whose value is ``value`` exactly.

    Lines after the first are indented by ``indent`` spaces (added to the value, as
    Python's docstring convention expects, and what black does to docstrings).
    """
    if not isinstance(value, str):
        raise TypeError(f"py_doc expects a string, got {type(value).__name__}")
    # No run of three quotes may survive (every third quote of a run is escaped), and
    # the last character must not be a quote: it would merge with the closing delimiter
    # (and black pads a docstring ending in a quote); \x22 is a quote too.
    raw = str(value)
    if (
        "\\" not in raw
        and '""' not in raw
        and not raw.endswith('"')
        and not raw.startswith('"')
        and "\t" not in raw
        and all(line.isprintable() for line in raw.split("\n"))
    ):
        text = raw  # nothing to escape (the common case)
    else:
        text = _escape_doc(raw)
    if indent:
        pad = " " * indent
        text = "\n".join((pad + line) if (i and line) else line for i, line in enumerate(text.split("\n")))
    if "\n" in text:
        text += "\n" + " " * indent
    return PyCode('"""' + text + '"""')


_BACKSLASH_NEWLINE = re.compile(r"\\\s*\n")  # (black leaves such a docstring alone: linegen.visit_STRING)


def py_docstring(value: object, indent: int = 0) -> PyCode:
    """``py_doc(value, indent)`` as black leaves a docstring (black 26's
    linegen.visit_STRING and strings.fix_multiline_docstring, PEP 257), so that black has
    nothing to do to it: the first line stripped, the common indentation of the others
    made ``indent``, each right-stripped, blank ones emptied, only the first line when no
    other has text; a space beside a quote at either end; a lone space for a docstring of
    blanks. In ``py_doc``'s literal every blank but a space and a line's end is an
    escape, so this is black's rule on the literal's text."""
    plain = py_doc(value, indent)
    if _BACKSLASH_NEWLINE.search(plain):
        return plain
    body = plain[3:-3]
    pad = " " * indent
    if "\n" in body:
        lines = body.split("\n")
        rest = [len(line) - len(line.lstrip()) for line in lines[1:] if line.strip()]
        trimmed = [lines[0].strip()]
        if rest:
            cut, last = min(rest), len(lines) - 2
            for i, line in enumerate(lines[1:]):
                kept = line[cut:].rstrip()
                trimmed.append(pad + kept if kept or i == last else "")
        text = "\n".join(trimmed)
    else:
        text = body.strip()
    if text:
        if text[0] == '"':
            text = " " + text
        if text[-1] == '"':
            text += " "
        if text[-1] == "\\" and (len(text) - len(text.rstrip("\\"))) % 2:
            text += " "
    elif body:
        text = " "
    lines = text.splitlines()
    last_length = len(lines[-1]) if text and not text.endswith("\n") else 0
    if len(lines) > 1 and last_length + 3 > LINE_LENGTH and indent + 3 <= LINE_LENGTH:
        return PyCode('"""' + text + ("" if body.endswith("\n") else "\n" + pad) + '"""')
    return PyCode('"""' + text + '"""')


def _escape_doc(raw: str) -> str:
    out = []
    run = 0
    for i, ch in enumerate(raw):
        if ch != '"':
            run = 0
            out.append(_escape_doc_char(ch))
        elif i == len(raw) - 1:
            out.append("\\x22")
        elif i == 0:  # black pads a docstring starting with a quote
            out.append('\\"')
        else:
            run += 1
            out.append('\\"' if run % 3 == 0 else '"')
    return "".join(out)


def py_comment(value: object) -> PyCode:
    """Text for inside a ``#`` comment: one line, every non-printable character escaped."""
    if not isinstance(value, str):
        raise TypeError(f"py_comment expects a string, got {type(value).__name__}")
    return PyCode(
        "".join(
            ch if (ch.isprintable() and ch != "\x7f") else _escape_doc_char(ch).replace("\n", "\\n") for ch in value
        )
    )


def py_int(value: object) -> PyCode:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"py_int expects an int, got {type(value).__name__}")
    return PyCode(repr(int(value)))


def py_bool(value: object) -> PyCode:
    if not isinstance(value, bool):
        raise TypeError(f"py_bool expects a bool, got {type(value).__name__}")
    return PyCode("True" if value else "False")


def py_tuple(items) -> PyCode:
    """A tuple display of code items, without a trailing comma black would keep exploded."""
    items = list(items)
    for it in items:
        if not isinstance(it, PyCode):
            raise TypeError(f"py_tuple expects code items, got {type(it).__name__}")
    if len(items) == 1:
        return PyCode(f"({items[0]},)")
    return PyCode("(" + ", ".join(items) + ")")


def py_names(values) -> PyCode:
    return PyCode(", ".join(ident(v) for v in values))


_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")


def snake_case(name: str) -> str:
    """The documented query-method rule: ``getMinVersion`` -> ``get_min_version``.

    A lower-to-upper boundary, and the last capital of a run followed by a lower-case
    letter (``getSPIRVVersion`` -> ``get_spirv_version``), start a new word; the
    result is lower-cased and then made an identifier with ``py_ident``.
    """
    if not isinstance(name, str):
        raise TypeError(f"snake_case expects a string, got {type(name).__name__}")
    return ident(_CAMEL.sub("_", name).lower())


FILTERS = {
    "py_ident": py_ident,
    "py_str": py_str,
    "py_doc": py_doc,
    "py_docstring": py_docstring,
    "py_int": py_int,
    "py_bool": py_bool,
    "py_names": py_names,
    "py_comment": py_comment,
    "py_tuple": py_tuple,
}
