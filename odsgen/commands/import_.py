"""`odsgen import onnx`: write a spec of an op set another tool registers (docs/onnx.md).

``onnx``: the ONNX operator sets of the installed onnx package, every (domain, op,
since_version) an op with its availability (odsgen.checking.onnx_import).
"""

from __future__ import annotations

import argparse
import sys

# The files the command reads and writes, for odsgen.cli's check that no output overwrites an input
# or another output (odsgen.io.check_outputs): {argument's dest: what it names}.
INPUTS: dict[str, str] = {}
OUTPUTS = {"output": "-o"}


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "source", choices=("onnx",), help="what to import: onnx (the installed onnx package's operator sets)"
    )
    p.add_argument("-o", dest="output", required=True, metavar="OUT.td", help="write the spec to OUT.td ('-': stdout)")
    p.add_argument("-q", "--quiet", action="store_true", help="print nothing on success")


def run(args: argparse.Namespace) -> int:
    from odsgen.api import render_onnx_spec, write_output

    name = "onnx.td" if args.output == "-" else args.output.replace("\\", "/").rpartition("/")[2]
    text, counts = render_onnx_spec(name)
    write_output(args.output, text)
    if not args.quiet and args.output != "-":
        sys.stderr.write(
            f"odsgen: {counts['ops']} ONNX ops in {counts['versions']} versions written to {args.output}\n"
        )
    return 0
