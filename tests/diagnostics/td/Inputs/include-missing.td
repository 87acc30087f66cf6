def y;
include "nowhere.td"
