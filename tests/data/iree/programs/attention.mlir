func.func @main(%q: tensor<32x16xf32>, %k: tensor<16x64xf32>, %v: tensor<64x16xf32>) -> tensor<32x16xf32> {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<32x64xf32>
  %f0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<32x64xf32>) -> tensor<32x64xf32>
  %s = linalg.matmul ins(%q, %k : tensor<32x16xf32>, tensor<16x64xf32>) outs(%f0 : tensor<32x64xf32>) -> tensor<32x64xf32>
  %e1 = tensor.empty() : tensor<32x64xf32>
  %p = linalg.softmax dimension(1) ins(%s : tensor<32x64xf32>) outs(%e1 : tensor<32x64xf32>) -> tensor<32x64xf32>
  %e2 = tensor.empty() : tensor<32x16xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e2 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %o = linalg.matmul ins(%p, %v : tensor<32x64xf32>, tensor<64x16xf32>) outs(%f2 : tensor<32x16xf32>) -> tensor<32x16xf32>
  return %o : tensor<32x16xf32>
}
