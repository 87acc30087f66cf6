// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:7: error: expected macro name after #ifdef
// CHECK-NEXT:   #ifdef
// CHECK-NEXT:         ^
// LLVM-TBLGEN: same
#ifdef
#endif
