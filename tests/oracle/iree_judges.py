"""The judges of the IREE corpus (tests/data/iree/kernels, tests/oracle/iree_corpus.py),
each run once per IREE target (a batch of about 20 kernels) and cached for the tests:

- ``odsgen_verdicts``: ``odsgen validate K.spirv.mlir ... --target lavapipe.json --format
  json`` (lavapipe.json: ``vulkaninfo -j`` of this machine's device) -> {kernel: module
  report}; a module odsgen gives no answer for has status ``error``.
- ``device_verdicts``: tests/oracle/vulkan_judge.py on each ``K.spv`` (the Khronos
  validation layers on lavapipe, every feature enabled) -> {kernel: verdict}.
- ``stamped_verdicts``: for each kernel MLIR 22 reads (``mlir-opt
  --allow-unregistered-dialect``: IREE's ``#hal`` attributes stay opaque), ``odsgen deduce
  --write`` (one run, the kernels in one module), ``mlir-translate --serialize-spirv`` and
  ``spirv-val --target-env vulkan1.3`` -> {kernel: (accepted, why)}.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import device_support as ds
import iree_corpus as ic

SPIRV_VAL_ENV = "vulkan1.3"  # lavapipe's Vulkan version


def kernels(target: str | None = None) -> list[dict]:
    return [k for k in ic.manifest()["kernels"] if target is None or k["target"] == target]


def odsgen_verdicts(target: str, device_json: Path, work: Path) -> dict[str, dict]:
    ks = kernels(target)
    out = work / f"validate-{target}.json"
    proc = ds.odsgen(
        "validate",
        *(ic.KERNELS / k["mlir"] for k in ks),
        *ds.spec_args(),
        "--target",
        device_json,
        "--format",
        "json",
        "-o",
        out,
    )
    assert out.is_file(), proc.stderr[-3000:]
    by_path = {str(Path(m["module"]).resolve()): m for m in json.loads(out.read_text())["modules"]}
    got = {}
    for k in ks:
        m = by_path.get(str((ic.KERNELS / k["mlir"]).resolve()))
        got[k["name"]] = m if m is not None else {"status": "error", "stderr": proc.stderr[-2000:]}
    return got


def device_verdicts(env: dict[str, str]) -> tuple[dict, dict[str, dict]]:
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


def mlir_reads(path: Path) -> tuple[bool, str]:
    proc = subprocess.run(
        [str(ds.LLVM_BIN / "mlir-opt"), "--allow-unregistered-dialect", str(path), "-o", "/dev/null"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    return proc.returncode == 0, proc.stderr.strip().splitlines()[0] if proc.returncode else ""


def stamped_verdicts(target: str, work: Path) -> dict[str, tuple[bool, str]]:
    """{kernel: (spirv-val accepts the deduced module, why not)}, for the kernels MLIR reads."""
    readable = [k for k in kernels(target) if mlir_reads(ic.KERNELS / k["mlir"])[0]]
    texts = [(ic.KERNELS / k["mlir"]).read_text() for k in readable]
    texts = [t if t.endswith("\n") else t + "\n" for t in texts]
    whole = work / f"{target}.mlir"
    whole.write_text("module {\n" + "".join(texts) + "}\n")
    stamped_path = work / f"{target}.stamped.mlir"
    proc = ds.odsgen("deduce", whole, *ds.spec_args(), "--write", "-o", stamped_path)
    if proc.returncode != 0 or not stamped_path.is_file():
        why = "odsgen deduce --write failed: " + (proc.stderr.strip().splitlines() or ["?"])[-1]
        return {k["name"]: (False, why) for k in readable}
    lines = stamped_path.read_text().splitlines(keepends=True)[1:-1]
    got: dict[str, tuple[bool, str]] = {}
    at = 0
    for k, text in zip(readable, texts):
        n = text.count("\n")
        mine = "".join(lines[at : at + n])
        at += n
        stem = work / k["name"].replace("/", "__")
        (mlir := stem.with_suffix(".mlir")).write_text(mine)
        spv = stem.with_suffix(".spv")
        tr = subprocess.run(
            [str(ds.LLVM_BIN / "mlir-translate"), "--allow-unregistered-dialect", "--serialize-spirv"]
            + ["--no-implicit-module", str(mlir), "-o", str(spv)],
            capture_output=True,
            text=True,
            timeout=120,
        )
        if tr.returncode != 0:
            got[k["name"]] = (False, "mlir-translate: " + (tr.stderr.strip().splitlines() or ["?"])[0])
            continue
        val = subprocess.run(
            ["spirv-val", "--target-env", SPIRV_VAL_ENV, str(spv)], capture_output=True, text=True, timeout=120
        )
        why = (val.stdout + val.stderr).strip().splitlines()
        got[k["name"]] = (val.returncode == 0, why[0] if why and val.returncode else "")
    return got
