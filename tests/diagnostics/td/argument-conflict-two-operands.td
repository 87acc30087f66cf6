// RUN: avail
// mlir-tblgen's own check and wording (tests/diagnostics/test_model_conflicts.py compares).
include "prelude-min-version.td"
def D : Dialect { let name = "d"; }
// CHECK: [[FILE]]:[[@LINE+2]]:5: error: op has a conflict with two operands having the same name 'x'
// CHECK-NOT: {{.*}}: error: {{.*}}
def D_AOp : Op<D, "a"> { let arguments = (ins I32:$x, I32:$x); let results = (outs ); }
