"""lexgate.citations: find and parse every Swiss and Italian legal citation (see ARCHITECTURE.md).

Public API::

    extract(text, lang=None) -> list[Citation]   # all citations, sorted, with claims and short forms
    parse_one(s) -> Citation | None              # one citation string ("Art. 41 Abs. 1 OR")
    detect_language(text) -> "de" | "fr" | "it" | "en"
    acts.lookup_act(abbrev) / acts.all_acts()    # the act table
"""

from __future__ import annotations

from lexgate.citations.extract import extract
from lexgate.citations.lang import detect_language
from lexgate.citations.model import Citation
from lexgate.citations.parse_one import parse_one

__all__ = ["Citation", "detect_language", "extract", "parse_one"]
