"""The report of one module verified against its ops' ODS definitions, with no target:
``odsgen verify`` and ``odsgen.verify`` (docs/verify.md). Malformedness is validate's
(odsgen.checking.validate.verify_module: a module MLIR's verifier rejected as it read it
is malformed with MLIR's errors); only the availability check is left out."""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING, Any, cast

from odsgen.checking.reports.records import Malformed, Structure
from odsgen.checking.reports.runs import well_formed_text as well_formed_text  # (a run's line, at the edge)

if TYPE_CHECKING:
    from odsgen.checking.inputs.read import ModuleInput
    from odsgen.checking.irdl import Irdl, MlirVerdict
    from odsgen.checking.spec import LoadedSpec
    from odsgen.source import SourceManager

WELL_FORMED = "well-formed"
MALFORMED = "malformed"


def op_count(spec: LoadedSpec, module: ModuleInput) -> int:
    """How many ops of the spec's dialects the module has."""
    return module.table.count(spec.checker.ops)


def verified_report(
    spec: LoadedSpec,
    module: ModuleInput,
    name: str,
    sources: SourceManager,
    max_errors: int = 0,
    strict: bool = False,
    *,
    trusted: Any = None,
    irdl: Irdl | None = None,
) -> dict[str, Any]:
    """One module's answer: ``{"module", "status", "report" (its JSON), "text"}``; the
    report is ``{"module", "status": "well-formed" | "malformed", "ops", "malformed_ops",
    "malformed": [...], "unchecked": {...}, ...}``, validate's structure report
    (``strict``, ``trusted``: as ``verify_module``'s); with ``irdl`` (the spec's dialects
    as IRDL, odsgen.checking.irdl), MLIR's verifier's verdict too (``with_mlir_verdict``)."""
    from odsgen.checking.inputs.optable import OpTable
    from odsgen.checking.validate import structure_of

    verdict = None
    if irdl is not None and module.module is not None:
        from odsgen.checking.irdl import mlir_verdict

        sf = sources.get(name)
        verdict = mlir_verdict(irdl, cast(Any, module.module), name, max_errors, sf.text if sf is not None else None)
        if not verdict.problems and trusted is None:
            # MLIR verified every op of the dialects it registers: odsgen does not again
            trusted = frozenset(verdict.registered).__contains__
    if trusted is not None and module.module is not None:  # (the ops MLIR verified: its table says so)
        module = dataclasses.replace(module, table=OpTable.from_module(module.module, trusted), mlir_verified=trusted)
    got, lines = structure_of(spec, module, name, sources, max_errors, strict)
    structure = got if got is not None else Structure(verified=False)
    if irdl is not None:
        errors, note = with_mlir_verdict(irdl, module, name, sources, structure, verdict)
        count = structure.count
        if errors:  # MLIR's errors after odsgen's, then the count of both, then the notes
            k = next((i for i, line in enumerate(lines) if line.startswith(f"{name}: ")), len(lines))
            counted = re.compile(re.escape(name) + r": \d+ ops are malformed")
            notes = [line for line in lines[k:] if not counted.match(line)]
            lines = lines[:k] + errors + [f"{name}: {count} ops are malformed"] + notes
        lines.append(note)
    status = MALFORMED if structure.count else WELL_FORMED
    report: dict[str, Any] = {"module": name, "status": status, "ops": op_count(spec, module), **structure.to_json()}
    return {"module": name, "status": status, "report": report, "text": "".join(line + "\n" for line in lines)}


def with_mlir_verdict(
    irdl: Irdl,
    module: ModuleInput,
    name: str,
    sources: SourceManager,
    structure: Structure,
    verdict: MlirVerdict | None,
) -> tuple[list[str], str]:
    """MLIR's verifier's ``verdict`` on the module (odsgen.checking.irdl.mlir_verdict: the ops
    of dialects MLIR registers as they are, the spec's others loaded through IRDL; None for
    the shapes of a module MLIR verified as it read it), added to
    odsgen's ``structure`` report (changed in place): an op MLIR rejects is malformed, with
    MLIR's message (``Malformed.mlir``; an entry of its own when odsgen's verifier passed
    it); ``structure.mlir`` says which op names MLIR verified itself (``registered``) and,
    per op name of the module through IRDL, what MLIR could not check and odsgen's verifier
    did (``checked_by_odsgen``). (The text lines of MLIR's errors odsgen did not give, and
    the line of a summary note.)"""
    if verdict is None or module.module is None:  # (MLIR parsed and verified it already: custom syntax)
        return [], f"{name}: note: MLIR's verifier checked the module as it read it"
    from odsgen.checking.validate import source_lines
    from odsgen.source import Loc

    at = {(op.line, op.col): op for op in module.module.walk()}
    present = {op.name for op in at.values()}
    entries = {m.loc: k for k, m in enumerate(structure.malformed)}  # place -> its entry's index
    lines: list[str] = []
    for p in verdict.problems:
        loc = Loc(name, p.line, p.col)  # (an error MLIR placed nowhere: at the module, 0:0)
        k = entries.get(loc)
        if k is None:
            k = entries[loc] = len(structure.malformed)
            structure.malformed.append(Malformed(p.op, loc, (("mlir", p.message),)))
            structure.count += 1
            lines.append(f"{name}:{p.line}:{p.col}: error: {p.message}" if p.line else f"{name}: error: {p.message}")
            if (p.line, p.col) in at:
                lines += source_lines(sources, name, at[p.line, p.col])
        structure.malformed[k] = dataclasses.replace(structure.malformed[k], mlir=p.message)
    registered = sorted(present.intersection(verdict.registered))
    checked = {n: list(irdl.unexpressed.get(n, ())) for n in sorted(present & irdl.names.keys()) if n not in registered}
    for n, why in irdl.unregistered.items():
        if n in checked:
            checked[n] = [f"the whole op: {why}"]
    checked = {n: v for n, v in checked.items() if v}
    structure.mlir = {"rejected": len(verdict.problems), "registered": registered, "checked_by_odsgen": checked}
    through = len(present & irdl.names.keys()) - len(registered)
    note = (
        f"{name}: note: MLIR's verifier rejected {len(verdict.problems)} ops; it verified {len(registered)} op names "
        f"of the dialects it registers, and {through} through IRDL, where odsgen's verifier checked what IRDL has "
        f"no form for in {len(checked)} (--format json lists them)"
    )
    return lines, note
