"""Entry point for ``python -m odsgen``."""

from odsgen.cli import main

raise SystemExit(main())
