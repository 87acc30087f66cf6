"""Laying out long statements the way black would, so black has little left to do.

black's cost is dominated by lines it must split: it tries several ways for each. The
generator therefore emits the few kinds of long statements it makes (a call with one
long string argument, a long sequence) already in black's canonical form; black then
only checks them. The output is still run through black (unless ``--no-format``), and
the golden tests check that formatting it again changes nothing.
"""

from __future__ import annotations

import ast
from collections.abc import Mapping

from odsgen.codegen.filters import LINE_LENGTH, PyCode, py_str

LINE = LINE_LENGTH  # black's line length for generated code


def _pieces(text: str, width: int) -> list[str]:
    """Cut ``text`` into pieces whose literals are about ``width`` characters at most,
    after a space where the piece has one (so words stay whole), else anywhere.

    Each character's escaped length is counted once (its ``repr`` without the quotes,
    plus one for a quote that would need escaping); a piece's literal may come out a
    little shorter when ``py_str`` picks the other quote, never longer than ``width``
    plus the escapes of that quote.
    """
    lens = [1 if (ch.isprintable() and ch not in "\\\"'") else len(repr(ch)) - 2 + (ch in "\"'") for ch in text]
    out: list[str] = []
    start = 0
    while True:
        size, end = 2, start  # (the quotes)
        while end < len(text) and (end == start or size + lens[end] <= width):
            size += lens[end]
            end += 1
        if end >= len(text):
            out.append(text[start:])
            return out
        cut = text.rfind(" ", start, end) + 1
        if cut <= start:
            cut = end
        out.append(text[start:cut])
        start = cut


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


# --------------------------------------------------------------------------- statements
#
# The generator's data (matcher trees, verifier specs, the dialect's rules) is spelled
# as nested constructor calls. ``statement`` lays such a statement out in a form black
# keeps as it is: on one line when it fits; otherwise each bracket that does not fit is
# opened, one item per line, each item with a trailing comma (black's "magic trailing
# comma" then keeps it open). Only the expression forms such data uses are accepted
# (calls, tuples, lists, sets, dicts, names, attributes, constants, unary minus); strings
# come out through ``py_str``, in black's quotes. So black has nothing left to do for
# them, and odsgen.codegen.format leaves the chunks whose lines all fit alone.


class LayoutError(ValueError):
    """An expression form ``statement`` does not lay out: a bug in the generator."""


# Code the generator builds as a tree, which ``statement`` lays out without parsing it
# again: each node is the ``str`` of its code (so it also reads as text, as before), and
# keeps its parts. A plain ``str`` inside is code that is never opened (a name, a number).


class Str(str):
    """A string literal of ``value`` (its code: ``py_str(value)``)."""

    def __new__(cls, value: str) -> Str:
        node = super().__new__(cls, py_str(value))
        node.value = value
        return node


class Keyword(str):
    """A keyword argument ``name=value``."""

    def __new__(cls, name: str, value: str) -> Keyword:
        node = super().__new__(cls, f"{name}={value}")
        node.arg, node.value = name, value
        return node


class Pair(str):
    """An item of a dict display, ``key: value``."""

    def __new__(cls, key: str, value: str) -> Pair:
        node = super().__new__(cls, f"{key}: {value}")
        node.key, node.value = key, value
        return node


class Bracket(str):
    """``opener`` + the items joined by ", " + ``closer``: a call (``opener`` is the callee
    and "("), a dict or set display; a tuple display with ``tuple=True`` (a one-tuple's
    item takes a comma). ``text``: the node's code when the caller spells it otherwise
    (the layout spells it as above)."""

    def __new__(
        cls, opener: str, items: list[str], closer: str, tuple: bool = False, text: str | None = None
    ) -> Bracket:
        if text is None:
            text = opener + ", ".join(items) + ("," if tuple and len(items) == 1 else "") + closer
        node = super().__new__(cls, text)
        node.opener, node.items, node.closer, node.tuple = opener, items, closer, tuple
        return node


