// RUN: records
// A field of a value that is not a record: the error is at the field's name.
// CHECK: [[FILE]]:[[@LINE+4]]:35: error: Cannot access field 'rank' of value 's'
// CHECK-NEXT:   def X { string s = "M"; int r = s.rank; }
// CHECK-NEXT:                                     ^
// LLVM-TBLGEN: same
def X { string s = "M"; int r = s.rank; }
