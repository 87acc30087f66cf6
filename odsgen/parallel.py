"""When to use more processes: only when the machine has a core to spare."""

from __future__ import annotations

import os


def worker_count(limit: int = 8) -> int:
    """The CPUs (at most ``limit``), or 1 when the machine is busy: a second process only
    pays when a core is free, since its results come back through a pickle round trip."""
    cpus = os.cpu_count() or 1
    try:
        if os.getloadavg()[0] >= cpus - 0.5:
            return 1
    except OSError:
        pass
    return min(cpus, limit)
