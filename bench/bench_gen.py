"""Benchmark: ``odsgen gen`` of the whole SPIR-V dialect against ``mlir-tblgen-22
--gen-spirv-avail-impls`` on the same root, and the generated per-op query cost.

    python bench/bench_gen.py                    # 3 cold, 5 repeated runs; 1M-op module
    python bench/bench_gen.py --cold 5 --repeated 9 --ops 200000
    python bench/bench_gen.py --skip-query       # generation only

Generation (each run a separate process, the tools taking turns, wall time around it):

- ``mlir-tblgen``: ``mlir-tblgen-22 --gen-spirv-avail-impls -I INC SPIRVOps.td -o FILE``.
- ``odsgen cold``: ``odsgen gen -I INC SPIRVOps.td -o DIR`` with no parsed file, no
  formatted output and no result cached, and an empty DIR. What is derived from odsgen's
  own files alone, built once per odsgen version on first use, is kept, as an installed
  program's is: the grammars' LALR tables and the compiled Jinja templates.
- ``odsgen first``: the same with a completely empty ``XDG_CACHE_HOME`` (the very first run).
- ``odsgen repeated``: the same command again with the caches and the output of an
  earlier run (nothing changed).
- ``odsgen xdsl cold``: ``odsgen gen ... --backend xdsl`` (odsgen's modules and the xDSL
  dialect and passes), cold as ``odsgen cold``.

Goals (issue 25): cold at most 15x mlir-tblgen's median, repeated at most 2x.

Query cost: the generated SPIR-V package answers ``get_min_version`` for every op of a
1M-op module (bench/gen_spirv_module.py, read with odsgen's reader; reading is not
timed). CPU time (``time.process_time``) is measured. Two paths are timed, the first pass (memo filling) included: the module-level
dispatch ``ANSWERS_OF[op.name](op).values[i]`` and the wrapper
``OPS[op.name](op).get_min_version()``.
Goal: under 1 microsecond per op, amortised.

Import (``--skip-import`` leaves it out): the package ``odsgen gen`` writes for SPIRVOps.td,
imported in a fresh process (``import spirv.ops``; its .pyc written by an earlier import, as
an installed package's are), then the first query of the class (``SomeOp.get_min_version()``
with no instance) and the verifier's first use (``VERIFIER.specs``: it builds its data
from the op classes). CPU time (``time.process_time``) of each, medians over separate processes.
"""

from __future__ import annotations

import argparse
import os
import statistics
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
LLVM = Path(os.environ.get("ODSGEN_LLVM_ROOT", "/usr/lib/llvm-22"))
INC = LLVM / "include"
ROOT = INC / "mlir/Dialect/SPIRV/IR/SPIRVOps.td"
TBLGEN = LLVM / "bin/mlir-tblgen"


def _run(cmd: list[str], env: dict | None = None) -> float:
    start = time.perf_counter()
    proc = subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=REPO)
    wall = time.perf_counter() - start
    if proc.returncode != 0:
        raise SystemExit(f"failed ({proc.returncode}): {' '.join(cmd)}\n{proc.stderr.decode(errors='replace')[:3000]}")
    return wall


def odsgen_cmd(outdir: Path) -> list[str]:
    return [sys.executable, "-m", "odsgen", "gen", "-I", str(INC), str(ROOT), "-o", str(outdir), "-q"]


