// RUN: records
def x {
  int v
// CHECK: [[FILE]]:[[@LINE+4]]:3: error: expected ';' after declaration
// CHECK-NEXT:     int w = 2;
// CHECK-NEXT:     ^
// LLVM-TBLGEN: same
  int w = 2;
}
