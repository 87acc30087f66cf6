func.func @main(%x: tensor<64x512xi32>) -> tensor<64xi32> {
  %c0 = arith.constant -2147483648 : i32
  %e = tensor.empty() : tensor<64xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<64xi32>) -> tensor<64xi32>
  %r = linalg.reduce ins(%x : tensor<64x512xi32>) outs(%f : tensor<64xi32>) dimensions = [1]
    (%in: i32, %acc: i32) {
      %s = arith.maxsi %in, %acc : i32
      linalg.yield %s : i32
    }
  return %r : tensor<64xi32>
}
