"""Sweeps: many modules checked against many targets (``odsgen validate`` with several
targets, ``odsgen.validate_many``; docs/validate.md, docs/python-api.md).

Each module is read, verified and its ops' requirements computed once; then each target
answers each distinct requirement once (``check_all``, from the target's own memo:
``TargetEnv.satisfies``): a cell costs a look-up per
distinct op shape, not a walk of the module. A cell is what validating the module
against that target alone reports (its status, illegal ops and reasons).

The work can go to any ``concurrent.futures.Executor`` (``run_sweep``): what crosses to a
worker is a JSON text holding the spec as it was loaded (its snapshot and the snapshot's
SHA-256: odsgen.checking.spec.spec_snapshot), the targets' texts and the modules' paths;
a worker rebuilds the spec once per process, keyed by that hash (``_worker_spec``), and
never reads the spec's files, so editing them during a sweep changes no answer. Its
answer is its rows as records (odsgen.checking.reports.records: ``SweepRow``, ``Cell``,
``Unavailable``), pickled by the executor as any result; a row is made the dict callers
take (``SweepRow.to_json``) once, as ``iter_sweep`` gives it.
"""

from __future__ import annotations

import dataclasses
import heapq
import json
import os
import weakref
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import CancelledError
from itertools import islice
from typing import Any

from odsgen.checking.reports.records import Cell, SweepRow, Unavailable, provenance_of
from odsgen.checking.reports.runs import module_json as module_json  # (its row JSON, at the edge)
from odsgen.checking.reports.runs import (  # (the rows of errors, where the commands take them from too)
    diagnostics_json as diagnostics_json,
    error_record as error_record,
    error_row as error_row,
)
from odsgen.checking.targets.syntax import is_target_list as is_target_list
from odsgen.diagnostics import Diagnostic, OdsgenError, Severity

# A sweep's target: (its label, its text in the target syntax, the target).
SweepTarget = tuple[str, str, Any]


# --------------------------------------------------------------------------- the targets


def expand_targets(spec: Any, texts: Iterable[str]) -> tuple[list[tuple[str, str, bool]], list[str], Any]:
    """Each target of ``texts`` as (label, target text, from a file): a folder is each of
    its files in name order (hidden ones left out), a targets file (``.toml``) each of its
    named targets; any other text is one target, read by ``parse_target`` (a name, the
    target syntax, or a file it reads). Also the targets files read, and the spec's
    catalog with their targets added (a copy: the spec's own is left as it is)."""
    from odsgen.checking.targets.syntax import read_targets_file

    catalog = dataclasses.replace(spec.catalog, named=dict(spec.catalog.named))
    out: list[tuple[str, str, bool]] = []
    files: list[str] = []

    def one(path: str) -> None:
        if path.endswith(".toml"):
            own = dataclasses.replace(catalog, named={})
            read_targets_file(path, own, spec.checker.dialects)
            catalog.named.update(own.named)
            files.append(path)
            out.extend((name, name, True) for name in own.named)
        else:
            out.append((path, path, True))

    for text in texts:
        if os.path.isdir(text):
            entries = [os.path.join(text, e) for e in sorted(os.listdir(text)) if not e.startswith(".")]
            entries = [path for path in entries if os.path.isfile(path)]
            if not entries:
                from odsgen.diagnostics import file_error

                raise file_error(text, "a folder without target files (given as --target)")
            for path in entries:
                one(path)
        elif is_target_list(text):
            one(text)
        else:
            out.append((text, text, False))
    return out, files, catalog


