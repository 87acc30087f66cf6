// A dataflow dialect ("df"), after the op list of the runtime design notes
// (runtime-design-notes.txt): executables holding dispatchable functions,
// dispatches of them over a workload, tensor ops with value semantics, and
// module-level variables. Versions use the RFC's own C++ MinVersion and
// MaxVersion (odsgen/versioning.td), so the history shows ops that were added,
// deprecated and that gained operands and result types:
//
//   V_1  executable, dispatch.entry, dispatch, return, tensor.load/store/
//        splat/reshape/update, variable, variable.address/load/store.
//   V_2  tensor.slice, tensor.clone, dispatch.region, ex.stream.fragment,
//        indirect variable access; i8 and f16 elements; reshape gains dynamic
//        result dims.
//   V_3  tensor.trace; tensor.store gains a mask operand; dispatch gains a
//        priority attribute; variable.load may produce an index.
//   V_4  ex.stream.fragment and indirect variable loads are gone (last in V_3);
//        bf16 elements.
//
// Regenerate the record dump: odsgen records examples/dataflow/dataflow.td -I tdlib

include "odsgen/base.td"

def DF_Dialect : Dialect {
  let name = "df";
  let cppNamespace = "::df";
  let summary = "dataflow: dispatches, tensors with value semantics, variables";
}

//===----------------------------------------------------------------------===//
// Versions
//===----------------------------------------------------------------------===//

def DF_V_1 : I32EnumAttrCase<"V_1", 0>;
def DF_V_2 : I32EnumAttrCase<"V_2", 1>;
def DF_V_3 : I32EnumAttrCase<"V_3", 2>;
def DF_V_4 : I32EnumAttrCase<"V_4", 3>;

def DF_VersionAttr : I32EnumAttr<"Version", "dataflow dialect version",
                                 [DF_V_1, DF_V_2, DF_V_3, DF_V_4]> {
  let cppNamespace = "::df";
}

class MinVersion<I32EnumAttrCase min>
    : MinVersionBase<"QueryMinVersionInterface", DF_VersionAttr, min>;
class MaxVersion<I32EnumAttrCase max>
    : MaxVersionBase<"QueryMaxVersionInterface", DF_VersionAttr, max>;

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

// Tensor elements, widened over the versions.
def DF_Element : AnyTypeOf<[
    I1, I32, I64, F32, Index,
    TypeAvailableAt<I8, [MinVersion<DF_V_2>]>,
    TypeAvailableAt<F16, [MinVersion<DF_V_2>]>,
    TypeAvailableAt<BF16, [MinVersion<DF_V_4>]>
  ], "dataflow element">;

def DF_Tensor : TensorOf<[DF_Element]>;
def DF_RankedTensor : RankedTensorOf<[DF_Element]>;

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

class DF_Op<string mnemonic, list<Trait> traits = []>
    : Op<DF_Dialect, mnemonic, traits> {
  let availability = [MinVersion<DF_V_1>];
}

// Executables and dispatch.

def DF_ExecutableOp : DF_Op<"executable", [IsolatedFromAbove, SingleBlock]> {
  let summary = "a group of dispatchable functions compiled together";
  let arguments = (ins SymbolNameAttr:$sym_name);
  let regions = (region SizedRegion<1>:$body);
}

def DF_ExecutableEndOp : DF_Op<"executable_end", [Terminator, HasParent<"df.executable">]> {
  let summary = "end of an executable's body";
}

def DF_DispatchEntryOp : DF_Op<"dispatch.entry", [HasParent<"df.executable">]> {
  let summary = "declares a function of the executable as a dispatch entry point";
  let arguments = (ins
    SymbolNameAttr:$sym_name,
    OptionalAttr<FlatSymbolRefAttr>:$function_ref,
    OptionalAttr<I32ArrayAttr>:$workgroup_size
  );
}

def DF_DispatchOp : DF_Op<"dispatch", [AttrSizedOperandSegments]> {
  let summary = "dispatch an entry point over a workload";
  let arguments = (ins
    SymbolRefAttr:$entry_point,
    Variadic<Index>:$workload,
    Variadic<AnyType>:$operands,
    OptionalAttr<AttrAvailableAt<I64Attr, [MinVersion<DF_V_3>]>>:$priority
  );
  let results = (outs Variadic<AnyType>:$results);
}

def DF_DispatchRegionOp : DF_Op<"dispatch.region"> {
  let summary = "an inline region dispatched over a workload";
  let availability = [MinVersion<DF_V_2>];
  let arguments = (ins Variadic<Index>:$workload);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region AnyRegion:$body);
}

def DF_ExStreamFragmentOp : DF_Op<"ex.stream.fragment"> {
  let summary = "experimental: a fragment of a stream of dispatches";
  let availability = [MinVersion<DF_V_2>, MaxVersion<DF_V_3>];
  let arguments = (ins Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region AnyRegion:$body);
}

