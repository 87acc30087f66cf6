"""odsgen's dependencies as edges with reasons, the way MLIR's CMake states what each of its
libraries links and why (mlir/lib/TableGen/CMakeLists.txt).

``ALLOWED`` is the table of package edges: a package (a folder of odsgen, or a top-level
module) may import another only where the table has the pair, with one line saying why.
Every import counts: lazy ones inside functions, relative ones, ``importlib.import_module``
of a literal name; imports under ``if TYPE_CHECKING:`` count as edges too (an annotation
is a dependency of the reader), but not as cycles (they never run). The table itself
has no cycle, so the packages stay in layers; within one package no two files may import
each other in a loop, and no module takes another module's private name (``from x import
_y``, ``mod._y``): what B needs of A is A's interface, named so.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

PKG = Path(__file__).resolve().parents[2] / "odsgen"

# (importer, imported): why. "" is the package itself (odsgen/__init__.py).
ALLOWED: dict[tuple[str, str], str] = {
    # The face: the package, ``python -m``, the CLI and its commands.
    ("", "api"): "the package re-exports the public API (lazily, on first use of a name)",
    ("", "diagnostics"): "OdsgenError is a public name of the package",
    ("__main__", "cli"): "python -m odsgen runs the CLI",
    ("cli", "commands"): "the CLI dispatches to one module per command",
    ("cli", "cache"): "--no-cache switches the cache off for the command",
    ("cli", "checking"): "--no-mlir switches MLIR's verifier off for the command (odsgen.checking.inputs.read)",
    ("cli", "io"): "the CLI refuses outputs that would overwrite an input before running",
    ("cli", "diagnostics"): "the CLI prints OdsgenError's diagnostics and picks the exit code",
    ("cli", "parallel"): "each command's modules in custom syntax are parsed by one resident helper (odsgen.parallel.resident_scope)",
    ("cli", "served"): "every odsgen process first offers its command to the user's odsgen serve",
    ("cli", "server"): "odsgen serve is the CLI's own command: its children run the CLI's entry point",
    ("server", "served"): "the server speaks the protocol its clients define (the socket, the request)",
    ("server", "cache"): "the server keeps the cache's entries in memory for its children (remember_entries)",
    ("server", "client"): "odsgen serve --install-client compiles the native client of the server's protocol",
    ("client", "io"): "the native client is written atomically, as every output",
    ("client", "diagnostics"): "an unwritable native client is the outputs' located error, reported by odsgen serve",
    ("client", "served"): "the native client is compiled with the identity and socket name the protocol defines",
    ("cli", "source"): "each command names files in reports by what it loads alone (odsgen.source.naming_scope)",
    (
        "commands",
        "api",
    ): "a command is the API's function plus argument parsing and printing; all else through the commands' surface",
    # The library: the API over the checking layer over the generator and the runtime.
    ("api", "checking"): "the API's validate/deduce/explain/convert are the checking layer's",
    ("api", "codegen"): "odsgen.generate is the generator's",
    ("api", "docs"): "odsgen.docs and the spec diffs are the docs package's",
    ("api", "source"): "a loaded spec names the files of the reports it answers (odsgen.source.add_roots)",
    ("api", "model"): "a Spec is a loaded model (availability, lints, corrections)",
    ("api", "records"): "odsgen.records dumps TableGen records as llvm-tblgen does",
    ("api", "runtime"): "the API reads modules into odsgen's IR and returns runtime values",
    ("api", "cache"): "the API's results are cached, keyed by their inputs",
    ("api", "io"): "the API refuses outputs that would overwrite an input",
    ("api", "diagnostics"): "the API raises OdsgenError",
    ("api", "parallel"): "validate_many's default executor is a local process pool",
    ("checking", "codegen"): "a spec is checked through its generated package, loaded from the cache",
    ("checking", "model"): "the verifier's data and the reports' words are built from the model",
    ("checking", "runtime"): "checks read modules through the runtime's IR protocol and ask the package",
    ("checking", "cache"): "a loaded spec (package, verifier) is cached",
    ("checking", "io"): "convert writes its module atomically",
    ("checking", "parallel"): "custom-syntax modules are read by MLIR in a forked worker",
    ("checking", "diagnostics"): "checks report located diagnostics",
    ("checking", "source"): "checks locate ops in the module files",
    ("docs", "model"): "the docs are views of the model",
    ("docs", "runtime"): "the docs show requirements in the runtime's algebra",
    ("docs", "io"): "the docs are written atomically",
    ("docs", "resources"): "the docs' templates are installed data",
    ("docs", "diagnostics"): "a bad version diff is a located error",
    ("codegen", "model"): "the generator emits the model",
    ("codegen", "runtime"): "generated code is spelled in the runtime's classes (matchers, algebra)",
    ("codegen", "cache"): "generated packages and formatted code are cached",
    ("codegen", "io"): "generated files are staged and written atomically",
    (
        "codegen",
        "parallel",
    ): "black formats modules in worker processes; a forked helper renders the files that read no op",
    ("codegen", "resources"): "the templates are installed data",
    ("codegen", "diagnostics"): "generation errors are located",
    ("codegen", "source"): "generation errors point at the spec",
    # The front end: .td text to records to the model.
    ("model", "records"): "the model reads records through typed accessors",
    ("model", "avail"): "availability classes are read through the merge-action language",
    ("model", "runtime"): "the model builds the runtime's matchers, algebra and rules",
    ("model", "cache"): "the .td odsgen generates to read (TOSA's tables, the overlay root) is kept in the cache",
    ("model", "resources"): "odsgen's library of upstream corrections is installed data",
    ("model", "diagnostics"): "spec errors are located diagnostics",
    ("model", "source"): "spec errors point at the .td line",
    ("records", "syntax"): "records are evaluated from the parsed .td AST",
    ("records", "io"): "a spec may be read from stdin",
    ("records", "parallel"): "large specs are evaluated in forked workers",
    ("records", "resources"): "the base library (tdlib) is installed data",
    ("records", "diagnostics"): "evaluation errors are llvm-tblgen's located errors",
    ("records", "source"): "records keep the locations they were defined at",
    ("syntax", "cache"): "the Lark tables and parsed ASTs are cached",
    ("syntax", "diagnostics"): "parse errors are located diagnostics",
    ("syntax", "source"): "the AST carries spans in source files",
    ("avail", "runtime"): "merge actions evaluate to the runtime's requirement algebra",
    ("avail", "cache"): "the merge-action grammar's tables are cached",
    ("avail", "diagnostics"): "bad merge actions are located errors",
    ("avail", "source"): "merge-action errors point into the .td string",
    # What generated xDSL packages load (odsgen gen --backend xdsl): odsgen's runtime plus,
    # for their target passes, the checking layer.
    ("xdsl_runtime", "runtime"): "xDSL ops answer availability through the runtime's merger and rules",
    ("xdsl_runtime", "checking"): "the check-target and deduce passes are odsgen's Checker and target syntax",
    ("xdsl_runtime", "diagnostics"): "the passes report located diagnostics",
    ("xdsl_runtime", "source"): "the deduce pass places its unit at a Loc, as odsgen deduce does",
    ("xdsl_runtime", "model"): "the passes' named targets are the library's (odsgen.model.corrections.library_dir)",
    # What generated code loads, and what everything stands on.
    ("runtime", "diagnostics"): "module errors are located diagnostics, as mlir-opt's",
    ("runtime", "source"): "ops and diagnostics carry locations in module files",
    ("runtime", "io"): "read_file('-') reads standard input, bounded, through odsgen.io",
    ("cache", "io"): "cache entries are replaced atomically and removed quietly",
    ("cache", "parallel"): "a cache write is not cut by Ctrl-C",
    ("cache", "resources"): "the grammars whose tables are cached are installed data",
    ("io", "parallel"): "an atomic write is not cut by Ctrl-C",
    ("io", "diagnostics"): "an unwritable output is a located error",
    ("diagnostics", "source"): "a diagnostic has a location",
}

# What generated packages may load of odsgen (tests/unit/test_closure.py checks it at run time).
RUNTIME_CLOSURE = {"runtime", "diagnostics", "source", ""}

# Loops between files of one package, each to go (the count only shrinks; 4 before issue 21).
CYCLES_LEFT = {
    frozenset({"odsgen.records.dump_json", "odsgen.records.printer", "odsgen.records.record", "odsgen.records.values"}),
}

# Private names taken across modules ("file: name"), each to be named public or moved
# (43 imports and 21 reaches before issue 21; the count only shrinks).
PRIVATE_LEFT: set[str] = set()


# ---------------------------------------------------------------------------- reading imports


def _module(path: Path) -> str:
    parts = list(path.relative_to(PKG.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module(p): p for p in sorted(PKG.rglob("*.py"))}


def _unit(module: str) -> str:
    """The package (or top-level module) of ``odsgen.X...``; "" for odsgen itself."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and f"odsgen.{parts[1]}" in MODULES else ""


