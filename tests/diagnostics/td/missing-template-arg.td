// RUN: records
class A<int x, int y> {
  int X = x;
  int Y = y;
}
// CHECK: [[FILE]]:[[@LINE+5]]:9: error: value not specified for template argument 'A:y'
// CHECK-NEXT:   def d : A<1>;
// CHECK-NEXT:           ^
// CHECK: [[FILE]]:[[@LINE-7]]:20: note: declared in 'A'
// LLVM-TBLGEN: same
def d : A<1>;
