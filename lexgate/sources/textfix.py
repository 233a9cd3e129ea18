"""Small text repairs for corpus data: mojibake (UTF-8 read as cp1252/latin-1) and whitespace."""

from __future__ import annotations

import re

_MOJIBAKE_MARK = re.compile(
    r"[ÃÂ][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013-\u203a\u20ac\u2122]"
)
_TOKEN = re.compile(r"\S+")
# An editors' note in capitals inside double brackets ("((COMMA ABROGATO DAL D.LGS. 28 DICEMBRE 2013, N.
# 154))"): the Italian reader cuts it at import, the judge from texts stored before (lexgate.judges.text).
CAPITAL_NOTE = re.compile(r"\(\(\s*[^a-z()]{12,}?\)\)\.?")


def _roundtrip(text: str) -> str:
    for codec in ("cp1252", "latin-1"):
        try:
            return text.encode(codec).decode("utf-8")
        except (UnicodeEncodeError, UnicodeDecodeError):
            continue
    return text


def fix_mojibake(text: str) -> str:
    """``"BÃ¶B"`` -> ``"BöB"``; text without the typical marks is returned unchanged."""
    if not _MOJIBAKE_MARK.search(text):
        return text
    whole = _roundtrip(text)
    if whole != text:
        return whole
    return _TOKEN.sub(
        lambda m: _roundtrip(m.group(0)) if _MOJIBAKE_MARK.search(m.group(0)) else m.group(0), text
    )


def squash(text: str) -> str:
    """Collapse runs of whitespace to one space and strip."""
    return " ".join(text.split())
