// RUN: records
class A { int a = 0; }
let a = 1
// CHECK: [[FILE]]:[[@LINE+5]]:1: error: expected 'in' at end of top-level 'let'
// CHECK-NEXT:   def y : A;
// CHECK-NEXT:   ^
// CHECK: [[FILE]]:[[@LINE-4]]:10: note: insert 'in' here
// LLVM-TBLGEN: same
def y : A;
