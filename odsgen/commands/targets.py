"""`odsgen targets`: the named targets of a spec, and what any target resolves to.

``odsgen targets --spec SPEC.td``: each named target (the spec's library's, ``--targets``
files') and its description. ``odsgen targets TARGET ... --spec SPEC.td``: what each
target resolves to, axis by axis; for a Vulkan target (``FILE.json[#PROFILE]``,
``vulkan-1.x``) also the ``<enable>`` of the Vulkan registry behind each capability and
extension, and the device's limits (docs/targets.md). ``--for iree``: for each Vulkan
target, IREE's ``--iree-vulkan-target-features=...`` string and ``#iree_gpu.target``
attribute (docs/iree.md).

Exit status: 0, or 1 on bad input and every other error of odsgen itself (as the
commands with no answer of their own).
"""

from __future__ import annotations

import argparse
import json

from odsgen.commands._spec import SPEC_INPUTS, add_spec_arguments

INPUTS = {"target": "a TARGET (a Vulkan Profiles file)", **SPEC_INPUTS}
OUTPUTS = {"output": "-o"}


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("target", nargs="*", metavar="TARGET", help="a target to resolve (default: list the named targets)")
    add_spec_arguments(p)
    p.add_argument("--format", choices=["text", "json"], default="text", help="output format (default text)")
    p.add_argument(
        "--for",
        dest="for_",
        choices=["iree"],
        help="print what a compiler reads for each (Vulkan) target: iree = IREE's "
        "--iree-vulkan-target-features string and #iree_gpu.target attribute",
    )
    p.add_argument("-o", dest="output", metavar="FILE", help="write the report to FILE instead of standard output")


def run(args: argparse.Namespace) -> int:
    from odsgen.commands._spec import guarded, load_spec
    from odsgen.api import write_output

    def body():
        spec = load_spec(args)
        if not args.target:
            return _listing(spec, args.format)
        if getattr(args, "for_", None) == "iree":
            return _iree(spec, args.target, args.format)
        return _resolved(spec, args.target, args.format)

    got = guarded(None, body)
    if got == 2:  # (bad input, reported)
        return 1
    write_output(args.output, got)
    return 0


def _listing(spec, fmt: str) -> str:
    named = spec.catalog.named
    if fmt == "json":
        doc = [{"name": n, "target": t.text, "description": t.description} for n, t in named.items()]
        return json.dumps({"targets": doc}, indent=2, allow_nan=False) + "\n"
    width = max((len(n) for n in named), default=0)
    lines = [f"{n:<{width}}  {t.description or t.text}" for n, t in named.items()]
    if not lines:
        lines = ["no named targets (give --targets FILE)"]
    return "\n".join(lines) + "\n"


def target_report(spec, text: str) -> dict:
    """What ``text`` resolves to: its axes, and for a Vulkan target the enables behind them."""
    from odsgen.api import implied_by, parse_target_arg, target_json, vce_axes

    env = parse_target_arg(spec, text)
    doc: dict = {"target": text, "resolved": target_json(env), "text": env.text()}
    vt = getattr(env, "platform", None)
    if vt is not None:
        doc["vulkan"] = vt.to_json()
        axes = vce_axes(type(env))
        if axes is not None:
            known = {m.name for a in axes[1:] for m in a.enum.__members__.values()}
            doc["vulkan"]["not_in_dialect"] = sorted(
                n for n in (*vt.capabilities, *vt.extensions) if not known.intersection(vt.registry.names(n))
            )
            # A case the registry names otherwise (an alias), and one the target has with no
            # enable of its own: what implies it.
            renamed = doc["vulkan"]["registry_names"] = {}
            implied = doc["vulkan"]["implied"] = {}
            for axis, table in ((axes[1], doc["vulkan"]["capabilities"]), (axes[2], doc["vulkan"]["extensions"])):
                names = doc["resolved"][axis.keyword]
                for n in names:
                    other = next((a for a in vt.registry.names(n) if a in table), None)
                    if other is not None and other != n:
                        renamed[n] = other
                direct = [m for m in names if m in table or m in renamed]
                for n in names:
                    if n not in direct:
                        implied[n] = implied_by(env, axis, n, direct)
    return doc


def _resolved(spec, texts: list[str], fmt: str) -> str:
    from odsgen.api import REGISTRY_SOURCES

    docs = [target_report(spec, t) for t in texts]
    if fmt == "json":
        return json.dumps({"targets": docs}, indent=2, allow_nan=False) + "\n"
    out: list[str] = []
    for doc in docs:
        out.append(f"{doc['target']}:")
        vk = doc.get("vulkan")
        if vk is not None:
            out.append(f"  {vk['kind']} {vk['name']}: Vulkan {vk['vulkan']}, SPIR-V {vk['spirv']}")
            source = REGISTRY_SOURCES.get(vk["registry_source"], vk["registry_source"])
            out.append(f"  registry {vk['registry']} ({source})")
        for axis, value in doc["resolved"].items():
            if isinstance(value, list):
                out.append(f"  {axis} ({len(value)}):")
                table = None
                if vk is not None:
                    table = vk["capabilities"] if axis.startswith("cap") else vk["extensions"]
                for name in value:
                    why = ""
                    if table is not None:
                        es = table.get(vk["registry_names"].get(name, name))
                        by = vk["implied"].get(name)
                        why = "  <- " + " or ".join(e["text"] for e in es) if es else "  <- implied"
                        why += f" by {', '.join(by)}" if not es and by else ""
                    out.append(f"    {name}{why}")
            else:
                spelled = next((p for p in doc["text"].split(",") if p.startswith(f"{axis}=")), f"{axis}={value}")
                out.append(f"  {spelled.replace('=', ' ', 1)}")
        if vk is not None:
            if vk["not_in_dialect"]:
                out.append(f"  in the registry, not in the dialect: {', '.join(vk['not_in_dialect'])}")
            if vk["limits"]:
                out.append(f"  limits: {len(vk['limits'])} (--format json lists them)")
    return "\n".join(out) + "\n"


def _iree(spec, texts: list[str], fmt: str) -> str:
    """IREE's view of each Vulkan target (odsgen.checking.targets.iree)."""
    from odsgen.api import Diagnostic, OdsgenError, Severity, build_iree_target, parse_target_arg

    got = []
    for text in texts:
        try:
            got.append(build_iree_target(parse_target_arg(spec, text), text))
        except ValueError as exc:
            raise OdsgenError(Diagnostic(None, Severity.ERROR, str(exc))) from None
    if fmt == "json":
        return json.dumps({"targets": [t.to_json() for t in got]}, indent=2, allow_nan=False) + "\n"
    out: list[str] = []
    for t in got:
        out.append(f"// {t.source}: {t.device}")
        out += [f"// note: {n}" for n in t.notes]
        out.append("// the features alone (IREE keeps the rest, bit widths and limits, of --iree-vulkan-target):")
        out.append(t.flag())
        out.append("// or the device's whole #iree_gpu.target, as the input module's attribute (no target flag):")
        out.append(f"module attributes {{{t.module_attribute()}}} {{ ... }}")
    return "\n".join(out) + "\n"