@cache
def _tree(module: str) -> ast.AST:
    """The module's syntax tree, parsed once for every test of this file."""
    path = MODULES[module]
    return ast.parse(path.read_text(), str(path))


def _type_checking_nodes(tree: ast.AST) -> set[int]:
    out: set[int] = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.If) and "TYPE_CHECKING" in ast.unparse(n.test):
            out.update(id(x) for b in n.body for x in ast.walk(b))
    return out


def _imports(module: str) -> Iterator[tuple[int, str, list[str], bool]]:
    """(line, imported module, names taken from it, under TYPE_CHECKING) of each import in
    ``module``: absolute, relative, lazy, and ``importlib.import_module`` of a literal."""
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    tree = _tree(module)
    typing_only = _type_checking_nodes(tree)
    for n in ast.walk(tree):
        tc = id(n) in typing_only
        if isinstance(n, ast.Import):
            for a in n.names:
                yield n.lineno, a.name, [], tc
        elif isinstance(n, ast.ImportFrom):
            if n.level:
                base = package.split(".")[: len(package.split(".")) - (n.level - 1)]
                target = ".".join(base + ([n.module] if n.module else []))
            else:
                target = n.module or ""
            names = [a.name for a in n.names]
            yield n.lineno, target, names, tc
            for a in names:  # ``from odsgen.runtime import ir`` imports the module odsgen.runtime.ir
                if f"{target}.{a}" in MODULES:
                    yield n.lineno, f"{target}.{a}", [], tc
        elif isinstance(n, ast.Call) and getattr(n.func, "attr", getattr(n.func, "id", "")) == "import_module":
            arg = n.args[0] if n.args else None
            head = arg.values[0] if isinstance(arg, ast.JoinedStr) and arg.values else arg
            if isinstance(head, ast.Constant) and isinstance(head.value, str):
                yield n.lineno, head.value.rstrip("."), [], tc


