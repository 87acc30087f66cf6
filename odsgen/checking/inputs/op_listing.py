"""Where a report places an op of MLIR bytecode that has no file location (issue 34, item 5).

Arm's ``tosa-converter-for-tflite`` writes ``.mlirbc`` without debug info (every op at
``loc(unknown)``), as does ``mlir-opt --emit-bytecode --strip-debuginfo``. MLIR would report
such an op at ``net.mlirbc:0:0``; odsgen names it by its place in the module instead, as
an ONNX model's node is named (odsgen.checking.inputs.onnx_model.NodeListing):
``net.mlirbc: op #N 'tosa.conv2d' in @main``, N the op's index in a pre-order walk of the
module (``op #0`` is the top-level ``builtin.module``; the ops in the order ``mlir-opt``
prints them), ``@main`` the nearest symbol around it (a ``func.func``'s own:
``op #1 'func.func' @main``), and a name location's name (a TFLite tensor's) when it has
one: ``op #7 'tosa.conv2d' named "conv1/BiasAdd" in @main``. An op with a file location
(``FileLineColLoc``, or one inside a name, call-site or fused location) is placed there
as MLIR's diagnostics place it, not here.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Container
from typing import Any

from odsgen.source import Loc, SourceFile

# ``op #N``, as a user names a place (``explain --at 'op #12'``).
OP_PLACE = re.compile(r"\s*op\s*#\s*(\d+)\s*")


class OpListing(SourceFile):
    """A bytecode module as reports place its ops without a file location: op ``i`` of the
    module's pre-order walk is at offset ``i`` (``place``), which ``loc_of_offset`` gives
    as ``Loc(file, i + 1, 1, label)``. Nothing of the file is kept (its text is empty: a
    binary has no line to show); the labels are made when asked (``bind``: by the reader
    of the module, from what it read)."""

    __slots__ = ("count", "_label", "_made")

    def __init__(self, name: str) -> None:
        super().__init__(name, "")
        self.count = 0
        self._label: Callable[[int], str] | None = None
        self._made: dict[int, str] = {}

    def bind(self, count: int, label: Callable[[int], str]) -> None:
        """The module has ``count`` ops; ``label(i)`` is op ``i``'s label."""
        self.count, self._label, self._made = count, label, {}

    def place(self, op: Any, index: int) -> None:
        op.src, op.pos = self, index

    def label(self, index: int) -> str:
        got = self._made.get(index)
        if got is None:
            got = self._made[index] = self._label(index) if self._label is not None else f"op #{index}"
        return got

    def line_starts(self) -> list[int]:
        return []  # (no file location points into a binary: the Placer places none here)

    def loc_of_offset(self, offset: int) -> Loc:
        return Loc(self.name, offset + 1, 1, self.label(offset))

    def line_text(self, line: int) -> str | None:
        return None

    def label_line(self, label: str) -> int | None:
        """The listing's line of the op ``label`` names (``op #12``), or None."""
        m = OP_PLACE.match(label)
        if m is None:
            return None
        index = int(m.group(1))
        return index + 1 if index < self.count else None


def op_label(index: int, name: str, symbol: str | None, own: bool, loc_name: str | None) -> str:
    """``op #N 'NAME' [named "LOC"] in @SYMBOL`` (``own``: the op defines the symbol)."""
    from odsgen.runtime.ir import escape_string

    out = f"op #{index} '{name}'"
    if loc_name is not None:
        out += f" named {escape_string(loc_name)}"
    if symbol is not None:
        out += f" @{symbol}" if own else f" in @{symbol}"
    return out


def location_name(loc: Any) -> str | None:
    """The name of the first name location in ``loc`` (searched as MLIR unwraps a location
    to its file location: a name's child, a call site's callee, a fused location's first)."""
    from odsgen.runtime import ir

    todo: list[Any] = [loc]
    while todo:
        cur = todo.pop()
        if isinstance(cur, ir.NameLoc):
            return cur.name
        if isinstance(cur, ir.CallSiteLoc):
            todo.append(cur.callee)
        elif isinstance(cur, ir.FusedLoc):
            todo.extend(reversed(cur.locations))
    return None


def _symbol_of(op: Any) -> str | None:
    from odsgen.runtime.ir import StringAttr

    got = op.get_attr("sym_name")  # (properties that are not a dictionary, as an unregistered op's may be: none)
    return got.value if isinstance(got, StringAttr) else None


def bind_module(listing: OpListing, module: Any, only: Container[int] | None = None) -> None:
    """Place every op of ``module`` (odsgen's IR) that has no position in ``listing`` (with
    ``only``: those whose ``id`` is in it: a text's ops without a file location), and make
    its labels from the module."""
    ops = list(module.walk())

    def label(i: int) -> str:
        op = ops[i]
        own = _symbol_of(op)
        symbol, up = own, op.parent_op
        while symbol is None and up is not None:
            symbol, up = _symbol_of(up), up.parent_op
        return op_label(i, op.name, symbol, own is not None, location_name(op.location))

    for i, op in enumerate(ops):
        if (op.src is None or op.pos < 0) and (only is None or id(op) in only):
            listing.place(op, i)
    listing.bind(len(ops), label)


_SYM_NAME = re.compile(r'(?:^|[{,]\s*)sym_name\s*=\s*"((?:[^"\\]|\\.)*)"')


def _symbol_in(texts: tuple[str | None, ...]) -> str | None:
    from odsgen.runtime.reader import parse_attribute

    for text in texts:
        if text is not None and "sym_name" in text:
            m = _SYM_NAME.search(text.strip("<>{}"))
            if m is not None:
                try:
                    got = parse_attribute(f'"{m.group(1)}"')
                except Exception:  # noqa: BLE001 (an odd spelling: the raw text)
                    return m.group(1)
                return getattr(got, "value", m.group(1))
    return None


def bind_scan(listing: OpListing, scan: Any) -> None:
    """Make ``listing``'s labels from a scan of the module's generic text
    (odsgen.checking.inputs.shapes.Scan: its ops by shape, parents and location texts);
    the scan places an op there when it has no file location (``Scan.op_at``)."""
    keys, shape, parent, locs = scan.keys, scan.shape, scan.parent, scan.locs

    def loc_name(i: int) -> str | None:
        text = locs[i]
        if text is None or '"' not in text:
            return None
        from odsgen.runtime.reader import parse_location

        try:
            return location_name(parse_location(f"loc({text})"))
        except Exception:  # noqa: BLE001 (a location the reader does not read: no name)
            return None

    def symbol(i: int) -> str | None:
        key = keys[shape[i]]
        return _symbol_in((key[1], key[2]))

    def label(i: int) -> str:
        own = symbol(i)
        sym, up = own, parent[i]
        while sym is None and up >= 0:
            sym, up = symbol(up), parent[up]
        return op_label(i, keys[shape[i]][0], sym, own is not None, loc_name(i))

    listing.bind(len(shape), label)
