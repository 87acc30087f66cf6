// RUN: records
// A spec that forgot odsgen's base library.
// CHECK: [[FILE]]:[[@LINE+5]]:9: error: Couldn't find class 'Dialect'
// CHECK-NEXT:   def D : Dialect;
// CHECK-NEXT:           ^
// CHECK-NEXT: note: 'Dialect' is a class of odsgen's base library: add `include "odsgen/base.td"`
// LLVM-TBLGEN: same
def D : Dialect;
