"""odsgen's public Python API (re-exported at ``import odsgen``; docs/python-api.md).

Each function returns plain data in the shape of the matching command's JSON output, so a
script and ``odsgen CMD --json``/``--format json`` see the same thing; the commands are thin
layers over these functions. Bad input raises one ``odsgen.OdsgenError`` whose ``str`` is
the rendered ``file:line:col: error: ...`` report.

    import odsgen

    spec = odsgen.load_spec("examples/rfc/example.td")
    odsgen.availability(spec)["ops"]
    odsgen.validate(spec, "examples/rfc/sample.mlir", target="version=V_2")["status"]

``validate``, ``deduce`` and ``explain`` take a module as a path (any MLIR syntax), a
module of odsgen's IR (odsgen.runtime), or a module, operation or OpView of the MLIR
Python bindings (``mlir.ir``, ``iree.compiler.ir``, ``torch_mlir.ir``), read through
odsgen.runtime.mlir_adapter; reasons are located where the module's ops' locations point
(an ``mlir.ir`` module parsed from ``net.mlir`` gives ``net.mlir:4:10``).

Layering: odsgen.commands (the CLI) → odsgen.api → odsgen.checking (a spec loaded to
check modules; the checker; the reports) → odsgen.codegen, odsgen.model,
odsgen.runtime (tests/unit/test_layering.py holds the allowed edges, each with its reason).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterable, Iterator, Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any, TypeAlias, Union, overload

import odsgen
from odsgen.diagnostics import Diagnostic as Diagnostic, OdsgenError as OdsgenError, Severity as Severity, error

if TYPE_CHECKING:
    from odsgen.checking.check import Checker
    from odsgen.checking.spec import LoadedSpec as LoadedSpec
    from odsgen.codegen.generate import GenResult
    from odsgen.docs.diff import Change
    from odsgen.model.build import Model
    from odsgen.model.corrections import Corrections as Corrections, LibraryUse
    from odsgen.runtime.rewrite import Pattern
    from odsgen.runtime.target import TargetEnv

__all__ = odsgen.__all__  # the public names, listed once (odsgen/__init__.py stays light to import)

PathLike: TypeAlias = "str | os.PathLike[str]"
# A Spec, a .td path, or a list of them (a spec and its overlays).
SpecLike: TypeAlias = Union["Spec", str, "os.PathLike[str]", "Sequence[str | os.PathLike[str]]"]
# A target's text (``"version=V_2"``, a name from a targets file), a TargetEnv, or None.
TargetLike: TypeAlias = Union[str, "TargetEnv", None]
# What ``validate``, ``deduce`` and ``explain`` read (see the module doc): a path, a module
# of odsgen's IR, or a module, operation or OpView of the MLIR Python bindings (duck-typed).
ModuleLike: TypeAlias = Any


class Spec:
    """A loaded spec: its files, include directories and macros, the availability model
    (``model``) and, on first use, its generated package and checker (``checked``).

    Made by ``load_spec``; pass it to ``availability``, ``generate``, ``diff``, ``explain``,
    ``validate`` and ``deduce``.
    """

    def __init__(
        self,
        paths: list[str],
        include_dirs: list[str],
        defines: list[str],
        target_files: list[str],
        use_cache: bool,
        corrections: Corrections | None = None,
        vk_xml: str | None = None,
    ) -> None:
        from odsgen.model.corrections import Corrections

        self.paths = paths
        self.include_dirs = include_dirs
        self.defines = defines
        self.target_files = target_files
        self.use_cache = use_cache
        # Which of odsgen's declarations of upstream's hand-written availability may apply.
        self.corrections = corrections if corrections is not None else Corrections()
        # The Vulkan registry of Vulkan targets (odsgen.checking.targets.vulkan; None: vulkan-object's).
        self.vk_xml = vk_xml
        self._model: Model | None = None
        self._checked: LoadedSpec | None = None

    def __repr__(self) -> str:
        return f"<odsgen.Spec {', '.join(self.paths)}>"

    @property
    def model(self) -> Model:
        """The availability model (odsgen.model), evaluated on first use."""
        if self._model is None:
            if self._checked is not None:
                self._model = self._checked.model
            else:
                from odsgen.model import load_model

                model: Model = load_model(
                    self.paths, self.include_dirs, self.defines, use_cache=self.use_cache, corrections=self.corrections
                )
                self._model = model
        return self._model

    @property
    def library(self) -> LibraryUse:
        """What odsgen's library added to the spec (``.applied``: its .td files, e.g.
        ``odsgen/mlir22/spirv.td``; ``.note``: the note saying so, or None)."""
        if self._model is None and self._checked is not None:
            return self._checked.library
        return self.model.library

    @property
    def note(self) -> str | None:
        """The note about odsgen's declarations applied to the spec (what the CLI prints), or None."""
        return self.library.note

    @property
    def checked(self) -> LoadedSpec:
        """The spec ready to check modules: its generated package (``.package``), rules,
        checker and named targets; generated into odsgen's cache on first use."""
        if self._checked is None:
            from odsgen.checking.spec import load_checked

            self._checked = load_checked(self, self._model)
            self._checked.catalog.vk_xml = self.vk_xml
        return self._checked

    @property
    def checker(self) -> Checker:
        """The spec's odsgen.checking.check.Checker (what odsgen.runtime.mlir_gate's
        ``GatedPatterns`` takes)."""
        return self.checked.checker

    @property
    def package(self) -> ModuleType:
        """The spec's generated Python package (imported from odsgen's cache)."""
        return self.checked.package

    @property
    def warnings(self) -> list[str]:
        """The spec's lint warnings, rendered (what ``odsgen avail`` prints on stderr)."""
        from odsgen.diagnostics import render
        from odsgen.model.report import check_lints

        model = self.model
        return [render(w, model.sources) for w in check_lints(model)]

    def target(self, text: str) -> TargetEnv:
        """The ``TargetEnv`` of the spec's package that ``text`` names (``"version=V_2"``,
        ``"vulkan-1.1"``, a name from a targets file; docs/targets.md)."""
        from odsgen.checking.spec import parse_target_arg

        return parse_target_arg(self.checked, text)


