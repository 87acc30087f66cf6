"""``odsgen print MODULE.mlir``: read a module (any MLIR syntax) and print it back in generic form."""

from __future__ import annotations

import argparse

# The files the command reads and writes, for odsgen.cli's check that no output overwrites an input
# or another output (odsgen.io.check_outputs): {argument's dest: what it names}.
INPUTS = {"module": "the module"}
OUTPUTS = {"output": "-o"}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("module", metavar="MODULE.mlir", help="module in any MLIR syntax ('-' for standard input)")
    parser.add_argument("-o", "--output", metavar="OUT", help="write here (atomically) instead of standard output")
    parser.add_argument("--no-debuginfo", action="store_true", help="leave out operation and block argument locations")


def run(args: argparse.Namespace) -> int:
    import sys

    from odsgen.api import SourceManager, atomic_open, read_module, write_module

    sources = SourceManager()
    module = read_module(args.module, sources, freeze=False, inline_locations=False)  # print as mlir-opt does
    debuginfo = not args.no_debuginfo
    if not args.output or args.output == "-":
        write_module(module, sys.stdout, debuginfo)
        sys.stdout.flush()
        return 0
    with atomic_open(args.output, buffering=1 << 20) as f:
        write_module(module, f, debuginfo)
    return 0
