"""Differential tests against mlir-opt 22: read and print back what mlir-opt prints.

For every input under ``inputs/`` (our own modules in builtin, func, arith, math,
scf, cf, memref, spirv, tosa and unregistered dialects, in custom and generic
syntax):

* ``mlir-opt --mlir-print-op-generic`` gives the generic form G (also with
  ``--mlir-print-debuginfo``, so locations are covered);
* odsgen reads G and prints it: the text must be G byte for byte, and mlir-opt
  must parse odsgen's text to the same module (its generic print equals G);
* reading through the general parser only (``fast=False``) prints the same.
"""

from __future__ import annotations

import pytest
from runtime_support import INPUTS, run_odsgen

from odsgen.runtime.printer import module_to_str
from odsgen.runtime.reader import read_text

INPUT_FILES = sorted(p.name for p in INPUTS.glob("*.mlir"))
MODES = {"generic": (), "debuginfo": ("--mlir-print-debuginfo",)}

pytestmark = pytest.mark.oracle


def test_inputs_exist() -> None:
    assert len(INPUT_FILES) >= 7


@pytest.mark.parametrize("mode", sorted(MODES))
@pytest.mark.parametrize("name", INPUT_FILES)
def test_round_trip_matches_mlir_opt(name: str, mode: str, mlir_generic) -> None:
    flags = MODES[mode]
    generic = mlir_generic((INPUTS / name).read_text(), *flags)
    module = read_text(generic, f"{name}.generic")
    printed = module_to_str(module)
    # What mlir-opt makes of odsgen's output is the module it started from...
    assert mlir_generic(printed, *flags) == generic
    # ...and odsgen prints exactly what mlir-opt prints (same numbering, aliases, comments).
    assert printed == generic


@pytest.mark.parametrize("name", INPUT_FILES)
def test_general_parser_agrees_with_fast_path(name: str, mlir_generic) -> None:
    generic = mlir_generic((INPUTS / name).read_text(), "--mlir-print-debuginfo")
    fast = module_to_str(read_text(generic, name))
    slow = module_to_str(read_text(generic, name, fast=False))
    assert fast == slow == generic


@pytest.mark.parametrize("name", ["handwritten.generic.mlir", "builtin_types.mlir", "builtin_attrs.mlir"])
def test_hand_written_generic_input_reads_directly(name: str, mlir_generic) -> None:
    """Inputs already in generic form (odd spacing, comments, forward references)
    read directly and print to a module mlir-opt sees as the original."""
    text = (INPUTS / name).read_text()
    printed = module_to_str(read_text(text, name))
    # Without --mlir-print-debuginfo: mlir-opt's implicit locations are line numbers.
    assert mlir_generic(printed) == mlir_generic(text)


def test_cli_output_parses_to_same_module(tmp_path, mlir_generic) -> None:
    generic = mlir_generic((INPUTS / "func_arith_scf_cf.mlir").read_text())
    src = tmp_path / "in.mlir"
    src.write_text(generic)
    proc = run_odsgen("print", str(src))
    assert proc.returncode == 0, proc.stderr.decode()
    assert proc.stdout.decode() == generic
    assert mlir_generic(proc.stdout.decode()) == generic


def test_generated_benchmark_module_is_valid_and_round_trips(mlir_opt_bin, mlir_generic) -> None:
    """bench/gen_module.py makes modules mlir-opt verifies; odsgen prints them as mlir-opt does."""
    import io
    import sys

    sys.path.insert(0, str(INPUTS.parents[2] / "bench"))
    try:
        from gen_module import generate
    finally:
        sys.path.pop(0)
    out = io.StringIO()
    count = generate(out.write, 3000, seed=7)
    assert count >= 3000
    text = out.getvalue()
    # mlir-opt verifies the module by default: registered dialects, types and dominance.
    generic = mlir_generic(text)
    module = read_text(text, "generated.mlir")
    assert sum(1 for _ in module.walk()) == count
    assert mlir_generic(module_to_str(module)) == generic
    assert module_to_str(read_text(generic)) == generic
