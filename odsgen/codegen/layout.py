"""Laying out long statements the way black would, so black has little left to do.

black's cost is dominated by lines it must split: it tries several ways for each. The
generator therefore emits the few kinds of long statements it makes (a call with one
long string argument, a long sequence) already in black's canonical form; black then
only checks them. The output is still run through black (unless ``--no-format``), and
the golden tests check that formatting it again changes nothing.
"""

from __future__ import annotations

from odsgen.codegen.filters import PyCode, py_str

LINE = 120  # black's line length for generated code (odsgen.codegen.format.LINE_LENGTH)


def _pieces(text: str, width: int) -> list[str]:
    """Cut ``text`` into pieces whose literals are about ``width`` characters at most.

    Each character's escaped length is counted once (its ``repr`` without the quotes,
    plus one for a quote that would need escaping); a piece's literal may come out a
    little shorter when ``py_str`` picks the other quote, never longer than ``width``
    plus the escapes of that quote.
    """
    out: list[str] = []
    start = 0
    size = 2  # the quotes
    for i, ch in enumerate(text):
        n = 1 if (ch.isprintable() and ch not in "\\\"'") else len(repr(ch)) - 2 + (ch in "\"'")
        if i > start and size + n > width:
            out.append(text[start:i])
            start, size = i, 2
        size += n
    out.append(text[start:])
    return out


def call_with_string(indent: int, head: str, text: str, tail: str = ")") -> PyCode:
    """``head`` + a string literal of ``text`` + ``tail`` (``head`` ends with ``(``).

    One line when it fits; else the literal on its own line; else the literal cut into
    an implicit concatenation, one piece per line. The first line carries no
    indentation (the template puts it), later lines carry ``indent`` + 4 spaces.
    """
    lit = py_str(text)
    if indent + len(head) + len(lit) + len(tail) <= LINE:
        return PyCode(head + lit + tail)
    inner = " " * (indent + 4)
    if len(inner) + len(lit) <= LINE:
        return PyCode(f"{head}\n{inner}{lit}\n{' ' * indent}{tail}")
    # Quadratic in the piece length only; pieces are short.
    pieces = _pieces(text, LINE - len(inner))
    body = "\n".join(inner + py_str(p) for p in pieces)
    return PyCode(f"{head}\n{body}\n{' ' * indent}{tail}")


def sequence(indent: int, head: str, items: list[str], tail: str, one_tuple: bool = False) -> PyCode:
    """``head`` + items joined by ", " + ``tail``; exploded one per line (with black's
    trailing comma) when it does not fit. ``one_tuple``: a single item gets a comma."""
    items = [str(i) for i in items]
    joined = ", ".join(items) + ("," if one_tuple and len(items) == 1 else "")
    if indent + len(head) + len(joined) + len(tail) <= LINE:
        return PyCode(head + joined + tail)
    inner = " " * (indent + 4)
    body = "".join(f"{inner}{i},\n" for i in items)
    return PyCode(f"{head}\n{body}{' ' * indent}{tail}")
