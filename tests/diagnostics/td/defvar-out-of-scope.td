// RUN: records
foreach i = [1] in {
  defvar inner = i;
}
// CHECK: [[FILE]]:[[@LINE+4]]:19: error: Variable not defined: 'inner'
// CHECK-NEXT:   def use { int V = inner; }
// CHECK-NEXT:                     ^
// LLVM-TBLGEN: same
def use { int V = inner; }
