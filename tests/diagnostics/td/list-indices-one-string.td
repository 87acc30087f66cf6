// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:41: error: unhandled type string in range
// CHECK-NEXT:   def K { list<int> l = [1]; int r = l[0, "a"]; }
// CHECK-NEXT:                                           ^
// LLVM-TBLGEN: same
def K { list<int> l = [1]; int r = l[0, "a"]; }
