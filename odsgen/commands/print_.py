"""``odsgen print MODULE.mlir``: read a module in MLIR generic form and print it back."""

from __future__ import annotations

import argparse


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("module", metavar="MODULE.mlir", help="module in generic form ('-' for standard input)")
    parser.add_argument("-o", "--output", metavar="OUT", help="write here (atomically) instead of standard output")
    parser.add_argument("--no-debuginfo", action="store_true", help="leave out operation and block argument locations")


def run(args: argparse.Namespace) -> int:
    import os
    import sys
    import tempfile

    from odsgen.runtime.printer import write_module
    from odsgen.runtime.reader import read_file
    from odsgen.source import SourceManager

    sources = SourceManager()
    module = read_file(args.module, sources)
    debuginfo = not args.no_debuginfo
    if not args.output or args.output == "-":
        write_module(module, sys.stdout.buffer, debuginfo)
        sys.stdout.buffer.flush()
        return 0
    # Write beside the target and rename, so readers never see a partial file.
    out_dir = os.path.dirname(os.path.abspath(args.output))
    fd, tmp = tempfile.mkstemp(prefix=".odsgen-", suffix=".mlir.tmp", dir=out_dir)
    try:
        with os.fdopen(fd, "wb", buffering=1 << 20) as f:
            write_module(module, f, debuginfo)
        os.replace(tmp, args.output)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return 0
