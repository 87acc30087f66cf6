"""TableGen records: values, records, the evaluator and the llvm-tblgen compatible views."""

from __future__ import annotations


def load_root(root: str, include_dirs=(), defines=(), use_cache: bool = True, sources=None):
    """Evaluate ``root`` ('-' for standard input) into a RecordKeeper; raises OdsgenError."""
    from odsgen.records.evaluator import load

    return load(root, include_dirs, defines, sources=sources, use_cache=use_cache)
