// RUN-SUBPROCESS: records
// CHECK: [[FILE]]:[[@LINE+4]]:9: error: Couldn't find class 'Nope'
// CHECK-NEXT:   def x : Nope;
// CHECK-NEXT:           ^
// LLVM-TBLGEN: same
def x : Nope;
