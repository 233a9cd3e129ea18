"""Legal-term coverage across languages: does the passage speak of what the claim speaks of?

A text becomes a :class:`Profile`: its content words, the glossary concepts they name
(``data/glossary.yaml``: concept -> de/fr/it/en stems), light stems within its language and
cognate keys across the Latin-script languages.  ``coverage(claim, passages)`` is the weighted share
of the claim's content words that the passages cover (a concept they share, the same stem in the same
language, or, more weakly, a cognate).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from lexgate.judges.diskcache import disk_cached
from lexgate.judges.text import data_table, fold, stopwords, words

CONCEPT_WEIGHT = 1.5
PLAIN_WEIGHT = 1.0
COGNATE_CREDIT = 0.6
_SUFFIXES: dict[str, tuple[str, ...]] = {
    "de": ("ungen", "ung", "heit", "keit", "lich", "isch", "ern", "en", "er", "es", "em", "e", "n", "s"),
    "fr": (
        "ements",
        "ement",
        "ations",
        "ation",
        "ites",
        "ite",
        "euses",
        "euse",
        "eurs",
        "eur",
        "ees",
        "ee",
        "es",
        "e",
        "s",
    ),
    "it": ("azioni", "azione", "mente", "ita", "ori", "ore", "ati", "ato", "ate", "ata", "i", "e", "o", "a"),
    "en": ("ations", "ation", "ments", "ment", "ings", "ing", "ed", "es", "s", "ly"),
}


@dataclass(frozen=True, slots=True)
class Glossary:
    prefix: dict[str, dict[str, tuple[str, ...]]]  # lang -> stem -> concepts (single-word stems)
    phrases: dict[str, tuple[tuple[str, str], ...]]  # lang -> (phrase, concept)
    max_len: int
    prefixes: dict[str, frozenset[str]]  # lang -> every prefix (3+ letters) of its stems


@lru_cache(maxsize=1)
def glossary() -> Glossary:
    raw: dict[str, dict[str, list[Any]]] = data_table("glossary")
    prefix: dict[str, dict[str, list[str]]] = {}
    phrases: dict[str, list[tuple[str, str]]] = {}
    max_len = 0
    for concept, langs in raw.items():
        for lang, stems in langs.items():
            for stem in stems:
                s = fold(str(stem)).replace("ß", "ss")
                if " " in s or "'" in s:
                    phrases.setdefault(lang, []).append((s, concept))
                else:
                    prefix.setdefault(lang, {}).setdefault(s, []).append(concept)
                    max_len = max(max_len, len(s))
    return Glossary(
        {lang: {s: tuple(c) for s, c in d.items()} for lang, d in prefix.items()},
        {lang: tuple(p) for lang, p in phrases.items()},
        max_len,
        {lang: frozenset(s[:k] for s in d for k in range(3, len(s) + 1)) for lang, d in prefix.items()},
    )


@lru_cache(maxsize=200_000)
def concepts_of(token: str, lang: str, compounds: bool = True) -> frozenset[str]:
    """Glossary concepts a folded word names in ``lang`` (prefix match; German also inside compounds,
    unless ``compounds`` is false: "Verurteilung" then does not name the concept of "Urteil")."""
    table = glossary().prefix.get(lang, {})
    found: set[str] = set()
    n = len(token)
    if token in table:
        found.update(table[token])
    pre = glossary().prefixes.get(lang, frozenset())
    k = 4
    while k <= n and (k <= 3 or token[:k] in pre):
        hit = table.get(token[:k])
        if hit:
            found.update(hit)
        k += 1
    for suffix in ("s", "e", "i", "es"):
        if token.endswith(suffix) and token[: -len(suffix)] in table and len(token) - len(suffix) <= 3:
            found.update(table[token[: -len(suffix)]])
    if compounds and lang == "de" and n >= 8:
        pre = glossary().prefixes.get(lang, frozenset())
        for i in range(1, n - 4):
            k = 3
            while i + k <= n and token[i : i + k] in pre:
                if k >= 5:
                    hit = table.get(token[i : i + k])
                    if hit:
                        found.update(hit)
                k += 1
    return frozenset(found)


# Verb endings (folded: no accents) taken off by verb_root: the infinitive, the participles and the commonest
# finite forms, so that "revocare" and "revocato", "révoquer" and "révoqué", "kündigen" and "gekündigt"
# share a root.  Longest first; the root keeps at least VERB_ROOT_MIN letters.
_VERB_ENDINGS: dict[str, tuple[str, ...]] = {
    "it": (
        "ando",
        "endo",
        "are",
        "ere",
        "ire",
        "ato",
        "ata",
        "ati",
        "ate",
        "ito",
        "ita",
        "iti",
        "ite",
        "uto",
        "uta",
        "uti",
        "ute",
        "a",
        "e",
        "i",
        "o",
    ),
    "fr": ("ees", "ant", "ent", "ee", "es", "er", "ir", "ie", "is", "it", "e", "i"),
    "de": ("ten", "te", "en", "et", "t", "n", "e"),
    "en": ("ing", "ed", "es", "e", "s"),
}
VERB_ROOT_MIN = 4


@lru_cache(maxsize=65536)
def verb_root(word: str, lang: str) -> str:
    """The word without its verb ending (and German "ge-"), or "" when too little would be left."""
    w = fold(word)
    if lang == "de" and w.startswith("ge") and len(w) > 6:
        w = w[2:]
    for ending in _VERB_ENDINGS.get(lang, ()):
        if w.endswith(ending) and len(w) - len(ending) >= VERB_ROOT_MIN:
            return w[: -len(ending)]
    return w if len(w) >= VERB_ROOT_MIN else ""


@lru_cache(maxsize=200_000)
def light_stem(token: str, lang: str) -> str:
    for suf in _SUFFIXES.get(lang, ()):
        if token.endswith(suf) and len(token) - len(suf) >= 4:
            token = token[: -len(suf)]
            break
    return token[:8]


def cognate_key(token: str) -> str:
    return token[:6] if len(token) >= 6 else ""


@dataclass(frozen=True, slots=True)
class Profile:
    lang: str
    tokens: tuple[str, ...]  # content words (folded)
    token_concepts: tuple[frozenset[str], ...]
    concepts: frozenset[str]
    stems: frozenset[str]
    cognates: frozenset[str]


_DIGITS = re.compile(r"^\d+$")


@lru_cache(maxsize=1)
def _all_stopwords() -> frozenset[str]:
    out: set[str] = set()
    for ws in stopwords().values():
        out |= ws
    return frozenset(out)


@lru_cache(maxsize=1)
def _framing() -> tuple[frozenset[str], tuple[str, ...]]:
    """Words that frame a claim rather than state its rule (``data/framing.yaml``): whole words, and
    prefixes (written with a final "*")."""
    raw: dict[str, list[Any]] = data_table("framing")
    flat = [fold(str(w)) for key, ws in raw.items() if key != FUNCTION_KEY for w in ws]
    return frozenset(w for w in flat if not w.endswith("*")), tuple(w[:-1] for w in flat if w.endswith("*"))


FUNCTION_KEY = "function"


@lru_cache(maxsize=1)
def _function_words() -> frozenset[str]:
    """Function words no stop-word list holds (``data/framing.yaml``, key ``function``): left out of
    every text's content words, claim and source alike, so that coverage stays symmetric."""
    raw: dict[str, list[Any]] = data_table("framing")
    return frozenset(fold(str(w)) for w in raw.get(FUNCTION_KEY, ()))


