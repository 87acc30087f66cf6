"""The self-contained ODS classes and the MinVersion dimension the bad-spec tests share.

The bad specs themselves are .td files under tests/diagnostics/td/, their expected
diagnostics written beside the lines they point at (tests/diagnostics/test_td_checks.py
runs them); the fuzz and model-conflict tests build their specs from these pieces, read
from the preludes the .td cases include.
"""

from __future__ import annotations

import re
from pathlib import Path

TD = Path(__file__).resolve().parent / "td"


def _without_comments_and_includes(name: str) -> str:
    text = (TD / name).read_text()
    return "".join(line for line in text.splitlines(True) if not line.startswith(("//", "include ")))


# The self-contained ODS classes (Version with V_1, V_2; dialect D): prelude-ods.td and
# prelude.td's dialect.
PRELUDE = _without_comments_and_includes("prelude-ods.td") + _without_comments_and_includes("prelude.td")
PRELUDE_LINES = PRELUDE.count("\n")

# The MinVersion dimension of prelude-min-version.td.
_MIN_VERSION = re.search(r"^class MinVersion<.*?^}\n", (TD / "prelude-min-version.td").read_text(), re.M | re.S)
assert _MIN_VERSION is not None
MIN_VERSION = _MIN_VERSION.group(0)
