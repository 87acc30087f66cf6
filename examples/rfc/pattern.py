"""A rewrite pattern gated on availability, on the RFC's EXAMPLE dialect.

Usage (after `odsgen gen examples/rfc/example.td -o build/gen`):

    PYTHONPATH=build/gen python examples/rfc/pattern.py V_2
    PYTHONPATH=build/gen python examples/rfc/pattern.py V_3

The pattern lowers `"test.make"() : () -> T` into the dialect's op `a` with an f32
attribute, built with the generated typed builder `AOp.build(attr=..., result_type=...)`
(checked against the spec: a missing or mistyped argument raises before anything is
created). It never thinks about availability: the conversion target refuses the rewrite
where op `a` with that result type is not available (an f32 result needs V_3), so at
V_2 the i32 value converts and the f32 one is left, with the reason.
"""

from __future__ import annotations

import sys

from example.enums import Version
from example.ops import AOp
from example.target import TargetEnv, conversion_target

from odsgen.runtime import reader
from odsgen.runtime.rewrite import apply_partial_conversion, pattern

MODULE = """\
"builtin.module"() ({
  %0 = "test.make"() : () -> i32
  %1 = "test.make"() : () -> f32
}) : () -> ()
"""


@pattern("test.make")
def make_to_a(op, rw):
    rw.replace_op(op, rw.insert(AOp.build(attr=1.0, result_type=op.result.type)))


def main() -> int:
    version = Version[sys.argv[1] if len(sys.argv) > 1 else "V_2"]
    module = reader.read_text(MODULE, "make.mlir")
    target = conversion_target(TargetEnv(version=version))
    target.add_legal_dialect("builtin")
    result = apply_partial_conversion(module, target, [make_to_a], filename="make.mlir")
    print(f"target {version.name}: {len(result.converted)} converted, {len(result.unconverted)} left")
    print(result.report())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
