func.func @main(%x: tensor<8x4096xf16>) -> tensor<8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = linalg.reduce ins(%x : tensor<8x4096xf16>) outs(%f : tensor<8xf32>) dimensions = [1]
    (%in: f16, %acc: f32) {
      %w = arith.extf %in : f16 to f32
      %s = arith.addf %w, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<8xf32>
}