def _paths(value: str | os.PathLike[str] | Iterable[str | os.PathLike[str]]) -> list[str]:
    if isinstance(value, (str, os.PathLike)):
        return [os.fspath(value)]
    return [os.fspath(v) for v in value]


def load_spec(
    path: str | os.PathLike[str] | Sequence[str | os.PathLike[str]],
    include_dirs: Iterable[str | os.PathLike[str]] = (),
    defines: Iterable[str] = (),
    targets: Iterable[str | os.PathLike[str]] = (),
    use_cache: bool = True,
    lazy: bool = False,
    upstream_corrections: bool = True,
    khronos_corrections: bool = False,
    vk_xml: str | os.PathLike[str] | None = None,
    tosa_spec: str | os.PathLike[str] | None = None,
    mlir_release: int | None = None,
) -> Spec:
    """Load a spec (a ``.td`` file, or a list: later files overlay earlier ones).

    ``include_dirs`` and ``defines`` are ``-I``/``-D``; ``targets`` are targets files
    (a ``targets.toml`` beside a spec is read too). The spec is evaluated now, so bad input
    raises ``OdsgenError`` here; ``lazy=True`` defers that to first use.

    When the spec is an upstream dialect whose availability MLIR partly writes by hand
    (SPIR-V), odsgen's declarations of it (``odsgen/mlir22/spirv.td``) apply, so the
    answers are mlir-opt's; ``upstream_corrections=False`` leaves them out (the spec's
    ODS alone), ``khronos_corrections=True`` adds the Khronos corrections beyond mlir-opt
    (``odsgen/mlir22/spirv-khronos.td``). ``Spec.note`` says what applied.

    ``vk_xml``: the Vulkan registry that maps Vulkan targets (``dev.json``, ``vulkan-1.3``;
    docs/targets.md) to SPIR-V; by default ODSGEN_VK_XML's, else the first installed of
    PyPI vulkan-object's, a Vulkan SDK's and the system's (odsgen.checking.targets.vulkan.find_registry).

    ``tosa_spec``: a ``tosa.xml`` of the TOSA specification, whose data-type support
    tables replace those read from the include tree's ``TosaComplianceData.h.inc``
    (docs/tosa.md).

    ``mlir_release``: the MLIR release whose declarations apply (``--mlir-release``), instead
    of the one the include tree says it is (docs/releases.md).
    """
    from odsgen.checking.spec import no_file
    from odsgen.model.corrections import Corrections

    paths = _paths(path)
    if not paths:
        raise OdsgenError(Diagnostic(None, Severity.ERROR, "load_spec: no spec file given"))
    for p in paths:
        if not os.path.isfile(p):
            raise no_file(p, "spec")
    if tosa_spec is not None and not os.path.isfile(tosa_spec):
        raise no_file(os.fspath(tosa_spec), "--tosa-spec")
    if tosa_spec is not None and not upstream_corrections:
        raise OdsgenError(
            Diagnostic(
                None,
                Severity.ERROR,
                "--tosa-spec gives the tables of odsgen's TOSA declarations, which --no-upstream-corrections turns off",
            )
        )
    corrections = Corrections(
        upstream_corrections, khronos_corrections, None if tosa_spec is None else os.fspath(tosa_spec), mlir_release
    )
    spec = Spec(
        paths,
        _paths(include_dirs),
        list(defines),
        _paths(targets),
        use_cache,
        corrections,
        None if vk_xml is None else os.fspath(vk_xml),
    )
    if not lazy:
        spec.model  # noqa: B018 - evaluate now: errors surface at load time
    return spec


def availability(spec: SpecLike) -> dict[str, Any]:
    """Every op's own and conditional requirements and every enum case's (``odsgen avail --json``;
    docs/avail-json.md)."""
    from odsgen.model.report import avail_json

    return avail_json(_spec(spec).model)


