"""Reading modules: every form a module comes in (``read.Form``, decided once by
``read.form_of``) into an ``OpTable`` and odsgen's IR, every failure a located error."""
