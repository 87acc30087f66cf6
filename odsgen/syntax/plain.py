"""ASTs as plain data, for the parse cache (odsgen.cache): no pickle, nothing that runs code.

A node is ``(class index, pos, field...)``, a tuple holding nodes is ``(-2, item...)``,
any other tuple is ``(-1, tuple)``; lists stay lists; strings, numbers, booleans and
None stay as they are. ``marshal`` stores the result; decoding checks every shape and
gives None for anything damaged.
"""

from __future__ import annotations

import marshal
from functools import cache
from pathlib import Path

from odsgen.syntax import ast

__all__ = ["cache_entry", "load_parsed", "store_parsed", "encode_parsed", "decode_parsed", "to_plain", "from_plain"]


@cache
def _node_classes() -> tuple[dict, tuple]:
    classes = sorted(
        (c for c in vars(ast).values() if isinstance(c, type) and issubclass(c, ast.Node) and c is not ast.Node),
        key=lambda c: c.__name__,
    )
    return {c: i for i, c in enumerate(classes)}, tuple(classes)


# Values that stay as they are; the rest are nodes, lists and tuples.
_SCALARS = frozenset((str, int, bool, float, type(None)))


@cache
def _encoders() -> dict:
    """Node class -> its encoder, ``(index, pos, field...)`` with each field encoded.

    Each is compiled from the class's field names (ours, in odsgen.syntax.ast): the
    fields that are scalars are tested inline, not passed to ``_encode``. This halves
    the cost of writing the parse cache (SPIR-V's 123,000 values: 0.051 s -> 0.024 s)."""
    out = {}
    for cls, i in _node_classes()[0].items():
        fields = "".join(f", v{j} if type(v{j} := x.{f}) in S else enc(v{j})" for j, f in enumerate(cls._fields))
        namespace = {"S": _SCALARS, "enc": _encode}
        exec(f"def encode(x):\n    return ({i}, x.pos{fields})\n", namespace)  # noqa: S102 - our own field names
        out[cls] = namespace["encode"]
    return out


def _encode(x):
    t = type(x)
    node = _encoders().get(t)
    if node is not None:
        return node(x)
    if t is list:
        return [y if type(y) in _SCALARS else _encode(y) for y in x]
    if t is tuple:
        items = [y if type(y) in _SCALARS else _encode(y) for y in x]
        for a, b in zip(items, x):
            if a is not b and (type(a) is not type(b) or a != b):
                return (-2, *items)
        return (-1, x)
    if t in _SCALARS:
        return x
    raise TypeError(f"cannot cache a {t.__name__}")


_NESTED = frozenset((list, tuple))


@cache
def _decoders() -> tuple:
    """Class index -> its decoder, the inverse of its encoder: compiled the same way, the
    fields that are scalars passed on inline (a third of the cost of reading the AST back)."""
    out = []
    for cls in _node_classes()[1]:
        fields = "".join(f", v{j} if type(v{j} := x[{j + 2}]) not in N else dec(v{j})" for j in range(len(cls._fields)))
        namespace = {"N": _NESTED, "dec": _decode, "C": cls}
        size = len(cls._fields) + 2
        body = f"    if len(x) != {size}:\n        raise ValueError('not an AST entry')\n    return C(x[1]{fields})\n"
        exec(f"def decode(x):\n{body}", namespace)  # noqa: S102 - our own field names
        out.append(namespace["decode"])
    return tuple(out)


def _decode(x):
    if type(x) is list:
        return [_decode(y) if type(y) in _NESTED else y for y in x]
    k = x[0]
    if k >= 0:
        return _decoders()[k](x)
    if k == -1:
        return x[1]
    if k == -2:
        return tuple(_decode(y) if type(y) in _NESTED else y for y in x[1:])
    raise ValueError("not an AST entry")


def to_plain(stmts: list):
    """The statements as plain data (TypeError: not AST data; RecursionError: too deep)."""
    return _encode(stmts)


def from_plain(data) -> list | None:
    """The statements back from ``to_plain``'s data, or None when it is not such data."""
    try:
        stmts = _decode(data)
    except Exception:  # noqa: BLE001 - damaged or of the wrong shape (RecursionError included)
        return None
    return stmts if type(stmts) is list else None


def encode_parsed(stmts: list) -> bytes | None:
    """The parse cache's payload for these statements (``to_plain`` data, marshalled), or
    None when they cannot be cached (not plain AST data, or absurdly deep). The forked
    parse sends its ASTs to the parent in this form too, so that the parent writes them
    to the cache as they came."""
    try:
        return marshal.dumps(to_plain(stmts))
    except (TypeError, ValueError, RecursionError):
        return None


def decode_parsed(payload: bytes) -> list | None:
    """The statements back from ``encode_parsed``'s payload, or None when it is damaged."""
    try:
        data = marshal.loads(payload)
    except Exception:  # noqa: BLE001 - damaged
        return None
    return from_plain(data)


def cache_entry(text: str) -> Path | None:
    """Where the parse of this preprocessed text is cached (None: no usable cache)."""
    from odsgen.cache import parse_entry

    return parse_entry(text)


def load_parsed(path: Path | None) -> list | None:
    """The cached AST (a list of statements) at ``path`` (``cache_entry``), or None."""
    from odsgen.cache import read_entry

    payload = None if path is None else read_entry(path)
    return None if payload is None else decode_parsed(payload)


def store_parsed(path: Path | None, payload: bytes | None) -> None:
    """Cache ``encode_parsed``'s payload at ``path`` (nothing when either is None)."""
    from odsgen.cache import write_entry

    if path is not None and payload is not None:
        write_entry(path, payload)
