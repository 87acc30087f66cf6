// RUN: avail
include "prelude-min-version.td"
def D : Dialect { let name = "d"; }
def E : Dialect {
// CHECK: [[FILE]]:[[@LINE+4]]:14: error: dialect 'E' has the same name 'd' as dialect 'D'
// CHECK-NEXT:     let name = "d";
// CHECK-NEXT:                ^
// CHECK-NEXT: [[FILE]]:[[@LINE-5]]:5: note: 'D' defined here
  let name = "d";
}
def D_AOp : Op<D, "a">;
// and the ops they would mix
// CHECK: [[FILE]]:[[@LINE+1]]:5: error: op 'E_AOp' has the same operation name 'd.a' as op 'D_AOp'
def E_AOp : Op<E, "a">;
