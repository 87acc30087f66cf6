"""odsgen's commands, one module each (odsgen.cli imports only the one it runs)."""


def release_number(text: str) -> int:
    """``--mlir-release N``'s argument (records and every command that loads a spec)."""
    import argparse

    if not text.isdigit():
        raise argparse.ArgumentTypeError(f"not a release number: {text!r} (16, 19, 22)")
    return int(text)
