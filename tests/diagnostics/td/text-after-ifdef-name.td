// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:19: error: only comments are supported after #ifdef NAME
// CHECK-NEXT:   #ifdef A /* ok */ B
// CHECK-NEXT:                     ^
// LLVM-TBLGEN: same
#ifdef A /* ok */ B
#endif
