"""The IREE kernel corpus (issue 33): IREE's compiler and runtime, and the kernels it made.

``python tests/oracle/iree_corpus.py`` regenerates tests/data/iree/kernels/: every
program of tests/data/iree/programs (tests/oracle/iree_programs.py) compiled by
``iree-compile --iree-hal-target-device=vulkan --iree-vulkan-target=T`` for each T of
``TARGETS``, with ``--iree-hal-dump-executable-intermediates-to`` (the ``spirv.module``
of each kernel, ``K.spirv.mlir``) and ``--iree-hal-dump-executable-binaries-to`` (its
binary, ``K.spv``), kept as ``kernels/T/PROGRAM/K.spirv.mlir`` and ``.spv``, and
``kernels/manifest.json`` listing each kernel with the entry point, descriptor bindings
and push-constant bytes the Vulkan judge (tests/oracle/vulkan_judge.py) builds its
pipeline with. The IREE release is PyPI ``iree-base-compiler`` as pyproject's test extra
pins it.

The tests (tests/oracle/test_iree_*.py) use ``compile_program`` and ``run_program`` to
compile and run programs themselves: ``iree-run-module --device=vulkan`` on lavapipe.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from functools import cache
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
DATA = REPO / "tests" / "data" / "iree"
KERNELS = DATA / "kernels"
MANIFEST = KERNELS / "manifest.json"
# IREE's built-in Vulkan targets the corpus is made for: this machine's device (llvmpipe),
# IREE's default (Android baseline 2022), and vendors' GPUs, whose kernels lavapipe may refuse.
TARGETS = ("llvmpipe", "vp_android_baseline_2022", "valhall", "adreno", "rdna3", "ampere", "turing")
IREE_HINT = "IREE's compiler and runtime: pip install 'iree-base-compiler==3.13.0' 'iree-base-runtime==3.13.0'"


@cache
def iree_tool(name: str) -> str | None:
    """``iree-compile``/``iree-run-module``: beside this Python (the venv's), else on PATH.
    Beside this Python it is pip's console script, and the binary that script starts is
    what is run (``_packaged_binary``)."""
    beside = Path(sys.executable).parent / name
    if beside.is_file():
        return str(_packaged_binary(name) or beside)
    return shutil.which(name)


# Where IREE's console scripts find their binary: iree.compiler.tools.binaries.find_tool's
# built-in tool (PACKAGE/_mlir_libs/iree-compile), iree._runtime.libs' library_path.
_PACKAGED = {"iree-compile": ("iree.compiler", "_mlir_libs"), "iree-run-module": ("iree._runtime_libs", ".")}


def _packaged_binary(name: str) -> Path | None:
    """The binary the console script ``name`` of IREE's wheels starts, found where the script
    finds it, or None where the script would look elsewhere first (``IREE_TOOL_PATH``,
    ``IREE_PY_RUNTIME``). The script starts a Python that imports IREE's MLIR bindings and
    then the tool: about 0.2 CPU-s an ``iree-compile``, paid by each of the tests' hundreds
    of compiles for the same binary, in the same environment (the script passes it on)."""
    if name not in _PACKAGED or os.environ.get("IREE_TOOL_PATH"):
        return None
    if os.environ.get("IREE_PY_RUNTIME", "default") != "default":
        return None
    package, folder = _PACKAGED[name]
    try:
        spec = importlib.util.find_spec(package)  # (imports no module of the package itself)
    except ImportError:
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    exe = Path(next(iter(spec.submodule_search_locations))) / folder / name
    return exe if exe.is_file() and os.access(exe, os.X_OK) else None


def require_iree() -> None:
    """Skip without IREE's tools; fail instead under CI=true (tests/conftest.py's policy)."""
    import pytest

    missing = [t for t in ("iree-compile", "iree-run-module") if iree_tool(t) is None]
    if not missing:
        return
    if os.environ.get("CI", "").strip().lower() in ("true", "1"):
        pytest.fail(f"{IREE_HINT}; CI=true requires them (missing: {', '.join(missing)})", pytrace=False)
    pytest.skip(f"{IREE_HINT} (missing: {', '.join(missing)})")


def compile_program(src: Path, out: Path, flags: list[str], dumps: Path | None = None) -> subprocess.CompletedProcess:
    """``iree-compile --iree-hal-target-device=vulkan FLAGS src -o out`` (with the dumps).
    On one thread (``--mlir-disable-threading``): the same bytes out, 13-25% less CPU on
    these small programs, and the tests' two workers already fill the machine."""
    cmd = [
        iree_tool("iree-compile") or "iree-compile",
        "--iree-hal-target-device=vulkan",
        "--mlir-disable-threading",
        *flags,
        str(src),
    ]
    if dumps is not None:
        cmd += [
            f"--iree-hal-dump-executable-intermediates-to={dumps}",
            f"--iree-hal-dump-executable-binaries-to={dumps}",
        ]
    return subprocess.run(cmd + ["-o", str(out)], capture_output=True, text=True, timeout=300)


