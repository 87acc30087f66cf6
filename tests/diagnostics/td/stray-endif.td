// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:2: error: #endif without #ifdef
// CHECK-NEXT:   #endif
// CHECK-NEXT:    ^
// LLVM-TBLGEN: same
#endif
