// RUN: records
def X;
// CHECK: [[FILE]]:[[@LINE+4]]:21: error: Cannot access field 'rank' of value '(X)'
// CHECK-NEXT:   def Y { int r = (X).rank; }
// CHECK-NEXT:                       ^
// LLVM-TBLGEN: same
def Y { int r = (X).rank; }
