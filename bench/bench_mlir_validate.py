"""Benchmark: ``odsgen validate`` on a custom-form SPIR-V module against ``mlir-opt-22
--spirv-update-vce`` on the same file, and ``validate(module)`` on an mlir.ir module in memory.
``odsgen deduce`` (what ``--spirv-update-vce`` computes: each spirv.module's least
version, capabilities and extensions) is measured beside them.

    python bench/bench_mlir_validate.py                  # 1M ops, 3 runs each
    python bench/bench_mlir_validate.py --ops 100000
    python bench/bench_mlir_validate.py --generic        # the generic-form module, MLIR verifying it

``--generic`` measures the generic-form module itself (MLIR's generic printing of the same
module): with the MLIR Python bindings installed, MLIR's parser and verifier check it in a
forked helper while odsgen's reader reads it (issue 24: MLIR verifies what MLIR knows);
``odsgen --no-mlir`` (odsgen's own verifier alone) is measured beside it (deduce, which
reads modules as validate does, is not).

The generic-form module of bench/bench_validate.py (bench/gen_spirv_module.py: one
``spirv.module`` with a ``spirv.target_env`` allowing everything it uses) is printed by
mlir-opt in its default custom form. odsgen reads that through MLIR's parser (the MLIR
Python bindings in process when installed, else mlir-opt). Each run is a separate
process, the tools taking turns (medians of the runs; wall time around the process).
Peak memory counts children: the larger of ``os.wait4``'s peak (the largest single
process) and the peak of the summed resident memory of the process and all its
descendants, sampled every 10 ms (mlir-opt run by odsgen as its parser counts with
odsgen). Goal: at most 2x each. Then, in this process, the custom file is parsed by
``mlir.ir`` (not timed) and ``odsgen.validate`` is timed on the parsed
module: ops per second of the in-memory path.

The custom-form file is generated once per size and seed and kept in
``$XDG_CACHE_HOME/odsgen-bench`` (else ``~/.cache``), or ``--cache DIR``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(REPO))

from bench_print import find_mlir_opt, measure, run_once  # noqa: E402
from bench_validate import LLVM_INCLUDE, _paired, odsgen_command  # noqa: E402
from gen_spirv_module import generate  # noqa: E402


def in_memory(custom: Path) -> tuple[float, int, str]:
    """Seconds and op count of ``validate(module)`` on the parsed module, and its status."""
    import mlir.ir as ir

    from odsgen import load_spec, validate

    spec = load_spec(LLVM_INCLUDE / "mlir/Dialect/SPIRV/IR/SPIRVOps.td", [LLVM_INCLUDE])
    ctx = ir.Context()
    ctx.allow_unregistered_dialects = True
    t0 = time.perf_counter()
    module = ir.Module.parseFile(str(custom), ctx)
    print(f"mlir.ir parsed the custom file in {time.perf_counter() - t0:.1f} s (not counted)")
    t0 = time.perf_counter()
    report = validate(spec, module, None)
    return time.perf_counter() - t0, report["ops"], report["status"]


def _tree_rss_kib(pid: int) -> int:
    """Resident memory (KiB) of ``pid`` and all its descendants, from /proc (0 when gone)."""
    children: dict[int, list[int]] = {}
    rss: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        children.setdefault(int(fields[1]), []).append(int(entry))
        rss[int(entry)] = int(fields[21]) * (os.sysconf("SC_PAGE_SIZE") // 1024)
    total, todo = 0, [pid]
    while todo:
        p = todo.pop()
        total += rss.get(p, 0)
        todo.extend(children.get(p, ()))
    return total


def run_tree(cmd: list[str]) -> tuple[float, int, float]:
    """Wall seconds, peak memory (KiB) and CPU seconds of one run of ``cmd``, its children
    counted."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    peak = [0]
    done = threading.Event()

    def sample() -> None:
        while not done.wait(0.01):
            peak[0] = max(peak[0], _tree_rss_kib(proc.pid))

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    err = proc.stderr.read() if proc.stderr else b""
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    done.set()
    sampler.join()
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        raise SystemExit(f"command failed ({status}): {' '.join(cmd)}\n{err.decode(errors='replace')[:2000]}")
    return wall, max(usage.ru_maxrss, peak[0]), usage.ru_utime + usage.ru_stime