def generate(
    spec: SpecLike,
    outdir: str | os.PathLike[str] | None = None,
    package: str | None = None,
    per_version: bool = False,
    format: bool = True,
    jobs: int | None = None,
    backend: str = "odsgen",
) -> dict[str, Any]:
    """Generate the spec's Python package (``odsgen gen``) into ``outdir`` (None: write
    nothing); ``backend="xdsl"``: an xDSL dialect package (docs/xdsl.md). Returns ``{"package", "files": {relative path: text}, "changed": [relative
    paths of the files written because their text changed], "warnings": [...]}``."""
    import tempfile

    from odsgen.codegen.generate import GenRequest, generate as gen
    from odsgen.diagnostics import render

    spec = _spec(spec)

    def run(out: str) -> GenResult:
        req = GenRequest(
            specs=spec.paths,
            include_dirs=spec.include_dirs,
            defines=spec.defines,
            outdir=out,
            package=package,
            per_version=per_version,
            format=format,
            use_cache=spec.use_cache,
            jobs=jobs,
            corrections=spec.corrections,
            backend=backend,
        )
        return gen(req)

    if outdir is None:
        with tempfile.TemporaryDirectory(prefix="odsgen-") as tmp:
            result = run(tmp)
        changed: list[str] = []
    else:
        out = os.fspath(outdir)
        result = run(out)
        changed = [os.path.relpath(c, out).replace(os.sep, "/") for c in result.changed]
    return {
        "package": result.package,
        "files": dict(result.files),
        "changed": changed,
        "warnings": [render(w, result.sources) for w in result.warnings],
        "note": result.note,
    }


def diff(old: Spec, new: Spec | str, to: str | None = None) -> dict[str, Any]:
    """What became available or unavailable (``odsgen diff --format json``):
    ``diff(spec, "V_1", "V_3")`` between two versions of one spec, ``diff(old, new)``
    between two specs."""
    return {"changes": [c.to_json() for c in diff_changes(old, new, to)]}


def diff_changes(old: Spec, new: Spec | str, to: str | None = None) -> list[Change]:
    """``diff``'s changes as odsgen.docs.diff.Change objects (what the changelog renders)."""
    from odsgen.docs import Views
    from odsgen.docs.diff import spec_diff, version_diff

    if isinstance(new, str):
        if to is None:
            raise OdsgenError(Diagnostic(None, Severity.ERROR, "diff: give the version to compare with (to=...)"))
        return version_diff(Views(old.model), new, to)
    if to is not None:
        raise OdsgenError(Diagnostic(None, Severity.ERROR, "diff: two specs take no versions"))
    return spec_diff(Views(old.model), Views(new.model))


def _spec(spec: SpecLike) -> Spec:
    if not isinstance(spec, Spec):
        return load_spec(spec, lazy=True)
    # Reports name files by the spec they answer from (docs/validate.md, "Paths in reports"),
    # whatever else was loaded in this process since it was.
    from odsgen.model.corrections import library_dir
    from odsgen.source import add_roots

    add_roots(spec.include_dirs, [p for p in spec.paths if p != "-"], library_dir())
    return spec


@overload
def _target(spec: Spec, target: str | TargetEnv) -> TargetEnv: ...


@overload
def _target(spec: Spec, target: TargetLike) -> TargetEnv | None: ...


def _target(spec: Spec, target: TargetLike) -> TargetEnv | None:
    """The spec's target for ``target``: its text read against the spec; a ``TargetEnv``
    of the spec's package as it is; one of another package whose axes are the same (the
    same keywords, and enums with the same cases: another copy of this spec's package,
    such as one ``odsgen gen`` wrote) as the same cases of the spec's own. Any other
    ``TargetEnv`` (another spec's, whose cases would be compared with unrelated enums and
    whose dimensions are not the spec's) is refused."""
    if target is None:
        return None
    if isinstance(target, str):
        return spec.target(target)
    from odsgen.runtime.target import TargetEnv

    own: type[TargetEnv] = spec.checker.env_cls
    if isinstance(target, own):
        return target
    if not isinstance(target, TargetEnv):
        raise OdsgenError(
            error(None, f"target: expected a target's text, a TargetEnv or None, not {type(target).__name__}")
        )
    theirs = type(target)
    if _axes_key(theirs) == _axes_key(own):
        values: dict[str, Any] = {}
        for mine, axis in zip(own.AXES, theirs.AXES):
            if axis.ordered:
                v = target.versions.get(axis.enum)
                values[mine.keyword] = None if v is None else mine.enum(int(v))
            else:
                values[mine.keyword] = [mine.enum(m.value) for m in target.enabled.get(axis.enum, ())]
        return own(**values)
    import sys

    dialects = getattr(sys.modules.get(theirs.__module__), "DIALECTS", ())
    of = f" (the dialect {', '.join(map(repr, dialects))})" if dialects else ""
    raise OdsgenError(
        error(
            None,
            f"target: {target!r} is a target of another spec{of}, not of {', '.join(spec.paths)}, " "whose axes differ",
            (None, f"give a target of this spec: its text (target={target.text()!r}) or spec.target(text)"),
        )
    )


def _axes_key(env_cls: type[TargetEnv]) -> tuple[object, ...]:
    """What a target's meaning depends on: each axis's keyword, kind and enum cases."""
    return tuple(
        (a.keyword, a.ordered, tuple((n, int(m.value)) for n, m in a.enum.__members__.items())) for a in env_cls.AXES
    )


def explain(spec: SpecLike, op: str, target: TargetLike = None) -> dict[str, Any]:
    """Every requirement of an op (its name or def name) and, with a target, whether and
    why the target allows it (``odsgen explain --format json``)."""
    from odsgen.checking.explain import explain_op

    spec = _spec(spec)
    doc, _lines, _legal = explain_op(spec.checked, op, _target(spec, target))
    return doc


