// RUN: records
def s;
// CHECK: [[FILE]]:[[@LINE+4]]:1: error: unterminated comment
// CHECK-NEXT:   /* never closed
// CHECK-NEXT:   ^
// LLVM-TBLGEN: same
/* never closed
def t;
