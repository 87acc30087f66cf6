"""The `odsgen docs` HTML page in a real headless browser (Debian's chromium): it loads
without console errors (script errors, CSP violations) and its filter box, set through
the page's `?filter=` query, hides exactly the ops that do not match."""

from __future__ import annotations

import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest

from odsgen.cli import main
from odsgen.model import load_model
from tests.conftest import require_chromium

# A real browser (chromium) per test: CI runs these, the fast tier does not.
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
GPU = ROOT / "examples" / "gpu" / "gpu.td"


def _chromium(page: Path, query: str, tmp_path: Path, *extra: str) -> subprocess.CompletedProcess:
    cmd = [
        require_chromium(),
        "--headless",
        "--no-sandbox",  # tests may run as root in a container
        "--disable-gpu",
        f"--user-data-dir={tmp_path / 'profile'}",
        "--enable-logging=stderr",
        "--v=0",
        *extra,
        page.as_uri() + query,
    ]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120, check=False)


class _Ops(HTMLParser):
    """(tag, op name, hidden) for every element carrying `data-op`, and the count's text."""

    def __init__(self) -> None:
        super().__init__()
        self.items: list[tuple[str, str, bool]] = []
        self.count = ""
        self._in_count = False

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "data-op" in a:
            self.items.append((tag, a["data-op"], "hidden" in a))
        self._in_count = a.get("id") == "count"

    def handle_data(self, data):
        if self._in_count:
            self.count += data

    def handle_endtag(self, tag):
        self._in_count = False


@pytest.fixture(scope="module")
def gpu_page(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("docs")
    assert main(["docs", str(GPU), "-I", str(ROOT / "tdlib"), "-o", str(out)]) == 0
    return out / "gs.html"


def _console(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if ":CONSOLE" in line]


@pytest.mark.parametrize("word", ["ballot", "KHR", "no-such-op"])
def test_filter_query_hides_the_other_ops(gpu_page, tmp_path, word):
    run = _chromium(gpu_page, f"?filter={word}", tmp_path, "--dump-dom")
    assert run.returncode == 0, run.stderr[-2000:]
    assert _console(run.stderr) == []
    dom = _Ops()
    dom.feed(run.stdout)
    model = load_model([str(GPU)], [str(ROOT / "tdlib")], [], use_cache=False)
    texts = {o.name: f"{o.name} {o.record} {o.summary}".lower() for o in model.ops}
    expected_shown = {name for name, text in texts.items() if word.lower() in text}
    # the table of contents, the matrix and the op sections each list every op once
    for tag in ("li", "tr", "section"):
        rows = [(name, hidden) for t, name, hidden in dom.items if t == tag]
        assert sorted(name for name, _ in rows) == sorted(texts), tag
        assert {name for name, hidden in rows if not hidden} == expected_shown, tag
    assert dom.count == f"{len(expected_shown)} of {len(texts)} ops"


def test_page_without_filter_shows_everything(gpu_page, tmp_path):
    run = _chromium(gpu_page, "", tmp_path, "--dump-dom")
    assert run.returncode == 0 and _console(run.stderr) == []
    dom = _Ops()
    dom.feed(run.stdout)
    assert dom.items and not any(hidden for _, _, hidden in dom.items)
    assert dom.count == f"{sum(1 for t, _, _ in dom.items if t == 'section')} ops"


def test_a_script_error_would_be_seen(gpu_page, tmp_path):
    """The console check above can fail: a page whose script throws is reported."""
    broken = tmp_path / "broken.html"
    broken.write_text(gpu_page.read_text().replace('"use strict";', '"use strict"; noSuchFunction();', 1))
    run = _chromium(broken, "", tmp_path, "--dump-dom")
    assert any("noSuchFunction" in line for line in _console(run.stderr))


def test_screenshot_renders(gpu_page, tmp_path):
    shot = tmp_path / "page.png"
    run = _chromium(gpu_page, "?filter=ballot", tmp_path, "--window-size=1200,900", f"--screenshot={shot}")
    assert run.returncode == 0 and _console(run.stderr) == []
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 10_000


@pytest.mark.oracle
def test_upstream_spirv_page_filters_its_hundreds_of_ops(tmp_path):
    """The large page the filter is for: MLIR's SPIR-V dialect (300+ ops)."""
    inc = "/usr/lib/llvm-22/include"
    assert main(["docs", f"{inc}/mlir/Dialect/SPIRV/IR/SPIRVOps.td", "-I", inc, "-o", str(tmp_path / "out")]) == 0
    run = _chromium(tmp_path / "out" / "spirv.html", "?filter=GroupNonUniform%20ballot", tmp_path, "--dump-dom")
    assert run.returncode == 0 and _console(run.stderr) == []
    dom = _Ops()
    dom.feed(run.stdout)
    sections = [(name, hidden) for t, name, hidden in dom.items if t == "section"]
    assert len(sections) > 300
    shown = sorted(name for name, hidden in sections if not hidden)
    assert shown and all("groupnonuniform" in n.lower() and "ballot" in n.lower() for n in shown)
    assert dom.count == f"{len(shown)} of {len(sections)} ops"
