"""Output helpers: atomic file writes (temp file in the target directory + rename)."""

from __future__ import annotations

import os
import sys
import tempfile


def atomic_write(path: str, data: str | bytes) -> None:
    """Write ``data`` to ``path`` so that readers see the old or the new file, never half.

    Devices, pipes and other non-regular files (``/dev/null``, ``/dev/stdout``) are
    written in place: renaming over them would replace the device.
    """
    if os.path.exists(path) and not os.path.isfile(path):
        with open(path, "wb") as f:
            f.write(data.encode("utf-8") if isinstance(data, str) else data)
        return
    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=directory, prefix="." + os.path.basename(path) + ".", suffix=".tmp")
    try:
        # mkstemp makes the file private; give it the mode a plain open() would have.
        try:
            mode = os.stat(path).st_mode & 0o7777
        except OSError:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.fchmod(fd, mode)
        with os.fdopen(fd, "wb") as f:
            f.write(data.encode("utf-8") if isinstance(data, str) else data)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def write_output(path: str | None, text: str) -> None:
    if path is None or path == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
    else:
        atomic_write(path, text)
