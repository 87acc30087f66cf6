"""Which names a generated package may have, and a safe one to suggest.

A package name must be importable and must not hide what the package (or its user)
imports: a package ``json`` on ``sys.path`` hides the standard library's ``json``, which
the generated code itself reads its tables with; a package ``odsgen`` hides the runtime.
So a name is refused when it

- is not a Python identifier, or is a keyword (``import class`` is a syntax error);
- changes under NFKC normalization (Python normalizes the identifier in ``import``
  but not the directory name, so ``import ﬁle`` looks for ``file``);
- starts with an underscore (private by convention, and the header's rule for names);
- is a standard library module (``sys.stdlib_module_names``), or a top-level module of
  odsgen itself or of a distribution odsgen depends on at run time (``lark``, ``black``,
  ``click``...);
- is a top-level module the backend's generated code imports (read from the import lines
  of the templates it renders, ``imported_modules``: ``xdsl`` for ``--backend xdsl``), or
  one of that distribution's run-time dependencies.
"""

from __future__ import annotations

import keyword
import re
import sys
import unicodedata
from functools import cache


def problem(name: str, backend: str = "odsgen") -> str | None:
    """Why ``name`` cannot name a generated package of ``backend`` (a phrase), or None
    when it can."""
    if not name:
        return "it is empty"
    if not name.isidentifier():
        return "it is not a Python identifier"
    if keyword.iskeyword(name):
        return "it is a Python keyword"
    nfkc = unicodedata.normalize("NFKC", name)
    if nfkc != name:
        return f"Python would import it as '{nfkc}' (its NFKC normal form)"
    if name.startswith("_"):
        return "it starts with an underscore"
    if name in sys.stdlib_module_names:
        return f"it would hide the standard library module '{name}'"
    owner = _dependency_owner(name, backend)
    if owner is not None:
        return f"it would hide {owner}"
    if name in imported_modules(backend):  # (installed or not)
        return f"it would hide the module '{name}' the generated package imports"
    return None


def suggest(name: str, backend: str = "odsgen") -> str:
    """A name close to ``name`` that ``problem`` accepts."""
    text = unicodedata.normalize("NFKC", name).lower()
    text = "".join(ch if ("a" + ch).isidentifier() else "_" for ch in text)
    text = re.sub(r"__+", "_", text).strip("_")
    if not text:
        return "dialect"
    if text[0].isdigit():
        text = "dialect_" + text
    if keyword.iskeyword(text):
        text += "_"
    for candidate in (text, text + "_dialect"):
        if problem(candidate, backend) is None:
            return candidate
    return "dialect"


# The import lines of generated code: ``import a.b`` / ``from a.b import c`` at a line's
# start (relative imports, ``from . import``, do not match).
_IMPORT = re.compile(r"^[ \t]*(?:import|from)[ \t]+([A-Za-z_][A-Za-z0-9_]*)", re.MULTILINE)


@cache
def imported_modules(backend: str = "odsgen") -> frozenset[str]:
    """The top-level modules, outside the standard library, that the package ``backend``
    generates imports: read from the templates it renders
    (odsgen.codegen.backends.template_paths), so a new import in a template is covered."""
    from odsgen.codegen.backends import template_paths

    found = set()
    for path in template_paths(backend):
        found.update(_IMPORT.findall(path.read_text(encoding="utf-8")))
    return frozenset(m for m in found if m not in sys.stdlib_module_names and m != "__future__")


def _dependency_owner(name: str, backend: str = "odsgen") -> str | None:
    """What ``name`` would hide when it is a top-level module of odsgen or of one of its
    dependencies, or of the distributions the generated package imports and their
    dependencies. Looked up only for a name something installed provides (cheap), since
    reading distribution metadata is not."""
    from importlib.util import find_spec

    try:
        if find_spec(name) is None:
            return None
    except (ImportError, ValueError):
        return None
    return _dependency_modules(backend).get(name)


@cache
def _dependency_modules(backend: str = "odsgen") -> dict[str, str]:
    """Top-level module -> owner, over odsgen and its run-time dependency closure, and over
    the dependencies of each distribution providing a module the generated package
    imports (that module itself is in ``imported_modules``; the distribution's other
    top-level modules are not imported: xDSL's wheel also installs ``tests`` and ``docs``)."""
    from importlib import metadata

    out = {"odsgen": "odsgen itself"}
    seen: set[str] = set()
    providers = metadata.packages_distributions()
    # (distribution, the root whose dependency it is (None: a root), its modules that count (None: all))
    todo: list[tuple[str, str | None, frozenset[str] | None]] = [("odsgen", None, None)]
    for module in sorted(imported_modules(backend) - {"odsgen"}, reverse=True):
        todo += [(d, None, frozenset()) for d in providers.get(module, [])]
    while todo:
        dist_name, whose, only = todo.pop()
        key = re.sub(r"[-_.]+", "-", dist_name).lower()
        if key in seen:
            continue
        seen.add(key)
        try:
            dist = metadata.distribution(dist_name)
        except metadata.PackageNotFoundError:
            continue
        name = dist.metadata["Name"] or dist_name
        for top in _top_level_modules(dist) if only is None else only:
            if key == "odsgen":
                owner = "odsgen itself"
            elif whose == "odsgen":
                owner = f"the module '{top}' of odsgen's dependency '{name}'"
            else:
                owner = f"the module '{top}' of '{name}', a dependency of '{whose}' (which the generated package imports)"
            out.setdefault(top, owner)
        needed_by = "odsgen" if key == "odsgen" else (whose or name)
        for req in dist.requires or ():
            if "extra ==" not in req.replace('"', "").replace("'", ""):
                todo.append((re.match(r"[A-Za-z0-9_.-]+", req).group(), needed_by, None))
    return out


def _top_level_modules(dist) -> set[str]:
    listed = dist.read_text("top_level.txt")
    if listed:
        return {line.strip() for line in listed.split() if line.strip()}
    tops = set()
    for f in dist.files or ():
        parts = f.parts
        if not parts or parts[0] in ("..", "__pycache__") or parts[0].endswith((".dist-info", ".egg-info", ".pth")):
            continue
        if len(parts) > 1:
            tops.add(parts[0])
        elif parts[0].endswith(".py"):
            tops.add(parts[0][:-3])
    return tops
