// RUN: records
deftype X = int
// CHECK: [[FILE]]:[[@LINE+4]]:1: error: expected ';'
// CHECK-NEXT:   def y;
// CHECK-NEXT:   ^
// LLVM-TBLGEN: same
def y;
