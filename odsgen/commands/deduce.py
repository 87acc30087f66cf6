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
``--spirv-update-vce``, the rest of the text unchanged); nothing when some unit has none.

Exit status: 0 when every unit has a target, 1 when some unit has none (a group the
target allows no member of, a version above the target's or above an op's maximum),
3 when some op is malformed (its errors on standard error, nothing written), 2 on bad
input and every other error of odsgen itself (``ERROR_EXIT``).
"""

from __future__ import annotations

import argparse
import json
import sys

from odsgen.commands._spec import SPEC_INPUTS, add_report_arguments, add_spec_arguments

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
        help="a module in MLIR generic form or custom syntax ('-' reads standard input)",
    )
    add_spec_arguments(p)
    add_report_arguments(
        p, "deduce within this target env for every unit (default: each unit's <dialect>.target_env, if any)"
    )
    p.add_argument(
        "--no-verify", action="store_true", help="do not verify ops against their ODS definition (a trusted producer)"
    )
    p.add_argument(
        "--for",
        dest="for_api",
        choices=["vulkan"],
        help="also say what each unit needs in that API's terms (Vulkan: version, features, device extensions)",
    )
    p.add_argument(
        "--devices",
        metavar="DIR",
        help="with --for vulkan: which of the Vulkan device reports and profiles (*.json) in DIR can run each unit",
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
    from odsgen.checking.deduce import deduce_module
    from odsgen.checking.inputs import read_checked_file
    from odsgen.checking.spec import parse_target_arg
    from odsgen.checking.validate import verify_module
    from odsgen.commands._spec import guarded, load_spec
    from odsgen.io import write_output
    from odsgen.source import SourceManager

    sources = SourceManager()
    name = "<stdin>" if args.module == "-" else args.module

    def body():
        spec = load_spec(args)
        target = parse_target_arg(spec, args.target)
        verifier = None if args.no_verify else spec.verifier
        # (positions are enough; a module MLIR verified is read as its table only, unless
        # it has ops odsgen verifies that MLIR did not; --write stamps units of the IR)
        to_verify = None if args.write else verifier.specs if verifier is not None else ()
        module, _ = read_checked_file(spec, args.module, sources, keep_locations=False, to_verify=to_verify)
        structure, lines = verify_module(spec, module, name, sources, 0, False, verifier is not None)
        if structure is not None and structure["malformed_ops"]:
            return None, "".join(line + "\n" for line in lines), None
        units = deduce_module(spec, module, name, sources, target)
        if args.for_api == "vulkan" or args.devices:
            from odsgen.checking.vulkan_deduce import in_vulkan_terms

            in_vulkan_terms(spec, module, name, sources, units, args.devices)
        stamped = None
        if args.write and not _attribute_write(spec) and all(u.ok for u in units):  # (else the errors say why)
            from odsgen.checking.writeback import stamped_text

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
            from odsgen.checking import report_formats as rf

            write_output(args.output, rf.render(args.format, rf.findings_of_text(units), "deduce"))
        return MALFORMED_EXIT
    if args.write:
        if not _attribute_write(spec):  # each unit stamped, in place of the report
            if stamped is not None:
                write_output(args.output, stamped)
            return _report_errors(units)
        written = _written(args, spec, units)
        if written is None:
            return 2
        write_output(args.output, written)
        args.output = None  # the report: standard output
    if args.format not in ("text", "json"):
        from odsgen.checking import report_formats as rf

        found = [
            rf.Finding("no-target", f"no target for this {u.op}: {e}", str(u.loc)) for u in units for e in u.errors
        ]
        write_output(args.output, rf.render(args.format, found, "deduce"))
    elif args.format == "json":
        docs = [u.to_json() for u in units]
        for d, u in zip(docs, units):
            if getattr(u, "vulkan", None) is not None:
                d["vulkan"] = u.vulkan
        doc = spec.library.record({"module": name, "units": docs})
        write_output(args.output, json.dumps(doc, indent=2) + "\n")
    else:
        write_output(args.output, "".join(render_unit(spec.checker, u) for u in units))
    return _report_errors(units)


def _report_errors(units) -> int:
    """Each unit that has no target, on standard error; the exit code (1 when one has none)."""
    for u in units:
        for e in u.errors:
            sys.stderr.write(f"{u.loc}: error: no target for this {u.op}: {e}\n")
    return 1 if any(not u.ok for u in units) else 0


def _attribute_write(spec) -> bool:
    """Whether the spec's target is a module attribute odsgen writes back (TOSA's), rather
    than a vce triple stamped on each unit (SPIR-V's)."""
    from odsgen.checking.writeback import WRITERS

    return any(d in WRITERS for d in spec.checker.dialects)


def _written(args: argparse.Namespace, spec, units) -> str | None:
    """The module with its deduced target attached (``--write``), or None after an error."""
    from odsgen.checking.writeback import attach_module_attribute, target_attribute
    from odsgen.diagnostics import OdsgenError

    def fail(message: str) -> None:
        sys.stderr.write(f"odsgen deduce: error: {message}\n")

    if args.output in (None, "-") or args.module == "-":
        fail("--write needs the module as a file and -o OUT for the module it writes")
        return None
    if len(units) != 1:
        fail(f"--write attaches one target to the module; it has {len(units)} units")
        return None
    if not units[0].ok:
        fail("--write: the module has no legal target (see the report)")
        return None
    try:
        attr, value = target_attribute(spec.checker.dialects, units[0].requirements, spec.model)
        with open(args.module, encoding="utf-8") as f:
            text = f.read()
    except OdsgenError as exc:
        fail(exc.diagnostics[0].message)
        return None
    except OSError as exc:
        fail(f"cannot read {args.module}: {exc.strerror}")
        return None
    if "= []" in value:
        sys.stderr.write(
            "odsgen deduce: note: written as mlir-opt --tosa-attach-target prints it; MLIR 22's parser cannot "
            "read an empty list ('= []') back\n"
        )
    return attach_module_attribute(text, attr, value)


def render_unit(checker, u) -> str:
    from odsgen.checking.check import provenance_text, spell

    parts = []
    for dim, value in u.requirements.items():
        if isinstance(value, list):
            parts.append(f"{dim} [{', '.join(value)}]")
        else:
            d = checker.dimension_by_name.get(dim)
            m = d.enum.__members__.get(value) if d is not None else None
            parts.append(f"{dim} {spell(m) if m is not None else value}")
    status = ("" if u.ok else " (no legal target)") + ("" if u.exact else " (an upper bound: the search stopped early)")
    lines = [f"{u.loc}: {u.op}: {'; '.join(parts)}{status}"]
    if u.target is not None:
        from odsgen.checking.target_syntax import target_text

        lines.append(f"  within target {target_text(u.target, limit=12)}")
    for p in u.parts:
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
            lines.append(head + quiet.get(p.why, p.why))
            continue
        first = p.forced_by[0]
        where = f" at {first[1]}" if first[1] else ""
        more = f" (and {p.count - 1} more)" if p.count > 1 else ""
        lines.append(f"{head}{first[0]}{where}{more}")
        for prov in first[2]:
            lines.append(f"    required by {provenance_text(prov)}")
    for e in u.errors:
        lines.append(f"  error: {e}")
    if getattr(u, "vulkan", None) is not None:
        from odsgen.checking.vulkan_deduce import vulkan_text

        lines.extend(vulkan_text(u.vulkan))
    return "\n".join(lines) + "\n"
