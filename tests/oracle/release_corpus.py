"""A deduce corpus for each MLIR release: the SPIR-V units the other oracle tests write
(for MLIR 22), as that release's own mlir-opt prints them in generic form.

``units_of`` splits modules into one ``spirv.module`` per chunk; ``printed(release, chunks)``
gives each chunk as the release reads it (its generic form, the only syntax odsgen reads
without MLIR 22's tools), trying the chunk as written, then in custom form as MLIR 22's
mlir-opt prints it; for MLIR 16 (before ``<{...}>`` properties), with the properties
moved into the attribute dictionary; and None with the release's
first error where it reads neither. ``deduced(release, text)`` is its ``--spirv-update-vce``
of each chunk: the vce triples, or None where it refuses.
"""

from __future__ import annotations

import re

from releases import INSTALLED, Release, release

SPLIT = "\n// -----\n"
VCE = re.compile(r"vce_triple = #spirv.vce<(v[\d.]+), \[([^\]]*)\], \[([^\]]*)\]>")
# "within split at <stdin>:LINE offset :l:c: error: MESSAGE": LINE is the chunk's marker line.
_SPLIT_ERROR = re.compile(r"within split at [^:\n]*:(\d+) offset [^\n]*?error: ([^\n]*)")


def _starts(chunks: list[str]) -> list[int]:
    """The line each chunk starts at in their ``SPLIT``-joined text (1-based)."""
    out, line = [], 1
    for c in chunks:
        out.append(line)
        line += c.count("\n") + SPLIT.count("\n")
    return out


def units_of(module: str) -> list[str]:
    """Each top-level ``spirv.module ... { ... }`` of a custom-form module (one per line
    at column 0, closed by a ``}`` at column 0), as a module of its own."""
    out: list[str] = []
    cur: list[str] | None = None
    for line in module.splitlines(keepends=True):
        if line.startswith("spirv.module"):
            cur = [line]
        elif cur is not None:
            cur.append(line)
            if line.rstrip() == "}":
                out.append("".join(cur))
                cur = None
    return out


def _close(text: str, i: int, open_: str, close: str) -> int:
    """The index of the ``close`` that balances the ``open_`` at ``text[i]``."""
    depth = 0
    for j in range(i, len(text)):
        if text[j] == open_:
            depth += 1
        elif text[j] == close:
            depth -= 1
            if depth == 0:
                return j
    raise ValueError(f"unbalanced {open_!r} at {i}")


def without_properties(text: str) -> str:
    """Generic form with each op's ``<{properties}>`` moved into its attribute dictionary
    (after its regions), as MLIR 16 (before properties) writes inherent attributes. Inner
    ops first, so an outer op's regions are final when its dictionary is found."""
    while (i := text.rfind(" <{")) >= 0:
        end = _close(text, i + 2, "{", "}")
        # (MLIR 16 names the operand segment sizes attribute operand_segment_sizes)
        props = text[i + 3 : end].strip().replace("operandSegmentSizes", "operand_segment_sizes")
        text = text[:i] + text[end + 2 :]
        j = i
        if text.startswith(" (", j):  # regions
            j = _close(text, j + 1, "(", ")") + 1
        if text.startswith(" {", j):  # its attribute dictionary
            text = text[: j + 2] + props + ", " + text[j + 2 :]
        else:
            text = text[:j] + " {" + props + "}" + text[j:]
    return text


def _split_run(rel: Release, chunks: list[str], *flags: str) -> tuple[list[str], str]:
    proc = rel.run("mlir-opt", "--split-input-file", *flags, "-", input=SPLIT.join(chunks), timeout=300)
    parts = proc.stdout.split("// -----")
    assert len(parts) == len(chunks), (rel, proc.stderr[:2000])
    return parts, proc.stderr


def printed(rel: Release, chunks: list[str]) -> tuple[list[str | None], list[str]]:
    """(each chunk in the release's generic form, or None; the reason of each None, in order)."""
    written = [without_properties(c) for c in chunks] if rel.major < 17 else chunks
    out, errors = _split_run(rel, written, "--mlir-print-op-generic")
    result: list[str | None] = [p if p.strip() else None for p in out]
    todo = [i for i, p in enumerate(result) if p is None]
    if todo and rel.major != INSTALLED:
        custom, _ = _split_run(release(INSTALLED), [chunks[i] for i in todo])
        again, _ = _split_run(rel, custom, "--mlir-print-op-generic")
        for i, p in zip(todo, again):
            if p.strip():
                result[i] = p
    reasons = []
    if any(p is None for p in result):  # (the first run's errors: the same run, not made again)
        first: dict[int, str] = {}
        starts = _starts(chunks)
        for m in _SPLIT_ERROR.finditer(errors):
            i = max(k for k, s in enumerate(starts) if s <= int(m.group(1)) + 1)  # LINE: the marker's
            first.setdefault(i, m.group(2))
        reasons = [f"chunk {i}: {rel} cannot read it: {first.get(i, '?')}" for i, p in enumerate(result) if p is None]
    return result, reasons


CRASH = "crash"


def deduced(rel: Release, chunks: list[str]) -> list[list[tuple[str, str, str]] | None | str]:
    """The release's ``--spirv-update-vce`` of each chunk: its units' (version,
    capabilities, extensions) as printed, None where it refuses the chunk, ``CRASH`` where
    the tool crashes on it (MLIR 16 on spirv.Dot of bf16: a batch that crashes is halved
    until the chunk is found)."""
    if not chunks:
        return []
    proc = rel.run(
        "mlir-opt",
        "--split-input-file",
        "--mlir-print-op-generic",
        "--spirv-update-vce",
        "-",
        input=SPLIT.join(chunks),
        timeout=300,
    )
    parts = proc.stdout.split("// -----")
    if proc.returncode >= 0 and len(parts) == len(chunks):
        return [VCE.findall(p) if p.strip() else None for p in parts]
    if len(chunks) == 1:
        return [CRASH]
    half = len(chunks) // 2
    return deduced(rel, chunks[:half]) + deduced(rel, chunks[half:])
