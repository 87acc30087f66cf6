module {
  func.func @main(%arg0: tensor<1x6x4xf32>) -> tensor<1x3xf32> {
    %0 = "tosa.const"() <{values = dense_resource<torch_tensor_32_8_torch.float32> : tensor<32x8xf32>}> : () -> tensor<32x8xf32>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = tosa.const_shape  {values = dense<[6, 32]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %4 = tosa.const_shape  {values = dense<[1, 32]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %5 = tosa.const_shape  {values = dense<[6, 1, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %6 = tosa.const_shape  {values = dense<[1, 1, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %7 = tosa.const_shape  {values = dense<0> : tensor<3xindex>} : () -> !tosa.shape<3>
    %8 = tosa.const_shape  {values = dense<[1, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %9 = tosa.const_shape  {values = dense<[2, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %10 = tosa.const_shape  {values = dense<[3, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %11 = tosa.const_shape  {values = dense<[4, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %12 = tosa.const_shape  {values = dense<[5, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %13 = tosa.const_shape  {values = dense<[1, 1, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %14 = tosa.const_shape  {values = dense<[1, 8, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %15 = tosa.const_shape  {values = dense<[0, 0, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %16 = tosa.const_shape  {values = dense<[0, 0, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %17 = tosa.const_shape  {values = dense<[0, 0, 24]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %18 = tosa.const_shape  {values = dense<[0, 5, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %19 = tosa.const_shape  {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %20 = "tosa.const"() <{values = dense<"0x349A863E681A283EF55B223D1D0557BE2CE1BD3D614D3ABD4D24293DE8A57A3E1984133DA555F5BD4993A93E70A71ABCC2F59C3EBA0C683E3C16123E7D58203E38D46C3DEC36B1BE954A71BED820A3BC9A1319BE0ECE8FBE110024BEFED6613E073424BEE73683BE27649D3E121D393E60D8963E2B6E83BEE47506BEF9D00D3EDA2F8BBE65B5B0BE203AB23EB99B993E52D736BE35ADA6BD9DBC87BE54A0B33E2B855DBE393915BEA52DFEBC18BB70BD32B1B9BC034B71BE951D8E3E41D231BE381B94BE0AA4BFBD906F903EDFEE2EBE22474E3D6A59403E91868CBE34D4A33D2A89943EDCAF893E06909DBC6B02AFBE5A999CBDC64099BE0E164CBE8B18FE3D9CF4143E7596ADBE27C2E23D0814523E81C45CBEE2BFB1BEA692953E7FB07B3DB91183BEEFAC86BD1DEEA93EB922163EC0394E3E832B6BBEF06E11BEA5C0503E4911DABCB841953EB9C856BE3DFF71BE35FA583E8084F73D75C0AC3E06DD46BE338B90BE5F53313E01EB04BE6289513D9120293ECCB0983DC02E6B3EA68EBB3D2CC6A7BD4056B83D1ADF7B3EAC25CB3C29390ABE71BF15BE7B3F40BE27C696BD455C86BE506282BDF52BD13C5DF415BEE36CE93BEAD0833E1B508ABC35C7D63C4B2699BE59E126BE896199BEC348753D0BBC68BE25E09A3E9C461A3D07C181BDBA72093EF52327BE4E36763E764EC7BD68DEA3BEB92E893CA84536BEFE6A2D3D"> : tensor<1x4x32xf32>}> : () -> tensor<1x4x32xf32>
    %21 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %22 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1x8xf32>}> : () -> tensor<1x1x8xf32>
    %23 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_1> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %24 = tosa.const_shape  {values = dense<[1, 6, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %25 = "tosa.const"() <{values = dense<[[[-0.225079894, -0.300121546, 0.136890516], [0.18297945, -0.215363652, 0.292662233], [0.165037662, 0.334946185, 0.0479561575], [0.122354366, -0.0914130956, 0.0486837402], [0.255131602, -0.199537009, 0.302310109], [0.117423393, -0.340469748, -0.230766505], [-0.173898533, -0.0862663388, -0.062516421], [0.125723794, -0.256035686, -0.168265432]]]> : tensor<1x8x3xf32>}> : () -> tensor<1x8x3xf32>
    %26 = "tosa.const"() <{values = dense_resource<torch_tensor_3_torch.float32> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
    %27 = tosa.matmul %arg0, %20, %1, %1 : (tensor<1x6x4xf32>, tensor<1x4x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x32xf32>
    %28 = tosa.reshape %27, %2 : (tensor<1x6x32xf32>, !tosa.shape<2>) -> tensor<6x32xf32>
    %29 = tosa.add %28, %21 : (tensor<6x32xf32>, tensor<1x32xf32>) -> tensor<6x32xf32>
    %30 = tosa.reshape %29, %5 : (tensor<6x32xf32>, !tosa.shape<3>) -> tensor<6x1x32xf32>
    %31 = tosa.slice %30, %7, %6 : (tensor<6x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x32xf32>
    %32 = tosa.slice %30, %8, %6 : (tensor<6x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x32xf32>
    %33 = tosa.slice %30, %9, %6 : (tensor<6x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x32xf32>
    %34 = tosa.slice %30, %10, %6 : (tensor<6x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x32xf32>
    %35 = tosa.slice %30, %11, %6 : (tensor<6x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x32xf32>
    %36 = tosa.slice %30, %12, %6 : (tensor<6x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x32xf32>
    %37 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<32x8xf32>) -> tensor<8x32xf32>
    %38 = tosa.reshape %37, %14 : (tensor<8x32xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %39 = tosa.matmul %22, %38, %1, %1 : (tensor<1x1x8xf32>, tensor<1x8x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x32xf32>
    %40 = tosa.reshape %39, %4 : (tensor<1x1x32xf32>, !tosa.shape<2>) -> tensor<1x32xf32>
    %41 = tosa.add %40, %23 : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %42 = tosa.reshape %41, %6 : (tensor<1x32xf32>, !tosa.shape<3>) -> tensor<1x1x32xf32>
    %43 = tosa.add %42, %31 : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %44 = tosa.slice %43, %7, %13 : (tensor<1x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %45 = tosa.slice %43, %16, %13 : (tensor<1x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %46 = tosa.slice %43, %17, %13 : (tensor<1x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %47 = tosa.sigmoid %44 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %48 = tosa.tanh %45 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %49 = tosa.sigmoid %46 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %50 = tosa.mul %47, %48, %3 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %51 = tosa.tanh %50 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %52 = tosa.mul %49, %51, %3 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %53 = tosa.matmul %52, %38, %1, %1 : (tensor<1x1x8xf32>, tensor<1x8x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x32xf32>
    %54 = tosa.reshape %53, %4 : (tensor<1x1x32xf32>, !tosa.shape<2>) -> tensor<1x32xf32>
    %55 = tosa.add %54, %23 : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %56 = tosa.reshape %55, %6 : (tensor<1x32xf32>, !tosa.shape<3>) -> tensor<1x1x32xf32>
    %57 = tosa.add %56, %32 : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %58 = tosa.slice %57, %7, %13 : (tensor<1x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %59 = tosa.slice %57, %15, %13 : (tensor<1x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %60 = tosa.slice %57, %16, %13 : (tensor<1x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %61 = tosa.slice %57, %17, %13 : (tensor<1x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %62 = tosa.sigmoid %58 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %63 = tosa.sigmoid %59 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %64 = tosa.tanh %60 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %65 = tosa.sigmoid %61 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %66 = tosa.mul %63, %50, %3 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %67 = tosa.mul %62, %64, %3 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %68 = tosa.add %66, %67 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %69 = tosa.tanh %68 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %70 = tosa.mul %65, %69, %3 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %71 = tosa.matmul %70, %38, %1, %1 : (tensor<1x1x8xf32>, tensor<1x8x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x32xf32>
    %72 = tosa.reshape %71, %4 : (tensor<1x1x32xf32>, !tosa.shape<2>) -> tensor<1x32xf32>
    %73 = tosa.add %72, %23 : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %74 = tosa.reshape %73, %6 : (tensor<1x32xf32>, !tosa.shape<3>) -> tensor<1x1x32xf32>
    %75 = tosa.add %74, %33 : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %76 = tosa.slice %75, %7, %13 : (tensor<1x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %77 = tosa.slice %75, %15, %13 : (tensor<1x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %78 = tosa.slice %75, %16, %13 : (tensor<1x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %79 = tosa.slice %75, %17, %13 : (tensor<1x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %80 = tosa.sigmoid %76 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %81 = tosa.sigmoid %77 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %82 = tosa.tanh %78 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %83 = tosa.sigmoid %79 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %84 = tosa.mul %81, %68, %3 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %85 = tosa.mul %80, %82, %3 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %86 = tosa.add %84, %85 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %87 = tosa.tanh %86 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %88 = tosa.mul %83, %87, %3 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %89 = tosa.matmul %88, %38, %1, %1 : (tensor<1x1x8xf32>, tensor<1x8x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x32xf32>
    %90 = tosa.reshape %89, %4 : (tensor<1x1x32xf32>, !tosa.shape<2>) -> tensor<1x32xf32>
    %91 = tosa.add %90, %23 : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %92 = tosa.reshape %91, %6 : (tensor<1x32xf32>, !tosa.shape<3>) -> tensor<1x1x32xf32>
    %93 = tosa.add %92, %34 : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %94 = tosa.slice %93, %7, %13 : (tensor<1x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %95 = tosa.slice %93, %15, %13 : (tensor<1x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %96 = tosa.slice %93, %16, %13 : (tensor<1x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %97 = tosa.slice %93, %17, %13 : (tensor<1x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %98 = tosa.sigmoid %94 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %99 = tosa.sigmoid %95 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %100 = tosa.tanh %96 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %101 = tosa.sigmoid %97 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %102 = tosa.mul %99, %86, %3 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %103 = tosa.mul %98, %100, %3 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %104 = tosa.add %102, %103 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %105 = tosa.tanh %104 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %106 = tosa.mul %101, %105, %3 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %107 = tosa.matmul %106, %38, %1, %1 : (tensor<1x1x8xf32>, tensor<1x8x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x32xf32>
    %108 = tosa.reshape %107, %4 : (tensor<1x1x32xf32>, !tosa.shape<2>) -> tensor<1x32xf32>
    %109 = tosa.add %108, %23 : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %110 = tosa.reshape %109, %6 : (tensor<1x32xf32>, !tosa.shape<3>) -> tensor<1x1x32xf32>
    %111 = tosa.add %110, %35 : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %112 = tosa.slice %111, %7, %13 : (tensor<1x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %113 = tosa.slice %111, %15, %13 : (tensor<1x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %114 = tosa.slice %111, %16, %13 : (tensor<1x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %115 = tosa.slice %111, %17, %13 : (tensor<1x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %116 = tosa.sigmoid %112 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %117 = tosa.sigmoid %113 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %118 = tosa.tanh %114 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %119 = tosa.sigmoid %115 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %120 = tosa.mul %117, %104, %3 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %121 = tosa.mul %116, %118, %3 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %122 = tosa.add %120, %121 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %123 = tosa.tanh %122 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %124 = tosa.mul %119, %123, %3 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %125 = tosa.matmul %124, %38, %1, %1 : (tensor<1x1x8xf32>, tensor<1x8x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x32xf32>
    %126 = tosa.reshape %125, %4 : (tensor<1x1x32xf32>, !tosa.shape<2>) -> tensor<1x32xf32>
    %127 = tosa.add %126, %23 : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %128 = tosa.reshape %127, %6 : (tensor<1x32xf32>, !tosa.shape<3>) -> tensor<1x1x32xf32>
    %129 = tosa.add %128, %36 : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %130 = tosa.slice %129, %7, %13 : (tensor<1x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %131 = tosa.slice %129, %15, %13 : (tensor<1x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %132 = tosa.slice %129, %16, %13 : (tensor<1x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %133 = tosa.slice %129, %17, %13 : (tensor<1x1x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %134 = tosa.sigmoid %130 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %135 = tosa.sigmoid %131 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %136 = tosa.tanh %132 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %137 = tosa.sigmoid %133 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %138 = tosa.mul %135, %122, %3 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %139 = tosa.mul %134, %136, %3 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %140 = tosa.add %138, %139 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %141 = tosa.tanh %140 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %142 = tosa.mul %137, %141, %3 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x1x8xf32>
    %143 = tosa.concat %52, %70, %88, %106, %124, %142 {axis = 0 : i32} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<6x1x8xf32>
    %144 = tosa.reshape %143, %24 : (tensor<6x1x8xf32>, !tosa.shape<3>) -> tensor<1x6x8xf32>
    %145 = tosa.slice %144, %18, %13 : (tensor<1x6x8xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %146 = tosa.matmul %145, %25, %1, %1 : (tensor<1x1x8xf32>, tensor<1x8x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x3xf32>
    %147 = tosa.reshape %146, %19 : (tensor<1x1x3xf32>, !tosa.shape<2>) -> tensor<1x3xf32>
    %148 = tosa.add %147, %26 : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    return %148 : tensor<1x3xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_8_torch.float32: "0x040000009143493E1759B03E4881113DE628A83EB07BA63E3D6B4A3E8D3D6E3C46DAAB3EF447A63E2424693DB7178C3E2D4F41BDD8F998BE5091563E29630FBE30A5A2BED8729B3D6DA364BDF03C123E6D0CAB3DA675ACBD23E19E3C22CBED3D68019F3E2E6BDD3CBC2DFEBD24273C3DE978913E1ED72CBE8DF6D43DFB10723E23B5163EBC2C483BCE038C3EC151E0BDACAB74BE94E0CDBD4F7C923EA2179F3EAC8D51BE8806AABD359781BEA8C0AA3E7625533E9C2079BED6E70EBEABA261BE396895BD231CFF3D1B09A4BDD315B6BD5B3427BCF8DF54BD7E5D9CBCD35E0ABE5D763BBD5A51173E744A6CBEF79DF13D8E8AF3BD502DABBE0619B43EDE8EABBDCB55F6BD663A97BE67E7FCBC19F89FBE3EAF993C7AF8383E8460233E21E1ACBE9D7E6C3E344011BE146482BEC5D89E3E7A2711BD564AA4BE59BD44BE786761BE0FDA34BEEDFEAE3E4C465EBC35EA463E15E89ABE9BB7973E0E84AD3EACF3823ED931F9BD4620BB3C0E6138BD5C805BBE2D89773E98B612BE99FC3C3EE48D803E024396BEF0D5FE3C36F1DF3DD5309B3ED140083E459A74BE298016BEED0132BEA9A097BE1546A93E74B7133E1610913E45D812BD0C64433E0BC549BD7E2C72BEC6AF06BEAFEB2D3B191B993E8B7628BE1CE265BD01907BBE0D7A853D19B8BCBC4D4E94BEF737AB3EA30CCFBC883D30BE231464BE3CB7B43E241EA83C84A47EBE0B45653CEFB9A0BE060A82BE67B67ABE3CE9893E2F5F283E64025CBEBABA923D5322273BCEC3673E4171BC3D1FAB3FBEFC9AE0BD21ACA23EA94B8EBEDF1670BEFF5A933CF1BF4F3ECFD024BECF333BBD41F62CBE13BDA4BE22BC7B3EFAB44ABD9981483EA6BC0E3EEB6D96BEDFA34CBEA142103E14C24CBE549656BDD5DE4D3EE0973DBEB074AABD7586A23E9743533D97BA67BD7ADE34BE462A67BE3246AE3D9638F53D48F4143D11CEB3BE7E54083EDB2B0E3EABFBDEBB29C5333C9086D43DC410A13E1BABAEBEB0940E3E9F56633E76D97CBE7D13183DE0F9813E023196BE78231BBEC692C1BD650EB73DEE9B843E77B6C43DDBD9703DE3158A3E4421B33E770C30BEC6957FBE28990FBEBE938FBDAC7E91BE81A87C3E1688993CE3FA2DBCB84E6ABE2DC7693D0C73F2BDA70EA53E630FD53BF85C253E53928BBDD532A03E70A04EBE38277FBE6F85003E98079DBDEB9CDEBC66189B3CD5D798BE67CC8B3EF7002ABE80D88ABE6F9083BE099D04BDFB4A1BBE83F382BE415B73BECD05093EF93A01BE4C19623E69C4AA3E5074A5BC1A3906BDE08EBA3D7D22603E7BE64DBE948198BEF70E9EBE025D003E5934243E21893ABEE058353E33122ABD9B8FA9BE462F6EBE664EECBA85C07D3E9FE68FBEE94C4C3E9166D43C9097F4BD02B4BC3D9C7D2FBE0056C23CB59B223E4F27ADBED3DB83BE6D22A13E44447B3C8C3C783ED7A1A83D",
      torch_tensor_32_torch.float32: "0x04000000DB34593EFFDFB13D457A40BED7758E3E73AC8B3EE57819BE14AD843E0751C23D6252A63E7D7A04BE836F5DBEB331133E4862D83D84F53E3DC7D39C3D2358A5BE4BF98FBE39F4B4BE5D66AF3DD8C9DDBAB6A7B2BE57B79EBE5F5460BEDB6FDB3DBBD3903E43FD6A3E684C90BE1F207EBDF72AABBEDC1AABBED408703ED11E653E",
      torch_tensor_32_torch.float32_1: "0x040000009FFA62BE9C90C03DA0C3AFBE377680BE40919DBE23ED24BE81E5D23DD867C0BDBD9CAEBEB0129D3B2B7F073E6253873E433EBF3DF3B4443E64AB4D3EB7B389BEAC099C3E0C7B72BDB236A23E348B2A3D9954C8BC3600A9BE1D6D07BE4C329C3EA927B6BD0AD83A3EB7B29BBED0768F3EB0D654BD01690D3E79A3F03DA167063E",
      torch_tensor_3_torch.float32: "0x040000009D5789BE7E1E3E3EEF7700BE"
    }
  }
#-}
