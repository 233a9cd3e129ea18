"""Act abbreviations that are not in the act table but look like one (``Art. 5 KIVG``, ``art. 7 LDigit``).

A fabricated act must still be extracted as a statute citation so that the resolver answers "not
found" and the draft is blocked.  After a complete article reference, a token is read as an unknown
act when it has the shape of a Swiss act abbreviation:

- it starts with a capital, is 2 to 12 characters long and holds only letters, digits and hyphens
  (a trailing period is not part of it);
- it has at least two capitals (``KIVG``, ``LNum``, ``DigiHG``, ``VAG-Plus``) or ends like an act word
  (``Waldgesetz``, ``tables.ACT_WORD_SUFFIXES``);
- it is not a known non-act word (``tables.NON_ACT_WORDS``: AG, CHF, PDF, EU, CEO, AGB ...), not a
  Roman numeral, not all digits, and no lowercase word part continues it after a hyphen (``EU-konform``).
"""

from __future__ import annotations

import re

from lexgate.citations.tables import ACT_WORD_SUFFIXES, NON_ACT_WORDS

_SHAPE = re.compile(r"[A-ZÄÖÜÉÈ][A-Za-zÄÖÜäöüÉÈéèàç0-9]*(?:-[A-ZÄÖÜ0-9][A-Za-zÄÖÜäöüéèàç0-9]*)?")
_ROMAN = re.compile(r"[IVXLC]+")
_CAPITALS = re.compile(r"[A-ZÄÖÜÉÈ]")
# What may follow the token: a space, punctuation or the end (not an apostrophe or a letter).
_AFTER_OK = re.compile(r"(?:[\s.,;:!?)\]»\"”/]|\Z)")


def unknown_act(token: str, text: str = "", end: int | None = None) -> str | None:
    """The unknown act abbreviation that ``token`` (as captured after an article) spells, else None.

    ``text``/``end`` give the characters after the captured token, to check the boundary."""
    token = token.rstrip(".")
    if not 2 <= len(token) <= 12 or _SHAPE.fullmatch(token) is None:
        return None
    if token.isdigit() or _ROMAN.fullmatch(token) or token in NON_ACT_WORDS:
        return None
    if token.split("-")[0] in NON_ACT_WORDS:
        return None
    if end is not None and _AFTER_OK.match(text, end) is None:
        return None
    if len(_CAPITALS.findall(token)) >= 2:
        return token
    if token.lower().endswith(ACT_WORD_SUFFIXES) and token.lower() not in ACT_WORD_SUFFIXES:
        return token
    return None
