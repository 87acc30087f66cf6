"""`odsgen docs`: Markdown and a static HTML page per dialect, from a spec."""

from __future__ import annotations

import argparse
import os
import sys

from odsgen.commands._spec import add_correction_arguments, corrections_of, print_note

# The files the command reads and writes, for odsgen.cli's check that no output overwrites an input
# or another output (odsgen.io.check_outputs): {argument's dest: what it names}.
INPUTS = {"spec": "a spec file"}
OUTPUTS = {"output": "-o"}


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("spec", nargs="+", help="spec .td file(s)")
    p.add_argument(
        "-I", dest="include_dirs", action="append", default=[], metavar="DIR", help="add an include directory"
    )
    p.add_argument("-D", dest="defines", action="append", default=[], metavar="MACRO", help="define a macro")
    p.add_argument("-o", dest="output", required=True, metavar="DIR", help="output directory")
    p.add_argument("--no-cache", action="store_true", help="do not read or write odsgen's caches")
    add_correction_arguments(p)


def run(args: argparse.Namespace) -> int:
    from odsgen.api import Views, load_model, render_docs, write_docs

    model = load_model(
        args.spec, args.include_dirs, args.defines, use_cache=not args.no_cache, corrections=corrections_of(args)
    )
    print_note(model.library.note, args)
    source = " ".join(os.path.basename(s) for s in args.spec)
    files = render_docs(Views(model), source)
    for path in write_docs(files, args.output):
        sys.stderr.write(f"wrote {path}\n")
    return 0
