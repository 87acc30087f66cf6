// RUN: records
class A<int x> {
// CHECK: [[FILE]]:[[@LINE+4]]:10: error: assertion failed: x must be positive, got 0
// CHECK-NEXT:     assert !gt(x, 0), "x must be positive, got " # x;
// CHECK-NEXT:            ^
// LLVM-TBLGEN: same
  assert !gt(x, 0), "x must be positive, got " # x;
  int X = x;
}
def ok : A<1>;
def bad : A<0>;
