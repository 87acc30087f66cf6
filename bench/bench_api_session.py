"""Benchmark: the Python API in a loop over many modules, each call on its own and inside
``odsgen.session()``, side by side with ``mlir-opt-22 --spirv-update-vce`` on the same files.

    python bench/bench_api_session.py                  # 200 kernels, 3 runs each
    python bench/bench_api_session.py --kernels 1000 --runs 5

The kernels are bench_spirv_validate.py's (tests/oracle/device_kernels.py's families,
stamped by ``odsgen deduce --write``), as ``.mlir`` files in custom syntax with the
device's ``spirv.target_env``: what a script that checks a folder of compiler output
reads, through MLIR's parser. The spec (MLIR 22's SPIR-V) is loaded once, not timed.

Rows, each a median of ``--runs`` runs (taking turns):

- ``odsgen.validate, one call each``: ``odsgen.validate(spec, path, target)`` per file, as
  a loop of a script writes it: each call forks a parsing helper of its own;
- ``... in odsgen.session()``: the same loop inside ``with odsgen.session():``, one
  resident parsing helper for the block;
- ``mlir-opt/file``: one ``mlir-opt --spirv-update-vce K.mlir`` process per file;
- ``mlir-opt 1 run``: one ``mlir-opt --split-input-file --spirv-update-vce`` of all of them.

CPU is user + sys of this process and of its children (the helpers, mlir-opt). Both API
rows must give the same answers (checked, per file); the ratios are against mlir-opt's
per-file row.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from bench_print import find_mlir_opt  # noqa: E402
from bench_spirv_validate import LLVM, build, device_report, with_target_env, work_folder  # noqa: E402


def _cpu() -> float:
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kernels", type=int, default=200)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--work", type=Path, default=None, help="keep the corpus here (default: a temporary folder)")
    args = ap.parse_args()
    mlir_opt = find_mlir_opt()
    if mlir_opt is None:
        raise SystemExit("mlir-opt (MLIR 22) is not installed")
    import odsgen

    folder, _tmp = work_folder(args.work, "odsgen-bench-api-")
    device = device_report(folder)
    _, mlirs = build(folder, args.kernels)
    mlirs = with_target_env(mlirs, device, folder)
    spec = odsgen.load_spec(
        str(LLVM / "include/mlir/Dialect/SPIRV/IR/SPIRVOps.td"), include_dirs=[str(LLVM / "include")]
    )
    target = str(device)
    print(f"{len(mlirs)} kernels; device {device}")

    def loop() -> list[str]:
        return [odsgen.validate(spec, str(p), target)["status"] for p in mlirs]

    def in_session() -> list[str]:
        with odsgen.session():
            return loop()

    split = folder / "all.mlir"
    split.write_text("\n// -----\n".join(p.read_text() for p in mlirs))

    def per_file() -> None:
        for p in mlirs:
            subprocess.run([mlir_opt, "--spirv-update-vce", str(p), "-o", os.devnull], capture_output=True)

    def one_run() -> None:
        subprocess.run(
            [mlir_opt, "--split-input-file", "--spirv-update-vce", str(split), "-o", os.devnull], capture_output=True
        )

    rows = {
        "odsgen.validate, one call each": loop,
        "odsgen.validate in odsgen.session()": in_session,
        "mlir-opt/file": per_file,
        "mlir-opt 1 run": one_run,
    }
    answers = {}
    for name in ("odsgen.validate, one call each", "odsgen.validate in odsgen.session()"):
        answers[name] = rows[name]()  # (a warm-up, untimed: odsgen's cache, the page cache)
    if len(set(map(tuple, answers.values()))) != 1:
        raise SystemExit("the API's answers differ inside and outside odsgen.session()")
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in rows}
    for _ in range(args.runs):
        for name, fn in rows.items():
            start, cpu = time.perf_counter(), _cpu()
            fn()
            times[name].append((time.perf_counter() - start, _cpu() - cpu))
    ref = statistics.median(t[0] for t in times["mlir-opt/file"])
    ref_cpu = statistics.median(t[1] for t in times["mlir-opt/file"])
    print(f"{'row':40} {'wall s':>8} {'CPU s':>8} {'ms/file':>8} {'vs mlir-opt/file':>18}")
    for name, ts in times.items():
        wall, cpu = statistics.median(t[0] for t in ts), statistics.median(t[1] for t in ts)
        print(
            f"{name:40} {wall:8.2f} {cpu:8.2f} {1000 * wall / len(mlirs):8.1f} "
            f"{wall / ref:8.2f} / {cpu / ref_cpu:.2f} CPU"
        )
    print(
        "(statuses: "
        + ", ".join(
            f"{s} {answers['odsgen.validate, one call each'].count(s)}"
            for s in sorted(set(answers["odsgen.validate, one call each"]))
        )
        + ")"
    )


if __name__ == "__main__":
    main()
