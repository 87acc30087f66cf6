// RUN: validate ../../../examples/gpu/sample.mlir --spec ../../../examples/gpu/gpu.td --spec %s --target desktop
// EXIT: 2
// A name the op does not declare would read a discardable attribute as an argument.
include "odsgen/typerules.td"
def X : TypeRules<"gs"> {
  // CHECK: [[FILE]]:[[@LINE+1]]:44: error: 'X': condition on attribute 'scope': op 'gs.atomic_iadd' declares no attribute 'scope' (a discardable attribute is no argument of the op)
  let ops = ["gs.atomic_iadd"]; let when = [AttrIs<"scope", I32Attr>];
}