class _Printer:
    """Spells and lays out the nodes of one statement.

    ``calls`` respells the called functions that are bare names (``AnyOf(...)`` as
    ``_mt.AnyOf(...)``). ``_memo`` (id of a node -> its text) keeps ``lay`` linear: it
    asks for the one-line text of every node it opens."""

    def __init__(self, calls: Mapping[str, str] | None) -> None:
        self.calls = calls or {}
        self._memo: dict[int, str] = {}

    def flat(self, node) -> str:
        """``node`` on one line."""
        text = self._memo.get(id(node))
        if text is None:
            text = self._memo[id(node)] = self._flat_text(node)
        return text

    def _flat_text(self, node) -> str:
        if isinstance(node, str):
            if isinstance(node, Keyword):
                return f"{node.arg}={self.flat(node.value)}"
            if isinstance(node, Pair):
                return f"{self.flat(node.key)}: {self.flat(node.value)}"
            if not isinstance(node, Bracket):
                return node  # (a Str is its literal)
            items = [self.flat(i) for i in node.items]
            one = "," if node.tuple and len(items) == 1 else ""
            return node.opener + ", ".join(items) + one + node.closer
        if isinstance(node, ast.Constant):
            v = node.value
            if isinstance(v, str):
                return py_str(v)
            if v is None or isinstance(v, (bool, int, float)):
                return repr(v)
        elif isinstance(node, ast.Name):
            return node.id
        elif isinstance(node, ast.Attribute):
            return f"{self.flat(node.value)}.{node.attr}"
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return "-" + self.flat(node.operand)
        elif isinstance(node, ast.keyword) and node.arg is not None:
            return f"{node.arg}={self.flat(node.value)}"
        else:
            opener, items, closer = self.brackets(node)
            inner = [
                self.flat(i) if not isinstance(i, tuple) else f"{self.flat(i[0])}: {self.flat(i[1])}" for i in items
            ]
            one = "," if isinstance(node, ast.Tuple) and len(items) == 1 else ""
            return opener + ", ".join(inner) + one + closer
        raise LayoutError(f"no layout for {type(node).__name__}")

    def brackets(self, node) -> tuple[str, list, str]:
        if isinstance(node, Bracket):
            return node.opener, [(i.key, i.value) if isinstance(i, Pair) else i for i in node.items], node.closer
        if isinstance(node, ast.Call):
            func = node.func
            name = self.calls.get(func.id) if isinstance(func, ast.Name) else None
            return (name or self.flat(func)) + "(", node.args + node.keywords, ")"
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            opener, closer = _BRACKETS[type(node)]
            return opener, node.elts, closer
        if isinstance(node, ast.Dict):
            if any(k is None for k in node.keys):
                raise LayoutError("no layout for ** in a dict display")
            return "{", list(zip(node.keys, node.values)), "}"
        raise LayoutError(f"no layout for {type(node).__name__}")

    def lay(self, node, indent: int, prefix: str, suffix: str, out: list[str]) -> None:
        if isinstance(node, tuple):  # a dict item: the key (opened if it must be), then the value
            key: list[str] = []
            self.lay(node[0], indent, prefix, ": ", key)
            out.extend(key[:-1])
            self.lay(node[1], indent, key[-1][indent:], suffix, out)
            return
        if isinstance(node, (ast.keyword, Keyword)):
            value = node.value
            head = f"{prefix}{node.arg}="
            text = _string(value)
            if text is not None and indent + len(head) + len(self.flat(value)) + len(suffix) > LINE:
                # A long string argument: parenthesized, cut after spaces, one piece per line.
                pad = " " * indent
                out.append(f"{pad}{head}(")
                out.extend(f"{pad}    {py_str(p)}" for p in _pieces(text, LINE - indent - 4))
                out.append(f"{pad}){suffix}")
                return
            self.lay(value, indent, head, suffix, out)
            return
        flat = self.flat(node)
        pad = " " * indent
        if indent + len(prefix) + len(flat) + len(suffix) <= LINE:
            out.append(pad + prefix + flat + suffix)
            return
        text = _string(node)
        if text is not None and not prefix and indent:
            # An item of a bracket: an implicit concatenation, one piece per line.
            pieces = [py_str(p) for p in _pieces(text, LINE - indent - len(suffix))]
            out.extend(pad + p for p in pieces[:-1])
            out.append(pad + pieces[-1] + suffix)
            return
        if not isinstance(node, (ast.Call, ast.Tuple, ast.List, ast.Set, ast.Dict, Bracket)):
            out.append(pad + prefix + flat + suffix)
            return
        opener, items, closer = self.brackets(node)
        out.append(pad + prefix + opener)
        for item in items:
            self.lay(item, indent + 4, "", ",", out)
        out.append(pad + closer + suffix)


