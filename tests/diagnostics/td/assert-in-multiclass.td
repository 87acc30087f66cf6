// RUN: records
multiclass M<int x> {
  def _d { int X = x; }
// CHECK: [[FILE]]:[[@LINE+4]]:10: error: assertion failed: too big: 11
// CHECK-NEXT:     assert !lt(x, 10), "too big: " # !cast<string>(x);
// CHECK-NEXT:            ^
// LLVM-TBLGEN: same
  assert !lt(x, 10), "too big: " # !cast<string>(x);
}
defm small : M<1>;
defm large : M<11>;
