"""`odsgen records`: evaluate TableGen files and print the records or llvm-tblgen's JSON."""

from __future__ import annotations

import argparse
import sys


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("root", help="root .td file ('-' reads standard input)")
    p.add_argument(
        "-I", dest="include_dirs", action="append", default=[], metavar="DIR", help="add an include directory"
    )
    p.add_argument(
        "-D", dest="defines", action="append", default=[], metavar="MACRO", help="define a preprocessor macro"
    )
    p.add_argument("--json", action="store_true", help="print the records as llvm-tblgen --dump-json does")
    p.add_argument("--no-cache", action="store_true", help="do not read or write odsgen's caches")
    p.add_argument("-o", dest="output", metavar="FILE", help="write to FILE (atomically) instead of standard output")


def run(args: argparse.Namespace) -> int:
    import os

    from odsgen.io import write_output
    from odsgen import cache

    key = {
        "cmd": "records-json" if args.json else "records-text",
        "root": os.path.abspath(args.root),
        "cwd": os.getcwd(),
        "includes": tuple(os.path.abspath(d) for d in args.include_dirs),
        "defines": tuple(args.defines),
    }
    hit = None
    if not args.no_cache and args.root != "-":
        hit = cache.lookup_result(key, _valid_result)
    if hit is not None:
        text, dumps = hit
    else:
        from odsgen.records import load_root

        keeper = load_root(args.root, args.include_dirs, args.defines, use_cache=not args.no_cache)
        dumps = [(str(loc) if loc else None, msg) for loc, msg in keeper.dump_messages]
        if args.json:
            from odsgen.records.dump_json import dump_json

            text = dump_json(keeper)
        else:
            from odsgen.records.printer import print_records

            text = print_records(keeper)
        if not args.no_cache and args.root != "-":
            cache.store_result(key, keeper.files, keeper.probes, (text, dumps))
    for loc, msg in dumps:
        sys.stderr.write(f"{loc}: note: {msg}\n" if loc else f"note: {msg}\n")
    write_output(args.output, text)
    return 0


def _valid_result(v) -> bool:
    """A cached (text, [(location or None, message)]) pair."""
    from odsgen.cache import is_seq_of

    return is_seq_of(v, 2, str, list) and all(is_seq_of(d, 2, (str, type(None)), str) for d in v[1])
