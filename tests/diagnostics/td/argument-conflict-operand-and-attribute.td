// RUN: avail
include "prelude-min-version.td"
def D : Dialect { let name = "d"; }
// CHECK: [[FILE]]:[[@LINE+2]]:5: error: op has a conflict with operands and attributes both having an entry with the name 'x'
// CHECK-NOT: {{.*}}: error: {{.*}}
def D_AOp : Op<D, "a"> { let arguments = (ins I32:$x, I32Attr:$x); let results = (outs ); }
