// Includes the case that includes it.
include "mutually-recursive-include.td"
