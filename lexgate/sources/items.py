"""Letters and numbers inside a paragraph: ``lit. a`` / ``let. a`` / ``lett. a`` and ``Ziff. 2`` / ``ch. 2``.

The corpus (and Fedlex) writes a paragraph's enumeration one item a line: ``a. …`` / ``a) …`` for letters,
``1. …`` for numbers (numbers may sit under a letter).  :func:`focus` cuts a paragraph into its lead-in
and the cited item, both verbatim lines of the official text, so that a judge compares the claim with
what ``lit. a`` really says and not with the neighbouring items.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from lexgate.sources.model import Passage

# "a. …", "abis) …"; some texts drop the space ("a.garantiscono", "bbis.Organen": a whole word must follow,
# so that "z.B." is no item) or write the ordinal apart ("a.bis  i diritti")
_LETTER = re.compile(
    r"^(?:([a-z])\.(bis|ter|quater)\s|([a-z]{1,2}(?:bis|ter|quater)?)[.)](?:\s|(?=[^\W\d_]+[^\w.])))"
)
_NUMBER = re.compile(r"^(\d{1,2}(?:bis|ter|quater)?)[.)]\s")


@dataclass(slots=True)
class Focus:
    passages: list[Passage]
    missing: str | None = None  # "lit. z" when the paragraph has items but not this one
    available: str = ""  # "a-c" for the reason text
    # the other items of the list the cited one belongs to, verbatim ("a. ...; und" beside "c. ...")
    siblings: list[Passage] = field(default_factory=list)


def _blocks(lines: list[str], pattern: re.Pattern[str]) -> tuple[list[str], dict[str, list[str]]]:
    """Lead-in lines, and item -> its lines (an item runs until the next item of the same kind)."""
    intro: list[str] = []
    items: dict[str, list[str]] = {}
    current: str | None = None
    for line in lines:
        m = pattern.match(line.strip())
        if m:
            current = "".join(g for g in m.groups() if g)  # "a.bis" is the item "abis"
            items.setdefault(current, []).append(line)
        elif current is None:
            intro.append(line)
        else:
            items[current].append(line)
    return intro, items


def focus(
    passage: Passage, letter: str | None, number: str | None, suffix: str, *, lines_hold_letters: bool = False
) -> Focus:
    """The lead-in and the cited item of ``passage``; the passage unchanged when it has no items.

    ``lines_hold_letters``: the source writes every list one item a line (Swiss federal acts), so a
    paragraph without such lines has no letters (or numbers) at all and a cited one does not exist in it.
    Italian codes write a whole article on one line, items inline: there a paragraph without item
    lines is given whole."""
    lines = passage.text.split("\n")
    intro, chosen = lines, lines
    wanted: list[tuple[str, str, re.Pattern[str]]] = []
    if letter:
        wanted.append(("let", letter.lower(), _LETTER))
    if number:
        wanted.append(("num", number.lower(), _NUMBER))
    first = True
    siblings: list[tuple[str, list[str]]] = []
    for label, value, pattern in wanted:
        lead, items = _blocks(chosen[1:] if not first else chosen, pattern)
        if not first:
            lead = [chosen[0], *lead]
        if not items:
            if first and lines_hold_letters:
                word = "lit." if label == "let" else "Ziff."
                return Focus([passage], missing=f"{word} {value}", available="")
            return Focus([passage])  # no enumeration in the text: the judge gets the whole paragraph
        if value not in items:
            keys = list(items)
            word = "lit." if label == "let" else "Ziff."
            return Focus([passage], missing=f"{word} {value}", available=f"{keys[0]}-{keys[-1]}")
        intro = lead if first else [*intro, *lead]
        chosen = items[value]
        siblings = [(f":{label}-{k}", ls) for k, ls in items.items() if k != value]
        first = False
    out: list[Passage] = []
    lead_text = "\n".join(line for line in intro if line.strip())
    if lead_text:
        out.append(
            Passage(
                passage.key,
                passage.kind,
                lead_text,
                passage.lang,
                passage.label,
                passage.heading,
                passage.url,
            )
        )
    out.append(
        Passage(
            passage.key + suffix,
            passage.kind,
            "\n".join(chosen),
            passage.lang,
            passage.label,
            passage.heading,
            passage.url,
        )
    )
    base = passage.key + suffix.rsplit(":", 1)[0] if suffix.count(":") > 1 else passage.key
    others = [
        Passage(
            base + key, passage.kind, "\n".join(ls), passage.lang, passage.label, passage.heading, passage.url
        )
        for key, ls in siblings
    ]
    return Focus(out, siblings=others)
