// RUN: validate ../../../examples/gpu/sample.mlir --spec ../../../examples/gpu/gpu.td --spec %s --target desktop
// EXIT: 2
// Type rules beside the gpu example: conditions are checked against the spec's ops.
include "odsgen/typerules.td"
// CHECK: [[FILE]]:[[@LINE+1]]:5: error: 'X': rules with conditions ('when') need 'ops'
def X : TypeRules<"gs"> {
  let when = [ValueTypeIs<"operand #0", I16>];
}
