"""Quantities in legal text: periods, ages, amounts, percentages, fractions and dates, in de/fr/it/en.

``quantities(text)`` finds every number that has a kind (``30 Tage``, ``dix ans``, ``dieci anni``,
``ten years``, ``18. Altersjahr``, ``zehnjährige``, ``Fr. 5000``, ``20 %``, ``die Hälfte``,
``1. Januar 2020``), written in digits or words, and returns it in a comparable measure
(years and months as months, weeks and days as days).  ``compare(claim, passage)`` tells which claim
quantities the passage confirms, contradicts (same dimension, other value) or does not mention.
The word tables are data: ``data/numbers.yaml``.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Collection, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from lexgate.judges.diskcache import disk_cached
from lexgate.judges.numwords import compound_value
from lexgate.judges.text import data_table, fold


@dataclass(frozen=True, slots=True)
class Quantity:
    dimension: str  # months | days | hours | percent | money | fraction | date
    value: float | str  # number in the dimension's measure, or ISO date
    text: str  # the words that expressed it (folded)
    pos: int  # token index


@dataclass(slots=True)
class NumberCheck:
    agreed: list[tuple[Quantity, Quantity]] = field(default_factory=list)
    contradicted: list[tuple[Quantity, list[Quantity]]] = field(default_factory=list)
    unsupported: list[Quantity] = field(default_factory=list)


class _Cardinals(dict[str, float]):
    """The listed number words, and every compound of the ``compound_parts`` (``numwords``): a lookup
    of "ventiquattro" or "vierundzwanzig" finds 24 though the table does not list them."""

    def __init__(
        self,
        listed: dict[str, float],
        parts: tuple[dict[str, float], frozenset[str]],
        hyphen_parts: tuple[dict[str, float], frozenset[str]],
    ) -> None:
        super().__init__(listed)
        self._parts = parts
        self._hyphen_parts = hyphen_parts
        self._not: set[str] = set()

    def _compound(self, key: str) -> float | None:
        if key in self._not:
            return None
        value = compound_value(key, *self._parts, *self._hyphen_parts)
        if value is None:
            self._not.add(key)
            return None
        dict.__setitem__(self, key, value)
        return value

    def __contains__(self, key: object) -> bool:
        return dict.__contains__(self, key) or (isinstance(key, str) and self._compound(key) is not None)

    def __missing__(self, key: str) -> float:
        value = self._compound(key)
        if value is None:
            raise KeyError(key)
        return value

    def get(self, key: str, default: float | None = None) -> float | None:  # type: ignore[override]
        if dict.__contains__(self, key):
            return dict.__getitem__(self, key)
        value = self._compound(key)
        return default if value is None else value


@dataclass(frozen=True, slots=True)
class _Tables:
    cardinals: dict[str, float]
    weak: frozenset[str]
    ordinals: dict[str, float]
    ordinal_ambiguous: frozenset[str]
    year_adjectives: tuple[tuple[str, float], ...]
    units: dict[str, str]
    dimension: dict[str, tuple[str, float]]
    fractions: dict[str, float]
    months: dict[str, int]
    age_markers: tuple[tuple[str, ...], ...]
    fraction_articles: frozenset[str]
    party_fractions: frozenset[str] = frozenset()
    fraction_of: frozenset[str] = frozenset()
    fraction_by: frozenset[str] = frozenset()
    fraction_by_bare: frozenset[str] = frozenset()
    participle_endings: tuple[str, ...] = ()
    of_determiners: frozenset[str] = frozenset()
    ordinal_endings: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # comparator -> phrases before a figure ("mehr als", "at least"): more | at_least | less | at_most
    comparators: tuple[tuple[str, str], ...] = ()
    comparators_after: tuple[tuple[str, str], ...] = ()  # the same after a figure ("oder mehr")
    comparator_negations: frozenset[str] = frozenset()  # "non puo' essere inferiore a": a minimum
    elapsed_after: frozenset[str] = frozenset()  # "two months after the birth": time elapsed
    # word -> the factor it applies to the number word before it ("mille": 1000)
    multiply_after: dict[str, float] = field(default_factory=dict)
    # fraction words that are also ordinals ("quinto", "fifth"), and the articles before such a fraction
    ordinal_fractions: dict[str, float] = field(default_factory=dict)
    ordinal_fraction_articles: frozenset[str] = frozenset()
    count_pinpoints: frozenset[str] = frozenset()
    count_bridges: tuple[tuple[str, ...], ...] = ()
    # the words before a date that make it an act's (whole words, and prefixes), and the number words after
    act_date_words: frozenset[str] = frozenset()
    act_date_prefixes: tuple[str, ...] = ()
    act_number_words: frozenset[str] = frozenset()
    # words between a number and its unit ("drei volle Jahre", "five financial years")
    unit_adjectives: frozenset[str] = frozenset()
    counted_unit_adjectives: frozenset[str] = frozenset()  # the same after a number that is no article
    # the word between a range's ends ("drei bis fünf Jahre"), those joining two alternatives ("two or
    # three"), and "between" -> its "and"
    range_links: frozenset[str] = frozenset()
    alternative_links: frozenset[str] = frozenset()
    range_between: dict[str, str] = field(default_factory=dict)
    # the words of a degree of kinship, and the stems of the words of kinship that make an ordinal before
    # them one ("il sesto grado" among "parenti")
    degree_words: frozenset[str] = frozenset()
    kinship_stems: tuple[str, ...] = ()
    # factor words ("das Doppelte", "il triplo"), the words after a number that make it a factor ("trois
    # fois") and the endings that join one to its number ("dreimal", "zehnfache"), longest first
    multiples: dict[str, float] = field(default_factory=dict)
    multiple_words: frozenset[str] = frozenset()
    multiple_endings: tuple[str, ...] = ()


@lru_cache(maxsize=1)
def tables() -> _Tables:
    raw: dict[str, Any] = data_table("numbers")

    def invert(section: dict[Any, list[str]]) -> dict[str, float]:
        return {str(w): float(k) for k, ws in section.items() for w in ws}

    units = {str(w): unit for unit, ws in raw["units"].items() for w in ws}
    return _Tables(
        multiply_after=invert(raw.get("multiply_after") or {}),
        ordinal_fractions=invert(raw.get("ordinal_fractions") or {}),
        ordinal_fraction_articles=frozenset(str(x) for x in raw.get("ordinal_fraction_articles") or ()),
        unit_adjectives=frozenset(str(x) for x in raw.get("unit_adjectives") or ()),
        counted_unit_adjectives=frozenset(str(x) for x in raw.get("counted_unit_adjectives") or ()),
        range_links=frozenset(str(x) for x in raw.get("range_links") or ()),
        alternative_links=frozenset(str(x) for x in raw.get("alternative_links") or ()),
        range_between={str(k): str(v) for k, v in (raw.get("range_between") or {}).items()},
        degree_words=frozenset(str(x) for x in raw.get("degree_words") or ()),
        kinship_stems=tuple(str(x) for x in raw.get("kinship_stems") or ()),
        multiples=invert(raw.get("multiples") or {}),
        multiple_words=frozenset(str(x) for x in raw.get("multiple_words") or ()),
        multiple_endings=tuple(
            sorted((str(x) for x in raw.get("multiple_endings") or ()), key=len, reverse=True)
        ),
        cardinals=_Cardinals(
            invert(raw["cardinals"]),
            (
                invert(raw.get("compound_parts") or {}),
                frozenset(str(x) for x in raw.get("compound_joiners") or ()),
            ),
            (
                invert(raw.get("hyphen_parts") or {}),
                frozenset(str(x) for x in raw.get("hyphen_joiners") or ()),
            ),
        ),
        weak=frozenset(raw["weak_cardinals"]),
        ordinals=invert(raw["ordinals"]),
        ordinal_ambiguous=frozenset(raw.get("ordinal_ambiguous", [])),
        year_adjectives=tuple(
            sorted(
                ((str(w), float(k)) for k, ws in raw["year_adjectives"].items() for w in ws),
                key=lambda x: -len(x[0]),
            )
        ),
        units=units,
        count_pinpoints=frozenset(str(w) for w in raw.get("count_pinpoints") or ()),
        count_bridges=tuple(tuple(_tokens(fold(str(w)))) for w in raw.get("count_bridges") or ()),
        act_date_words=frozenset(str(w) for w in raw.get("act_date_words") or () if not str(w).endswith("*")),
        act_date_prefixes=tuple(str(w)[:-1] for w in raw.get("act_date_words") or () if str(w).endswith("*")),
        act_number_words=frozenset(str(w) for w in raw.get("act_number_words") or ()),
        dimension={k: (str(v[0]), float(v[1])) for k, v in raw["dimension"].items()},
        fractions=invert(raw["fractions"]),
        months={str(w): int(k) for k, ws in raw["months"].items() for w in ws},
        age_markers=tuple(tuple(fold(str(m)).replace("'", " ").split()) for m in raw["age_markers"]),
        fraction_articles=frozenset(str(x) for x in raw["fraction_articles"]),
        party_fractions=frozenset(str(x) for x in raw.get("party_fractions") or ()),
        fraction_of=frozenset(str(x) for x in raw.get("fraction_of") or ()),
        fraction_by=frozenset(str(x) for x in raw.get("fraction_by") or ()),
        fraction_by_bare=frozenset(str(x) for x in raw.get("fraction_by_bare") or ()),
        participle_endings=tuple(str(x) for x in raw.get("participle_endings") or ()),
        of_determiners=frozenset(str(x) for x in raw.get("of_determiners") or ()),
        ordinal_endings=tuple(
            sorted(
                ((str(e), tuple(str(r) for r in rs)) for e, rs in (raw.get("ordinal_endings") or {}).items()),
                key=lambda x: (-len(x[0]), x[0]),
            )
        ),
        comparator_negations=frozenset(fold(str(w)) for w in raw.get("comparator_negations") or ()),
        elapsed_after=frozenset(fold(str(w)) for w in raw.get("elapsed_after") or ()),
        comparators_after=tuple(
            (fold(str(w)), str(kind)) for kind, ws in (raw.get("comparators_after") or {}).items() for w in ws
        ),
        comparators=tuple(
            sorted(
                (
                    (fold(str(w)), str(kind))
                    for kind, ws in (raw.get("comparators") or {}).items()
                    for w in ws
                ),
                key=lambda x: (-len(x[0]), x[0]),
            )
        ),
    )


_TOKEN = re.compile(
    r"\d{1,3}(?:['’ ]\d{3})+(?:[.,]\d+)?(?!\d)"  # 10'000 / 10 000
    r"|\d{1,3}(?:,\d{3})+(?![\d.,])"  # 10,000 (en)
    r"|\d{1,3}(?:\.\d{3})+(?!\d)(?!\.\d)"  # 10.000 (it / de)
    r"|\d+(?:[.,]\d+)?"
    r"|[a-z]+(?:-[a-z]+)*"
    r"|%|€"
)
_PERCENT_WORDS = frozenset({"per cento", "pour cent", "per cent", "vom hundert"})
_DATE_NUM = re.compile(r"\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b")


def _tokens(folded: str) -> list[str]:
    return _TOKEN.findall(folded.replace("ß", "ss"))


def _digit_value(tok: str) -> float | None:
    if not tok[0].isdigit():
        return None
    t = re.sub(r"['’ ]", "", tok)
    if re.fullmatch(r"\d{1,3}(?:,\d{3})+", t):
        t = t.replace(",", "")
    if re.fullmatch(r"\d{1,3}(?:\.\d{3})+", t):
        t = t.replace(".", "")
    t = t.replace(",", ".")
    try:
        return float(t)
    except ValueError:
        return None


def _word_value(tok: str, tb: _Tables) -> float | None:
    if tok in tb.cardinals:
        return tb.cardinals[tok]
    if tok in tb.ordinals:
        return tb.ordinals[tok]
    # German compounds written as one word: "dreissigtagige" is handled by the unit suffix below.
    return None


_COMPOUND_SUFFIXES = (("jahrig", "year"), ("tagig", "day"), ("monatig", "month"), ("wochig", "week"))
_COMPOUND_UNIT = re.compile("(" + "|".join(s for s, _u in _COMPOUND_SUFFIXES) + r")(?:e|en)?\Z")
_SUFFIX_UNIT = dict(_COMPOUND_SUFFIXES)


def _unit_of(tok: str, tb: _Tables) -> str | None:
    if tok in tb.units:
        return tb.units[tok]
    m = _COMPOUND_UNIT.search(tok)
    return _SUFFIX_UNIT[m.group(1)] if m else None


_SUFFIX_ANYWHERE = re.compile("|".join(s for s, _u in _COMPOUND_SUFFIXES))


@lru_cache(maxsize=1)
def _year_stems() -> tuple[str, ...]:
    return tuple(stem for stem, _v in tables().year_adjectives)


@lru_cache(maxsize=65536)
def _compound_duration(tok: str) -> tuple[float, str] | None:
    """``zehnjährige`` -> (10, year); ``dreissigtagige`` -> (30, day); ``decennale`` -> (10, year).
    Cached: the same tokens are asked again and again."""
    tb = tables()
    if tok.startswith(_year_stems()):
        for stem, val in tb.year_adjectives:
            if tok.startswith(stem):
                return val, "year"
    if not _SUFFIX_ANYWHERE.search(tok):
        return None
    for suffix, unit in _COMPOUND_SUFFIXES:
        k = tok.find(suffix)
        if k > 0:
            head = tok[:k]
            if head in tb.cardinals:
                return tb.cardinals[head], unit
    return None


@lru_cache(maxsize=65536)
def _joined_multiple(tok: str) -> float | None:
    """``dreimal`` -> 3, ``zehnfache`` -> 10: a number word joined to a factor ending (not "einmal")."""
    tb = tables()
    for ending in tb.multiple_endings:
        if tok.endswith(ending) and len(tok) > len(ending):
            value = tb.cardinals.get(tok[: -len(ending)])
            return value if value is not None and value >= 2 else None
    return None


KINSHIP_REACH = 8  # words either side of a degree that name the kinship it counts


def _kinship_degree(toks: list[str], i: int, tb: _Tables) -> float | None:
    """The degree of kinship an ordinal starts ("sesto grado", "dritten Grades", "quatrième degré"),
    when a word of kinship stands near it; None for "giudice di primo grado" and every other word."""
    if i + 1 >= len(toks) or toks[i + 1] not in tb.degree_words:
        return None
    value = tb.ordinals.get(toks[i])
    if value is None:
        return None
    near = toks[max(0, i - KINSHIP_REACH) : i + 2 + KINSHIP_REACH]
    return value if any(w.startswith(tb.kinship_stems) for w in near) else None


def _multiple(toks: list[str], i: int, tb: _Tables) -> tuple[float, int] | None:
    """The factor that starts at ``toks[i]`` and the words it takes: "das Doppelte", "dreimal so hoch",
    "trois fois", "three times"; "once" / "une fois" set no factor."""
    tok = toks[i]
    if tok in tb.multiples:
        return tb.multiples[tok], 1
    joined = _joined_multiple(tok)
    if joined is not None:
        return joined, 1
    if i + 1 < len(toks) and toks[i + 1] in tb.multiple_words:
        value = _digit_value(tok) if tok[:1].isdigit() else tb.cardinals.get(tok)
        if value is not None and value >= 2:
            return value, 2
    return None


def _measure(value: float, unit: str, tb: _Tables) -> tuple[str, float]:
    dim, factor = tb.dimension[unit]
    return dim, round(value * factor, 4)


@lru_cache(maxsize=4)
def _date_words(months: tuple[str, ...]) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The "3 mai 2020" and "May 3, 2020" patterns for these month words (longest first)."""
    words = "|".join(months)
    return (
        re.compile(rf"\b(\d{{1,2}})(?:\.|er|°|o|st|nd|rd|th)?\s+({words})\s+(\d{{4}})\b"),
        re.compile(rf"\b({words})\s+(\d{{1,2}}),?\s+(\d{{4}})\b"),
    )


