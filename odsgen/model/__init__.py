"""The typed model of a spec: dialects, ops, arguments, enums, availability."""

from __future__ import annotations


def load_model(roots, include_dirs=(), defines=(), use_cache: bool = True, corrections=None, meanwhile=None):
    """Evaluate one or more root .td files (later ones overlay earlier ones) into a Model.

    odsgen's declarations of what upstream writes by hand (odsgen.model.corrections) are
    evaluated after them when the records show such a dialect, as ``corrections``
    (a ``Corrections``; default: upstream's, not Khronos') allows; ``model.library`` says
    what was added. ``meanwhile()``, if given, is done while a forked helper parses the
    .td files, if one does (odsgen.records.load_root), as the model builder's imports are.
    """
    from odsgen.model.corrections import Corrections, LibraryUse, library_dir, plan
    from odsgen.records import load_root
    from odsgen.source import add_roots

    wanted = corrections if corrections is not None else Corrections()
    used = [LibraryUse()]

    def then(keeper, files):
        paths, used[0] = plan(keeper, files, wanted)
        return paths

    from odsgen.cache import scratch

    def imports() -> None:
        import odsgen.model.build  # noqa: F401 - (about 60 ms, overlapped with the helper's parse)

        if meanwhile is not None:
            meanwhile()

    roots = [roots] if isinstance(roots, str) else list(roots)
    add_roots(include_dirs, [r for r in roots if r != "-"], library_dir())  # (where reports name files from)
    # (the .td odsgen generates, when no cache keeps it: odsgen.cache.generated_input)
    with scratch(uncached=not use_cache):
        root = roots[0] if len(roots) == 1 else _overlay_root(roots)
        keeper = load_root(root, include_dirs, defines, use_cache=use_cache, then=then, meanwhile=imports)
    keeper.library = used[0]
    from odsgen.diagnostics import OdsgenError
    from odsgen.model.build import build_model

    try:
        return build_model(keeper)
    except OdsgenError as exc:
        if exc.sources is None:
            exc.sources = keeper.sources  # so the CLI can show the source line and caret
        raise


def _overlay_root(roots: list[str]) -> str:
    """A generated root that includes every spec in order (for --spec A --spec B), kept
    where odsgen.cache.generated_input keeps what odsgen generates for itself."""
    import hashlib
    import os

    from odsgen.cache import generated_input

    text = "".join(f'include "{os.path.abspath(r)}"\n' for r in roots)
    digest = hashlib.sha256(text.encode("utf-8", "surrogateescape")).hexdigest()[:16]
    return generated_input(f"overlay-{digest}.td", lambda: text)
