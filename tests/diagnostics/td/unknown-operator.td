// RUN: records
def m {
// CHECK: [[FILE]]:[[@LINE+4]]:11: error: unknown operator '!nosuch'
// CHECK-NEXT:     int a = !nosuch(1);
// CHECK-NEXT:             ^
// LLVM-TBLGEN: [[FILE]]:[[@LINE+1]]:11: error: unknown operator
  int a = !nosuch(1);
}
