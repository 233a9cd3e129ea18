"""How specific a word is: document frequency over the provisions of the corpus, per language.

"diritto", "Recht", "droit", "person" stand in a large share of all provisions and say little about
which provision a claim rests on; "usufruttuario", "Kündigung" stand in few and say much.  The table
``data/idf.json`` (derived from the corpus by ``python -m lexgate.judges.idf``; no corpus text, only
word stems and glossary concepts with the share of provisions that use them) lists the features used
by at least ``MIN_SHARE`` of a language's provisions; every other feature counts as fully specific.

``specificity(token, concepts, lang)`` is a weight in [FLOOR, 1]: 1 for a rare word, FLOOR for a word
that nearly every provision uses.  ``specific_coverage`` is term coverage with each claim word weighted
by it.
"""

from __future__ import annotations

import json
import math
import re
import sys
from collections import Counter
from collections.abc import Iterator
from functools import lru_cache
from importlib import resources
from pathlib import Path

from lexgate.judges.terms import (
    Coverage,
    Profile,
    cognate_key,
    concepts_of,
    coverage,
    light_stem,
    pool,
    profile,
)
from lexgate.judges.text import fold

MIN_SHARE = 0.002  # features rarer than this are not listed (they count as fully specific)
FLOOR = 0.1  # the weight of a word every provision uses
_ALL = "*"  # glossary concepts: shares over the provisions of every language


@lru_cache(maxsize=1)
def _table() -> dict[tuple[str, str], float]:
    """(lang, feature) -> share of provisions using it."""
    raw = json.loads(resources.files("lexgate.judges").joinpath("data/idf.json").read_text(encoding="utf-8"))
    shares: dict[str, dict[str, float]] = raw["shares"]
    return {(lang, feat): float(share) for lang, feats in shares.items() for feat, share in feats.items()}


def _weight(share: float) -> float:
    """1 for a feature below MIN_SHARE, FLOOR for one in every provision (log scale between)."""
    if share <= MIN_SHARE:
        return 1.0
    top = math.log(1.0 / MIN_SHARE)
    return max(FLOOR, FLOOR + (1.0 - FLOOR) * math.log(1.0 / share) / top)


@lru_cache(maxsize=200_000)
def specificity(token: str, concepts: frozenset[str], lang: str) -> float:
    """How specific a claim word is: by its stem in its own language, else by its glossary concepts
    over every language (an English word has no English provision to be counted in)."""
    table = _table()
    shares: list[float] = []
    stem = table.get((lang, f"s:{light_stem(token, lang)}"))
    if stem is not None or lang in ("de", "fr", "it"):
        shares.append(stem or 0.0)
    if concepts:
        shares.append(min(table.get((_ALL, f"c:{c}"), 0.0) for c in sorted(concepts)))
    if not shares:
        key = cognate_key(token)
        shares.append(table.get((_ALL, f"g:{key}"), 0.0) if key else 0.0)
    # the word is as specific as its most specific reading
    return _weight(min(shares))


def specific_coverage(claim: Profile, targets: list[Profile]) -> Coverage:
    """Term coverage (as :func:`lexgate.judges.terms.coverage`) with each claim word weighted by how
    specific it is: an unrelated text that shares only generic words covers little."""
    return coverage(claim, targets, lambda tok, tcs: specificity(tok, tcs, claim.lang))


SPECIFIC = 0.6  # a word this specific or more tells what a provision is about
NARRATIVE_WEIGHT = 0.25  # a word of the case's story (no legal concept, rare in every provision)


def is_narrative(token: str, concepts: frozenset[str], lang: str) -> bool:
    """A word the law does not use: no glossary concept, and its stem is in fewer than ``MIN_SHARE`` of
    the provisions of its language (a party's name, "kitchen", "Sommerferien", "ponteggio"); an English
    word without a concept (there are no English provisions to count it in)."""
    if token in _month_names():
        return True  # a date of the case ("le 3 février", "am 5. Juni"), whether or not the law names months
    return not concepts and (lang, f"s:{light_stem(token, lang)}") not in _table()


@lru_cache(maxsize=1)
def _month_names() -> frozenset[str]:
    from lexgate.judges.numbers import tables as number_tables

    return frozenset(number_tables().months)


_ADDRESS = re.compile(r"[^\W_][\w-]*\.(?:[a-z]{2,6})\b|@|www\.|https?://")
_WORD_WRITTEN = re.compile(r"[^\W\d_][\w'’-]*")


def is_case_name(term: str) -> bool:
    """A quoted term of the case, not of the law (a trade mark «BERGQUELL», a project's name): none of
    its words has a glossary concept or is used by the provisions of any official language; or an
    address («post-ch-paket.ch»); or a name with a proper name after its first word («Formaggio di
    Maggia»: a capitalised word no provision uses)."""
    if _ADDRESS.search(term):
        return True
    words = profile(term, "de", True).tokens
    if not words:
        return False
    if all(is_narrative(w, concepts_of(w, lang), lang) for w in words for lang in ("de", "fr", "it")):
        return True
    later = [fold(w) for w in _WORD_WRITTEN.findall(term)[1:] if w[:1].isupper()]
    return any(all(is_narrative(w, concepts_of(w, lang), lang) for lang in ("de", "fr", "it")) for w in later)


