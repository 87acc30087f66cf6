func.func @main(%a: tensor<32x64xi8>, %b: tensor<64x16xi8>) -> tensor<32x16xi32> {
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<32x16xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<32x16xi32>) -> tensor<32x16xi32>
  %r = linalg.matmul ins(%a, %b : tensor<32x64xi8>, tensor<64x16xi8>) outs(%f : tensor<32x16xi32>) -> tensor<32x16xi32>
  return %r : tensor<32x16xi32>
}
