// RUN: records
def s {
// CHECK: [[FILE]]:[[@LINE+4]]:14: error: end of line in string literal
// CHECK-NEXT:     string v = "abc;
// CHECK-NEXT:                ^
// LLVM-TBLGEN: [[FILE]]:[[@LINE+1]]:15: error: end of line in string literal
  string v = "abc;
}
