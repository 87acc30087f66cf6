"""Command-line interface: argparse front door; the only place that prints or exits.

Each subcommand lives in ``odsgen/commands/<name>.py`` and exposes
``add_arguments(parser)`` and ``run(args) -> int``; modules are imported lazily so
that ``odsgen --help`` and quick commands start fast.
"""

from __future__ import annotations

# Only modules the interpreter has already loaded: until run() starts, an interrupt
# would end in a traceback, so this window is kept as short as it can be.
import os
import sys
TYPE_CHECKING = False  # (typing costs every process about 3 ms: odsgen/__init__.py)

from odsgen import __version__

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

_SIGINT, _SIGTERM = 2, 15  # the same numbers everywhere; `signal` costs an import

# (command name, module under odsgen.commands, one-line help)
COMMANDS: list[tuple[str, str, str]] = [
    ("records", "records", "evaluate TableGen files and print the records (or llvm-tblgen compatible JSON)"),
    ("print", "print_", "read an MLIR module in any syntax and print it in generic form"),
    ("avail", "avail", "show every op's and enum case's availability requirements, with provenance"),
    ("docs", "docs", "generate Markdown and HTML documentation of a dialect with its availability"),
    ("diff", "diff", "changelog of what became available or unavailable between two versions or two specs"),
    ("gen", "gen", "generate a typed Python package (enums, interfaces, ops, targets) from spec files"),
    (
        "validate",
        "validate",
        "verify every op of MLIR modules against its ODS definition, then check it against a target",
    ),
    ("verify", "verify", "verify every op of MLIR modules against its ODS definition (no target)"),
    ("deduce", "deduce", "the least target under which every op of a module is legal, and what forces each part"),
    ("explain", "explain", "every requirement of an op (or of an op instance in a module), and why a target allows it"),
    ("convert", "convert", "move a module to a target with a pattern file, and report what still blocks it"),
    ("import", "import_", "write a spec of another tool's op set: onnx (the installed onnx package's operator sets)"),
    (
        "targets",
        "targets",
        "list the named targets, and print what a target resolves to (Vulkan: the enables behind it)",
    ),
]


SERVE_HELP = "keep a warm odsgen for this user, which runs every odsgen command in milliseconds (docs/serve.md)"

# Commands whose own errors exit 2, since 1 means an answer ("some op is illegal").


