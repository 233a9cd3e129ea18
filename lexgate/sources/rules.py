"""Ids that cannot exist, decided by rule without any source (``NotFound`` with source ``"rule"``)."""

from __future__ import annotations

import re
from datetime import date

from lexgate.citations.canonical import CanonicalRef

BGE_FIRST_YEAR = 1875  # volume 1
BGE_PARTS = frozenset({"I", "Ia", "Ib", "II", "III", "IV", "V"})
FIRST_YEAR = {"corte-cost": 1956, "cass": 1923, "cass-civ": 1923, "cass-pen": 1923, "cass-pen-qsp": 1923}
_DOCKET_YEAR = re.compile(r"[/.-](\d{4})$")
_DOCKET_NUMBER = re.compile(r"[_.](\d+)/\d{4}$")
FEDERAL_COURT_FIRST_YEAR = 1875
_BGE = re.compile(r"^(?P<vol>\d+)-(?P<part>[A-Za-z]+)-(?P<page>\d+)$")


def this_year() -> int:
    return date.today().year


def max_bge_volume(year: int | None = None) -> int:
    return (year or this_year()) - BGE_FIRST_YEAR + 1


def valid_iso_date(value: str) -> bool:
    try:
        date.fromisoformat(value)
    except ValueError:
        return False
    return True


def impossible(ref: CanonicalRef) -> str | None:
    """Why ``ref`` cannot name anything real, or ``None``."""
    when = ref.get("date")
    if when and not valid_iso_date(when):
        return f"no such date: {when}"
    if ref.kind == "bge":
        m = _BGE.match(ref.authority.split(":", 2)[2])
        if m is None:
            return "malformed BGE reference"
        volume, part, page = int(m["vol"]), m["part"], int(m["page"])
        if not 1 <= volume <= max_bge_volume():
            return f"no such BGE volume: {volume} (volumes run from 1 to {max_bge_volume()})"
        if part not in BGE_PARTS:
            return f"no such BGE part: {part} (parts are I, Ia, Ib, II, III, IV, V)"
        if page < 1:
            return f"no such BGE page: {page}"
        pin = ref.get("p")
        if pin and pin.isdigit() and int(pin) < page:
            return f"pin page {pin} lies before the decision's first page {page}"
        return None
    if ref.kind in ("docket", "cantonal"):
        docket = ref.authority.split(":", 2)[2]
        m = _DOCKET_YEAR.search(docket)
        if m and int(m[1]) > this_year():
            return f"docket year {m[1]} is in the future"
        if m and ref.kind == "docket" and int(m[1]) < FEDERAL_COURT_FIRST_YEAR:
            return f"no federal court docket before {FEDERAL_COURT_FIRST_YEAR}"
        num = _DOCKET_NUMBER.search(docket)
        if num and int(num[1]) == 0:
            return f"no such docket number: {docket}"
        return None
    if ref.kind == "it-case":
        court, num_year = ref.authority.split(":")[1:3]
        number, _, year = num_year.partition("/")
        if not (number.isdigit() and year.isdigit()):
            return "malformed decision number"
        if int(number) < 1:
            return f"no such decision number: {number}"
        if int(year) > this_year():
            return f"decision year {year} is in the future"
        first = FIRST_YEAR.get(court)
        if first and int(year) < first:
            return f"no {court} decision before {first}"
    return None