def _dates(folded: str, tb: _Tables) -> list[Quantity]:
    out: list[Quantity] = []
    for m in _DATE_NUM.finditer(folded):
        d, mo, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        if 1 <= d <= 31 and 1 <= mo <= 12:
            out.append(Quantity("date", f"{y:04d}-{mo:02d}-{d:02d}", m.group(0), -1))
    day_month, month_day = _date_words(tuple(sorted(tb.months, key=len, reverse=True)))
    for m in day_month.finditer(folded):
        d, y = int(m.group(1)), int(m.group(3))
        if 1 <= d <= 31:
            out.append(Quantity("date", f"{y:04d}-{tb.months[m.group(2)]:02d}-{d:02d}", m.group(0), -1))
    for m in month_day.finditer(folded):
        d, y = int(m.group(2)), int(m.group(3))
        if 1 <= d <= 31:
            out.append(Quantity("date", f"{y:04d}-{tb.months[m.group(1)]:02d}-{d:02d}", m.group(0), -1))
    return out


RATE_GAP = 2  # words at most between a quantity and "a week" / "ein Jahr" that is its rate
_CONJUNCTIONS = frozenset({"and", "or", "und", "oder", "et", "ou", "e", "o"})
# English "eight hours a day": the other languages say "par jour", "pro Tag", "al giorno" (no number
# word), so an article there after a quantity is a quantity of its own ("sechs Monate, ein Jahr")
_RATE_ARTICLES = frozenset({"a", "an"})