def bench_generation(cold_runs: int, repeated_runs: int) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {
        "mlir-tblgen": [],
        "odsgen cold": [],
        "odsgen repeated": [],
        "odsgen first": [],
        "odsgen xdsl cold": [],
    }
    with tempfile.TemporaryDirectory(prefix="odsgen-bench-gen-") as tmp:
        tmp = Path(tmp)
        tbl_out = tmp / "avail.inc"
        tbl = [str(TBLGEN), "--gen-spirv-avail-impls", "-I", str(INC), str(ROOT), "-o", str(tbl_out)]
        warm_cache = tmp / "warm-cache"
        warm_out = tmp / "warm-out"
        warm_env = dict(os.environ, XDG_CACHE_HOME=str(warm_cache))
        _run(odsgen_cmd(warm_out), warm_env)  # fills the caches and the output for "repeated"
        _run(odsgen_cmd(tmp / "warm-xdsl-out") + ["--backend", "xdsl"], warm_env)  # (its templates' Jinja code)

        def cold(kind: str, i: int) -> dict[str, str]:
            """A cache holding only what is derived from odsgen's own files (see above)."""
            cache = tmp / f"{kind}-cache-{i}"
            for program_derived in ("lark", "jinja"):
                shutil.copytree(warm_cache / "odsgen" / program_derived, cache / "odsgen" / program_derived)
            return dict(os.environ, XDG_CACHE_HOME=str(cache))

        for i in range(max(cold_runs, repeated_runs)):
            times["mlir-tblgen"].append(_run(tbl))
            if i < cold_runs:
                times["odsgen cold"].append(_run(odsgen_cmd(tmp / f"cold-out-{i}"), cold("cold", i)))
                xdsl = odsgen_cmd(tmp / f"xdsl-out-{i}") + ["--backend", "xdsl"]
                times["odsgen xdsl cold"].append(_run(xdsl, cold("xdsl", i)))
                cache, out = tmp / f"first-cache-{i}", tmp / f"first-out-{i}"
                times["odsgen first"].append(_run(odsgen_cmd(out), dict(os.environ, XDG_CACHE_HOME=str(cache))))
            if i < repeated_runs:
                times["odsgen repeated"].append(_run(odsgen_cmd(warm_out), warm_env))
    return times


_IMPORT_PROBE = """
import sys, time
sys.path.insert(0, sys.argv[1])
t = time.process_time()
from spirv import ops
imported = time.process_time() - t
cls = ops.OPS["spirv.GroupNonUniformBallot"]
t = time.process_time()
cls.get_min_version()
first_query = time.process_time() - t
t = time.process_time()
ops.VERIFIER.specs
first_verify = time.process_time() - t
print(imported, first_query, first_verify)
"""


def bench_import(runs: int) -> dict[str, float]:
    """Medians (seconds of CPU) of: importing the generated SPIR-V package, the first class
    query, the verifier's first build of its data, each in a fresh process."""
    with tempfile.TemporaryDirectory(prefix="odsgen-bench-import-") as tmp:
        out = Path(tmp) / "out"  # (the package is out/spirv)
        _run(odsgen_cmd(out) + ["--package", "spirv"])
        probe = [sys.executable, "-c", _IMPORT_PROBE, str(out)]
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        subprocess.run(probe, check=True, capture_output=True, env=env)  # writes the .pyc files
        rows = [
            [
                float(x)
                for x in subprocess.run(probe, check=True, capture_output=True, text=True, env=env).stdout.split()
            ]
            for _ in range(runs)
        ]
    names = ("import", "first query", "first verify")
    return {name: statistics.median(r[k] for r in rows) for k, name in enumerate(names)}


def bench_query(ops_count: int, module: str | None) -> dict[str, float]:
    sys.path.insert(0, str(REPO))
    from odsgen.codegen.load import load_generated
    from odsgen.model import load_model
    from odsgen.runtime.reader import read_file

    if module is None:
        module = f"/tmp/odsgen-bench-spirv-{ops_count}.mlir"
        if not os.path.exists(module):
            subprocess.run(
                [sys.executable, str(HERE / "gen_spirv_module.py"), "--ops", str(ops_count), "-o", module], check=True
            )
    model = load_model(str(ROOT), [str(INC)])
    pkg = load_generated(model, [str(ROOT)], [str(INC)])
    t0 = time.perf_counter()
    m = read_file(module)
    read_s = time.perf_counter() - t0
    table = pkg.ops.OPS
    ops = [op for op in m.walk() if op.name in table]
    index = pkg.interfaces.DIMENSIONS[[d.name for d in pkg.interfaces.DIMENSIONS].index("MinVersion")].index

    answers = pkg.ops.ANSWERS_OF

    def dispatch() -> None:
        for op in ops:
            answers[op.name](op).values[index]

    def wrapper() -> None:
        get = table.get
        for op in ops:
            get(op.name)(op).get_min_version()

    out = {"ops": float(len(ops)), "read s": read_s}
    for name, fn in (("dispatch", dispatch), ("wrapper", wrapper)):
        _clear_memos(pkg)  # the first pass fills them again
        # CPU time of this process: the cost of the queries, not the machine's load.
        t = time.process_time()
        fn()
        first = time.process_time() - t
        t = time.process_time()
        fn()
        second = time.process_time() - t
        out[f"{name} first ns/op"] = first / len(ops) * 1e9
        out[f"{name} warm ns/op"] = second / len(ops) * 1e9
    return out


