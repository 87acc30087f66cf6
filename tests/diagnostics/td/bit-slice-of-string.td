// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:22: error: Invalid bit range for value
// CHECK-NEXT:   def B { int r = "abc"{0}; }
// CHECK-NEXT:                        ^
// LLVM-TBLGEN: same
def B { int r = "abc"{0}; }
