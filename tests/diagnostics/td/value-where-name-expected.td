// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:5: error: unexpected '='
// CHECK-NEXT:   def = 3;
// CHECK-NEXT:       ^
// LLVM-TBLGEN: [[FILE]]:[[@LINE+1]]:5: error: Unknown or reserved token when parsing a value
def = 3;
