// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:23: error: Field 'r' of type 'list<int>' is incompatible with value '["a"]' of type 'list<string>'
// CHECK-NEXT:   def O { list<int> r = !foreach(i, [1], "a"); }
// CHECK-NEXT:                         ^
// LLVM-TBLGEN: same
def O { list<int> r = !foreach(i, [1], "a"); }