_CURRENCIES = frozenset({"fr", "chf", "eur", "euro", "€"})


@lru_cache(maxsize=131072)
def _inert(tok: str) -> bool:
    """True when no rule of :func:`_quantities_cached` starts at ``tok`` (most words of a text): no
    digit, hyphen, half, number, unit, fraction or currency word.  Cached: words recur."""
    tb = tables()
    return (
        "-" not in tok
        and tok not in _HALF
        and tok not in tb.fractions
        and tok not in tb.ordinal_fractions
        and tok not in _CURRENCIES
        and tok not in tb.multiples
        and tok not in tb.ordinals
        and _joined_multiple(tok) is None
        and _compound_duration(tok) is None
        and _unit_of(tok, tb) is None
        and _digit_value(tok) is None
        and _word_value(tok, tb) is None
    )


@lru_cache(maxsize=32768)
@disk_cached("numbers.quantities")
def _quantities_cached(folded: str) -> tuple[Quantity, ...]:
    tb = tables()
    toks = _tokens(folded)
    out: list[Quantity] = []
    i = 0
    n = len(toks)
    while i < n:
        tok = toks[i]
        if _inert(tok):
            i += 1
            continue
        half = _half_period(toks, i, tb)
        if half is not None:
            dim, val, used = half
            out.append(Quantity(dim, val, " ".join(toks[i : i + used]), i))
            i += used
            continue
        degree = _kinship_degree(toks, i, tb)
        if degree is not None:
            out.append(Quantity("degree", degree, f"{tok} {toks[i + 1]}", i))
            i += 2
            continue
        factor = _multiple(toks, i, tb)
        if factor is not None:
            out.append(Quantity("multiple", factor[0], " ".join(toks[i : i + factor[1]]), i))
            i += factor[1]
            continue
        comp = _compound_duration(tok)
        if comp is not None:
            dim, val = _measure(comp[0], comp[1], tb)
            out.append(Quantity(dim, val, tok, i))
            i += 1
            continue
        if tok in tb.ordinal_fractions and i > 0 and (_of_after(toks, i, tb) or _by_before(toks, i - 1, tb)):
            # "un quinto degli utili", "two fifths of", "ridotta di un quarto": a fraction; "il quinto
            # comma": an ordinal
            prev = toks[i - 1]
            times = 1.0 if prev in tb.ordinal_fraction_articles else tb.cardinals.get(prev)
            if times is not None:
                value = round(times * tb.ordinal_fractions[tok], 3)
                out.append(Quantity("fraction", value, f"{prev} {tok}", i))
                i += 1
                continue
        if tok in tb.fractions and i > 0:
            prev = toks[i - 1]
            party = _names_a_party(toks, i - 1, i, tb)
            if prev in tb.fraction_articles and not party:
                out.append(Quantity("fraction", tb.fractions[tok], f"{prev} {tok}", i))
                i += 1
                continue
            if prev in tb.cardinals and tb.fractions[tok] < 0.5 and not (tb.cardinals[prev] == 1 and party):
                out.append(
                    Quantity("fraction", round(tb.cardinals[prev] * tb.fractions[tok], 3), f"{prev} {tok}", i)
                )
                i += 1
                continue
        if tok in _CURRENCIES and i + 1 < n:
            amount = _digit_value(toks[i + 1])
            if amount is not None:
                mult = 1.0
                if i + 2 < n and tb.units.get(toks[i + 2]) == "multiplier":
                    mult = 1_000_000.0
                out.append(Quantity("money", amount * mult, f"{tok} {toks[i + 1]}", i))
                i += 2
                continue
        if "-" in tok and tok not in tb.cardinals:
            head, _, tail = tok.rpartition("-")
            hv = _digit_value(head) if head[:1].isdigit() else tb.cardinals.get(head)
            hu = _unit_of(tail, tb)
            if hv is not None and hu is not None and hu != "multiplier":
                dim, measured = _measure(hv, hu, tb)
                out.append(Quantity(dim, measured, tok, i))
            i += 1
            continue
        # Italian legal style puts the unit first: "anni ventuno", "giorni quindici".
        unit_first = _unit_of(tok, tb)
        if unit_first in ("year", "month", "week", "day") and i + 1 < n:
            nv = _digit_value(toks[i + 1])
            if nv is None and toks[i + 1] in tb.cardinals and toks[i + 1] not in tb.weak:
                nv = tb.cardinals[toks[i + 1]]
            if nv is not None and nv < 1000 and not (i > 0 and _digit_value(toks[i - 1]) is not None):
                dim, measured = _measure(nv, unit_first, tb)
                out.append(Quantity(dim, measured, f"{tok} {toks[i + 1]}", i))
                i += 2
                continue
        maybe = _digit_value(tok)
        weak = False
        if maybe is None:
            maybe = _word_value(tok, tb)
            weak = tok in tb.weak
        if maybe is None:
            i += 1
            continue
        val = maybe
        # "one and a half years", "zwei und ein halb Jahre": the half goes with the unit after it
        extra = _and_a_half(toks, i + 1)
        half_unit = _unit_of(toks[i + 1 + extra], tb) if extra and i + 1 + extra < n else None
        if half_unit in ("year", "month", "week", "day", "hour"):
            dim, measured = _measure(val + 0.5, str(half_unit), tb)
            out.append(Quantity(dim, measured, " ".join(toks[i : i + 2 + extra]), i))
            i += 2 + extra
            continue
        # A second number word directly after (e.g. "vingt et un" is rare; "twenty five" -> 25).
        j = i + 1
        if j < n and tok in tb.cardinals and toks[j] in tb.cardinals and tb.cardinals[toks[j]] < 10 <= val:
            val += tb.cardinals[toks[j]]
            j += 1
        if j < n and val < tb.multiply_after.get(toks[j], 0.0):
            val *= tb.multiply_after[toks[j]]  # "trois mille", "two thousand", "cinq cents"
            j += 1
        if j < n and tb.units.get(toks[j]) == "multiplier":
            val *= 1_000_000.0
            j += 1
        unit = _unit_of(toks[j], tb) if j < n else None
        if unit is None and j + 1 < n and f"{toks[j]} {toks[j + 1]}" in _PERCENT_WORDS:
            unit = "percent"
            j += 1
        if unit is None and j + 1 < n and _unit_adjective(toks[j], tb, weak):
            unit = _unit_of(toks[j + 1], tb)
            j += 1
        # a weak number word ("due", "sei") is a number at a range's end; "un"/"one"/"a" stays an article
        ranged = _range_unit(toks, i, j, tb) if unit is None and (not weak or val != 1) else None
        if ranged is not None:
            # "drei bis fünf Jahre", "da due a cinque anni", "three or four weeks": the first end of the
            # range has the unit of the second
            dim, measured = _measure(val, ranged, tb)
            out.append(Quantity(dim, measured, tok, i))
            i = j
            continue
        if (
            unit is None
            and not weak
            and any(tuple(toks[max(0, i - len(m)) : i]) == m for m in tb.age_markers)
        ):
            dim, measured = _measure(val, "year", tb)
            out.append(Quantity(dim, measured, " ".join(toks[max(0, i - 2) : i + 1]), i))
            i += 1
            continue
        if (
            tok in _RATE_ARTICLES
            and unit is not None
            and out
            and i - (end := out[-1].pos + len(out[-1].text.split())) <= RATE_GAP
            and not any(t in _CONJUNCTIONS for t in toks[end:i])
            and re.search(
                re.escape(toks[end - 1]) + r"[^,;:.()]{0,40}?\b" + re.escape(f"{tok} {toks[j]}"), folded
            )
        ):
            # "one day off a week", "8 hours a day", "un jour par semaine": the article and unit after
            # a quantity name its rate, not a quantity of their own
            i = j + 1
            continue
        if unit is not None and unit != "multiplier":
            # "one year and a half", "un an et demi", "un anno e mezzo": half a unit more
            extra = _and_a_half(toks, j + 1)
            if extra:
                val += 0.5
            dim, measured = _measure(val, unit, tb)
            out.append(Quantity(dim, measured, " ".join(toks[i : j + 1 + extra]), i))
            i = j + 1 + extra
            continue
        if not weak and j < n and toks[j] in tb.fractions and tok in tb.cardinals:
            # "deux tiers des voix": a fraction (before the counted nouns: "tiers" is no German "Tier");
            # "a third party", "ceduta a un terzo": one party, no fraction
            if not (val == 1 and _names_a_party(toks, i, j, tb)):
                out.append(Quantity("fraction", round(val * tb.fractions[toks[j]], 3), f"{tok} {toks[j]}", i))
            i = j + 1
            continue
        if unit is None and not weak and j < n and toks[j].isalpha() and len(toks[j]) >= 4:
            key = _count_key(toks[j])
            if key:
                out.append(Quantity(f"count:{key}", val, f"{tok} {toks[j]}", i))
                i = j + 1
                continue
        i += 1
    out = _compounds(out, toks)
    # "pour la fin d'un mois", "auf Ende eines Monats", "per la fine di un mese", "to the end of a month":
    # a point in the calendar, not a period of one month
    out = [q for q in out if not _calendar_point(toks, q)]
    out.extend(_dates(folded, tb))
    return tuple(out)


