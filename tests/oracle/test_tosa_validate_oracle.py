"""odsgen's TOSA verdicts against ``mlir-opt --tosa-attach-target=... --tosa-validate=
strict-op-spec-alignment`` (issue 22): a generated corpus of single-op modules
(tosa_validate_corpus.py: every tuple of TOSA's compliance tables of the ops it builds,
and each with its first element type replaced by every one of i1 ... f8E5M2), those
MLIR's verifier accepts, under targets of profile/extension combinations at 1.0 and
1.1.draft. The main figure is at level ``none``; the same targets at ``8k`` are counted
apart (level checks belong to the limits dimension, not to this test)."""

from __future__ import annotations

import pytest

from run_once import once
from tosa_validate_corpus import candidates, run_grouped, run_split, verify_split

from odsgen.model.tosa_compliance import COMPLIANCE_DATA, parse_compliance

TARGETS = [
    ("1.0", ["pro_int"], []),
    ("1.0", ["pro_fp"], []),
    ("1.0", ["pro_int", "pro_fp"], []),
    ("1.0", ["pro_int"], ["int16", "int4"]),
    ("1.0", ["pro_fp"], ["bf16", "fp8e4m3", "fp8e5m2"]),
    ("1.0", [], ["int16", "bf16"]),
    ("1.0", ["pro_int", "pro_fp"], ["int16", "int4", "bf16", "fp8e4m3", "fp8e5m2", "fft", "variable", "dynamic"]),
    ("1.1.draft", ["pro_int", "pro_fp"], ["int64", "int16"]),
    ("1.1.draft", ["pro_fp"], ["bf16", "int64", "fp8e4m3"]),
    ("1.1.draft", ["pro_int"], []),
    ("1.1.draft", ["pro_fp"], ["mxfp", "shape", "fp8e4m3"]),
    ("1.1.draft", ["pro_int", "pro_fp"], ["mxfp", "bf16", "shape", "fp8e5m2", "int64", "int16", "int4"]),
]

# Disagreements that are mlir-opt's own error, with why: none so far.
KNOWN: dict[tuple[str, tuple[str, ...], str], str] = {}


def _mlir_flags(version, profiles, extensions, level):
    parts = [f"specification_version={version}", f"level={level}"]
    if profiles:
        parts.append("profiles=" + ",".join(profiles))
    if extensions:
        parts.append("extensions=" + ",".join(extensions))
    return [f"--tosa-attach-target={' '.join(parts)}", "--tosa-validate=strict-op-spec-alignment"]


def _odsgen_target(version, profiles, extensions, level):
    return (
        f"specification_version={version},level={level},profiles={'+'.join(profiles) or 'none'},"
        f"extensions={'+'.join(extensions) or 'none'}"
    )


@pytest.fixture(scope="module")
def verified(mlir_opt, llvm_include, tmp_path_factory):
    """The candidates, MLIR's verifier's errors per candidate and each candidate in generic
    form ("" for those it refuses): the largest run of the file (two mlir-opt processes over
    its halves), once for the run, by the first of its workers that asks (run_once.py)."""
    tables = parse_compliance(str(llvm_include / COMPLIANCE_DATA))
    cands = candidates(tables)
    texts = [c[2] for c in cands]
    d = tmp_path_factory.mktemp("tosa-verify")
    bad, generic = once(
        "tosa-validate-verified",
        (str(mlir_opt), texts),
        lambda: verify_split(str(mlir_opt), texts, d / "verify.mlir", 2),
    )
    return cands, bad, generic


@pytest.fixture(scope="module")
def corpus(verified, tmp_path_factory):
    cands, bad, _generic = verified
    d = tmp_path_factory.mktemp("tosa-corpus")
    assert -1 not in bad or not bad[-1], bad.get(-1, [])[:3]
    kept = [c for k, c in enumerate(cands) if k not in bad]
    ops = {c[0] for c in kept}
    print(f"corpus: {len(kept)} of {len(cands)} candidate modules verify, {len(ops)} ops")
    return kept, d


LEVELS = ("none", "8k")
# One test per (level, target): each runs tosa-validate once over the corpus and compares.
CELLS = [(level, t) for level in LEVELS for t in range(len(TARGETS))]


def _cell_id(cell) -> str:
    level, t = cell
    version, profiles, extensions = TARGETS[t]
    return f"{level}-{version}-{'+'.join(profiles) or 'none'}-{'+'.join(extensions) or 'none'}"