def validate(
    spec: SpecLike,
    module: ModuleLike,
    target: TargetLike = None,
    max_errors: int = 0,
    *,
    verify: bool = True,
    strict_verify: bool = False,
    filename: str | None = None,
) -> dict[str, Any]:
    """Every op of ``module`` that is malformed (``verify``: checked against its ODS
    definition first) or that ``target`` does not allow (a target's text, a ``TargetEnv``,
    or None: each op's nearest ``<dialect>.target_env``). One module's entry of ``odsgen
    validate --format json``: ``{"module", "status": "legal" | "illegal" | "malformed",
    "ops", "illegal_ops", "illegal": [...], ...}``; ``filename`` names a module in memory."""
    return validate_each(
        spec, module, [target], max_errors, verify=verify, strict_verify=strict_verify, filename=filename
    )[0]


def validate_each(
    spec: SpecLike,
    module: ModuleLike,
    targets: Sequence[TargetLike],
    max_errors: int = 0,
    *,
    verify: bool = True,
    strict_verify: bool = False,
    filename: str | None = None,
) -> list[dict[str, Any]]:
    """``[validate(spec, module, t, ...) for t in targets]``, each report its own, with the
    module read and verified once (its structure does not depend on the target), not once
    per target: once per distinct opsets of the targets for an ONNX model (a
    ``ModelProto``, or a ``.onnx`` path), which reads as their op versions. The module is
    not changed in the call, so what is read of it serves every target (a module of
    odsgen's IR changed between two ``validate`` calls is read again by the second). Raises
    the ``OdsgenError`` of a bad target or of the module before any report is made."""
    from odsgen.checking.inputs.onnx_model import resolving_for
    from odsgen.checking.validate import structure_of, target_resolver, validate_module

    if max_errors < 0:
        raise OdsgenError(Diagnostic(None, Severity.ERROR, f"validate: max_errors must be 0 or more, not {max_errors}"))
    spec = _spec(spec)
    checked = spec.checked
    envs = [_target(spec, t) for t in targets]
    verifier = checked.verifier if verify else None
    out: list[dict[str, Any]] = [{}] * len(envs)
    for where in _readings_of(module, envs):
        # (read as its table only when MLIR verified every op this check verifies; an ONNX model at the target's opsets)
        with resolving_for(envs[where[0]]):
            mod, name, sources = _read_to_verify(checked, module, filename, verifier)
        verified = structure_of(checked, mod, name, sources, max_errors, strict_verify, verify)
        for k in where:
            env = envs[k]
            target_of = target_resolver(checked, mod, env, name, sources)
            report: dict[str, Any] = validate_module(
                checked, mod, name, sources, target_of, max_errors, env, verify, strict_verify, verified=verified
            )["report"]
            out[k] = _with_other_dialects(checked, mod, report)
    return out


def _readings_of(module: ModuleLike, envs: list[TargetEnv | None]) -> list[list[int]]:
    """The targets ``envs`` (their indices) that read ``module`` the same, in groups: one, but
    for an ONNX model (odsgen.checking.inputs.onnx_model), one per distinct opsets."""
    from odsgen.checking.inputs.read import Form, form_of_object

    if len(envs) <= 1:
        return [[0]] if envs else []
    form = form_of_object(module)
    onnx = form is Form.ONNX_MODEL
    if form is Form.PATH:
        from odsgen.checking.inputs.onnx_model import is_onnx_path

        onnx = is_onnx_path(os.fspath(module))
    if not onnx:
        return [list(range(len(envs)))]
    from odsgen.checking.inputs.onnx_model import target_opsets

    groups: dict[tuple[tuple[str, int], ...], list[int]] = {}
    for k, env in enumerate(envs):
        groups.setdefault(tuple(sorted((target_opsets(env) or {}).items())), []).append(k)
    return list(groups.values())


def _read_to_verify(checked: LoadedSpec, module: ModuleLike, filename: str | None, verifier: Any) -> Any:
    """(the module read, its name, its sources) as the CLI's validate and verify read it
    (odsgen.checking.inputs.read.checked_module): verified by ``verifier`` (None: not
    verified), as its table only when MLIR verified every op it verifies, a path's long
    constants elided (no constant's values are read)."""
    from odsgen.checking.inputs.read import checked_module

    specs = verifier.specs if verifier is not None else ()
    return checked_module(checked, module, filename, True, specs, verify=verifier is not None, elide_constants=True)


def _with_other_dialects(checked: Any, mod: Any, report: dict[str, Any]) -> dict[str, Any]:
    """The report with the module's ops of other dialects (``other_dialects``), as the CLI's JSON."""
    if mod.others is not None:
        from odsgen.checking.inputs.read import other_dialects_json

        report["other_dialects"] = other_dialects_json(checked, mod)
    return report


