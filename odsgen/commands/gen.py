"""`odsgen gen`: generate a typed, formatted Python package from spec files."""

from __future__ import annotations

import argparse
import sys

from odsgen.commands._spec import add_correction_arguments, at_least_one, corrections_of, print_note

# The files the command reads and writes, for odsgen.cli's check that no output overwrites an input
# or another output (odsgen.io.check_outputs): {argument's dest: what it names}.
INPUTS = {"spec": "a spec file"}
OUTPUTS = {"outdir": "-o"}


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("spec", nargs="+", help="spec .td file(s); later ones overlay earlier ones")
    p.add_argument(
        "-I", dest="include_dirs", action="append", default=[], metavar="DIR", help="add an include directory"
    )
    p.add_argument("-D", dest="defines", action="append", default=[], metavar="MACRO", help="define a macro")
    p.add_argument("-o", dest="outdir", required=True, metavar="OUTDIR", help="write the package under OUTDIR")
    p.add_argument("--package", metavar="NAME", help="package name (default: the dialect's name)")
    p.add_argument("--per-version", action="store_true", help="also write one module per version (v1_3.py...)")
    p.add_argument(
        "--backend",
        choices=("odsgen", "xdsl"),
        default="odsgen",
        help="what to generate: odsgen's package (default) or an xDSL dialect package (docs/xdsl.md)",
    )
    p.add_argument("--no-format", dest="format", action="store_false", help="do not run black on the output")
    p.add_argument("--no-cache", action="store_true", help="do not read or write odsgen's caches")
    p.add_argument(
        "-j",
        "--jobs",
        type=at_least_one,
        metavar="N",
        help="worker processes: black's, and a helper rendering half the package (default: CPUs)",
    )
    p.add_argument("-q", "--quiet", action="store_true", help="print nothing on success")
    add_correction_arguments(p)


def run(args: argparse.Namespace) -> int:
    from odsgen.api import Spec, generate

    # Not load_spec: an unreadable spec is reported by the evaluator, as llvm-tblgen does
    # ("could not open input file"), and '-' reads standard input.
    spec = Spec(
        list(args.spec), list(args.include_dirs), list(args.defines), [], not args.no_cache, corrections_of(args)
    )
    result = generate(
        spec,
        args.outdir,
        package=args.package,
        per_version=args.per_version,
        format=args.format,
        jobs=args.jobs,
        backend=args.backend,
    )
    print_note(result["note"], args)
    for w in result["warnings"]:
        sys.stderr.write(w + "\n")
    if not args.quiet:
        sys.stderr.write(
            f"odsgen: package '{result['package']}' ({len(result['files'])} files, {len(result['changed'])} changed)"
            f" in {args.outdir}\n"
        )
    return 0
