"""Step 2 of the spec: which route each citation class takes (data, not code paths)."""

from __future__ import annotations

from typing import Literal

Route = Literal["resolve", "skip"]

# Every class the parser emits (citations/model.py CITATION_CLASSES) has exactly one route.
ROUTES: dict[str, Route] = {
    "statute": "resolve",
    "federal-case": "resolve",
    "cantonal-case": "resolve",
    "doctrine-structured": "resolve",
    "doctrine-informal": "skip",
    "it-statute": "resolve",
    "it-case": "resolve",
    "eu-act": "resolve",
}

# Classes whose neighbours (other provisions of the same act) are searched for the judge.
NEIGHBOUR_CLASSES: frozenset[str] = frozenset({"statute", "it-statute", "eu-act"})
NEIGHBOURS_TOP_K = 8

# Classes whose ruling (the decision's operative part) is given to the judge beside the cited passage.
RULING_CLASSES: frozenset[str] = frozenset({"federal-case", "cantonal-case", "it-case"})


def route_for(cls: str) -> Route:
    """The route of a citation class; an unknown class is resolved (never silently skipped)."""
    return ROUTES.get(cls, "resolve")
