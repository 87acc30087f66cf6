// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:2: error: #else without #ifdef or #ifndef
// CHECK-NEXT:   #else
// CHECK-NEXT:    ^
// LLVM-TBLGEN: same
#else
def s;
