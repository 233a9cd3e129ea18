"""Consistent pseudonyms for personal data: ``[PERSON_1]``, ``[IBAN_1]``, ``[EMAIL_2]``, ...

The patterns are data (data/pii.yaml).  One :class:`Pseudonymiser` is used for everything sent in one
request, so the same person or account gets the same placeholder in the claim and in the passages;
``restore`` turns placeholders in a model's answer back into the original text.

Names are found pragmatically, and this has limits:
- a title or form of address (Herr, Frau, M., Mme, Sig., Avv., Dr., ...) followed by capitalised words;
- a given name from a small multilingual list followed by a capitalised surname (with particles
  von/de/di/...); once found, the surname alone is replaced too, with the same placeholder;
- already anonymised forms (``A._``, ``X.________``, initials) are left as they are.
Names without a title whose given name is not in the list (or a surname alone that was never seen with
a given name or title) are NOT found; German capitalised nouns after a title can be taken for a name
("Frau Anspruch"); family members who share a surname share a placeholder.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources

from lexgate.yamlio import load_yaml

UPPER = "A-ZÄÖÜÀÂÉÈÊÎÔÛÇ"
LOWER = "a-zäöüßàâéèêëîïôûùçñ"
NAME = rf"[{UPPER}][{LOWER}]+(?:-[{UPPER}][{LOWER}]+)?"
CAPS_NAME = rf"[{UPPER}]{{3,}}(?![{LOWER}])"  # "Mario Rosario MORELLI" (after a given name only)


@dataclass(frozen=True, slots=True)
class Rules:
    patterns: tuple[tuple[str, re.Pattern[str]], ...]
    titled: re.Pattern[str]
    given: re.Pattern[str]
    not_names: frozenset[str]
    particles: frozenset[str]
    titles: frozenset[str]


def _alt(words: list[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


@lru_cache(maxsize=1)
def rules() -> Rules:
    text = resources.files("lexgate.llm").joinpath("data/pii.yaml").read_text(encoding="utf-8")
    data = load_yaml(text)
    patterns = tuple((str(p["category"]), re.compile(str(p["regex"]))) for p in data["patterns"])
    particles = [str(p) for p in data["particles"]]
    part = rf"(?:(?:{_alt(particles)})\s*)"
    surname = rf"{part}?{NAME}"
    titles = [str(t) for t in data["titles"]]
    titled = re.compile(
        rf"(?<![\w.])(?:{_alt(titles)})(?:\s+(?:{_alt(titles)}))*\s+(?P<value>{NAME}(?:\s+{surname}){{0,2}})"
    )
    given = re.compile(
        rf"(?<![\w.])(?P<value>(?:{_alt([str(g) for g in data['given_names']])})(?:\s+{NAME})?\s+(?:{surname}|{CAPS_NAME}))\b"
    )
    return Rules(
        patterns=patterns,
        titled=titled,
        given=given,
        not_names=frozenset(str(w) for w in data["not_names"]),
        particles=frozenset(particles),
        titles=frozenset(t.rstrip(".") for t in titles),
    )


@dataclass(slots=True)
class Pseudonymiser:
    replacements: dict[str, str] = field(default_factory=dict)  # placeholder -> original (first seen)
    variants: dict[str, set[str]] = field(default_factory=dict)  # placeholder -> every text it replaced
    _by_key: dict[tuple[str, str], str] = field(default_factory=dict)
    _counts: dict[str, int] = field(default_factory=dict)
    _surnames: dict[str, str] = field(default_factory=dict)  # surname -> person placeholder

    def _placeholder(self, category: str, original: str, key: str | None = None) -> str:
        k = (category, key or " ".join(original.split()))
        if k not in self._by_key:
            self._counts[category] = self._counts.get(category, 0) + 1
            ph = f"[{category}_{self._counts[category]}]"
            self._by_key[k] = ph
            self.replacements[ph] = original
        return self._by_key[k]

    def _name_span(self, words: str, start: int, min_tokens: int) -> tuple[int, int, str] | None:
        """Trim words that cannot be a name; return (start, end, surname) or None."""
        r = rules()
        tokens = [(m.start(), m.end(), m.group()) for m in re.finditer(r"\S+", words)]
        while tokens and tokens[-1][2] in r.not_names | r.particles:
            tokens.pop()
        if len(tokens) < min_tokens or tokens[0][2] in r.not_names or tokens[0][2] in r.titles:
            return None
        return start + tokens[0][0], start + tokens[-1][1], tokens[-1][2]

    def _spans(self, text: str) -> list[tuple[int, int, str, str]]:
        """(start, end, placeholder-category, key) for every finding; earlier rules win overlaps."""
        r = rules()
        found: list[tuple[int, int, str, str]] = []
        for category, pattern in r.patterns:
            for m in pattern.finditer(text):
                a, b = m.span("value") if "value" in pattern.groupindex and m.group("value") else m.span()
                value = text[a:b]
                if category == "ORG":
                    tokens = list(re.finditer(r"\S+", value))
                    while tokens and tokens[0].group() in r.not_names:
                        tokens.pop(0)
                    if len(tokens) < 2 or "._" in value:
                        continue  # "die Genossenschaft", "A._ AG": no company name to hide
                    a += tokens[0].start()
                found.append((a, b, category, ""))
        for pattern, min_tokens in ((r.titled, 1), (r.given, 2)):
            for m in pattern.finditer(text):
                span = self._name_span(m.group("value"), m.start("value"), min_tokens)
                if span is None:
                    continue
                a, b, surname = span
                self._surnames.setdefault(surname, "")
                found.append((a, b, "PERSON", surname))
        for surname in [s for s in self._surnames if len(s) >= 3]:
            for m in re.finditer(rf"(?<![\w\[]){re.escape(surname)}(?![\w\]])", text):
                found.append((m.start(), m.end(), "PERSON", surname))
        found.sort(key=lambda s: (s[0], -(s[1] - s[0])))
        kept: list[tuple[int, int, str, str]] = []
        for item in found:
            if kept and item[0] < kept[-1][1]:
                continue
            kept.append(item)
        return kept

    def apply(self, text: str) -> str:
        out, pos = [], 0
        for a, b, category, key in self._spans(text):
            out.append(text[pos:a])
            original = text[a:b]
            if category == "PERSON":
                ph = self._surnames.get(key) or self._placeholder("PERSON", original, key)
                self._surnames[key] = ph
            else:
                ph = self._placeholder(category, original)
            self.variants.setdefault(ph, set()).add(original)
            out.append(ph)
            pos = b
        out.append(text[pos:])
        return "".join(out)

    def restore(self, text: str) -> str:
        if not self.replacements:
            return text
        pattern = re.compile("|".join(re.escape(p) for p in self.replacements))
        return pattern.sub(lambda m: self.replacements[m.group()], text)