@pytest.fixture(scope="module")
def prepared(verified, corpus, llvm_include):
    """The spec, and the corpus's modules in generic form (printed by the verifying run) as
    odsgen's reader reads them: (spec, their tosa ops per module, texts)."""
    from odsgen.api import load_spec
    from odsgen.runtime.reader import read_text

    _cands, bad, printed = verified
    kept, _d = corpus
    include = str(llvm_include)
    # (lazy: the checks need the spec's checker, not its model evaluated again)
    spec = load_spec(f"{include}/mlir/Dialect/Tosa/IR/TosaOps.td", include_dirs=[include], lazy=True)
    texts = [c[2] for c in kept]
    # (mlir-opt prints each module it verifies, and nothing of one it refuses)
    assert all(bool(g.strip()) == (k not in bad) for k, g in enumerate(printed))
    generic = [g for k, g in enumerate(printed) if k not in bad]
    assert len(generic) == len(texts)
    parsed = [read_text(g, f"m{k}") for k, g in enumerate(generic)]
    modules = [[op for op in m.walk() if op.name.startswith("tosa.")] for m in parsed]
    return spec, parsed, modules, texts


_OURS: dict[tuple[str, int], list[bool]] = {}


def _theirs(mlir_opt, texts: list[str], flags: list[str], path) -> dict[int, list[str]]:
    """``run_grouped`` of the modules under ``flags``, once for the run (run_once.py): the
    grouped test and the cell of the same target ask for the same run."""
    key = (str(mlir_opt), texts, flags)
    return once("tosa-validate-grouped", key, lambda: run_grouped(str(mlir_opt), texts, flags, path))


def _ours(prepared, level: str, t: int) -> list[bool]:
    """odsgen's verdict on each module under TARGETS[t] at ``level`` (per worker, once)."""
    if (level, t) not in _OURS:
        spec, _parsed, modules, _texts = prepared
        env = spec.target(_odsgen_target(*TARGETS[t], level))
        conversion = spec.package.target.conversion_target(env)
        mine = []
        for ops in modules:
            ok = all(env.is_legal(o) for o in ops)
            # The same through the generated package's conversion_target.
            assert ok == all(conversion.is_legal(o) for o in ops)
            mine.append(ok)
        _OURS[level, t] = mine
    return _OURS[level, t]


def test_cells_cover_every_target_at_every_level():
    """The per-(level, target) tests together compare every target of TARGETS at both levels."""
    assert sorted(CELLS) == sorted((level, t) for level in LEVELS for t in range(len(TARGETS)))
    assert len(set(map(_cell_id, CELLS))) == len(TARGETS) * len(LEVELS)


@pytest.mark.oracle
@pytest.mark.slow
@pytest.mark.parametrize("cell", [("8k", 6), ("none", len(TARGETS) - 1)], ids=_cell_id)
def test_grouped_runs_give_one_module_per_chunk_errors(corpus, prepared, mlir_opt, cell):
    """The cells ask tosa-validate about 200 modules to a chunk (run_grouped); under the
    targets with every 1.0 extension (``variable`` too) at level 8k and with 1.1's at
    level none, that gives the errors of one module to a chunk (run_split), message for
    message: grouping changes no verdict."""
    level, t = cell
    kept, d = corpus
    texts = prepared[3]
    flags = _mlir_flags(*TARGETS[t], level)
    alone = run_split(str(mlir_opt), texts, flags, d / f"alone-{level}-{t}.mlir")
    grouped = _theirs(mlir_opt, texts, flags, d / f"grouped-{level}-{t}.mlir")
    assert 0 < len(alone) < len(texts) and -1 not in alone  # both verdicts, every error located
    assert grouped == alone


@pytest.mark.oracle
@pytest.mark.slow
@pytest.mark.parametrize("cell", CELLS, ids=_cell_id)
def test_odsgen_decides_tosa_as_tosa_validate(corpus, prepared, mlir_opt, cell):
    """The corpus's shapes are within 8k's limits, so level 8k must agree too (the level
    checks themselves are the limits dimension's)."""
    level, t = cell
    version, profiles, extensions = TARGETS[t]
    kept, d = corpus
    texts = prepared[3]
    theirs = _theirs(mlir_opt, texts, _mlir_flags(version, profiles, extensions, level), d / f"run-{t}.mlir")
    mine = _ours(prepared, level, t)
    results = [
        ((version, tuple(profiles), tuple(extensions)), op, ts, mine[k], k not in theirs, theirs.get(k))
        for k, (op, ts, _text) in enumerate(kept)
    ]
    differ = [r for r in results if r[3] != r[4] and (r[1], r[2], r[0][0]) not in KNOWN]
    agree = len(results) - len(differ)
    print(f"{_cell_id(cell)}: odsgen's verdict equals tosa-validate's in {agree} of {len(results)} cases")
    assert not differ, differ[:10]


