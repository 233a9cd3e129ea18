"""The act table: built from the corpus (scripts/build_act_table.py), plus the hand-made table."""

from __future__ import annotations

import json
import runpy
from pathlib import Path

import pytest

from lexgate.citations.acts import act_by_sr, all_acts, lookup_act
from lexgate.config import corpus_path

ROOT = Path(__file__).resolve().parents[2]


def test_table_has_every_corpus_act() -> None:
    acts = all_acts()
    assert len(acts) >= 190
    keys = {a.key for a in acts}
    assert {"OR", "ZGB", "StGB", "BV", "ZPO", "StPO", "SchKG", "BGG", "BVV_2", "CO2-Gesetz", "BöB"} <= keys


@pytest.mark.parametrize(
    ("abbrev", "key"),
    [
        ("OR", "OR"),
        ("CO", "OR"),
        ("ZGB", "ZGB"),
        ("CC", "ZGB"),
        ("CP", "StGB"),
        ("StGB", "StGB"),
        ("Cst.", "BV"),
        ("Cost.", "BV"),
        ("LP", "SchKG"),
        ("LEF", "SchKG"),
        ("LTF", "BGG"),
        ("BVV 2", "BVV_2"),
        ("OPP 2", "BVV_2"),
        ("BöB", "BöB"),
        ("LMP", "BöB"),
        ("LAPub", "BöB"),
        ("CPC", "ZPO"),
        ("CrimPC", "StPO"),
        ("SCC", "StGB"),
        ("Swiss Civil Code", "ZGB"),
        ("Obligationenrecht", "OR"),
        ("SR 220", "OR"),
    ],
)
def test_lookup(abbrev: str, key: str) -> None:
    info = lookup_act(abbrev)
    assert info is not None and info.key == key


def test_lookup_unknown() -> None:
    assert lookup_act("XYZ") is None
    assert lookup_act("") is None


def test_mojibake_is_repaired() -> None:
    info = lookup_act("BöB")
    assert info is not None and info.abbr_de == "BöB"
    assert all("Ã" not in (a.abbr_de or "") for a in all_acts())


def test_act_info_fields() -> None:
    info = lookup_act("OR")
    assert info is not None
    assert (info.abbr_de, info.abbr_fr, info.abbr_it, info.sr) == ("OR", "CO", "CO", "220")
    assert info.eli_path == "eli/cc/27/317_321_377"
    assert act_by_sr("311.0") is not None and act_by_sr("311.0").key == "StGB"  # type: ignore[union-attr]


@pytest.mark.skipif(corpus_path() is None, reason="corpus not available")
def test_build_script_reproduces_the_committed_table() -> None:
    corpus = corpus_path()
    assert corpus is not None
    committed = json.loads(
        (ROOT / "lexgate" / "citations" / "data" / "acts.json").read_text(encoding="utf-8")
    )
    script = runpy.run_path(str(ROOT / "scripts" / "build_act_table.py"), run_name="build_act_table")
    assert script["build"](corpus) == committed
    assert script["fix_mojibake"]("BÃ¶B") == "BöB" and script["fix_mojibake"]("VÃ–B") == "VÖB"


def test_english_fedlex_abbreviations() -> None:
    from lexgate.citations import extract

    (c,) = extract("The permit may be granted (Art. 34(2) FNIA).", "en")
    assert c.canonical == "ch:AIG:art-34:para-2"
    (c,) = extract("Article 14 para. 1 ICA requires notice.", "en")
    assert c.canonical == "ch:VVG:art-14:para-1"


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        (
            "Our client may ask the Office to refrain from unlawful acts (Art. 25a para. 1 APA).",
            "ch:VwVG:art-25a:para-1",
        ),
        ("The diploma is not recognised (Art. 15 MedPA).", "ch:MedBG:art-15"),
        ("Data may be disclosed abroad (Art. 62 para. 2 EpidA).", "ch:EpG:art-62:para-2"),
        ("The request is processed at once (Art. 24 para. 2 OID).", "ch:VID:art-24:para-2"),
        # "WA" is the Weapons Act in English (the Warsaw Convention, WA, in German)
        ("The conversion needs a permit (Art. 19 para. 2 WA).", "ch:WG:art-19:para-2"),
        # the name lawyers use for the Employment Act
        ("Night work needs a permit (Art. 17 para. 1 of the Labour Act).", "ch:ArG:art-17:para-1"),
    ],
)
def test_more_english_fedlex_abbreviations(text: str, canonical: str) -> None:
    from lexgate.citations import extract

    (c,) = extract(text, "en")
    assert c.canonical == canonical


def test_wa_in_a_german_draft_is_the_warsaw_convention() -> None:
    from lexgate.citations import extract

    (c,) = extract("Der Luftfrachtführer haftet (Art. 18 WA).", "de")
    assert c.canonical == "ch:WA:art-18"


def test_a_convention_named_by_its_place_and_date() -> None:
    from lexgate.citations import extract

    text = (
        "La vendita di navi esula dalla Convenzione (art. 1 della Convenzione dell'Aia del 15 giugno 1955)."
    )
    (c,) = extract(text, "it")
    assert c.canonical == "ch:HKaufIPR:art-1"


def test_english_asylum_ordinance_and_loss_of_earnings_abbreviations() -> None:
    from lexgate.citations import extract

    got = {c.canonical for c in extract("Art. 11a para. 1 AsylO 1 and Art. 16i LECA apply.")}
    assert got == {"ch:AsylV_1:art-11a:para-1", "ch:EOG:art-16i"}


def test_english_abbreviations_of_ordinances_and_conventions() -> None:
    from lexgate.citations import extract

    got = {
        c.canonical
        for c in extract(
            "Article 122b CISO, Article 84 TmPO, Article 5 LugC and Article 28 para. 2 GamblA apply; "
            "Article 9 FSA too."
        )
    }
    assert got == {
        "ch:KKV:art-122b",
        "ch:MSchV:art-84",
        "ch:LugÜ:art-5",
        "ch:BGS:art-28:para-2",
        "ch:LMG:art-9",
    }


def test_the_french_abbreviation_of_the_plant_variety_act() -> None:
    from lexgate.citations import extract

    got = {c.canonical for c in extract("Selon l'art. 26 al. 2 LPOV, la demande est réputée déposée.")}
    assert got == {"ch:Sortenschutzgesetz:art-26:para-2"}
