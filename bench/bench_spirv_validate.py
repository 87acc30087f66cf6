"""Benchmark: ``odsgen validate`` of a folder of SPIR-V kernels against a device report, side
by side with ``mlir-opt-22 --spirv-update-vce`` on the same kernels (issue 33).

    python bench/bench_spirv_validate.py                       # 1,000 kernels, 3 runs each
    python bench/bench_spirv_validate.py --kernels 137 --runs 5
    python bench/bench_spirv_validate.py --per-file 137        # per-process rows on 137 files
    python bench/bench_spirv_validate.py --profile             # cProfile of one per-file process
    python bench/bench_spirv_validate.py --profile-run         # cProfile of the one run over every kernel

The kernels are tests/oracle/device_kernels.py's families (8/16/64-bit types, subgroup
ops, atomics, dot products, images, ...), renamed to make as many as asked, stamped by one
``odsgen deduce --write`` run, serialized by ``mlir-translate --serialize-spirv`` (the
``.spv`` files) and given the device's ``spirv.target_env`` (the ``.mlir`` files
mlir-opt reads: ``--spirv-update-vce`` needs one). The device report is ``vulkaninfo
-j`` of lavapipe (the tests' way: tests/oracle/device_support.py), or ``--device FILE``.

Rows, each a median of ``--runs`` runs (the tools taking turns):

- ``odsgen 1 run``: one ``odsgen validate K1.spv K2.spv ... --target DEVICE.json``;
- ``odsgen 1 run (.mlir)`` (``--text``): the same on the ``.mlir`` files (read through MLIR's parser);
- ``odsgen/file``: one ``odsgen validate K.spv --target DEVICE.json`` process per file;
- ``odsgen/file, served``: the same processes with ``odsgen serve`` running (docs/serve.md):
  each hands its command to the warm server; the row's CPU adds the server's (its own and
  its children's, from ``odsgen serve --status``), its warm-up included in the first run;
- ``odsgen/file, native client``: the same, each process the native client (``odsgen serve
  --install-client``, docs/serve.md), which hands its command over without starting Python;
- ``mlir-opt/file``: one ``mlir-opt --spirv-update-vce K.mlir`` process per file;
- ``mlir-opt 1 run``: one ``mlir-opt --split-input-file --spirv-update-vce`` of all of them;
- ``python -c pass/file`` and ``import odsgen/file``: the floor of one Python process per
  file, the interpreter alone and with odsgen's CLI and runtime imported.

Each row gives its wall time and its CPU time (user + sys of its processes): on a machine
that other work loads, the wall time grows with the load, a process's CPU time much less.

Both tools exit 1 when some kernel needs what the device lacks (update-vce: "requires at
least one capability in [...] but none allowed in target environment"), a verdict; odsgen
exits 3 when a kernel's declared triple does not cover what it uses (issue 33 item 2: the
``rotate`` and ``image_r64`` kernels), a verdict too.

The per-file rows run ``--per-file`` files (default: all). odsgen runs from this
checkout as pip installs it (compiled modules: ``PYTHONDONTWRITEBYTECODE`` dropped, the
.pyc kept in ``~/.cache/odsgen-bench/pycache``, bench_print.compiled_modules, as
bench_tosa_validate.py runs it) and odsgen's cache is warm (one run before the timed ones,
not timed). Ratios odsgen / mlir-opt are printed; the goal is at
or below 1.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(REPO / "tests" / "oracle"))
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(REPO))

from bench_print import compiled_modules, find_mlir_opt  # noqa: E402

LLVM = Path(os.environ.get("ODSGEN_LLVM_ROOT", "/usr/lib/llvm-22"))
SPEC = ["--spec", str(LLVM / "include/mlir/Dialect/SPIRV/IR/SPIRVOps.td"), "-I", str(LLVM / "include")]


CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "odsgen-bench"


def child_env() -> dict[str, str]:
    """odsgen's processes as a user's: this checkout first, its modules compiled as pip
    installs them (kept in ``CACHE``/pycache, apart from the checkout)."""
    env = dict(os.environ)
    compiled_modules(env, CACHE)
    env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def work_folder(work: Path | None, prefix: str) -> tuple[Path, tempfile.TemporaryDirectory | None]:
    """The corpus's folder: ``work`` (made if need be, kept), else a temporary folder, with
    the handle that removes it (the caller holds it for the run)."""
    tmp = None if work else tempfile.TemporaryDirectory(prefix=prefix)
    folder = work or Path(tmp.name)  # type: ignore[union-attr]
    folder.mkdir(parents=True, exist_ok=True)
    return folder, tmp


def device_report(folder: Path) -> Path:
    from device_support import device_report as report, vulkan_env

    path = folder / "device.json"
    if not path.is_file():
        report(path, vulkan_env(folder / "xdg"))
    return path


def build(folder: Path, count: int) -> tuple[list[Path], list[Path]]:
    """``count`` kernels as (.spv files, .mlir files with the device's target env)."""
    from device_kernels import kernels
    from device_support import build_corpus

    base = kernels()
    corpus = [dataclasses.replace(base[i % len(base)], name=f"{base[i % len(base)].name}_{i}") for i in range(count)]
    built = build_corpus(folder / "corpus", corpus)
    spvs = [b.spv for b in built if b.spv is not None]
    return spvs, [b.mlir for b in built if b.spv is not None]


def with_target_env(mlirs: list[Path], device: Path, folder: Path) -> list[Path]:
    """Each module inside a ``builtin.module`` carrying the device's ``spirv.target_env``
    (``odsgen targets DEVICE.json``'s triple), for mlir-opt."""
    proc = subprocess.run(
        [sys.executable, "-m", "odsgen", "targets", str(device), *SPEC, "--format", "json"],
        capture_output=True,
        text=True,
        env=child_env(),
        cwd=REPO,
        check=True,
    )
    resolved = json.loads(proc.stdout)["targets"][0]["resolved"]
    version = resolved["version"].removeprefix("V_").replace("_", ".")
    env = (
        f"#spirv.target_env<#spirv.vce<v{version}, [{', '.join(resolved['capabilities'])}], "
        f"[{', '.join(resolved['extensions'])}]>, #spirv.resource_limits<>>"
    )
    out = folder / "with-env"
    out.mkdir(exist_ok=True)
    paths = []
    for m in mlirs:
        p = out / m.name
        p.write_text(f"module attributes {{spirv.target_env = {env}}} {{\n{m.read_text()}}}\n")
        paths.append(p)
    return paths


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(
    cmds: list[list[str]], env: dict[str, str] | None, ok: tuple[int, ...] = (0, 1, 3)
) -> tuple[float, float]:
    """(wall seconds, CPU seconds: user + sys of the processes) of running ``cmds`` one
    after another (exit codes ``ok`` accepted: 1 and 3 are verdicts). CPU time is what a loaded machine does not
    inflate: other processes' load lengthens the wall time, not a process's own CPU time."""
    start, cpu = time.perf_counter(), _children_cpu()
    for cmd in cmds:
        proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, cwd=REPO)
        if proc.returncode not in ok:
            raise SystemExit(f"failed ({proc.returncode}): {' '.join(cmd[:6])} ...\n{proc.stderr.decode()[-2000:]}")
    return time.perf_counter() - start, _children_cpu() - cpu


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kernels", type=int, default=1000)
    ap.add_argument("--per-file", type=int, default=None, help="files for the per-process rows (default: all)")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--device", type=Path, default=None, help="a device report (default: vulkaninfo -j of lavapipe)")
    ap.add_argument("--work", type=Path, default=None, help="keep the corpus here (default: a temporary folder)")
    ap.add_argument("--profile", action="store_true", help="cProfile one per-file odsgen process and stop")
    ap.add_argument("--profile-run", action="store_true", help="cProfile the one odsgen run over every kernel and stop")
    ap.add_argument("--text", action="store_true", help="add the row of one odsgen run on the .mlir files (slower)")
    args = ap.parse_args()
    mlir_opt = find_mlir_opt()
    if mlir_opt is None:
        raise SystemExit("mlir-opt (MLIR 22) is not installed")
    folder, tmp = work_folder(args.work, "odsgen-bench-spv-")
    device = args.device or device_report(folder)
    t0 = time.perf_counter()
    spvs, mlirs = build(folder, args.kernels)
    mlirs = with_target_env(mlirs, device, folder)
    print(f"{len(spvs)} kernels built in {time.perf_counter() - t0:.1f} s (not counted); device {device}")
    odsgen = [sys.executable, "-m", "odsgen", "validate"]
    target = ["--target", str(device)]
    env = child_env()
    if "PYTHONPYCACHEPREFIX" in env:
        print(f"odsgen's modules compiled as pip installs them, in {env['PYTHONPYCACHEPREFIX']}")
    per = len(spvs) if args.per_file is None else min(args.per_file, len(spvs))
    if args.profile or args.profile_run:
        files = list(map(str, spvs if args.profile_run else spvs[:1]))
        subprocess.run([*odsgen, *files, *SPEC, *target], env=env, cwd=REPO, capture_output=True)
        prof = folder / "validate.prof"
        # (in process, through cli.main: odsgen's run() ends with os._exit, which would
        # skip cProfile's writing of its file; the cyclic GC off, as run() has it)
        argv = ["odsgen", "validate", *files, *SPEC, *target, "-o", os.devnull]
        code = (
            "import cProfile, gc, sys\n"
            f"sys.argv = {argv!r}\n"
            "gc.disable()\n"
            "from odsgen.cli import main\n"
            f"cProfile.run('main()', {str(prof)!r})\n"
        )
        subprocess.run([sys.executable, "-c", code], env=env, cwd=REPO, capture_output=True)
        import pstats

        pstats.Stats(str(prof)).sort_stats("cumtime").print_stats(40)
        return
    rows = {
        "odsgen 1 run": [[*odsgen, *map(str, spvs), *SPEC, *target]],
        "odsgen/file": [[*odsgen, str(p), *SPEC, *target] for p in spvs[:per]],
        "mlir-opt/file": [[mlir_opt, "--spirv-update-vce", str(p), "-o", os.devnull] for p in mlirs[:per]],
        # the floor of a Python process per file: the interpreter, then odsgen's CLI and runtime imported
        "python -c pass/file": [[sys.executable, "-c", "pass"]] * per,
        "import odsgen/file": [[sys.executable, "-c", "import odsgen.cli, odsgen.runtime.matchers"]] * per,
    }
    if args.text:
        rows["odsgen 1 run (.mlir)"] = [[*odsgen, *map(str, mlirs), *SPEC, *target]]
    split = folder / "all.mlir"
    split.write_text("\n// -----\n".join(p.read_text() for p in mlirs))
    rows["mlir-opt 1 run"] = [[mlir_opt, "--split-input-file", "--spirv-update-vce", str(split), "-o", os.devnull]]
    # The same per-file processes with `odsgen serve` running (docs/serve.md): its CPU (its own
    # and its children's, from --status) is added to the row's, warm-up included.
    rows["odsgen/file, served"] = rows["odsgen/file"]
    # ... and through the native client (odsgen serve --install-client): no Python start
    native = folder / "native"
    native.mkdir(exist_ok=True)
    subprocess.run([sys.executable, "-m", "odsgen", "serve", "--install-client", str(native)], check=True, env=env)
    rows["odsgen/file, native client"] = [[str(native / "odsgen"), *cmd[3:]] for cmd in rows["odsgen/file"]]
    env["ODSGEN_SERVER"] = "off"
    served_env = dict(env, XDG_RUNTIME_DIR=str(folder / "xdg-serve"))
    del served_env["ODSGEN_SERVER"]
    (folder / "xdg-serve").mkdir(mode=0o700, exist_ok=True)
    server = subprocess.Popen(
        [sys.executable, "-m", "odsgen", "serve", "--idle", "3600"], env=served_env, cwd=REPO, stderr=subprocess.PIPE
    )
    assert server.stderr is not None and b"listening at" in server.stderr.readline(), "odsgen serve did not start"

    def server_cpu() -> float:  # (its own and its children's CPU so far)
        proc = subprocess.run(
            [sys.executable, "-m", "odsgen", "serve", "--status"], env=served_env, capture_output=True, check=True
        )
        status = json.loads(proc.stdout)
        return status["cpu"] + status["children_cpu"]

    timed(rows["odsgen 1 run"], env)  # warm: odsgen's cache and bytecode (not timed)
    timed(rows["odsgen/file"][:1], env)
    served_before = server_cpu()  # (the first run counts the server's start and warm-up)
    timed(rows["odsgen/file"][:1], served_env)
    walls: dict[str, list[float]] = {name: [] for name in rows}
    cpus: dict[str, list[float]] = {name: [] for name in rows}
    for i in range(args.runs):
        for name, cmds in rows.items():
            # (exit 1: some kernel is not available on the device, a verdict, for both tools)
            if name.startswith("odsgen/file, "):
                before = server_cpu() if i else served_before
                w, c = timed(cmds, served_env)
                c += server_cpu() - before
            else:
                w, c = timed(cmds, None if name.startswith("mlir-opt") else env)
            walls[name].append(w)
            cpus[name].append(c)
            print(
                f"  {name:26s} run {i + 1}/{args.runs}: {w:8.2f} s wall, {c:8.2f} s CPU "
                f"({len(cmds)} process{'es' if len(cmds) > 1 else ''})",
                flush=True,
            )
    med = {name: statistics.median(w) for name, w in walls.items()}
    cpu = {name: statistics.median(c) for name, c in cpus.items()}
    print(f"\nmedians of {args.runs} runs, {len(spvs)} kernels ({per} in the per-file rows); CPU is user + sys:")
    for name, m in med.items():
        n = per if "/file" in name else len(spvs)
        print(
            f"  {name:26s} {m:8.2f} s wall ({1000 * m / n:6.1f} ms a kernel), "
            f"{cpu[name]:8.2f} s CPU ({1000 * cpu[name] / n:6.1f} ms a kernel)"
        )
    print("ratios, wall (CPU) (goal: at or below 1):")
    for label, a, b, scale in (
        ("odsgen 1 run / mlir-opt per file:  ", "odsgen 1 run", "mlir-opt/file", per / len(spvs)),
        ("odsgen 1 run / mlir-opt 1 run:     ", "odsgen 1 run", "mlir-opt 1 run", 1.0),
        ("odsgen per file / mlir-opt per file:", "odsgen/file", "mlir-opt/file", 1.0),
        ("served per file / mlir-opt per file:", "odsgen/file, served", "mlir-opt/file", 1.0),
        ("native client / mlir-opt per file: ", "odsgen/file, native client", "mlir-opt/file", 1.0),
    ):
        print(f"  {label} {med[a] / med[b] * scale:.2f} ({cpu[a] / cpu[b] * scale:.2f})")
    subprocess.run([sys.executable, "-m", "odsgen", "serve", "--stop"], env=served_env, capture_output=True)
    server.wait(timeout=60)
    if tmp is not None:
        tmp.cleanup()


if __name__ == "__main__":
    main()
