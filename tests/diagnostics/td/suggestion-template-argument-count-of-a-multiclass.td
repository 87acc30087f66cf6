// RUN: records
multiclass M<int a, int b> { def x { int v = !add(a, b); } }
// CHECK: [[FILE]]:[[@LINE+5]]:18: error: Too many template arguments: 3
// CHECK-NEXT:   defm m : M<1, 2, 3>;
// CHECK-NEXT:                    ^
// CHECK-NEXT: note: multiclass 'M' expects 2 template arguments, got 3
// LLVM-TBLGEN: same
defm m : M<1, 2, 3>;
