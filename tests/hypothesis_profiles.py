"""The property tests' example counts, by Hypothesis profile (loaded by tests/conftest.py).

Under ``ci`` (``CI=true``, what .ci/run and the whole suite's figures use) every property
test draws the count it names; under ``fast`` (the edit-test loop, any run without
``CI=true``) a quarter of it, at least 10. ``HYPOTHESIS_PROFILE=ci`` gives the full
counts without ``CI=true``. The generators, the assertions and the seeds' variety are the
same in both: only how many examples a run draws changes.
"""

from __future__ import annotations

import os

from hypothesis import settings

# Hypothesis's own default count: what a test's number means under the ci profile.
FULL = 100
settings.register_profile("ci", max_examples=FULL)
settings.register_profile("fast", max_examples=FULL // 4)


def load_profile() -> str:
    """Load ``HYPOTHESIS_PROFILE``, else ``ci`` under CI=true, else ``fast``; its name."""
    ci = os.environ.get("CI", "").strip().lower() in ("true", "1")
    name = os.environ.get("HYPOTHESIS_PROFILE") or ("ci" if ci else "fast")
    settings.load_profile(name)
    return name


def examples(n: int) -> int:
    """The examples a property test naming ``n`` draws under the loaded profile: ``n`` under
    ci, a quarter of it (at least 10) under fast."""
    return n if settings.default.max_examples >= FULL else max(10, n * settings.default.max_examples // FULL)
