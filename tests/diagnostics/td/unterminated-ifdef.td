// RUN: records
#ifdef FOO
def s;
// CHECK: [[FILE]]:[[@LINE+5]]:1: error: reached EOF without matching #endif
// CHECK-NEXT:
// CHECK-NEXT:   ^
// CHECK: [[FILE]]:[[@LINE-5]]:1: note: unmatched #ifdef or #ifndef is here
// LLVM-TBLGEN: same