def _is_framing(token: str) -> bool:
    whole, prefixes = _framing()
    return token in whole or token.startswith(prefixes)


@lru_cache(maxsize=65536)
@disk_cached("terms.profile")
def profile(text: str, lang: str, mixed: bool = False) -> Profile:
    """``mixed``: the text may quote other languages (a claim), so every language's function words go,
    and so do the words that frame the claim ("under Italian law", "not")."""
    sw = _all_stopwords() if mixed else stopwords().get(lang, frozenset())
    fw = _function_words()
    every = words(text)
    kept = [
        i
        for i, t in enumerate(every)
        if len(t) >= 3
        and t not in sw
        and t not in fw
        and not _DIGITS.match(t)
        and not (mixed and _is_framing(t))
    ]
    toks = [every[i] for i in kept]
    slot = {at: k for k, at in enumerate(kept)}  # a word's position in the text -> its index in toks
    tc = [concepts_of(t, lang) for t in toks]
    concepts: set[str] = set().union(*tc) if tc else set()
    folded = " " + fold(text) + " "
    for phrase, concept in glossary().phrases.get(lang, ()):
        if f" {phrase}" in folded:
            concepts.add(concept)
            # the words of the phrase carry its concept ("legal aid" is "unentgeltliche Rechtspflege")
            for at in _phrase_words(every, phrase):
                k = slot.get(at)
                if k is not None:
                    tc[k] = tc[k] | {concept}
    return Profile(
        lang,
        tuple(toks),
        tuple(tc),
        frozenset(concepts),
        frozenset(light_stem(t, lang) for t in toks),
        frozenset(k for k in (cognate_key(t) for t in toks) if k),
    )


