//===- ActGradEnums.td - ActGrad enums ---------------------*- tablegen -*-===//
//
// The enums of the ActGrad ops and the properties that hold them.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_DIALECT_ACTGRAD_IR_ACTGRADENUMS_TD
#define ACTGRAD_DIALECT_ACTGRAD_IR_ACTGRADENUMS_TD

include "mlir/IR/EnumAttr.td"
include "mlir/IR/Properties.td"

//===----------------------------------------------------------------------===//
// DataFormat
//===----------------------------------------------------------------------===//

def ActGrad_DataFormat_NCX : I32EnumCase<"NCX", 0>;
def ActGrad_DataFormat_NXC : I32EnumCase<"NXC", 1>;

def ActGrad_DataFormat
    : I32Enum<"DataFormat", "PReLU data format (NCX or NXC)",
              [ActGrad_DataFormat_NCX, ActGrad_DataFormat_NXC]> {
  let cppNamespace = "::mlir::actgrad";
  let description = [{
    Where the channel dimension of a PReLU `src` is: `NCX` is dimension 1,
    `NXC` the last dimension.
  }];
}

// The enum stored as an op property. Its attribute form, in the generic op
// form's property dictionary and in the custom form's attribute dictionary,
// is the case's name as a string (`data_format = "NCX"`), the textual form
// the op had when the attribute was a StrAttr; MLIR has had no StrEnumAttr
// since LLVM 15, and an EnumAttr would print as `#actgrad<data_format NCX>`.
// Bytecode stores the enum's integer value.
def ActGrad_DataFormatProp : EnumProp<ActGrad_DataFormat> {
  let convertFromAttribute = [{
    return ::mlir::actgrad::convertDataFormatFromAttribute($_storage, $_attr,
                                                           $_diag);
  }];
  let convertToAttribute = [{
    return ::mlir::actgrad::convertDataFormatToAttribute($_ctxt, $_storage);
  }];
}

#endif // ACTGRAD_DIALECT_ACTGRAD_IR_ACTGRADENUMS_TD