def _clear_memos(pkg) -> None:
    """Forget every memoized answer: per op class, per enum attribute, per merge."""
    from odsgen.runtime import avail

    for cls in pkg.ops.OPS.values():
        for level in ("memo", "fast"):
            memo = getattr(cls.answers_of, level, None)
            if memo is not None:
                memo.clear()
    for enum_cls in pkg.enums.ENUMS:
        memo = enum_cls.__dict__.get("_odsgen_attr_memo")
        if memo is not None:
            memo.clear()
    avail._FINISH_MEMO.clear()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cold", type=int, default=3, help="cold odsgen runs (default 3)")
    ap.add_argument("--repeated", type=int, default=5, help="repeated odsgen runs and mlir-tblgen runs (default 5)")
    ap.add_argument("--ops", type=int, default=1_000_000, help="ops in the query module (default 1M)")
    ap.add_argument("--module", help="an existing SPIR-V module for the query benchmark")
    ap.add_argument("--skip-query", action="store_true")
    ap.add_argument("--skip-gen", action="store_true")
    ap.add_argument("--skip-import", action="store_true")
    args = ap.parse_args(argv)
    if not TBLGEN.exists() or not ROOT.exists():
        print(f"mlir-tblgen or the SPIR-V .td tree not found under {LLVM}", file=sys.stderr)
        return 2
    if not args.skip_gen:
        import compileall

        import odsgen

        # Byte-compile first, as an installed program is (pip compiles on install).
        compileall.compile_dir(os.path.dirname(odsgen.__file__), quiet=1)
        times = bench_generation(args.cold, args.repeated)
        med = {k: statistics.median(v) for k, v in times.items()}
        base = med["mlir-tblgen"]
        print(f"{'':18} {'median s':>9} {'runs':>5} {'ratio':>7} {'goal':>6}")
        goals = {"odsgen cold": 15.0, "odsgen repeated": 2.0}
        for k, v in med.items():
            ratio = v / base
            goal = goals.get(k)
            flag = "" if goal is None else ("ok" if ratio <= goal else "MISSED")
            print(
                f"{k:18} {v:9.3f} {len(times[k]):5d} {ratio:6.1f}x {('<=' + str(int(goal)) + 'x') if goal else '':>6} {flag}"
            )
            print(f"{'':18} runs: {', '.join(f'{t:.3f}' for t in times[k])}")
    if not args.skip_import:
        imp = bench_import(max(args.repeated, 3))
        print(
            f"import of the SPIR-V package (CPU, median of {max(args.repeated, 3)} processes): "
            + ", ".join(f"{k} {v * 1000:.2f} ms" for k, v in imp.items())
        )
    if not args.skip_query:
        q = bench_query(args.ops, args.module)
        print(f"query: {int(q['ops'])} spirv ops (module read in {q['read s']:.1f} s, not timed)")
        for k in ("dispatch", "wrapper"):
            first, warm = q[f"{k} first ns/op"], q[f"{k} warm ns/op"]
            flag = "ok" if first < 1000 else "MISSED"
            print(f"  {k:9} first pass {first:7.0f} ns/op (goal < 1000: {flag}), warm {warm:7.0f} ns/op")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
