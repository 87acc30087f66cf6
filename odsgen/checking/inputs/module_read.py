"""A module as one reader of odsgen.checking.inputs read it (``ModuleRead``): odsgen's IR,
and what reading it showed, which is the read's and not the IR's (the runtime's ``Module``
holds IR only). The input record the checks take, ``read.ModuleInput``, keeps it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from odsgen.checking.inputs.spirv_binary import Unknown
    from odsgen.runtime.ir import Module
    from odsgen.runtime.reader import Read


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
