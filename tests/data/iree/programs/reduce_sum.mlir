func.func @main(%x: tensor<32x1024xf32>) -> tensor<32xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<32xf32>) -> tensor<32xf32>
  %r = linalg.reduce ins(%x : tensor<32x1024xf32>) outs(%f : tensor<32xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<32xf32>
}
