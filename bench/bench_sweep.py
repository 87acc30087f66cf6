"""Benchmark: ``odsgen.validate_many`` of many SPIR-V modules over many targets.

    python bench/bench_sweep.py                         # 1,000 modules x 100 targets, 2 workers
    python bench/bench_sweep.py --modules 50 --targets 10 --workers 1 --sample 50

The modules are written by bench/gen_spirv_module.py (``--ops`` each, about; each with
its own seed, so they differ); the targets are random ones of the upstream SPIR-V dialect
(a random version, half of the capabilities and half of the extensions), written as a
folder of targets files, one target each, as a folder of device reports would be given.
The spec's generated package comes from odsgen's cache (a warm-up load, not timed). The
sweep is timed end to end (reading the targets, the workers loading the spec, every
module read, verified and checked against every target), on a local pool of
``--workers`` processes. Each cell counts its illegal ops and lists the first
``--max-errors`` of them with their reasons (as ``validate --max-errors``; listing all
of every cell makes a matrix of gigabytes where most ops are illegal). Then ``--sample`` cells picked at random are checked against
``odsgen.validate`` of that module and that target alone: the cell must equal it.
Goal: 1,000 x 100 in at most 60 s on 2 cores.

    python bench/bench_sweep.py --modules 200 --targets 20 --compare 5

``--compare N``: the same sweep N times each way, in turn, and the medians side by side:
``executor=None`` (the default: a local pool when a core is free, else this process;
which one it chose is printed), an explicit ``ProcessPoolExecutor(--workers)`` made
for the call (as ``with ProcessPoolExecutor(2) as pool:`` would), and this process alone
(``ODSGEN_JOBS=1``). docs/python-api.md quotes the figures.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from gen_spirv_module import generate  # noqa: E402

LLVM_INCLUDE = Path(os.environ.get("ODSGEN_LLVM_ROOT", "/usr/lib/llvm-22")) / "include"
SPEC = LLVM_INCLUDE / "mlir/Dialect/SPIRV/IR/SPIRVOps.td"


def write_targets(spec, folder: Path, n: int, seed: int) -> None:
    """``n`` random targets of the spec, each in its own targets file in ``folder``."""
    rnd = random.Random(seed)
    env_cls = spec.checker.env_cls
    dialect = spec.checker.dialects[0]
    for i in range(n):
        parts = []
        for axis in env_cls.AXES:
            names = list(axis.enum.__members__)
            if axis.ordered:
                parts.append(f"{axis.keyword}={rnd.choice(names)}")
            else:
                parts.append(f"{axis.keyword}=" + ("+".join(rnd.sample(names, len(names) // 2)) or "none"))
        (folder / f"device-{i:03d}.toml").write_text(
            f'dialect = "{dialect}"\n[targets."device-{i:03d}"]\ntarget = "{",".join(parts)}"\n'
        )


def main(argv: list[str] | None = None) -> int:
    import odsgen

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--modules", type=int, default=1000)
    parser.add_argument("--targets", type=int, default=100)
    parser.add_argument("--ops", type=int, default=40, help="operations per module, about (default 40)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--sample", type=int, default=200, help="cells compared with single checks (default 200)")
    parser.add_argument(
        "--max-errors", type=int, default=1, help="illegal ops listed per cell, with their reasons (0: all; default 1)"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--compare", type=int, default=0, metavar="N", help="time each way N times (see above)")
    args = parser.parse_args(argv)

    spec = odsgen.load_spec(str(SPEC), include_dirs=[str(LLVM_INCLUDE)], lazy=True)
    spec.checked  # noqa: B018 - the warm-up: the generated package into odsgen's cache
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        (root / "targets").mkdir()
        write_targets(spec.checked, root / "targets", args.targets, args.seed)
        paths = []
        for i in range(args.modules):
            p = root / f"m{i:04d}.mlir"
            with open(p, "w") as f:
                generate(args.ops, seed=args.seed + i, write=f.write)
            paths.append(str(p))
        from concurrent.futures import ProcessPoolExecutor

        if args.compare:
            return compare(odsgen, spec, paths, str(root / "targets"), args)

        import resource

        def cpu() -> float:
            own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
            return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime

        cpu_start = cpu()
        start = time.perf_counter()
        if args.workers > 1:
            with ProcessPoolExecutor(args.workers) as pool:
                doc = odsgen.validate_many(
                    paths, spec, str(root / "targets"), executor=pool, max_errors=args.max_errors
                )
        else:
            os.environ["ODSGEN_JOBS"] = "1"
            doc = odsgen.validate_many(paths, spec, str(root / "targets"), max_errors=args.max_errors)
        wall = time.perf_counter() - start
        cpu_used = cpu() - cpu_start  # (the workers' once the pool has ended)
        cells = [(m, name) for m in doc["modules"] for name in m.get("results", {})]
        statuses = [m["results"][n]["status"] for m, n in cells]
        errors = [m for m in doc["modules"] if m["status"] == "error"]
        print(
            f"{args.modules} modules x {len(doc['targets'])} targets = {len(cells)} cells "
            f"({statuses.count('legal')} legal, {statuses.count('illegal')} illegal, "
            f"{statuses.count('malformed')} malformed; {len(errors)} modules in error) "
            f"in {wall:.1f} s on {args.workers} worker(s); goal 60 s\n"
            f"CPU time {cpu_used:.1f} s (this process and the workers), load average {os.getloadavg()[0]:.1f} "
            f"on {os.cpu_count()} cores"
        )
        texts = {t["name"]: f"{t['name']}" for t in doc["targets"]}
        # the spec with the targets files, for single checks of the targets by name
        spec = odsgen.load_spec(
            str(SPEC), include_dirs=[str(LLVM_INCLUDE)], targets=sorted((root / "targets").iterdir()), lazy=True
        )
        rnd = random.Random(args.seed)
        sample = rnd.sample(cells, min(args.sample, len(cells)))
        bad = 0
        for m, name in sample:
            single = odsgen.validate(spec, m["module"], target=texts[name], max_errors=args.max_errors)
            want = {k: single[k] for k in ("status", "illegal_ops", "illegal")}
            if m["results"][name] != want:
                bad += 1
                print(f"MISMATCH {m['module']} x {name}", file=sys.stderr)
        print(f"{len(sample)} sampled cells compared with single checks: {len(sample) - bad} equal")
        return 1 if bad or errors or wall > 60 else 0


def compare(odsgen, spec, paths: list[str], targets: str, args) -> int:
    """``--compare``: each way timed ``args.compare`` times, the ways in turn; medians."""
    import statistics
    from concurrent.futures import ProcessPoolExecutor

    from odsgen.parallel import worker_count

    def default():
        return odsgen.validate_many(paths, spec, targets, max_errors=args.max_errors)

    def explicit():
        with ProcessPoolExecutor(args.workers) as pool:
            return odsgen.validate_many(paths, spec, targets, executor=pool, max_errors=args.max_errors)

    def alone():
        os.environ["ODSGEN_JOBS"] = "1"
        try:
            return odsgen.validate_many(paths, spec, targets, max_errors=args.max_errors)
        finally:
            del os.environ["ODSGEN_JOBS"]

    ways = {
        "default (executor=None)": default,
        f"ProcessPoolExecutor({args.workers})": explicit,
        "this process (ODSGEN_JOBS=1)": alone,
    }
    import resource

    def cpu() -> float:
        own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
        return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime

    times: dict[str, list[float]] = {name: [] for name in ways}
    cpus: dict[str, list[float]] = {name: [] for name in ways}
    chose = []
    docs = {}
    for _ in range(args.compare):
        for name, way in ways.items():
            if way is default:
                n = worker_count()
                chose.append(f"a pool of {min(n, len(paths))}" if n > 1 and len(paths) > 1 else "this process")
            cpu_start, start = cpu(), time.perf_counter()
            docs[name] = way()
            times[name].append(time.perf_counter() - start)
            cpus[name].append(cpu() - cpu_start)  # (a pool's workers counted once it has ended)
    print(
        f"{len(paths)} modules x {len(docs[next(iter(ways))]['targets'])} targets, {args.compare} runs each, "
        f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    )
    for name, ts in times.items():
        print(
            f"  {name:32} median {statistics.median(ts):6.2f} s, CPU {statistics.median(cpus[name]):6.2f} s"
            f"  (runs: {', '.join(f'{t:.2f}' for t in ts)})"
        )
    print(f"  the default ran in: {', '.join(chose)}")
    same = all(doc == docs[next(iter(ways))] for doc in docs.values())
    print(f"  the matrices are {'equal' if same else 'DIFFERENT'}")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
