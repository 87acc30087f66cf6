"""Types spelled in text and the parameters of dialect types, as availability rules read
them: ``parse_type("i32")``; ``type_params(!spirv.ptr<i8, StorageBuffer>)`` gives
``((i8,), ("StorageBuffer",))``. Shared by the type rules (odsgen.runtime.typerules) and
the numeric limits (odsgen.runtime.limits); both memos start afresh past ``MEMO_LIMIT``."""

from __future__ import annotations

import re

from odsgen.runtime import ir
from odsgen.runtime import matchers as mt

MEMO_LIMIT = 1 << 16

_TYPE_CACHE: dict[str, ir.Type | None] = {}


def parse_type(text: str) -> ir.Type | None:
    """The type ``text`` spells (MLIR syntax), or None when it is not one."""
    if text in _TYPE_CACHE:
        return _TYPE_CACHE[text]
    from odsgen.diagnostics import OdsgenError
    from odsgen.runtime.reader import parse_type as read_type

    try:
        result: ir.Type | None = read_type(text)
    except OdsgenError:
        result = None
    if len(_TYPE_CACHE) > MEMO_LIMIT:
        _TYPE_CACHE.clear()
    _TYPE_CACHE[text] = result
    return result


_WORD = re.compile(r"[A-Za-z_][\w.$]*")
_COUNT_X = re.compile(r"^\d+\s*x\s*")
_SHAPE = re.compile(r"^(?:(?:\d+|\?)x)+")
_DECORATION = re.compile(r"\s*\[[^\[\]]*\]\s*$")

_PARAMS: dict[ir.DialectType, tuple[tuple[ir.Type, ...], tuple[str, ...]]] = {}


def type_params(t: ir.DialectType) -> tuple[tuple[ir.Type, ...], tuple[str, ...]]:
    """The types and the bare words among a dialect type's parameters.

    ``!spirv.ptr<i8, StorageBuffer>`` -> ``((i8,), ("StorageBuffer",))``; an array's
    ``4 x T`` gives ``T``, a struct's ``(T [0], U [4])`` gives ``T`` and ``U``, a shaped
    parameter ``8x16xi32`` gives ``i32``; ``key=value`` parameters are skipped.
    """
    hit = _PARAMS.get(t)
    if hit is not None:
        return hit
    types: list[ir.Type] = []
    words: list[str] = []
    _read_params(t.body or "", types, words)
    out = (tuple(types), tuple(words))
    if len(_PARAMS) > MEMO_LIMIT:
        _PARAMS.clear()
    _PARAMS[t] = out
    return out


def _read_params(body: str, types: list[ir.Type], words: list[str]) -> None:
    for piece in mt.split_parameters(body):
        p = piece.strip()
        if not p:
            continue
        if p.startswith("(") and p.endswith(")"):
            _read_params(p[1:-1], types, words)
            continue
        p = _DECORATION.sub("", p)
        p = _COUNT_X.sub("", p)
        m = _SHAPE.match(p)
        if m and m.end() < len(p):
            p = p[m.end() :]
        if not p or "=" in p.split("<", 1)[0]:
            continue
        if _WORD.fullmatch(p):
            t = parse_type(p)
            if t is not None:
                types.append(t)
            else:
                words.append(p)
            continue
        t = parse_type(p)
        if t is not None:
            types.append(t)
