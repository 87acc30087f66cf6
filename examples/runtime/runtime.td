// A runtime abstraction layer dialect ("ral"), after the runtime abstraction
// layer design notes (runtime-abstraction-layer.txt): compiled code talks to
// its host only through a runtime context. Every op takes the execution
// context as its first operand; inputs and outputs move through the context by
// index; every other runtime service is one type-erased call whose callee name
// encodes target, device, input and output types.
//
// Version history (Python-flavoured version dimension, odsgen/versioning.td):
//   V_1  recv_input, send_output, dispatch; bool, i32, i64, f32 and memrefs
//        of them.
//   V_2  i8, i16, f16 and f64 arguments (scalars and memref elements);
//        launch (load-if-needed-then-launch a device kernel); dispatch gains
//        an optional stream operand.
//   V_3  opaque pointers as arguments and results; dispatch gains the
//        `backend_config` attribute.
//
// Regenerate the record dump: odsgen records examples/runtime/runtime.td -I tdlib

include "odsgen/base.td"

def RAL_Dialect : Dialect {
  let name = "ral";
  let cppNamespace = "::ral";
  let summary = "runtime abstraction layer";
  let description = [{
    The compiler targets this layer instead of a particular host (a framework
    runtime or a standalone binary). Stateful resources hide behind the
    execution context, so compiled code needs no initialization logic.
  }];
}

//===----------------------------------------------------------------------===//
// Versions
//===----------------------------------------------------------------------===//

def RAL_V_1 : I32EnumAttrCase<"V_1", 1, "v1">;
def RAL_V_2 : I32EnumAttrCase<"V_2", 2, "v2">;
def RAL_V_3 : I32EnumAttrCase<"V_3", 3, "v3">;

def RAL_VersionAttr : I32EnumAttr<"Version", "runtime ABI version",
                                  [RAL_V_1, RAL_V_2, RAL_V_3]> {
  let cppNamespace = "::ral";
}

class MinVersion<I32EnumAttrCase min>
    : PyMinVersionBase<"QueryMinVersionInterface", RAL_VersionAttr, min> {
  let interfaceDescription = "The lowest runtime version that has the op.";
}

class MaxVersion<I32EnumAttrCase max>
    : PyMaxVersionBase<"QueryMaxVersionInterface", RAL_VersionAttr, max> {
  let interfaceDescription = "The highest runtime version that has the op.";
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

// The execution context: one per run of the compiled code, wrapping the
// runtime context that lives as long as the loaded binary.
def RAL_Context : TypeDef<RAL_Dialect, "Context"> {
  let mnemonic = "context";
  let summary = "execution context";
}

// An ordinary pointer (a device stream handle, a host buffer...).
def RAL_Pointer : TypeDef<RAL_Dialect, "Pointer"> {
  let mnemonic = "ptr";
  let summary = "opaque pointer";
}

// The scalar types a runtime function may take or return.
def RAL_Scalar : AnyTypeOf<[
    I1, I32, I64, F32,
    TypeAvailableAt<I8, [MinVersion<RAL_V_2>]>,
    TypeAvailableAt<I16, [MinVersion<RAL_V_2>]>,
    TypeAvailableAt<F16, [MinVersion<RAL_V_2>]>,
    TypeAvailableAt<F64, [MinVersion<RAL_V_2>]>
  ], "runtime scalar">;

// MemRef structs passed across the boundary; their element types follow the
// scalars' history.
def RAL_MemRef : MemRefOf<[
    I1, I32, I64, F32,
    TypeAvailableAt<I8, [MinVersion<RAL_V_2>]>,
    TypeAvailableAt<I16, [MinVersion<RAL_V_2>]>,
    TypeAvailableAt<F16, [MinVersion<RAL_V_2>]>,
    TypeAvailableAt<F64, [MinVersion<RAL_V_2>]>
  ]>;

// Anything a runtime function may take or return.
def RAL_Value : AnyTypeOf<[
    RAL_Scalar, RAL_MemRef,
    TypeAvailableAt<RAL_Pointer, [MinVersion<RAL_V_3>]>
  ], "runtime value">;

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

// Every op of the dialect exists since V_1 unless it says otherwise.
class RAL_Op<string mnemonic, list<Trait> traits = []>
    : Op<RAL_Dialect, mnemonic, traits> {
  let availability = [MinVersion<RAL_V_1>];
}

def RAL_RecvInputOp : RAL_Op<"recv_input"> {
  let summary = "receive one input of the entry function from the host";
  let description = [{
    Inputs arrive one by one, so code that needs only the first inputs can
    start before the others are ready.
  }];
  let arguments = (ins
    RAL_Context:$ctx,
    Arg<I64Attr, "position of the input">:$index
  );
  let results = (outs RAL_Value:$value);
}

def RAL_SendOutputOp : RAL_Op<"send_output"> {
  let summary = "hand one output of the entry function to the host";
  let arguments = (ins
    RAL_Context:$ctx,
    RAL_Value:$value,
    I64Attr:$index
  );
}

def RAL_DispatchOp : RAL_Op<"dispatch", [AttrSizedOperandSegments]> {
  let summary = "type-erased call of a runtime function";
  let description = [{
    Calls `ral_api_call(ctx, api_name, args)`. The callee's full name is
    `target___device___in_types___out_types`: the target function's name, the
    device ("cpu", "gpu"), and the input and output type encodings, each joined
    by "_". The runtime registers one implementation per full name.
  }];
  let arguments = (ins
    RAL_Context:$ctx,
    // A device stream handle, passed explicitly since V_2.
    Optional<TypeAvailableAt<RAL_Pointer, [MinVersion<RAL_V_2>]>>:$stream,
    Variadic<RAL_Value>:$args,
    StrAttr:$api_name,
    DefaultValuedStrAttr<StrAttr, "cpu">:$device,
    DefaultValuedAttr<BoolAttr, "false">:$has_side_effect,
    OptionalAttr<AttrAvailableAt<StrAttr, [MinVersion<RAL_V_3>]>>:$backend_config
  );
  let results = (outs Variadic<RAL_Value>:$results);
}

def RAL_LaunchOp : RAL_Op<"launch"> {
  let summary = "launch a device kernel, loading it on first use";
  let availability = [MinVersion<RAL_V_2>];
  let arguments = (ins
    RAL_Context:$ctx,
    Variadic<AnyTypeOf<[Index, RAL_MemRef, RAL_Scalar]>>:$operands,
    StrAttr:$kernel,
    I32ArrayAttr:$grid,
    I32ArrayAttr:$block
  );
}
