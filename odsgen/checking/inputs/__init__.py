"""Reading modules: every form a module comes in, into an ``OpTable`` and odsgen's IR
(``read``), every failure a located error."""
