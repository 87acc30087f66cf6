"""``odsgen deduce --for vulkan [--devices DIR]``: each unit's least target in Vulkan terms
(odsgen.checking.targets.vulkan), and which devices of a folder can run it.

A device runs a unit when the unit, deduced within the device's target, has a target: each
any-of group then takes the first member the device has (as upstream's
``--spirv-update-vce``), and the report says which capabilities it declared.
"""

from __future__ import annotations

from typing import Any

import os

from odsgen.diagnostics import Diagnostic, OdsgenError, Severity
from odsgen.source import Loc


def in_vulkan_terms(
    spec: Any, module: Any, name: str, sources: Any, units: list[Any], devices: str | list[Device] | None
) -> None:
    """Set ``u.vulkan`` of each unit of ``units`` (deduced from ``module``); with ``devices``
    (a folder, or its devices as ``load_devices`` read them), which of them run each unit."""
    from odsgen.checking.deduce import deduce_module
    from odsgen.checking.targets.syntax import vce_axes
    from odsgen.runtime.target import spell
    from odsgen.checking.targets import vulkan

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
    if devices is None:
        return
    if isinstance(devices, str):
        devices = load_devices(spec, devices)
    rows: list[list[dict[str, Any]]] = [[] for _ in units]
    for ref, env, error in devices:
        if env is None:
            for row in rows:
                row.append({"device": ref, "runs": False, "error": error})
            continue
        label = env.platform.device.name
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


# A device of a --devices folder: (its reference, FILE.json or FILE.json#PROFILE; its target,
# or None when it could not be read; then the first line of its error).
Device = tuple[str, Any, str | None]


def load_devices(spec: Any, folder: str) -> list[Device]:
    """Each device report and profile of ``folder`` (``vulkan.device_refs``) read as a target
    once, for every module a sweep deduces; a file that cannot be read is a device whose
    error each unit's row gives."""
    from odsgen.checking.targets import vulkan
    from odsgen.checking.spec import no_file
    from odsgen.checking.targets.syntax import parse_target

    if not os.path.isdir(folder):
        raise (
            no_file(folder, "--devices")
            if not os.path.exists(folder)
            else OdsgenError(Diagnostic(Loc(folder, 0, 0), Severity.ERROR, "not a folder (given as --devices)"))
        )
    out: list[Device] = []
    for ref in vulkan.device_refs(folder):
        try:
            out.append((ref, parse_target(ref, spec.checker.env_cls, spec.catalog), None))
        except OdsgenError as exc:
            out.append((ref, None, str(exc).splitlines()[0] if str(exc) else "unreadable"))
    return out


def vulkan_text(doc: dict[str, Any]) -> list[str]:
    from odsgen.checking.targets.vulkan import terms_text

    lines = terms_text(doc)
    devices = doc.get("devices")
    if devices is not None:
        runs = [d for d in devices if d["runs"]]
        lines.append(f"  runs on {len(runs)} of {len(devices)} devices:")
        for d in devices:
            if d["runs"]:
                caps = d["declares"]
                lines.append(f"    yes {d['device']}: declares {', '.join(caps) if caps else 'no capability'}")
            else:  # (one reason a line: a device lacking much has many)
                why = [d["error"]] if d.get("error") else d.get("reasons") or ["cannot run it"]
                if len(why) == 1:
                    lines.append(f"    no  {d['device']}: {why[0]}")
                else:
                    lines.append(f"    no  {d['device']}: {len(why)} reasons:")
                    lines.extend(f"      {r}" for r in why)
    return lines
