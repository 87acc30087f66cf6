// RUN: records
def s;
// CHECK: [[FILE]]:[[@LINE+4]]:1: error: unterminated comment
// CHECK-NEXT:   /* outer /* inner */ still open
// CHECK-NEXT:   ^
// LLVM-TBLGEN: same
/* outer /* inner */ still open
