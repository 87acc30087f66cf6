"""Render the documentation views with Jinja (StrictUndefined) and write them atomically."""

from __future__ import annotations

import os
import textwrap

import jinja2

from odsgen import __version__
from odsgen.docs import Views
from odsgen.io import staged_outputs
from odsgen.resources import data_dir


def _code(value) -> str:
    """Inline Markdown code that no spec text can break out of."""
    s = str(value).replace("\n", " ")
    ticks = "`"
    while ticks in s:
        ticks += "`"
    pad = " " if s.startswith("`") or s.endswith("`") else ""
    return f"{ticks}{pad}{s}{pad}{ticks}"


def _cell(value) -> str:
    """Text safe inside a Markdown table cell (no newline, pipes escaped)."""
    return " ".join(str(value).split()).replace("|", "\\|")


# The matrix cells: each cell says its state in text, never by colour alone.
_LEGEND = (
    ("yes", "✓", "available"),
    ("E", "†", "the op needs an extension or capability (see the op)"),
    ("A", "‡", "some operand/result types or attributes (an enum case, a default) need more (see the op)"),
    ("no", "✗", "not available"),
)


def _mark(cell: str) -> str:
    """A matrix cell's text: "✓", "✗", or "✓" with the marks of a conditional cell ("✓†‡")."""
    if cell in ("yes", "no"):
        return "✓" if cell == "yes" else "✗"
    return "✓" + "".join(m for c, m, _ in _LEGEND if len(c) == 1 and c in cell)


def _env(autoescape: bool) -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(data_dir("templates") / "docs")),
        undefined=jinja2.StrictUndefined,
        autoescape=autoescape,
        keep_trailing_newline=True,
        trim_blocks=False,
    )
    env.filters["code"] = _code
    env.filters["cell"] = _cell
    env.filters["dedent"] = lambda s: textwrap.dedent(str(s)).strip("\n")
    return env


def render_docs(views: Views, source: str) -> dict[str, str]:
    """{file name: text} for every dialect: NAME.md and NAME.html."""
    versions = views.versions()
    out: dict[str, str] = {}
    md = _env(False).get_template("dialect.md.j2")
    html = _env(True).get_template("dialect.html.j2")
    for d in views.dialects():
        matrix = {o.op.name: {v: views.cell(o, v) for v in versions} for o in d.ops}
        used = {c for row in matrix.values() for c in row.values()}
        ctx = dict(
            d=d,
            versions=versions,
            matrix=matrix,
            mark=_mark,
            legend=[(m, t) for c, m, t in _LEGEND if len(c) > 1 or any(c in u for u in used)],
            version=__version__,
            source=source,
            case_reqs=views.case_requirements,
        )
        base = d.name.replace("/", "_") or "dialect"
        out[f"{base}.md"] = md.render(**ctx)
        out[f"{base}.html"] = html.render(**ctx)
    return out


def write_docs(files: dict[str, str], out_dir: str) -> list[str]:
    """Write ``files`` ({name: text}) into ``out_dir``, all of them or none; the paths written."""
    os.makedirs(out_dir, exist_ok=True)
    written = []
    with staged_outputs() as out:
        for name, text in sorted(files.items()):
            path = os.path.join(out_dir, name)
            out.write(path, text)
            written.append(path)
    return written