_CALENDAR_POINT = frozenset({"fin", "ende", "fine", "end"})


def _calendar_point(toks: list[str], q: Quantity) -> bool:
    return (
        q.dimension == "days"
        and q.value in (30.0, 365.0)
        and bool(_CALENDAR_POINT & set(toks[max(0, q.pos - 3) : q.pos]))
    )


def _compounds(qs: list[Quantity], toks: list[str]) -> list[Quantity]:
    """ "un an et deux mois", "drei Jahre und sechs Monate": one duration (fourteen months), not two."""
    out: list[Quantity] = []
    for q in qs:
        prev = out[-1] if out else None
        if (
            prev is not None
            and prev.dimension == q.dimension == "days"
            and isinstance(prev.value, float)
            and isinstance(q.value, float)
            and q.value < prev.value
            and _unit_of(prev.text.split()[-1], tables()) != _unit_of(q.text.split()[-1], tables())
            and q.pos == prev.pos + len(prev.text.split()) + 1
            and toks[q.pos - 1] in _AND
        ):
            out[-1] = Quantity(
                "days", prev.value + q.value, f"{prev.text} {toks[q.pos - 1]} {q.text}", prev.pos
            )
            continue
        out.append(q)
    return out


_HALF = frozenset({"half", "halb", "halbe", "halbes", "halben", "demi", "demie", "mezzo", "mezza"})
_HALF_ARTICLES = frozenset({"a", "an", "ein", "einem", "eines", "un", "una", "uno"})