def cached_custom(mlir_opt: str, ops: int, seed: int, cache: Path) -> tuple[Path, int]:
    """The custom-form module of ``ops`` ops (generated and printed by mlir-opt once)."""
    cache.mkdir(parents=True, exist_ok=True)
    custom = cache / f"spirv-custom-{ops}-s{seed}.mlir"
    count = cache / f"spirv-custom-{ops}-s{seed}.ops"
    if not (custom.is_file() and count.is_file()):
        generic = cache / f"spirv-generic-{ops}-s{seed}.{os.getpid()}.tmp"
        tmp = custom.with_suffix(f".{os.getpid()}.tmp")
        try:
            with open(generic, "w", buffering=1 << 20) as f:
                nops = generate(ops, seed, 1, "all", write=f.write)
            subprocess.run([mlir_opt, str(generic), "-o", str(tmp)], check=True)
            os.replace(tmp, custom)
            count.write_text(f"{nops}\n")
        finally:
            for p in (generic, tmp):
                p.unlink(missing_ok=True)
    return custom, int(count.read_text())


def cached_generic(mlir_opt: str, ops: int, seed: int, cache: Path) -> tuple[Path, int]:
    """The generic-form module of ``ops`` ops: the custom one printed by mlir-opt in generic form, once."""
    custom, nops = cached_custom(mlir_opt, ops, seed, cache)
    generic = cache / f"spirv-generic-{ops}-s{seed}.mlir"
    if not generic.is_file():
        tmp = generic.with_suffix(f".{os.getpid()}.tmp")
        try:
            subprocess.run([mlir_opt, "--mlir-print-op-generic", str(custom), "-o", str(tmp)], check=True)
            os.replace(tmp, generic)
        finally:
            tmp.unlink(missing_ok=True)
    return generic, nops


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ops", type=int, default=1_000_000, help="operations in the generated module")
    parser.add_argument("--runs", type=int, default=3, help="runs per tool; the median is reported (default 3)")
    parser.add_argument("--seed", type=int, default=1)
    xdg = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    parser.add_argument("--cache", type=Path, default=xdg / "odsgen-bench", help="where the generated file is kept")
    parser.add_argument("--no-in-memory", action="store_true", help="skip the in-memory validate(module) figure")
    parser.add_argument(
        "--generic", action="store_true", help="the generic-form module (MLIR verifying it), and odsgen --no-mlir"
    )
    args = parser.parse_args(argv)
    mlir_opt = find_mlir_opt()
    if mlir_opt is None or not (LLVM_INCLUDE / "mlir/Dialect/SPIRV/IR/SPIRVOps.td").is_file():
        print("mlir-opt and the MLIR 22 .td files are needed: install mlir-22-tools libmlir-22-dev", file=sys.stderr)
        return 2
    custom, nops = (cached_generic if args.generic else cached_custom)(mlir_opt, args.ops, args.seed, args.cache)
    form = "generic" if args.generic else "custom"
    print(f"{form}-form module: {custom} ({nops} ops, {custom.stat().st_size / 2**20:.1f} MiB)")
    odsgen_cmd = odsgen_command(custom)
    deduce_cmd = [*odsgen_cmd[:3], "deduce", *odsgen_cmd[4:]]
    mlir_cmd = [mlir_opt, "--spirv-update-vce", str(custom), "-o", os.devnull]
    print(f"odsgen:   {' '.join(odsgen_cmd)}\nmlir-opt: {' '.join(mlir_cmd)}")
    run_once(odsgen_cmd[:5] + ["--max-errors", "1"] + odsgen_cmd[5:])  # warm odsgen's caches
    cmds = {"mlir-opt": mlir_cmd, "odsgen": odsgen_cmd}
    if args.generic:  # (deduce reads as validate does: the generic run measures --no-mlir instead)
        cmds["no-mlir"] = [*odsgen_cmd, "--no-mlir"]
    else:
        cmds["deduce"] = deduce_cmd
    res = measure(cmds, args.runs, run_tree)
    mlir = res["mlir-opt"]
    print(f"{'':10s} {'median wall':>12s} {'peak memory (children counted)':>32s} {'median CPU':>12s}")
    for name, r in res.items():
        print(f"{name:10s} {r['wall']:10.2f} s {r['rss'] / 1024:28.1f} MiB {r['cpu']:10.2f} s")
    for name, label in (("odsgen", "odsgen validate"), ("deduce", "odsgen deduce"), ("no-mlir", "validate --no-mlir")):
        if name not in res:
            continue
        r = res[name]
        print(
            f"ratio {label}/mlir-opt: time {r['wall'] / mlir['wall']:.2f}x, memory {r['rss'] / mlir['rss']:.2f}x"
            + (" (goal <= 2x each)" if name == "odsgen" else "")
            + f"; CPU time {r['cpu'] / mlir['cpu']:.2f}x; median of the per-round wall ratios {_paired(r, mlir):.2f}x"
        )
    if args.no_in_memory:
        return 0
    try:
        secs, ops, status = in_memory(custom)
    except ImportError:
        print("in-memory path skipped: no MLIR Python bindings (pip install 'odsgen[mlir]')")
        return 0
    print(f"validate(module) on the parsed mlir.ir module: {ops} ops {status} in {secs:.2f} s, {ops / secs:,.0f} ops/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