@pytest.mark.oracle
@pytest.mark.slow
def test_a_module_without_a_target_is_judged_as_tosa_validate_judges_it(corpus, prepared, mlir_opt):
    """A module with no tosa.target_env and no --target (issue 34): odsgen checks it against
    the dialect's ImplicitTarget, which must be the target plain ``--tosa-validate`` uses
    then (upstream's getDefaultTargetEnv), on every module of the corpus."""
    from odsgen.checking.validate import implicit_target

    spec, _parsed, modules, texts = prepared
    env = implicit_target(spec.checked)
    assert env is not None
    kept, d = corpus
    theirs = run_grouped(str(mlir_opt), texts, ["--tosa-validate=strict-op-spec-alignment"], d / "no-target.mlir")
    mine = [all(env.is_legal(o) for o in ops) for ops in modules]
    differ = [(kept[k][0], kept[k][1], mine[k], theirs.get(k)) for k in range(len(texts)) if mine[k] != (k not in theirs)]
    print(f"no target: odsgen equals tosa-validate on {len(texts) - len(differ)} of {len(texts)} modules")
    assert 0 < len(theirs) < len(texts) and not differ, differ[:10]


@pytest.mark.oracle
@pytest.mark.slow
def test_deduced_tosa_target_is_accepted_by_tosa_validate(corpus, prepared, mlir_opt):
    """odsgen's least target of every module it accepts under some target of TARGETS, and
    of every other module it deduces a target for (the shape ops, whose extension needs
    specification 1.1: issue 34, item 4), given to --tosa-attach-target, is one
    tosa-validate accepts the module under (modules are batched per distinct deduced
    target)."""
    from odsgen.checking.inputs.optable import OpTable

    spec, parsed, _ops, texts = prepared
    under_targets = {k for t in range(len(TARGETS)) for k, ok in enumerate(_ours(prepared, "none", t)) if ok}
    checker = spec.checked.checker
    by_target: dict[tuple, list[int]] = {}
    accepted = []
    for k in range(len(parsed)):
        u = checker.deduce(OpTable.from_module(parsed[k]), "module", f"m{k}", f"m{k}")
        assert u.ok or k not in under_targets, (k, u.errors)
        if not u.ok:
            continue
        accepted.append(k)
        req = u.requirements
        version = checker.case_spelling("SpecificationVersion", req.get("SpecificationVersion") or "V_1_0")
        key = (version, tuple(req.get("Profile") or ()), tuple(req.get("Extension") or ()))
        by_target.setdefault(key, []).append(k)
    rejected = []
    for (version, profiles, extensions), ks in by_target.items():
        kept, d = corpus
        errs = run_grouped(
            str(mlir_opt),
            [texts[k] for k in ks],
            _mlir_flags(version, list(profiles), list(extensions), "none"),
            d / "deduced.mlir",
        )
        rejected += [(kept[ks[j]][0], kept[ks[j]][1], version, profiles, extensions, e) for j, e in errs.items()]
    print(
        f"deduced targets: {len(accepted) - len(rejected)} of {len(accepted)} modules with a target"
        f" ({len(under_targets)} accepted under some target of TARGETS), {len(by_target)} targets"
    )
    assert len(accepted) > len(under_targets)  # the modules no target of TARGETS accepts are judged too
    assert not rejected, rejected[:5]


@pytest.mark.oracle
def test_corpus_covers_every_op_with_compliance_data(corpus, llvm_include):
    """Every op of the installed TosaComplianceData.h.inc (either table) has modules that
    MLIR's verifier accepts in the corpus, and so is compared with tosa-validate."""
    tables = parse_compliance(str(llvm_include / COMPLIANCE_DATA))
    with_data = {op for by_op in tables.values() for op in by_op}
    kept, _ = corpus
    covered = {c[0] for c in kept}
    assert len(with_data) >= 70, sorted(with_data)  # the file was read, not an empty parse
    assert not with_data - covered, sorted(with_data - covered)
