// RUN: avail
include "prelude-min-version.td"
def D : Dialect { let name = "d"; }
def D_AOp : Op<D, "a">;
// CHECK: [[FILE]]:[[@LINE+1]]:5: error: op 'D_BOp' has the same C++ class name 'AOp' as op 'D_AOp'
def D_BOp : Op<D, "b"> { string cppClassName = "AOp"; }
