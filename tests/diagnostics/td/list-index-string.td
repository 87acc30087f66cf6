// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:39: error: unhandled type string in range
// CHECK-NEXT:   def E { list<int> l = [1]; int r = l[ "a" ]; }
// CHECK-NEXT:                                         ^
// LLVM-TBLGEN: same
def E { list<int> l = [1]; int r = l[ "a" ]; }
