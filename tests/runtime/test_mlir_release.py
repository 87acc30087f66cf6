"""Which MLIR release's declarations apply, decided from the tree (issue 35, item 1), on
small trees written here (the real releases: tests/oracle/test_mlir_releases_oracle.py).

A tree with the SPIR-V dialect's base file and no ``llvm/Config/llvm-config.h`` whose
records are no release odsgen knows gets one warning and the spec alone; its
``llvm-config.h`` names the release; ``--mlir-release N`` overrides both.
"""

from __future__ import annotations

import json

import pytest
from check_support import run_cli

BASE = "mlir/Dialect/SPIRV/IR/SPIRVBase.td"


@pytest.fixture
def tree(tmp_path):
    """An include tree whose SPIRVBase.td defines the dialect and one op, nothing else."""
    inc = tmp_path / "include"
    base = inc / BASE
    base.parent.mkdir(parents=True)
    base.write_text(
        'include "odsgen/base.td"\n'
        'def SPIRV_Dialect : Dialect { let name = "spirv"; }\n'
        'def SPIRV_NopOp : Op<SPIRV_Dialect, "Nop">;\n'
    )
    return inc


def _avail(inc, *flags):
    return run_cli("avail", inc / BASE, "-I", inc, "--json", *flags)


def test_a_tree_that_says_no_release_gets_one_warning_and_the_spec_alone(tree):
    rc, out, err = _avail(tree)
    assert rc == 0, err
    assert err.startswith("warning: cannot tell which MLIR release the SPIR-V spec is from (the include tree ")
    assert "has no llvm/Config/llvm-config.h and its mlir/Dialect/SPIRV/IR/SPIRVBase.td is none of " in err
    assert "MLIR 16's, 19's and 22's" in err and err.count("\n") == 1
    assert err.rstrip().endswith("the answers are the spec's alone; --mlir-release N applies release N's")
    doc = json.loads(out)
    assert doc["corrections"]["applied"] == [] and doc["corrections"]["note"] == err.rstrip()
    # --no-upstream-corrections asks for none: nothing to warn about.
    rc, out, err = _avail(tree, "--no-upstream-corrections")
    assert (rc, err) == (0, "")


@pytest.mark.parametrize("major", [15, 23])
def test_llvm_config_h_names_the_release(tree, major):
    """A release odsgen has no declarations of, older or newer than those it knows."""
    config = tree / "llvm" / "Config" / "llvm-config.h"
    config.parent.mkdir(parents=True)
    config.write_text(f"#define LLVM_VERSION_MAJOR {major}\n#define LLVM_VERSION_MINOR 0\n")
    rc, _, err = _avail(tree)
    assert rc == 0, err
    assert err == (
        f"warning: odsgen has no declarations of MLIR {major}'s hand-written SPIR-V availability "
        f"(its {config} says LLVM {major}; it has MLIR 16's, 19's and 22's): the answers are the spec's alone; "
        "--mlir-release N applies release N's\n"
    )


@pytest.mark.parametrize("major", [16, 19, 22])
def test_mlir_release_overrides_the_tree(tree, major):
    """--mlir-release N picks N's declarations; this tree lacks the ops they name, which the
    note says (not an error of the library file)."""
    rc, _, err = _avail(tree, "--mlir-release", str(major))
    assert rc == 0, err
    assert err == (
        f"note: not applying odsgen's declarations of MLIR {major}'s hand-written SPIR-V availability "
        f"(odsgen/mlir{major}/spirv.td): the spec does not define SPIRV_SDotOp\n"
    )


def test_mlir_release_must_be_a_number(tree, capsys):
    from odsgen.cli import main

    with pytest.raises(SystemExit) as exc:
        main(["avail", str(tree / BASE), "--mlir-release", "nineteen"])
    assert exc.value.code == 2
    assert "argument --mlir-release: not a release number: 'nineteen' (16, 19, 22)" in capsys.readouterr().err