@cache
def _odsgen_imports() -> list[tuple[str, int, str, list[str], bool]]:
    return [
        (module, line, target, names, tc)
        for module in MODULES
        for line, target, names, tc in _imports(module)
        if target == "odsgen" or target.startswith("odsgen.")
    ]


def _edges() -> dict[tuple[str, str], list[str]]:
    edges: dict[tuple[str, str], list[str]] = {}
    for module, line, target, _, _ in _odsgen_imports():
        src, dst = _unit(module), _unit(target)
        if src != dst and target != "odsgen":  # ``from odsgen import __version__`` reads the package's version
            edges.setdefault((src, dst), []).append(f"{MODULES[module].relative_to(PKG.parent)}:{line}")
    return edges


# ---------------------------------------------------------------------------- the tests


def test_every_import_between_packages_is_an_allowed_edge():
    unlisted = [
        f"{w[0]}: {s or 'odsgen'} imports {d} (give the edge a reason in ALLOWED)"
        for (s, d), w in _edges().items()
        if (s, d) not in ALLOWED
    ]
    assert not unlisted, "\n".join(unlisted)


def test_every_allowed_edge_is_used():
    unused = sorted(set(ALLOWED) - set(_edges()))
    assert not unused, f"no import uses these edges any more, strike them: {unused}"


def test_the_allowed_edges_have_no_cycle():
    graph: dict[str, set[str]] = {}
    for s, d in ALLOWED:
        graph.setdefault(s, set()).add(d)
    state: dict[str, int] = {}  # 1: on the path, 2: done

    def visit(node: str, path: list[str]) -> list[str] | None:
        state[node] = 1
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return path + [node, nxt]
            if nxt not in state and (found := visit(nxt, path + [node])):
                return found
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            assert (cycle := visit(node, [])) is None, " -> ".join(cycle)


