"""A document as lexgate sees it: one text, and a map from its offsets back to the original."""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from typing import Literal

DocKind = Literal["md", "txt", "docx", "pdf"]


@dataclass(slots=True)
class Block:
    """A stretch of the shown text that comes from one place in the original file."""

    start: int
    end: int
    locator: str  # "paragraph 3", "table 1, row 2, cell 1", "footnote 4", "page 2", "line 17"


@dataclass(slots=True)
class Document:
    path: str
    kind: DocKind
    text: str  # the text lexgate shows and all offsets refer to
    blocks: list[Block] = field(default_factory=list)
    lang: str | None = None  # detected language: de | fr | it | en
    # How the original file was stored (added compatibly, defaulted), so a copy can be written the same
    # way: text encoding of .md/.txt ("utf-8", "utf-8-sig", "utf-16", "cp1252") and its line ending
    # (the shown text always uses "\n").
    encoding: str | None = None
    newline: str = "\n"

    def locate(self, offset: int) -> str | None:
        """The locator of the block holding ``offset`` (None for plain text without blocks)."""
        if not self.blocks:
            return None
        starts = [b.start for b in self.blocks]
        i = bisect.bisect_right(starts, offset) - 1
        if i < 0:
            return None
        return self.blocks[i].locator