def verify(
    spec: SpecLike,
    module: ModuleLike,
    max_errors: int = 0,
    *,
    strict_verify: bool = False,
    filename: str | None = None,
    mlir: bool = False,
) -> dict[str, Any]:
    """Every op of ``module`` that is malformed (checked against its ODS definition, as
    ``validate`` checks it first), with no target. One module's entry of ``odsgen verify
    --format json``: ``{"module", "status": "well-formed" | "malformed", "ops",
    "malformed_ops", "malformed": [...], "unchecked": {...}, ...}``; ``filename`` names a
    module in memory; ``mlir``: MLIR's verifier checks it too, the spec's dialects MLIR does
    not register loaded through IRDL (``--mlir``, docs/verify.md)."""
    from odsgen.checking.inputs.read import mlir_verified
    from odsgen.checking.verify_only import verified_report

    if max_errors < 0:
        raise OdsgenError(Diagnostic(None, Severity.ERROR, f"verify: max_errors must be 0 or more, not {max_errors}"))
    checked = _spec(spec).checked
    trusted = mlir_verified(module)
    verifier = checked.verifier
    # (a file in custom syntax MLIR's verifier rejected is malformed with its errors, as the CLI says)
    mod, name, sources = _read_to_verify(checked, module, filename, verifier)
    with_irdl = None
    if mlir and verifier is not None:
        from odsgen.checking.irdl import irdl_of

        with_irdl = irdl_of(verifier.specs)
    got = verified_report(checked, mod, name, sources, max_errors, strict_verify, trusted=trusted, irdl=with_irdl)
    report: dict[str, Any] = got["report"]
    return _with_other_dialects(checked, mod, report)


def deduce(
    spec: SpecLike, module: ModuleLike, target: TargetLike = None, *, filename: str | None = None
) -> dict[str, Any]:
    """The least target of each unit of ``module`` and the ops that force each part
    (``odsgen deduce --format json``: ``{"module", "units": [...]}``)."""
    from odsgen.checking.deduce import deduce_module
    from odsgen.checking.inputs.read import checked_module

    spec = _spec(spec)
    checked = spec.checked
    env = _target(spec, target)
    # As its table only when MLIR verified it: a path MLIR parses, a bindings module
    # MLIR's verifier accepts (the table needs no more of it).
    mod, name, sources = checked_module(checked, module, filename, True, (), elide_constants=True)  # (as the CLI's)
    units = deduce_module(checked, mod, name, sources, env)
    return spec.library.record({"module": name, "units": [u.to_json() for u in units]})


@contextlib.contextmanager
def session() -> Iterator[None]:
    """A block in which this thread's API calls read their modules as one command reads
    its own: the modules in custom syntax that MLIR's parser reads (through the MLIR Python
    bindings) are parsed one after another by one resident helper process, forked at the
    first and ended with the block, not each by a helper forked for its call. No answer
    changes: a module whose parse takes the helper down is parsed again in a helper of its
    own, which reports the crash as a call outside the block does. ``validate_many`` in the
    block uses the block's helper. Outside a block each call forks its own helper, which
    leaves nothing behind; in a loop over many modules the block saves that fork a module
    (docs/python-api.md, "Many modules, one call at a time")."""
    from odsgen.parallel import resident_scope

    with resident_scope():
        yield


def validate_many(
    modules: Iterable[PathLike],
    spec: SpecLike,
    targets: str | Iterable[str],
    executor: Any = None,
    *,
    max_errors: int = 0,
    verify: bool = True,
    strict_verify: bool = False,
) -> dict[str, Any]:
    """The matrix of ``modules`` (paths) x ``targets`` (``odsgen validate M... --target T...
    --format json``): ``{"targets": [{"name", "target"}], "modules": [{"module", "status",
    "ops", "results": {name: {"status": "legal" | "illegal" | "malformed", "illegal_ops",
    "illegal": [...with the reasons]}}, ...}]}``. A target is a target's text, or a path: a
    folder is each of its files, a targets file (``.toml``) each of its named targets. Each
    module is read and verified once, then checked against every target; each cell is what
    ``validate(spec, module, target)`` says. A module that cannot be read is its row's
    ``error``; a bad target raises ``OdsgenError``.

    ``executor``: any ``concurrent.futures.Executor`` (loky's, ``dask.distributed``'s
    ``Client.get_executor()``, ...); each task is a few modules, and only JSON text (the
    spec as it was loaded, a snapshot with its SHA-256; the modules' paths, the targets'
    texts) goes to a worker, which rebuilds the spec from the snapshot once per process
    and never reads the spec's files: editing them after ``load_spec`` changes no answer.
    A worker that cannot have that spec raises ``OdsgenError`` here. None: a local process
    pool when a second core is free, else this process. When the executor cancels a task
    (``executor.shutdown(cancel_futures=True)``), ``concurrent.futures.CancelledError`` is
    raised at once, with ``partial`` (the matrix of the modules checked by then) and
    ``missing`` (the paths of the others)."""
    from odsgen.checking.sweep import SweepCancelled, matrix_json, run_sweep, share_spec, spec_key, sweep_targets
    from odsgen.parallel import process_pool, resident_scope, worker_count

    if max_errors < 0:
        raise OdsgenError(error(None, f"validate_many: max_errors must be 0 or more, not {max_errors}"))
    spec = _spec(spec)
    checked = spec.checked
    texts = [targets] if isinstance(targets, str) else [os.fspath(t) for t in targets]
    paths = _paths(modules)
    found, files, _ = sweep_targets(checked, texts, False)
    options = {"max_errors": max_errors, "verify": verify, "strict": strict_verify, "require_ops": False}
    key = spec_key(spec, files)
    try:
        # (the modules in custom syntax read here parsed by one helper, as in a command)
        with resident_scope():
            if executor is None and len(paths) > 1 and worker_count() > 1:
                share_spec(checked)  # (before the pool forks: its workers have the spec from here)
                with process_pool(min(worker_count(), len(paths))) as pool:
                    rows = run_sweep(checked, key, found, paths, options, pool)
            else:
                rows = run_sweep(checked, key, found, paths, options, executor)
    except SweepCancelled as exc:
        exc.partial = spec.library.record(matrix_json(exc.rows, found))
        raise
    return spec.library.record(matrix_json(rows, found))


