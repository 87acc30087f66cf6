"""`odsgen verify`: verify every op of modules against its ODS definition, with no target
(docs/verify.md). What validate checks before availability, and nothing more: its rule
of malformedness (odsgen.checking.validate.verify_module), its reading of modules
(odsgen.commands.validate.check_paths).

Exit status: 0 when every op is well formed, 3 when some op is malformed
(``MALFORMED_EXIT``), 2 on bad input (a spec or module that cannot be read, an op of the
dialect the spec lacks) and on every other error of odsgen itself.
"""

from __future__ import annotations

import argparse
import json

from odsgen.commands._spec import SPEC_INPUTS, add_format_arguments, add_spec_arguments
from odsgen.commands.validate import ERROR_EXIT, MALFORMED_EXIT, add_check_arguments, add_modules_argument

INPUTS = {"modules": "a module", **SPEC_INPUTS}
OUTPUTS = {"output": "-o"}
__all__ = ["ERROR_EXIT", "MALFORMED_EXIT", "add_arguments", "run"]


def add_arguments(p: argparse.ArgumentParser) -> None:
    add_modules_argument(p)
    add_spec_arguments(p)
    add_format_arguments(p)
    add_check_arguments(p, "malformed")
    p.add_argument(
        "--mlir",
        action="store_true",
        help="have MLIR's verifier check the module too (needs odsgen[mlir]): the ops of the dialects MLIR "
        "registers as they are, the spec's other dialects loaded through IRDL (docs/verify.md)",
    )


def run(args: argparse.Namespace) -> int:
    from odsgen.commands._spec import guarded, load_spec
    from odsgen.commands.validate import check_paths, state_update

    spec = guarded(None, lambda: load_spec(args))
    if spec == 2:
        return 2
    verifier = spec.verifier
    if args.mlir:
        from odsgen.api import irdl_of

        state_update(irdl=irdl_of(verifier.specs))
    results = check_paths(spec, args, _check, verifier.specs if verifier is not None else ())
    return _report(results, args, spec)


def _check(module, name: str, sources, note) -> dict:
    from odsgen.api import verified_report
    from odsgen.commands.validate import state

    spec, args = state("spec"), state("args")
    irdl = state("irdl") if args.mlir else None
    out = verified_report(spec, module, name, sources, args.max_errors or 0, args.strict_verify, irdl=irdl)
    if note is not None:
        out["note"] = out["report"]["note"] = note
    return out


def _report(results: list[dict], args, spec) -> int:
    from odsgen.api import MALFORMED, WELL_FORMED, well_formed_text, write_output
    from odsgen.commands.validate import ci_report, report_doc, write_errors

    errors = write_errors(results)
    if args.format == "json":
        text = json.dumps(report_doc(spec, results), indent=2, allow_nan=False) + "\n"
    elif args.format != "text":
        text = ci_report(args.format, results, "verify")
    else:
        text = "".join(r.get("text", "") for r in results)
        fine = [r for r in results if r["status"] == WELL_FORMED]
        if fine and len(fine) == len(results):
            text += well_formed_text(fine)
    write_output(args.output, text)
    if errors:
        return ERROR_EXIT
    if any(r["status"] == MALFORMED for r in results):
        return MALFORMED_EXIT
    return 0
