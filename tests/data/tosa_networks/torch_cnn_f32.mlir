module {
  func.func @main(%arg0: tensor<1x3x16x16xf32>) -> tensor<1x5xf32> {
    %0 = "tosa.const"() <{values = dense_resource<torch_tensor_6_torch.float32> : tensor<6xf32>}> : () -> tensor<6xf32>
    %1 = "tosa.const"() <{values = dense_resource<torch_tensor_4_torch.float32_5> : tensor<4xf32>}> : () -> tensor<4xf32>
    %2 = "tosa.const"() <{values = dense_resource<torch_tensor_4_torch.float32_2> : tensor<4xf32>}> : () -> tensor<4xf32>
    %3 = "tosa.const"() <{values = dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>}> : () -> tensor<4xf32>
    %4 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %5 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %6 = tosa.const_shape  {values = dense<[1, 4, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %7 = tosa.const_shape  {values = dense<[1, 1, 6]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %8 = tosa.const_shape  {values = dense<[1, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %9 = "tosa.const"() <{values = dense<"0x5789123E6F07423E6057F0BD0C8717BE00DD763D7B7A96BD8829A23DFA19093EFAD1CABC3AA636BD8815EABD5A7435BDEE01B73D3F3A273E5B8241BE3D6040BE49B4E43D5806A3BD77FA3CBE9B285D3C6623B83C3DAE483DF7B64E3D80C513BE1BC1B03C5B0DC7BD94D5223E084BD1BD108B85BD8B0903BD7F6F083E3974A2BD6D72A33D668D433EBC9D12BDF53FA3BD9C00093DB4F10DBD5BE02A3E592424BD399C383EF2274ABC5898A03C6E5B8ABC8F82E03D2029F1BD1BFF383E0F1F7E3BABB00EBEA2B7633CAD9FFC3DEB4512BEB35DA8BBE25703BEA40200BE23D2693CA65703BECF800F3ED3E9003DE53D1D3E0B0A9F3DDD3C21BEC9D3E9BD40B71A3EDF666DBCE6FA26BEEA539EBD68BA26BE739731BC779316BC40ED40BE6B71BEBDEF8FAE3DCFA150BDFCB903BE5A96C1BD797D223E0D84053DCE42E33D1DADB5BD0FA6A6BD2091E03C7E113C3E75A2953D0E37EC3D49F4A73C25D90EBE895EFDBDFFDCF53D02E5153E118E1CBEB65A323D390CC13D4367D13DBA7ED8BDA1F5B5BD44BB863D1E420DBD8B582B3E6F9B283E08C3B2BD4D882BBC778AB2BD8EB4213EEAB390BD26FC18BEFC5B1DBE5A05063E"> : tensor<4x3x3x3xf32>}> : () -> tensor<4x3x3x3xf32>
    %10 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1xf32>}> : () -> tensor<1xf32>
    %11 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1xf32>}> : () -> tensor<1xf32>
    %12 = "tosa.const"() <{values = dense_resource<torch_tensor_4_torch.float32_1> : tensor<1x4x1x1xf32>}> : () -> tensor<1x4x1x1xf32>
    %13 = "tosa.const"() <{values = dense_resource<torch_tensor_4_torch.float32_3> : tensor<1x4x1x1xf32>}> : () -> tensor<1x4x1x1xf32>
    %14 = "tosa.const"() <{values = dense_resource<torch_tensor_4_torch.float32_4> : tensor<1x4x1x1xf32>}> : () -> tensor<1x4x1x1xf32>
    %15 = "tosa.const"() <{values = dense<[[[[2.777700e-01], [-0.187904567], [0.0334920511], [-0.0444955453]], [[-0.0720913038], [0.216535449], [0.309653401], [-0.281693578]], [[0.155717462], [-0.167820096], [0.306566089], [0.197554991]]], [[[-0.301751912], [0.130571961], [0.186369509], [-0.132018447]], [[-0.242018983], [0.116974555], [0.0137094259], [-0.299498886]], [[-0.282203794], [0.0863430947], [0.316453546], [0.0715616941]]], [[[0.0702920407], [0.0399169922], [0.306193948], [-0.0526275262]], [[0.0157881975], [0.185306117], [0.053663969], [0.134643123]], [[-0.123799406], [0.324731439], [0.257969946], [0.0787432193]]]]> : tensor<3x3x4x1xf32>}> : () -> tensor<3x3x4x1xf32>
    %16 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %17 = "tosa.const"() <{values = dense<6.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %18 = "tosa.const"() <{values = dense<[[[[0.0382242799, -0.17551899, 0.0649629831, 0.401814282]]], [[[-0.238704205, 0.147058249, 0.334310055, 0.208137393]]], [[[0.00431960821, 0.386740088, -0.154900134, -0.337906718]]], [[[-0.142165244, 0.404613078, 0.439434588, -0.289407492]]], [[[-0.117408395, -3.579470e-01, 0.471641779, 0.29160744]]], [[[-0.344061852, -0.197362363, -0.311617851, -0.103170693]]]]> : tensor<6x1x1x4xf32>}> : () -> tensor<6x1x1x4xf32>
    %19 = "tosa.const"() <{values = dense<0.0204081628> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %20 = "tosa.const"() <{values = dense<[[[-0.156031623, -0.386051148, -0.360774338, -0.163790211, -0.254174173], [-0.0528473891, 0.406169891, 0.0216625538, -0.294067383, -0.203935221], [0.170631573, -0.0967276394, 0.208579764, 0.358243078, 0.394663602], [-0.266450375, -0.138888344, 0.184230015, -0.0409203246, -0.0156653207], [0.136228204, -0.341060936, -0.389890522, -0.370519906, 0.224303827], [-0.137313083, -0.0356479883, 0.266680121, -0.221850961, -0.34935686]]]> : tensor<1x6x5xf32>}> : () -> tensor<1x6x5xf32>
    %21 = "tosa.const"() <{values = dense_resource<torch_tensor_5_torch.float32> : tensor<1x5xf32>}> : () -> tensor<1x5xf32>
    %22 = tosa.transpose %arg0 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x3x16x16xf32>) -> tensor<1x16x16x3xf32>
    %23 = tosa.conv2d %22, %9, %3, %4, %4 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x14x4xf32>
    %24 = tosa.transpose %23 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x14x14x4xf32>) -> tensor<1x4x14x14xf32>
    %25 = tosa.add %10, %2 : (tensor<1xf32>, tensor<4xf32>) -> tensor<4xf32>
    %26 = tosa.pow %25, %11 : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
    %27 = tosa.reciprocal %26 : (tensor<4xf32>) -> tensor<4xf32>
    %28 = tosa.sub %24, %12 : (tensor<1x4x14x14xf32>, tensor<1x4x1x1xf32>) -> tensor<1x4x14x14xf32>
    %29 = tosa.reshape %27, %6 : (tensor<4xf32>, !tosa.shape<4>) -> tensor<1x4x1x1xf32>
    %30 = tosa.mul %28, %29, %5 : (tensor<1x4x14x14xf32>, tensor<1x4x1x1xf32>, tensor<1xi8>) -> tensor<1x4x14x14xf32>
    %31 = tosa.mul %30, %13, %5 : (tensor<1x4x14x14xf32>, tensor<1x4x1x1xf32>, tensor<1xi8>) -> tensor<1x4x14x14xf32>
    %32 = tosa.add %31, %14 : (tensor<1x4x14x14xf32>, tensor<1x4x1x1xf32>) -> tensor<1x4x14x14xf32>
    %33 = tosa.clamp %32 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x4x14x14xf32>) -> tensor<1x4x14x14xf32>
    %34 = tosa.transpose %33 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x4x14x14xf32>) -> tensor<1x14x14x4xf32>
    %35 = tosa.depthwise_conv2d %34, %15, %1, %4, %4 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x14x14x4xf32>, tensor<3x3x4x1xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x14x4xf32>
    %36 = tosa.maximum %35, %16 : (tensor<1x14x14x4xf32>, tensor<1x1x1x1xf32>) -> tensor<1x14x14x4xf32>
    %37 = tosa.minimum %36, %17 : (tensor<1x14x14x4xf32>, tensor<1x1x1x1xf32>) -> tensor<1x14x14x4xf32>
    %38 = tosa.max_pool2d %37 {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x14x14x4xf32>) -> tensor<1x7x7x4xf32>
    %39 = tosa.conv2d %38, %18, %0, %4, %4 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x7x7x4xf32>, tensor<6x1x1x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x7x6xf32>
    %40 = tosa.transpose %39 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x7x7x6xf32>) -> tensor<1x6x7x7xf32>
    %41 = tosa.reduce_sum %40 {axis = 3 : i32} : (tensor<1x6x7x7xf32>) -> tensor<1x6x7x1xf32>
    %42 = tosa.reduce_sum %41 {axis = 2 : i32} : (tensor<1x6x7x1xf32>) -> tensor<1x6x1x1xf32>
    %43 = tosa.mul %42, %19, %5 : (tensor<1x6x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x6x1x1xf32>
    %44 = tosa.reshape %43, %7 : (tensor<1x6x1x1xf32>, !tosa.shape<3>) -> tensor<1x1x6xf32>
    %45 = tosa.matmul %44, %20, %4, %4 : (tensor<1x1x6xf32>, tensor<1x6x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x5xf32>
    %46 = tosa.reshape %45, %8 : (tensor<1x1x5xf32>, !tosa.shape<2>) -> tensor<1x5xf32>
    %47 = tosa.add %46, %21 : (tensor<1x5xf32>, tensor<1x5xf32>) -> tensor<1x5xf32>
    %48 = tosa.reduce_max %47 {axis = 1 : i32} : (tensor<1x5xf32>) -> tensor<1x1xf32>
    %49 = tosa.sub %47, %48 : (tensor<1x5xf32>, tensor<1x1xf32>) -> tensor<1x5xf32>
    %50 = tosa.exp %49 : (tensor<1x5xf32>) -> tensor<1x5xf32>
    %51 = tosa.reduce_sum %50 {axis = 1 : i32} : (tensor<1x5xf32>) -> tensor<1x1xf32>
    %52 = tosa.reciprocal %51 : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %53 = tosa.mul %50, %52, %5 : (tensor<1x5xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<1x5xf32>
    return %53 : tensor<1x5xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_6_torch.float32: "0x04000000D463343E38FBE7BDF4C000BE80766CBC788696BD4022DDBC",
      torch_tensor_4_torch.float32_5: "0x04000000B098A2BD00CB953CA031E03D6EE9953E",
      torch_tensor_4_torch.float32_2: "0x040000000000803F0000803F0000803F0000803F",
      torch_tensor_4_torch.float32: "0x04000000AF86C93DB2863EBE581DE43C38FA58BD",
      torch_tensor_4_torch.float32_1: "0x0400000000000000000000000000000000000000",
      torch_tensor_4_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F",
      torch_tensor_4_torch.float32_4: "0x0400000000000000000000000000000000000000",
      torch_tensor_5_torch.float32: "0x040000001E30AF3EDD5BC83ECE35973E66DF0FBE1813D83C"
    }
  }
#-}
