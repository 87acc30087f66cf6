"""``deduce`` of an ONNX model: the least opsets at which it is legal (docs/onnx.md).

An ONNX model reads as other op versions at other opsets (odsgen.checking.inputs.onnx_model),
and ONNX removes ops as well as adds them, so the least target is found by checking the
model at each opset of ai.onnx from 1 up, as ``validate --target opset=N`` does, then
at each opset of the other domains it uses with that one: the first legal is the answer,
printed in the target syntax (``opset=13,ml=3``), with what blocks the opset below it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from odsgen.checking.reports.records import ModuleReport
    from odsgen.checking.spec import LoadedSpec
    from odsgen.source import SourceManager


def check_at(spec: LoadedSpec, path: str, opsets: dict[str, int], verify: bool = True) -> ModuleReport:
    """validate's report of the model in ``path`` at ``opsets`` ({domain: opset})."""
    from odsgen.checking.inputs.read import read_checked_file
    from odsgen.checking.onnx_import import domain_info
    from odsgen.checking.inputs.onnx_model import resolving_at
    from odsgen.checking.spec import parse_target_arg
    from odsgen.checking.validate import module_report, target_resolver
    from odsgen.source import SourceManager

    text = ",".join(f"{domain_info(d).enum.lower()}={v}" for d, v in sorted(opsets.items()))
    target = parse_target_arg(spec, text)
    sources = SourceManager()
    verified = spec.verifier.specs if verify and spec.verifier is not None else ()
    with resolving_at(opsets):
        module, name = read_checked_file(spec, path, sources, to_verify=verified, verify=bool(verified))
    target_of = target_resolver(spec, module, target, name, sources)
    return module_report(spec, module, name, sources, target_of, 0, target, verify)


@dataclass(frozen=True)
class LeastTarget:
    """deduce's answer for an ONNX model: its least target (``"opset=N,ml=M"``; None: legal
    at no opset), the opsets of it by domain, validate's text at the opset below it (or ""
    when there is none; with no target, at the newest), and its status."""

    module: str
    target: str | None
    opsets: dict[str, int] = field(default_factory=dict)
    blocked_below: str = ""
    status: str = "legal"

    def to_json(self) -> dict[str, Any]:
        """``deduce --format json``'s document: ``{"module", "target", "opsets", "blocked_below", "status"}``."""
        return {
            "module": self.module,
            "target": self.target,
            "opsets": self.opsets,
            "blocked_below": self.blocked_below,
            "status": self.status,
        }


def least_target(spec: LoadedSpec, path: str, sources: SourceManager, verify: bool = True) -> LeastTarget:
    """The least target of the model in ``path`` (``LeastTarget``)."""
    from odsgen.checking.onnx_import import domain_info
    from odsgen.diagnostics import file_error
    from odsgen.checking.inputs.onnx_model import ModelError, model_opsets, newest_opsets, parse_model

    try:
        model = parse_model(path)
    except OSError as exc:
        raise file_error(path, f"could not open input file: {exc.strerror or exc}") from None
    except ModelError as exc:
        raise file_error(path, str(exc)) from None
    own = model_opsets(model)
    newest = newest_opsets()
    opsets = {d: v for d, v in own.items() if d in newest}
    opsets.setdefault("", newest[""])
    order = [""] + sorted(d for d in opsets if d != "")
    below = ""
    found: dict[str, int] = dict(opsets)
    for d in order:
        hit = None
        for n in range(1, newest[d] + 1):
            trial = dict(found, **{d: n})
            report = check_at(spec, path, trial, verify)
            if report.status == "legal":
                hit = n
                break
            last_text = report.text
        if hit is None:
            return LeastTarget(path, None, {}, last_text, "illegal")
        if d == "" and hit > 1:
            below = check_at(spec, path, dict(found, **{d: hit - 1}), verify).text
        found[d] = hit
    target = ",".join(f"{domain_info(d).enum.lower()}={found[d]}" for d in order)
    return LeastTarget(path, target, found, below, "legal")


def render_least(result: LeastTarget) -> str:
    """deduce's text of ``result``: the least target and what blocks the opset below it."""
    if result.target is None:
        return f"{result.module}: legal at no opset; at the newest:\n" + result.blocked_below
    out = f"{result.module}: least target {result.target}\n"
    if result.blocked_below:
        lines = result.blocked_below.rstrip("\n").splitlines()
        out += "  below it:\n" + "".join(f"    {ln}\n" for ln in lines[:40])
        if len(lines) > 40:
            out += f"    ... ({len(lines) - 40} more lines)\n"
    return out
