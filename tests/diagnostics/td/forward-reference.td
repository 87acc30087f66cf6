// RUN: records
def a {
// CHECK: [[FILE]]:[[@LINE+4]]:11: error: Variable not defined: 'b'
// CHECK-NEXT:     int x = b.v;
// CHECK-NEXT:             ^
// LLVM-TBLGEN: same
  int x = b.v;
}
def b {
  int v = 1;
}
