"""``xdsl-opt``'s plugin: the dialects and passes of generated xDSL packages.

pyproject.toml declares ``odsgen.xdsl_plugin:UNIVERSE`` in xDSL's ``xdsl.universe``
entry-point group (xdsl/universe.py), which ``xdsl-opt`` loads at start. The packages are
the ones the environment variable ``ODSGEN_XDSL_PACKAGES`` names (docs/xdsl.md, "With
xdsl-opt"): a generated package is not an installed distribution, so it cannot declare an
entry point of its own. Without the variable this module imports nothing (``xdsl-opt``
starts as fast as without odsgen); the packages, and odsgen.xdsl_runtime with them, are
imported only when ``UNIVERSE`` is asked for.
"""

from __future__ import annotations

import functools
import importlib
import os
import sys
from collections.abc import Callable
from typing import Any

__all__ = ["PACKAGES_VARIABLE", "universe"]

#: The environment variable naming the generated packages ``xdsl-opt`` loads (docs/xdsl.md).
PACKAGES_VARIABLE = "ODSGEN_XDSL_PACKAGES"


def __getattr__(name: str) -> Any:
    """``UNIVERSE``, built when xDSL's plugin discovery asks for it (pyproject.toml's
    ``xdsl.universe`` entry point)."""
    if name == "UNIVERSE":
        return universe(os.environ.get(PACKAGES_VARIABLE, ""))
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@functools.cache  # (xdsl-opt asks for its plugins three times: each package is loaded and reported once)
def universe(packages: str) -> Any:
    """An xDSL ``Universe`` with the dialects (``DIALECTS``) and passes (``PASSES``) of the
    generated packages ``packages`` names, separated by ``os.pathsep``: each an import name
    (a package on ``sys.path``) or the path of a package directory (its parent goes on
    ``sys.path``). A package that cannot be imported, or one of whose dialects xDSL has
    already (xdsl-opt refuses a second ``tosa``; the package's ``context()`` has it in
    Python), is left out with a line on standard error saying why."""
    from xdsl.universe import Universe

    if not packages.strip():
        return Universe()
    from xdsl.dialects import get_all_dialects

    theirs = set(get_all_dialects())
    dialects: dict[str, Callable[[], Any]] = {}
    passes: dict[str, Callable[[], Any]] = {}
    for entry in (e.strip() for e in packages.split(os.pathsep)):
        if not entry:
            continue
        name = entry
        if os.sep in entry or os.path.isdir(entry):
            path = os.path.abspath(entry.rstrip(os.sep))
            name = os.path.basename(path)
            if os.path.dirname(path) not in sys.path:
                sys.path.insert(0, os.path.dirname(path))
        try:
            pkg = importlib.import_module(name)
            found, named = list(pkg.DIALECTS), dict(pkg.PASSES)
        except Exception as exc:  # noqa: BLE001 - reported, and xdsl-opt goes on without it
            print(f"odsgen: {PACKAGES_VARIABLE}: cannot load the package '{entry}': {exc}", file=sys.stderr)
            continue
        taken = sorted(d.name for d in found if d.name in theirs or d.name in dialects)
        if taken:
            print(
                f"odsgen: {PACKAGES_VARIABLE}: the package '{entry}' is left out: xdsl-opt already has a "
                f"dialect named {', '.join(repr(t) for t in taken)} (the package's context() has it in Python)",
                file=sys.stderr,
            )
            continue
        for d in found:
            dialects[d.name] = lambda d=d: d
        for pass_name, cls in named.items():
            passes[pass_name] = lambda cls=cls: cls
    return Universe(all_dialects=dialects, all_passes=passes)
