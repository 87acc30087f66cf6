func.func @main(%a: tensor<64x32xf32>, %b: tensor<32x48xf32>) -> tensor<64x48xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x48xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<64x48xf32>) -> tensor<64x48xf32>
  %r = linalg.matmul ins(%a, %b : tensor<64x32xf32>, tensor<32x48xf32>) outs(%f : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %r : tensor<64x48xf32>
}
