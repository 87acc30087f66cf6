// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:17: error: Field 'r' of type 'int' is incompatible with value '[]' of type 'list<int>'
// CHECK-NEXT:   def O { int r = !tail([1]); }
// CHECK-NEXT:                   ^
// LLVM-TBLGEN: same
def O { int r = !tail([1]); }