def _phrase_words(every: list[str], phrase: str) -> list[int]:
    """The positions in ``every`` (a text's words) of the words of each occurrence of ``phrase`` (a
    glossary stem of several words: each word of the text starts with the phrase's word)."""
    parts = words(phrase)
    n = len(parts)
    out: list[int] = []
    if not parts:
        return out
    for i in range(len(every) - n + 1):
        if all(every[i + j].startswith(parts[j]) for j in range(n)):
            out.extend(range(i, i + n))
    return out


def word_profile(token: str, concepts: frozenset[str], lang: str) -> Profile:
    """The profile of one claim word (its concepts and its stem; no cognate key)."""
    return Profile(lang, (token,), (concepts,), concepts, frozenset({light_stem(token, lang)}), frozenset())


def sub_profile(prof: Profile, keep: list[tuple[str, frozenset[str]]]) -> Profile:
    """A profile of some of ``prof``'s words (``keep``: (token, its concepts) pairs)."""
    return Profile(
        prof.lang,
        tuple(t for t, _ in keep),
        tuple(c for _, c in keep),
        frozenset().union(*(c for _, c in keep)),
        frozenset(light_stem(t, prof.lang) for t, _ in keep),
        frozenset(k for k in (cognate_key(t) for t, _ in keep) if k),
    )


@dataclass(frozen=True, slots=True)
class Coverage:
    score: float  # 0..1
    covered: tuple[str, ...]
    missing: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Pool:
    """What a set of texts can cover a claim word with: their concepts, the stems of the texts in the
    claim's language, and their cognate keys."""

    lang: str
    concepts: frozenset[str]
    stems: frozenset[str]
    cognates: frozenset[str]

    def credit(self, tok: str, tcs: frozenset[str]) -> float:
        """1 for a shared concept or the same stem, COGNATE_CREDIT for a cognate, else 0."""
        if (tcs and tcs & self.concepts) or light_stem(tok, self.lang) in self.stems:
            return 1.0
        key = cognate_key(tok)
        return COGNATE_CREDIT if key and key in self.cognates else 0.0


def pool(targets: list[Profile], lang: str) -> Pool:
    return Pool(
        lang,
        frozenset(c for t in targets for c in t.concepts),
        frozenset(s for t in targets if t.lang == lang for s in t.stems),
        frozenset(g for t in targets for g in t.cognates),
    )


@lru_cache(maxsize=8192)
def _pool_of(targets: tuple[Profile, ...], lang: str) -> Pool:
    return pool(list(targets), lang)


