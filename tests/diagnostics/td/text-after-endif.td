// RUN: records
#ifdef A
// CHECK: [[FILE]]:[[@LINE+4]]:8: error: only comments are supported after #endif
// CHECK-NEXT:   #endif x
// CHECK-NEXT:          ^
// LLVM-TBLGEN: same
#endif x
