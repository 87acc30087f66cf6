"""The native client of ``odsgen serve`` (odsgen.c beside this file; docs/serve.md).

``odsgen serve --install-client PATH`` compiles it with this machine's C compiler for this
odsgen install and writes the program to PATH: a drop-in for the ``odsgen`` command that
hands each command to this user's running server without starting a Python interpreter,
and runs this odsgen (``odsgen.cli.run_alone``) when no server takes it.

What is baked into the program is this install's identity as odsgen.served has it (the
interpreter's file and environment, odsgen's folder and version), the interpreter it runs
odsgen with, and its server's socket name, written into a header of its own as strings of
octal escapes: nothing of a path can become C code.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import tempfile

SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "odsgen.c")


class ClientError(Exception):
    """The client could not be made (no compiler, a compile that failed, an unwritable PATH)."""


def _literal(value: bytes) -> str:
    """A C string literal of ``value``, every byte an octal escape."""
    return '"' + "".join(f"\\{b:03o}" for b in value) + '"'


def config_header() -> str:
    """The header the client is compiled with: this odsgen's identity (odsgen.served), the
    interpreter it runs odsgen with, and the server's socket name."""
    from odsgen.served import identity, socket_name

    parts = ", ".join(_literal(os.fsencode(part)) for part in identity())
    return (
        "/* odsgen's native client: the odsgen install it serves (odsgen.client.config_header). */\n"
        f"static const char ODSGEN_PYTHON[] = {_literal(os.fsencode(sys.executable))};\n"
        f"static const char *const ODSGEN_IDENTITY[] = {{{parts}}};\n"
        f"static const char ODSGEN_SOCKET_NAME[] = {_literal(socket_name().encode())};\n"
    )


def compiler() -> list[str]:
    """``$CC`` (split as a shell would), else the first of cc, gcc and clang on the PATH."""
    cc = os.environ.get("CC", "").strip()
    if cc:
        return shlex.split(cc)
    for name in ("cc", "gcc", "clang"):
        found = shutil.which(name)
        if found:
            return [found]
    raise ClientError("no C compiler: install one (Debian: apt-get install gcc) or name it in $CC")


def install(dest: str) -> str:
    """Compile the client and put it at ``dest`` (a folder: ``dest/odsgen``), replacing what
    is there only once it is complete; the path written."""
    if os.path.isdir(dest):
        dest = os.path.join(dest, "odsgen")
    if os.path.realpath(dest) in (os.path.realpath(sys.executable), os.path.realpath(SOURCE)):
        raise ClientError(f"{dest}: is what the client runs or is made from")
    cc = compiler()
    with tempfile.TemporaryDirectory(prefix="odsgen-client-") as work:  # (private: mode 0700)
        with open(os.path.join(work, "client_config.h"), "w", encoding="ascii") as f:
            f.write(config_header())
        built = os.path.join(work, "odsgen")
        cmd = [*cc, "-O2", "-std=c11", "-Wall", "-I", work, "-o", built, SOURCE]
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, errors="replace", timeout=300)
        except (OSError, subprocess.SubprocessError) as exc:
            raise ClientError(f"{shlex.join(cmd)}: {exc}") from None
        if proc.returncode != 0:
            raise ClientError(f"{shlex.join(cmd)} failed (exit {proc.returncode}):\n{proc.stderr.strip()}")
        from odsgen.diagnostics import OdsgenError
        from odsgen.io import atomic_open

        mask = os.umask(0)
        os.umask(mask)
        try:
            with atomic_open(dest) as out, open(built, "rb") as src:
                os.fchmod(out.fileno(), 0o755 & ~mask)  # (a program: renamed into place with its mode)
                shutil.copyfileobj(src, out)
        except OdsgenError as exc:  # (cannot open output file 'DEST': REASON)
            raise ClientError(str(exc).removeprefix("error: ")) from None
    return dest