def convert(
    spec: SpecLike,
    module: ModuleLike,
    target: str | TargetEnv,
    patterns: PathLike | Pattern | Iterable[PathLike | Pattern],
    output: str | os.PathLike[str] | None = None,
    verify: bool = True,
) -> dict[str, Any]:
    """Move ``module`` (a path, or a module read by odsgen.runtime: converted in place) to
    ``target`` with ``patterns`` (a pattern file's path, a ``Pattern``, or a list of them;
    docs/convert.md) and check the result (``odsgen convert --format json``: ``{"module",
    "output", "target", "status", "converted", "ops", "illegal_ops", "illegal": [...each
    with the refused "attempts"], "unconverted", ...}``). ``output``: write the converted
    module there, atomically. The module is verified first (``verify=False``: trusted, and
    the result is not verified either): a malformed one is not converted nor written, the
    answer is validate's report of it with status ``malformed`` and ``output`` None. A
    pattern file that cannot be imported, or a pattern that raises, raises ``OdsgenError``
    (and nothing is written), as does an ``output`` that cannot be written, or that is
    the module's or a pattern file's path. A module of MLIR's Python bindings (``mlir.ir``) is refused
    with ``OdsgenError``: odsgen's driver rewrites odsgen's IR, and a copy converted in its
    place would leave the module given unchanged (docs/convert.md, "From Python")."""
    from odsgen.checking.convert import convert_module, gather_patterns, write_module_atomically
    from odsgen.checking.inputs.read import checked_module, is_odsgen_ir
    from odsgen.io import check_outputs
    from odsgen.runtime.rewrite import Pattern

    if not isinstance(module, (str, os.PathLike)) and not is_odsgen_ir(module):
        raise OdsgenError(
            Diagnostic(
                None,
                Severity.ERROR,
                "convert: a module of MLIR's Python bindings cannot be converted in place (odsgen's driver "
                "rewrites odsgen's IR): convert its file, or its text read into odsgen's IR "
                "(odsgen.runtime.reader.read_text(module.operation.get_asm(print_generic_op_form=True))), "
                "or rewrite it with MLIR's own driver gated by the target (odsgen.runtime.mlir_gate.GatedPatterns)",
            )
        )
    items = [patterns] if isinstance(patterns, (str, os.PathLike, Pattern)) else list(patterns)
    out = None if output is None else os.fspath(output)
    paths = [item for item in items if isinstance(item, (str, os.PathLike))]
    in_file = module if isinstance(module, (str, os.PathLike)) else None
    check_outputs([("output", out)], [("the module", in_file), *(("a pattern file", p) for p in paths)])
    spec = _spec(spec)
    checked = spec.checked
    env = _target(spec, target)
    pats, files = gather_patterns(items, checked.checker.ops)
    mod, name, sources = checked_module(checked, module, require_ops=False, verify=verify)
    result = convert_module(checked, mod, name, sources, env, pats, files, verify=verify)
    if out is not None and result.module is not None and not result.input_malformed:
        write_module_atomically(result, out)  # (an ONNX model converted to a .onnx path: a model)
    return result.to_json(out)


def records_text(
    root: str | os.PathLike[str],
    include_dirs: Iterable[str | os.PathLike[str]] = (),
    defines: Iterable[str] = (),
    json: bool = False,
    use_cache: bool = True,
    mlir_release: int | None = None,
) -> tuple[str, list[str]]:
    """What ``odsgen records`` prints: the records of ``root`` (a ``.td`` file, ``"-"``
    for standard input) as text, or with ``json=True`` as ``llvm-tblgen --dump-json``
    does; and the notes of its ``dump`` statements (``file:line:col: note: ...``).

    The JSON is that of the llvm-tblgen of the tree's release (``mlir_release``, else as
    the tree says: odsgen.model.corrections.records_release), the newest's when unknown."""
    from odsgen import cache

    path = os.fspath(root)
    includes = _paths(include_dirs)
    macros = list(defines)
    key = {
        "cmd": "records-json" if json else "records-text",
        "root": os.path.abspath(path),
        "cwd": os.getcwd(),
        "includes": tuple(os.path.abspath(d) for d in includes),
        "defines": tuple(macros),
        "release": mlir_release,
    }
    cached = use_cache and path != "-"
    hit = cache.lookup_result(key, _valid_records) if cached else None
    if hit is not None:
        text, dumps = hit
    else:
        from odsgen.records import load_root

        keeper = load_root(path, includes, macros, use_cache=use_cache)
        dumps = [(str(loc) if loc else None, msg) for loc, msg in keeper.dump_messages]
        if json:
            from odsgen.model.corrections import records_json

            text = records_json(keeper, includes, mlir_release)
        else:
            from odsgen.records.printer import print_records

            text = print_records(keeper)
        if cached:
            cache.store_result(key, keeper.files, keeper.probes, (text, dumps))
    return text, [f"{loc}: note: {msg}" if loc else f"note: {msg}" for loc, msg in dumps]


