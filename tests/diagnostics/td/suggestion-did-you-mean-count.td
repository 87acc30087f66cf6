// RUN: records
// CHECK: [[FILE]]:[[@LINE+5]]:30: error: Variable not defined: 'cuont'
// CHECK-NEXT:   class A<int count> { int c = cuont; }
// CHECK-NEXT:                                ^
// CHECK-NEXT: note: did you mean 'count'?
// LLVM-TBLGEN: same
class A<int count> { int c = cuont; }
