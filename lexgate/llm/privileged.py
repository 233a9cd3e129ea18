"""Is a text privileged?  Markers (data/privileged.yaml) plus the user's own markers.

``is_privileged(text, kind)``: ``kind="draft"`` also applies the fail-safe label hints ("when unsure,
treat as privileged"); ``kind="source"`` (official texts, public by nature) applies the explicit
markers only.  ``privileged_ranges(text)`` gives the character ranges of a whole draft that are
privileged: marked lines' paragraphs, tagged regions, and the whole document when a marker stands in
its header (the first lines before the first blank line).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Literal

from lexgate.config import setting
from lexgate.yamlio import load_yaml

TextKind = Literal["draft", "source"]


@dataclass(frozen=True, slots=True)
class MarkerSet:
    explicit: re.Pattern[str]  # stamps, phrases, tags, user markers
    hints: re.Pattern[str]  # fail-safe label use of marker words
    tag_region: re.Pattern[str]


@lru_cache(maxsize=1)
def _table() -> dict[str, list[str]]:
    text = resources.files("lexgate.llm").joinpath("data/privileged.yaml").read_text(encoding="utf-8")
    data = load_yaml(text)
    return {k: [str(x) for x in v] for k, v in data.items()}


def user_markers(value: object = None) -> tuple[str, ...]:
    """The configured extra markers (setting ``privileged_markers``): a list or a comma-separated string."""
    raw = setting("privileged_markers", value)
    if not raw:
        return ()
    items: Iterable[object] = (
        raw.split(",") if isinstance(raw, str) else raw if isinstance(raw, list | tuple) else [raw]
    )
    return tuple(s for s in (str(i).strip() for i in items) if s)


def _alt(words: Iterable[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


@lru_cache(maxsize=16)
def marker_set(extra: tuple[str, ...] = ()) -> MarkerSet:
    t = _table()
    tags = _alt(t["tags"])
    stamps = rf"(?-i:(?<![\w])(?:{_alt(t['stamps'])})(?![\w]))"
    phrases = [*t["phrases"], *extra]
    explicit = re.compile(rf"{stamps}|(?:{_alt(phrases)})|</?\s*(?:{tags})\s*>", re.IGNORECASE)
    words = _alt(t["label_words"])
    hints = re.compile(
        rf"(?:^|\n)[ \t>*_#-]*[\[(]?\s*(?:{words})\b"  # at the start of a line
        rf"|[\[(]\s*(?:{words})\s*[\])]"  # in brackets
        rf"|\b(?:{words})\s*:",  # as a label
        re.IGNORECASE,
    )
    region = re.compile(rf"<\s*({tags})\s*>.*?(?:<\s*/\s*\1\s*>|\Z)", re.IGNORECASE | re.DOTALL)
    return MarkerSet(explicit=explicit, hints=hints, tag_region=region)


def is_privileged(text: str, kind: TextKind = "draft", extra: tuple[str, ...] | None = None) -> bool:
    markers = marker_set(user_markers() if extra is None else extra)
    if markers.explicit.search(text):
        return True
    return kind == "draft" and bool(markers.hints.search(text))


def _paragraphs(text: str) -> list[tuple[int, int]]:
    spans, start = [], 0
    for m in re.finditer(r"\n[ \t]*\n", text):
        spans.append((start, m.start()))
        start = m.end()
    spans.append((start, len(text)))
    return [(a, b) for a, b in spans if text[a:b].strip()]


def privileged_ranges(text: str, extra: tuple[str, ...] | None = None) -> list[tuple[int, int]]:
    """Character ranges of ``text`` (a whole draft) that are privileged, merged and sorted."""
    extra = user_markers() if extra is None else extra
    markers = marker_set(extra)
    paras = _paragraphs(text)
    if paras and is_privileged(text[paras[0][0] : paras[0][1]], "draft", extra):
        a, b = paras[0]
        header = text[a:b]
        if header.count("\n") < 5 and len(header) < 400:  # a stamp or memo header covers the whole document
            return [(0, len(text))]
    ranges = [m.span() for m in markers.tag_region.finditer(text)]
    for i, (a, b) in enumerate(paras):
        if not is_privileged(text[a:b], "draft", extra):
            continue
        ranges.append((a, b))
        if text[a:b].strip().count("\n") == 0 and len(text[a:b].strip()) < 60 and i + 1 < len(paras):
            ranges.append(paras[i + 1])  # a marker alone on its line marks the next paragraph
    ranges.sort()
    merged: list[tuple[int, int]] = []
    for a, b in ranges:
        if merged and a <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(b, merged[-1][1]))
        else:
            merged.append((a, b))
    return merged
