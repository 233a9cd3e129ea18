"""Spec step 0 and the hard rule "the privacy mode is absolute", as decisions over judges and text.

- strict: nothing of the draft leaves the machine.  A remote judge is refused before any work; with
  no local content judge, found citations are UNVERIFIED "privacy-gated: existence confirmed, content
  not checked".
- balanced: claims in privileged passages are withheld from remote judges (the same privacy-gated
  note).  What is privileged is decided by ``lexgate.llm.privileged`` (its markers, the user's
  ``privileged_markers`` setting, and "a marker in the header covers the whole draft").
- cloud: normal.
"""

from __future__ import annotations

import bisect

from lexgate.errors import BadInput
from lexgate.judges.base import Judge


def is_local(judge: Judge | None) -> bool:
    return judge is not None and bool(getattr(judge, "local", False))


def refuse_remote_in_strict(privacy: str, judge: Judge | None) -> None:
    """Raise (before any work is done) when strict mode meets a judge that sends text away."""
    if privacy == "strict" and judge is not None and not is_local(judge):
        name = getattr(judge, "name", "remote")
        raise BadInput(
            f"privacy mode strict: the {name!r} judge sends text off this machine; "
            "use a local judge (--judge structured or nli) or choose --privacy balanced or cloud"
        )


def content_check_allowed(privacy: str, judge: Judge | None) -> bool:
    """Whether any content check may run at all (strict needs a local judge)."""
    if judge is None:
        return False
    return privacy != "strict" or is_local(judge)


class PrivilegeMap:
    """The privileged character ranges of one draft, computed once, queried per claim."""

    def __init__(self, text: str, ranges: list[tuple[int, int]] | None = None) -> None:
        if ranges is None:
            from lexgate.llm.privileged import privileged_ranges

            ranges = privileged_ranges(text)
        self._ranges = sorted(ranges)
        self._starts = [a for a, _ in self._ranges]

    def privileged(self, start: int, end: int) -> bool:
        """Whether [start, end) overlaps a privileged range (the ranges are merged and sorted)."""
        end = max(end, start + 1)
        i = bisect.bisect_left(self._starts, end) - 1
        return i >= 0 and self._ranges[i][1] > start


def withhold(privacy: str, judge: Judge | None, pmap: PrivilegeMap | None, start: int, end: int) -> bool:
    """balanced + remote judge + privileged passage -> the claim is withheld (not sent)."""
    if privacy != "balanced" or is_local(judge) or pmap is None:
        return False
    return pmap.privileged(start, end)
