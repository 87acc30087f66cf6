"""The command-line arguments of a spec and of a report, shared by validate, deduce and
explain; loading the spec they name (odsgen.checking.spec does the work)."""

from __future__ import annotations

import argparse
import os
from typing import TYPE_CHECKING

from odsgen.commands import release_number

if TYPE_CHECKING:
    from odsgen.api import LoadedSpec

# The spec's inputs (add_spec_arguments), for a command's INPUTS (odsgen.cli's output check).
SPEC_INPUTS = {"spec": "a --spec file", "target_files": "a --targets file", "vk_xml": "the --vk-xml registry"}


def add_spec_arguments(p: argparse.ArgumentParser, required: bool = True) -> None:
    p.add_argument(
        "--spec",
        action="append",
        default=[],
        required=required,
        metavar="SPEC.td",
        help="the dialect's spec; repeat for overlays",
    )
    p.add_argument(
        "-I", dest="include_dirs", action="append", default=[], metavar="DIR", help="add an include directory"
    )
    p.add_argument("-D", dest="defines", action="append", default=[], metavar="MACRO", help="define a macro")
    p.add_argument(
        "--targets",
        dest="target_files",
        action="append",
        default=[],
        metavar="FILE",
        help="a targets file of named targets (docs/targets.md); targets.toml beside a spec is read too",
    )
    p.add_argument(
        "--vk-xml",
        metavar="vk.xml",
        help="the Vulkan registry for Vulkan targets (FILE.json, vulkan-1.x; default: $ODSGEN_VK_XML, else "
        "PyPI vulkan-object's, $VULKAN_SDK's or the system's /usr/share/vulkan/registry/vk.xml)",
    )
    p.add_argument("--no-cache", action="store_true", help="do not use odsgen's caches")
    add_correction_arguments(p)


def add_correction_arguments(p: argparse.ArgumentParser) -> None:
    """--no-upstream-corrections and --khronos-corrections, on every command that loads a spec."""
    p.add_argument(
        "--no-upstream-corrections",
        dest="upstream_corrections",
        action="store_false",
        help="do not apply odsgen's declarations of what upstream MLIR computes by hand "
        "(SPIR-V: odsgen/mlir22/spirv.td for MLIR 22); the answers are the spec's ODS alone",
    )
    p.add_argument(
        "--mlir-release",
        type=release_number,
        metavar="N",
        help="apply odsgen's declarations of MLIR N's hand-written availability (16, 19 or 22), whatever "
        "release the include tree says it is (its llvm/Config/llvm-config.h, else its .td files; docs/releases.md)",
    )
    p.add_argument(
        "--khronos-corrections",
        action="store_true",
        help="also apply the corrections beyond mlir-opt that spirv-val wants (odsgen/mlir22/spirv-khronos.td)",
    )
    p.add_argument(
        "--tosa-spec",
        metavar="FILE",
        help="TOSA's data-type support tables from FILE, a tosa.xml of the TOSA specification "
        "(not shipped: its licence forbids it), instead of the installed MLIR's TosaComplianceData.h.inc",
    )




def corrections_of(args: argparse.Namespace):
    """The odsgen.model.corrections.Corrections the command line asks for."""
    from odsgen.api import Corrections

    # (a Namespace built without the switches, as by a script, asks for the defaults)
    return Corrections(
        getattr(args, "upstream_corrections", True),
        getattr(args, "khronos_corrections", False),
        getattr(args, "tosa_spec", None),
        getattr(args, "mlir_release", None),
    )


def print_note(note: str | None, args: argparse.Namespace) -> None:
    """The note about odsgen's declarations applied to the spec, on stderr, once per run of a
    command (``args``: that run's arguments; a command that loads two specs says it once)."""
    import sys

    noted: set[str] = vars(args).setdefault("_odsgen_noted", set())
    if note and note not in noted:
        noted.add(note)
        sys.stderr.write(("" if note.startswith("warning: ") else "note: ") + f"{note}\n")


def add_report_arguments(
    p: argparse.ArgumentParser, target_help: str, many_targets: bool = False, ci: bool = True
) -> None:
    """--target (repeatable with ``many_targets``), --format and -o, shared by validate, deduce and explain
    (``ci``: as ``add_format_arguments``)."""
    p.add_argument("--target", metavar="TARGET", help=target_help, action="append" if many_targets else "store")
    add_format_arguments(p, ci)


def add_format_arguments(p: argparse.ArgumentParser, ci: bool = True, output: bool = True) -> None:
    """--format (``ci``: with the formats CI systems read, odsgen.checking.reports.formats)
    and -o (``output``): the report's format and file."""
    p.add_argument(
        "--format",
        choices=format_choices(ci),
        default="text",
        help=FORMAT_HELP if ci else "output format (default text)",
    )
    if output:
        p.add_argument("-o", dest="output", metavar="FILE", help="write the report to FILE instead of standard output")


def add_mlir_argument(p: argparse.ArgumentParser) -> None:
    """--no-mlir, of the commands that verify modules (validate, verify, deduce, convert):
    odsgen.cli runs the command ``without_mlir`` (odsgen.checking.inputs.read)."""
    p.add_argument(
        "--no-mlir",
        action="store_true",
        help="verify modules in generic form with odsgen's own verifier only, not MLIR's (which checks the ops of "
        "the dialects MLIR registers when the MLIR Python bindings are installed; docs/verify.md)",
    )


FORMAT_HELP = "output format (default text); sarif: SARIF 2.1.0, github: GitHub Actions annotations (docs/validate.md)"


def format_choices(ci: bool = True) -> list[str]:
    from odsgen.api import FORMATS

    return ["text", "json", *(FORMATS if ci else ())]


def _count_at_least(text: str, least: int) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid int value: '{text}'") from None
    if n < least:
        raise argparse.ArgumentTypeError(f"must be {least} or more, not {n}")
    return n


def at_least_zero(text: str) -> int:
    """An argparse ``type``: a count that may be 0 (``--max-errors``: 0 means no limit)."""
    return _count_at_least(text, 0)


def at_least_one(text: str) -> int:
    """An argparse ``type``: a count of at least 1 (``--jobs``)."""
    return _count_at_least(text, 1)


def guarded(sources, body) -> int | tuple:
    """Run ``body()``; bad input (an OdsgenError or an unreadable file) is printed and gives 2."""
    import sys

    from odsgen.api import OdsgenError

    try:
        return body()
    except OdsgenError as exc:
        if exc.sources is None:
            exc.sources = sources
        sys.stderr.write(str(exc) + "\n")
        return 2
    except OSError as exc:
        where = f"{exc.filename}: " if exc.filename else ""
        sys.stderr.write(f"error: {where}{exc.strerror or exc}\n")
        return 2


def load_spec(args: argparse.Namespace) -> LoadedSpec:
    """The spec named by ``--spec``/``-I``/``-D``/``--targets``, ready to check modules
    (the public odsgen.load_spec, loaded lazily: a cached run never evaluates the spec)."""
    from odsgen.api import load_spec as public_load_spec, no_file

    for s in args.spec:
        if not os.path.isfile(s):
            raise no_file(s, "--spec")
    corrections = corrections_of(args)
    spec = public_load_spec(
        args.spec,
        args.include_dirs,
        args.defines,
        args.target_files,
        use_cache=not args.no_cache,
        lazy=True,
        upstream_corrections=corrections.upstream,
        khronos_corrections=corrections.khronos,
        vk_xml=getattr(args, "vk_xml", None),
        tosa_spec=corrections.tosa_spec,
    )
    checked = spec.checked
    print_note(checked.library.note, args)
    return checked
