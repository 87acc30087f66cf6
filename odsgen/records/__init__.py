"""TableGen records: values, records, the evaluator and the llvm-tblgen compatible views."""

from __future__ import annotations


def load_root(
    root: str,
    include_dirs=(),
    defines=(),
    use_cache: bool = True,
    sources=None,
    base_library: bool = True,
    then=None,
    meanwhile=None,
):
    """Evaluate ``root`` ('-' for standard input) into a RecordKeeper; raises OdsgenError.

    odsgen's base library (tdlib) is searched after ``include_dirs`` unless
    ``base_library`` is false, so ``include "odsgen/base.td"`` works anywhere.
    ``then(keeper, files read)`` names files to evaluate after ``root`` (evaluator.load);
    ``meanwhile()`` is done while a forked helper parses, if one is (Evaluator.load).
    """
    from odsgen.records.evaluator import load

    dirs = list(include_dirs)
    if base_library:
        from odsgen.resources import data_dir

        tdlib = str(data_dir("tdlib"))
        if tdlib not in dirs:
            dirs.append(tdlib)
    return load(root, dirs, defines, sources=sources, use_cache=use_cache, then=then, meanwhile=meanwhile)
