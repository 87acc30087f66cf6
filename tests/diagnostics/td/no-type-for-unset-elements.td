// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:18: error: No type for list
// CHECK-NEXT:   defvar x = [?, ?];
// CHECK-NEXT:                    ^
// LLVM-TBLGEN: same
defvar x = [?, ?];
