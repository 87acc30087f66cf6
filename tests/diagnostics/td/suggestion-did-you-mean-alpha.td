// RUN: records
def alpha { int v = 1; }
// CHECK: [[FILE]]:[[@LINE+5]]:17: error: Variable not defined: 'alpah'
// CHECK-NEXT:   def x { int v = alpah.v; }
// CHECK-NEXT:                   ^
// CHECK-NEXT: note: did you mean 'alpha'?
// LLVM-TBLGEN: same
def x { int v = alpah.v; }
