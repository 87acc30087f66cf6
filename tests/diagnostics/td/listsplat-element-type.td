// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:26: error: expected first arg type to be 'int', got value of type 'string'
// CHECK-NEXT:   def P { list<string> r = !listsplat(1, 2); }
// CHECK-NEXT:                            ^
// LLVM-TBLGEN: same
def P { list<string> r = !listsplat(1, 2); }
