// RUN: records
def x;
// CHECK: [[FILE]]:[[@LINE+5]]:5: error: def already exists: x
// CHECK-NEXT:   def x;
// CHECK-NEXT:       ^
// CHECK: [[FILE]]:[[@LINE-4]]:5: note: location of previous definition
// LLVM-TBLGEN: same
def x;
