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


def test_a_swiss_paragraph_without_a_list_has_no_letter() -> None:
    p = _paragraph("OR", "de", "Art. 41 Abs. 1 OR")
    f = focus(p, "a", None, ":let-a", lines_hold_letters=True)
    assert f.missing == "lit. a" and f.available == "" and f.passages == [p]


@pytest.mark.parametrize(
    ("act", "lang", "key", "letter", "starts"),
    [
        ("GBV", "it", "Art. 52 cpv. 1 ORF", "a", "a.è riconosciuta"),  # no space after the dot
        ("StG", "it", "Art. 6 cpv. 1 LTB", "abis", "a.bis"),  # the ordinal written apart
        ("HMG", "de", "Art. 14 Abs. 1 HMG", "aquater", "aquater.Arzneimittel"),
    ],
)
def test_items_written_without_the_usual_space(
    act: str, lang: str, key: str, letter: str, starts: str
) -> None:
    f = focus(_paragraph(act, lang, key), letter, None, f":let-{letter}", lines_hold_letters=True)
    assert f.missing is None and f.passages[-1].text.startswith(starts)


def test_z_b_is_no_item() -> None:
    p = Passage("k", "paragraph", "Die Kantone regeln:\nz.B. die Gebühren.", "de", "Art. 1 X")
    assert focus(p, "z", None, ":let-z", lines_hold_letters=True).missing == "lit. z"