def _valid_records(v: Any) -> bool:
    """A cached (text, [(location or None, message)]) pair."""
    from odsgen.cache import is_seq_of

    return is_seq_of(v, 2, str, list) and all(is_seq_of(d, 2, (str, type(None)), str) for d in v[1])


def records_json(
    root: str | os.PathLike[str],
    include_dirs: Iterable[str | os.PathLike[str]] = (),
    defines: Iterable[str] = (),
    use_cache: bool = True,
) -> dict[str, Any]:
    """The records of ``root`` as data: the document ``odsgen records --json`` prints
    (``llvm-tblgen --dump-json``'s: each record by name, ``"!instanceof"`` and
    ``"!tablegen_json_version"``). The notes of ``dump`` statements are in ``records_text``."""
    import json as _json

    text, _notes = records_text(root, include_dirs, defines, json=True, use_cache=use_cache)
    doc: dict[str, Any] = _json.loads(text)
    return doc


# ---------------------------------------------------------------------------- the commands' surface
#
# What odsgen.commands (the CLI) uses beyond the functions above: a command is one of them
# plus argument parsing and printing, and the printing needs the layers' renderings (the
# text of a table, a target, a report in a CI system's format). The commands import these
# from here alone (tests/unit/test_layering.py: commands/ import odsgen.api and nothing
# else of odsgen), so what the CLI stands on is named in one place. They are odsgen's own,
# not the public API: not in ``__all__``, none of the functions docs/python-api.md
# documents, free to change with the commands. Each name of COMMANDS_SURFACE is the
# layer's object itself, imported on first use by ``__getattr__`` below (``from odsgen.api
# import table_text`` imports odsgen.checking.sweep then, not before), so that a command's
# ``--help`` imports no more than it did; render_findings is the one function of its own.

# {module: the names taken from it}.
COMMANDS_SURFACE: dict[str, tuple[str, ...]] = {
    # Reading modules: a module file of any form, read and checked against the spec.
    "odsgen.checking.inputs.read": ("read_checked_file", "read_module", "other_dialects_json", "reading_ahead"),
    "odsgen.checking.inputs.onnx_model": ("is_onnx_path", "resolving_for"),
    "odsgen.checking.inputs.custom_syntax": ("BytecodeUnread", "attach_bytecode_attribute", "is_bytecode", "read_ahead"),
    "odsgen.checking.inputs.spirv_binary": ("WordSource",),
    "odsgen.checking.onnx_import": ("render_onnx_spec",),
    "odsgen.source": ("SourceManager",),
    "odsgen.runtime.printer": ("write_module",),
    # Targets: read from the command line, printed, and Vulkan's and IREE's views of them.
    "odsgen.checking.spec": ("LoadedSpec", "no_file", "parse_target_arg"),
    "odsgen.checking.targets.syntax": ("implied_by", "is_target_list", "target_json", "target_text", "vce_axes"),
    "odsgen.checking.targets.vulkan": ("REGISTRY_SOURCES",),
    "odsgen.checking.targets.iree": ("build_iree_target",),
    "odsgen.checking.vulkan_deduce": ("in_vulkan_terms", "load_devices", "vulkan_text"),
    # The checks, and the text the commands print of their answers.
    "odsgen.checking.validate": (
        "assumed_target",
        "legal_text",
        "target_resolver",
        "structure_of",
        "validate_module",
    ),
    "odsgen.checking.verify_only": ("MALFORMED", "WELL_FORMED", "verified_report", "well_formed_text"),
    "odsgen.checking.irdl": ("irdl_of",),
    "odsgen.checking.deduce": ("co_requirement_notes", "deduce_module", "update_vce_departures"),
    "odsgen.checking.onnx_deduce": ("least_target", "render_least"),
    "odsgen.checking.explain": ("explain_instances", "explain_op", "parse_at"),
    "odsgen.checking.convert": ("convert_module", "gather_patterns", "write_conversion", "writes_model"),
    "odsgen.checking.instances": ("module_avail",),
    "odsgen.checking.check": ("provenance_text", "spell"),
    "odsgen.runtime.algebra": ("LevelProvenance",),
    "odsgen.checking.writeback": ("WRITERS", "attach_module_attribute", "stamped_text", "target_attribute"),
    "odsgen.checking.sweep": (
        "SHOWN",
        "iter_sweep",
        "matrix_head",
        "module_json",
        "share_spec",
        "spec_key",
        "sweep_targets",
        "table_text",
    ),
    # Reports: the formats CI systems read (SARIF, GitHub's; render_findings below), at the edge.
    "odsgen.checking.reports.formats": ("FORMATS", "Finding", "findings_of_report", "findings_of_results"),
    "odsgen.checking.reports.runs": ("diagnostics_json", "error_row"),
    # The model and its docs (avail, docs, diff, gen).
    "odsgen.model": ("load_model",),
    "odsgen.model.corrections": ("Corrections",),
    "odsgen.model.report": ("avail_text",),
    "odsgen.docs": ("Views",),
    "odsgen.docs.diff": ("changelog_text",),
    "odsgen.docs.render": ("render_docs", "write_docs"),
    # Outputs (atomic, never over an input), worker processes, located errors.
    "odsgen.io": ("atomic_open", "staged_outputs", "streamed_output", "write_output"),
    "odsgen.parallel": ("process_pool",),
    "odsgen.diagnostics": ("Diagnostic", "Severity"),  # (and OdsgenError, a public name)
}
_SURFACE_OF = {name: module for module, names in COMMANDS_SURFACE.items() for name in names}

