"""`odsgen explain`: every requirement of an op, per dimension, with provenance; for a
target, why it is or is not legal (docs/validate.md).

``odsgen explain OPNAME --spec SPEC.td``: the op's own requirements, then those that
depend on the instance: its enum attributes' cases, its ``TypeAvailableAt`` and
``AttrAvailableAt`` operands, attributes and results, and the spec's type rules.
``odsgen explain --module M.mlir --at LINE:COL --spec SPEC.td``: the requirements of
the op instance there (with the module's target env, if it has one; else the dialect's
default target, where it declares one, said on stderr: docs/targets.md). ``--at`` given
again explains each of those instances, in order, the module read once: the texts one
after another, a blank line between (each starts with the instance's place), or in JSON
a list of the documents.

Exit status: 0 when the op (each op) is legal on the target (or there is no target), 1
when it (any) is not, 2 on bad input and every other error of odsgen itself (``ERROR_EXIT``).
"""

from __future__ import annotations

import argparse
import json
import sys

from odsgen.commands._spec import SPEC_INPUTS, add_report_arguments, add_spec_arguments

# The files the command reads and writes, for odsgen.cli's check that no output overwrites an input
# or another output (odsgen.io.check_outputs): {argument's dest: what it names}.
INPUTS = {"module": "the --module", **SPEC_INPUTS}
OUTPUTS = {"output": "-o"}

# The exit status of an error of odsgen itself (odsgen.cli.main): 1 is "the op is not legal".
ERROR_EXIT = 2


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("op", nargs="?", metavar="OPNAME", help="the op's name (spirv.IAdd) or def name (SPIRV_IAddOp)")
    add_spec_arguments(p)
    p.add_argument("--module", metavar="MODULE.mlir", help="explain the op instance of this module at --at")
    p.add_argument(
        "--at",
        metavar="LINE[:COL]",
        action="append",
        help="where the op is in --module (in an ONNX model, its node: 'node #3'; in any MLIR module, "
        "'op #N', the op N of a pre-order walk, as bytecode without debug info is reported); "
        "again for more ops of the module, each explained in turn",
    )
    add_report_arguments(
        p, "say why the op is or is not legal on this target (default: the module's target env)", ci=False
    )


def run(args: argparse.Namespace) -> int:
    from odsgen.api import (
        Diagnostic,
        OdsgenError,
        Severity,
        SourceManager,
        explain_instances,
        explain_op,
        parse_at,
        parse_target_arg,
        write_output,
    )
    from odsgen.commands._spec import guarded, load_spec

    sources = SourceManager()

    def body():
        if (args.op is None) == (args.module is None):
            raise OdsgenError(Diagnostic(None, Severity.ERROR, "give an OPNAME, or --module M.mlir --at LINE:COL"))
        if args.module is not None and args.at is None:
            raise OdsgenError(Diagnostic(None, Severity.ERROR, "--module needs --at LINE[:COL]"))
        spec = load_spec(args)
        target = parse_target_arg(spec, args.target)
        from odsgen.api import assumed_target

        assumed = assumed_target(spec, args.target, target)
        if args.module is not None:
            from odsgen.api import resolving_for

            with resolving_for(target):  # (an ONNX model: read at the target's opsets)
                # (--at is the user's text: read once, here, by parse_at)
                places = [parse_at(at) for at in args.at]
                explained = explain_instances(spec, args.module, places, target, sources)
        else:
            explained = [explain_op(spec, args.op, target)]
        notes: list[str] = []
        for doc, _lines, _legal in explained:
            if assumed is not None:
                doc["assumed_target"] = dict(assumed)
            if "assumed_target" in doc:  # (a target the run assumed: said on stderr, once, and in JSON)
                note = doc["assumed_target"].pop("note")
                if note not in notes:
                    notes.append(note)
                    sys.stderr.write(note + "\n")
            spec.library.record(doc)
        return explained

    got = guarded(sources, body)
    if got == 2:
        return 2
    if args.format == "json":
        docs = [doc for doc, _lines, _legal in got]
        text = json.dumps(docs if len(docs) > 1 else docs[0], indent=2, allow_nan=False) + "\n"
    else:
        text = "\n".join("\n".join(lines) + "\n" for _doc, lines, _legal in got)
    write_output(args.output, text)
    return 0 if all(legal in (None, True) for _doc, _lines, legal in got) else 1
