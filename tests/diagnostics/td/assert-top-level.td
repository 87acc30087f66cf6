// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:8: error: assertion failed: top-level assertion
// CHECK-NEXT:   assert !eq(1, 2), "top-level assertion";
// CHECK-NEXT:          ^
// LLVM-TBLGEN: same
assert !eq(1, 2), "top-level assertion";
def after;