if TYPE_CHECKING:  # (the same names for the type checker, but those imported above; test_layering.py checks they agree)
    from odsgen.checking.check import provenance_text as provenance_text, spell as spell
    from odsgen.checking.convert import (
        convert_module as convert_module,
        gather_patterns as gather_patterns,
        write_conversion as write_conversion,
        writes_model as writes_model,
    )
    from odsgen.checking.deduce import (
        co_requirement_notes as co_requirement_notes,
        deduce_module as deduce_module,
        update_vce_departures as update_vce_departures,
    )
    from odsgen.checking.explain import (
        explain_instances as explain_instances,
        explain_op as explain_op,
        parse_at as parse_at,
    )
    from odsgen.checking.inputs.custom_syntax import (
        BytecodeUnread as BytecodeUnread,
        attach_bytecode_attribute as attach_bytecode_attribute,
        is_bytecode as is_bytecode,
        read_ahead as read_ahead,
    )
    from odsgen.checking.inputs.onnx_model import is_onnx_path as is_onnx_path, resolving_for as resolving_for
    from odsgen.checking.inputs.read import (
        other_dialects_json as other_dialects_json,
        read_checked_file as read_checked_file,
        read_module as read_module,
        reading_ahead as reading_ahead,
    )
    from odsgen.checking.inputs.spirv_binary import WordSource as WordSource
    from odsgen.checking.instances import module_avail as module_avail
    from odsgen.checking.irdl import irdl_of as irdl_of
    from odsgen.checking.onnx_deduce import least_target as least_target, render_least as render_least
    from odsgen.checking.onnx_import import render_onnx_spec as render_onnx_spec
    from odsgen.checking.reports.formats import (
        FORMATS as FORMATS,
        Finding as Finding,
        findings_of_report as findings_of_report,
        findings_of_results as findings_of_results,
    )
    from odsgen.checking.reports.runs import diagnostics_json as diagnostics_json, error_row as error_row
    from odsgen.checking.spec import no_file as no_file, parse_target_arg as parse_target_arg
    from odsgen.checking.sweep import (
        SHOWN as SHOWN,
        iter_sweep as iter_sweep,
        matrix_head as matrix_head,
        module_json as module_json,
        share_spec as share_spec,
        spec_key as spec_key,
        sweep_targets as sweep_targets,
        table_text as table_text,
    )
    from odsgen.checking.targets.iree import build_iree_target as build_iree_target
    from odsgen.checking.targets.syntax import (
        implied_by as implied_by,
        is_target_list as is_target_list,
        target_json as target_json,
        target_text as target_text,
        vce_axes as vce_axes,
    )
    from odsgen.checking.targets.vulkan import REGISTRY_SOURCES as REGISTRY_SOURCES
    from odsgen.checking.validate import (
        assumed_target as assumed_target,
        legal_text as legal_text,
        target_resolver as target_resolver,
        structure_of as structure_of,
        validate_module as validate_module,
    )
    from odsgen.checking.verify_only import (
        MALFORMED as MALFORMED,
        WELL_FORMED as WELL_FORMED,
        verified_report as verified_report,
        well_formed_text as well_formed_text,
    )
    from odsgen.checking.vulkan_deduce import (
        in_vulkan_terms as in_vulkan_terms,
        load_devices as load_devices,
        vulkan_text as vulkan_text,
    )
    from odsgen.checking.writeback import (
        WRITERS as WRITERS,
        attach_module_attribute as attach_module_attribute,
        stamped_text as stamped_text,
        target_attribute as target_attribute,
    )
    from odsgen.docs import Views as Views
    from odsgen.docs.diff import changelog_text as changelog_text
    from odsgen.docs.render import render_docs as render_docs, write_docs as write_docs
    from odsgen.io import (
        atomic_open as atomic_open,
        staged_outputs as staged_outputs,
        streamed_output as streamed_output,
        write_output as write_output,
    )
    from odsgen.model import load_model as load_model
    from odsgen.model.report import avail_text as avail_text
    from odsgen.parallel import process_pool as process_pool
    from odsgen.runtime.algebra import LevelProvenance as LevelProvenance
    from odsgen.runtime.printer import write_module as write_module
    from odsgen.source import SourceManager as SourceManager


def render_findings(
    fmt: str, findings: Iterable[Finding], command: str, properties: dict[str, Any] | None = None
) -> str:
    """``findings`` in a CI system's format (``fmt``: one of ``FORMATS``) as ``command``'s
    report (``--format sarif``/``github``; ``properties``: SARIF's run properties;
    odsgen.checking.reports.formats.render)."""
    from odsgen.checking.reports.formats import render

    return render(fmt, findings, command, properties)


def __getattr__(name: str) -> object:
    """A name of the commands' surface, imported from its layer at each use (PEP 562), as
    the commands' own lazy imports did: the layer's object itself, never a copy."""
    module = _SURFACE_OF.get(name)
    if module is None:
        raise AttributeError(f"module 'odsgen.api' has no attribute {name!r}")
    # (the import statement's machinery, not importlib's: ``python -X importtime`` sees it)
    return getattr(__import__(module, fromlist=[name]), name)
