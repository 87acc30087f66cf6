module {
  func.func @main(%arg0: tensor<1x6x4xf32>) -> tensor<1x3xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1x8xf32>}> : () -> tensor<1x1x8xf32>
    %1 = "tosa.const"() <{values = dense_resource<torch_tensor_24_8_torch.float32> : tensor<24x8xf32>}> : () -> tensor<24x8xf32>
    %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %3 = tosa.const_shape  {values = dense<[6, 24]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %4 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %5 = tosa.const_shape  {values = dense<[1, 24]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %6 = tosa.const_shape  {values = dense<[6, 1, 24]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %7 = tosa.const_shape  {values = dense<[1, 1, 24]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %8 = tosa.const_shape  {values = dense<0> : tensor<3xindex>} : () -> !tosa.shape<3>
    %9 = tosa.const_shape  {values = dense<[1, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %10 = tosa.const_shape  {values = dense<[2, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %11 = tosa.const_shape  {values = dense<[3, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %12 = tosa.const_shape  {values = dense<[4, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %13 = tosa.const_shape  {values = dense<[5, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %14 = tosa.const_shape  {values = dense<[1, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %15 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %16 = tosa.const_shape  {values = dense<[0, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %17 = tosa.const_shape  {values = dense<[0, 16]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %18 = tosa.const_shape  {values = dense<[1, 1, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %19 = tosa.const_shape  {values = dense<[1, 8, 24]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %20 = tosa.const_shape  {values = dense<[0, 0, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %21 = tosa.const_shape  {values = dense<[0, 0, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %22 = tosa.const_shape  {values = dense<[0, 5, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %23 = tosa.const_shape  {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %24 = "tosa.const"() <{values = dense<[[[0.262895226, 0.164163232, 0.0396384783, -0.209980443, 0.0927146375, -0.0454839505, 0.0412943847, 0.244773507, 0.03601465, -0.11979226, 0.331201822, -0.00943933427, 0.306562483, 0.226611048, 0.142662942, 0.156587556, 0.0578195751, -0.346122146, -0.23563607, -0.0199131221, -0.149488837, -0.280868948, -0.160156503, 0.220546693], [-0.271849453, -0.34513393, 0.348099709, 0.300016195, -0.178555757, -0.0813850536, -0.26511088, 0.350832582, -0.216328308, -0.1457261, -0.0310276244, -0.0587721765, -0.0226675011, -0.235637709, 0.277569443, -0.173653618, -0.289270163, -9.357460e-02, 0.282101154, -0.170833096, 0.0503608063, 0.187841088, -0.27446416, 0.079994589], [0.145464361, -0.339038521, 0.110721879, 0.205154538, -0.215593353, -0.347167075, 0.292134464, 0.0614476167, -0.255994588, -0.0657595322, 0.331894785, 0.146616831, 0.201392174, -0.229658172, -0.142024755, 0.203859881, -0.0266195703, 0.291517019, -0.209750071, -0.236325219, 0.211891964, 0.120858192, 0.337405831, -0.194202513], [-0.0819209516, 0.0900082588, 0.245968252, 0.0247982368, -0.134983674, -0.146238104, -0.187742159, -0.0736201331, -0.262422711, -0.0636640787, 0.0255336557, -0.146439984, 0.00712357601, 0.257453263, -1.688390e-02, 0.0262180362, -0.299120277, -0.162969008, -0.299572259, 0.0598838441, -0.227279827, 0.302491337, 0.0376649946, -0.0633564517]]]> : tensor<1x4x24xf32>}> : () -> tensor<1x4x24xf32>
    %25 = "tosa.const"() <{values = dense_resource<torch_tensor_24_torch.float32> : tensor<1x24xf32>}> : () -> tensor<1x24xf32>
    %26 = "tosa.const"() <{values = dense_resource<torch_tensor_24_torch.float32_1> : tensor<1x24xf32>}> : () -> tensor<1x24xf32>
    %27 = tosa.const_shape  {values = dense<[1, 6, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %28 = "tosa.const"() <{values = dense<[[[-0.249173045, -2.711830e-01, 0.220799625], [0.125509009, -0.256961316, 0.333529741], [-0.0766746401, -0.0323763229, -0.0201970637], [-0.0271744337, -0.151653215, -3.276930e-02], [0.0189325325, -0.255764097, 0.0910928249], [-0.298521668, -0.237652794, 0.218881562], [0.273043841, 0.133811191, -0.201074526], [-0.166019306, -0.126201525, -0.297863603]]]> : tensor<1x8x3xf32>}> : () -> tensor<1x8x3xf32>
    %29 = "tosa.const"() <{values = dense_resource<torch_tensor_3_torch.float32> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
    %30 = tosa.matmul %arg0, %24, %2, %2 : (tensor<1x6x4xf32>, tensor<1x4x24xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x24xf32>
    %31 = tosa.reshape %30, %3 : (tensor<1x6x24xf32>, !tosa.shape<2>) -> tensor<6x24xf32>
    %32 = tosa.add %31, %25 : (tensor<6x24xf32>, tensor<1x24xf32>) -> tensor<6x24xf32>
    %33 = tosa.reshape %32, %6 : (tensor<6x24xf32>, !tosa.shape<3>) -> tensor<6x1x24xf32>
    %34 = tosa.slice %33, %8, %7 : (tensor<6x1x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x24xf32>
    %35 = tosa.slice %33, %9, %7 : (tensor<6x1x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x24xf32>
    %36 = tosa.slice %33, %10, %7 : (tensor<6x1x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x24xf32>
    %37 = tosa.slice %33, %11, %7 : (tensor<6x1x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x24xf32>
    %38 = tosa.slice %33, %12, %7 : (tensor<6x1x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x24xf32>
    %39 = tosa.slice %33, %13, %7 : (tensor<6x1x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x24xf32>
    %40 = tosa.reshape %34, %5 : (tensor<1x1x24xf32>, !tosa.shape<2>) -> tensor<1x24xf32>
    %41 = tosa.reshape %35, %5 : (tensor<1x1x24xf32>, !tosa.shape<2>) -> tensor<1x24xf32>
    %42 = tosa.reshape %36, %5 : (tensor<1x1x24xf32>, !tosa.shape<2>) -> tensor<1x24xf32>
    %43 = tosa.reshape %37, %5 : (tensor<1x1x24xf32>, !tosa.shape<2>) -> tensor<1x24xf32>
    %44 = tosa.reshape %38, %5 : (tensor<1x1x24xf32>, !tosa.shape<2>) -> tensor<1x24xf32>
    %45 = tosa.reshape %39, %5 : (tensor<1x1x24xf32>, !tosa.shape<2>) -> tensor<1x24xf32>
    %46 = tosa.slice %40, %15, %14 : (tensor<1x24xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8xf32>
    %47 = tosa.slice %40, %16, %14 : (tensor<1x24xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8xf32>
    %48 = tosa.slice %40, %17, %14 : (tensor<1x24xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8xf32>
    %49 = tosa.transpose %1 {perms = array<i32: 1, 0>} : (tensor<24x8xf32>) -> tensor<8x24xf32>
    %50 = tosa.reshape %49, %19 : (tensor<8x24xf32>, !tosa.shape<3>) -> tensor<1x8x24xf32>
    %51 = tosa.matmul %0, %50, %2, %2 : (tensor<1x1x8xf32>, tensor<1x8x24xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x24xf32>
    %52 = tosa.reshape %51, %5 : (tensor<1x1x24xf32>, !tosa.shape<2>) -> tensor<1x24xf32>
    %53 = tosa.add %52, %26 : (tensor<1x24xf32>, tensor<1x24xf32>) -> tensor<1x24xf32>
    %54 = tosa.reshape %53, %7 : (tensor<1x24xf32>, !tosa.shape<3>) -> tensor<1x1x24xf32>
    %55 = tosa.slice %54, %8, %18 : (tensor<1x1x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %56 = tosa.slice %54, %20, %18 : (tensor<1x1x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %57 = tosa.slice %54, %21, %18 : (tensor<1x1x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %58 = tosa.reshape %46, %18 : (tensor<1x8xf32>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %59 = tosa.add %55, %58 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %60 = tosa.sigmoid %59 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %61 = tosa.reshape %47, %18 : (tensor<1x8xf32>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %62 = tosa.add %56, %61 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %63 = tosa.sigmoid %62 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %64 = tosa.mul %57, %60, %4 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %65 = tosa.reshape %48, %18 : (tensor<1x8xf32>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %66 = tosa.add %65, %64 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %67 = tosa.tanh %66 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %68 = tosa.sub %0, %67 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %69 = tosa.mul %68, %63, %4 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %70 = tosa.add %69, %67 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %71 = tosa.slice %41, %15, %14 : (tensor<1x24xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8xf32>
    %72 = tosa.slice %41, %16, %14 : (tensor<1x24xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8xf32>
    %73 = tosa.slice %41, %17, %14 : (tensor<1x24xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8xf32>
    %74 = tosa.matmul %70, %50, %2, %2 : (tensor<1x1x8xf32>, tensor<1x8x24xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x24xf32>
    %75 = tosa.reshape %74, %5 : (tensor<1x1x24xf32>, !tosa.shape<2>) -> tensor<1x24xf32>
    %76 = tosa.add %75, %26 : (tensor<1x24xf32>, tensor<1x24xf32>) -> tensor<1x24xf32>
    %77 = tosa.reshape %76, %7 : (tensor<1x24xf32>, !tosa.shape<3>) -> tensor<1x1x24xf32>
    %78 = tosa.slice %77, %8, %18 : (tensor<1x1x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %79 = tosa.slice %77, %20, %18 : (tensor<1x1x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %80 = tosa.slice %77, %21, %18 : (tensor<1x1x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %81 = tosa.reshape %71, %18 : (tensor<1x8xf32>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %82 = tosa.add %78, %81 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %83 = tosa.sigmoid %82 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %84 = tosa.reshape %72, %18 : (tensor<1x8xf32>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %85 = tosa.add %79, %84 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %86 = tosa.sigmoid %85 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %87 = tosa.mul %80, %83, %4 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %88 = tosa.reshape %73, %18 : (tensor<1x8xf32>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %89 = tosa.add %88, %87 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %90 = tosa.tanh %89 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %91 = tosa.sub %70, %90 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %92 = tosa.mul %91, %86, %4 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %93 = tosa.add %92, %90 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %94 = tosa.slice %42, %15, %14 : (tensor<1x24xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8xf32>
    %95 = tosa.slice %42, %16, %14 : (tensor<1x24xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8xf32>
    %96 = tosa.slice %42, %17, %14 : (tensor<1x24xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8xf32>
    %97 = tosa.matmul %93, %50, %2, %2 : (tensor<1x1x8xf32>, tensor<1x8x24xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x24xf32>
    %98 = tosa.reshape %97, %5 : (tensor<1x1x24xf32>, !tosa.shape<2>) -> tensor<1x24xf32>
    %99 = tosa.add %98, %26 : (tensor<1x24xf32>, tensor<1x24xf32>) -> tensor<1x24xf32>
    %100 = tosa.reshape %99, %7 : (tensor<1x24xf32>, !tosa.shape<3>) -> tensor<1x1x24xf32>
    %101 = tosa.slice %100, %8, %18 : (tensor<1x1x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %102 = tosa.slice %100, %20, %18 : (tensor<1x1x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %103 = tosa.slice %100, %21, %18 : (tensor<1x1x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %104 = tosa.reshape %94, %18 : (tensor<1x8xf32>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %105 = tosa.add %101, %104 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %106 = tosa.sigmoid %105 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %107 = tosa.reshape %95, %18 : (tensor<1x8xf32>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %108 = tosa.add %102, %107 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %109 = tosa.sigmoid %108 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %110 = tosa.mul %103, %106, %4 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %111 = tosa.reshape %96, %18 : (tensor<1x8xf32>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %112 = tosa.add %111, %110 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %113 = tosa.tanh %112 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %114 = tosa.sub %93, %113 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %115 = tosa.mul %114, %109, %4 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %116 = tosa.add %115, %113 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %117 = tosa.slice %43, %15, %14 : (tensor<1x24xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8xf32>
    %118 = tosa.slice %43, %16, %14 : (tensor<1x24xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8xf32>
    %119 = tosa.slice %43, %17, %14 : (tensor<1x24xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8xf32>
    %120 = tosa.matmul %116, %50, %2, %2 : (tensor<1x1x8xf32>, tensor<1x8x24xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x24xf32>
    %121 = tosa.reshape %120, %5 : (tensor<1x1x24xf32>, !tosa.shape<2>) -> tensor<1x24xf32>
    %122 = tosa.add %121, %26 : (tensor<1x24xf32>, tensor<1x24xf32>) -> tensor<1x24xf32>
    %123 = tosa.reshape %122, %7 : (tensor<1x24xf32>, !tosa.shape<3>) -> tensor<1x1x24xf32>
    %124 = tosa.slice %123, %8, %18 : (tensor<1x1x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %125 = tosa.slice %123, %20, %18 : (tensor<1x1x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %126 = tosa.slice %123, %21, %18 : (tensor<1x1x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %127 = tosa.reshape %117, %18 : (tensor<1x8xf32>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %128 = tosa.add %124, %127 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %129 = tosa.sigmoid %128 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %130 = tosa.reshape %118, %18 : (tensor<1x8xf32>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %131 = tosa.add %125, %130 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %132 = tosa.sigmoid %131 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %133 = tosa.mul %126, %129, %4 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %134 = tosa.reshape %119, %18 : (tensor<1x8xf32>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %135 = tosa.add %134, %133 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %136 = tosa.tanh %135 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %137 = tosa.sub %116, %136 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %138 = tosa.mul %137, %132, %4 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %139 = tosa.add %138, %136 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %140 = tosa.slice %44, %15, %14 : (tensor<1x24xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8xf32>
    %141 = tosa.slice %44, %16, %14 : (tensor<1x24xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8xf32>
    %142 = tosa.slice %44, %17, %14 : (tensor<1x24xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8xf32>
    %143 = tosa.matmul %139, %50, %2, %2 : (tensor<1x1x8xf32>, tensor<1x8x24xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x24xf32>
    %144 = tosa.reshape %143, %5 : (tensor<1x1x24xf32>, !tosa.shape<2>) -> tensor<1x24xf32>
    %145 = tosa.add %144, %26 : (tensor<1x24xf32>, tensor<1x24xf32>) -> tensor<1x24xf32>
    %146 = tosa.reshape %145, %7 : (tensor<1x24xf32>, !tosa.shape<3>) -> tensor<1x1x24xf32>
    %147 = tosa.slice %146, %8, %18 : (tensor<1x1x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %148 = tosa.slice %146, %20, %18 : (tensor<1x1x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %149 = tosa.slice %146, %21, %18 : (tensor<1x1x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %150 = tosa.reshape %140, %18 : (tensor<1x8xf32>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %151 = tosa.add %147, %150 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %152 = tosa.sigmoid %151 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %153 = tosa.reshape %141, %18 : (tensor<1x8xf32>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %154 = tosa.add %148, %153 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %155 = tosa.sigmoid %154 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %156 = tosa.mul %149, %152, %4 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %157 = tosa.reshape %142, %18 : (tensor<1x8xf32>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %158 = tosa.add %157, %156 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %159 = tosa.tanh %158 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %160 = tosa.sub %139, %159 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %161 = tosa.mul %160, %155, %4 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %162 = tosa.add %161, %159 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %163 = tosa.slice %45, %15, %14 : (tensor<1x24xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8xf32>
    %164 = tosa.slice %45, %16, %14 : (tensor<1x24xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8xf32>
    %165 = tosa.slice %45, %17, %14 : (tensor<1x24xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8xf32>
    %166 = tosa.matmul %162, %50, %2, %2 : (tensor<1x1x8xf32>, tensor<1x8x24xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x24xf32>
    %167 = tosa.reshape %166, %5 : (tensor<1x1x24xf32>, !tosa.shape<2>) -> tensor<1x24xf32>
    %168 = tosa.add %167, %26 : (tensor<1x24xf32>, tensor<1x24xf32>) -> tensor<1x24xf32>
    %169 = tosa.reshape %168, %7 : (tensor<1x24xf32>, !tosa.shape<3>) -> tensor<1x1x24xf32>
    %170 = tosa.slice %169, %8, %18 : (tensor<1x1x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %171 = tosa.slice %169, %20, %18 : (tensor<1x1x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %172 = tosa.slice %169, %21, %18 : (tensor<1x1x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %173 = tosa.reshape %163, %18 : (tensor<1x8xf32>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %174 = tosa.add %170, %173 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %175 = tosa.sigmoid %174 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %176 = tosa.reshape %164, %18 : (tensor<1x8xf32>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %177 = tosa.add %171, %176 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %178 = tosa.sigmoid %177 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %179 = tosa.mul %172, %175, %4 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %180 = tosa.reshape %165, %18 : (tensor<1x8xf32>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %181 = tosa.add %180, %179 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %182 = tosa.tanh %181 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %183 = tosa.sub %162, %182 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %184 = tosa.mul %183, %178, %4 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %185 = tosa.add %184, %182 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %186 = tosa.concat %70, %93, %116, %139, %162, %185 {axis = 0 : i32} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<6x1x8xf32>
    %187 = tosa.reshape %186, %27 : (tensor<6x1x8xf32>, !tosa.shape<3>) -> tensor<1x6x8xf32>
    %188 = tosa.slice %187, %22, %18 : (tensor<1x6x8xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %189 = tosa.matmul %188, %28, %2, %2 : (tensor<1x1x8xf32>, tensor<1x8x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x3xf32>
    %190 = tosa.reshape %189, %23 : (tensor<1x1x3xf32>, !tosa.shape<2>) -> tensor<1x3xf32>
    %191 = tosa.add %190, %29 : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    return %191 : tensor<1x3xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_24_8_torch.float32: "0x04000000073424BE2A89943E338B90BEBA72093EE73683BEDCAF893E5F53313EF52327BE27649D3E06909DBC01EB04BE4E36763E121D393E6B02AFBE6289513D764EC7BD60D8963E5A999CBD9120293E68DEA3BE2B6E83BEC64099BECCB0983DB92E893CE47506BE0E164CBEC02E6B3EA84536BEF9D00D3E8B18FE3DA68EBB3DFE6A2D3D9143493E1759B03E4881113DE628A83EB07BA63E3D6B4A3E8D3D6E3C46DAAB3EF447A63E2424693DB7178C3E2D4F41BDD8F998BE5091563E29630FBE30A5A2BED8729B3D6DA364BDF03C123E6D0CAB3DA675ACBD23E19E3C22CBED3D68019F3E2E6BDD3CBC2DFEBD24273C3DE978913E1ED72CBE8DF6D43DFB10723E23B5163EBC2C483BCE038C3EC151E0BDACAB74BE94E0CDBD4F7C923EA2179F3EAC8D51BE8806AABD359781BEA8C0AA3E7625533E9C2079BED6E70EBEABA261BE396895BD231CFF3D1B09A4BDD315B6BD5B3427BCF8DF54BD7E5D9CBCD35E0ABE5D763BBD5A51173E744A6CBEF79DF13D8E8AF3BD502DABBE0619B43EDE8EABBDCB55F6BD663A97BE67E7FCBC19F89FBE3EAF993C7AF8383E8460233E21E1ACBE9D7E6C3E344011BE146482BEC5D89E3E7A2711BD564AA4BE59BD44BE786761BE0FDA34BEEDFEAE3E4C465EBC35EA463E15E89ABE9BB7973E0E84AD3EACF3823ED931F9BD4620BB3C0E6138BD5C805BBE2D89773E98B612BE99FC3C3EE48D803E024396BEF0D5FE3C36F1DF3DD5309B3ED140083E459A74BE298016BEED0132BEA9A097BE1546A93E74B7133E1610913E45D812BD0C64433E0BC549BD7E2C72BEC6AF06BEAFEB2D3B191B993E8B7628BE1CE265BD01907BBE0D7A853D19B8BCBC4D4E94BEF737AB3EA30CCFBC883D30BE231464BE3CB7B43E241EA83C84A47EBE0B45653CEFB9A0BE060A82BE67B67ABE3CE9893E2F5F283E64025CBEBABA923D5322273BCEC3673E4171BC3D1FAB3FBEFC9AE0BD21ACA23EA94B8EBEDF1670BEFF5A933CF1BF4F3ECFD024BECF333BBD41F62CBE13BDA4BE22BC7B3EFAB44ABD9981483EA6BC0E3EEB6D96BEDFA34CBEA142103E14C24CBE549656BDD5DE4D3EE0973DBE",
      torch_tensor_24_torch.float32: "0x04000000B074AABD7586A23E9743533D97BA67BD7ADE34BE462A67BE3246AE3D9638F53D48F4143D11CEB3BE7E54083EDB2B0E3EABFBDEBB29C5333C9086D43DC410A13E1BABAEBEB0940E3E9F56633E76D97CBE7D13183DE0F9813E023196BE78231BBE",
      torch_tensor_24_torch.float32_1: "0x04000000C692C1BD650EB73DEE9B843E77B6C43DDBD9703DE3158A3E4421B33E770C30BEC6957FBE28990FBEBE938FBDAC7E91BE81A87C3E1688993CE3FA2DBCB84E6ABE2DC7693D0C73F2BDA70EA53E630FD53BF85C253E53928BBDD532A03E70A04EBE",
      torch_tensor_3_torch.float32: "0x04000000F70E9EBE025D003E5934243E"
    }
  }
#-}
