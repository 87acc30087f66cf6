// The ODS classes the bad specs beside this file declare themselves (no MLIR install needed),
// and an enum Version with cases V_1, V_2.
class Availability {
  string interfaceName = ?;
  string interfaceDescription = "";
  string queryFnRetType = ?;
  string queryFnName = ?;
  code mergeAction = ?;
  string initializer = ?;
  string instanceType = ?;
  string instancePreparation = "";
  string instance = ?;
}
class Dialect { string name = ""; }
def ins; def outs;
class Op<Dialect d, string mnemonic> {
  Dialect opDialect = d; string opName = mnemonic;
  dag arguments = (ins); dag results = (outs);
  list<Availability> availability = [];
}
class Case<string sym, int val> { string symbol = sym; int value = val; string str = sym; }
class EnumInfo<string name, list<Case> cases> {
  string className = name; string cppNamespace = "::x"; list<Case> enumerants = cases;
}
def V1 : Case<"V_1", 1>;
def V2 : Case<"V_2", 2>;
def Version : EnumInfo<"Version", [V1, V2]>;
