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
