func.func @main(%a: tensor<32x64xf16>, %b: tensor<64x32xf16>) -> tensor<32x32xf16> {
  %c0 = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<32x32xf16>
  %f = linalg.fill ins(%c0 : f16) outs(%e : tensor<32x32xf16>) -> tensor<32x32xf16>
  %r = linalg.matmul ins(%a, %b : tensor<32x64xf16>, tensor<64x32xf16>) outs(%f : tensor<32x32xf16>) -> tensor<32x32xf16>
  return %r : tensor<32x32xf16>
}
