// RUN: records
// A bit slice that does not fit is reported at its '{'; a bad list index at the index.
// CHECK: [[FILE]]:[[@LINE+4]]:37: error: Invalid bit range for value
// CHECK-NEXT:   def A { bits<4> b = 5; bits<2> c = b{7-6}; }
// CHECK-NEXT:                                       ^
// LLVM-TBLGEN: same
def A { bits<4> b = 5; bits<2> c = b{7-6}; }
