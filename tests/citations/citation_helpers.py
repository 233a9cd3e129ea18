"""Small helpers shared by the citation tests."""

from __future__ import annotations

from typing import Any

from lexgate.citations import extract
from lexgate.citations.model import Citation


def find(text: str, lang: str | None = None) -> list[Citation]:
    cits = extract(text, lang)
    for c in cits:  # the span invariant holds for every citation of every test
        assert text[c.start : c.end] == c.text
    return cits


def only(text: str, lang: str | None = None) -> Citation:
    cits = find(text, lang)
    assert len(cits) == 1, [(c.text, c.canonical) for c in cits]
    return cits[0]


def by_text(cits: list[Citation], span: str) -> Citation:
    hits = [c for c in cits if c.text == span]
    assert hits, f"{span!r} not among {[c.text for c in cits]}"
    return hits[0]


def has_fields(cit: Citation, want: dict[str, Any]) -> None:
    for key, value in want.items():
        assert key in cit.fields, f"{key} missing in {cit.fields}"
        got = cit.fields[key]
        assert type(got) is type(value) and got == value, f"{key}: {got!r} != {value!r}"