def sweep_targets(spec: Any, texts: Sequence[str], all_targets: bool) -> tuple[list[SweepTarget], list[str], set[str]]:
    """(label, text, target) of each --target (a folder or targets file: each target in
    it), then with ``all_targets`` each named target and each version of each version
    axis (``version=V`` with every case of the set axes enabled: the column says what the
    version alone allows); and the targets files read. A target equal to one listed
    before it is left out, unless it comes from a file (a device's report is its own
    column). Labels are unique (they key the JSON ``results``): a version spelled as a
    column before it (a named target ``v1.3``) is labelled by its target text
    (``version=v1.3,extensions=*,...``), which no other column can have. Last, the labels
    of the targets ``texts`` gave (not those ``all_targets`` adds)."""
    from odsgen.checking.targets.syntax import parse_target, target_json, with_resource_limits
    from odsgen.runtime.target import spell

    env_cls = spec.checker.env_cls
    items, files, catalog = expand_targets(spec, texts)
    # (label, target text, the label when a column before has that label, from a file)
    wanted = [(label, text, text, from_file) for label, text, from_file in items]
    if all_targets:
        wanted += [(name, name, name, False) for name in spec.catalog.named]
        every = "".join(f",{a.keyword}=*" for a in env_cls.AXES if not a.ordered)
        for axis in env_cls.AXES:
            if axis.ordered:
                members = dict.fromkeys(axis.enum.__members__.values())
                wanted += [
                    (spell(m), f"{axis.keyword}={m.name}{every}", f"{axis.keyword}={spell(m)}{every}", False)
                    for m in members
                ]
    out: list[SweepTarget] = []
    seen: dict[str, str] = {}
    labels: set[str] = set()
    for label, text, qualified, from_file in wanted:
        env = with_resource_limits(parse_target(text, env_cls, catalog), text)
        # (a Vulkan device is more than its SPIR-V state: the Vulkan rules read its features
        # and limits, so two device reports are two columns)
        own = from_file or getattr(env, "platform", None) is not None
        key = label if own else json.dumps(target_json(env), sort_keys=True, allow_nan=False)
        if key in seen or (from_file and label in labels):
            continue
        if label in labels:
            # (only a version's: a --target text or a named target is its own text, and two
            # equal texts are one target, left out above; a name has no '=', ``qualified`` has)
            label = qualified
        seen[key] = label
        labels.add(label)
        out.append((label, text, env))
    if not out:
        raise OdsgenError(
            Diagnostic(
                None,
                Severity.ERROR,
                "--all-targets: the spec has no version axis and there are no named targets "
                "(give --targets FILE or --target)",
            )
        )
    return out, files, {label for label, _, _ in items}


# --------------------------------------------------------------------------- one module, every target


# The op names a cell of a sweep's text and JSON lists by default, and the kinds of illegal
# op of each name (check_all's ``shown``); --all-reasons lists every illegal op.
SHOWN = 6


