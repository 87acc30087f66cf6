// RUN: records
class A { int a = 1; }
def x : A {
// CHECK: [[FILE]]:[[@LINE+4]]:13: error: expected ';' after let expression
// CHECK-NEXT:     let a = 1 int b = 2;
// CHECK-NEXT:               ^
// LLVM-TBLGEN: same
  let a = 1 int b = 2;
}
