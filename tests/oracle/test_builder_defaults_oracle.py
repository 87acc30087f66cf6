"""The defaults generated builders show (``build`` docs) against mlir-opt's.

A builder leaves a default-valued attribute out when given None, and MLIR reads the
absent attribute as its ODS default; the builder's doc names that default as a Python
value where the C++ default is a literal of the attribute's kind (docs/codegen.md,
builders). mlir-opt is the oracle: for every TOSA op with such a default, a well-formed
instance without the attribute is printed by mlir-opt in generic form, which fills in
the default; the attribute the builder makes of the documented value must be that one.
"""

from __future__ import annotations

import random
import re
import subprocess

import pytest

import odsgen
from odsgen.runtime import builders
from odsgen.runtime.reader import read_text
from verify_modules import Case, base_instances, run_mlir_opt

pytestmark = pytest.mark.oracle

_DEFAULT = re.compile(r"``(\w+)=([^`]+)``")


def test_documented_defaults_are_mlir_opts(llvm_include, mlir_opt, tmp_path):
    spec = odsgen.load_spec(str(llvm_include / "mlir/Dialect/Tosa/IR/TosaOps.td"), [str(llvm_include)])
    pkg = spec.package
    specs = pkg.ops.VERIFIER.specs
    rng = random.Random(15)
    candidates = []  # (op name, documented defaults, instance): several instances per op
    for cls in pkg.ops.OPS.values():
        documented = dict(_DEFAULT.findall(" ".join((cls.build.__doc__ or "").split())))
        if documented:
            for inst in base_instances(specs[cls.OPERATION_NAME], rng, 6):
                candidates.append((cls.OPERATION_NAME, documented, inst.text()))
    verdicts = run_mlir_opt(
        str(mlir_opt), [Case(op, "base", "base", text) for op, _, text in candidates], str(tmp_path / "all.mlir")
    )
    checks = []  # (op name, attribute, documented value, an instance mlir-opt accepts)
    seen = set()
    for (op_name, documented, text), (rejected, _) in zip(candidates, verdicts):
        if not rejected and op_name not in seen:
            seen.add(op_name)
            checks += [(op_name, name, value, text) for name, value in documented.items()]
    # Both kinds TOSA has: an enum case (nan_mode) and a bool (local_bound).
    assert {v.split(".")[0] for _, _, v, _ in checks} >= {"NanPropagationMode", "False"}, checks
    path = tmp_path / "defaults.mlir"
    path.write_text("// -----\n".join(text for *_, text in checks))
    out = subprocess.run(
        [str(mlir_opt), "--allow-unregistered-dialect", "--split-input-file", "--mlir-print-op-generic", str(path)],
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    ).stdout
    chunks = out.split("// -----")
    assert len(chunks) == len(checks)
    namespace = vars(pkg.enums)
    tosa = (llvm_include / "mlir/Dialect/Tosa/IR").glob("*.td")
    optional_defaults = {
        n for f in tosa for n in re.findall(r"DefaultValuedOptionalAttr<[^;]*?>:\$(\w+)", f.read_text())
    }
    compared = []
    for (op_name, name, value, _), chunk in zip(checks, chunks):
        [op] = [o for o in read_text(chunk, "out.mlir").walk() if o.name == op_name]
        filled = op.properties[name] if op.properties is not None and name in op.properties else None
        attr_spec = next(a for a in specs[op_name].attributes if a.name == name)
        made = builders.attribute_from(eval(value, namespace), attr_spec.matcher)  # noqa: S307 (generated text)
        if filled is None:  # MLIR fills in DefaultValuedAttr, not DefaultValuedOptionalAttr
            assert name in optional_defaults, (op_name, name)
            continue
        compared.append(value)
        assert made == filled, (op_name, name, value, str(filled), str(made))
    assert any(v.startswith("NanPropagationMode.") for v in compared), compared
