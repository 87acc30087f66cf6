// RUN: records
def x {
// CHECK: [[FILE]]:[[@LINE+4]]:11: error: Variable not defined: 'nosuch'
// CHECK-NEXT:     int v = nosuch;
// CHECK-NEXT:             ^
// LLVM-TBLGEN: same
  int v = nosuch;
}
