"""What an availability dimension is: ``Dimension``, the one class for it.

A dimension is an ``Availability`` subclass of a spec (``MinVersion``, ``Capability``):
its requirements have one ``Shape`` and range over one enum, its axis (``MinVersion``
and ``MaxVersion`` both bound the ``Version`` axis of a target). Generated packages
construct one per dimension in their ``interfaces.py`` (through odsgen.runtime.avail,
which re-exports it); it gives the requirements of a ``Requirements`` (by dimension
name) their axes.

What only the spec says (the interface's description, the query's C++ return type,
the ``.td`` location) stays in the model's ``DimensionSpec`` (odsgen.model.build).
"""

from __future__ import annotations

from typing import Any, cast

from odsgen.runtime.algebra import AllOfAnyOf, Requirement, Shape

__all__ = ["Dimension"]


class Dimension:
    """One availability dimension.

    ``name`` is the availability class (``MinVersion``); ``shape`` the shape of its
    requirements; ``enum`` the enum its values range over: the generated enum class
    (``Version``, ``Capability``) in a generated package, or just its name where there
    is no class (``axis`` is that name either way). ``optional``: whether the query
    answers ``None`` when nothing asks for anything (``std::optional<...>``/
    ``Optional[...]`` return types), otherwise a bound's query answers the enum's first
    (``AT_LEAST``) or last (``AT_MOST``) case, the merge's initial value; ``method`` the
    query method's name (``get_min_version``); ``index`` its place in the dialect's
    ``DIMENSIONS``; ``interface`` the name of the interface that declares the query.
    """

    __slots__ = (
        "name",
        "shape",
        "enum",
        "optional",
        "method",
        "index",
        "interface",
        "axis",
        "_identity",
        "_default",
        "_member",
    )

    def __init__(
        self,
        name: str,
        shape: Shape,
        enum: type | str,
        optional: bool = False,
        method: str = "",
        index: int = 0,
        interface: str = "",
    ):
        self.name = name
        self.shape = shape
        self.enum = enum
        self.optional = optional
        self.method = method
        self.index = index
        self.interface = interface
        self.axis: str = enum if isinstance(enum, str) else enum.__name__
        self._identity = shape.identity()
        # value -> the case ``enum(value)`` gives (the first defined), without Enum's call
        self._member: dict[int, object] = {}
        members: list[Any] = [] if isinstance(enum, str) else list(cast(Any, enum))
        for m in members:
            self._member.setdefault(int(m.value), m)
        self._default: Any
        if shape is Shape.ALL_OF_ANY_OF:
            self._default = ()
        elif optional or not members:
            self._default = None
        else:
            by_value = sorted(members, key=lambda m: int(m.value))
            self._default = by_value[0] if shape is Shape.AT_LEAST else by_value[-1]

    def _key(self) -> tuple[str, Shape, str]:
        return (self.name, self.shape, self.axis)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Dimension) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"<Dimension {self.name} ({self.shape.value} over {self.axis})>"

    @property
    def identity(self) -> Requirement:
        """The requirement of something that asks nothing (the merge's initial value)."""
        return self._identity

    # -- answering

    def answer(self, requirement: Requirement | None) -> Any:
        """The query's answer for a merged requirement (an enum member, None, or groups)."""
        if requirement is None or requirement.is_identity:
            return self._default
        if isinstance(requirement, AllOfAnyOf):
            return tuple(tuple(self._case(c.value) for c in g.cases) for g in requirement.groups)
        assert requirement.case is not None  # not the identity
        return self._case(requirement.case.value)

    def _case(self, value: int) -> Any:
        try:
            return self._member[value]
        except KeyError:
            return cast(type, self.enum)(value)
