// RUN: records
class A<int x> {
  int X = x;
}
// CHECK: [[FILE]]:[[@LINE+4]]:11: error: Argument "y" doesn't exist
// CHECK-NEXT:   def d : A<y = 1>;
// CHECK-NEXT:             ^
// LLVM-TBLGEN: same
def d : A<y = 1>;
