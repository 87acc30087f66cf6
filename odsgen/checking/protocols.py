"""What the checks read of a module and its ops beyond odsgen.runtime.protocol: where an op
sits (its block and the op around it) and a module's top-level ops. odsgen's IR
(odsgen.runtime.ir) and the mlir.ir adapter (odsgen.runtime.mlir_adapter) both have them."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from odsgen.runtime.protocol import Module, Operation

if TYPE_CHECKING:
    from odsgen.runtime.target import TargetEnv
    from odsgen.model.corrections import Corrections

__all__ = ["NestedOperation", "CheckedModule", "TargetOf", "SpecFiles"]


class NestedOperation(Operation, Protocol):
    """An operation that knows its block (``parent``) and the op around it."""

    @property
    def parent(self) -> object: ...

    @property
    def parent_op(self) -> NestedOperation | None: ...


class CheckedModule(Module, Protocol):
    """A module with its top-level operations (``body.operations``)."""

    @property
    def operations(self) -> Sequence[Operation]: ...

    def walk(self, post_order: bool = False) -> Iterator[NestedOperation]: ...


# The target of an op (``target_resolver``). Its argument is Any: Checker.validate calls it
# with the module's ops, which it reads as ``object``.
TargetOf = Callable[[Any], "TargetEnv"]


class SpecFiles(Protocol):
    """What loading a spec to check modules reads of an ``odsgen.Spec`` (the API's class,
    a layer above): its files, include directories, macros, targets files and cache use."""

    paths: list[str]
    include_dirs: list[str]
    defines: list[str]
    target_files: list[str]
    use_cache: bool
    corrections: Corrections  # which of odsgen's declarations of upstream's hand-written availability may apply
