// RUN: records
class C { int v = 1; }
// CHECK: [[FILE]]:[[@LINE+4]]:7: error: Class 'C' already defined
// CHECK-NEXT:   class C { int v = 2; }
// CHECK-NEXT:         ^
// LLVM-TBLGEN: same
class C { int v = 2; }