def legal_coverage(claim: Profile, targets: list[Profile]) -> Coverage:
    """Term coverage in which the words of the case's story weigh NARRATIVE_WEIGHT: a rule applied to
    facts ("Ms Silva, a victim of domestic violence, may stay ...") is measured by the rule's words,
    not by the facts the source cannot name.  A story word the source does use still counts in full."""
    have = pool(targets, claim.lang)

    def weight(tok: str, tcs: frozenset[str]) -> float:
        if is_narrative(tok, tcs, claim.lang) and not have.credit(tok, tcs):
            return NARRATIVE_WEIGHT
        return 1.0

    return coverage(claim, targets, weight)


def specific_words(claim: Profile, same_lang_source: bool) -> list[tuple[str, frozenset[str]]]:
    """The claim's specific legal words that a source text could show: with a source in the claim's
    language every one, across languages only those the glossary translates (an English word without
    a concept cannot be found in a German text, so its absence proves nothing)."""
    out: list[tuple[str, frozenset[str]]] = []
    seen: set[str] = set()
    for tok, tcs in zip(claim.tokens, claim.token_concepts, strict=True):
        stem = light_stem(tok, claim.lang)
        if stem in seen or specificity(tok, tcs, claim.lang) < SPECIFIC:
            continue
        # a legal word: a glossary concept, or a word the provisions use (a narrative word such as
        # "erano", "invece" is rare in statutes without telling what a provision is about)
        if not tcs and (claim.lang, f"s:{stem}") not in _table():
            continue
        if same_lang_source or tcs:
            seen.add(stem)
            out.append((tok, tcs))
    return out


def covers_any(words: list[tuple[str, frozenset[str]]], lang: str, targets: list[Profile]) -> bool:
    """Whether the targets show any of ``words`` (a shared concept, the same stem, a cognate)."""
    have = pool(targets, lang)
    return any(have.credit(tok, tcs) for tok, tcs in words)


# -- building the table from the corpus -----------------------------------------------------------------


def _provisions(corpus: Path) -> Iterator[tuple[str, str]]:
    """(lang, text) of every statute paragraph (Swiss acts de/fr/it) and article (Italian codes)."""
    for path in sorted((corpus / "ch" / "statutes").glob("*_*.json")):
        lang = path.stem.rsplit("_", 1)[-1]
        if lang not in ("de", "fr", "it"):
            continue
        for entry in json.loads(path.read_text(encoding="utf-8")):
            text = str(entry.get("content") or "")
            if text.strip():
                yield lang, text
    for path in sorted((corpus / "it" / "codes").glob("*.txt")):
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            if line.startswith("Art."):
                yield "it", line


def build(corpus: Path) -> list[tuple[str, str, float]]:
    counts: dict[str, Counter[str]] = {}
    totals: Counter[str] = Counter()
    for lang, text in _provisions(corpus):
        prof = profile(text, lang)
        feats = {f"s:{s}" for s in prof.stems}
        shared = {f"c:{c}" for c in prof.concepts} | {f"g:{g}" for g in prof.cognates}
        counts.setdefault(lang, Counter()).update(feats)
        counts.setdefault(_ALL, Counter()).update(shared)
        totals[lang] += 1
        totals[_ALL] += 1
    rows: list[tuple[str, str, float]] = []
    for lang in sorted(counts):
        n = totals[lang]
        for feat, df in counts[lang].items():
            share = df / n
            if share >= MIN_SHARE:
                rows.append((lang, feat, round(share, 5)))
    return sorted(rows)


def main(argv: list[str]) -> int:
    from lexgate.config import corpus_path

    corpus = Path(argv[0]) if argv else corpus_path()
    if corpus is None:
        print("no corpus found (set LEXGATE_CORPUS)", file=sys.stderr)
        return 2
    out = Path(__file__).with_name("data") / "idf.json"
    rows = build(corpus)
    shares: dict[str, dict[str, float]] = {}
    for lang, feat, share in rows:
        shares.setdefault(lang, {})[feat] = share
    about = (
        "share of provisions using a feature (s: stem, c: glossary concept, g: cognate key), per language "
        "('*': every language); derived by `python -m lexgate.judges.idf` from the corpus statutes and "
        "Italian codes"
    )
    payload = {"about": about, "min_share": MIN_SHARE, "shares": shares}
    out.write_text(json.dumps(payload, ensure_ascii=False, sort_keys=True, indent=0) + "\n", "utf-8")
    print(f"{len(rows)} features written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