def DF_ReturnOp : DF_Op<"return", [Terminator]> {
  let summary = "return values from a dispatch region or stream fragment";
  let arguments = (ins Variadic<AnyType>:$operands);
}

// Tensors.

def DF_TensorLoadOp : DF_Op<"tensor.load"> {
  let summary = "load one element of a tensor";
  let arguments = (ins DF_RankedTensor:$source, Variadic<Index>:$indices);
  let results = (outs DF_Element:$result);
}

def DF_TensorStoreOp : DF_Op<"tensor.store", [AttrSizedOperandSegments]> {
  let summary = "a tensor with one element replaced";
  let arguments = (ins
    DF_Element:$value,
    DF_RankedTensor:$target,
    Variadic<Index>:$indices,
    // Store only where the mask is set; since V_3.
    Optional<TypeAvailableAt<I1, [MinVersion<DF_V_3>]>>:$mask
  );
  let results = (outs DF_RankedTensor:$result);
}

def DF_TensorSplatOp : DF_Op<"tensor.splat"> {
  let summary = "a tensor with every element equal to one value";
  let arguments = (ins DF_Element:$value, Variadic<Index>:$result_dims);
  let results = (outs DF_Tensor:$result);
}

def DF_TensorReshapeOp : DF_Op<"tensor.reshape"> {
  let summary = "the same elements in another shape";
  let arguments = (ins
    DF_Tensor:$source,
    // Dynamic dimensions of the result, since V_2: each one needs V_2.
    Variadic<TypeAvailableAt<Index, [MinVersion<DF_V_2>]>>:$result_dims
  );
  let results = (outs DF_Tensor:$result);
}

def DF_TensorUpdateOp : DF_Op<"tensor.update"> {
  let summary = "a tensor with a slice replaced by another tensor";
  let arguments = (ins
    DF_RankedTensor:$update,
    DF_RankedTensor:$target,
    Variadic<Index>:$start_indices
  );
  let results = (outs DF_RankedTensor:$result);
}

def DF_TensorSliceOp : DF_Op<"tensor.slice", [AttrSizedOperandSegments]> {
  let summary = "a slice of a tensor";
  let availability = [MinVersion<DF_V_2>];
  let arguments = (ins
    DF_RankedTensor:$source,
    Variadic<Index>:$start_indices,
    Variadic<Index>:$lengths
  );
  let results = (outs DF_RankedTensor:$result);
}

def DF_TensorCloneOp : DF_Op<"tensor.clone", [SameOperandsAndResultType]> {
  let summary = "a copy of a tensor";
  let availability = [MinVersion<DF_V_2>];
  let arguments = (ins DF_Tensor:$operand);
  let results = (outs DF_Tensor:$result);
}

def DF_TensorTraceOp : DF_Op<"tensor.trace"> {
  let summary = "trace tensor values at runtime";
  let availability = [MinVersion<DF_V_3>];
  let arguments = (ins StrAttr:$key, Variadic<DF_Tensor>:$operands);
}

// Variables.

def DF_VariableOp : DF_Op<"variable"> {
  let summary = "a module-level variable";
  let arguments = (ins
    SymbolNameAttr:$sym_name,
    TypeAttr:$type,
    UnitAttr:$is_mutable,
    OptionalAttr<AnyAttr>:$initial_value
  );
}

def DF_VariablePtr : TypeDef<DF_Dialect, "VariablePtr"> {
  let mnemonic = "ptr";
  let summary = "address of a variable";
}

def DF_VariableAddressOp : DF_Op<"variable.address"> {
  let summary = "the address of a variable, for indirect access";
  let arguments = (ins FlatSymbolRefAttr:$variable);
  let results = (outs DF_VariablePtr:$result);
}

def DF_VariableLoadOp : DF_Op<"variable.load"> {
  let summary = "the value of a variable";
  let arguments = (ins FlatSymbolRefAttr:$variable);
  let results = (outs
    AnyTypeOf<[DF_Tensor, DF_Element,
               TypeAvailableAt<Index, [MinVersion<DF_V_3>]>]>:$result
  );
}

def DF_VariableLoadIndirectOp : DF_Op<"variable.load.indirect"> {
  let summary = "the value of a variable, through its address";
  let availability = [MinVersion<DF_V_2>, MaxVersion<DF_V_3>];
  let arguments = (ins DF_VariablePtr:$variable);
  let results = (outs AnyType:$result);
}

def DF_VariableStoreOp : DF_Op<"variable.store"> {
  let summary = "set the value of a mutable variable";
  let arguments = (ins AnyType:$value, FlatSymbolRefAttr:$variable);
}

def DF_VariableStoreIndirectOp : DF_Op<"variable.store.indirect"> {
  let summary = "set the value of a mutable variable, through its address";
  let availability = [MinVersion<DF_V_2>];
  let arguments = (ins AnyType:$value, DF_VariablePtr:$variable);
}
