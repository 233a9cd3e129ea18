"""Escaped HTML of a text with spans marked: citations in the draft, the matched snippet in a source.

Overlapping spans are split at every boundary; each piece is wrapped in one ``<mark>`` per span that
covers it (outermost first), so marks always nest properly and every span keeps its own marks.
"""

from __future__ import annotations

import html
import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(slots=True, frozen=True)
class Span:
    start: int
    end: int
    key: str  # the citation id (or any label)
    css_class: str
    title: str = ""
    href: str = ""


def valid_spans(text: str, spans: list[Span]) -> list[Span]:
    return [s for s in spans if 0 <= s.start < s.end <= len(text)]


def mark_spans(text: str, spans: list[Span], anchor_id: Callable[[Span], str] | None = None) -> str:
    """``text`` escaped, with ``<mark>`` around every span; ``anchor_id`` names a span's first piece."""
    spans = valid_spans(text, spans)
    cuts = sorted({0, len(text), *(s.start for s in spans), *(s.end for s in spans)})
    out: list[str] = []
    opened: set[Span] = set()
    for a, b in itertools.pairwise(cuts):
        piece = html.escape(text[a:b])
        covering = sorted((s for s in spans if s.start <= a and b <= s.end), key=lambda s: (s.start, -s.end))
        if not covering:
            out.append(piece)
            continue
        inner = covering[-1]
        if inner.href:
            piece = f'<a href="{html.escape(inner.href)}">{piece}</a>'
        for span in reversed(covering):
            attrs = [f'class="{html.escape(span.css_class)}"', f'data-citation-id="{html.escape(span.key)}"']
            if span.title:
                attrs.append(f'title="{html.escape(span.title)}"')
            if anchor_id is not None and span not in opened:
                attrs.append(f'id="{html.escape(anchor_id(span))}"')
                opened.add(span)
            piece = f"<mark {' '.join(attrs)}>{piece}</mark>"
        out.append(piece)
    return "".join(out)


_QUOTES = str.maketrans({c: '"' for c in "«»„“”‟‹›"} | {c: "'" for c in "‘’‚‛`´"})
_DASHES = str.maketrans({c: "-" for c in "‐‑‒–—―"})


def _normalised(text: str) -> tuple[str, list[int]]:
    """Casefolded text with whitespace runs collapsed, quotes/dashes unified; plus a map to the original."""
    chars: list[str] = []
    index: list[int] = []
    space = False
    for i, ch in enumerate(text):
        if ch.isspace() or ch == "\u00ad":
            if ch == "\u00ad":
                continue
            if not space and chars:
                chars.append(" ")
                index.append(i)
            space = True
            continue
        space = False
        norm = ch.translate(_QUOTES).translate(_DASHES).casefold()
        for c in norm:
            chars.append(c)
            index.append(i)
    return "".join(chars), index


def find_snippet(haystack: str, needle: str) -> tuple[int, int] | None:
    """Where ``needle`` stands in ``haystack``: exactly, else up to whitespace, case, quotes and dashes."""
    needle = needle.strip()
    if not needle or not haystack:
        return None
    pos = haystack.find(needle)
    if pos >= 0:
        return pos, pos + len(needle)
    hay, index = _normalised(haystack)
    ned, _ = _normalised(needle)
    ned = ned.strip()
    if not ned:
        return None
    pos = hay.find(ned)
    if pos < 0:
        return None
    return index[pos], index[pos + len(ned) - 1] + 1


_ELLIPSIS = re.compile(r"\s*(?:\.\.\.|…|\[\.\.\.\]|\[…\])\s*")


def snippet_spans(haystack: str, snippet: str) -> list[tuple[int, int]]:
    """The snippet's places in the source; a snippet with ellipses is looked up piece by piece."""
    whole = find_snippet(haystack, snippet)
    if whole:
        return [whole]
    spans: list[tuple[int, int]] = []
    for piece in _ELLIPSIS.split(snippet):
        if len(piece.strip()) >= 12:
            found = find_snippet(haystack, piece)
            if found:
                spans.append(found)
    return spans
