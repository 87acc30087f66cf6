// RUN: records
class A<int x> { int X = x; }
// CHECK: [[FILE]]:[[@LINE+5]]:14: error: Too many template arguments: 2
// CHECK-NEXT:   def d : A<1, 2>;
// CHECK-NEXT:                ^
// CHECK-NEXT: note: class 'A' expects 1 template argument, got 2
// LLVM-TBLGEN: same
def d : A<1, 2>;
