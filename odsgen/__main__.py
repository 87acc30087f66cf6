"""Entry point for ``python -m odsgen``."""

from odsgen.cli import run

run()
