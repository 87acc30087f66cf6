"""`odsgen diff`: a changelog between two versions of a spec, or between two spec files."""

from __future__ import annotations

import argparse
import json

from odsgen.commands._spec import add_correction_arguments, print_note

# The files the command reads and writes, for odsgen.cli's check that no output overwrites an input
# or another output (odsgen.io.check_outputs): {argument's dest: what it names}.
INPUTS = {"spec": "a spec file"}
OUTPUTS = {"output": "-o"}


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("spec", nargs="+", help="a spec (with --from/--to), or OLD.td NEW.td")
    p.add_argument("--from", dest="old", metavar="VERSION", help="the older version (case symbol or string, e.g. V_1)")
    p.add_argument("--to", dest="new", metavar="VERSION", help="the newer version")
    p.add_argument(
        "-I", dest="include_dirs", action="append", default=[], metavar="DIR", help="add an include directory"
    )
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("-o", dest="output", metavar="FILE", help="write to FILE instead of standard output")
    add_correction_arguments(p)


def run(args: argparse.Namespace) -> int:
    from odsgen import api
    from odsgen.api import Diagnostic, OdsgenError, Severity, changelog_text, write_output

    def load(spec):
        loaded = api.load_spec(
            spec,
            args.include_dirs,
            upstream_corrections=args.upstream_corrections,
            khronos_corrections=args.khronos_corrections,
            mlir_release=args.mlir_release,
        )
        print_note(loaded.note, args)
        return loaded

    if args.old or args.new:
        if not (args.old and args.new) or len(args.spec) != 1:
            raise OdsgenError(Diagnostic(None, Severity.ERROR, "use one spec with both --from and --to, or two specs"))
        from odsgen.api import Views

        spec = load(args.spec)
        changes = api.diff_changes(spec, args.old, args.new)
        views = Views(spec.model)  # (the versions as every message spells them: v1.3 for V_1_3)
        title = f"Changes from {views.spelling_of(args.old)} to {views.spelling_of(args.new)}"
    else:
        if len(args.spec) != 2:
            raise OdsgenError(
                Diagnostic(None, Severity.ERROR, "give two specs (OLD.td NEW.td), or one spec with --from and --to")
            )
        changes = api.diff_changes(load(args.spec[0]), load(args.spec[1]))
        title = f"Changes from {args.spec[0]} to {args.spec[1]}"
    if args.format == "json":
        text = json.dumps({"changes": [c.to_json() for c in changes]}, indent=2, allow_nan=False) + "\n"
    else:
        text = changelog_text(changes, title)
    write_output(args.output, text)
    return 0
