"""A module as one reader of odsgen.checking.inputs read it (``ModuleRead``): odsgen's IR,
and what reading it showed, which is the read's and not the IR's (the runtime's ``Module``
holds IR only). The input record the checks take, ``read.ModuleInput``, keeps it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable

    from odsgen.runtime.ir import Module
    from odsgen.runtime.reader import Read
    from odsgen.source import Loc


@dataclass(frozen=True, slots=True)
class ModuleRead:
    """A module as one reader read it: odsgen's IR, and what reading it showed, which is
    the read's and not the IR's. ``mlir_verified``: None, or (a module that came through
    MLIR's parser, which verifies) whether MLIR's verifier checked the ops of a name
    (``mlir_verified("spirv.IAdd")``); ``ssa_in_order``: odsgen's reader found every use
    after its definition in one block (odsgen.runtime.reader.Read); ``unknown_spirv``: the
    SPIR-V instructions the spec has no op for, each standing in as ``spirv.Undef``
    (odsgen.checking.inputs.spirv_binary's ``Unknown``s, each with the Khronos grammar's
    availability of it)."""

    module: Module
    mlir_verified: Callable[[str], bool] | None = None
    ssa_in_order: bool = False
    unknown_spirv: tuple[Unknown, ...] = ()

    @classmethod
    def of(cls, read: Read) -> ModuleRead:
        """What odsgen's reader read (``read_source``), MLIR's verifier not asked."""
        return cls(read.module, ssa_in_order=read.ssa_in_order)


@dataclass(frozen=True, slots=True)
class Unknown:
    """An instruction of a SPIR-V binary (odsgen.checking.inputs.spirv_binary) that the spec has no op for, with the Khronos grammar's
    availability of it (``in_grammar``: the grammar knows it)."""

    loc: Loc
    name: str  # the op name MLIR would give it: spirv.GL.NMax
    what: str  # the instruction: "OpExtInst GLSL.std.450 NMax"
    version: str  # the first SPIR-V version with it ("None": in none, "": not known)
    capabilities: tuple[str, ...]  # any of
    extensions: tuple[str, ...]  # any of
    in_grammar: bool = True
    operand_types: tuple[str, ...] = ()  # the types of its id operands (MLIR's operands), in order
    # (value, its type as MLIR prints it) of the instruction's result ("result #0")
    types: tuple[tuple[str, str], ...] = ()
    # the rule on its value types that narrowed ``capabilities`` (spirv-val's words), or ""
    narrowed_by: str = ""

    def requirement(self) -> str:
        from odsgen.checking.inputs.spv_grammar import requirement_text

        text = requirement_text(self.version, self.capabilities, self.extensions)
        return f"{text} ({self.narrowed_by})" if self.narrowed_by else text

    def missing(self, env: Any, unchecked: frozenset[str] = frozenset()) -> list[str]:
        """What target ``env`` (odsgen.runtime.target.TargetEnv) lacks of the grammar's
        availability: [] when it allows the instruction. ``unchecked``: what spirv-val does
        not check of it ("version", "extensions": odsgen.checking.spirv_corequirements.own_unchecked)."""
        if not self.in_grammar:
            return ["an instruction the Khronos grammar does not define"]
        names = {m.name for ms in env.enabled.values() for m in ms}
        out = []
        version = next((v for v in env.versions.values() if v is not None and v.name.startswith("V_")), None)
        at = "" if "version" in unchecked else self.version
        if at == "None" and not self.extensions and not self.capabilities:
            # ("None" with capabilities: an extension's instruction, which its capabilities
            # enable: OpAtomicFMinEXT by AtomicFloat32MinMaxEXT)
            out.append("a SPIR-V version (it is in none)")
        elif at and at != "None" and version is not None:
            have = tuple(int(x) for x in version.name[2:].split("_"))
            need = tuple(int(x) for x in self.version.split("."))
            if have < need and not (self.extensions and names & set(self.extensions)):
                out.append(f"SPIR-V {self.version}")
        if self.capabilities and not names & set(self.capabilities):
            out.append("capability " + " or ".join(self.capabilities))
        exts = () if "extensions" in unchecked else self.extensions
        if exts and self.version in ("None", "") and not names & set(exts):
            out.append("extension " + " or ".join(self.extensions))
        return out
