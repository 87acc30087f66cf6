"""`odsgen records`: evaluate TableGen files and print the records or llvm-tblgen's JSON."""

from __future__ import annotations

import argparse
import sys

from odsgen.commands import release_number

# The files the command reads and writes, for odsgen.cli's check that no output overwrites an input
# or another output (odsgen.io.check_outputs): {argument's dest: what it names}.
INPUTS = {"root": "the root file"}
OUTPUTS = {"output": "-o"}


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("root", help="root .td file ('-' reads standard input)")
    p.add_argument(
        "-I", dest="include_dirs", action="append", default=[], metavar="DIR", help="add an include directory"
    )
    p.add_argument(
        "-D", dest="defines", action="append", default=[], metavar="MACRO", help="define a preprocessor macro"
    )
    p.add_argument("--json", action="store_true", help="print the records as llvm-tblgen --dump-json does")
    p.add_argument(
        "--mlir-release",
        type=release_number,
        metavar="N",
        help="with --json, print what release N's llvm-tblgen --dump-json does, whatever release the tree says "
        "it is (its llvm/Config/llvm-config.h, else its .td files; docs/releases.md)",
    )
    p.add_argument("--no-cache", action="store_true", help="do not read or write odsgen's caches")
    p.add_argument("-o", dest="output", metavar="FILE", help="write to FILE (atomically) instead of standard output")


def run(args: argparse.Namespace) -> int:
    from odsgen.api import records_text
    from odsgen.api import write_output

    text, notes = records_text(
        args.root,
        args.include_dirs,
        args.defines,
        json=args.json,
        use_cache=not args.no_cache,
        mlir_release=args.mlir_release,
    )
    for note in notes:
        sys.stderr.write(note + "\n")
    write_output(args.output, text)
    return 0
