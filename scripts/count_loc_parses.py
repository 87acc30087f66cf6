"""Location strings split or re-parsed in ``odsgen/checking/``, ``odsgen/commands/`` and
``odsgen/api.py`` (issue 36, "What must be shown"; docs: STYLE.md, "Typed records between
stages").

A location crosses a stage as a ``Loc`` (odsgen.source), never as text to take apart again.
Counted, in the files of ``SCOPE``, each place where code takes a location apart from text:

- a call of ``Loc.parse`` (the reader of ``FILE:LINE:COL``, a ``Loc``'s own rendering);
- a ``split``, ``rsplit``, ``partition`` or ``rpartition`` of a string on a location's
  separator: one that starts with a ``:`` not followed by a space or another ``:``
  (``"file:12:3".rpartition(":")``, ``":word "``; not C++'s ``::``, MLIR's `` : `` before a
  type, nor prose's ``": "``);
- a call of ``with_labels`` (odsgen.source: it reads the ``loc`` strings of a JSON document
  odsgen made, to find the labels of places with no line).

Not counted as re-parses, and listed apart so that neither grows unseen:

- ``EDGE``: the one reader of each kind of text a user gives (``explain --at F:12:3``; a
  JSON report a caller passes to ``findings_of_report``): input, read once, at the edge;
- reads of MLIR's location syntax (``loc("f":1:2)``) in a module's text (a call of
  ``parse_location``, a match of a pattern with ``":([0-9]``): the module's own language,
  which the shape scan reads lazily for the few ops a report names.

    python scripts/count_loc_parses.py [ROOT] [-v]

ROOT: the checkout (default: this script's); ``-v`` lists each as ``FILE:LINE WHAT``.
"""

from __future__ import annotations

import ast
import pathlib
import sys

SCOPE = ("odsgen/checking", "odsgen/commands", "odsgen/api.py")
SPLITS = frozenset({"split", "rsplit", "partition", "rpartition"})
# (file, function): why its reading of text is input, not a re-parse
EDGE = {
    ("odsgen/checking/explain.py", "parse_at"): "explain --at, the place a user names",
    ("odsgen/checking/reports/records.py", "_loc"): "report_of_json, a JSON report a caller gives",
}


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


def _const(n: ast.Call) -> object:
    return n.args[0].value if n.args and isinstance(n.args[0], ast.Constant) else None


def _separator(text: str) -> bool:
    """Whether ``text`` separates a location's parts (``:``, ``:word ``)."""
    return text[:1] == ":" and text[1:2] not in (" ", ":")


def _kind(n: ast.Call) -> tuple[str, str] | None:
    """(category, what) of a call that takes a location apart, or None."""
    func, name, first = n.func, _name(n.func), _const(n)
    if name == "parse" and isinstance(func, ast.Attribute) and _name(func.value) == "Loc":
        return "reparse", "Loc.parse"
    if name in SPLITS and isinstance(func, ast.Attribute) and isinstance(first, str) and _separator(first):
        return "reparse", f".{name}({first!r})"
    if name == "with_labels":
        return "reparse", "with_labels"
    if name == "parse_location":
        return "mlir", "parse_location"
    if name in ("compile", "match", "fullmatch", "search") and isinstance(first, (str, bytes)):
        if (":([0-9]" if isinstance(first, str) else b":([0-9]") in first:
            return "mlir", f"re.{name}(location pattern)"
    return None


def places(tree: ast.AST, file: str) -> list[tuple[int, str, str]]:
    """(line, category, what) of each place of ``tree`` (the module ``file``) that takes a
    location apart; category ``reparse``, ``edge`` (``EDGE``) or ``mlir``."""
    hits: list[tuple[int, str, str]] = []

    def visit(node: ast.AST, function: str) -> None:
        for child in ast.iter_child_nodes(node):
            inner = child.name if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) else function
            if isinstance(child, ast.Call):
                got = _kind(child)
                if got is not None:
                    category, what = got
                    if category == "reparse" and (file, function) in EDGE:
                        category = "edge"
                    hits.append((child.lineno, category, what))
            visit(child, inner)

    visit(tree, "")
    return sorted(hits)


def count(root: pathlib.Path) -> dict[str, list[tuple[str, int, str]]]:
    """{category: [(file, line, what)]} over ``SCOPE`` under ``root``."""
    out: dict[str, list[tuple[str, int, str]]] = {"reparse": [], "edge": [], "mlir": []}
    for part in SCOPE:
        path = root / part
        for f in sorted(path.rglob("*.py")) if path.is_dir() else [path]:
            rel = f.relative_to(root).as_posix()
            for line, category, what in places(ast.parse(f.read_text()), rel):
                out[category].append((rel, line, what))
    return out


def main(argv: list[str]) -> int:
    verbose = "-v" in argv
    given = [a for a in argv if a != "-v"]
    root = pathlib.Path(given[0]) if given else pathlib.Path(__file__).resolve().parent.parent
    got = count(root)
    titles = {
        "reparse": "location strings split or re-parsed",
        "edge": "readers of a user's text, at the edge (EDGE)",
        "mlir": "reads of MLIR's location syntax in a module's text",
    }
    for category, title in titles.items():
        print(f"{title}: {len(got[category])}")
        if verbose:
            for file, line, what in got[category]:
                print(f"  {file}:{line} {what}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
