func.func @main(%a: tensor<16x32xf32>, %b: tensor<32x8xf32>) -> tensor<8xf32> {
  %d = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<16x32xf32>, tensor<32x8xf32>) -> tensor<16x8xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%d init: %z) applies stablehlo.add across dimensions = [0] : (tensor<16x8xf32>, tensor<f32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