def check_all(
    checker: Any,
    table: Any,
    filename: str,
    envs: Sequence[Any],
    max_errors: int,
    memo: dict[Any, Any] | None = None,
    shown: int | None = None,
) -> tuple[int, list[Cell]]:
    """(the number of ops of the dialect in the module whose ``OpTable`` is ``table``, a
    cell per target of ``envs`` (``Cell``, its ``target`` left for the caller): status
    ``legal`` or ``illegal``, the illegal ops, what ``validate_module`` reports of the
    module against that target alone; with ``shown``, ``illegal`` is, of each of the first ``shown`` op names, the
    first illegal op of each of its first ``shown`` kinds (ops with the same requirements,
    hence reasons) only, and ``op_names`` says how many names the illegal ops have: a
    cell lists at most ``shown`` squared ops. The ops' requirements are
    ``Checker.requirements_in``'s, as validate's; each target answers each distinct
    requirement once, from its own memo (``TargetEnv.satisfies``, ``legality_of``: kept
    from module to module, as ``memo`` keeps equal requirements one object); an op a
    target's numeric limits bound is checked against them op by op (``TargetEnv.legality``)."""
    from odsgen.checking.targets.vulkan_rules import table_models
    from odsgen.source import Loc, reported_at

    memo = {} if memo is None else memo
    # Equal requirements (their provenance included) are one: the first of them seen, so
    # that the answers kept by identity serve every module.
    canonical: dict[Any, Any] = memo.setdefault("requirements", {})
    reps = table.reps
    ops: list[int] = []  # the dialect's ops, by their index in the table
    distinct: dict[int, tuple[Any, list[int]]] = {}  # id(requirements) -> (them, the ops' positions in ops)
    seen: dict[int, tuple[Any, Any]] = {}  # id(an op's requirements) -> (them, the canonical ones)
    for i, reqs in checker.requirements_in(table):
        hit = seen.get(id(reqs))
        canon = hit[1] if hit is not None and hit[0] is reqs else None
        if canon is None:
            if len(canonical) > 1 << 14:
                canonical.clear()
            canon = canonical.setdefault(reqs, reqs)
            seen[id(reqs)] = (reqs, canon)
        group = distinct.get(id(canon))
        if group is None:
            group = distinct[id(canon)] = (canon, [])
        group[1].append(len(ops))
        ops.append(i)
    groups = list(distinct.values())
    group_of = [0] * len(ops)  # each op's index in groups
    for g, (_, where) in enumerate(groups):
        for k in where:
            group_of[k] = g
    locs: dict[int, Loc] = {}
    cells = []
    for env in envs:
        # (each target answers each distinct requirement once: its own memo, kept from
        # module to module; an op its limits bound has its own legality, and so has an op
        # a Vulkan rule is about, on a device: odsgen.checking.targets.vulkan_rules)
        legal = [env.satisfies(reqs) for reqs, _ in groups]
        rules = checker.rules_for(env)
        models: dict[int, list[str]] = {}  # (odsgen.checking.targets.vulkan_rules.table_models)
        own: dict[int, Any] = {}  # position in ops -> its legality, for the bounded ops
        bounded = {s for s, rep in enumerate(reps) if env.bounds(rep.name)}
        ruled = set() if rules is None else {s for s, rep in enumerate(reps) if rules.applies_to(rep.name)}
        for k, i in enumerate(ops) if bounded or ruled else ():
            s = table.shape[i]
            if s in bounded or s in ruled:
                reqs = groups[group_of[k]][0]
                legality = env.legality(table.op_at(i), reqs) if s in bounded else env.legality_of(reqs)
                if s in ruled:
                    assert rules is not None
                    legality = rules.within(table.op_at(i), env, legality, table_models(table, i, models))
                own[k] = legality
        bad = [[k for k in where if k not in own] for (_, where), ok in zip(groups, legal) if not ok]
        bad.append(sorted(k for k, legality in own.items() if not legality))
        count = sum(map(len, bad))
        illegal: list[Unavailable] = []
        names: dict[str, set[int]] | None = None if shown is None else {}  # name -> its kinds shown
        # a group's reasons' JSON and provenance, worded once per cell
        worded: dict[int, tuple[tuple[dict[str, Any], ...], tuple[Any, ...]]] = {}
        sorted_cases = _SortedCases()
        if count:
            first = heapq.merge(*bad)  # (in walk order)
            for k in islice(first, max_errors) if max_errors else first:
                i = ops[k]
                if names is not None and shown is not None:
                    kinds = names.setdefault(reps[table.shape[i]].name, set())
                    kind = -1 - k if k in own else group_of[k]  # (ops of a kind have the same reasons)
                    if len(names) > shown or kind in kinds or len(kinds) >= shown:  # (counted, not shown)
                        continue
                    kinds.add(kind)
                loc = locs.get(i)
                if loc is None:
                    loc = locs[i] = reported_at(table.op_at(i), filename)
                if k in own:
                    got = own[k].reasons
                    reasons, prov = tuple(_reason_json(checker, r, sorted_cases) for r in got), provenance_of(got)
                else:
                    words = worded.get(group_of[k])  # (worded only for the illegal ops a cell shows)
                    if words is None:
                        got = env.legality_of(groups[group_of[k]][0]).reasons
                        words = worded[group_of[k]] = (
                            tuple(_reason_json(checker, r, sorted_cases) for r in got),
                            provenance_of(got),
                        )
                    reasons, prov = words
                illegal.append(Unavailable(reps[table.shape[i]].name, loc, reasons, prov))
        cells.append(Cell("", "illegal" if count else "legal", count, illegal, None if names is None else len(names)))
    return len(ops), cells


class _SortedCases(dict[int, tuple[Any, list[str]]]):
    """The names of the cases a target enables (a set reason's ``allowed``), sorted once
    per cell, by the set's identity."""

    def of(self, cases: frozenset[Any]) -> list[str]:
        hit = self.get(id(cases))
        if hit is None or hit[0] is not cases:
            hit = self[id(cases)] = (cases, sorted(m.name for m in cases))
        return hit[1]


