// RUN: records
#ifdef A
#else
// CHECK: [[FILE]]:[[@LINE+4]]:2: error: double #else
// CHECK-NEXT:   #else
// CHECK-NEXT:    ^
// LLVM-TBLGEN: same
#else
#endif
