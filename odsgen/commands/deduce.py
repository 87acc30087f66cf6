"""`odsgen deduce`: the least target of each unit of a module, and what forces each part.

A unit is each outermost op of the spec's dialect that holds a region (for SPIR-V each
``spirv.module``), or else the whole file. Where a unit has a target env (its nearest
``<dialect>.target_env``, or ``--target``), each any-of group takes the first member,
in the spec's order, that the target allows, as upstream's ``--spirv-update-vce``
does; otherwise a smallest set of cases (docs/validate.md).

The module is verified first, as ``odsgen validate`` verifies it (``--no-verify`` skips
that): a malformed module has no answer.

``--write`` writes the module instead of the report, each unit stamped with its deduced
target where it has one (odsgen.checking.writeback: ``requires #spirv.vce<...>``, as
``--spirv-update-vce``, the rest of the text unchanged), or for TOSA the module with its
``#tosa.target_env`` attached (the report then on standard output). When some unit has no
target nothing is written: the report goes to standard output, and the exit status is 1.

Several modules give a matrix (``_run_many``): each module read, verified and deduced
once, the devices of ``--devices`` read once, a row per unit and a column per device.

Exit status: 0 when every unit has a target, 1 when some unit has none (a group the
target allows no member of, a version above the target's or above an op's maximum),
3 when some op is malformed (its errors on standard error, nothing written), 2 on bad
input and every other error of odsgen itself (``ERROR_EXIT``).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

from odsgen.commands._spec import SPEC_INPUTS, add_mlir_argument, add_report_arguments, add_spec_arguments
from odsgen.commands.validate import add_dialects_argument

# The files the command reads and writes, for odsgen.cli's check that no output overwrites an input
# or another output (odsgen.io.check_outputs): {argument's dest: what it names}.
INPUTS = {"module": "the module", "devices": "the --devices folder", **SPEC_INPUTS}
OUTPUTS = {"output": "-o"}

# The exit status of an error of odsgen itself (odsgen.cli.main): 1 is "some unit has no target".
ERROR_EXIT = 2


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "module",
        metavar="MODULE.mlir",
        nargs="+",
        help="a module in MLIR generic form or custom syntax ('-' reads standard input); several give a "
        "matrix: each module read and deduced once, then (--devices) checked against each device",
    )
    add_spec_arguments(p)
    add_report_arguments(
        p, "deduce within this target env for every unit (default: each unit's <dialect>.target_env, if any)"
    )
    p.add_argument(
        "--no-verify", action="store_true", help="do not verify ops against their ODS definition (a trusted producer)"
    )
    add_dialects_argument(p)
    add_mlir_argument(p)
    p.add_argument(
        "--for",
        dest="for_api",
        choices=["vulkan"],
        help="also say what each unit needs in that API's terms (Vulkan: version, features, device extensions)",
    )
    p.add_argument(
        "--devices",
        metavar="DIR",
        help="with --for vulkan: which of the Vulkan device reports and profiles (*.json) in DIR can run each unit "
        "(each read once, for every module)",
    )
    p.add_argument(
        "--as-update-vce",
        action="store_true",
        help="SPIR-V: deduce as mlir-opt --spirv-update-vce does, byte for byte: decorations and built-ins "
        "(no_signed_wrap, built_in...) add nothing, although spirv-val checks them (llvm-project #168357, #213193)",
    )
    p.add_argument(
        "--write",
        action="store_true",
        help="write the module to -o with its deduced target: each unit stamped with "
        "'requires #spirv.vce<...>' as mlir-opt --spirv-update-vce does (in place of the report), or, for a "
        "dialect whose target is a module attribute (TOSA), the attribute attached as mlir-opt "
        "--tosa-attach-target does (the report then goes to standard output)",
    )


def run(args: argparse.Namespace) -> int:
    from odsgen.api import SourceManager, parse_target_arg, write_output
    from odsgen.commands._spec import guarded, load_spec

    _deduced.strict_dialects = args.strict_dialects  # (read by _deduced, in workers too)
    if len(args.module) > 1:
        return _run_many(args)
    args.module = args.module[0]
    from odsgen.api import is_onnx_path

    if is_onnx_path(args.module):  # (the least opsets at which the ONNX model is legal: odsgen.checking.onnx_deduce)
        return _run_onnx(args)
    sources = SourceManager()
    name = "<stdin>" if args.module == "-" else args.module

    assumed_json: dict = {}  # (the target --target leaves to the defaults, for JSON and SARIF)

    def body():
        spec = load_spec(args)
        target = parse_target_arg(spec, args.target)
        from odsgen.api import assumed_target

        assumed = assumed_target(spec, args.target, target)
        if assumed is not None:  # (what --target leaves out gets the dialect's defaults: said so)
            sys.stderr.write(assumed.pop("note") + "\n")
            assumed_json.update(assumed)
        with _as_asked(spec, args):
            got = _deduced(
                spec, args.module, sources, target, not args.no_verify, args.write, args.for_api, args.devices
            )
        if isinstance(got, str):
            return None, got, None
        module, units = got
        counted = not args.as_update_vce and spec.checker.decorations is not None
        for u in module.unknown_spirv:  # (odsgen.checking.inputs.spirv_binary)
            sys.stderr.write(
                f"{u.loc}: note: '{u.name}' ({u.what}) is not an op of the spec: the Khronos grammar gives it "
                f"{u.requirement()}, "
                + ("counted in the deduced target\n" if counted and u.in_grammar else "not counted in the deduced target\n")
            )
        if not args.as_update_vce and spec.checker.decorations is not None:
            from odsgen.api import update_vce_departures

            for line in update_vce_departures(spec, module, name, sources, target, units):
                sys.stderr.write(line + "\n")
            from odsgen.api import co_requirement_notes

            for line in co_requirement_notes(units, args.write):
                sys.stderr.write(line + "\n")
        stamped = None
        from odsgen.api import WordSource

        if args.write and isinstance(sources.get(name), WordSource):
            from odsgen.api import Diagnostic, OdsgenError, Severity

            raise OdsgenError(
                Diagnostic(None, Severity.ERROR, f"{name}: --write stamps MLIR text; a SPIR-V binary is not rewritten")
            )
        if args.write and not _attribute_write(spec) and all(u.ok for u in units):  # (else the errors say why)
            from odsgen.api import stamped_text

            table = module.table
            unit_ops = [table.op_at(u) for u in spec.checker.units(table)]
            stamped = stamped_text(spec, sources.get(name).text, unit_ops, units, name)
        return spec, units, stamped

    got = guarded(sources, body)
    if got == 2:
        return 2
    spec, units, stamped = got
    if spec is None:  # malformed: the verifier's report
        from odsgen.commands.validate import MALFORMED_EXIT

        sys.stderr.write(units)
        if args.format not in ("text", "json"):
            from odsgen.api import findings_of_report, render_findings

            write_output(args.output, render_findings(args.format, findings_of_report(units.structure), "deduce"))
        return MALFORMED_EXIT
    if args.write:
        if all(u.ok for u in units):
            if not _attribute_write(spec):  # each unit stamped, in place of the report
                write_output(args.output, stamped)
                return 0
            written = _written(args, spec, units)
            if written is None:
                return 2
            write_output(args.output, written)
        # The report: standard output (-o names the module written). A unit without a target:
        # nothing written, and the report says why.
        args.output = None
    if args.format not in ("text", "json"):
        from odsgen.api import Finding, render_findings

        found = [
            Finding("no-target", f"no target for this {u.op}: {e}", u.loc)
            for u in units
            for e in u.errors
        ]
        shown = {"assumedTargets": [{"module": name, **assumed_json}]} if assumed_json else None
        write_output(args.output, render_findings(args.format, found, "deduce", shown))
    elif args.format == "json":
        head = {"assumed_target": assumed_json} if assumed_json else {}
        doc = spec.library.record({"module": name, **head, "units": _units_json(units)})
        write_output(args.output, json.dumps(doc, indent=2, allow_nan=False) + "\n")
    else:
        write_output(args.output, "".join(render_unit(spec.checker, u) for u in units))
    return _report_errors(units)


def _as_asked(spec, args: argparse.Namespace):
    """``--as-update-vce``: the checker answering as mlir-opt --spirv-update-vce (decorations
    add nothing); else nothing changes."""
    import contextlib

    return spec.checker.as_update_vce() if getattr(args, "as_update_vce", False) else contextlib.nullcontext()


def _run_onnx(args: argparse.Namespace) -> int:
    from odsgen.api import SourceManager, least_target, render_least, write_output
    from odsgen.commands._spec import guarded, load_spec

    sources = SourceManager()
    got = guarded(sources, lambda: least_target(load_spec(args), args.module, sources, not args.no_verify))
    if got == 2:
        return 2
    if args.format == "json":
        write_output(args.output, json.dumps(got.to_json(), indent=2, allow_nan=False) + "\n")
    else:
        write_output(args.output, render_least(got))
    return 0 if got.target is not None else 1


def _deduced(spec, path: str, sources, target, verify: bool, write: bool, for_api, devices):
    """The module at ``path`` read, verified (unless not ``verify``) and deduced once (within
    ``target``, else each unit's target env): (the module, its units), each unit with what it
    needs in Vulkan terms with ``for_api`` or ``devices`` (a folder, or its devices read
    once: vulkan_deduce.load_devices); or, for a malformed module, the verifier's report."""
    from odsgen.api import deduce_module, read_checked_file, structure_of

    name = "<stdin>" if path == "-" else path
    verifier = spec.verifier if verify else None
    # (positions are enough; a module MLIR verified is read as its table only, unless
    # it has ops odsgen verifies that MLIR did not; --write stamps units of the IR)
    to_verify = None if write else verifier.specs if verifier is not None else ()
    strict = getattr(_deduced, "strict_dialects", False)
    module, _ = read_checked_file(
        spec,
        path,
        sources,
        keep_locations=False,
        to_verify=to_verify,
        verify=verifier is not None,
        strict_dialects=strict,
        elide_constants=not write,  # (--write stamps units into the text read: all of it)
    )
    if module.others is not None:  # ops of other dialects: no target is deduced for them (issue 34, item 6)
        from odsgen.api import OdsgenError

        if strict:
            raise OdsgenError(module.others, sources)
        sys.stderr.write(str(OdsgenError(module.others, sources)) + "\n")
    structure, lines = structure_of(spec, module, name, sources, 0, False, verifier is not None, declared=False)
    if structure is not None and structure.count:
        return _Malformed("".join(line + "\n" for line in lines), structure)
    units = deduce_module(spec, module, name, sources, target)
    if for_api == "vulkan" or devices:
        from odsgen.api import in_vulkan_terms

        in_vulkan_terms(spec, module, name, sources, units, devices)
    return module, units


class _Malformed(str):
    """``_deduced``'s answer for a malformed module: the verifier's report as text, with
    its record (``structure``: the reports CI systems read are made from it)."""

    def __new__(cls, text: str, structure: Any) -> "_Malformed":
        out = super().__new__(cls, text)
        out.structure = structure
        return out


def _units_json(units) -> list[dict]:
    docs = [u.to_json() for u in units]
    for d, u in zip(docs, units):
        if getattr(u, "vulkan", None) is not None:
            d["vulkan"] = u.vulkan
    return docs


# --------------------------------------------------------------------------- several modules


def _run_many(args: argparse.Namespace) -> int:
    """Several modules: each read, verified and deduced once (``_deduced``), the devices of
    --devices read once; the matrix (a row per unit, a column per device), then the units
    that have no target and the devices that cannot run a unit, with why. A module that
    cannot be read is its row's error (odsgen.checking.reports.runs.error_row). Exit status: 2
    on errors, else 3 when a module is malformed, else 1 when some unit has no target."""
    from odsgen.api import OdsgenError, SourceManager, error_row, parse_target_arg, write_output
    from odsgen.commands._spec import guarded, load_spec

    if args.write:
        sys.stderr.write("odsgen deduce: error: --write takes one module (it writes it to -o)\n")
        return 2

    def setup():
        spec = load_spec(args)
        devices = None
        if args.devices:
            from odsgen.api import load_devices

            devices = load_devices(spec, args.devices)
        return spec, parse_target_arg(spec, args.target), devices

    got = guarded(None, setup)
    if got == 2:
        return 2
    spec, target, devices = got
    from odsgen.api import read_ahead

    rows = []
    for path in read_ahead(args.module):  # (MLIR parses the next module while this one is deduced)
        sources = SourceManager()
        name = "<stdin>" if path == "-" else path
        try:
            with _as_asked(spec, args):
                done = _deduced(spec, path, sources, target, not args.no_verify, False, args.for_api, devices)
        except (OdsgenError, OSError, RecursionError, MemoryError) as exc:
            rows.append((error_row(name, exc, sources), None))
            continue
        if isinstance(done, str):
            rows.append(({"module": name, "status": "malformed", "text": done}, None))
            continue
        units = done[1]
        row = {"module": name, "status": "deduced", "units": _units_json(units)}
        if devices is not None:
            row["runs"] = {ref: all(_on(u, ref)[0]["runs"] for u in units) for ref, _, _ in devices}
        rows.append((row, units))
    for row, _ in rows:
        if row["status"] == "error":
            sys.stderr.write(row["error"] + "\n")
        elif row["status"] == "malformed":
            sys.stderr.write(row["text"])
    if args.format == "json":
        listed = [
            {"device": ref, "name": env.platform.device.name} if env is not None else {"device": ref, "error": error}
            for ref, env, error in devices or ()
        ]
        doc = {"modules": [{k: v for k, v in row.items() if k != "text"} for row, _ in rows]}
        if devices is not None:
            doc = {"devices": listed, **doc}
        text = json.dumps(spec.library.record(doc), indent=2, allow_nan=False) + "\n"
    elif args.format != "text":
        from odsgen.api import Finding, render_findings

        found = [
            Finding("no-target", f"no target for this {u.op}: {e}", u.loc)
            for _, units in rows
            for u in units or ()
            for e in u.errors
        ]
        text = render_findings(args.format, found, "deduce")
    else:
        text = _matrix_text(spec.checker, rows, devices)
    write_output(args.output, text)
    if any(row["status"] == "error" for row, _ in rows):
        return 2
    if any(row["status"] == "malformed" for row, _ in rows):
        from odsgen.commands.validate import MALFORMED_EXIT

        return MALFORMED_EXIT
    return 1 if any(not u.ok for _, units in rows for u in units or ()) else 0


def _on(u, ref: str) -> list[dict]:
    """The unit's entry for the device ``ref`` (in_vulkan_terms), in a list."""
    return [d for d in u.vulkan["devices"] if d["device"] == ref]


def _matrix_text(checker, rows, devices) -> str:
    """A row per unit: its least target (in Vulkan terms where asked), then per device
    "yes" or "no"; then why each "no" (and each unit without a target)."""
    from odsgen.api import table_text

    head = ["unit", "least target"]
    vulkan = any(getattr(u, "vulkan", None) is not None for _, units in rows for u in units or ())
    if vulkan:
        head.append("vulkan")
    refs = [ref for ref, _, _ in devices or ()]
    table = [head + [os.path.basename(r) for r in refs]]
    details = []
    for row, units in rows:
        if units is None:
            table.append([row["module"], row["status"]] + ["-"] * (len(head) - 2 + len(refs)))
            continue
        for u in units:
            line = [str(u.loc), _requirements_text(checker, u) if u.ok else "none"]
            if vulkan:
                line.append(u.vulkan.get("vulkan") or "-")
            for e in u.errors:
                details.append(f"{u.loc}: no target: {e}")
            for ref in refs:
                (d,) = _on(u, ref)
                line.append("yes" if d["runs"] else "no")
                if not d["runs"]:
                    why = [d["error"]] if "error" in d else d.get("reasons", [])
                    more = f" (and {len(why) - 1} more)" if len(why) > 1 else ""
                    details.append(f"{u.loc}: {ref}: {why[0] if why else 'cannot run it'}{more}")
            table.append(line)
    return table_text(table, "why not:", details)


def _report_errors(units) -> int:
    """Each unit that has no target, on standard error; the exit code (1 when one has none)."""
    for u in units:
        for e in u.errors:
            sys.stderr.write(f"{u.loc}: error: no target for this {u.op}: {e}\n")
    return 1 if any(not u.ok for u in units) else 0


def _attribute_write(spec) -> bool:
    """Whether the spec's target is a module attribute odsgen writes back (TOSA's), rather
    than a vce triple stamped on each unit (SPIR-V's)."""
    from odsgen.api import WRITERS

    return any(d in WRITERS for d in spec.checker.dialects)


def _written(args: argparse.Namespace, spec, units) -> str | None:
    """The module with its deduced target attached (``--write``), or None after an error."""
    from odsgen.api import (
        BytecodeUnread,
        OdsgenError,
        attach_bytecode_attribute,
        attach_module_attribute,
        is_bytecode,
        target_attribute,
    )

    def fail(message: str) -> None:
        sys.stderr.write(f"odsgen deduce: error: {message}\n")

    if args.output in (None, "-") or args.module == "-":
        fail("--write needs the module as a file and -o OUT for the module it writes")
        return None
    if len(units) != 1:
        fail(f"--write attaches one target to the module; it has {len(units)} units")
        return None
    try:
        # (the checker spells the cases as the model does, without evaluating the spec again)
        attr, value = target_attribute(spec.checker.dialects, units[0].requirements, spec.checker)
        with open(args.module, "rb") as f:
            data = f.read()
        if "[none]" in value:  # (whether the module is text or bytecode)
            sys.stderr.write(_empty_list_warning(args, units[0].requirements, spec.checker))
        if is_bytecode(data):  # (bytecode again; its bytes go through the text writer unchanged)
            return attach_bytecode_attribute(data, attr, value).decode("utf-8", "surrogateescape")
        text = data.decode("utf-8")
    except OdsgenError as exc:
        fail(exc.diagnostics[0].message)
        return None
    except OSError as exc:
        fail(f"cannot read {args.module}: {exc.strerror}")
        return None
    except UnicodeDecodeError:
        fail(f"cannot read {args.module}: it is not UTF-8 text")
        return None
    except BytecodeUnread as exc:
        fail(str(exc))
        return None
    return attach_module_attribute(text, attr, value, args.module)


def _empty_list_warning(args: argparse.Namespace, requirements: dict, model) -> str:
    """What to do with a written TOSA target whose list is empty (issue 34, item 3): MLIR 22
    has no spelling of it that it reads back and its --tosa-validate accepts."""
    version = model.case_spelling("SpecificationVersion", requirements.get("SpecificationVersion") or "V_1_0")
    level = model.case_spelling("TosaLevel", requirements.get("TosaLevel") or "eightK")
    lists = {k: requirements.get(d) or [] for k, d in (("profiles", "Profile"), ("extensions", "Extension"))}
    flags = " ".join(
        [f"specification_version={version}", f"level={level}"] + [f"{k}={','.join(v)}" for k, v in lists.items() if v]
    )
    ours = ",".join(
        [f"{k}={'+'.join(v) or 'none'}" for k, v in lists.items()]
        + [f"specification_version={version}", f"level={level}"]
    )
    empty = " and ".join(k for k, v in lists.items() if not v)
    return (
        f"odsgen deduce: warning: {args.output}: the target has no {empty}, which MLIR 22 cannot read back: "
        "it prints an empty list as '[]' but does not parse that, and its --tosa-validate refuses '[none]' "
        "(what odsgen wrote; odsgen validate refuses it too); to check the module against this target, "
        f'give it on the command line instead: mlir-opt --tosa-attach-target="{flags}" '
        f"--tosa-validate=strict-op-spec-alignment {args.module} (or odsgen validate {args.module} --target '{ours}')\n"
    )


def _requirements_text(checker, u) -> str:
    """The unit's requirements, a dimension after another: ``version v1.3; capabilities [Shader]``."""
    from odsgen.api import spell

    parts = []
    for dim, value in u.requirements.items():
        if isinstance(value, list):
            parts.append(f"{dim} [{', '.join(value)}]")
        else:
            d = checker.dimension_by_name.get(dim)
            m = d.enum.__members__.get(value) if d is not None else None
            parts.append(f"{dim} {spell(m) if m is not None else value}")
    return "; ".join(parts)


def render_unit(checker, u) -> str:
    from odsgen.api import LevelProvenance, provenance_text, spell

    if u.ok:
        status = "" if u.exact else " (an upper bound: the search stopped early)"
        lines = [f"{u.loc}: {u.op}: {_requirements_text(checker, u)}{status}"]
    else:  # no target: the conflict, not the parts found on the way (as if deduced)
        lines = [f"{u.loc}: {u.op}: no legal target"]
    if u.target is not None:
        from odsgen.api import target_text

        lines.append(f"  within target {target_text(u.target, limit=12)}")
    levels = checker.level_dimensions()
    for p in u.parts if u.ok else ():
        d = checker.dimension_by_name.get(p.dimension)
        m = d.enum.__members__.get(p.value) if d is not None else None
        ordered = d is not None and d.shape.ordered  # (a version, a level: spelled as targets spell them)
        first_dim = p.dimension in (u.requirements and list(u.requirements)[:1])
        shown = spell(m) if m is not None and (first_dim or ordered) else p.value
        head = f"  {p.dimension} {shown}: "
        if p.why.startswith("implied") and not p.forced_by:
            lines.append(head + p.why)
            continue
        if p.why.startswith("implied"):
            head = f"  {p.dimension} {shown} ({p.why}): "
        if not p.forced_by:
            quiet = {"lowest": "nothing asks for more", "highest": "nothing asks for less"}
            if p.dimension in levels:
                quiet["highest"] = "no op exceeds its limits"
            lines.append(head + quiet.get(p.why, p.why))
            continue
        first = p.forced_by[0]
        where = f" at {first[1]}" if first[1] else ""
        more = f" (and {p.count - 1} more)" if p.count > 1 else ""
        subject = p.subjects[0] if p.subjects else ""
        value = next((x.value for x in first[2] if isinstance(x, LevelProvenance)), "")
        if p.alone and subject and value:  # what exceeds a level, then whose it is
            more = f"; and {p.count - 1} more" if p.count > 1 else ""
            lines.append(f"{head}{subject} ({value} of {first[0]}{where}{more})")
        elif p.alone:
            lines.append(f"{head}{first[0]}{where}{' ' + subject if subject else ''}{more}")
        else:  # no op needs it alone: the choice that meets them together
            how = "the first the target allows that meets" if u.target is not None else "the least choice that meets"
            accepts = f" (one of {', '.join(p.accepts[0])})" if len(p.accepts[0]) > 1 else ""
            lines.append(f"{head}no op needs it alone; it is {how} {first[0]}{where}{accepts}{more}")
        for prov in first[2]:
            lines.append(f"    required by {provenance_text(prov)}")
    for e in u.errors:
        lines.append(f"  error: {e}")
    if getattr(u, "vulkan", None) is not None:
        from odsgen.api import vulkan_text

        lines.extend(vulkan_text(u.vulkan))
    return "\n".join(lines) + "\n"
