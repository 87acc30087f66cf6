"""validate and deduce on modules in memory: odsgen IR or MLIR Python bindings modules.

``validate(module, target, spec)`` and ``deduce(module, spec)`` return what
``odsgen validate --format json`` and ``odsgen deduce --format json`` print for one
module: the same reasons, built by the same code, located where the module's ops'
locations point (an ``mlir.ir`` module parsed from ``net.mlir`` gives ``net.mlir:4:10``).
A module of the bindings (``mlir.ir``, ``iree.compiler.ir``, ``torch_mlir.ir``: a
``Module``, an ``Operation`` or an ``OpView``) is read through odsgen.runtime.mlir_adapter.

``spec`` is a ``.td`` path, a list of them (a spec and its overlays), or a spec loaded
once with ``load(...)`` (reuse it: loading evaluates or imports the generated package).
``target`` is a target's text (``vulkan-1.1``, ``version=V_1_3,capabilities=[Shader]``,
a name from a ``targets.toml``), a ``TargetEnv`` of the spec's package, or None: each
op's nearest ``<dialect>.target_env``. Bad input raises one ``OdsgenError``.
"""

from __future__ import annotations

import argparse
import os

__all__ = ["load", "target", "validate", "deduce"]


def load(spec, includes=(), defines=(), targets=(), *, use_cache: bool = True):
    """The spec ``spec`` (a path or a list of paths) ready to check modules, as the CLI's
    ``--spec``/``-I``/``-D``/``--targets`` load it."""
    from odsgen.commands._spec import LoadedSpec, load_spec

    if isinstance(spec, LoadedSpec):
        return spec
    specs = [os.fspath(spec)] if isinstance(spec, (str, os.PathLike)) else [os.fspath(s) for s in spec]
    args = argparse.Namespace(
        spec=specs,
        include_dirs=[os.fspath(d) for d in includes],
        defines=list(defines),
        target_files=[os.fspath(t) for t in targets],
        no_cache=not use_cache,
    )
    return load_spec(args)


def target(spec, text: str):
    """The ``TargetEnv`` of ``spec``'s package that ``text`` describes (a ``--target``:
    ``vulkan-1.1``, ``version=V_1_3,capabilities=[Shader]``, ...)."""
    from odsgen.commands._spec import parse_target_arg

    return parse_target_arg(load(spec), text)


def _module(module):
    """odsgen's IR as it is; a whole bindings module read from its generic text
    (odsgen.runtime.custom_syntax.read_bindings_module: several times faster), else
    through the adapter."""
    if hasattr(module, "walk") and hasattr(module, "operations") and not hasattr(module, "context"):
        return module
    from odsgen.runtime.custom_syntax import read_bindings_module
    from odsgen.runtime.mlir_adapter import MlirModule, MlirOperation, adapt

    if not isinstance(module, (MlirModule, MlirOperation)):
        read = read_bindings_module(module)
        if read is not None:
            return read
    return adapt(module)


def _filename(module, filename: str | None) -> str:
    """``filename``, else the file the module's first located op names, else ``<module>``."""
    if filename is not None:
        return filename
    for op in module.walk():
        name = getattr(op, "filename", None)
        if name is None:
            src = getattr(op, "_src", None)
            name = getattr(src, "name", None)
        if name:
            return name
    return "<module>"


def _prepare(module, spec, target, filename, includes):
    from odsgen.commands._spec import check_module_dialect, parse_target_arg
    from odsgen.source import SourceManager

    loaded = load(spec, includes)
    module = _module(module)
    name = _filename(module, filename)
    sources = SourceManager()
    check_module_dialect(loaded, module, name)
    env = parse_target_arg(loaded, target) if isinstance(target, str) else target
    return loaded, module, name, sources, env


def validate(module, target=None, spec=None, *, includes=(), filename: str | None = None, max_errors: int = 0) -> dict:
    """``odsgen validate --format json``'s report of one module: ``status`` (legal or
    illegal), ``ops``, ``illegal_ops`` and ``illegal`` (each op's name, location and reasons)."""
    from odsgen.commands.validate import _target_resolver, _validate_module

    loaded, module, name, sources, env = _prepare(module, spec, target, filename, includes)
    target_of = _target_resolver(loaded, module, env, name, sources)
    return _validate_module(loaded, module, name, sources, target_of, max_errors, env)["report"]


def deduce(module, spec=None, target=None, *, includes=(), filename: str | None = None) -> dict:
    """``odsgen deduce --format json``'s report of one module: per unit, the least target
    (``requirements``) and the ops that force each part (``forced_by``)."""
    from odsgen.commands.deduce import deduce_module

    loaded, module, name, sources, env = _prepare(module, spec, target, filename, includes)
    return {"module": name, "units": [u.to_json() for u in deduce_module(loaded, module, name, sources, env)]}
