"""``odsgen serve`` on the device kernels: each kernel validated by a process of its own that
hands it to the server answers as that process alone would (tests/runtime/test_serve.py
does the same for the examples' commands).

Every kernel of the device corpus (tests/oracle/device_kernels.py, stamped and serialized
once for the run) as its ``.spv`` binary, and every eighth as its ``.mlir`` text (read
through mlir-opt, which writes scratch files: what the server must not take for a change
of its inputs), is validated against this machine's device report, one process per file
through the server, and compared with ``odsgen.cli.main`` on the same file in this process,
and for a sample of them with a process of its own: exit status, standard output and
standard error, byte for byte. (The server's part is the same whatever the reader: the
texts cost an mlir-opt process each, twice.)
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.oracle

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "runtime"))


@pytest.fixture(scope="module")
def corpus_and_device(tmp_path_factory):
    from device_support import device_report, require_vulkan, shared_corpus, vulkan_env

    require_vulkan()
    tmp = tmp_path_factory.mktemp("serve-device")
    device = tmp / "device.json"
    device_report(device, vulkan_env(tmp / "xdg"))
    built = shared_corpus()
    return [b for b in built if b.spv is not None], device


def _in_process(argv: list[str], cwd: Path) -> tuple[int, bytes, bytes]:
    from odsgen.cli import main

    out, err = io.StringIO(), io.StringIO()
    here = os.getcwd()
    os.chdir(cwd)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(argv)
    finally:
        os.chdir(here)
    return code, out.getvalue().encode(), err.getvalue().encode()


def test_each_kernel_answers_as_alone(corpus_and_device, tmp_path):
    from device_support import spec_args
    from test_serve import Server, run

    built, device = corpus_and_device
    server = Server(tmp_path)
    try:
        files = [(b.spv.parent, b.spv.name) for b in built] + [(b.mlir.parent, b.mlir.name) for b in built[::8]]
        for i, (folder, name) in enumerate(files):
            argv = ["validate", name, *spec_args(), "--target", str(device)]
            served = run(argv, server.env, folder, served=True)
            assert served == _in_process(argv, folder), name
            if i % 25 == 0:  # (and, for a sample, a process of its own)
                assert served == run(argv, server.env, folder, served=False), name
        status = server.status()
        assert (status["served"], status["declined"]) == (len(files), 0)
        assert json.dumps(status["warmed"]).count("validate") == 2  # (.spv and .mlir)
    finally:
        server.stop()
