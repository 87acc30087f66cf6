// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:22: error: Encountered a list when expecting a bits<2>
// CHECK-NEXT:   def A { bits<2> b = [1,2][0]{1-0}; }
// CHECK-NEXT:                        ^
// LLVM-TBLGEN: same
def A { bits<2> b = [1,2][0]{1-0}; }