_AND = frozenset({"and", "und", "et", "e"})


def _and_a_half(toks: list[str], k: int) -> int:
    """How many tokens at ``k`` say "and a half" ("and a half", "et demi", "e mezzo"; 0 when none)."""
    if k + 1 < len(toks) and toks[k] in _AND:
        if toks[k + 1] in _HALF:
            return 2
        if k + 2 < len(toks) and toks[k + 1] in _HALF_ARTICLES and toks[k + 2] in _HALF:
            return 3
    return 0


def _half_period(toks: list[str], i: int, tb: _Tables) -> tuple[str, float, int] | None:
    """ "half a year", "ein halbes Jahr", "demi-année", "mezzo anno": half of the unit (dimension,
    measure, tokens used), never the whole unit."""
    tok = toks[i]
    if "-" in tok:
        head, _, tail = tok.partition("-")
        if head in _HALF and _unit_of(tail, tb) in ("year", "month", "week", "day"):
            dim, val = _measure(0.5, str(_unit_of(tail, tb)), tb)
            return dim, val, 1
        return None
    if tok not in _HALF:
        return None
    j = i + 1
    if j < len(toks) and toks[j] in _HALF_ARTICLES:
        j += 1
    unit = _unit_of(toks[j], tb) if j < len(toks) else None
    if unit not in ("year", "month", "week", "day"):
        return None
    dim, val = _measure(0.5, str(unit), tb)
    return dim, val, j - i + 1


def _count_key(noun: str) -> str:
    """A language-neutral key for a counted noun (its glossary concept), or "" when it has none."""
    from lexgate.judges.terms import concepts_of

    found: set[str] = set()
    for lang in ("de", "fr", "it", "en"):
        found |= concepts_of(noun, lang)
    return sorted(found)[0] if len(found) == 1 else ""


_RANGE_UNITS = frozenset({"year", "month", "week", "day", "semester", "hour", "percent", "money"})


def _range_unit(toks: list[str], i: int, j: int, tb: _Tables) -> str | None:
    """The unit of the number after ``toks[j]`` when ``toks[j]`` joins a range or two alternatives that
    start with the bare number ``toks[i]`` ("drei bis fünf Jahre", "zwischen zwei und fünf Jahren")."""
    if j + 2 >= len(toks):
        return None
    joiner = toks[j]
    between = any(tb.range_between.get(t) == joiner for t in toks[max(0, i - 2) : i])
    if joiner not in tb.range_links and joiner not in tb.alternative_links and not between:
        return None
    second = toks[j + 1]
    if _digit_value(second) is None and (second not in tb.cardinals or tb.cardinals[second] == 1):
        return None
    k = j + 2
    if k + 1 < len(toks) and _unit_adjective(toks[k], tb):
        k += 1
    unit = _unit_of(toks[k], tb)
    return unit if unit in _RANGE_UNITS else None


def _unit_adjective(tok: str, tb: _Tables, weak: bool = False) -> bool:
    """``tok`` stands between a number and its unit ("drei volle Jahre", "five financial years"); after a
    weak number word (an article: "in a calendar year") only the words of ``unit_adjectives`` do."""
    return tok in tb.unit_adjectives or (not weak and tok in tb.counted_unit_adjectives)


def _of_after(toks: list[str], j: int, tb: _Tables) -> bool:
    """``toks[j]`` is followed by "of" ("a third of", "un terzo della pena"); a bare "de"/"di" needs a
    determiner after it: "un tiers de la peine", not "un tiers de recourir", "un tiers de bonne foi"."""
    nxt = toks[j + 1] if j + 1 < len(toks) else ""
    after = toks[j + 2] if j + 2 < len(toks) else ""
    return nxt in tb.fraction_of and (nxt not in ("de", "di", "d") or after in tb.of_determiners)


def _names_a_party(toks: list[str], a: int, j: int, tb: _Tables) -> bool:
    """``toks[j]`` ("third", "terzo", "tiers") after the article ``toks[a]`` names a third party, not a
    fraction: no "of" after it ("a third of"), no "by"/"di"/"de" before its article ("reduced by a third",
    "ridotta di un terzo", "réduite d'un tiers")."""
    if toks[j] not in tb.party_fractions:
        return False
    return not (_of_after(toks, j, tb) or _by_before(toks, a, tb))


def _by_before(toks: list[str], a: int, tb: _Tables) -> bool:
    """ "by"/"di"/"de" shortly before the article ``toks[a]`` of a fraction: "reduced by a third",
    "ridotta di un quarto", "réduite d'un tiers"."""
    window = toks[max(0, a - 3) : a]
    if any(t in tb.fraction_by and t not in tb.fraction_by_bare for t in window):
        return True
    # a bare "by" / "di" / "d'" right before the article, after a participle ("reduced by a third")
    return a >= 2 and toks[a - 1] in tb.fraction_by_bare and toks[a - 2].endswith(tb.participle_endings)


def quantities(text: str) -> list[Quantity]:
    """Every typed quantity of ``text`` (bare numbers without a unit are not returned)."""
    return list(_quantities_cached(fold(text)))


def compare(claim: list[Quantity], passage: list[Quantity]) -> NumberCheck:
    """Which claim quantities the passage confirms, contradicts or does not mention."""
    res = NumberCheck()
    by_dim: dict[str, list[Quantity]] = {}
    for q in passage:
        by_dim.setdefault(q.dimension, []).append(q)
    for q in claim:
        same = by_dim.get(q.dimension, [])
        hit = next((p for p in same if _equal(q, p)), None)
        # "the first year" names a tier, not a period: it neither contradicts nor is contradicted
        rivals = [p for p in same if not _is_ordinal(p)]
        if hit is not None:
            res.agreed.append((q, hit))
        elif rivals and not _is_ordinal(q):
            res.contradicted.append((q, rivals))
        else:
            res.unsupported.append(q)
    return res


