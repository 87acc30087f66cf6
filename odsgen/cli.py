"""Command-line interface: argparse front door; the only place that prints or exits.

Each subcommand lives in ``odsgen/commands/<name>.py`` and exposes
``add_arguments(parser)`` and ``run(args) -> int``; modules are imported lazily so
that ``odsgen --help`` and quick commands start fast.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys

from odsgen import __version__

# (command name, module under odsgen.commands, one-line help)
COMMANDS: list[tuple[str, str, str]] = [
    ("records", "records", "evaluate TableGen files and print the records (or llvm-tblgen compatible JSON)"),
    ("print", "print_", "read an MLIR module in generic form and print it back"),
    ("avail", "avail", "show every op's and enum case's availability requirements, with provenance"),
    ("docs", "docs", "generate Markdown and HTML documentation of a dialect with its availability"),
    ("diff", "diff", "changelog of what became available or unavailable between two versions or two specs"),
    ("gen", "gen", "generate a typed Python package (enums, interfaces, ops, targets) from spec files"),
    ("validate", "validate", "check every op of MLIR modules against a target: which ops are not available, and why"),
    ("deduce", "deduce", "the least target under which every op of a module is legal, and what forces each part"),
    ("explain", "explain", "every requirement of an op (or of an op instance in a module), and why a target allows it"),
]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="odsgen",
        description="TableGen-style availability code generator for evolving op sets.",
    )
    parser.add_argument("--version", action="version", version=f"odsgen {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name, module, help_text in COMMANDS:
        p = sub.add_parser(name, help=help_text, description=help_text)
        mod = importlib.import_module(f"odsgen.commands.{module}")
        mod.add_arguments(p)
        p.set_defaults(_module=mod)
    return parser


def main(argv: list[str] | None = None) -> int:
    from odsgen.diagnostics import OdsgenError

    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        from odsgen.records.cache import disabled

        with disabled(getattr(args, "no_cache", False)):  # --no-cache: no cache is read or written
            return int(args._module.run(args) or 0)
    except OdsgenError as exc:
        sys.stderr.write(str(exc) + "\n")
        return 1
    except KeyboardInterrupt:
        sys.stderr.write("odsgen: interrupted\n")
        return 130
    except BrokenPipeError:
        # The reader went away (e.g. `| head`): not an error of ours.
        try:
            sys.stdout = open(os.devnull, "w")
        except OSError:
            pass
        return 0
    except RecursionError:
        sys.stderr.write("error: input nests too deeply (recursion limit reached)\n")
        return 1
    except MemoryError:
        sys.stderr.write("error: out of memory\n")
        return 1
    except OSError as exc:
        sys.stderr.write(f"error: {exc.filename or ''}{': ' if exc.filename else ''}{exc.strerror or exc}\n")
        return 1


def run() -> None:
    """The console entry point: main(), then a fast exit.

    A one-shot command builds up to millions of objects; the cyclic GC is off while
    it runs (nothing outlives the process), and once the output is flushed the
    process ends without the interpreter's object-by-object teardown.
    """
    import gc

    gc.disable()
    code = main()
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (BrokenPipeError, OSError):
        pass
    os._exit(code)


if __name__ == "__main__":
    run()