def build_parser(argv: list[str] | None = None):  # -> argparse.ArgumentParser (imported here, for a short startup)
    """The parser of ``argv`` (default: the process's arguments). Only the command ``argv``
    names gets its arguments, so only its module is imported (importing all of them cost
    about 20 ms of every run). When ``argv`` starts with a command, that command's
    parser is the only one built (what the top-level parser shows, ``--help`` and the
    list of choices, is then never printed: every argument after the command is the
    command's); otherwise every command is listed."""
    # The command is the first argument that is not an option (the top-level options take no value).
    args = sys.argv[1:] if argv is None else argv
    named = next((a for a in args if not a.startswith("-")), None)
    listed = [c for c in COMMANDS if c[0] == named] if args[:1] == [named] else []
    if listed and named in _PARSERS:
        return _PARSERS[named]
    import argparse
    import importlib

    parser = argparse.ArgumentParser(
        prog="odsgen",
        description="TableGen-style availability code generator for evolving op sets.",
    )
    parser.add_argument("--version", action="version", version=f"odsgen {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name, module, help_text in listed or COMMANDS:
        p = sub.add_parser(name, help=help_text, description=help_text)
        if name == named:
            mod = importlib.import_module(f"odsgen.commands.{module}")
            mod.add_arguments(p)
            p.set_defaults(_module=mod)
    if not listed:
        p = sub.add_parser("serve", help=SERVE_HELP, description=SERVE_HELP)
        if named == "serve":
            from odsgen import server

            server.add_arguments(p)
    elif _keeps_parsers():
        _PARSERS[named] = parser
    return parser


# A command's parser, built once, in a process that keeps them: odsgen serve, whose
# children inherit the one its warm-up built (argparse reads nothing else and keeps no
# state of a parse in the parser).
_PARSERS: dict[str, object] = {}


def _keeps_parsers() -> bool:
    from odsgen.cache import remembering

    return remembering()


class Terminated(KeyboardInterrupt):
    """SIGTERM, raised like Ctrl-C's KeyboardInterrupt so that the same cleanup runs."""


def _raise_terminated(signum, frame) -> None:
    raise Terminated


def _interrupted(exc: KeyboardInterrupt) -> int:
    _say("odsgen: interrupted\n")
    return 128 + (_SIGTERM if isinstance(exc, Terminated) else _SIGINT)


def _exit_now(signum, frame) -> None:
    """An interrupt where nothing is left to undo (the output is complete and being
    flushed, or the report of an error is): end at once."""
    _say("odsgen: interrupted\n")
    os._exit(128 + signum)


def _say(text: str) -> None:
    """Write to stderr; a closed or full stderr is not worth a traceback."""
    try:
        sys.stderr.write(text)
        sys.stderr.flush()
    except (OSError, ValueError):
        pass


def main(argv: list[str] | None = None) -> int:
    """Run one command; returns the exit status. Every exception ends here as one line
    on stderr: bad input as a located error, anything else as a last-resort message
    (never a Python traceback; ``ODSGEN_TRACEBACK=1`` shows it for an internal error)."""
    error_exit = 1
    try:
        parser = build_parser(argv)
        args = parser.parse_args(argv)
        if args.command == "serve":
            return _serve(args)
        # validate, deduce and explain answer with 1 ("illegal"): their own errors exit 2.
        error_exit = getattr(args._module, "ERROR_EXIT", 1)
        _check_outputs(args)
        from odsgen.cache import disabled

        from odsgen.checking.inputs.read import without_mlir
        from odsgen.parallel import resident_scope
        from odsgen.source import naming_scope

        # --no-cache: no cache is read or written; --no-mlir: odsgen's verifier alone; files
        # named in reports by what this command loads alone (naming_scope); the modules in
        # custom syntax parsed by one helper (resident_scope)
        with (
            disabled(getattr(args, "no_cache", False)),
            without_mlir(getattr(args, "no_mlir", False)),
            naming_scope(),
            resident_scope(),
        ):
            return int(args._module.run(args) or 0)
    except KeyboardInterrupt as exc:
        return _interrupted(exc)
    except BrokenPipeError:
        # The reader went away (e.g. `| head`): not an error of ours.
        try:
            sys.stdout = open(os.devnull, "w")
        except OSError:
            pass
        return 0
    except Exception as exc:
        return _last_resort(exc, error_exit)


def _check_outputs(args) -> None:
    """Before the command reads anything: none of its outputs (the command's ``OUTPUTS``)
    overwrites one of its inputs (``INPUTS``) or another output (odsgen.io.check_outputs)."""
    module = args._module
    outputs = getattr(module, "OUTPUTS", None)
    if not outputs:
        return
    from odsgen.io import check_outputs

    def paths(names: dict[str, str]):
        for dest, what in names.items():
            value = getattr(args, dest, None)
            for path in value if isinstance(value, list) else [value]:
                yield what, path

    check_outputs(paths(outputs), paths(getattr(module, "INPUTS", {})))


def _last_resort(exc: BaseException, error_exit: int) -> int:
    try:
        message = _message(exc)
    except Exception as again:  # rendering the error failed too
        message = f"odsgen: internal error: {type(exc).__name__}, then {type(again).__name__} reporting it"
    _say(message + "\n")
    return error_exit


def _message(exc: BaseException) -> str:
    from odsgen.diagnostics import OdsgenError

    # A Lark transformer wraps what a rule raised; report what it raised.
    while type(exc).__name__ == "VisitError" and isinstance(getattr(exc, "orig_exc", None), BaseException):
        exc = exc.orig_exc
    if isinstance(exc, OdsgenError):
        message = str(exc)
    elif isinstance(exc, RecursionError):
        message = "error: input nests too deeply (recursion limit reached)"
    elif isinstance(exc, MemoryError):
        message = "error: out of memory"
    elif isinstance(exc, ValueError) and "integer string conversion" in str(exc):
        message = f"error: a number has more than {sys.get_int_max_str_digits()} digits"
    elif isinstance(exc, OSError):
        message = f"error: {exc.filename or ''}{': ' if exc.filename else ''}{exc.strerror or exc}"
    else:
        if os.environ.get("ODSGEN_TRACEBACK"):
            import traceback

            traceback.print_exception(exc)
        message = (
            f"odsgen: internal error: {type(exc).__name__}: {str(exc)[:500]}\n"
            "(a bug in odsgen; ODSGEN_TRACEBACK=1 shows where)"
        )
    return message


def run() -> None:
    """The console entry point: the command, in this user's ``odsgen serve`` when one runs
    (odsgen.served: the same answer, without the start-up), else here; then a fast exit.

    A one-shot command builds up to millions of objects; the cyclic GC is off while
    it runs (nothing outlives the process), and once the output is flushed the
    process ends without the interpreter's object-by-object teardown.

    SIGINT and SIGTERM raise KeyboardInterrupt (``Terminated``) while the command runs,
    so that workers are killed and temporaries removed on the way out (exit 130, 143);
    once main() has returned they end the process at once. A signal the process was
    started with ignored (a background job of a non-interactive shell ignores SIGINT,
    ``nohup``-style wrappers more) stays ignored, as the interpreter itself leaves it.
    """
    if sys.argv[1:2] == ["serve"]:
        os._exit(main())
    from odsgen.served import forward

    code = forward(sys.argv)
    os._exit(command() if code is None else code)


def run_alone() -> None:
    """The odsgen command of ``sys.argv`` run by this process, never handed to a server:
    what the native client (odsgen/client/odsgen.c) becomes when no server takes its
    command, so that it is not asked again."""
    os._exit(main() if sys.argv[1:2] == ["serve"] else command())


def command(warm: bool = False) -> int:
    """Run the command of ``sys.argv`` as the entry point does (signals, GC, the data
    classes' compiled methods) and flush its output: the exit status. An ``odsgen serve``
    child runs this too, ``warm``: every module is imported, so no data class is made and
    the compiled methods' cache is not read (about 1,000 pages the child would copy)."""
    try:
        import gc
        import signal

        _handle(signal.SIGINT, signal.default_int_handler)
        _handle(signal.SIGTERM, _raise_terminated)
        gc.disable()
        from odsgen.cache import compiled_dataclasses

        # (the data classes' methods compiled once, in the cache: not with --no-cache, which
        # reads and writes nothing there, and is known before the arguments are parsed)
        args = sys.argv[1:]
        compiled = not warm and not _no_cache(args)
        with compiled_dataclasses(compiled, next((a for a in args if not a.startswith("-")), "")):
            code = main()
    except KeyboardInterrupt as exc:  # before main() started, or a second one while it reported
        _exit_on_signals()
        code = _interrupted(exc)
    _exit_on_signals()
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):
        pass
    return code


