"""Modality in de/fr/it/en: does a sentence permit ("kann", "peut", "può", "may"), require ("muss",
"doit", "deve", "must", "shall") or grant a right ("hat Anspruch", "a droit", "ha diritto", "is
entitled")?  Tables in ``data/modality.yaml``.

``modal_sites(text, lang)`` finds each modal marker with what it governs (its *heads*: the verb or the
object it bears on), whether it is negated, restricted ("kann nur", "may only"), passive ("kann erteilt
werden", "may be granted") or inside a condition ("wenn er ... kann").  ``conflicts(claim, source)``
says whether two sites state incompatible modalities: a permission against an obligation (either way),
a discretionary grant ("may be granted") against a right to it ("is entitled to").  Negated,
restricted and conditional sites are left to the negation and condition checks.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal

from lexgate.judges.negation import tables as negation_tables
from lexgate.judges.negation import tokens
from lexgate.judges.text import data_table, fold, stopwords

ModalKind = Literal["permission", "obligation", "entitlement"]
KINDS: tuple[ModalKind, ...] = ("permission", "obligation", "entitlement")
HEAD_WORDS = 3  # content words a modal governs, read after it (before it in a German verb-final clause)
SUBJECT_WORDS = 3  # content words before the modal in its clause (the subject of a passive)
OBJECT_WORDS = 5  # content words after the modal in its clause (what a grant or a right bears on)
WINDOW = 3  # words either side of a modal (not German) in which a negation or "only" bears on it
_BOUNDARY = frozenset({",", ";", ":", ".", "(", ")", "!", "?"})
_STRONG_BOUNDARY = frozenset({";", ":", ".", "(", ")", "!", "?"})
_WORD = re.compile(r"[^\W\d_]+")
_RELATIVES: dict[str, frozenset[str]] = {
    "de": frozenset(
        {"der", "die", "das", "welcher", "welche", "welches", "dem", "den", "denen", "deren", "dessen"}
    ),
    "fr": frozenset({"qui", "dont", "lequel", "laquelle", "lesquels", "lesquelles"}),
    "it": frozenset({"che", "cui", "quale", "quali"}),
    "en": frozenset({"who", "which", "whom"}),
}
_CLITICS = frozenset({"si", "ne", "lo", "la", "gli", "le", "ci", "vi", "non", "se", "en", "y", "l", "s"})


@dataclass(frozen=True, slots=True)
class ModalTables:
    markers: dict[ModalKind, dict[str, tuple[tuple[str, ...], ...]]]
    passive: dict[str, frozenset[str]]
    auxiliary: dict[str, frozenset[str]]
    zu_infinitive: dict[str, frozenset[str]]
    zu_prefixes: dict[str, tuple[str, ...]]
    authority: dict[str, tuple[str, ...]]
    epistemic: dict[str, tuple[str, ...]]
    deadline: dict[str, tuple[tuple[str, ...], ...]]


@lru_cache(maxsize=1)
def tables() -> ModalTables:
    raw: dict[str, dict[str, list[Any]]] = data_table("modality")
    markers: dict[ModalKind, dict[str, tuple[tuple[str, ...], ...]]] = {}
    for kind in KINDS:
        markers[kind] = {
            lang: tuple(sorted((tuple(tokens(str(x))) for x in xs), key=lambda t: (-len(t), t)))
            for lang, xs in raw[kind].items()
        }

    def words(section: str) -> dict[str, frozenset[str]]:
        return {lang: frozenset(str(x) for x in xs) for lang, xs in (raw.get(section) or {}).items()}

    return ModalTables(
        markers,
        words("passive"),
        words("auxiliary"),
        words("zu_infinitive"),
        {lang: tuple(str(x) for x in xs) for lang, xs in (raw.get("zu_prefixes") or {}).items()},
        {lang: tuple(str(x) for x in xs) for lang, xs in (raw.get("authority") or {}).items()},
        {lang: tuple(str(x) for x in xs) for lang, xs in (raw.get("epistemic") or {}).items()},
        {lang: tuple(tuple(tokens(str(x))) for x in xs) for lang, xs in (raw.get("deadline") or {}).items()},
    )


@dataclass(frozen=True, slots=True)
class ModalSite:
    kind: ModalKind
    start: int  # token index of the marker
    end: int  # token index after it
    negated: bool  # a negation bears on it ("darf nicht", "ne peut pas", "may not", "nessuno può")
    restricted: bool  # "kann nur", "ne peut que", "può solo", "may only"
    passive: bool  # "kann erteilt werden", "peut être accordé", "può essere concesso", "may be granted"
    # a permission given to an authority or court ("l'autorité peut octroyer", "the court may order"):
    # a discretion, like the passive grant, not a party's right
    discretion: bool
    conditional: bool  # inside a condition ("wenn er ... kann", "if he may")
    heads: tuple[str, ...]  # the content words it governs (German: the verbs of its clause)
    subject: tuple[str, ...]  # content words before it in its clause
    objects: tuple[str, ...] = ()  # content words after it in its clause (what is granted or owed)

    # the modal weighs an argument ("deve ritenersi", "kann offen bleiben") or sets a time limit ("kann
    # innert 30 Tagen anfechten"): no rule's modality to compare
    weighing: bool = False

    @property
    def plain(self) -> bool:
        """A modality stated outright (not negated, restricted, made a condition or a weighing)."""
        return not (self.negated or self.restricted or self.conditional or self.weighing)


def _content(t: str, lang: str) -> bool:
    tb = tables()
    return (
        len(t) >= 3
        and t.isalpha()
        and t not in stopwords().get(lang, frozenset())
        and t not in negation_tables().negation.get(lang, frozenset())
        and t not in tb.auxiliary.get(lang, frozenset())
    )


def _clause(toks: list[str], start: int, end: int) -> tuple[int, int]:
    """The clause around toks[start:end]: from the last boundary before to the next boundary after
    (a comma right after the marker, "kann, wenn ..., kündigen", does not end the clause)."""
    a = start
    while a > 0 and toks[a - 1] not in _BOUNDARY:
        a -= 1
    b = end
    while b < len(toks) and toks[b] not in _STRONG_BOUNDARY:
        if toks[b] == "," and b > end:
            break
        b += 1
    return a, b


def _zu_infinitive(word: str, lang: str) -> bool:
    """A German zu-infinitive written as one word ("auszurichten", "einzureichen")."""
    for prefix in tables().zu_prefixes.get(lang, ()):
        if word.startswith(prefix + "zu") and len(word) > len(prefix) + 4 and word.endswith("n"):
            return True
    return False


def _lower_words(raw: str) -> frozenset[str]:
    """The words of ``raw`` written in lower case (folded) and not followed by a capitalised word: in
    German, verbs, not nouns nor the adjectives before them ("die ersten Tage")."""
    found = _WORD.findall(raw)
    out: set[str] = set()
    for k, w in enumerate(found):
        nxt = found[k + 1] if k + 1 < len(found) else ""
        if w[:1].islower() and not nxt[:1].isupper():
            out.add(fold(w).replace("ß", "ss"))
    return frozenset(out)


_NOT_VERB_ENDINGS = ("lich", "zeit", "keit", "heit", "weit", "seit", "nicht", "recht", "acht", "ist")


def _german_verb(word: str, lower: frozenset[str]) -> bool:
    """A German infinitive or participle: written in lower case, ending in -en/-ern/-eln/-t
    ("ermässigen", "erteilt"), not an adverb or adjective ("schriftlich", "jederzeit")."""
    return (
        word in lower
        and len(word) >= 4
        and word.endswith(("en", "rn", "ln", "t"))
        and not word.endswith(_NOT_VERB_ENDINGS)
    )


def _german_zu_sites(toks: list[str], taken: set[int], raw: str) -> list[tuple[int, int]]:
    """German "hat ... zu <Infinitiv>" / "ist ... zu <Infinitiv>": an obligation ("Der Arbeitgeber hat den
    Lohn auszurichten", "die Arbeit ist zu unterbrechen").  Returns (finite verb, end of infinitive)."""
    finite = tables().zu_infinitive.get("de", frozenset())
    lower = _lower_words(raw)
    out: list[tuple[int, int]] = []
    for i, t in enumerate(toks):
        if t not in finite or i in taken:
            continue
        k = i + 1
        while k < len(toks) and toks[k] not in _BOUNDARY:
            w = toks[k]
            nxt = toks[k + 1] if k + 1 < len(toks) else ""
            if (_zu_infinitive(w, "de") and w in lower) or (
                w == "zu" and nxt.isalpha() and nxt.endswith("n") and nxt in lower
            ):
                end = k + 1 if w != "zu" else k + 2
                # the infinitive closes the clause ("zu Nachtarbeit heranziehen": "zu" is a preposition)
                if end >= len(toks) or toks[end] in _BOUNDARY:
                    out.append((i, end))
                break
            k += 1
    return out


@lru_cache(maxsize=32768)
def modal_sites(text: str, lang: str) -> tuple[ModalSite, ...]:
    tb = tables()
    toks = tokens(text)
    taken: set[int] = set()
    found: list[tuple[ModalKind, int, int]] = []
    for kind in KINDS:
        for marker in tb.markers[kind].get(lang, ()):
            n = len(marker)
            for i in range(len(toks) - n + 1):
                if tuple(toks[i : i + n]) == marker and not (set(range(i, i + n)) & taken):
                    taken.update(range(i, i + n))
                    found.append((kind, i, i + n))
    zu_ends: dict[int, int] = {}
    if lang == "de":
        for i, end in _german_zu_sites(toks, taken, text):
            taken.add(i)
            found.append(("obligation", i, i + 1))
            zu_ends[i] = end
    found.sort(key=lambda f: f[1])
    neg_words = negation_tables().negation.get(lang, frozenset()) - {"ne", "n"}
    subjects = negation_tables().subject.get(lang, frozenset())
    restrictive = {w for w in negation_tables().restrictive.get(lang, ()) if " " not in w}
    conditions = {c for c in negation_tables().condition_markers.get(lang, ()) if " " not in c} | {
        c for c in negation_tables().exception.get(lang, ()) if " " not in c
    }
    passive_words = tb.passive.get(lang, frozenset())
    lower = _lower_words(text) if lang == "de" else frozenset()
    # a German verb-first condition ("Hat der Geschädigte ... eingewilligt, ..., so kann der Richter"):
    # what stands before its ", so" is the condition
    so_at = -1
    if lang == "de" and toks and toks[0] in negation_tables().verb_first.get(lang, frozenset()):
        so_at = next((k for k in range(1, len(toks) - 1) if toks[k] == "," and toks[k + 1] == "so"), -1)
    out: list[ModalSite] = []
    for kind, i, j in found:
        a, b = _clause(toks, i, j)
        verb_final = lang == "de" and j - i == 1 and (j >= len(toks) or toks[j] in _BOUNDARY)
        if verb_final:
            b = j  # "..., wenn er nicht zahlen kann, ...": the clause ends with its modal
        if lang == "de":
            # the negation of a German modal may follow an inserted clause ("kann ein Sachverhalt, der
            # ..., nicht berücksichtigt werden"): read up to the end of the sentence part
            stop = next((k for k in range(j, len(toks)) if toks[k] in _STRONG_BOUNDARY), len(toks))
            around = toks[a : b if verb_final else stop]
        else:
            around = toks[max(a, i - WINDOW) : min(b, j + WINDOW)]
        negated = any(t in neg_words or t in subjects for t in around) or (
            lang == "fr" and i > 0 and toks[i - 1] in ("ne", "n")
        )
        negated = negated or "cannot" in toks[i:j]
        # "può ritenere provato un fatto solo se", "kann ... nur", "may ... only": anywhere in its clause
        restricted = any(
            t in restrictive for t in (around if lang == "de" else toks[max(a, i - WINDOW) : b])
        ) or (lang == "fr" and any(t in ("que", "qu") for t in toks[j:b]))
        conditional = any(t in conditions for t in toks[a:i]) or i < so_at
        # a modal describing someone ("la parte che deve ricevere", "celui qui peut", "der Gläubiger, der
        # ... kann"): a relative clause qualifies a noun, it states no rule's modality
        before = [t for t in toks[a:i] if t not in _CLITICS]
        relative = bool(before) and before[-1] in _RELATIVES.get(lang, frozenset())
        if lang == "de" and verb_final:
            relative = toks[a : a + 1] != [] and toks[a] in _RELATIVES["de"] and a > 0 and toks[a - 1] == ","
        conditional = conditional or relative
        after = toks[j:b]
        if lang == "de":
            passive = kind == "permission" and any(t in passive_words for t in after)
        else:
            passive = any(t in passive_words for t in after[:2])
        if kind == "entitlement" or lang != "de":
            heads = [t for t in after if _content(t, lang)][:HEAD_WORDS]
        else:
            # German: the verbs of the clause (written in lower case, "ermässigen oder gänzlich von ihr
            # entbinden"), after the modal; before it in a verb-final clause
            span = toks[a:i] if verb_final else toks[j : zu_ends.get(i, b)]
            heads = [t for t in span if _content(t, lang) and _german_verb(t, lower)]
            if not heads and not verb_final:
                # the verb after an inserted clause ("darf das Gericht bei einem X, der ..., verzichten")
                end = next((k for k in range(j, len(toks)) if toks[k] in _STRONG_BOUNDARY), len(toks))
                heads = [t for t in toks[j:end] if _content(t, lang) and _german_verb(t, lower)][-2:]
            if not heads:
                heads = [t for t in span if _content(t, lang)][-2:]
        subject = [t for t in toks[a:i] if _content(t, lang)][-SUBJECT_WORDS:]
        # the subject of a verb-second German clause may follow the modal ("so kann der Richter ...")
        near = subject + ([t for t in after[:3] if _content(t, lang)] if lang == "de" else [])
        discretion = kind == "permission" and (
            passive or any(t.startswith(tb.authority.get(lang, ())) for t in near if len(t) >= 4)
        )
        objects = tuple(t for t in after if _content(t, lang))[:OBJECT_WORDS]
        governed = (heads[:1] if lang != "de" else heads) + [t for t in after[:2] if t.isalpha()]
        weighing = any(t.startswith(tb.epistemic.get(lang, ())) for t in governed if len(t) >= 4) or any(
            tuple(toks[k : k + len(d)]) == d for d in tb.deadline.get(lang, ()) for k in range(a, b)
        )
        out.append(
            ModalSite(
                kind,
                i,
                j,
                negated,
                restricted,
                passive,
                discretion,
                conditional,
                tuple(heads),
                tuple(subject),
                objects,
                weighing,
            )
        )
    return tuple(out)


def conflicts(claim: ModalSite, source: ModalSite) -> bool:
    """Whether the claim's modality contradicts the source's (both stated outright)."""
    if not (claim.plain and source.plain):
        return False
    kinds = {claim.kind, source.kind}
    if kinds == {"permission", "obligation"}:
        return True
    if kinds == {"permission", "entitlement"}:
        # "der Mieter kann kündigen" and "the tenant is entitled to terminate" say the same; a grant left
        # to discretion ("kann erteilt werden", "may be granted") is not a right to it
        perm = claim if claim.kind == "permission" else source
        return perm.discretion
    return False


def compatible(claim: ModalSite, source: ModalSite) -> bool:
    """The source site states the claim's modality (or one that does not conflict with it)."""
    if not source.plain or not claim.plain:
        return False
    return not conflicts(claim, source)
