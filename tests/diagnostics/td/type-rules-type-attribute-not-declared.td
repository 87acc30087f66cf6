// RUN: validate ../../../examples/gpu/sample.mlir --spec ../../../examples/gpu/gpu.td --spec %s --target desktop
// EXIT: 2
include "odsgen/typerules.td"
// CHECK: [[FILE]]:[[@LINE+1]]:5: error: type attribute 'gs.atomic_iadd::type': op 'gs.atomic_iadd' declares no attribute 'type' (a discardable attribute is no argument of the op)
def X : TypeRules<"gs"> {
  let typeAttributes = ["gs.atomic_iadd::type"];
}
