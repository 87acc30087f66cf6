// RUN: records
multiclass M { def x; }
defm m : M
// CHECK: [[FILE]]:[[@LINE+4]]:1: error: expected ';' at end of defm
// CHECK-NEXT:   def y;
// CHECK-NEXT:   ^
// LLVM-TBLGEN: same
def y;
