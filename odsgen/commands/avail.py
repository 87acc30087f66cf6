"""`odsgen avail`: every op's own requirements, its conditional ones, and every enum case's, per dimension."""

from __future__ import annotations

import argparse
import json
import sys

from odsgen.commands._spec import add_correction_arguments

# The files the command reads and writes, for odsgen.cli's check that no output overwrites an input
# or another output (odsgen.io.check_outputs): {argument's dest: what it names}.
INPUTS = {"spec": "a spec file", "module": "the --module"}
OUTPUTS = {"output": "-o"}


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("spec", nargs="+", help="spec .td file(s); later ones overlay earlier ones")
    p.add_argument(
        "-I", dest="include_dirs", action="append", default=[], metavar="DIR", help="add an include directory"
    )
    p.add_argument("-D", dest="defines", action="append", default=[], metavar="MACRO", help="define a macro")
    p.add_argument("--json", action="store_true", help="print the stable JSON form (docs/avail-json.md)")
    p.add_argument("--module", metavar="MODULE.mlir", help="answer for every op instance of a module (needs `gen`)")
    p.add_argument("--no-cache", action="store_true", help="do not read or write odsgen's caches")
    p.add_argument("-o", dest="output", metavar="FILE", help="write to FILE instead of standard output")
    add_correction_arguments(p)


def run(args: argparse.Namespace) -> int:
    from odsgen import api
    from odsgen.api import avail_text, write_output

    from odsgen.commands._spec import print_note

    includes = args.include_dirs
    spec = api.load_spec(
        args.spec,
        includes,
        args.defines,
        use_cache=not args.no_cache,
        upstream_corrections=args.upstream_corrections,
        khronos_corrections=args.khronos_corrections,
        mlir_release=args.mlir_release,
    )
    model = spec.model
    print_note(spec.note, args)
    for w in spec.warnings:
        sys.stderr.write(w + "\n")
    if args.module:
        from odsgen.api import module_avail

        data = module_avail(model, args.spec, includes, args.module)
        text = (
            json.dumps({k: data[k] for k in ("module", "ops")}, indent=2, allow_nan=False) + "\n"
            if args.json
            else data["text"]
        )
    elif args.json:
        text = json.dumps(spec.library.record(api.availability(spec)), indent=2, allow_nan=False) + "\n"
    else:
        text = avail_text(model)
    write_output(args.output, text)
    return 0