def _serve(args) -> int:
    """``odsgen serve``: its children run ``command``; it warms up by running ``main``."""
    from odsgen import server

    def warm(argv: list[str]) -> object:
        from odsgen.cache import compiled_dataclasses

        with compiled_dataclasses(not _no_cache(argv), next((a for a in argv if not a.startswith("-")), "")):
            code = main(argv)
        # MLIR's bindings, imported here once: the helper that parses a child's modules
        # (odsgen.parallel.resident_scope) is forked from the child, and finds them loaded.
        from odsgen.checking.inputs.custom_syntax import preload_bindings

        preload_bindings()
        return code

    def preload() -> None:
        """Every module of odsgen's (those of other packages are imported on use)."""
        import importlib
        import pkgutil

        import odsgen

        for info in pkgutil.walk_packages(odsgen.__path__, "odsgen."):
            if not info.name.endswith("__main__"):
                try:
                    importlib.import_module(info.name)
                except Exception:  # noqa: BLE001 - imported on use, as without a server
                    pass

    return server.serve_main(args, lambda: command(warm=True), warm, preload)


def _no_cache(args: list[str]) -> bool:
    """Whether ``--no-cache`` is among the options of ``args`` (before a ``--``)."""
    return "--no-cache" in (args[: args.index("--")] if "--" in args else args)


def _exit_on_signals() -> None:
    import signal

    _handle(signal.SIGINT, _exit_now)
    _handle(signal.SIGTERM, _exit_now)


def _handle(signum: int, handler: "Callable[[int, Any], None]") -> None:
    """Install ``handler`` for ``signum`` unless the process was started with it ignored."""
    import signal

    if signal.getsignal(signum) is not signal.SIG_IGN:
        signal.signal(signum, handler)


if __name__ == "__main__":
    run()
