"""Running llvm-tblgen 22 and odsgen side by side on one root .td file.

Shared by the differential tests (test_tblgen_json.py) and the closing-note report
(tblgen_report.py). The MLIR .td tree is read from the installed LLVM 22 (never copied
into the repo); ``ODSGEN_LLVM_ROOT`` points elsewhere (default ``/usr/lib/llvm-22``).
Always the versioned tool: ``/usr/bin/llvm-tblgen`` may be an older LLVM.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from tblgen_compare import diff, normalise

LLVM_ROOT = Path(os.environ.get("ODSGEN_LLVM_ROOT", "/usr/lib/llvm-22"))
LLVM_TBLGEN = LLVM_ROOT / "bin" / "llvm-tblgen"
INCLUDE = LLVM_ROOT / "include"

# llvm-tblgen's diagnostic line: "path:line:col: error: message"
_ERROR_LINE = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): error: (?P<msg>.*)$", re.M)


# The trees whose every .td file is a root: MLIR's and LLVM's own (llvm-22-dev), both
# found with the one -I of the include directory, as their includes are spelled.
TREES = ("mlir", "llvm")


def find_roots(include: Path = INCLUDE, trees: tuple[str, ...] = TREES) -> list[Path]:
    """Every .td file under include/mlir and include/llvm, each taken as a root, in a stable order."""
    roots: list[Path] = []
    for tree in trees:
        base = include / tree
        if base.is_dir():
            roots.extend(sorted(base.rglob("*.td")))
    return roots


def root_id(root: Path, include: Path = INCLUDE) -> str:
    return root.relative_to(include).as_posix()


@dataclass(frozen=True, slots=True)
class FirstError:
    file: str
    line: int
    col: int
    message: str

    def where(self) -> tuple[str, int]:
        return (os.path.normpath(self.file), self.line)

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}: error: {self.message}"


def first_error(text: str) -> FirstError | None:
    m = _ERROR_LINE.search(text)
    if m is None:
        return None
    return FirstError(m["file"], int(m["line"]), int(m["col"]), m["msg"])


@dataclass
class TblgenRun:
    returncode: int
    stdout: str
    stderr: str

    @property
    def accepted(self) -> bool:
        return self.returncode == 0


def run_llvm_tblgen(
    root: Path, *extra: str, include: Path = INCLUDE, tool: Path = LLVM_TBLGEN, env: dict | None = None
) -> TblgenRun:
    """``llvm-tblgen [extra] -I include root``; extra is e.g. ``--dump-json``; ``env``: the
    tool's environment (another release's, tests/oracle/releases.py)."""
    proc = subprocess.run(
        [str(tool), *extra, "-I", str(include), str(root)],
        capture_output=True,
        text=True,
        errors="replace",
        timeout=120,
        env=env,
    )
    return TblgenRun(proc.returncode, proc.stdout, proc.stderr)


@dataclass
class Outcome:
    """How odsgen fared on one root against llvm-tblgen."""

    root: str
    accepted: bool  # by llvm-tblgen
    agree: bool  # same JSON, or both reject at the same file:line
    text_agree: bool | None = None  # default text view byte-identical (None: not compared)
    details: list[str] = field(default_factory=list)

    def explain(self) -> str:
        return f"{self.root}:\n  " + "\n  ".join(self.details)


def _first_line_difference(expected: str, actual: str) -> str:
    a, b = expected.splitlines(keepends=True), actual.splitlines(keepends=True)
    i = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    return (
        f"text view differs at line {i + 1} ({len(a)} vs {len(b)} lines): llvm-tblgen {a[i:i + 1]} odsgen {b[i:i + 1]}"
    )


def compare_root(
    root: Path,
    include: Path = INCLUDE,
    tool: Path = LLVM_TBLGEN,
    text_view: bool = False,
    env: dict | None = None,
) -> Outcome:
    """Run both tools on root: equal normalised JSON, or both reject at the same file:line.

    With text_view, an accepted root's default text view (``llvm-tblgen root``) is
    compared byte for byte as well, from the same odsgen evaluation.
    """
    from odsgen.diagnostics import OdsgenError
    from odsgen.model.corrections import records_json
    from odsgen.records import load_root
    from odsgen.records.printer import print_records

    name = root_id(root, include)
    ref = run_llvm_tblgen(root, "--dump-json", include=include, tool=tool, env=env)
    try:
        # As `odsgen records --json` prints it (odsgen.api.records_text without its result
        # cache: load_root, then records_json), for the release the tree says it is; the text view
        # below prints the same evaluation, so each root is evaluated once. The parse
        # cache is on, as it is for a user (keyed by a file's preprocessed text, in the
        # run's private cache, tests/conftest.py): each distinct text is parsed by the
        # first root that includes it and decoded from the cache by the others, and every
        # root's records are still evaluated and compared (61 of the 365 roots: 22.2 ->
        # 16.2 CPU-s with llvm-tblgen's, 20.8 -> 16.1 s).
        keeper = load_root(str(root), [str(include)], [], use_cache=True)
        ours_text = records_json(keeper, [str(include)])
    except OdsgenError as exc:
        ours = first_error(str(exc))
        if ref.accepted:
            return Outcome(name, True, False, details=["llvm-tblgen accepts it, odsgen rejects it:", str(exc)[:2000]])
        theirs = first_error(ref.stderr)
        if theirs is None or ours is None:
            return Outcome(
                name, False, False, details=[f"no 'file:line:col: error:' line: llvm={theirs} odsgen={ours}"]
            )
        if theirs.where() != ours.where():
            return Outcome(name, False, False, details=[f"llvm-tblgen: {theirs}", f"odsgen:      {ours}"])
        return Outcome(name, False, True, details=[f"both reject: {ours}"])
    if not ref.accepted:
        return Outcome(
            name, False, False, details=["llvm-tblgen rejects it, odsgen accepts it:", str(first_error(ref.stderr))]
        )
    # Byte-identical text is equal data (and equal after normalise, a function of the data):
    # the common case, decided without parsing either document (0.07 CPU-s a root).
    if ref.stdout == ours_text or (ref_json := json.loads(ref.stdout)) == (ours_json := json.loads(ours_text)):
        outcome = Outcome(name, True, True)
    else:
        expected = normalise(ref_json)
        actual = normalise(ours_json)
        outcome = Outcome(name, True, expected == actual, details=diff(expected, actual))
    if text_view:
        ref_text = run_llvm_tblgen(root, include=include, tool=tool, env=env).stdout
        ours_text = print_records(keeper)
        outcome.text_agree = ours_text == ref_text
        if not outcome.text_agree:
            outcome.details.append(_first_line_difference(ref_text, ours_text))
    return outcome
