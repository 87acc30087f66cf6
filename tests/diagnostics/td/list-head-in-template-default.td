// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:18: error: Encountered a list when expecting a dag
// CHECK-NEXT:   class C<dag x = [(ops)][0]> { dag v = x; }
// CHECK-NEXT:                    ^
// LLVM-TBLGEN: same
class C<dag x = [(ops)][0]> { dag v = x; }