def _file_cycles(typing_too: bool = False) -> list[frozenset[str]]:
    """Loops of imports that run (not under TYPE_CHECKING, unless ``typing_too``) between
    files of one package (Tarjan's strongly connected components)."""
    graph: dict[str, set[str]] = {}
    for module, _, target, _, tc in _odsgen_imports():
        if (
            (typing_too or not tc)
            and target in MODULES
            and target != module
            and _unit(target) == _unit(module) != ""
            and MODULES[target].name != "__init__.py"
        ):
            graph.setdefault(module, set()).add(target)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[frozenset[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph.get(v, ()):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = set()
            while True:
                w = stack.pop()
                comp.add(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(frozenset(comp))

    for v in sorted(graph):
        if v not in index:
            connect(v)
    return out


def test_no_new_cycle_between_files_of_one_package():
    cycles = set(_file_cycles())
    assert not cycles - CYCLES_LEFT, f"new loops of imports: {[sorted(c) for c in cycles - CYCLES_LEFT]}"
    assert not CYCLES_LEFT - cycles, f"gone, strike them from CYCLES_LEFT: {[sorted(c) for c in CYCLES_LEFT - cycles]}"
    assert len(CYCLES_LEFT) == 1


def test_no_cycle_among_the_files_of_checking():
    """No loop between files of odsgen.checking, counting the imports made inside functions
    and those for the type checker alone: one ran check -> spirv_corequirements ->
    inputs/spirv_binary -> spec -> check until the spec's SPIR-V op table (OdsOps) stood
    in inputs/spirv_ops, which reads the loaded spec through a protocol (issue 36)."""
    loops = [sorted(c) for c in _file_cycles(typing_too=True) if all(_unit(m) == "checking" for m in c)]
    assert not loops, f"loops of imports in odsgen.checking: {loops}"


# Public API of namedtuples despite the underscore (the standard library's own spelling).
NAMEDTUPLE_API = frozenset({"_fields", "_replace", "_asdict", "_make", "_field_defaults"})


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__") and name not in NAMEDTUPLE_API


def _private_imports() -> set[str]:
    """``from x import _y`` across modules."""
    out = set()
    for module, _, target, names, _ in _odsgen_imports():
        if target != module:
            out.update(
                f"{MODULES[module].relative_to(PKG.parent)}: {target}.{n}"
                for n in names
                if _private(n) and f"{target}.{n}" not in MODULES
            )
    return out


def _defined(tree: ast.AST) -> set[str]:
    """Every name a file defines or binds (functions, classes, assignments, attributes of
    self and cls, keywords, slots), so a private attribute it reads is its own."""
    out: set[str] = set()
    for n in ast.walk(tree):
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out.add(n.name)
        elif isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
            out.add(n.id)
        elif (
            isinstance(n, ast.Attribute)
            and isinstance(n.ctx, ast.Store)
            and getattr(n.value, "id", "") in ("self", "cls")
        ):
            out.add(n.attr)
        elif isinstance(n, ast.alias):
            out.add(n.asname or n.name.rpartition(".")[2])
        elif isinstance(n, ast.keyword) and n.arg:
            out.add(n.arg)
        elif isinstance(n, ast.Constant) and isinstance(n.value, str):
            out.add(n.value)
    return out


def _private_reaches() -> set[str]:
    """``x._y`` where ``_y`` is no name of this file but one another odsgen module defines:
    a reach into another module's private attribute."""
    trees = {m: _tree(m) for m in MODULES}
    defined = {m: _defined(t) for m, t in trees.items()}
    elsewhere: dict[str, set[str]] = {}
    for m, names in defined.items():
        for name in names:
            elsewhere.setdefault(name, set()).add(m)
    out = set()
    for m, tree in trees.items():
        for n in ast.walk(tree):
            if (
                isinstance(n, ast.Attribute)
                and _private(n.attr)
                and n.attr not in defined[m]
                and getattr(n.value, "id", "") not in ("self", "cls")
                and elsewhere.get(n.attr)
            ):
                out.add(f"{MODULES[m].relative_to(PKG.parent)}: .{n.attr}")
    return out


def test_no_private_name_is_taken_across_modules():
    found = _private_imports() | _private_reaches()
    assert not found - PRIVATE_LEFT, "name these public, or move the code:\n" + "\n".join(sorted(found - PRIVATE_LEFT))
    assert not PRIVATE_LEFT - found, "gone, strike them from PRIVATE_LEFT:\n" + "\n".join(sorted(PRIVATE_LEFT - found))
    assert len(PRIVATE_LEFT) == 0


@pytest.mark.parametrize("lib", ["api", "checking", "model", "runtime"])
def test_the_library_never_imports_the_cli(lib):
    assert not [e for e in _edges() if e[0] == lib and e[1] in ("cli", "commands")]


def test_the_runtime_imports_only_what_generated_code_may_load():
    """The runtime's own edges (at import time or lazily) stay inside what generated
    packages may load, but reading standard input (``read_file('-')``, never at import)."""
    outside = [
        (s, d) for s, d in _edges() if s == "runtime" and d not in RUNTIME_CLOSURE and (s, d) != ("runtime", "io")
    ]
    assert not outside, outside


# checking/ by job (issue 36, item 2): what each job may import of the others. The checks
# (the modules of checking/ itself) use all three; reading modules uses the targets (a
# module's own target attributes) and the loaded spec; the targets and the reports stand
# on nothing of checking/ but themselves.
CHECKING_JOBS = {
    "inputs": {"inputs", "targets", "spec", "onnx_import"},
    "targets": {"targets"},
    "reports": {"reports"},
}


def _job(module: str) -> str | None:
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[1] == "checking" else None


def test_the_jobs_of_checking_import_only_what_they_may():
    wrong = [
        f"{MODULES[module].relative_to(PKG.parent)}:{line}: {job}/ imports {target}"
        for module, line, target, _, _ in _odsgen_imports()
        if (job := _job(module)) in CHECKING_JOBS
        and _job(target) is not None
        and _job(target) not in CHECKING_JOBS[job]
    ]
    assert not wrong, "\n".join(wrong)


# commands/ call the public API only (issue 36, item 2): what a command needs of the layers
# below (the checking layer's readers and renderings, the model, the docs, outputs, worker
# processes, located errors) it takes from odsgen.api, whose "commands' surface"
# (COMMANDS_SURFACE) names each such object once. 110 imports of 34 modules of those layers
# (62 of them of checking/) before issue 36.
COMMANDS_MAY_IMPORT = {"commands", "api"}


def _commands_imports() -> list[tuple[str, int, str, list[str]]]:
    return [(m, line, t, names) for m, line, t, names, _ in _odsgen_imports() if _unit(m) == "commands"]


def test_the_commands_import_only_the_api():
    wrong = [
        f"{MODULES[module].relative_to(PKG.parent)}:{line}: commands/ imports {target} (take it from odsgen.api)"
        for module, line, target, names in _commands_imports()
        if _unit(target) not in COMMANDS_MAY_IMPORT and not (target == "odsgen" and set(names) <= {"api"})
    ]
    assert not wrong, "\n".join(wrong)
    assert {d for s, d in ALLOWED if s == "commands"} == {"api"}


def _reexports_of_the_api() -> dict[str, str]:
    """{name: module} of the names odsgen/api.py re-exports (``from M import N as N``, at
    its top level or under ``if TYPE_CHECKING:``): what the type checker reads of it."""
    tree = _tree("odsgen.api")
    assert isinstance(tree, ast.Module)
    out: dict[str, str] = {}
    for node in tree.body:
        block = node.body if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test) else [node]
        for n in block:
            if isinstance(n, ast.ImportFrom):
                out.update({a.name: n.module or "" for a in n.names if a.asname == a.name})
    return out


def test_the_commands_surface_is_one_list_the_type_checker_and_the_commands_agree_on():
    """Each name of COMMANDS_SURFACE is its module's object (imported on first use), is
    re-exported for the type checker from the same module, is used by some command, and
    is no public name (those are ``__all__``'s); every name a command takes from
    odsgen.api is a public name, the surface's, or a function of api.py's own."""
    import importlib

    from odsgen import api

    surface = {name: module for module, names in api.COMMANDS_SURFACE.items() for name in names}
    assert len(surface) == sum(map(len, api.COMMANDS_SURFACE.values())), "a name listed twice"
    exports = _reexports_of_the_api()
    assert {name: exports.get(name) for name in surface} == surface
    for name, module in surface.items():
        assert getattr(api, name) is getattr(importlib.import_module(module), name), name
    assert not set(surface) & set(api.__all__)
    taken = {n for _, _, target, names in _commands_imports() if target == "odsgen.api" for n in names}
    assert not set(surface) - taken, f"no command uses these, strike them: {sorted(set(surface) - taken)}"
    own = {n.name for n in _tree("odsgen.api").body if isinstance(n, ast.FunctionDef)}  # type: ignore[attr-defined]
    assert not taken - set(surface) - set(api.__all__) - own, sorted(taken - set(surface) - set(api.__all__) - own)
