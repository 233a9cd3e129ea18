"""What a court decided: the appeal upheld, dismissed or not entered into; the question of
constitutionality accepted (the provision unconstitutional), unfounded or inadmissible.  Tables in
``data/outcome.yaml`` (de/fr/it/en).

``ruling_outcomes(text, lang)`` reads the outcomes a ruling (Dispositiv, dispositif, dispositivo) states;
``claimed_outcome(text, lang)`` the one a claim ascribes to the cited court ("Das Bundesgericht wies die
Beschwerde ab", "la Corte ha dichiarato illegittimo ...", "the Federal Supreme Court dismissed the
appeal"), or None when the claim states none, several, a negated one, or one of a lower court.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from lexgate.judges.negation import tables as negation_tables
from lexgate.judges.negation import tokens
from lexgate.judges.text import data_table

# the outcome classes; "unconstitutional" is an upheld question of constitutionality, "constitutional"
# an unfounded one (the provision stands); both are named without an object
OUTCOMES: tuple[str, ...] = ("upheld", "unconstitutional", "dismissed", "constitutional", "inadmissible")
_WITHOUT_OBJECT = frozenset({"unconstitutional", "constitutional"})
OBJECT_WINDOW = 8  # the appeal or question an outcome word is about stands this close to it
GAP = 4  # words allowed between the parts of a split phrase ("wies die Beschwerde ab")
NEGATION_BEFORE = 3  # a negation this close before an outcome word denies it ("non ha accolto")
_ITEM = re.compile(r"(?:^|\s)(?:\d{1,2}[.)]|[;:])\s+")


@dataclass(frozen=True, slots=True)
class OutcomeTables:
    phrases: dict[str, dict[str, tuple[tuple[str, ...], ...]]]  # class -> lang -> phrases (token tuples)
    partial: dict[str, tuple[tuple[str, ...], ...]]
    objects: dict[str, tuple[tuple[str, ...], ...]]
    court: dict[str, tuple[tuple[str, ...], ...]]
    lower: dict[str, tuple[tuple[str, ...], ...]]
    abstract: dict[str, tuple[tuple[str, ...], ...]]


@lru_cache(maxsize=1)
def tables() -> OutcomeTables:
    raw: dict[str, dict[str, list[Any]]] = data_table("outcome")

    def phrase(text: str) -> tuple[str, ...]:
        parts = [tuple(tokens(p)) for p in text.split(" ... ")]
        out: tuple[str, ...] = parts[0]
        for p in parts[1:]:
            out = (*out, "...", *p)
        return out

    def section(name: str) -> dict[str, tuple[tuple[str, ...], ...]]:
        return {
            lang: tuple(sorted((phrase(str(x)) for x in xs), key=lambda t: (-len(t), t)))
            for lang, xs in (raw.get(name) or {}).items()
        }

    return OutcomeTables(
        {kind: section(kind) for kind in OUTCOMES},
        section("partial"),
        section("object"),
        section("court"),
        section("lower"),
        section("abstract"),
    )


def _match(toks: list[str], phrase: tuple[str, ...], i: int) -> int:
    """The end of ``phrase`` matched at ``toks[i]`` (single words are prefixes; "a ... b" allows a gap
    of up to GAP words), or -1."""
    if "..." in phrase:
        k = phrase.index("...")
        head, tail = phrase[:k], phrase[k + 1 :]
        if tuple(toks[i : i + len(head)]) != head:
            return -1
        start = i + len(head)
        for j in range(start, min(len(toks), start + GAP + 1)):
            if tuple(toks[j : j + len(tail)]) == tail:
                return j + len(tail)
        return -1
    if len(phrase) == 1:
        return i + 1 if toks[i].startswith(phrase[0]) and toks[i].isalpha() else -1
    return i + len(phrase) if tuple(toks[i : i + len(phrase)]) == phrase else -1


def _find(toks: list[str], phrases: tuple[tuple[str, ...], ...]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    taken: set[int] = set()
    for phrase in phrases:
        first = phrase[0]
        single = len(phrase) == 1
        for i, t in enumerate(toks):
            if i in taken or not (t.startswith(first) if single else t == first):
                continue
            end = _match(toks, phrase, i)
            if end > 0:
                out.append((i, end))
                taken.update(range(i, end))
    return sorted(out)


def _outcomes(toks: list[str], lang: str, claim: bool) -> list[tuple[str, int]]:
    """(class, position) of each outcome stated about an appeal or question (the words that name an
    unconstitutional provision need no object)."""
    tb = tables()
    neg = negation_tables().negation.get(lang, frozenset())
    objects = _find(toks, tb.objects.get(lang, ()))
    found: list[tuple[str, int]] = []
    taken: set[int] = set()
    for kind in OUTCOMES:
        for i, end in _find(toks, tb.phrases[kind].get(lang, ())):
            if set(range(i, end)) & taken:
                continue
            taken.update(range(i, end))
            if kind not in _WITHOUT_OBJECT and not any(
                abs(o - i) <= OBJECT_WINDOW or abs(o - end) <= OBJECT_WINDOW for o, _e in objects
            ):
                continue
            phrase_has_negation = any(t in neg for t in toks[i:end])
            if (
                claim
                and not phrase_has_negation
                and any(t in neg for t in toks[max(0, i - NEGATION_BEFORE) : i])
            ):
                return []  # a denied outcome ("non ha accolto il ricorso"): not read
            found.append((kind, i))
    return found


def _kind(kind: str) -> str:
    return {"unconstitutional": "upheld", "constitutional": "dismissed"}.get(kind, kind)


@lru_cache(maxsize=4096)
def ruling_outcomes(text: str, lang: str) -> frozenset[str]:
    """The outcomes a ruling states ("1. Le recours est admis", "dichiara non fondate le questioni"); an
    outcome for part only ("teilweise gutgeheissen") makes the ruling mixed (both upheld and dismissed)."""
    out: set[str] = set()
    for item in _ITEM.split(text):
        toks = tokens(item)
        kinds = {_kind(k) for k, _i in _outcomes(toks, lang, claim=False)}
        if kinds and _find(toks, tables().partial.get(lang, ())):
            kinds |= {"upheld", "dismissed"}
        out |= kinds
    return frozenset(out)


@lru_cache(maxsize=8192)
def claimed_outcome(text: str, lang: str) -> str | None:
    """The one outcome the claim ascribes to the cited court, else None."""
    tb = tables()
    toks = tokens(text)
    if _find(toks, tb.partial.get(lang, ())):
        return None
    found = _outcomes(toks, lang, claim=True)
    # "non preclude di per sé la declaratoria di illegittimità costituzionale": a claim that names no
    # court and speaks of such a declaration as a noun states a principle, not the outcome of a case
    court = _find(toks, tb.court.get(lang, ()))
    ends = {e for _i, e in _find(toks, tb.abstract.get(lang, ()))}
    if not court:
        found = [(k, i) for k, i in found if k not in _WITHOUT_OBJECT or i not in ends]
    # the words that hold a provision (un)constitutional say whose decision it is; the others need the court
    if not court and any(k not in _WITHOUT_OBJECT for k, _i in found):
        return None
    kinds = {_kind(k) for k, _i in found}
    if len(kinds) != 1:
        return None
    lower = _find(toks, tb.lower.get(lang, ()))
    first = min(i for _k, i in found)
    if any(i < first for i, _e in lower):
        return None  # "the cantonal court dismissed the appeal": not the cited court's outcome
    return next(iter(kinds))