def _is_ordinal(q: Quantity) -> bool:
    """A quantity read from an ordinal word ("first year", "deuxième année"); a degree of kinship is
    counted by ordinals ("sesto grado"), it is no tier."""
    if q.dimension == "degree":
        return False
    first = q.text.split()[0] if q.text else ""
    return first in tables().ordinals


PERCENT_TOLERANCE = 0.01  # "33.33 %" is the source's "33⅓ %"


def _equal(a: Quantity, b: Quantity) -> bool:
    if isinstance(a.value, float) and isinstance(b.value, float) and a.dimension == "days":
        return abs(a.value - b.value) <= 0.02 * max(a.value, b.value)
    if isinstance(a.value, float) and isinstance(b.value, float) and a.dimension == "percent":
        return abs(a.value - b.value) <= PERCENT_TOLERANCE
    return a.value == b.value


def describe(q: Quantity) -> str:
    return q.text


# -- a number of a tiered rule read against the wrong tier ------------------------------------------

_SEGMENT = re.compile(r"[;,:\n]|\.\s")
TIER_WINDOW = 10  # words either side of a number that qualify it ("im ersten Dienstjahr während 30 Tagen")
ORDINAL_RANGE_GAP = 7  # ordinals at most this far apart with no number between them form one range


def _ordinal(tok: str, tb: _Tables) -> float | None:
    """An ordinal word's value; German dative forms ("zweitem") count like "zweiten"; other ordinals
    are read from their cardinal ("dodicesima", "treizieme", "dreizehnten", "thirteenth")."""
    if tok in tb.ordinal_ambiguous:
        return None
    if tok in tb.ordinals:
        return tb.ordinals[tok]
    if tok.endswith("em") and tok[:-1] + "n" in tb.ordinals:
        return tb.ordinals[tok[:-1] + "n"]
    return _derived_ordinal(tok)


@lru_cache(maxsize=8192)
def _derived_ordinal(tok: str) -> float | None:
    tb = tables()
    for ending, restore in tb.ordinal_endings:
        if not tok.endswith(ending) or len(tok) - len(ending) < 3:
            continue
        stem = tok[: -len(ending)]
        for r in restore:
            word = stem + r
            if word in tb.cardinals and word not in tb.weak and tb.cardinals[word] >= 2:
                return tb.cardinals[word]
    return None


def _counted(qs: tuple[Quantity, ...], toks: list[str], tb: _Tables) -> tuple[Quantity, ...]:
    """The quantities that count something ("first year" names a tier, it is not a period)."""
    return tuple(q for q in qs if not (q.pos < len(toks) and _ordinal(toks[q.pos], tb) is not None))


def _ordinal_groups(toks: list[str], qs: tuple[Quantity, ...], tb: _Tables) -> list[list[tuple[int, float]]]:
    """The ordinals of a segment, a range ("de la deuxième à la cinquième", "ab zweitem bis und mit
    fünftem") kept together as one group: consecutive ordinals with no quantity between them."""
    groups: list[list[tuple[int, float]]] = []
    for i, t in enumerate(toks):
        v = _ordinal(t, tb)
        if v is None:
            continue
        if groups:
            last = groups[-1][-1][0]
            if i - last <= ORDINAL_RANGE_GAP and not any(last < q.pos < i for q in qs):
                groups[-1].append((i, v))
                continue
        groups.append([(i, v)])
    return groups


def _tiers(text: str) -> list[tuple[Quantity, frozenset[float]]]:
    """Each quantity of ``text`` with the ordinals that qualify it in its own segment (clause, list
    item).  With several quantities in one segment ("30 jours la première année, 90 jours de la
    deuxième à la cinquième et 180 jours dès la sixième") each ordinal group goes to its nearest
    quantity only (ties: the earlier one)."""
    tb = tables()
    out: list[tuple[Quantity, frozenset[float]]] = []
    for segment in _SEGMENT.split(fold(text)):
        toks = _tokens(segment)
        qs = _counted(_quantities_cached(segment), toks, tb)
        owned: dict[int, set[float]] = {k: set() for k in range(len(qs))}
        for group in _ordinal_groups(toks, qs, tb):
            dist = [
                (min(abs(q.pos - i) for i, _v in group), k)
                for k, q in enumerate(qs)
                if min(abs(q.pos - i) for i, _v in group) <= TIER_WINDOW
            ]
            if dist:
                owned[min(dist)[1]].update(v for _i, v in group)
        out.extend((q, frozenset(owned[k])) for k, q in enumerate(qs))
    return out


def tier_conflict(claim: str, passages: list[str]) -> tuple[Quantity, Quantity] | None:
    """A claim number that the source states, but for another tier than the claim's: the claim says
    "first year: 90 days", the source "first year: 30 days; second to fifth year: 90 days".  The
    tiers are told by ordinals (language-independent values).  Returns (claim quantity, the source's
    quantity for the claim's tier), or None when the source does not tell the tiers apart."""
    tb = tables()
    toks = _tokens(fold(claim))
    claim_qs = _counted(_quantities_cached(fold(claim)), toks, tb)
    # each ordinal of the claim qualifies the claim's nearest number (ties: the earlier one)
    tiers: dict[int, set[float]] = {}
    for i, t in enumerate(toks):
        v = _ordinal(t, tb)
        # "the first 90 days", "die ersten 30 Tage": an ordinal right before a number counts the units,
        # it names no tier
        if v is not None and claim_qs and not any(q.pos == i + 1 for q in claim_qs):
            k = min(range(len(claim_qs)), key=lambda j: (abs(claim_qs[j].pos - i), j))
            tiers.setdefault(k, set()).add(v)
    if not tiers:
        return None
    source = [t for p in passages for t in _tiers(p)]
    for k, q in enumerate(claim_qs):
        claim_ords = frozenset(tiers.get(k, ()))
        if not claim_ords:
            continue
        same_dim = [(p, o) for p, o in source if p.dimension == q.dimension]
        equal = [o for p, o in same_dim if _equal(q, p)]
        if not equal:
            continue
        if any(_tier_overlap(o, claim_ords) for o in equal):
            # the claim's tier is a range ("from the second to the tenth year"): does it reach into a
            # tier for which the source states another number ("from the sixth year: 180 days")?
            if len(claim_ords) < 2:
                continue
            lo, hi = min(claim_ords), max(claim_ords)
            reach = [p for p, o in same_dim if not _equal(q, p) and o and all(lo < v <= hi for v in o)]
            if reach:
                return q, reach[0]
            continue
        other = [p for p, o in same_dim if not _equal(q, p) and _tier_overlap(o, claim_ords)]
        if other:
            return q, other[0]
    return None


def _tier_overlap(source: frozenset[float], claim: frozenset[float]) -> bool:
    """The claim's tier falls in the source's: a source range ("from the second to the fifth year",
    read as its two ends) holds every ordinal between its ends."""
    if len(source) >= 2:
        lo, hi = min(source), max(source)
        return any(lo <= v <= hi for v in claim)
    return bool(source & claim)


