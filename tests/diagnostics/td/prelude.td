// prelude-ods.td and a dialect D named "d": what most cases include.
include "prelude-ods.td"
def D : Dialect { let name = "d"; }
