"""A malformed op exits 3 in every syntax (issue 20, item 26).

verify_modules.py's mutated SPIR-V ops that mlir-opt rejects (a value too many or too few,
a wrong type, a required attribute left out, one of the wrong kind, an enum value that
is no case, a region with the wrong number of blocks...) are each written twice: in
generic form, which odsgen's reader reads and odsgen's verifier rejects, and in custom
syntax (the same op in a ``module { ... }``), which MLIR's parser reads and its verifier
rejects. One ``odsgen validate`` process over all of them: every module of both forms is
``malformed`` (exit 3), none an ``error`` (2, bad input). The same modules with a syntax
error before the op stay ``error``.

Measured (issue 20): before, 0 of 215 such modules in custom syntax were ``malformed``
(all 215 exited 2), against 215 of 215 in generic form; now 215 of 215 in both.
"""

from __future__ import annotations

import collections
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from odsgen.model import load_model
from odsgen.model.verify import build_verifier_specs
from verify_modules import Case, differential_cases

pytestmark = pytest.mark.oracle

ROOT = "mlir/Dialect/SPIRV/IR/SPIRVOps.td"
CASES = 215


def _rejected_cases(llvm_include, mlir_opt, tmp) -> list[Case]:
    """A sample of the mutated ops mlir-opt rejects (not the well-formed instances its C++
    verifiers reject: odsgen may accept those)."""
    specs = build_verifier_specs(load_model([str(llvm_include / ROOT)], [str(llvm_include)]))
    rng = random.Random(20)
    cases, verdicts = differential_cases(specs, rng, 1, str(mlir_opt), str(tmp))
    rejected = [c for c, (r, _) in zip(cases, verdicts) if r and c.category != "base"]
    rng.shuffle(rejected)
    return rejected[:CASES]


def test_malformed_ops_exit_3_in_custom_syntax_as_in_generic_form(llvm_include, mlir_opt, tmp_path):
    cases = _rejected_cases(llvm_include, mlir_opt, tmp_path)
    assert len(cases) == CASES
    forms = {
        "generic": lambda c: c.text,
        "custom": lambda c: "module {\n" + c.text + "}\n",
        "syntax error": lambda c: 'module {\n%x = "test.src"( : () -> i32\n' + c.text + "}\n",
    }
    paths: dict[str, list[str]] = {form: [] for form in forms}
    for i, c in enumerate(cases):
        for form, write in forms.items():
            p = tmp_path / f"{i:04d}-{form.replace(' ', '-')}.mlir"
            p.write_text(write(c))
            paths[form].append(str(p))
    specs = ["--spec", str(llvm_include / ROOT), "-I", str(llvm_include)]
    every = [p for ps in paths.values() for p in ps]
    proc = subprocess.run(
        [sys.executable, "-m", "odsgen", "validate", *every, *specs, "--target", "vulkan-1.3", "--format", "json"],
        capture_output=True,
        text=True,
        cwd=str(Path(__file__).resolve().parents[2]),
        timeout=1200,
    )
    assert proc.returncode == 2, proc.stderr[-2000:]  # (the syntax errors)
    status = {m["module"]: m["status"] for m in json.loads(proc.stdout)["modules"]}
    counts = {form: collections.Counter(status[p] for p in ps) for form, ps in paths.items()}
    print(counts)
    assert counts["generic"] == {"malformed": CASES}
    assert counts["custom"] == {"malformed": CASES}, [
        (c.op, c.mutation) for c, p in zip(cases, paths["custom"]) if status[p] != "malformed"
    ][:10]
    assert counts["syntax error"] == {"error": CASES}
