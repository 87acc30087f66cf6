"""Helpers for the validate/deduce/explain/targets/rewrite tests: loading specs once, running the CLI."""

from __future__ import annotations

import argparse
import contextlib
import functools
import io
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "examples"
GPU = str(EXAMPLES / "gpu" / "gpu.td")
DATAFLOW = str(EXAMPLES / "dataflow" / "dataflow.td")
RFC = str(EXAMPLES / "rfc" / "example.td")


# What a command says on stderr when it applies odsgen's declarations of MLIR 22's
# hand-written SPIR-V availability (odsgen.model.corrections).
CORRECTIONS_NOTE = (
    "note: applying odsgen's declarations of MLIR 22's hand-written SPIR-V availability "
    "(odsgen/mlir22/spirv.td); --no-upstream-corrections turns them off"
)


def spec_args(*specs: str, includes=(), targets=(), upstream=True, khronos=False) -> argparse.Namespace:
    return argparse.Namespace(
        spec=list(specs),
        include_dirs=list(includes),
        defines=[],
        target_files=list(targets),
        no_cache=False,
        upstream_corrections=upstream,
        khronos_corrections=khronos,
    )


@functools.lru_cache(maxsize=None)
def loaded(*specs: str, includes: tuple = ()):
    """The LoadedSpec of ``specs`` (generated package imported, rules read), once per session."""
    from odsgen.commands._spec import load_spec

    return load_spec(spec_args(*specs, includes=includes))


def run_cli(*argv: str) -> tuple[int, str, str]:
    """``odsgen ARGV`` in process: (exit status, stdout, stderr)."""
    from odsgen.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = main([str(a) for a in argv])
    return rc, out.getvalue(), err.getvalue()


def read(text: str, name: str = "m.mlir"):
    from odsgen.runtime.reader import read_text

    return read_text(text, name, freeze=False)


# Type rules of the example GPU dialect (odsgen/typerules.td): value types, a context that
# replaces a dimension, a dialect type's parameters, a rule about one op.
GPU_TYPE_RULES = """
include "odsgen/typerules.td"

def T_SC_Storage : I32EnumAttrCase<"Storage", 0> {
  list<Availability> availability = [Extension<[GS_KHR_16bit_storage]>];
}
def T_SC_Private : I32EnumAttrCase<"Private", 1>;

def T_Rules : TypeRules<"gs"> {
  let rules = [
    TypeAvailableAt<I64, [Capability<[GS_C_Int64]>]>,
    TypeAvailableAt<AnyTypeOf<[I16, F16]>, [Capability<[GS_C_Int16]>]>
  ];
}
def T_InStorage : TypeRules<"gs"> {
  let context = [T_SC_Storage];
  let replaces = ["Capability"];
  let rules = [TypeAvailableAt<I16, [Capability<[GS_C_StorageBuffer16BitAccess]>]>];
}
def T_Buffer : TypeParameterAvailability<"gs", "buf", [T_SC_Storage, T_SC_Private]>;
def T_IAdd : TypeRules<"gs"> {
  let ops = ["gs.iadd"];
  let values = ["result #0"];
  let walk = 0;
  let rules = [TypeAvailableAt<VectorOf<[I16]>, [Capability<[GS_C_Float64]>]>];
}
"""
