"""Support of the real-device tests (issue 23): lavapipe, its report, the corpus, the judge.

- ``require_vulkan()``: the Vulkan pieces (PyPI ``vulkan`` and ``vulkan-object``, Debian's
  lavapipe ICD, the validation layer, ``vulkaninfo``); a test skips without them, and
  fails instead under ``CI=true`` (tests/conftest.py's policy; .ci/run installs them).
- ``vulkan_env(tmp)``: the environment every Vulkan process runs in: a private
  ``XDG_RUNTIME_DIR`` and the lavapipe ICD alone, so the judge and ``vulkaninfo`` see the
  same device.
- ``device_report(path)``: ``vulkaninfo -j`` of that device (a Vulkan Profiles JSON file).
- ``build_corpus(dir)``: the kernels of tests/oracle/device_kernels.py, stamped by one
  ``odsgen deduce --write`` run, serialized by ``mlir-translate --serialize-spirv`` and
  checked by ``spirv-val --target-env vulkan1.3`` (an invalid binary is no device's lack);
  ``shared_corpus()``: that corpus of every kernel, built once for the run.
- ``judge(built, env)``: the verdicts of tests/oracle/vulkan_judge.py, in a subprocess per
  batch; a kernel that crashes the driver is ``crashed`` and the batch goes on after it.
"""

from __future__ import annotations

import bisect
import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from device_kernels import Kernel, kernels

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
LLVM_BIN = Path(os.environ.get("ODSGEN_LLVM_ROOT", "/usr/lib/llvm-22")) / "bin"
ICD_DIR = Path("/usr/share/vulkan/icd.d")
LAYER = Path("/usr/share/vulkan/explicit_layer.d/VkLayer_khronos_validation.json")
VULKAN_HINT = (
    "no Vulkan device to judge on: apt-get install mesa-vulkan-drivers vulkan-tools vulkan-validationlayers "
    "libvulkan1 spirv-tools, and pip install 'odsgen[vulkan]' (PyPI vulkan, vulkan-object)"
)
SPIRVOPS = ["SPIRVOps.td"]  # under include/mlir/Dialect/SPIRV/IR


def lavapipe_icd() -> Path | None:
    found = sorted(ICD_DIR.glob("lvp_icd*.json"))
    return found[0] if found else None


def missing_vulkan_parts() -> list[str]:
    missing = []
    for mod in ("vulkan", "vulkan_object"):
        try:
            __import__(mod)
        except Exception as exc:  # the cffi bindings raise OSError without libvulkan.so.1
            missing.append(f"Python {mod} ({type(exc).__name__}: {exc})")
    if lavapipe_icd() is None:
        missing.append(f"lavapipe's ICD ({ICD_DIR}/lvp_icd*.json)")
    if not LAYER.is_file():
        missing.append(str(LAYER))
    for tool in ("vulkaninfo", "spirv-val"):
        if shutil.which(tool) is None:
            missing.append(tool)
    if not (LLVM_BIN / "mlir-translate").is_file():
        missing.append(str(LLVM_BIN / "mlir-translate"))
    return missing


def require_vulkan() -> None:
    """Skip the current test without Vulkan; fail it instead under CI=true."""
    missing = missing_vulkan_parts()
    if not missing:
        return
    if os.environ.get("CI", "").strip().lower() in ("true", "1"):  # the oracle policy (tests/conftest.py)
        pytest.fail(f"{VULKAN_HINT}; CI=true requires them (missing: {', '.join(missing)})", pytrace=False)
    pytest.skip(f"{VULKAN_HINT} (missing: {', '.join(missing)})")


def vulkan_env(runtime_dir: Path) -> dict[str, str]:
    """The environment of a Vulkan process: a private XDG_RUNTIME_DIR, lavapipe alone."""
    runtime_dir.mkdir(parents=True, exist_ok=True)
    runtime_dir.chmod(0o700)
    env = dict(os.environ, XDG_RUNTIME_DIR=str(runtime_dir))
    icd = str(lavapipe_icd())
    env["VK_DRIVER_FILES"] = env["VK_ICD_FILENAMES"] = icd
    return env


def device_report(path: Path, env: dict[str, str]) -> dict:
    """``vulkaninfo -j`` of the device, written to ``path`` and read back."""
    proc = subprocess.run(
        ["vulkaninfo", "-j", "-o", str(path)], capture_output=True, text=True, timeout=300, env=env, cwd=path.parent
    )
    assert proc.returncode == 0 and path.is_file(), proc.stderr[-2000:]
    return json.loads(path.read_text())


# --------------------------------------------------------------------------- the corpus