def run_program(
    vmfb: Path, inputs: list[np.ndarray], env: dict[str, str], work: Path
) -> tuple[subprocess.CompletedProcess, np.ndarray | None]:
    """``iree-run-module --device=vulkan --function=main`` of the inputs: (the run, its result)."""
    args = []
    for i, a in enumerate(inputs):
        p = work / f"in{i}.npy"
        np.save(p, a)
        args.append(f"--input=@{p}")
    result = work / "out.npy"
    result.unlink(missing_ok=True)
    cmd = [iree_tool("iree-run-module") or "iree-run-module", "--device=vulkan", f"--module={vmfb}", "--function=main"]
    proc = subprocess.run(cmd + args + [f"--output=@{result}"], capture_output=True, text=True, timeout=300, env=env)
    return proc, (np.load(result) if proc.returncode == 0 and result.is_file() else None)


def with_module_attribute(program: str, attribute: str) -> str:
    """``program`` in a module carrying ``attribute`` (``hal.device.targets = [...]``); its
    attribute aliases (``#map = ...``) stay at the top, where MLIR wants them."""
    lines = program.splitlines(keepends=True)
    aliases = [line for line in lines if re.match(r"#[\w.$-]+\s*=", line)]
    body = [line for line in lines if line not in aliases]
    return "".join(aliases) + f"module attributes {{{attribute}}} {{\n" + "".join(body) + "}\n"


_BIND = re.compile(r"spirv\.GlobalVariable @\S+ bind\((\d+), (\d+)\) : !spirv\.ptr<.*, (StorageBuffer|Uniform)>\s*$")
_PUSH = re.compile(r"spirv\.GlobalVariable @\S+ : !spirv\.ptr<(.*), PushConstant>\s*$")


def kernel_interface(mlir: str) -> tuple[list[list], int]:
    """The descriptor bindings ``[[set, binding, kind]]`` and push-constant bytes of a
    kernel's ``spirv.module`` text (IREE's: one set, i32 arrays of push constants)."""
    bindings: dict[tuple[int, int], str] = {}
    push = 0
    for line in mlir.splitlines():
        line = line.strip()
        m = _BIND.match(line)
        if m:
            kind = "storage_buffer" if m.group(3) == "StorageBuffer" else "uniform_buffer"
            bindings.setdefault((int(m.group(1)), int(m.group(2))), kind)
            continue
        m = _PUSH.match(line)
        if m:
            # !spirv.struct<(!spirv.array<N x i32, stride=4> [0]), Block>, or scalars i32
            n = re.search(r"array<(\d+) x i32", m.group(1))
            push = max(push, 4 * int(n.group(1)) if n else 4 * max(1, m.group(1).count("i32")))
    return [[s, b, k] for (s, b), k in sorted(bindings.items())], push


def _short(name: str) -> str:
    return name.removeprefix("module_").removesuffix(".spirv.mlir").removesuffix(".spv")


def regenerate() -> dict:
    from device_support import entry_point_name
    from iree_programs import PROGRAM_LIST

    if KERNELS.exists():
        shutil.rmtree(KERNELS)
    entries = []
    failures = []
    for target in TARGETS:
        for program in PROGRAM_LIST:
            with tempfile.TemporaryDirectory() as tmp:
                t = Path(tmp)
                proc = compile_program(program.path, t / "p.vmfb", [f"--iree-vulkan-target={target}"], t / "dump")
                if proc.returncode != 0:
                    failures.append({"target": target, "program": program.name, "error": proc.stderr[-500:]})
                    continue
                dest = KERNELS / target / program.name
                dest.mkdir(parents=True, exist_ok=True)
                for mlir in sorted((t / "dump").glob("*.spirv.mlir")):
                    spv = mlir.with_name(mlir.name.removesuffix(".spirv.mlir") + ".spv")
                    if not spv.is_file():
                        continue
                    short = _short(mlir.name)
                    text = mlir.read_text()
                    (dest / f"{short}.spirv.mlir").write_text(text)
                    shutil.copyfile(spv, dest / f"{short}.spv")
                    bindings, push = kernel_interface(text)
                    entries.append(
                        {
                            "name": f"{target}/{program.name}/{short}",
                            "target": target,
                            "program": program.name,
                            "mlir": f"{target}/{program.name}/{short}.spirv.mlir",
                            "spv": f"{target}/{program.name}/{short}.spv",
                            "entry": entry_point_name(spv.read_bytes()),
                            "bindings": bindings,
                            "push": push,
                        }
                    )
    version = subprocess.run([iree_tool("iree-compile") or "iree-compile", "--version"], capture_output=True, text=True)
    doc = {
        "iree": " ".join(version.stdout.split()[:6]),
        "targets": list(TARGETS),
        "kernels": entries,
        "not_compiled": failures,
    }
    MANIFEST.write_text(json.dumps(doc, indent=1) + "\n")
    return doc


def manifest() -> dict:
    return json.loads(MANIFEST.read_text())


if __name__ == "__main__":
    sys.path.insert(0, str(HERE))
    got = regenerate()
    print(f"{len(got['kernels'])} kernels, {len(got['not_compiled'])} programs not compiled -> {KERNELS}")
