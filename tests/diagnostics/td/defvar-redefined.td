// RUN: records
defvar v = 1;
// CHECK: [[FILE]]:[[@LINE+4]]:8: error: def or global variable of this name already exists
// CHECK-NEXT:   defvar v = 2;
// CHECK-NEXT:          ^
// LLVM-TBLGEN: same
defvar v = 2;
