// RUN: avail
// mlir-tblgen's own check and wording (tests/diagnostics/test_model_conflicts.py compares).
include "prelude-min-version.td"
def D : Dialect { let name = "d"; }
// CHECK: [[FILE]]:[[@LINE+2]]:5: error: op has a conflict with operands and results both having an entry with the name 'y'
// CHECK-NOT: {{.*}}: error: {{.*}}
def D_AOp : Op<D, "a"> { let arguments = (ins I32:$x, I32:$y); let results = (outs I32:$y); }
