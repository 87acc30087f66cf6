"""``odsgen deduce --for vulkan [--devices DIR]``: each unit's least target in Vulkan terms
(odsgen.checking.vulkan), and which devices of a folder can run it.

A device runs a unit when the unit, deduced within the device's target, has a target: each
any-of group then takes the first member the device has (as upstream's
``--spirv-update-vce``), and the report says which capabilities it declared.
"""

from __future__ import annotations

from typing import Any

import os

from odsgen.diagnostics import Diagnostic, OdsgenError, Severity
from odsgen.source import Loc


def in_vulkan_terms(spec: Any, module: Any, name: str, sources: Any, units: list[Any], devices: str | None) -> None:
    """Set ``u.vulkan`` of each unit of ``units`` (deduced from ``module``)."""
    from odsgen.checking.deduce import deduce_module
    from odsgen.checking.spec import no_file
    from odsgen.checking.target_syntax import parse_target, vce_axes
    from odsgen.runtime.target import spell
    from odsgen.checking import vulkan

    registry = vulkan.load_registry(spec.catalog.vk_xml)
    axes = vce_axes(spec.checker.env_cls)
    if axes is None:
        raise OdsgenError(Diagnostic(None, Severity.ERROR, "--for vulkan needs the SPIR-V dialect's spec"))
    version_axis, caps_axis, exts_axis = axes
    dims = spec.checker.dimension_by_name
    for u in units:
        spirv = None
        caps: list[str] = []
        exts: list[str] = []
        for dim, value in u.requirements.items():
            d = dims.get(dim)
            if d is None:
                continue
            if d.enum is version_axis.enum and isinstance(value, str):
                member = d.enum.__members__.get(value)
                spirv = spell(member) if member is not None else value
            elif d.enum is caps_axis.enum and isinstance(value, list):
                caps = list(value)
            elif d.enum is exts_axis.enum and isinstance(value, list):
                exts = list(value)
        u.vulkan = vulkan.vulkan_terms(registry, spirv, caps, exts)
    if not devices:
        return
    if not os.path.isdir(devices):
        raise (
            no_file(devices, "--devices")
            if not os.path.exists(devices)
            else OdsgenError(Diagnostic(Loc(devices, 0, 0), Severity.ERROR, "not a folder (given as --devices)"))
        )
    rows: list[list[dict[str, Any]]] = [[] for _ in units]
    for ref in vulkan.device_refs(devices):
        try:
            env = parse_target(ref, spec.checker.env_cls, spec.catalog)
        except OdsgenError as exc:
            first = str(exc).splitlines()[0] if str(exc) else "unreadable"
            for row in rows:
                row.append({"device": ref, "runs": False, "error": first})
            continue
        label = env.vulkan.device.name
        on_device = deduce_module(spec, module, name, sources, env)
        for row, d in zip(rows, on_device):
            entry: dict[str, Any] = {"device": ref, "name": label, "runs": d.ok}
            if d.ok:
                entry["declares"] = next(
                    (v for k, v in d.requirements.items() if k in dims and dims[k].enum is caps_axis.enum), []
                )
            else:
                entry["reasons"] = list(d.errors)
            row.append(entry)
    for u, row in zip(units, rows):
        u.vulkan["devices"] = row


def vulkan_text(doc: dict[str, Any]) -> list[str]:
    from odsgen.checking.vulkan import terms_text

    lines = terms_text(doc)
    devices = doc.get("devices")
    if devices is not None:
        runs = [d for d in devices if d["runs"]]
        lines.append(f"  runs on {len(runs)} of {len(devices)} devices:")
        for d in devices:
            if d["runs"]:
                caps = d["declares"]
                lines.append(f"    yes {d['device']}: declares {', '.join(caps) if caps else 'no capability'}")
            else:
                why = d.get("error") or "; ".join(d.get("reasons", []))
                lines.append(f"    no  {d['device']}: {why}")
    return lines
