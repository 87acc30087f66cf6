// RUN-SUBPROCESS: records
class A<int x> {
  int X = x;
}
// CHECK: [[FILE]]:[[@LINE+4]]:14: error: Too many template arguments: 2
// CHECK-NEXT:   def d : A<1, 2>;
// CHECK-NEXT:                ^
// LLVM-TBLGEN: same
def d : A<1, 2>;
