"""Write the LALR tables shipped beside odsgen's grammars (``grammars/NAME.tables``).

odsgen's parsers take their tables from the cache, else from these files, and build them
with Lark only when neither matches the grammar (odsgen.cache.cached_lark): building
them costs a third of a second per grammar in every process without a usable cache.
Run after editing a grammar or updating Lark; ``--check`` only reports (exit 1) a file
that differs from what it would write (tests/unit/test_lark_tables.py checks the same):

    python scripts/make_lark_tables.py [--check]
"""

from __future__ import annotations

import argparse
import sys

from odsgen.avail.merge_action import parse as merge_action
from odsgen.cache import shipped_tables_entry, shipped_tables_path
from odsgen.syntax import parser as td

# grammar -> the options its parser is made with, as odsgen makes it
GRAMMARS = {"tablegen.lark": td.lark_options, "merge_action.lark": merge_action.lark_options}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="write nothing; exit 1 if a file is not up to date")
    args = ap.parse_args()
    stale = 0
    for grammar, options in GRAMMARS.items():
        path = shipped_tables_path(grammar)
        data = shipped_tables_entry(grammar, options())
        if path.is_file() and path.read_bytes() == data:
            continue
        stale += 1
        if args.check:
            print(f"{path}: not the tables of {grammar} (run scripts/make_lark_tables.py)")
        else:
            path.write_bytes(data)
            print(f"wrote {path} ({len(data)} bytes)")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