def tier_dropped(claim: str, passages: list[str]) -> Quantity | None:
    """A claim number that the source states for one tier of a tiered rule ("one month in the first
    year of service, two months from the second ..."), stated by the claim without any tier: the claim
    generalises it.  Returns the claim's quantity, or None."""
    tb = tables()
    toks = _tokens(fold(claim))
    if any(_ordinal(t, tb) is not None for t in toks):
        return None
    source = [t for p in passages for t in _tiers(p)]
    for q in _counted(_quantities_cached(fold(claim)), toks, tb):
        same_dim = [(p, o) for p, o in source if p.dimension == q.dimension]
        tiered_equal = any(o for p, o in same_dim if _equal(q, p))
        tiered_other = any(o for p, o in same_dim if not _equal(q, p))
        if tiered_equal and tiered_other:
            return q
    return None


# -- an ordinal of a unit ("the 12th week", "dodicesima settimana", "13. Schwangerschaftswoche") -----

_TIME_UNITS = ("year", "month", "week", "day")
_DIGIT_ORDINAL = re.compile(r"\b(\d{1,3})(?:\.|\s?(?:th|st|nd|rd|e|eme|er|re|a|o|°))\s+([a-z]+)")


def _time_unit(word: str, tb: _Tables) -> str | None:
    """The time unit a word names, German compounds included ("Schwangerschaftswoche" -> week)."""
    unit = tb.units.get(word)
    if unit in _TIME_UNITS:
        return unit
    for w, u in tb.units.items():
        if u in _TIME_UNITS and len(w) >= 4 and word.endswith(w) and len(word) > len(w) + 2:
            return u
    return None


def unit_ordinals(text: str) -> list[tuple[str, float, float, float]]:
    """Each ordinal of a time unit or of a counted thing in ``text`` as (unit, value, low, high):
    low..high is the range it belongs to ("dal secondo al quinto anno": 2..5 for both), else its own
    value."""
    tb = tables()
    folded = fold(text)
    out: list[tuple[str, float, float, float]] = []
    for segment in _SEGMENT.split(folded):
        toks = _tokens(segment)
        qs = _quantities_cached(segment)
        found: dict[int, str] = {}
        for i, t in enumerate(toks[:-1]):
            if _ordinal(t, tb) is not None:
                # a time unit ("the 12th week"), or a counted thing the glossary names ("leur seconde
                # assemblée", "die zweite Gläubigerversammlung")
                unit = _time_unit(toks[i + 1], tb) or _count_key(toks[i + 1])
                if unit:
                    found[i] = unit
        for group in _ordinal_groups(toks, qs, tb):
            units = {found[i] for i, _v in group if i in found}
            if len(units) != 1:
                continue
            unit = units.pop()
            lo, hi = min(v for _i, v in group), max(v for _i, v in group)
            out.extend((unit, v, lo, hi) for _i, v in group)
    for m in _DIGIT_ORDINAL.finditer(folded):
        time_unit = _time_unit(m.group(2), tb)
        if time_unit and not (m.group(0).count(".") and m.group(2) in tb.months):
            v = float(m.group(1))
            out.append((time_unit, v, v, v))
    return out


def ranges(text: str) -> list[tuple[Quantity, Quantity]]:
    """The ranges of ``text``: two quantities of one kind with a range word between them."""
    folded = fold(text)
    toks = _tokens(folded)
    qs = sorted(
        (
            q
            for q in _quantities_cached(folded)
            if q.pos >= 0 and isinstance(q.value, float) and not _is_ordinal(q)
        ),
        key=lambda q: q.pos,
    )
    links = tables().range_links
    out: list[tuple[Quantity, Quantity]] = []
    for a, b in itertools.pairwise(qs):
        sa, sb = _span(a, toks), _span(b, toks)
        if a.dimension != b.dimension or sa is None or sb is None:
            continue
        if sb[0] == sa[1] + 1 and toks[sa[1]] in links:
            out.append((a, b))
    return out


def _span(q: Quantity, toks: list[str]) -> tuple[int, int] | None:
    """The tokens ``q`` was read from, as (start, end): its position is its first or its last token."""
    words = q.text.split()
    n = len(words)
    for start in (q.pos, q.pos - n + 1):
        if start >= 0 and toks[start : start + n] == words:
            return start, start + n
    return None


def _same_value(a: Quantity, b: Quantity) -> bool:
    return isinstance(a.value, float) and isinstance(b.value, float) and abs(a.value - b.value) < 1e-6


def range_conflict(
    claim: str, passages: list[str]
) -> tuple[tuple[Quantity, Quantity], tuple[Quantity, Quantity]] | None:
    """A range of the claim ("reduced by one third to one half") that no passage states, while a passage
    states a range of that kind sharing one end with it and not the other ("da un terzo a due terzi"):
    the claim moves one end of the source's range.  Returns (the claim's range, the source's) or None."""
    mine = ranges(claim)
    if not mine:
        return None
    theirs = [r for p in passages for r in ranges(p)]
    for lo, hi in mine:
        same = [(a, b) for a, b in theirs if a.dimension == lo.dimension]
        if any(_same_value(lo, a) and _same_value(hi, b) for a, b in same):
            continue
        moved = [(a, b) for a, b in same if _same_value(lo, a) != _same_value(hi, b)]
        if moved:
            return (lo, hi), moved[0]
    return None


def ordinal_conflict(claim: str, passages: list[str]) -> tuple[str, float, float] | None:
    """A claim's ordinal of a time unit ("from the 12th week") that no passage states, while the passages
    state that unit with a higher ordinal (the 13th week) and no range holds the claim's: the claim
    names another week/year than the source.  Returns (unit, claim value, source value) or None."""
    mine = unit_ordinals(claim)
    if not mine:
        return None
    theirs = [o for p in passages for o in unit_ordinals(p)]
    for unit, v, _lo, _hi in mine:
        same = [o for o in theirs if o[0] == unit]
        if not same or any(lo <= v <= hi for _u, _v, lo, hi in same):
            continue
        higher = sorted(sv for _u, sv, _lo, _hi in same if sv > v)
        if higher:
            return unit, v, higher[0]
    return None


COMPARATOR_WINDOW = 4  # words before a figure in which its comparator stands ("von mehr als sieben Stunden")
COMPARATOR_AFTER = 4  # words after a figure read for a bound written after it ("0,4 mg Alkohol oder mehr")
COMPARATOR_NEGATION = 3  # words before a comparator in which a negation turns it round ("non puo' essere")
# the bound a negated comparator states: "not less than" is at least, "not more than" at most
_TURNED = {"more": "at_most", "at_most": "more", "less": "at_least", "at_least": "less"}