def _reason_json(checker: Any, r: Any, cases: _SortedCases) -> dict[str, Any]:
    """``checker.reason_json(r)`` with the names of the cases a target enables (a set
    reason's ``allowed``) sorted once per cell (``cases``), not once per reason: the reason
    is given with them already sorted, which ``reason_json`` passes through."""
    if isinstance(r.allowed, frozenset):
        r = dataclasses.replace(r, allowed=cases.of(r.allowed))
    out: dict[str, Any] = checker.reason_json(r)
    return out


def sweep_module(
    spec: Any,
    targets: Sequence[tuple[str, Any]],
    path: str,
    options: dict[str, Any],
    memo: dict[Any, Any] | None = None,
) -> SweepRow:
    """One row of the matrix (``SweepRow``): the module at ``path`` verified once (as a
    single --target run does, unless ``options["verify"]`` is off), then checked against
    every target (``targets``: (label, target)), a ``Cell`` each (``memo``: ``check_all``'s;
    ``options["shown"]``: its ``shown``); never raises: an error is the row's ``error``,
    the rendered diagnostic.

    An ONNX model (``.onnx``) reads as the op versions of a target's opsets: it is read
    once per distinct opsets of the targets, and each target's cell is that reading's."""
    from odsgen.checking.inputs.onnx_model import is_onnx_path

    if is_onnx_path(path):
        return _sweep_onnx(spec, targets, path, options, memo)
    return _sweep_read(spec, targets, path, options, memo)


def _sweep_onnx(
    spec: Any, targets: Sequence[tuple[str, Any]], path: str, options: dict[str, Any], memo: dict[Any, Any] | None
) -> SweepRow:
    """``sweep_module`` of an ONNX model: a row per distinct target opsets, merged into one
    (cells in the targets' order; malformed if one reading is; the verifier's texts once each)."""
    from odsgen.checking.inputs.onnx_model import resolving_at, target_opsets

    groups: dict[tuple[tuple[str, int], ...], list[int]] = {}
    for k, (_, env) in enumerate(targets):
        groups.setdefault(tuple(sorted((target_opsets(env) or {}).items())), []).append(k)
    cells: list[Any] = [None] * len(targets)
    merged: SweepRow | None = None
    texts: list[str] = []
    for key, where in groups.items():
        with resolving_at(dict(key) or None):
            row = _sweep_read(spec, [targets[k] for k in where], path, options, memo)
        if row.status == "error":
            return row
        for k, cell in zip(where, row.cells):
            cells[k] = cell
        if row.text and row.text not in texts:
            texts.append(row.text)
        if merged is None:
            merged = row
        else:  # (what a later reading has replaces the earlier's)
            merged.ops = row.ops
            for name in ("structure", "note", "note_diagnostics", "others", "others_diagnostics", "other_dialects"):
                if getattr(row, name) is not None:
                    setattr(merged, name, getattr(row, name))
            if row.status == "malformed":
                merged.status = row.status
    assert merged is not None  # (every target has opsets: one group at least)
    merged.cells = cells
    merged.text = "".join(texts) if texts else None
    return merged


def _sweep_read(
    spec: Any, targets: Sequence[tuple[str, Any]], path: str, options: dict[str, Any], memo: dict[Any, Any] | None
) -> SweepRow:
    from odsgen.checking.inputs.read import read_checked_file
    from odsgen.checking.validate import structure_of
    from odsgen.source import SourceManager

    name = "<stdin>" if path == "-" else path
    sources = SourceManager()
    max_errors = options.get("max_errors", 0)
    try:
        verify = spec.verifier is not None and options.get("verify", True)
        module, _ = read_checked_file(
            spec,
            path,
            sources,
            freeze=False,
            keep_locations=False,
            require_ops=options.get("require_ops", False),
            verify=verify,
            elide_constants=True,
        )
        row = SweepRow(name, "checked")
        # (a module MLIR's verifier rejected as it parsed it is malformed, verified or not)
        structure, lines = structure_of(spec, module, name, sources, max_errors, options.get("strict", False), verify)
        if structure is not None:
            row.structure, row.text = structure, "".join(line + "\n" for line in lines)
            if structure.count:
                row.status = "malformed"
        if module.rejected is not None:  # nothing of it could be read: malformed under every target
            row.cells = [Cell(label, "malformed") for label, _ in targets]
            return row
        envs = [env for _, env in targets]
        row.ops, row.cells = check_all(spec.checker, module.table, name, envs, max_errors, memo, options.get("shown"))
        for cell, (label, env) in zip(row.cells, targets):
            cell.target = label
            _judge_unknown(cell, module.unknown_spirv, env)  # (a SPIR-V binary's)
            if row.status == "malformed":
                cell.status = "malformed"
        if module.note is not None:
            row.note = str(OdsgenError(module.note, sources))
            row.note_diagnostics = diagnostics_json(module.note)
        if module.others is not None:  # ops of other dialects, not checked (a warning: issue 34, item 6)
            from odsgen.checking.inputs.read import other_dialects_json

            row.others = str(OdsgenError(module.others, sources))
            row.others_diagnostics = diagnostics_json(module.others)
            row.other_dialects = other_dialects_json(spec, module)
        return row
    except (OdsgenError, OSError, RecursionError, MemoryError) as exc:
        return error_record(name, exc, sources)


