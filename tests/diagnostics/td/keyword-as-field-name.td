// RUN: records
def x {
// CHECK: [[FILE]]:[[@LINE+4]]:7: error: unexpected 'foreach', expected ';' or '>' or identifier
// CHECK-NEXT:     int foreach = 1;
// CHECK-NEXT:         ^
// LLVM-TBLGEN: [[FILE]]:[[@LINE+1]]:7: error: Expected identifier in declaration
  int foreach = 1;
}