@lru_cache(maxsize=8192)
def _token_keys(claim: Profile) -> tuple[tuple[str, str], ...]:
    """Each claim word's light stem and cognate key (what ``Pool.credit`` compares)."""
    return tuple((light_stem(t, claim.lang), cognate_key(t)) for t in claim.tokens)


def coverage(
    claim: Profile, targets: list[Profile], weight: Callable[[str, frozenset[str]], float] | None = None
) -> Coverage:
    """Weighted share of the claim's content words covered by any of ``targets``; ``weight`` scales
    each word's weight (by how specific it is, ``lexgate.judges.idf``)."""
    if not claim.tokens:
        return Coverage(0.0, (), ())
    have = _pool_of(tuple(targets), claim.lang)
    concepts, stems, cognates = have.concepts, have.stems, have.cognates
    total = got = 0.0
    covered: list[str] = []
    missing: list[str] = []
    for tok, tcs, (stem, cog) in zip(claim.tokens, claim.token_concepts, _token_keys(claim), strict=True):
        w = CONCEPT_WEIGHT if tcs else PLAIN_WEIGHT
        if weight is not None:
            w *= weight(tok, tcs)
        total += w
        # Pool.credit, with the claim's stems and cognate keys computed once per claim
        if (tcs and not tcs.isdisjoint(concepts)) or stem in stems:
            credit = 1.0
        else:
            credit = COGNATE_CREDIT if cog and cog in cognates else 0.0
        if credit:
            got += w * credit
            covered.append(tok)
        else:
            missing.append(tok)
    return Coverage(round(got / total, 4) if total else 0.0, tuple(covered), tuple(missing))


def features(p: Profile) -> frozenset[str]:
    """Index features of a text (concepts, stems, cognates) for the act-wide ranking."""
    out = {f"c:{c}" for c in p.concepts}
    out |= {f"s:{p.lang}:{s}" for s in p.stems}
    out |= {f"g:{g}" for g in p.cognates}
    return frozenset(out)


def token_features(claim: Profile) -> list[tuple[float, list[tuple[str, float]]]]:
    """Per claim word: its weight and the features that would cover it, each with its credit."""
    out: list[tuple[float, list[tuple[str, float]]]] = []
    for tok, tcs in zip(claim.tokens, claim.token_concepts, strict=True):
        w = CONCEPT_WEIGHT if tcs else PLAIN_WEIGHT
        feats = [(f"c:{c}", 1.0) for c in tcs]
        feats.append((f"s:{claim.lang}:{light_stem(tok, claim.lang)}", 1.0))
        if cognate_key(tok):
            feats.append((f"g:{cognate_key(tok)}", COGNATE_CREDIT))
        out.append((w, feats))
    return out


@lru_cache(maxsize=1)
def _stems_by_concept() -> dict[str, dict[str, tuple[str, ...]]]:
    """lang -> concept -> its single-word stems (the inverse of the glossary's prefix table)."""
    out: dict[str, dict[str, list[str]]] = {}
    for lang, table in glossary().prefix.items():
        for stem, concepts in table.items():
            for concept in concepts:
                out.setdefault(lang, {}).setdefault(concept, []).append(stem)
    return {lang: {c: tuple(sorted(s)) for c, s in d.items()} for lang, d in out.items()}


def translated_stems(text: str, from_lang: str, to_lang: str) -> list[str]:
    """The ``to_lang`` stems of the glossary concepts that ``text`` names in ``from_lang``, most specific
    first (a stable order): how a claim in one language is searched in a text of another."""
    stems = _stems_by_concept().get(to_lang, {})
    seen: dict[str, None] = {}
    for token in words(fold(text).replace("ß", "ss")):
        for concept in sorted(concepts_of(token, from_lang)):
            for stem in stems.get(concept, ()):
                if len(stem) >= 4:
                    seen.setdefault(stem, None)
    return sorted(seen, key=lambda s: (-len(s), s))
