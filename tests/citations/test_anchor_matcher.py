"""``anchors.matcher`` scans Latin-1 bytes instead of the ``str``: it must find exactly what the ``str``
automaton finds, also in texts with characters beyond U+00FF (typographic quotes, €, emoji)."""

from __future__ import annotations

import random

import pytest

from lexgate.citations import anchors
from lexgate.citations.jurisdiction import CUES

pytestmark = pytest.mark.skipif(not anchors.HAVE_AHOCORASICK, reason="needs ahocorasick_rs")

_WIDE = ["’", "€", "“", "”", "\u2011", "\U0001f600", "Ł", "?", "€€"]


def _texts(words: list[str], seed: int, count: int) -> list[str]:
    rnd = random.Random(seed)
    pieces = words + _WIDE + [" ", "  ", "\n", "x", "é", "41", ", ", "N 3", "l’art. 8"]
    return ["".join(rnd.choice(pieces) for _ in range(rnd.randint(1, 14))) for _ in range(count)]


@pytest.mark.parametrize("table", ["anchors", "cues"])
def test_matcher_finds_what_the_str_automaton_finds(table: str) -> None:
    words = anchors._compiled()[0] if table == "anchors" else list(CUES)
    plain = anchors.automaton(words).find_matches_as_indexes
    fast = anchors.matcher(words)
    for text in _texts(words, seed=len(words), count=3000):
        assert fast(text) == plain(text), text


def test_matcher_falls_back_for_words_it_cannot_split() -> None:
    words = ["a€", "Art. ", "why?"]  # mixed Latin-1 and wide characters; a "?" of its own
    fast = anchors.matcher(words)
    text = "Art. 4 a€ why? a€"
    assert fast(text) == anchors.automaton(words).find_matches_as_indexes(text)


def test_wide_only_words_are_found_beside_latin_words() -> None:
    words = ["CHF", "€", "EUR"]
    found = anchors.matcher(words)("Kosten: € 100 oder CHF 90 (EUR 95) ’€’")
    assert [w for w, _s, _e in ((words[i], s, e) for i, s, e in found)] == ["€", "CHF", "EUR", "€"]
