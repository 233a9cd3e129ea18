"""Cheap language detection (stopword counting) and the Italian-law vs Swiss jurisdiction hint."""

from __future__ import annotations

import re
from functools import lru_cache

# Frequent, language-specific function words (lower case), counted in a sample of the text.
# Words shared by two languages are left out.
STOPWORDS: dict[str, tuple[str, ...]] = {
    "de": (
        "der",
        "die",
        "das",
        "und",
        "ist",
        "nicht",
        "mit",
        "von",
        "den",
        "dem",
        "des",
        "sich",
        "auf",
        "eine",
        "wird",
        "zu",
        "gemäss",
        "vom",
        "über",
        "auch",
        "nach",
        "bei",
        "oder",
        "dass",
    ),
    "fr": (
        "le",
        "la",
        "les",
        "et",
        "est",
        "pas",
        "une",
        "des",
        "du",
        "au",
        "aux",
        "dans",
        "pour",
        "par",
        "sur",
        "qui",
        "que",
        "ce",
        "cette",
        "sont",
        "avec",
        "selon",
        "ne",
        "il",
    ),
    "it": (
        "il",
        "lo",
        "gli",
        "è",
        "non",
        "una",
        "della",
        "delle",
        "dei",
        "degli",
        "del",
        "nel",
        "nella",
        "per",
        "con",
        "che",
        "sono",
        "alla",
        "al",
        "ai",
        "dal",
        "dalla",
        "secondo",
        "cui",
    ),
    "en": (
        "the",
        "and",
        "is",
        "not",
        "of",
        "to",
        "in",
        "that",
        "for",
        "on",
        "with",
        "by",
        "be",
        "are",
        "was",
        "this",
        "which",
        "from",
        "under",
        "shall",
        "an",
        "or",
        "as",
        "its",
    ),
}
_SAMPLE = 1500

# Cues that a text applies Italian law rather than Swiss law written in Italian.
_IT_LAW = re.compile(
    r"\b(?:d\.\s?lgs\.|D\.\s?Lgs\.|d\.l\.|D\.P\.R\.|d\.p\.r\.|Cass\.|Corte cost|c\.c\.|c\.p\.c\.|c\.p\.p\.|"
    r"c\.p\.|comma|commi|Repubblica|Gazzetta Ufficiale|Tribunale di|Corte d'[Aa]ppello di)"
)
_CH_LAW = re.compile(
    r"\b(?:BGE|ATF|DTF|TF|Tribunale federale|Bundesgericht|Tribunal fédéral|LTF|CPC|CPP|CC|CO|cpv\.|SR|"
    r"Confederazione|federale|Cantone|cantonale|Canton|Kanton)\b"
)


def detect_language(text: str) -> str:
    """``de`` | ``fr`` | ``it`` | ``en`` by counting stopwords in the first 1,500 characters."""
    counts = dict.fromkeys(STOPWORDS, 0)
    index = _index()
    for word in text[:_SAMPLE].lower().split():
        langs = index.get(word)
        if langs:
            for lang in langs:
                counts[lang] += 1
    best = max(counts, key=lambda k: counts[k])
    return best if counts[best] > 0 else "de"


@lru_cache(maxsize=1)
def _index() -> dict[str, tuple[str, ...]]:
    index: dict[str, tuple[str, ...]] = {}
    for lang, words in STOPWORDS.items():
        for word in words:
            index[word] = (*index.get(word, ()), lang)
    return index


def jurisdiction_hint(text: str) -> str:
    """``IT`` when Italian-law cues outnumber Swiss ones in the first 20,000 characters, else ``CH``."""
    sample = text[:_SAMPLE]
    it = len(_IT_LAW.findall(sample))
    ch = len(_CH_LAW.findall(sample))
    return "IT" if it > ch else "CH"
