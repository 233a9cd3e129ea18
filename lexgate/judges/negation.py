"""Negation, exception idioms and absolute words in de/fr/it/en (tables in ``data/negation.yaml``).

``polarity(text, lang)`` reports whether a sentence negates its statement, after the exception idioms
("es sei denn", "sofern nicht", "à moins que", "ne ... que", "non ... se non", "salvo che", "unless")
are taken out: their negation word restricts the statement, it does not flip it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any

from lexgate.judges.text import fold, load_yaml, stopwords


@dataclass(frozen=True, slots=True)
class Tables:
    negation: dict[str, frozenset[str]]
    strong: dict[str, tuple[str, ...]]
    idioms: dict[str, tuple[str, ...]]
    absolute: dict[str, tuple[str, ...]]
    conditions: dict[str, tuple[str, ...]]
    negative_meaning: dict[str, frozenset[str]]
    clause_separators: dict[str, tuple[str, ...]]
    without: dict[str, tuple[str, ...]]
    # "non ... che": at most this many words between the two parts (default 6)
    idiom_gaps: dict[str, int]
    # words right after a negation that are not what it negates ("nicht mehr X": X)
    particles: dict[str, frozenset[str]]
    # markers of a clause that claims something more ("also", "inoltre"): held to a higher bar
    additive: dict[str, tuple[str, ...]]
    # idioms whose negation word restricts nothing ("whether or not", "oder nicht", "ou non")
    neutral_idioms: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # universal quantifiers ("any", "every", "jede", "tous", "qualsiasi"): a claim that generalises
    universal: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # restrictive words ("only", "nur", "seulement", "soltanto"): a claim that narrows
    restrictive: dict[str, tuple[str, ...]] = field(default_factory=dict)


@lru_cache(maxsize=1)
def tables() -> Tables:
    raw: dict[str, dict[str, list[Any]]] = load_yaml(
        resources.files("lexgate.judges").joinpath("data/negation.yaml").read_text(encoding="utf-8")
    )

    def tup(section: str) -> dict[str, tuple[str, ...]]:
        return {lang: tuple(str(x) for x in xs) for lang, xs in raw[section].items()}

    return Tables(
        negation={lang: frozenset(str(x) for x in xs) for lang, xs in raw["negation"].items()},
        strong=tup("strong"),
        idioms=tup("idioms"),
        absolute=tup("absolute"),
        conditions=tup("conditions"),
        negative_meaning={
            lang: frozenset(str(x) for x in xs) for lang, xs in raw["negative_meaning"].items()
        },
        clause_separators={lang: tuple(x for x in xs) for lang, xs in raw["clause_separators"].items()},
        without=tup("without"),
        idiom_gaps={str(k): int(str(v)) for k, v in (raw.get("idiom_gaps") or {}).items()},
        particles={lang: frozenset(str(x) for x in xs) for lang, xs in (raw.get("particles") or {}).items()},
        additive={lang: tuple(str(x) for x in xs) for lang, xs in (raw.get("additive") or {}).items()},
        neutral_idioms={
            lang: tuple(str(x) for x in xs) for lang, xs in (raw.get("neutral_idioms") or {}).items()
        },
        universal={lang: tuple(str(x) for x in xs) for lang, xs in (raw.get("universal") or {}).items()},
        restrictive={lang: tuple(str(x) for x in xs) for lang, xs in (raw.get("restrictive") or {}).items()},
    )


def is_additive(clause: str, lang: str) -> bool:
    """The clause says it adds to the rule ("the provision also ...", "e inoltre", "zudem")."""
    toks = _toks(clause)
    return any(_has_phrase(toks, marker) for marker in tables().additive.get(lang, ()))


_TOKEN = re.compile(r"[a-z0-9]+(?:-[a-z]+)*|[,;:.!?()']")


def _toks(text: str) -> list[str]:
    return _TOKEN.findall(fold(text).replace("ß", "ss"))


def _has_phrase(toks: list[str], phrase: str) -> bool:
    words = _toks(phrase)
    n = len(words)
    return any(toks[i : i + n] == words for i in range(len(toks) - n + 1))


def _remove_idioms(toks: list[str], lang: str) -> list[str]:
    out = list(toks)
    # "non ... se non" before "se non": the long idioms claim their words first
    for idiom in sorted(tables().idioms.get(lang, ()), key=lambda x: (" ... " not in x, -len(x))):
        if " ... " in idiom:
            first, last = idiom.split(" ... ", 1)
            last = " ".join(_toks(last))
            gap = tables().idiom_gaps.get(idiom, 6)
            for i, t in enumerate(out):
                if t == first:
                    window = out[i + 1 : i + 1 + gap + len(last.split())]
                    lw = last.split()
                    for k in range(len(window) - len(lw) + 1):
                        if window[k : k + len(lw)] == lw and not (
                            {"pas", "jamais", "mai", "nessun"} & set(window[:k])
                        ):
                            out[i] = "_"
                            break
            continue
        words = _toks(idiom)
        n = len(words)
        i = 0
        while i <= len(out) - n:
            if out[i : i + n] == words:
                for k in range(i, i + n):
                    out[k] = "_"
                i += n
            else:
                i += 1
    return out


@dataclass(frozen=True, slots=True)
class Polarity:
    negated: bool  # a negation word outside the idioms
    strong: bool  # never / nie / jamais / mai ...
    idiom: bool  # an exception idiom occurs
    negative_meaning: bool  # void / nichtig / excluded ... (negative without a negation word)
    absolute: bool  # always / immer / toujours ...
    conditional: bool  # if / wenn / si / se ... (a condition in the text)
    universal: bool = False  # any / every / jede / tous / qualsiasi ... (a quantifier over all cases)
    restrictive: bool = False  # only / nur / seulement / soltanto ... (a restriction)


@lru_cache(maxsize=32768)
def polarity(text: str, lang: str) -> Polarity:
    tb = tables()
    toks = _toks(text)
    cleaned = _remove_idioms(toks, lang)
    neg_words = tb.negation.get(lang, frozenset())
    negated = any(t in neg_words for t in cleaned)
    if lang == "it":
        # "ne" is also a pronoun in Italian ("ne deriva"); count it only with another negation word.
        negated = any(t in neg_words and t != "ne" for t in cleaned)
    if lang == "fr":
        # "ne" alone (ne explétif, "ne ... que") is not a negation without pas/jamais/aucun/rien/plus.
        negated = any(t in neg_words and t not in ("ne", "n") for t in cleaned) or (
            any(t in ("ne", "n") for t in cleaned) and "plus" in cleaned
        )
    strong = any(_has_phrase(cleaned, s) for s in tb.strong.get(lang, ()))
    if lang == "it" and strong:
        strong = "non" in cleaned or "nessun" in cleaned or cleaned[:1] == ["mai"]
    # "whether or not" / "ob ... oder nicht": the negation is taken out but restricts nothing
    neutral = {tuple(_toks(x)) for x in tb.neutral_idioms.get(lang, ())}
    idiom = any(
        c != t
        and not any(tuple(toks[j : j + len(n)]) == n for n in neutral for j in range(max(0, i - 3), i + 1))
        for i, (c, t) in enumerate(zip(cleaned, toks, strict=True))
    )
    negm = any(t in tb.negative_meaning.get(lang, frozenset()) for t in toks)
    absolute = any(
        _has_phrase(toks, a) or (" " not in a and any(t.startswith(a) for t in toks))
        for a in tb.absolute.get(lang, ())
    )
    conditional = idiom or any(_has_phrase(toks, c) for c in tb.conditions.get(lang, ()))
    universal = any(_has_phrase(toks, u) for u in tb.universal.get(lang, ()))
    restrictive = any(_has_phrase(toks, r) for r in tb.restrictive.get(lang, ())) or (
        lang == "fr" and _ne_que(toks)
    )
    return Polarity(negated, strong, idiom, negm, absolute, conditional, universal, restrictive)


def _ne_que(toks: list[str]) -> bool:
    """French restrictive "ne ... que" ("n'est protégé que si")."""
    for i, t in enumerate(toks):
        if t in ("ne", "n") and any(w in ("que", "qu") for w in toks[i + 1 : i + 5]):
            return not ({"pas", "jamais", "plus"} & set(toks[i + 1 : i + 5]))
    return False


def clauses(text: str, lang: str) -> list[str]:
    """Split a claim at the clause separators of its language (longest first)."""
    parts = [" " + text + " "]
    for sep in sorted(tables().clause_separators.get(lang, ()), key=len, reverse=True):
        nxt: list[str] = []
        for p in parts:
            nxt.extend(p.split(sep))
        parts = nxt
    return [p.strip() for p in parts if p.strip()]


def negation_scopes(text: str, lang: str, window: int = 3) -> list[list[str]]:
    """For each negation word outside the idioms: the words around it (its likely scope)."""
    tb = tables()
    toks = _toks(text)
    cleaned = _remove_idioms(toks, lang)
    neg_words = tb.negation.get(lang, frozenset()) - {"ne", "n"}
    scopes: list[list[str]] = []
    for i, t in enumerate(cleaned):
        if t in neg_words:
            around = [
                w
                for w in cleaned[max(0, i - window) : i + window + 1]
                if w not in neg_words and len(w) > 3 and w != "_"
            ]
            scopes.append(around)
    return scopes


@dataclass(frozen=True, slots=True)
class NegationSite:
    predicates: tuple[str, ...]  # the content words the negation applies to (folded)
    strong: bool


def tokens(text: str) -> list[str]:
    """Folded tokens as the negation rules see them (apostrophes and commas split off)."""
    return _toks(text)


def negation_zone(text: str, lang: str, window: int = 5) -> set[int]:
    """Indexes (into ``tokens(text)``) of the words within ``window`` of a negation outside the idioms."""
    toks = _toks(text)
    cleaned = _remove_idioms(toks, lang)
    neg_words = _effective_negations(lang)
    zone: set[int] = set()
    for i, _t in enumerate(cleaned):
        if _is_negation(cleaned, i, lang, neg_words):
            start = max(0, i - window)
            if lang == "de":
                start = i
                while start > 0 and cleaned[start - 1] not in (",", ";", ":", ".", "(", ")"):
                    start -= 1
            zone.update(range(start, min(len(toks), i + window + 1)))
    return zone


def _effective_negations(lang: str) -> frozenset[str]:
    return tables().negation.get(lang, frozenset()) - {"ne", "n"}


_FR_NE_OPENERS = frozenset({"nul", "nulle", "personne", "rien", "aucun", "aucune"})
_FR_NE_MODALS = frozenset(
    {"peut", "peuvent", "saurait", "sauraient", "pourra", "pourront", "puisse", "puissent"}
)


def _is_negation(cleaned: list[str], i: int, lang: str, neg_words: frozenset[str]) -> bool:
    """``cleaned[i]`` negates: a negation word, or French "ne" after "nul" / "personne" / "rien" ("nul ne peut")."""
    t = cleaned[i]
    if t in neg_words:
        return True
    if lang != "fr" or t not in ("ne", "n"):
        return False
    if i > 0 and cleaned[i - 1] in _FR_NE_OPENERS:
        return True
    # literary "ne peut" / "ne saurait" without "pas" (and not the restrictive "ne ... que")
    after = cleaned[i + 1 : i + 7]
    return bool(after) and after[0] in _FR_NE_MODALS and "que" not in after and "qu" not in after


def negation_sites(text: str, lang: str) -> list[NegationSite]:
    """Each negation outside the idioms with the word(s) it applies to: the next content word
    (German: also the previous one, since the verb often precedes "nicht")."""
    tb = tables()
    toks = _toks(text)
    cleaned = _remove_idioms(toks, lang)
    neg_words = _effective_negations(lang)
    sw = stopwords().get(lang, frozenset())
    strong_words = {w for w in tb.strong.get(lang, ()) if " " not in w}

    particles = tb.particles.get(lang, frozenset())

    def content(t: str) -> bool:
        return (
            len(t) > 2
            and t.isalpha()
            and t not in sw
            and t not in neg_words
            and t != "_"
            and t not in particles
        )

    cond_words = {c for c in tb.conditions.get(lang, ()) if " " not in c} - {
        "nur",
        "only",
        "seulement",
        "solo",
        "soltanto",
    }
    sites: list[NegationSite] = []
    for i, t in enumerate(cleaned):
        if not _is_negation(cleaned, i, lang, neg_words):
            continue
        k = i
        while k > 0 and cleaned[k - 1] not in (",", ";", ":", ".", "(", ")"):
            k -= 1
        if any(w in cond_words for w in cleaned[max(k, i - 4) : i]):
            continue  # a negation inside a condition does not state the rule's polarity
        preds: list[str] = []
        following: list[str] = []
        for w in cleaned[i + 1 : i + 5]:
            if w in (",", ";", ":", ".", ")"):
                break
            following.append(w)
        nxt = next((w for w in following if content(w)), None)
        if nxt:
            preds.append(nxt)
        elif lang == "de":
            prev = next((w for w in reversed(cleaned[k:i]) if content(w)), None)
            if prev:
                preds.append(prev)
        sites.append(NegationSite(tuple(preds), t in strong_words))
    return sites
