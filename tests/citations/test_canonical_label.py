"""The lawyer's rendering of canonical ids (used wherever ids are shown to a person)."""

from __future__ import annotations

import pytest

from lexgate.citations import canonical as c


@pytest.mark.parametrize(
    ("cid", "lang", "want"),
    [
        (c.ch_statute("OR", "41", "1", "a"), "de", "Art. 41 Abs. 1 lit. a OR"),
        (c.ch_statute("OR", "41", "1", "a"), "fr", "Art. 41 al. 1 let. a OR"),
        (c.ch_statute("BVV 2", "6a", following="ff"), "de", "Art. 6a ff. BVV 2"),
        (c.bge(140, "III", 86, "3.2"), "de", "BGE 140 III 86 E. 3.2"),
        (c.bge(140, "III", 86, "3.2"), "fr", "ATF 140 III 86 consid. 3.2"),
        (c.ch_docket("BGer", "4A_123/2023", "3"), "it", "4A_123/2023 consid. 3"),
        (c.it_statute("cc", "2043", "1"), "it", "art. 2043, comma 1 c.c."),
        (c.it_statute("dlgs-196-2003", "13"), "it", "art. 13 d.lgs. 196/2003"),
        (c.it_statute("l-241-1990", "3"), "it", "art. 3 L. 241/1990"),
        (c.it_case("corte-cost", 100, 2023), "it", "Corte cost. n. 100/2023"),
    ],
)
def test_label(cid: str, lang: str, want: str) -> None:
    assert c.label(cid, lang) == want


def test_unknown_shapes_come_back_unchanged() -> None:
    assert c.label("not an id") == "not an id"
    assert c.label("ch:sr-999.9") == "ch:sr-999.9"
