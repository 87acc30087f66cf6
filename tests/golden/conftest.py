"""Golden tests: ``--update-golden`` (or ODSGEN_UPDATE_GOLDEN=1) rewrites the committed packages."""

from __future__ import annotations


def pytest_addoption(parser):
    try:
        parser.addoption(
            "--update-golden",
            action="store_true",
            default=False,
            help="regenerate tests/golden/ from examples/ instead of comparing (same as ODSGEN_UPDATE_GOLDEN=1)",
        )
    except ValueError:  # already registered
        pass
