"""A target a run assumes is said (issue 34, item 2: the same words give MLIR's answer).

On a real network (torch-mlir's MLP with a dynamic batch dimension, tests/data/tosa_networks):

- no --target and no ``tosa.target_env`` in the module: validate and explain check against
  TOSA's default target (MLIR's getDefaultTargetEnv, what ``mlir-opt --tosa-validate``
  checks), with one line on stderr naming it, ``"assumed_target": {"implicit": true}`` in
  JSON and the run's SARIF property ``assumedTargets``; explain of an op instance gives its
  verdict against it too (of an op name, none: its own availability is no instance's);
- a --target that leaves out the level and the specification version gets
  ``--tosa-attach-target``'s defaults (8k, 1.0): validate, explain and deduce say which.
"""

from __future__ import annotations

import json
from pathlib import Path

from check_support import run_cli

NETWORK = Path(__file__).resolve().parents[1] / "data" / "tosa_networks" / "torch_mlp_dynamic_f32.mlir"
DEFAULT = "profiles=pro_fp+pro_int,extensions=none,level=8k,specification_version=1.0"
IMPLICIT_NOTE = (
    f"{NETWORK}: note: no --target and no 'tosa.target_env' in the module: assumed the dialect's default "
    f"target {DEFAULT}, as mlir-opt --tosa-validate checks it"
)
DEFAULTED_NOTE = (
    "note: the target 'profiles=pro_fp' leaves out specification_version, level: assumed "
    "specification_version=1.0, level=8k, the defaults of mlir-opt --tosa-attach-target; the target is "
    "profiles=pro_fp,extensions=none,level=8k,specification_version=1.0"
)


def _spec(llvm_include) -> list[str]:
    return ["--spec", f"{llvm_include}/mlir/Dialect/Tosa/IR/TosaOps.td", "-I", str(llvm_include)]


def _notes(err: str, start: str) -> list[str]:
    return [line for line in err.splitlines() if line.startswith(start)]


def test_validate_says_it_assumed_the_default_target(llvm_include):
    rc, out, err = run_cli("validate", NETWORK, *_spec(llvm_include))
    assert rc == 1, out + err  # (the dynamic dimension: over level 8k)
    assert _notes(err, f"{NETWORK}: note: no --target") == [IMPLICIT_NOTE]
    assert f"{NETWORK}: target {DEFAULT}" in out.splitlines()
    rc, out, _ = run_cli("validate", NETWORK, *_spec(llvm_include), "--format", "json")
    (module,) = json.loads(out)["modules"]
    assert module["assumed_target"] == {"target": DEFAULT, "implicit": True, "defaulted": {}}
    rc, out, _ = run_cli("validate", NETWORK, *_spec(llvm_include), "--format", "sarif")
    (run,) = json.loads(out)["runs"]
    assert run["properties"]["assumedTargets"] == [
        {"module": str(NETWORK), "target": DEFAULT, "implicit": True, "defaulted": {}}
    ]


def test_a_target_leaving_out_the_level_is_said_to_have_the_defaults(llvm_include):
    target = ["--target", "profiles=pro_fp"]
    rc, out, err = run_cli("validate", NETWORK, *_spec(llvm_include), *target)
    assert rc == 1, out + err
    assert _notes(err, "note: the target") == [DEFAULTED_NOTE]
    assert not _notes(err, f"{NETWORK}: note: no --target")
    rc, out, err = run_cli("validate", NETWORK, *_spec(llvm_include), *target, "--format", "json")
    (module,) = json.loads(out)["modules"]
    assert module["assumed_target"]["defaulted"] == {"specification_version": "1.0", "level": "8k"}
    assert module["assumed_target"]["implicit"] is False
    rc, out, err = run_cli("deduce", NETWORK, *_spec(llvm_include), *target, "--format", "json")
    assert _notes(err, "note: the target") == [DEFAULTED_NOTE]
    assert json.loads(out)["assumed_target"]["defaulted"] == {"specification_version": "1.0", "level": "8k"}
    # A target that says every axis assumes nothing.
    full = ["--target", "profiles=pro_fp,level=none,specification_version=1.0"]
    rc, out, err = run_cli("validate", NETWORK, *_spec(llvm_include), *full, "--format", "json")
    assert rc == 0 and "note: the target" not in err, err
    assert "assumed_target" not in json.loads(out)["modules"][0]


def test_explain_without_a_target_gives_the_default_targets_verdict(llvm_include):
    # The reshape of the dynamic argument (16:11): not legal at level 8k.
    rc, out, err = run_cli("explain", "--module", NETWORK, "--at", "16:11", *_spec(llvm_include))
    assert rc == 1, out + err
    assert _notes(err, f"{NETWORK}: note: no --target") == [IMPLICIT_NOTE]
    assert f"  'tosa.reshape' at {NETWORK}:16:11 is not legal:" in out.splitlines(), out
    rc, out, err = run_cli("explain", "--module", NETWORK, "--at", "16:11", *_spec(llvm_include), "--format", "json")
    doc = json.loads(out)
    assert doc["assumed_target"] == {"target": DEFAULT, "implicit": True, "defaulted": {}}
    # An op without a module has no instance to check: no target is assumed for it.
    rc, out, err = run_cli("explain", "tosa.abs", *_spec(llvm_include))
    assert rc == 0 and "assumed" not in err, out + err
