// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:17: error: expected output type to be a list, got type 'int'
// CHECK-NEXT:   def P { int r = !listsplat(1, 2); }
// CHECK-NEXT:                   ^
// LLVM-TBLGEN: same
def P { int r = !listsplat(1, 2); }
