"""Benchmark: ONNX models and operator sets (issue 37; docs/onnx.md).

    python bench/bench_onnx.py            # 3 runs of each
    python bench/bench_onnx.py --runs 5

- ``import onnx``: ``odsgen import onnx -o onnx.td`` of the whole installed operator set,
  in a separate process each run.
- validate of the largest model the onnx wheel ships under ``onnx/backend/test/data``
  (by nodes) at its own opset: ``odsgen validate M --spec onnx.td --target opset=N`` in a
  separate process, after a warm-up run that fills odsgen's cache (not timed), beside
  ``onnx.checker.check_model(full_check=True)`` in process (its whole cost: it is a C++
  extension already loaded) and beside odsgen's in-process ``validate`` with the spec
  loaded. Medians are reported.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def _median(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    sys.path.insert(0, str(REPO))
    import onnx

    data = Path(onnx.__file__).parent / "backend" / "test" / "data"
    models = [(len(onnx.load(str(p), load_external_data=False).graph.node), p) for p in data.rglob("*.onnx")]
    nodes, largest = max(models)
    model = onnx.load(str(largest), load_external_data=False)
    opset = next(o.version for o in model.opset_import if o.domain in ("", "ai.onnx"))
    tmp = Path(tempfile.mkdtemp(prefix="odsgen-bench-onnx-"))
    spec = tmp / "onnx.td"
    cmd = [sys.executable, "-m", "odsgen"]

    def run(*a: str) -> None:
        subprocess.run([*cmd, *a], check=True, cwd=str(REPO), capture_output=True)

    t_import = _median(lambda: run("import", "onnx", "-o", str(spec)), args.runs)
    validate_args = ("validate", str(largest), "--spec", str(spec), "--target", f"opset={opset}")
    run(*validate_args)  # warm-up: fills the cache
    t_cli = _median(lambda: run(*validate_args), args.runs)
    t_checker = _median(lambda: onnx.checker.check_model(model, full_check=True), args.runs)
    from odsgen.api import load_spec, validate

    loaded = load_spec(str(spec))
    validate(loaded, model, f"opset={opset}", filename=largest.name)
    t_api = _median(lambda: validate(loaded, model, f"opset={opset}", filename=largest.name), args.runs)
    print(f"onnx {onnx.__version__}; largest shipped model: {largest.relative_to(data)} ({nodes} nodes, opset {opset})")
    print(f"  odsgen import onnx (whole operator set, process): {t_import:8.3f} s")
    print(f"  odsgen validate (process, cache warm):             {t_cli:8.3f} s")
    print(f"  odsgen validate (in process, spec loaded):          {t_api:8.3f} s")
    print(f"  onnx.checker.check_model(full_check=True):          {t_checker:8.3f} s")


if __name__ == "__main__":
    main()
