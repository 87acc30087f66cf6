// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:34: error: Invalid bit range for value
// CHECK-NEXT:   def D { bits<2> b = 3; bit c = b {5}; }
// CHECK-NEXT:                                    ^
// LLVM-TBLGEN: same
def D { bits<2> b = 3; bit c = b {5}; }
