"""`odsgen convert`: move a module to a target with a pattern file (docs/convert.md).

A thin layer over odsgen.checking.convert (``odsgen.convert`` in Python). The converted module
goes to ``-o`` (atomically) or standard output; the report goes to ``--report FILE``,
else to standard output when the module went to a file, else to standard error.

The input is verified against its ODS definitions first, as ``odsgen validate`` does
(``--no-verify`` skips it, and the structural check of the result, for a trusted
producer): a malformed module is reported as validate reports it and not converted.

Exit status: 0 when the result is legal on the target, 1 when it is not (some op still
blocks the target, or is malformed), 3 when the input is malformed (validate's
``MALFORMED_EXIT``), 2 on bad input (a spec, module, target or pattern file that cannot
be read or imported, a pattern that raises) and on every other error of odsgen itself
(``ERROR_EXIT``). The module is written when the exit status is 0 or 1, never on 2 or 3;
the module and the report files land together or not at all, and a line on standard error
then names the files written. No output may be an input or the other output.
"""

from __future__ import annotations

import argparse
import json
import sys

from odsgen.commands._spec import SPEC_INPUTS, add_format_arguments, add_mlir_argument, add_spec_arguments

# The files the command reads and writes, for odsgen.cli's check that no output overwrites an input
# or another output (odsgen.io.check_outputs): {argument's dest: what it names}.
INPUTS = {"module": "the module", **SPEC_INPUTS, "patterns": "a --patterns file"}
OUTPUTS = {"output": "-o", "report": "--report"}

# The exit status of an error of odsgen itself (odsgen.cli.main): 1 is "the result is not legal".
ERROR_EXIT = 2


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "module", metavar="MODULE.mlir", help="the module to convert, in any MLIR syntax ('-': standard input)"
    )
    add_spec_arguments(p)
    p.add_argument(
        "--target", required=True, metavar="TARGET", help="the target to move the module to (docs/targets.md)"
    )
    p.add_argument(
        "--patterns",
        required=True,
        action="append",
        metavar="PATTERNS.py",
        help="a pattern file: Python defining functions decorated with odsgen.runtime.rewrite.pattern; repeatable",
    )
    p.add_argument(
        "-o",
        dest="output",
        default="-",
        metavar="OUT.mlir",
        help="write the converted module here, atomically ('-', the default: standard output)",
    )
    add_format_arguments(p, output=False)
    p.add_argument("--report", metavar="FILE", help="write the report here ('-': standard output)")
    p.add_argument(
        "--no-debuginfo", action="store_true", help="leave op and block argument locations out of the module"
    )
    p.add_argument(
        "--no-verify",
        action="store_true",
        help="do not verify the module (nor the result) against its ODS definition (a trusted producer)",
    )
    add_mlir_argument(p)


def run(args: argparse.Namespace) -> int:
    from odsgen.commands._spec import guarded
    from odsgen.api import SourceManager, staged_outputs, write_conversion, write_module, write_output, writes_model

    to_stdout = args.output in (None, "-")
    report_to = args.report if args.report is not None else ("-" if not to_stdout else None)
    sources = SourceManager()
    got = guarded(sources, lambda: _convert(args, sources))
    if got == 2:
        return 2
    conversion = got
    debuginfo = not args.no_debuginfo
    write = not conversion.input_malformed  # a malformed input is not converted: no module is written
    if args.format == "json":
        text = (
            json.dumps(conversion.to_json(args.output or "-"), indent=2, allow_nan=False) + "\n"
        )  # output: null if not written
    elif args.format != "text":
        from odsgen.api import findings_of_report, render_findings

        text = render_findings(args.format, findings_of_report(conversion.records()), "convert")
    else:
        text = conversion.text()
    # Every file lands or none does: the files are staged first, renamed together at the end.
    wrote = []
    with staged_outputs() as out:
        if report_to not in (None, "-"):
            out.write(report_to, text)
            wrote.append(f"the report to {report_to}")
        if write and not to_stdout:  # (an ONNX model converted to a .onnx path: a model, docs/onnx.md)
            with out.open(args.output, buffering=1 << 20) as f:
                write_conversion(conversion, f, args.output, debuginfo)
            what = "model" if writes_model(conversion, args.output) else "module"
            wrote.insert(0, f"the {what} to {args.output}")
        elif write:
            write_module(conversion.module, sys.stdout, debuginfo)
            sys.stdout.flush()
        if report_to == "-":
            write_output(None, text)
    if report_to is None:
        sys.stderr.write(text)
    if wrote:
        sys.stderr.write(f"odsgen: wrote {' and '.join(wrote)}\n")
    if conversion.input_malformed:
        from odsgen.commands.validate import MALFORMED_EXIT

        return MALFORMED_EXIT
    return 0 if conversion.legal else 1


def _convert(args: argparse.Namespace, sources):
    from odsgen.api import convert_module, gather_patterns, parse_target_arg, read_checked_file
    from odsgen.commands._spec import load_spec

    spec = load_spec(args)
    env = parse_target_arg(spec, args.target)
    patterns, files = gather_patterns(args.patterns, spec.checker.ops)
    module, name = read_checked_file(
        spec, args.module, sources, freeze=False, require_ops=False, verify=not args.no_verify
    )
    return convert_module(spec, module, name, sources, env, patterns, files, verify=not args.no_verify)
