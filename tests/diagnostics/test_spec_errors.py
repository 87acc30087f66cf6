"""The self-contained ODS classes and the MinVersion dimension the bad-spec tests share.

The bad specs themselves are .td files under tests/diagnostics/td/, their expected
diagnostics written beside the lines they point at (tests/diagnostics/test_td_checks.py
runs them); the fuzz and model-conflict tests build their specs from these pieces.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

# The self-contained ODS classes (Version with V_1, V_2; dialect D), one copy: the .td
# cases' prelude (its first line a comment).
PRELUDE = (Path(__file__).resolve().parent / "td" / "prelude.td").read_text().split("\n", 1)[1]
PRELUDE_LINES = PRELUDE.count("\n")

MIN_VERSION = textwrap.dedent("""\
    class MinVersion<string c> : Availability {
      let interfaceName = "QueryMinVersion";
      let queryFnName = "getMinVersion";
      let queryFnRetType = "::x::Version";
      let instanceType = "::x::Version";
      let mergeAction = "$overall = max($overall, $instance)";
      let initializer = "::x::Version::V_1";
      let instance = "::x::Version::" # c;
    }
    """)
