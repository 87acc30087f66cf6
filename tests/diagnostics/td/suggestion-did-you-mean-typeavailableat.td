// RUN: records
// The RFC's own typo, in a value (an anonymous record).
class TypeAvailableAt<int n>;
// CHECK: [[FILE]]:[[@LINE+5]]:36: error: Expected a class name, got 'TypeAvailabeAt'
// CHECK-NEXT:   def x { list<TypeAvailableAt> l = [TypeAvailabeAt<1>]; }
// CHECK-NEXT:                                      ^
// CHECK-NEXT: note: did you mean 'TypeAvailableAt'?
// LLVM-TBLGEN: same
def x { list<TypeAvailableAt> l = [TypeAvailabeAt<1>]; }
