"""Compound number words: "ventiquattro", "quarantotto", "cinquemila", "vierundzwanzig",
"zweihundertfunfzig", "quarante-huit", "quatre-vingt-dix", "twenty-four".

The parts they are written from are data (``compound_parts`` and ``compound_joiners`` in
``data/numbers.yaml``).  A word is read as a number only when it splits completely into two or more
parts, two parts below ten never stand side by side, and the value follows the usual grammar: the
parts add up, "cento/hundert/cent/hundred" multiplies what stands before it, "mille/mila/tausend/
thousand" closes a group of thousands, and French "quatre-vingt(s)" is four twenties.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

MAX_WORD = 60  # longer tokens are not number words (and would only cost time)


def split_parts(word: str, parts: Mapping[str, float], joiners: frozenset[str]) -> list[str] | None:
    """``word`` as a sequence of parts and joiners, longest part first; None when it does not split."""
    if not any(word[:k] in parts for k in range(1, len(word) + 1)):
        return None  # most words: no part starts them (a number word never starts with a joiner)

    @cache
    def rest(i: int) -> tuple[str, ...] | None:
        if i == len(word):
            return ()
        for j in range(len(word), i, -1):
            piece = word[i:j]
            if piece in parts or piece in joiners:
                tail = rest(j)
                if tail is not None:
                    return (piece, *tail)
        return None

    found = rest(0)
    return list(found) if found is not None else None


def combine(pieces: list[str], parts: Mapping[str, float], joiners: frozenset[str]) -> float | None:
    """The value of a split word, or None when the pieces do not make a number."""
    total = current = 0.0
    values = 0
    prev_small = False
    prev_word = ""
    for piece in pieces:
        if piece in joiners:
            if not values:
                return None  # a number does not start with "und" / "et"
            prev_word = piece
            prev_small = False
            continue
        v = parts[piece]
        values += 1
        if v < 10 and prev_small:
            return None  # "seisette" is not a number
        if v == 100:
            current = (current or 1.0) * 100
        elif v == 1000:
            total += (current or 1.0) * 1000
            current = 0.0
        elif v == 20 and piece.startswith("vingt") and prev_word == "quatre":
            current = current - 4 + 80  # quatre-vingt(s)
        else:
            current += v
        prev_small = v < 10
        prev_word = piece
    if values < 2 or pieces[-1] in joiners:
        return None
    return total + current


def compound_value(
    token: str,
    parts: Mapping[str, float],
    joiners: frozenset[str],
    hyphen_parts: Mapping[str, float],
    hyphen_joiners: frozenset[str],
) -> float | None:
    """The value of a compound number word, else None: a word without hyphens splits into ``parts``
    (Italian, German); a hyphenated one has one of ``hyphen_parts`` between hyphens (French, English)."""
    if len(token) > MAX_WORD or not token.isascii():
        return None
    if "-" not in token:
        pieces = split_parts(token, parts, joiners)
        return combine(pieces, parts, joiners) if pieces is not None else None
    chunks = token.split("-")
    if not all(c in hyphen_parts or c in hyphen_joiners for c in chunks):
        return None
    return combine(chunks, hyphen_parts, hyphen_joiners)
