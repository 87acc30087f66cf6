"""`odsgen deduce`: the least target of each unit of a module, and what forces each part.

A unit is each outermost op of the spec's dialect that holds a region (for SPIR-V each
``spirv.module``), or else the whole file. Where a unit has a target env (its nearest
``<dialect>.target_env``, or ``--target``), each any-of group takes the first member,
in the spec's order, that the target allows, as upstream's ``--spirv-update-vce``
does; otherwise a smallest set of cases (docs/validate.md).

The module is verified first, as ``odsgen validate`` verifies it (``--no-verify`` skips
that): a malformed module has no answer.

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
INPUTS = {"module": "the module", **SPEC_INPUTS}
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
        # it has ops odsgen verifies that MLIR did not)
        module, _ = read_checked_file(
            spec, args.module, sources, keep_locations=False, to_verify=verifier.specs if verifier is not None else ()
        )
        structure, lines = verify_module(spec, module, name, sources, 0, False, verifier is not None)
        if structure is not None and structure["malformed_ops"]:
            return None, "".join(line + "\n" for line in lines)
        return spec, deduce_module(spec, module, name, sources, target)

    got = guarded(sources, body)
    if got == 2:
        return 2
    spec, units = got
    if spec is None:  # malformed: the verifier's report
        from odsgen.commands.validate import MALFORMED_EXIT

        sys.stderr.write(units)
        return MALFORMED_EXIT
    if args.format == "json":
        doc = spec.library.record({"module": name, "units": [u.to_json() for u in units]})
        text = json.dumps(doc, indent=2) + "\n"
    else:
        text = "".join(render_unit(spec.checker, u) for u in units)
    write_output(args.output, text)
    for u in units:
        for e in u.errors:
            sys.stderr.write(f"{u.loc}: error: no target for this {u.op}: {e}\n")
    return 1 if any(not u.ok for u in units) else 0


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
        shown = spell(m) if m is not None and p.dimension in (u.requirements and list(u.requirements)[:1]) else p.value
        head = f"  {p.dimension} {shown}: "
        if p.why.startswith("implied") and not p.forced_by:
            lines.append(head + p.why)
            continue
        if p.why.startswith("implied"):
            head = f"  {p.dimension} {shown} ({p.why}): "
        if not p.forced_by:
            lines.append(head + ("nothing asks for more" if p.why == "lowest" else p.why))
            continue
        first = p.forced_by[0]
        where = f" at {first[1]}" if first[1] else ""
        more = f" (and {p.count - 1} more)" if p.count > 1 else ""
        lines.append(f"{head}{first[0]}{where}{more}")
        for prov in first[2]:
            lines.append(f"    required by {provenance_text(prov)}")
    for e in u.errors:
        lines.append(f"  error: {e}")
    return "\n".join(lines) + "\n"