def _judge_unknown(cell: Cell, unknown: Sequence[Any], env: Any) -> None:
    """The instructions of a SPIR-V binary the spec has no op for, judged on the cell's
    target as a single --target run judges them (odsgen.checking.validate.unknown_missing)."""
    from odsgen.checking.validate import unknown_missing, unknown_unavailable

    for u in unknown:
        missing = unknown_missing(u, env)
        if missing:
            cell.illegal.append(unknown_unavailable(u, missing))
            cell.illegal_count += 1
            cell.status = "illegal"


def table_text(rows: Sequence[Sequence[str]], heading: str, details: Sequence[str]) -> str:
    """A sweep's matrix as text: ``rows`` (the header first) in columns padded to their
    widest cell; then, when there are ``details``, ``heading`` and each of them indented."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip() for row in rows]
    if details:
        lines += ["", heading, *("  " + d for d in details)]
    return "\n".join(lines) + "\n"


def matrix_json(rows: Iterable[dict[str, Any]], targets: Sequence[SweepTarget]) -> dict[str, Any]:
    """The sweep's JSON (``validate --format json`` with several targets): ``{"targets":
    [{"name", "target"}], "modules": [{"module", "status", "ops", "results": {name: {"status",
    "illegal_ops", "illegal"}}, ...}]}`` (``matrix_head``, then each row's ``module_json``)."""
    doc = matrix_head(targets)
    doc["modules"] = [module_json(r) for r in rows]
    return doc


def matrix_head(targets: Sequence[SweepTarget]) -> dict[str, Any]:
    """The sweep's JSON before its modules: ``{"targets": [{"name", "target"}]}``."""
    from odsgen.checking.targets.syntax import target_json

    return {"targets": [{"name": label, "target": target_json(env)} for label, _, env in targets]}


# --------------------------------------------------------------------------- workers


def spec_key(spec: Any, target_files: Iterable[str] = ()) -> dict[str, Any]:
    """What a worker reads besides the spec's snapshot (``spec_snapshot``, which holds the
    spec's own named targets): the targets files a sweep's targets came from, as JSON."""
    own = {os.path.abspath(f) for f in spec.target_files}
    files = [os.path.abspath(f) for f in target_files]
    return {"target_files": [f for f in dict.fromkeys(files) if f not in own]}


# A worker process's specs, by the SHA-256 of their snapshot (a few: a worker may serve
# several sweeps), and the targets of each job it has run: {JSON of both: (spec, targets, memo)}.
# (Weak: the caller's own spec, kept for the workers it forks, lives as long as the caller keeps it;
# a worker's live in _WORKER.)
_SPECS: weakref.WeakValueDictionary[str, Any] = weakref.WeakValueDictionary()
_WORKER: dict[str, tuple[Any, list[tuple[str, Any]], dict[Any, Any]]] = {}
_KEEP = 4


def _worker_spec(digest: str, snapshot: str) -> Any:
    """The spec whose snapshot has SHA-256 ``digest`` (``snapshot``: its bytes in base64),
    rebuilt once per process."""
    spec = _SPECS.get(digest)
    if spec is None:
        import base64
        import binascii

        from odsgen.checking.spec import from_snapshot

        try:
            raw = base64.b64decode(snapshot, validate=True)
        except (binascii.Error, ValueError, TypeError):
            raw = b""
        spec = _keep_spec(digest, from_snapshot(digest, raw))
    return spec


def share_spec(spec: Any) -> tuple[str, bytes]:
    """The snapshot of ``spec`` (a LoadedSpec) that jobs carry, as ``spec_snapshot`` gives
    it; and the spec kept in this process by its hash, so that a worker forked from here
    from now on has it as it is, with nothing to rebuild (call it before a pool forks)."""
    from odsgen.checking.spec import spec_snapshot

    digest, raw = spec_snapshot(spec)
    _keep_spec(digest, spec)
    return digest, raw


def _keep_spec(digest: str, spec: Any) -> Any:
    if digest not in _SPECS and len(_SPECS) >= _KEEP:
        _SPECS.clear()
        _WORKER.clear()
    _SPECS[digest] = spec
    return spec


@dataclasses.dataclass(frozen=True)
class _Job:
    """A worker's task as ``iter_sweep`` writes it in JSON (``run_job``): the spec's
    ``{"hash", "snapshot"}``, the targets files read, the targets as [label, text], the
    options and the modules' paths."""

    spec: dict[str, str]
    target_files: list[str]
    targets: list[list[str]]
    options: dict[str, Any]
    paths: list[str]


@dataclasses.dataclass(frozen=True)
class _SpecUnavailable:
    """A worker's answer when it cannot have the spec or a target: the error's message and place."""

    message: str
    loc: Any = None  # (a Loc, or None)


def _worker_state(job: _Job) -> tuple[Any, list[tuple[str, Any]], dict[Any, Any]]:
    from odsgen.checking.targets.syntax import parse_target, read_targets_file

    memo = json.dumps([job.spec["hash"], job.target_files, job.targets], sort_keys=True, allow_nan=False)
    hit = _WORKER.get(memo)
    if hit is None:
        spec = _worker_spec(job.spec["hash"], job.spec["snapshot"])
        catalog = spec.catalog
        if job.target_files:
            catalog = dataclasses.replace(catalog, named=dict(catalog.named))
            for f in job.target_files:
                read_targets_file(f, catalog, spec.checker.dialects)
        env_cls = spec.checker.env_cls
        envs = [(label, parse_target(text, env_cls, catalog)) for label, text in job.targets]
        hit = _WORKER[memo] = (spec, envs, {})
    return hit


def run_job(job: str) -> list[SweepRow] | _SpecUnavailable:
    """A worker's task: ``job`` is JSON ``{"spec": {"hash", "snapshot"}, "target_files":
    [...], "targets": [[label, text]], "paths": [...], "options": {...}}``: the spec is the
    one the caller loaded (``spec_snapshot``, verified by its hash), never read again from
    its files. The answer is the paths' rows (``sweep_module``: records, which the executor
    pickles; ops with the same requirements share their reasons, and pickling keeps them
    shared), or a ``_SpecUnavailable`` when the spec or a target cannot be had here
    (``_answer`` raises it)."""
    task = _Job(**json.loads(job))
    try:
        spec, targets, memo = _worker_state(task)
    except (OdsgenError, OSError) as exc:
        first = exc.diagnostics[0] if isinstance(exc, OdsgenError) and exc.diagnostics else None
        return _SpecUnavailable(str(exc), None) if first is None else _SpecUnavailable(first.message, first.loc)
    return [sweep_module(spec, targets, p, task.options, memo) for p in task.paths]


def _answer(answer: list[SweepRow] | _SpecUnavailable) -> list[SweepRow]:
    """The rows of ``run_job``'s answer; an ``OdsgenError`` when the worker could not have the spec."""
    if isinstance(answer, _SpecUnavailable):
        raise OdsgenError(Diagnostic(answer.loc, Severity.ERROR, answer.message))
    return answer


def run_sweep(*args: Any, **kwargs: Any) -> list[dict[str, Any]]:
    """The rows of ``paths`` (in their order): ``iter_sweep``'s (same arguments), in a list;
    a ``SweepCancelled`` has every row done by then."""
    rows: list[dict[str, Any]] = []
    try:
        rows.extend(iter_sweep(*args, **kwargs))
    except SweepCancelled as exc:
        raise SweepCancelled(rows + exc.rows, exc.missing) from None
    return rows


def iter_sweep(
    spec: Any,
    key: dict[str, Any],
    targets: Sequence[SweepTarget],
    paths: Sequence[str],
    options: dict[str, Any],
    executor: Any = None,
    progress: Callable[[str], None] | None = None,
) -> Iterator[dict[str, Any]]:
    """The rows of ``paths``, each as soon as it and those before it are done (in their
    order; a report can write each and let it go): in this process with ``spec`` (a
    LoadedSpec) when ``executor`` is None, else as ``run_job`` tasks of a few modules each
    given to ``executor`` (a ``concurrent.futures.Executor``; ``key``: ``spec_key``). Each
    row is the dict callers take (``SweepRow.to_json``), made here from its record."""
    if executor is None:
        pairs = [(label, env) for label, _, env in targets]
        memo: dict[Any, Any] = {}
        for p in paths:
            row = sweep_module(spec, pairs, p, options, memo)
            if progress:
                progress(p)
            yield row.to_json()
        return
    import base64

    digest, raw = share_spec(spec)
    head = json.dumps(
        {
            "spec": {"hash": digest, "snapshot": base64.b64encode(raw).decode("ascii")},
            "target_files": key.get("target_files", []),
            "targets": [[label, text] for label, text, _ in targets],
            "options": options,
        },
        allow_nan=False,
    )
    size = max(1, min(32, len(paths) // 16))
    chunks = [list(paths[i : i + size]) for i in range(0, len(paths), size)]
    # (the job's JSON is the head's object with the paths added: the head is encoded once)
    futures = {
        executor.submit(run_job, head[:-1] + ', "paths": ' + json.dumps(c, allow_nan=False) + "}"): n
        for n, c in enumerate(chunks)
    }
    done: dict[int, list[SweepRow]] = {}  # (chunks done before one ahead of them)
    following = 0
    for fut in _as_done(futures):
        n = futures[fut]
        if fut.cancelled():
            # (the rows yielded are the caller's: run_sweep adds them)
            rows_done = [row.to_json() for k in sorted(done) for row in done[k]]
            missing = [p for k, chunk in enumerate(chunks) if k >= following and k not in done for p in chunk]
            raise SweepCancelled(rows_done, missing)
        done[n] = _answer(fut.result())
        if progress:
            for p in chunks[n]:
                progress(p)
        while following in done:
            yield from (row.to_json() for row in done.pop(following))
            following += 1


class SweepCancelled(CancelledError):
    """The executor cancelled a sweep's task (``executor.shutdown(cancel_futures=True)``,
    ``future.cancel()``): ``rows`` are the rows of the modules checked by then, in the
    modules' order, ``missing`` the paths of the others (``odsgen.validate_many`` adds
    ``partial``: the matrix of those rows)."""

    def __init__(self, rows: list[dict[str, Any]], missing: list[str]) -> None:
        super().__init__(
            f"validate_many: the executor cancelled the sweep: {len(rows)} of {len(rows) + len(missing)} "
            "modules were checked (.partial holds their matrix, .missing the others)"
        )
        self.rows = rows
        self.missing = missing
        self.partial: dict[str, Any] | None = None


def _as_done(futures: Iterable[Any], poll: float = 0.25) -> Iterator[Any]:
    """Each future as it finishes or is cancelled. ``as_completed`` and ``wait`` learn of a
    cancelled future only once a worker would have started it, which never happens when
    the executor was shut down with ``cancel_futures=True``: they wait for ever. A done
    callback runs on cancellation too; the poll is for executors whose futures do not call
    it on cancel (at worst ``poll`` seconds late)."""
    import queue

    pending = set(futures)
    ready: queue.SimpleQueue[Any] = queue.SimpleQueue()
    for fut in pending:
        fut.add_done_callback(ready.put)
    while pending:
        try:
            fut = ready.get(timeout=poll)
        except queue.Empty:
            stopped = [f for f in pending if f.cancelled()]
            if not stopped:
                continue
            fut = stopped[0]
        if fut in pending:
            pending.discard(fut)
            yield fut