_BRACKETS = {ast.Tuple: ("(", ")"), ast.List: ("[", "]"), ast.Set: ("{", "}")}


def _string(node) -> str | None:
    """The value of a string literal node, else None."""
    if isinstance(node, Str):
        return node.value
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def statement(
    indent: int,
    code: str,
    suffix: str = "",
    lead: str = "",
    *,
    calls: Mapping[str, str] | None = None,
    exact: bool = False,
) -> PyCode:
    """One simple statement (``name = expr``, ``a, b = expr``, ``return expr``, ``expr``,
    ``from m import a, b``) laid out at ``indent`` as black keeps it. The first line
    carries the indentation too. ``lead`` and ``suffix`` surround an ``expr`` (``"table="``,
    ``","``: a keyword argument line). ``calls`` respells called names (``{"AnyOf":
    "_mt.AnyOf"}``).

    ``exact``: the caller spelled ``code`` as this function does (strings by ``py_str``,
    items joined by ``", "``, no trailing comma but a one-tuple's), so when it fits on
    one line it is that line, not parsed again. A ``Bracket`` ``code`` is an ``expr``,
    laid out from its parts, not parsed."""
    if isinstance(code, Bracket):
        out: list[str] = []
        _Printer(calls).lay(code, indent, lead, suffix, out)
        return PyCode("\n".join(out))
    code = code.strip()
    if exact and indent + len(lead) + len(code) + len(suffix) <= LINE:
        return PyCode(" " * indent + lead + code + suffix)
    try:
        tree = ast.parse(code)
    except SyntaxError as exc:
        raise LayoutError(f"not a statement: {exc}") from None
    if len(tree.body) != 1:
        raise LayoutError("one statement expected")
    node = tree.body[0]
    out = []
    printer = _Printer(calls)
    if isinstance(node, ast.ImportFrom) and node.level == 0 and all(a.asname is None for a in node.names):
        head = f"from {node.module} import "
        names = [a.name for a in node.names]
        if indent + len(head) + len(", ".join(names)) <= LINE:
            return PyCode(" " * indent + head + ", ".join(names))
        return PyCode(" " * indent + sequence(indent, head + "(", names, ")"))
    if isinstance(node, ast.Assign) and len(node.targets) == 1:
        prefix = printer.flat(node.targets[0]).strip("()").rstrip(",") + " = "
        if isinstance(node.targets[0], ast.Tuple) and len(node.targets[0].elts) == 1:
            prefix = printer.flat(node.targets[0].elts[0]) + ", = "
        value = node.value
    elif isinstance(node, ast.Return) and node.value is not None:
        prefix, value = "return ", node.value
    elif isinstance(node, ast.Expr):
        prefix, value = lead, node.value
    else:
        raise LayoutError(f"no layout for {type(node).__name__}")
    printer.lay(value, indent, prefix, suffix if isinstance(node, ast.Expr) else "", out)
    return PyCode("\n".join(out))
