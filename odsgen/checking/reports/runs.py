"""What a run's results say at the edge, from the results the checks give (dicts, as
they come back from worker processes): a sweep's row as its JSON (``module_json``), and
the line of a run whose modules are all legal (``legal_text``) or all well formed
(``well_formed_text``); the row of a module that could not be read or checked
(``error_row``), and its diagnostics as JSON (``diagnostics_json``)."""

from __future__ import annotations

from typing import Any

from odsgen.checking.reports.records import SweepRow
from odsgen.diagnostics import Diagnostic, OdsgenError

__all__ = ["module_json", "legal_text", "well_formed_text", "error_row", "error_record", "diagnostics_json"]


def module_json(r: dict[str, Any]) -> dict[str, Any]:
    """A row of the sweep (``sweep_module``) as its JSON: ``{"module", "status", "ops",
    "results": {target: {"status", "illegal_ops", "illegal"[, "op_names"]}}, ...}``, or
    ``{"module", "status": "error", "error"}``."""
    if r["status"] == "error":
        return {"module": r["module"], "status": "error", "error": r["error"]}
    m = {"module": r["module"], "status": r["status"], "ops": r["ops"], "results": {}}
    if r.get("note"):
        m["note"] = r["note"]
    if r.get("other_dialects"):
        m["other_dialects"] = r["other_dialects"]
    for c in r["cells"]:
        m["results"][c["target"]] = {k: c[k] for k in ("status", "illegal_ops", "illegal", "op_names") if k in c}
    m.update(r.get("structure", {}))
    return m


def legal_text(results: list[dict[str, Any]], several: bool) -> str:
    """The line of a run whose modules are all legal (``results``; ``several``: the run had
    more than one module), naming the target they were checked on."""
    names = list(dict.fromkeys(t for r in results for t in r.get("targets", ())))
    on = f"the target {names[0]}" if len(names) == 1 else "their targets" if names else "the target"
    n = sum(r["report"]["ops"] for r in results)
    if several:
        return f"{len(results)} module{'s' if len(results) != 1 else ''}, {n} ops: all legal on {on}\n"
    return f"{results[0]['module']}: all {n} ops are legal on {on}\n"


def well_formed_text(results: list[dict[str, Any]]) -> str:
    """The line of a run whose modules are all well formed."""
    n = sum(r["report"]["ops"] for r in results)
    if len(results) > 1:
        return f"{len(results)} modules, {n} ops: all well formed\n"
    return f"{results[0]['module']}: all {n} ops are well formed\n"


def error_row(name: str, exc: BaseException, sources: Any) -> dict[str, Any]:
    """The row (or report) of the module ``name`` that could not be read or checked:
    ``{"module", "status": "error", "error": the rendered diagnostic, "diagnostics"}``
    (``error_record``'s JSON)."""
    return error_record(name, exc, sources).to_json()


def error_record(name: str, exc: BaseException, sources: Any) -> SweepRow:
    """The row of the module ``name`` that could not be read or checked, its ``error`` the
    rendered diagnostic of ``exc``, an OdsgenError (located in ``sources``), an OSError, a
    RecursionError or a MemoryError."""
    from odsgen.diagnostics import file_error

    if isinstance(exc, OSError):
        exc = file_error(name, exc.strerror or str(exc))
    elif not isinstance(exc, OdsgenError):
        exc = file_error(
            name, f"the module {'nests too deeply' if isinstance(exc, RecursionError) else 'is too large'} to check"
        )
    if exc.sources is None:
        exc.sources = sources
    return SweepRow(name, "error", error=str(exc), diagnostics=diagnostics_json(exc.diagnostics))


def diagnostics_json(diagnostics: Diagnostic | list[Diagnostic]) -> list[dict[str, Any]]:
    """A row's diagnostics as JSON (``diagnostic_json``), for the formats CI systems read
    (odsgen.checking.reports.formats: never from the rendered text)."""
    from odsgen.diagnostics import diagnostic_json

    return [diagnostic_json(d) for d in ([diagnostics] if isinstance(diagnostics, Diagnostic) else diagnostics)]
