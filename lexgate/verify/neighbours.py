"""Neighbours for the judge's wrong-article check: other provisions of the cited act.

Two ways to choose them (``STRATEGIES``):

- ``act``: every provision of the act in the language of the retrieved passages (what the structured
  judge ranks the cited article against; fetched once per act and language, then reused);
- ``search``: the best-matching provisions by full-text search, one query per salient claim term
  (the store's search ANDs its words, so a whole sentence would match nothing), top ``k``;
- ``none``: no neighbours (for measuring what they add).

``search`` is the default.  Measured with the structured judge on the labelled set (390 cases):
search top 8 gave 84.8% status accuracy, 8.2% false blocks, 1.9 s for the cold 100-citation run;
the whole act 85.9%, 9.6% and 4.8 s (the judge indexes every provision of the act once per
process); none 82.0%, 6.9% and 1.8 s.
"""

from __future__ import annotations

import re
import threading
import weakref
from collections import Counter
from typing import Any

from lexgate.judges.diskcache import cache
from lexgate.judges.terms import translated_stems
from lexgate.sources.model import Passage

STRATEGIES: tuple[str, ...] = ("act", "search", "none")
DEFAULT_STRATEGY = "search"
SEARCH_TERMS = 8  # salient claim terms queried one by one
SEARCH_LIMIT = 20  # hits per term
MIN_TERM_LEN = 5
SEARCH_NAMESPACE = "neighbours.search_ids"  # the disk cache's namespace for one term's ranked row ids

_WORD = re.compile(rf"[^\W\d_]{{{MIN_TERM_LEN},}}")


# Whole acts per store (the list a judge indexes once), kept while the store object lives.
_ACTS: weakref.WeakKeyDictionary[Any, dict[tuple[str, str], list[Passage]]] = weakref.WeakKeyDictionary()
_ACTS_LOCK = threading.Lock()


class NeighbourFinder:
    """Finds neighbours for one run; whole acts are cached per store, act and language."""

    def __init__(self, store: Any, strategy: str = DEFAULT_STRATEGY, k: int = 8) -> None:
        self.store = store
        self.strategy = strategy if strategy in STRATEGIES else DEFAULT_STRATEGY
        self.k = k
        self._acts: dict[tuple[str, str], list[Passage]] = {}
        if store is not None:
            try:
                with _ACTS_LOCK:
                    self._acts = _ACTS.setdefault(store, {})
            except TypeError:  # a store that cannot be weakly referenced: cache for this run only
                pass

    def find(
        self, act: str, lang: str, claim: str, own_keys: set[str], claim_lang: str | None = None
    ) -> list[Passage]:
        if self.store is None or not act or not lang or self.strategy == "none":
            return []
        try:
            if self.strategy == "act":
                return self.whole_act(act, lang)
            return self.searched(act, lang, claim, own_keys, claim_lang)
        except Exception:  # neighbours only sharpen the judgement; never fail the run for them
            return []

    def whole_act(self, act: str, lang: str) -> list[Passage]:
        key = (act, lang)
        if key not in self._acts:
            passages: list[Passage] = []
            for art in self.store.article_numbers(act):
                passages.extend(self.store.get_article(act, art, lang))
            self._acts[key] = passages
        return self._acts[key]

    def searched(
        self, act: str, lang: str, claim: str, own_keys: set[str], claim_lang: str | None = None
    ) -> list[Passage]:
        prefix = bool(claim_lang) and claim_lang != lang
        if prefix:
            # a claim in another language (an English memo on Swiss law): search the source language's
            # glossary stems of the concepts the claim names
            terms = translated_stems(claim, str(claim_lang), lang)[:SEARCH_TERMS]
        else:
            # longest first, ties alphabetical: never the order of a set (that would vary with the hash seed)
            terms = sorted(set(_WORD.findall(claim.lower())), key=lambda w: (-len(w), w))[:SEARCH_TERMS]
        hits: Counter[int] = Counter()
        for term in terms:
            for rank, row_id in enumerate(self._term_ids(term, lang, act, prefix)):
                hits[row_id] += SEARCH_LIMIT - rank
        # the cited article's own rows are scored too, then passed over: the others' order is the same
        ranked = [row_id for row_id, _ in hits.most_common(self.k + len(own_keys))]
        rows = self.store.passages_by_id(ranked)
        kept = [rows[i] for i in ranked if i in rows and rows[i].key not in own_keys]
        return kept[: self.k]

    def _term_ids(self, term: str, lang: str, act: str, prefix: bool) -> list[int]:
        """One term's ranked row ids in the act, kept in the judge's disk cache under the store's
        generation (the same legal terms are searched in the same acts draft after draft)."""
        c = cache()
        key = c.key((self.store.generation(), act, lang, term, prefix, SEARCH_LIMIT))
        ids = c.get(SEARCH_NAMESPACE, key) if c.folder is not None else None
        if ids is None:
            ids = self.store.search_ids(term, lang, act, SEARCH_LIMIT, prefix=prefix)
            c.put(SEARCH_NAMESPACE, key, ids)
        return list(ids)
