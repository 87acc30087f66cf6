// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:44: error: Encountered a list when expecting a string
// CHECK-NEXT:   def O { list<string> r = !foreach(i, [1], [i]); }
// CHECK-NEXT:                                              ^
// LLVM-TBLGEN: same
def O { list<string> r = !foreach(i, [1], [i]); }
