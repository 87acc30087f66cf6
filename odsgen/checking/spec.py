"""A spec loaded to check modules: validate, deduce and explain (the CLI and odsgen.api).

A spec (``--spec SPEC.td [--spec OVERLAY.td] -I DIR``, or ``odsgen.load_spec``) is
evaluated into the model, its package is generated into odsgen's cache and imported (odsgen.codegen.load, the same code the
generated package runs: the answers are exactly what ``odsgen gen`` output answers),
and the spec's dialect-wide rules (odsgen/typerules.td) are read. Named targets come
from ``--targets FILE`` and from a ``targets.toml`` beside any of the spec files.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, overload

from odsgen.diagnostics import Diagnostic, OdsgenError, Severity

if TYPE_CHECKING:
    from odsgen.checking.check import Checker
    from odsgen.checking.targets.syntax import TargetCatalog
    from odsgen.runtime.typerules import DialectRules
    from odsgen.model.corrections import Corrections, LibraryUse
    from odsgen.model.build import Model
    from odsgen.runtime import ir
    from odsgen.runtime.protocol import Operation
    from odsgen.checking.inputs.optable import OpTable
    from odsgen.runtime.target import TargetEnv
    from odsgen.runtime.verify import Verifier
    from odsgen.source import SourceManager

_T = TypeVar("_T")


class SpecFiles(Protocol):
    """What loading a spec to check modules reads of an ``odsgen.Spec`` (the API's class,
    a layer above): its files, include directories, macros, targets files and cache use."""

    paths: list[str]
    include_dirs: list[str]
    defines: list[str]
    target_files: list[str]
    use_cache: bool
    corrections: Corrections  # which of odsgen's declarations of upstream's hand-written availability may apply


def attr_target(
    spec: LoadedSpec, attr: ir.Attribute, holder: Operation, filename: str, sources: SourceManager | None
) -> TargetEnv:
    """The target a ``<dialect>.target_env`` attribute on ``holder`` describes."""
    from odsgen.checking.targets.syntax import target_from_attr
    from odsgen.source import reported_at

    sf = sources.get(filename) if sources is not None else None
    env: TargetEnv = target_from_attr(
        attr, spec.checker.env_cls, spec.catalog, reported_at(holder, filename), () if sf is None else (sf,)
    )
    return env


def target_attr_names(spec: LoadedSpec) -> tuple[str, ...]:
    """The names of the attributes that give a target: ``<dialect>.target_env``."""
    return tuple(f"{d}.target_env" for d in spec.checker.dialects)


def table_holders(spec: LoadedSpec, table: OpTable) -> dict[int, ir.Attribute]:
    """Each op of a module's table that holds a region and a ``<dialect>.target_env``
    attribute, with the attribute (as upstream's lookupTargetEnv, only ops with regions
    count): {op index: attribute}, in walk order."""
    names = target_attr_names(spec)
    out: dict[int, ir.Attribute] = {}
    reps, shape = table.reps, table.shape
    for i in table.ends:
        attrs = reps[shape[i]].attributes
        if attrs:
            for n in names:
                a = attrs.get(n)
                if a is not None:
                    out[i] = a
                    break
    return out


def unit_target(spec: LoadedSpec, op: Operation, filename: str, sources: SourceManager | None) -> TargetEnv | None:
    """The target env of the nearest ``<dialect>.target_env`` on ``op`` or around it, or None."""
    from odsgen.checking.targets.syntax import module_target

    attr, holder = module_target(op, spec.checker.dialects)
    return None if attr is None else attr_target(spec, attr, holder, filename, sources)


class LoadedSpec:
    """A spec ready to check modules: its generated package, rules, checker and targets.

    ``model`` is loaded on first use: a repeated run whose spec files did not change
    imports the package and the rules from odsgen's cache without evaluating the spec.
    """

    def __init__(
        self,
        model: Model | None,
        load_model: Callable[[], Model],
        package: ModuleType,
        rules: DialectRules,
        checker: Checker,
        catalog: TargetCatalog,
        specs: list[str],
        verifier: Verifier | None = None,
        library: LibraryUse | None = None,
    ) -> None:
        from odsgen.model.corrections import LibraryUse

        self._model = model
        # What odsgen's library added to the spec (odsgen.model.corrections): its note.
        self.library = library if library is not None else LibraryUse()
        self.verifier = verifier  # odsgen.runtime.verify.Verifier of the spec's ops
        self._load_model = load_model
        self.package = package
        self.rules = rules
        self.checker = checker
        self.catalog = catalog
        self.specs = specs
        self.snapshot: tuple[str, bytes] | None = None  # (see spec_snapshot)

    @property
    def model(self) -> Model:
        if self._model is None:
            self._model = self._load_model()
        return self._model


def _code_digest() -> str:
    """The digest of the code a loaded spec depends on: the generator's, and this module's
    and those that build and read its rules and verifier."""
    import hashlib

    from odsgen.codegen.generate import generator_digest

    from pathlib import Path

    from odsgen.cache import files_digest

    here = os.path.dirname(os.path.abspath(__file__))
    paths = [
        Path(here, rel)
        for rel in (
            "spec.py",
            "../model/typerules.py",
            "../runtime/typerules.py",
            "../model/limits.py",
            "../runtime/limits.py",
            "../model/verify.py",
            "../runtime/verify.py",
            "../model/constraints.py",
        )
    ]

    def of_files() -> str:
        h = hashlib.sha256()
        for p in paths:
            h.update(p.read_bytes())
        return h.hexdigest()

    h = hashlib.sha256(generator_digest().encode())
    h.update(files_digest("spec-code", paths, of_files).encode())
    return h.hexdigest()


def _bundle_key(specs: list[str], includes: list[str], defines: list[str], corrections: Corrections) -> dict[str, Any]:
    return {
        "cmd": "spec-bundle-3",  # 3: the algebra pickles as odsgen.runtime.algebra
        "specs": tuple(os.path.abspath(s) for s in specs),
        "cwd": os.getcwd(),
        "includes": tuple(os.path.abspath(d) for d in includes),
        "defines": tuple(defines),
        "corrections": corrections.key(),
        "code": _code_digest(),
    }


# The verifier's data is a graph of odsgen's own data classes, kept as a pickle that may
# only name these classes (anything else is refused, so reading it runs no other code).
_RULE_MODULES = frozenset(
    (
        "odsgen.runtime.algebra",
        "odsgen.runtime.ir",
        "odsgen.runtime.matchers",
        "odsgen.runtime.verify",
        "odsgen.source",
    )
)


# The rules read, by their pickle, in a process that remembers the cache's entries
# (odsgen serve: its children share the one it read; odsgen.cache.remember_entries).
_RULES_READ: dict[tuple[type, bytes], Any] = {}


def _load_rules(data: bytes, expected: type[_T]) -> _T:
    """An ``expected`` object of those data classes (the verifier) from a pickle."""
    from odsgen.cache import remembering

    if not remembering():
        return _unpickle_rules(data, expected)
    key = (expected, data)
    if key not in _RULES_READ:
        if len(_RULES_READ) >= 8:
            _RULES_READ.clear()
        _RULES_READ[key] = _unpickle_rules(data, expected)
    return _RULES_READ[key]


def _unpickle_rules(data: bytes, expected: type[_T]) -> _T:
    import importlib
    import io
    import pickle
    import sys

    class Restricted(pickle.Unpickler):
        def find_class(self, module: str, name: str) -> type[Any]:
            if module in _RULE_MODULES and not name.startswith("_"):
                cls = getattr(sys.modules.get(module) or importlib.import_module(module), name, None)
                if isinstance(cls, type) and cls.__module__ == module:
                    _quick_setstate(cls)
                    return cls
            raise pickle.UnpicklingError(f"{module}.{name} is not part of the rules")

    rules = Restricted(io.BytesIO(data)).load()
    if not isinstance(rules, expected):
        raise TypeError(f"not {expected.__name__}")
    return rules


def _quick_setstate(cls: type) -> None:
    """Give a frozen, slotted data class of the rules the ``__setstate__`` dataclasses gives
    it, with its field names read once: dataclasses' own calls ``fields()`` for every object
    (the verifier's pickle holds thousands: a third of the time of reading it)."""
    import dataclasses

    if cls.__dict__.get("__setstate__") is not getattr(dataclasses, "_dataclass_setstate", None):
        return
    names = tuple(f.name for f in dataclasses.fields(cls))

    def __setstate__(self: Any, state: Any, _names: tuple[str, ...] = names, _set: Any = object.__setattr__) -> None:
        for name, value in zip(_names, state):
            _set(self, name, value)

    setattr(cls, "__setstate__", __setstate__)


def _valid_bundle(v: Any) -> bool:
    """A cached ([(path, digest)...], verifier specs pickle, library use) tuple (the rules
    are the package's own, its rules.py)."""
    from odsgen.cache import is_seq_of
    from odsgen.model.corrections import LibraryUse

    return (
        is_seq_of(v, 3, list, bytes, tuple)
        and all(is_seq_of(f, 2, str, str) for f in v[0])
        and LibraryUse.from_plain(v[2]) is not None
    )


def _cached_bundle(
    key: dict[str, Any], specs: list[str], includes: list[str], defines: tuple[str, ...] = ()
) -> tuple[ModuleType, Verifier, LibraryUse, list[str]] | None:
    """(package, verifier, library use, the spec's files) from the result cache, or None
    (then the spec is loaded)."""
    from types import SimpleNamespace

    from odsgen.codegen import load as gen_load
    from odsgen import cache as rcache

    hit = rcache.lookup_result(key, _valid_bundle)
    if hit is None:
        return None
    from odsgen.model.corrections import LibraryUse

    files, verify_data, library = hit
    try:
        from odsgen.runtime.verify import Verifier

        verifier = _load_rules(verify_data, Verifier)
    except Exception:  # noqa: BLE001 - a stale or damaged entry: load the spec instead
        return None
    # The generated package is keyed by the spec's files (odsgen.codegen.load); when the
    # cache holds it, it imports without the model.
    stand_in = SimpleNamespace(files=[tuple(f) for f in files])
    package = gen_load.load_generated(stand_in, specs, includes, cached_only=True, defines=defines)
    if package is None:
        return None
    return package, verifier, LibraryUse.from_plain(library) or LibraryUse(), [f[0] for f in files]


def load_checked(spec: SpecFiles, model: Model | None = None) -> LoadedSpec:
    """An odsgen.Spec ready to check modules (its ``model`` when already evaluated)."""
    from odsgen import cache as rcache
    from odsgen.checking.check import Checker
    from odsgen.checking.targets.syntax import read_targets_file
    from odsgen.model.corrections import library_dir, targets_beside
    from odsgen.source import add_roots

    specs = list(spec.paths)
    includes = list(spec.include_dirs)
    defines = list(spec.defines)
    use_cache = spec.use_cache
    add_roots(includes, [s for s in specs if s != "-"], library_dir())  # (where reports name files from)

    def has_ops(model: Model) -> Model:
        if not model.ops:
            raise OdsgenError(Diagnostic(None, Severity.ERROR, f"{', '.join(specs)}: the spec defines no ops"))
        return model

    def evaluate() -> Model:
        from odsgen.model import load_model

        return has_ops(load_model(specs, includes, defines, use_cache=use_cache, corrections=corrections))

    corrections = spec.corrections
    key = _bundle_key(specs, includes, defines, corrections)
    hit = _cached_bundle(key, specs, includes, tuple(defines)) if use_cache else None
    if hit is not None:
        package, verifier, library, read = hit
    else:
        # (imported on a miss only: a repeated run imports neither the model nor its verifier builder)
        import pickle

        from odsgen.codegen.load import load_generated
        from odsgen.model.verify import build_verifier_specs
        from odsgen.runtime.verify import Verifier

        model = evaluate() if model is None else has_ops(model)
        package = load_generated(model, specs, includes, defines=tuple(defines))
        verifier = Verifier(build_verifier_specs(model))
        library = model.library
        read = [f[0] for f in model.files]
        if use_cache:
            value = (
                list(model.files),
                pickle.dumps(verifier, protocol=pickle.HIGHEST_PROTOCOL),
                tuple(library.to_plain()),
            )
            rcache.store_result(key, model.files, model.probes, value)
    _name_files(read)
    checker = Checker(package)  # the package carries the dialect's rules (its rules.py)
    rules = checker.rules
    catalog = target_catalog(checker.dialects, rules.version_implies)
    files = list(spec.target_files)
    for beside in targets_beside(specs):
        if os.path.isfile(beside) and beside not in [os.path.abspath(f) for f in files]:
            files.append(beside)
    for t in library.targets:  # the dialect's named targets in odsgen's library (vulkan-1.1, ...)
        if os.path.abspath(t) not in [os.path.abspath(f) for f in files]:
            files.append(t)
    for f in files:
        if not os.path.isfile(f):
            raise no_file(f, "--targets")
        read_targets_file(f, catalog, checker.dialects)
    add_profile_targets(catalog)
    loaded = LoadedSpec(model, evaluate, package, rules, checker, catalog, specs, verifier, library)
    checker.spec = loaded
    return loaded


def _name_files(paths: list[str]) -> None:
    """Name each of the spec's files (``paths``, as it read them) as reports will, now, as
    the package keeps it (its name under a root: ``gpu.td``): the file it names is the
    one read, whatever happens to the files later. A report made after a file moved or
    went would otherwise name it as found then, in this process or in a worker, which
    has these names from the spec's snapshot (``roots_state``)."""
    from odsgen.source import below, roots_state, shown_path

    bases = [(b.rstrip(os.sep) + os.sep, b) for b in roots_state()[0]]
    for path in paths:
        plain = os.path.normpath(path)
        for prefix, base in bases:
            if path.startswith(prefix):
                shown_path(below(plain, base) if plain.startswith(prefix) else os.path.relpath(path, base))


def add_profile_targets(catalog: TargetCatalog) -> None:
    """Each installed Khronos profile (odsgen.checking.targets.vulkan.installed_profiles) as a named
    target of a dialect with Vulkan targets (its library defines ``vulkan-1.0``), unless a
    targets file names a target so."""
    if "vulkan-1.0" not in catalog.named:
        return
    from odsgen.checking.targets.syntax import NamedTarget
    from odsgen.checking.targets.vulkan import installed_profiles

    for name, ref, label in installed_profiles():
        if name not in catalog.named:
            description = f"{label or name}: the Khronos profile of {ref.partition('#')[0]} (installed)"
            catalog.add(NamedTarget(name, ref, description))


# ------------------------------------------------------------------ snapshots for workers

_SNAPSHOT = "odsgen-spec-snapshot-1"


def spec_snapshot(spec: LoadedSpec) -> tuple[str, bytes]:
    """(its SHA-256, the bytes) from which ``from_snapshot`` rebuilds ``spec`` in another
    process of the same Python and odsgen, as it was loaded: its generated package's
    compiled code, its verifier, what odsgen's library added, and its named targets with
    the texts of their files; nothing is read from disk again, so a spec file edited
    since (even a comment, which moves every location) changes nothing. Made once per
    spec."""
    if spec.snapshot is None:
        import hashlib
        import marshal
        import pickle
        import sys
        import zlib

        from odsgen.codegen.load import package_code
        from odsgen.source import roots_state

        code = package_code(spec.package)
        if code is None:
            raise OdsgenError(
                Diagnostic(None, Severity.ERROR, f"{', '.join(spec.specs)}: this spec cannot be sent to workers")
            )
        cat = spec.catalog
        data = {
            "format": _SNAPSHOT,
            "python": sys.implementation.cache_tag,
            "code_digest": _code_digest(),
            "package": code,
            "verifier": (
                None if spec.verifier is None else pickle.dumps(spec.verifier, protocol=pickle.HIGHEST_PROTOCOL)
            ),
            "library": tuple(spec.library.to_plain()),
            "specs": tuple(spec.specs),
            "named": tuple(
                (t.name, t.text, t.description, None if t.loc is None else (t.loc.file, t.loc.line, t.loc.col))
                for t in cat.named.values()
            ),
            "sources": tuple((name, sf.text) for name, sf in cat.sources.files.items()),
            "vk_xml": cat.vk_xml,
            # (where reports name files from: a worker names them as this process does)
            "path_roots": roots_state(),
        }
        raw = zlib.compress(marshal.dumps(data), 1)
        spec.snapshot = (hashlib.sha256(raw).hexdigest(), raw)
    return spec.snapshot


def from_snapshot(digest: str, raw: bytes) -> LoadedSpec:
    """The spec ``spec_snapshot`` gave as (``digest``, ``raw``); an ``OdsgenError`` when
    the bytes are not those the digest names, or this process cannot run them (another
    Python, another odsgen)."""
    import hashlib
    import marshal
    import sys
    import zlib

    from odsgen.checking.check import Checker
    from odsgen.checking.targets.syntax import NamedTarget
    from odsgen.codegen.load import import_code
    from odsgen.model.corrections import LibraryUse
    from odsgen.runtime.verify import Verifier
    from odsgen.source import Loc, restore_roots

    def refused(why: str) -> OdsgenError:
        return OdsgenError(Diagnostic(None, Severity.ERROR, f"a worker cannot have the spec that was loaded: {why}"))

    if hashlib.sha256(raw).hexdigest() != digest:
        raise refused(f"what it received is not the spec {digest[:12]} (damaged on the way)")
    try:
        data = marshal.loads(zlib.decompress(raw))
    except (ValueError, EOFError, TypeError, zlib.error):
        data = None
    if not isinstance(data, dict) or data.get("format") != _SNAPSHOT:
        raise refused("it was sent in a form this odsgen does not read (another odsgen version)")
    if data["python"] != sys.implementation.cache_tag:
        raise refused(f"the worker runs {sys.implementation.cache_tag}, the spec was loaded by {data['python']}")
    if data["code_digest"] != _code_digest():
        raise refused("the worker's odsgen is not the one that loaded the spec")
    try:
        package = import_code(*data["package"])
        verifier = None if data["verifier"] is None else _load_rules(data["verifier"], Verifier)
    except Exception as exc:  # noqa: BLE001 - whatever the bytes hold, the answer is this one error
        raise refused(f"its package or verifier does not load here ({type(exc).__name__}: {exc})") from None
    library = LibraryUse.from_plain(data["library"]) or LibraryUse()
    restore_roots(data.get("path_roots"))
    specs = list(data["specs"])
    checker = Checker(package)
    catalog = target_catalog(checker.dialects, checker.rules.version_implies)
    catalog.vk_xml = data["vk_xml"]
    for name, text in data["sources"]:
        catalog.sources.add(name, text)
    for name, text, description, loc in data["named"]:
        catalog.add(NamedTarget(name, text, description, None if loc is None else Loc(*loc)))

    def no_model() -> Model:
        raise refused("a worker's spec has no model (only what checking modules needs)")

    loaded = LoadedSpec(None, no_model, package, checker.rules, checker, catalog, specs, verifier, library)
    checker.spec = loaded
    return loaded


def target_catalog(dialects: tuple[str, ...], version_implies: Any) -> TargetCatalog:
    """An empty catalog of the targets of ``dialects`` (its rules' ``version_implies``),
    where a target may start with a Vulkan device, profile or version (docs/targets.md)."""
    from odsgen.checking.targets.vulkan import VulkanHead
    from odsgen.checking.targets.syntax import TargetCatalog

    return TargetCatalog(dialects=dialects, version_implies=version_implies, heads=(VulkanHead(),))


def no_file(path: str, flag: str) -> OdsgenError:
    from odsgen.diagnostics import file_error

    what = "no such file" if not os.path.exists(path) else "not a regular file"
    return file_error(path, f"{what} (given as {flag})")


@overload
def parse_target_arg(spec: LoadedSpec, text: str) -> TargetEnv: ...


@overload
def parse_target_arg(spec: LoadedSpec, text: None) -> None: ...


def parse_target_arg(spec: LoadedSpec, text: str | None) -> TargetEnv | None:
    """The --target, or None when not given."""
    if text is None:
        return None
    from odsgen.checking.targets.syntax import parse_target, with_resource_limits

    env: TargetEnv = with_resource_limits(parse_target(text, spec.checker.env_cls, spec.catalog), text)
    return env
