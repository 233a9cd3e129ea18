"""Cheap language detection (stopword counting) and the Italian-law vs Swiss jurisdiction hint."""

from __future__ import annotations

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
        "anche",
        "come",
        "questo",
        "questa",
        "deve",
        "ogni",
        "più",
        "chiunque",
        "altri",
        "nei",
        "sul",
        "sulla",
        "alle",
        "agli",
        "hanno",
        "nonché",
        "ovvero",
        "tenuto",
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


def jurisdiction_hint(text: str, lang: str = "de") -> str:
    """``IT`` | ``CH``: the document vote of :mod:`lexgate.citations.jurisdiction` (kept for callers)."""
    from lexgate.citations.jurisdiction import document_jurisdiction

    return document_jurisdiction(text, lang)