def comparator_before(folded: str, figure: str) -> str | None:
    """The comparator ("more", "at_least", "less", "at_most", "deadline") right before ``figure`` (folded words of a
    quantity) in the folded text ``folded``, or a bound written right after it ("oder mehr", "or less"), at
    its first occurrence; None when there is none."""
    for at in _occurrences(folded, figure):
        # an elided article or preposition is also read as a word of its own ("d'au moins 50 %"), and a
        # phrase written with one is read as written ("n'excedant pas")
        readings = [folded[:at].split(), folded[:at].replace("'", " ").split()]
        windows = [(words, " " + " ".join(words[-COMPARATOR_WINDOW:]) + " ") for words in readings]
        for phrase, kind in tables().comparators:
            for words, joined in windows:
                found = joined.rfind(f" {phrase} ")
                if found >= 0:
                    ahead = len(words) - min(len(words), COMPARATOR_WINDOW) + len(joined[:found].split())
                    return _turned(words[:ahead], phrase, kind)
        # "0,4 mg Alkohol oder mehr": a bound written after the figure
        after = " " + " ".join(_words_after(folded, at, figure, COMPARATOR_AFTER)) + " "
        for phrase, kind in tables().comparators_after:
            if f" {phrase} " in after:
                return kind
    return None


def _occurrences(folded: str, figure: str) -> Iterator[int]:
    """Where ``figure`` starts in ``folded``, each occurrence in turn."""
    at = folded.find(figure)
    while at >= 0:
        yield at
        at = folded.find(figure, at + 1)


def _words_after(folded: str, at: int, figure: str, n: int) -> list[str]:
    """The ``n`` words of ``folded`` after the occurrence of ``figure`` at ``at``."""
    return folded[at + len(figure) :].split()[:n]


def _turned(ahead: list[str], phrase: str, kind: str) -> str:
    """``kind`` turned round when a negation stands in the COMPARATOR_NEGATION words ``ahead`` of the
    comparator ``phrase`` ("non puo' essere inferiore a": at least), unless the phrase holds a negation
    itself ("ne ... pas plus de", "nicht mehr als": as listed)."""
    negations = tables().comparator_negations
    if any(w in negations for w in phrase.split()):
        return kind
    if kind in _TURNED and any(w in negations for w in ahead[-COMPARATOR_NEGATION:]):
        return _TURNED[kind]
    return kind


def elapsed(folded: str, figure: str) -> bool:
    """``figure`` (folded words of a period) stands in ``folded`` as the time elapsed since an event, the
    word after it one of the table's ``elapsed_after`` ("two months after the birth")."""
    return any(
        set(_words_after(folded, at, figure, 1)) & tables().elapsed_after
        for at in _occurrences(folded, figure)
    )


def meets(value: float, kind: str, bound: float) -> bool:
    """``value`` meets the threshold ``kind`` ``bound`` ("eight hours" meets "more than seven")."""
    if kind == "more":
        return value > bound
    if kind == "at_least":
        return value >= bound
    if kind == "less":
        return value < bound
    if kind == "at_most":
        return value <= bound
    return False  # a time limit is the rule's figure, not a threshold


def unit_word(q: Quantity) -> str | None:
    """The unit a quantity was written in ("year", "month", "week", "day", "hour"), when it says one."""
    tb = tables()
    for tok in reversed(q.text.split()):
        unit = _unit_of(tok, tb)
        if unit is not None:
            return unit
    return None


def missing_figures(check: NumberCheck, dimensions: Collection[str], claim: str = "") -> list[Quantity]:
    """The claim figures of ``dimensions`` the source does not state, less the ordinals: an ordinal day
    the source states none of ("il primo giorno del termine è l'11 marzo") reckons with the rule, it does
    not restate a figure of it.  Nor does a figure of a dimension the claim also states as the source does
    ("tre mesi dopo" beside the source's "un anno", "12 percent" beside its "at least 10 percent"): it
    measures the case against the rule, unless the claim states it as a bound ("non superiore a cinque
    anni" beside the source's "non inferiore a un anno": a bound the source does not set)."""
    agreed = {q.dimension for q, _hit in check.agreed}
    folded = fold(claim)

    def fact(q: Quantity) -> bool:
        return q.dimension in agreed and comparator_before(folded, fold(q.text)) is None

    return [q for q in check.unsupported if q.dimension in dimensions and not _is_ordinal(q) and not fact(q)]


def is_ordinal(q: Quantity) -> bool:
    """A quantity read from an ordinal word ("first year", "deuxième année"): a tier, not a period."""
    return _is_ordinal(q)


@dataclass(frozen=True, slots=True)
class Count:
    """A number of things the text counts ("sette membri", "drei Monatslöhnen"): a noun no unit table
    knows, after a number word (not one that is also an article or another word) or digits."""

    value: float
    noun: str  # the folded noun as written
    text: str


COUNT_NOUN_MIN = 4  # letters of a counted noun at least


@lru_cache(maxsize=16384)
def counts(text: str) -> tuple[Count, ...]:
    """The counted nouns of ``text`` (numbers the unit reader does not type)."""
    tb = tables()
    toks = _tokens(fold(text))
    out: list[Count] = []
    for i in range(len(toks) - 1):
        tok, noun = toks[i], toks[i + 1]
        bridge = next((b for b in tb.count_bridges if tuple(toks[i + 1 : i + 1 + len(b)]) == b), ())
        if bridge and i + 1 + len(bridge) < len(toks):
            noun = toks[i + 1 + len(bridge)]
        if i > 0 and toks[i - 1] in tb.count_pinpoints:
            continue
        value = _digit_value(tok) if tok[0].isdigit() else tb.cardinals.get(tok)
        if value is None or value < 2 or (tok in tb.weak and not bridge):  # "due o più": a number
            continue
        if len(noun) < COUNT_NOUN_MIN or not noun.isalpha() or noun in tb.units or noun in tb.cardinals:
            continue
        if noun in tb.months:  # "3 février": a date
            continue
        out.append(Count(value, noun, " ".join((tok, *bridge, noun))))
    return tuple(out)


ACT_DATE_WINDOW = 4  # words before a date read for the act it names


def rule_dates(text: str) -> list[Quantity]:
    """The dates a text states as the rule's ("bis zum 31. Dezember 2025"), not those naming an act or an
    amendment ("COMMA ABROGATO DALLA L. 15 MAGGIO 1997, N. 127", "Bundesgesetz vom 18. Dezember 1998")."""
    tb = tables()
    folded = fold(text)
    out: list[Quantity] = []
    for q in quantities(text):
        if q.dimension != "date":
            continue
        at = folded.find(q.text)
        if at >= 0:
            before = [w.strip(".") for w in folded[:at].split()[-ACT_DATE_WINDOW:]]
            after = folded[at + len(q.text) :].replace(",", " ").split()[:2]
            if any(w in tb.act_date_words or w.startswith(tb.act_date_prefixes) for w in before if w):
                continue
            if len(after) == 2 and after[0].strip(".") in tb.act_number_words and after[1][:1].isdigit():
                continue
        out.append(q)
    return out
