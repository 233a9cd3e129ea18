"""Letters and numbers inside a paragraph, on real corpus paragraphs."""

from __future__ import annotations

import json

import pytest

from lexgate import config
from lexgate.sources.items import focus
from lexgate.sources.model import Passage


def _paragraph(act: str, lang: str, key: str) -> Passage:
    corpus = config.corpus_path()
    if corpus is None:
        pytest.skip("corpus not found")
    for entry in json.loads((corpus / "ch" / "statutes" / f"{act}_{lang}.json").read_text(encoding="utf-8")):
        if entry["citation"] == key:
            return Passage("k", "paragraph", entry["content"], lang, key)
    raise AssertionError(f"{key} not in the corpus")


def test_letter_gives_lead_in_and_item_verbatim() -> None:
    p = _paragraph("ArG", "de", "Art. 9 Abs. 1 ArG")
    f = focus(p, "b", None, ":let-b")
    assert f.missing is None
    assert [q.key for q in f.passages] == ["k", "k:let-b"]
    assert f.passages[0].text == "Die wöchentliche Höchstarbeitszeit beträgt:"
    assert f.passages[1].text.startswith("b. 50 Stunden")
    assert "45 Stunden" not in f.passages[1].text
    for q in f.passages:
        assert q.text in p.text  # verbatim lines of the official text


def test_missing_letter_is_reported_not_widened() -> None:
    f = focus(_paragraph("ArG", "de", "Art. 9 Abs. 1 ArG"), "z", None, ":let-z")
    assert f.missing == "lit. z" and f.available == "a-b"


def test_number_under_letter_keeps_both_lead_ins() -> None:
    p = _paragraph("BGG", "de", "Art. 83 BGG")
    f = focus(p, "c", "2", ":let-c:num-2")
    assert f.passages[0].text.splitlines() == [
        "Die Beschwerde ist unzulässig gegen:",
        "c. Entscheide auf dem Gebiet des Ausländerrechts betreffend:",
    ]
    assert f.passages[1].text.startswith("2. Bewilligungen")


def test_paragraph_without_enumeration_is_left_whole() -> None:
    p = _paragraph("OR", "de", "Art. 41 Abs. 1 OR")
    f = focus(p, "a", None, ":let-a")
    assert f.missing is None and f.passages == [p]
