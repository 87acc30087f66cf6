// RUN: records
defvar x = [] // comment

// CHECK: [[FILE]]:[[@LINE+4]]:3: error: No type for list
// CHECK-NEXT:     ;
// CHECK-NEXT:     ^
// LLVM-TBLGEN: same
  ;
