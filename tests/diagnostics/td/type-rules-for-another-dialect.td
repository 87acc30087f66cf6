// RUN: validate ../../../examples/gpu/sample.mlir --spec ../../../examples/gpu/gpu.td --spec %s --target desktop
// EXIT: 2
include "odsgen/typerules.td"
// CHECK: [[FILE]]:[[@LINE+1]]:5: error: 'X' is for dialect 'spirv', but the spec defines 'gs'
def X : TypeRules<"spirv">;