@dataclass
class Built:
    kernel: Kernel
    mlir: Path  # the stamped module, one spirv.module at the top
    spv: Path | None
    vce: str  # the stamped triple
    valid: bool  # spirv-val --target-env vulkan1.3 accepts the binary
    invalid_why: str = ""

    @property
    def name(self) -> str:
        return self.kernel.name


def spec_args() -> list[str]:
    include = LLVM_BIN.parent / "include"
    return ["--spec", str(include / "mlir/Dialect/SPIRV/IR/SPIRVOps.td"), "-I", str(include)]


def odsgen(*args: object, timeout: int = 600) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "odsgen", *map(str, args)], capture_output=True, text=True, timeout=timeout, cwd=REPO
    )


_VCE = re.compile(r"requires (#spirv\.vce<v1\.(\d)[^>]*>)")


def build_corpus(out: Path, corpus: list[Kernel] | None = None, *deduce_flags: str) -> list[Built]:
    """Stamp (one ``deduce --write`` run, with ``deduce_flags``), serialize (one
    ``mlir-translate --split-input-file`` run) and spirv-val every kernel."""
    corpus = kernels() if corpus is None else corpus
    out.mkdir(parents=True, exist_ok=True)
    texts = [k.text() for k in corpus]
    whole = out / "corpus.mlir"
    whole.write_text("module {\n" + "".join(texts) + "}\n")
    stamped_path = out / "corpus.stamped.mlir"
    proc = odsgen("deduce", whole, *spec_args(), *deduce_flags, "--write", "-o", stamped_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    lines = stamped_path.read_text().splitlines(keepends=True)[1:-1]
    stamped = []
    at = 0
    for k, text in zip(corpus, texts):
        n = text.count("\n")
        mine = "".join(lines[at : at + n])
        at += n
        m = _VCE.search(mine)
        assert m is not None, mine
        if int(m.group(2)) >= 4:  # SPIR-V 1.4: the entry point lists every global it uses
            mine = mine.replace(text.splitlines()[-3], k.text(interface=True).splitlines()[-3])
        mlir = out / f"{k.name}.mlir"
        mlir.write_text(mine)
        stamped.append((k, mlir, mine, m.group(1)))
    binaries = serialize([text for _, _, text, _ in stamped], out)
    built = []
    for k, mlir, _, vce in stamped:
        spv = binaries.get(k.name)
        if spv is None:
            built.append(Built(k, mlir, None, vce, False, "mlir-translate failed"))
            continue
        val = subprocess.run(
            ["spirv-val", "--target-env", "vulkan1.3", str(spv)], capture_output=True, text=True, timeout=120
        )
        why = (val.stdout + val.stderr).strip().splitlines()
        built.append(Built(k, mlir, spv, vce, val.returncode == 0, why[0] if why and val.returncode else ""))
    return built


def shared_corpus() -> list[Built]:
    """``build_corpus`` of every kernel (no deduce flag), once for the run: the first worker
    that asks builds it, in a folder of the run's private cache (tests/oracle/run_once.py),
    and every test that reads it reads those files (none writes beside them)."""
    from run_once import once_in

    key = (str(LLVM_BIN), [k.text() for k in kernels()])
    return once_in("device-corpus", key, build_corpus)


_SPLIT = "// -----\n"
_OUT_SPLIT = "@@odsgen-tests-split@@"  # (between the outputs of a --split-input-file run, then "\n")
_FAILED_SPLIT = re.compile(r"^within split at [^\n]*?:(\d+) offset ", re.M)


def each_split(tmp: Path, argv: list[str], texts: list[str]) -> list[bytes | None]:
    """``ARGV`` (mlir-opt or mlir-translate and its flags) on each module of ``texts`` in one
    process (``--split-input-file``), where a process a module would pay the tool's start
    each time: each module's output, None for one the tool refuses. MLIR names the splits
    it refuses and then writes no output: those are left out and the rest run again; where
    it crashes (naming no split), each half runs again, down to the module that crashes it."""
    out: list[bytes | None] = [None] * len(texts)
    pending = [list(range(len(texts)))]
    while pending:
        todo = pending.pop()
        if not todo:
            continue
        src = tmp / "each-split.mlir"
        src.write_text(_SPLIT.join(texts[i] if texts[i].endswith("\n") else texts[i] + "\n" for i in todo))
        marks, line = [], 1  # the line of each split's marker (MLIR names a split by it)
        for i in todo[:-1]:
            line += texts[i].count("\n") + (not texts[i].endswith("\n"))
            marks.append(line)
            line += 1
        tr = subprocess.run(
            [*argv, "--split-input-file", f"--output-split-marker={_OUT_SPLIT}", str(src), "-o", "-"],
            capture_output=True,
            timeout=600,
        )
        if tr.returncode == 0:
            parts = tr.stdout.split(_OUT_SPLIT.encode() + b"\n")
            assert len(parts) == len(todo), (len(parts), len(todo))
            for i, part in zip(todo, parts):
                out[i] = part
            continue
        err = tr.stderr.decode(errors="replace")
        # (a split is named by its marker's line, or an error by its line in the whole file)
        lines = _FAILED_SPLIT.findall(err) + re.findall(rf"^{re.escape(str(src))}:(\d+):\d+: error:", err, re.M)
        failed = {bisect.bisect_right(marks, int(n)) for n in lines}
        if tr.returncode > 0 and failed and "Stack dump" not in err:
            pending.append([i for k, i in enumerate(todo) if k not in failed])
        elif len(todo) > 1:
            pending += [todo[: len(todo) // 2], todo[len(todo) // 2 :]]
    return out


def serialize(modules: list[str], out: Path) -> dict[str, Path]:
    """``mlir-translate --serialize-spirv`` of each module (one run): {entry point name: .spv}."""
    src = out / "serialize.mlir"
    src.write_text("\n// -----\n".join(modules))
    prefix = out / "bin-"
    subprocess.run(
        [str(LLVM_BIN / "mlir-translate"), "--no-implicit-module", "--split-input-file", "--serialize-spirv"]
        + [f"--spirv-save-validation-files-with-prefix={prefix}", str(src), "-o", str(out / "all.spv")],
        capture_output=True,
        text=True,
        timeout=600,
    )
    found = {}
    for f in out.glob("bin-*.spv"):
        name = entry_point_name(f.read_bytes())
        target = out / f"{name}.spv"
        f.replace(target)
        found[name] = target
    return found


def entry_point_name(binary: bytes) -> str:
    """The name of the first OpEntryPoint of a SPIR-V binary."""
    words = [int.from_bytes(binary[i : i + 4], "little") for i in range(0, len(binary) - 3, 4)]
    i = 5  # past the header
    while i < len(words):
        count, opcode = words[i] >> 16, words[i] & 0xFFFF
        if opcode == 15:  # OpEntryPoint: model, function id, name...
            raw = b"".join(w.to_bytes(4, "little") for w in words[i + 3 : i + count])
            return raw.split(b"\0", 1)[0].decode()
        i += max(count, 1)
    raise ValueError("no OpEntryPoint")


# --------------------------------------------------------------------------- the judge


def judge(
    built: list[Built],
    env: dict[str, str],
    batch: int = 200,
    features: bool = True,
    disable: tuple[str, ...] | dict[str, tuple[str, ...]] = (),
) -> tuple[dict, dict[str, dict]]:
    """(the device's head line, {kernel: verdict}) from tests/oracle/vulkan_judge.py, one
    subprocess per batch; after a crash the batch resumes past the kernel that crashed.
    ``features=False`` judges on a device with no feature or extension enabled, ``disable``
    on one with those features (members of the feature structs) off (a dict: each
    kernel's, by name, on a device of its own in the same process); a kernel's
    ``required_subgroup_size`` is asked of the pipeline."""
    todo = [
        {
            "name": b.name,
            "spv": str(b.spv),
            "bindings": b.kernel.bindings,
            "push": b.kernel.push,
            "entry": b.kernel.name,
            "required_subgroup_size": b.kernel.subgroup_size,
            **({"disable": list(disable.get(b.name, ()))} if isinstance(disable, dict) else {}),
        }
        for b in built
        if b.spv is not None
    ]
    verdicts: dict[str, dict] = {}
    head: dict = {}
    while todo:
        chunk = todo[:batch]
        proc = subprocess.run(
            [sys.executable, str(HERE / "vulkan_judge.py")],
            input=json.dumps({"kernels": chunk, "features": features, "disable": [] if isinstance(disable, dict) else list(disable)}),
            capture_output=True,
            text=True,
            timeout=900,
            env=env,
        )
        got = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
        if got and "device" in got[0]:
            head = got.pop(0)
        elif proc.returncode != 0 and not got:
            raise AssertionError(f"the judge could not start: {proc.stderr[-3000:]}")
        for v in got:
            verdicts[v["name"]] = v
        done = len(got)
        if proc.returncode != 0 and done < len(chunk):  # the driver crashed on chunk[done]
            crashed = chunk[done]["name"]
            verdicts[crashed] = {"name": crashed, "verdict": "crashed", "vuids": [], "messages": [proc.stderr[-500:]]}
            done += 1
        todo = todo[done:]
    return head, verdicts
