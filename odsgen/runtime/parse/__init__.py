"""The MLIR generic-form reader in levels, as xDSL's ``BaseParser -> AttrParser -> Parser``.

``base.BaseParser``: tokens, positions and located errors; ``attributes.AttrParser``:
types, attributes and locations; ``odsgen.runtime.reader.Parser``: SSA values,
blocks, regions and operations, and the entry points (``read_text``,
``parse_type``, ``parse_attribute``).
"""
