"""Negation, exception idioms and absolute words in de/fr/it/en (tables in ``data/negation.yaml``).

``polarity(text, lang)`` reports whether a sentence negates its statement, after the exception idioms
("es sei denn", "sofern nicht", "à moins que", "ne ... que", "non ... se non", "salvo che", "unless")
are taken out: their negation word restricts the statement, it does not flip it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Literal

from lexgate.judges.text import data_table, fold, stopwords


@dataclass(frozen=True, slots=True)
class Tables:
    negation: dict[str, frozenset[str]]
    strong: dict[str, tuple[str, ...]]
    idioms: dict[str, tuple[str, ...]]
    absolute: dict[str, tuple[str, ...]]
    conditions: dict[str, tuple[str, ...]]
    negative_meaning: dict[str, frozenset[str]]
    clause_separators: dict[str, tuple[str, ...]]
    without: dict[str, tuple[str, ...]]
    # "non ... che": at most this many words between the two parts (default 6)
    idiom_gaps: dict[str, int]
    # words right after a negation that are not what it negates ("nicht mehr X": X)
    particles: dict[str, frozenset[str]]
    # markers of a clause that claims something more ("also", "inoltre"): held to a higher bar
    additive: dict[str, tuple[str, ...]]
    # idioms whose negation word restricts nothing ("whether or not", "oder nicht", "ou non")
    neutral_idioms: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # universal quantifiers ("any", "every", "jede", "tous", "qualsiasi"): a claim that generalises
    universal: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # restrictive words ("only", "nur", "seulement", "soltanto"): a claim that narrows
    restrictive: dict[str, tuple[str, ...]] = field(default_factory=dict)
    restrictive_beside_determiner: dict[str, frozenset[str]] = field(default_factory=dict)
    determiners: dict[str, frozenset[str]] = field(default_factory=dict)
    # concessive markers ("even if", "même si", "selbst wenn", "anche se"): the rule applies anyway
    concessive: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # exception markers ("unless", "sauf si", "es sei denn", "salvo che"): the rule does not apply
    exception: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # "until" words: a negation after them is pleonastic ("tant qu'elle n'est pas condamnée")
    until: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # markers of what the rule dispenses with ("even without", "anche senza", "auch ohne")
    dispensing: dict[str, tuple[str, ...]] = field(default_factory=dict)
    requirement: dict[str, tuple[str, ...]] = field(default_factory=dict)
    dispensing_modifiers: frozenset[str] = frozenset()
    dispensing_with: dict[str, frozenset[str]] = field(default_factory=dict)
    # words that take things out of a rule ("eccettuati i regali usuali"): what follows is excepted
    excepting: dict[str, frozenset[str]] = field(default_factory=dict)
    # markers opening a condition clause ("si", "wenn", "se", "if"), and German finite verbs that open
    # a condition without a conjunction ("Ist die Betreibung nicht eingestellt worden, so ...")
    condition_markers: dict[str, tuple[str, ...]] = field(default_factory=dict)
    relative_markers: dict[str, tuple[str, ...]] = field(default_factory=dict)
    condition_nouns: dict[str, tuple[str, ...]] = field(default_factory=dict)
    cumulative_lead: dict[str, tuple[str, ...]] = field(default_factory=dict)
    consequence: dict[str, tuple[str, ...]] = field(default_factory=dict)
    one_of_lead: dict[str, frozenset[str]] = field(default_factory=dict)
    list_and: frozenset[str] = frozenset()
    list_or: frozenset[str] = frozenset()
    verb_first: dict[str, frozenset[str]] = field(default_factory=dict)
    verb_final_scope: dict[str, dict[str, str]] = field(default_factory=dict)
    # markers of a subordinate clause that asserts something of its own ("ohne dass", "sans que")
    subordinate: dict[str, tuple[str, ...]] = field(default_factory=dict)
    reason_lead: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # words opening an indirect question ("ob", "whether"): a negation in it asserts nothing
    question: dict[str, frozenset[str]] = field(default_factory=dict)
    # phrases naming the sole ground of a rule ("per il solo fatto", "du seul fait"): no restriction
    sole_ground: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # phrases that extend a rule beyond the cases it is limited to ("anche al di fuori", "also outside")
    widening: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # relative pronouns opening, after a comma, a clause of its own ("..., termine che ...")
    relative: dict[str, tuple[str, ...]] = field(default_factory=dict)
    comma_relatives: dict[str, tuple[str, ...]] = field(default_factory=dict)
    auxiliaries: dict[str, frozenset[str]] = field(default_factory=dict)
    # a rule of thumb's words ("in der Regel", "di regola", "as a rule")
    rule_of_thumb: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # universal words about time only ("jederzeit", "at any time")
    temporal_universal: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # attributive negation: a negation word that, with no verbal negation before it, qualifies the next
    # word ("non retiré"), and the words (articles) after which a negation word does so ("die nicht ...")
    attributive: dict[str, frozenset[str]] = field(default_factory=dict)
    attributive_after: dict[str, frozenset[str]] = field(default_factory=dict)
    # the negation that denies one word of a phrase, and where it stands: "before" the word and its noun
    # (de), "between" the noun and the word (fr, it), or as a "prefix" of the word (en "non-")
    attribute_negation: dict[str, dict[str, str]] = field(default_factory=dict)
    # "ni", "né", "nor", "noch": after a negation of the same sentence they add an item to what it
    # negates, they are no negation of their own
    continuations: dict[str, frozenset[str]] = field(default_factory=dict)
    never_alone: dict[str, frozenset[str]] = field(default_factory=dict)
    # negative subjects ("niemand", "nessuno", "nul", "nobody"): their scope is the whole clause
    subject: dict[str, frozenset[str]] = field(default_factory=dict)
    # adversative words ("jedoch", "toutefois", "tuttavia", "however") opening an appended restriction
    adversative: dict[str, frozenset[str]] = field(default_factory=dict)
    # an exception that a party must prove ("à moins qu'il ne prouve", "sofern er nicht beweist"): it
    # describes a defence and shifts the burden of proof, a claim may leave it to the defence (stems)
    proof: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # hedges ("grundsätzlich", "en principe", "di per sé", "as a rule"): the claim allows for exceptions
    hedge: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # phrases after which a negation says how far a ruling reaches ("nella parte in cui non prevede")
    scope_phrases: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # words opening a clause that says something further of what came before ("tale", "dieser")
    anaphoric: dict[str, frozenset[str]] = field(default_factory=dict)
    # sufficiency words ("di per sé", "by itself"): absolute affirmed, a hedge negated
    sufficiency: dict[str, tuple[str, ...]] = field(default_factory=dict)


@lru_cache(maxsize=1)
def tables() -> Tables:
    raw: dict[str, dict[str, list[Any]]] = data_table("negation")

    def tup(section: str) -> dict[str, tuple[str, ...]]:
        return {lang: tuple(str(x) for x in xs) for lang, xs in (raw.get(section) or {}).items()}

    def sets(section: str) -> dict[str, frozenset[str]]:
        return {lang: frozenset(str(x) for x in xs) for lang, xs in (raw.get(section) or {}).items()}

    neutral = tup("neutral_idioms")
    # the neutral idioms are idioms too: their negation word is taken out like any idiom's
    idioms = {lang: tuple(dict.fromkeys([*xs, *neutral.get(lang, ())])) for lang, xs in tup("idioms").items()}
    return Tables(
        negation=sets("negation"),
        strong=tup("strong"),
        idioms=idioms,
        absolute=tup("absolute"),
        conditions=tup("conditions"),
        negative_meaning=sets("negative_meaning"),
        clause_separators=tup("clause_separators"),
        without=tup("without"),
        idiom_gaps={str(k): int(str(v)) for k, v in (raw.get("idiom_gaps") or {}).items()},
        until=tup("until"),
        particles=sets("particles"),
        additive=tup("additive"),
        neutral_idioms=neutral,
        universal=tup("universal"),
        restrictive=tup("restrictive"),
        restrictive_beside_determiner=sets("restrictive_beside_determiner"),
        determiners=sets("determiners"),
        concessive=tup("concessive"),
        exception=tup("exception"),
        dispensing=tup("dispensing"),
        requirement=tup("requirement"),
        dispensing_modifiers=frozenset(str(x) for x in raw.get("dispensing_modifiers") or ()),
        dispensing_with=sets("dispensing_with"),
        excepting=sets("excepting"),
        question=sets("question"),
        consequence=tup("consequence"),
        cumulative_lead=tup("cumulative_lead"),
        one_of_lead=sets("one_of_lead"),
        condition_nouns=tup("condition_nouns"),
        list_and=frozenset(str(x) for x in raw.get("list_and") or ()),
        list_or=frozenset(str(x) for x in raw.get("list_or") or ()),
        relative_markers=tup("relative_markers"),
        condition_markers=tup("condition_markers"),
        verb_final_scope={
            lang: {str(k): str(v) for k, v in dict(pairs).items()}
            for lang, pairs in (raw.get("verb_final_scope") or {}).items()
        },
        verb_first=sets("verb_first"),
        attribute_negation={
            lang: {str(k): str(v) for k, v in dict(spec).items()}
            for lang, spec in (raw.get("attribute_negation") or {}).items()
        },
        subordinate=tup("subordinate"),
        reason_lead=tup("reason_lead"),
        sole_ground=tup("sole_ground"),
        widening=tup("widening"),
        relative=tup("relative"),
        comma_relatives=tup("comma_relatives"),
        auxiliaries=sets("auxiliaries"),
        temporal_universal=tup("temporal_universal"),
        rule_of_thumb=tup("rule_of_thumb"),
        attributive=sets("attributive"),
        never_alone=sets("never_alone"),
        continuations=sets("continuations"),
        attributive_after=sets("attributive_after"),
        subject=sets("subject"),
        adversative=sets("adversative"),
        proof=tup("proof"),
        hedge=tup("hedge"),
        sufficiency=tup("sufficiency"),
        anaphoric=sets("anaphoric"),
        scope_phrases=tup("scope_phrases"),
    )


def is_anaphoric(clause: str, lang: str) -> bool:
    """The clause opens with a word pointing back at what the claim has said ("tale nullità ...",
    "cette action ...", "dieser Anspruch ...", "such a claim ..."): it asserts something further of it."""
    toks = [t for t in _toks(clause) if t not in (",", ";", ":")]
    return bool(toks) and toks[0] in tables().anaphoric.get(lang, frozenset())


def is_hedged(text: str, lang: str) -> bool:
    """The text says its rule holds in principle, by itself or subject to exceptions ("grundsätzlich",
    "en principe", "di per sé", "as a rule", "subject to")."""
    toks = _toks(text)
    if any(_has_phrase(toks, h) for h in tables().hedge.get(lang, ())):
        return True
    neg = tables().negation.get(lang, frozenset())
    return any(
        _has_phrase(toks, w) and not _absolute_at(toks, w, neg) for w in tables().sufficiency.get(lang, ())
    )


def is_additive(clause: str, lang: str) -> bool:
    """The clause says it adds to the rule ("the provision also ...", "e inoltre", "zudem")."""
    return _says_any(clause, tables().additive.get(lang, ()))


def _says_any(text: str, phrases: tuple[str, ...]) -> bool:
    toks = _toks(text)
    return any(_has_phrase(toks, phrase) for phrase in phrases)


_TOKEN = re.compile(r"[a-z0-9]+(?:-[a-z]+)*|[,;:.!?()']")


# Italian "né" (nor) folds to "ne", the clitic pronoun ("ne deriva", "ne risponde"): it is kept apart
# as "neh" (the Italian codes write it "ne'")
_NE_ACCENT = re.compile(r"\b([nN])(?:[éè]|e')(?=[\s,;:.!?)]|$)")


@lru_cache(maxsize=65536)
def _toks_cached(text: str) -> tuple[str, ...]:
    return tuple(_TOKEN.findall(fold(_NE_ACCENT.sub(r"\1eh", text)).replace("ß", "ss")))


def _toks(text: str) -> list[str]:
    """``text``'s folded tokens (a new list: callers may change it; the tokens are cached)."""
    return list(_toks_cached(text))


@lru_cache(maxsize=4096)
def _phrase_toks(phrase: str) -> tuple[str, ...]:
    """A table phrase's tokens (cached: the tables are read for every sentence)."""
    return tuple(_toks(phrase))


def _has_phrase(toks: list[str], phrase: str) -> bool:
    words = _phrase_toks(phrase)
    n = len(words)
    if n == 1:
        return words[0] in toks
    first = words[0]
    return any(toks[i] == first and tuple(toks[i : i + n]) == words for i in range(len(toks) - n + 1))


@lru_cache(maxsize=32768)
def _tokens_and_cleaned(text: str, lang: str) -> tuple[list[str], list[str]]:
    """``text``'s tokens, and the same with the exception idioms blanked out (cached: the same passage
    sentences are read for many claims).  Callers must not change the lists."""
    toks = _toks(text)
    return toks, _remove_idioms(toks, lang)


@lru_cache(maxsize=8)
def _idiom_plan(
    lang: str,
) -> tuple[tuple[tuple[str, tuple[str, ...], int], ...], tuple[tuple[str, ...], ...]]:
    """The idioms of ``lang`` tokenised once: the gapped ones ("non ... se non": first word, last words,
    gap) and the plain ones, in the order they claim their words (gapped first, then longest first)."""
    gapped: list[tuple[str, tuple[str, ...], int]] = []
    plain: list[tuple[str, ...]] = []
    for idiom in sorted(tables().idioms.get(lang, ()), key=lambda x: (" ... " not in x, -len(x))):
        if " ... " in idiom:
            first, last = idiom.split(" ... ", 1)
            gapped.append((first, tuple(_toks(last)), tables().idiom_gaps.get(idiom, 6)))
        else:
            plain.append(tuple(_toks(idiom)))
    return tuple(gapped), tuple(plain)


UNTIL_REACH = 6  # words after "tant que" / "fino a quando" in which a negation is pleonastic


def _remove_idioms(toks: list[str], lang: str) -> list[str]:
    out = list(toks)
    gapped, plain = _idiom_plan(lang)
    negations = set(tables().negation.get(lang, ()))
    for marker in tables().until.get(lang, ()):
        mw = _phrase_toks(marker)
        n = len(mw)
        for i in range(len(out) - n + 1):
            if tuple(out[i : i + n]) != mw:
                continue
            for k in range(i + n, min(len(out), i + n + UNTIL_REACH)):
                if out[k] in (",", ";", "."):
                    break
                if out[k] in negations:
                    out[k] = "_"
    # "non ... se non" before "se non": the long idioms claim their words first
    for first, lw, gap in gapped:
        for i, t in enumerate(out):
            if t == first:
                window = out[i + 1 : i + 1 + gap + len(lw)]
                for k in range(len(window) - len(lw) + 1):
                    if tuple(window[k : k + len(lw)]) == lw and not (
                        {"pas", "jamais", "mai", "nessun"} & set(window[:k])
                    ):
                        out[i] = "_"
                        break
    present = set(out)
    for words in plain:
        n = len(words)
        if not n or words[0] not in present:
            continue
        i = 0
        while i <= len(out) - n:
            if tuple(out[i : i + n]) == words:
                for k in range(i, i + n):
                    out[k] = "_"
                i += n
            else:
                i += 1
    return out


@dataclass(frozen=True, slots=True)
class Polarity:
    negated: bool  # a negation word outside the idioms
    strong: bool  # never / nie / jamais / mai ...
    idiom: bool  # an exception idiom occurs
    negative_meaning: bool  # void / nichtig / excluded ... (negative without a negation word)
    absolute: bool  # always / immer / toujours ...
    conditional: bool  # if / wenn / si / se ... (a condition in the text)
    universal: bool = False  # any / every / jede / tous / qualsiasi ... (a quantifier over all cases)
    restrictive: bool = False  # only / nur / seulement / soltanto ... (a restriction)


@lru_cache(maxsize=32768)
def polarity(text: str, lang: str) -> Polarity:
    tb = tables()
    toks, cleaned = _tokens_and_cleaned(text, lang)
    neg_words = tb.negation.get(lang, frozenset())
    negated = any(t in neg_words for t in cleaned)
    if lang == "it":
        # "ne" is also a pronoun in Italian ("ne deriva"); count it only with another negation word.
        negated = any(t in neg_words and t != "ne" for t in cleaned)
    if lang == "fr":
        # "ne" alone (ne explétif, "ne ... que") is not a negation without pas/jamais/aucun/rien/plus.
        negated = any(t in neg_words and t not in ("ne", "n") for t in cleaned) or (
            any(t in ("ne", "n") for t in cleaned) and "plus" in cleaned
        )
    strong = any(_has_phrase(cleaned, s) for s in tb.strong.get(lang, ()))
    if lang == "it" and strong:
        strong = "non" in cleaned or "nessun" in cleaned or cleaned[:1] == ["mai"]
    # "whether or not" / "ob ... oder nicht": the negation is taken out but restricts nothing
    neutral = {tuple(_toks(x)) for x in tb.neutral_idioms.get(lang, ())}
    idiom = any(
        c != t
        and not any(tuple(toks[j : j + len(n)]) == n for n in neutral for j in range(max(0, i - 3), i + 1))
        for i, (c, t) in enumerate(zip(cleaned, toks, strict=True))
    )
    # "per il solo fatto che", "du seul fait que", "allein weil", "merely because": the ground a rule
    # names, not a restriction (the "solo", "seul", "allein" in them neither negates nor restricts)
    toks = _without_phrases(toks, tb.sole_ground.get(lang, ()))
    negm = any(t in tb.negative_meaning.get(lang, frozenset()) for t in toks)
    absolute = any(_absolute_at(toks, a, neg_words) for a in tb.absolute.get(lang, ()))
    conditional = idiom or any(_has_phrase(toks, c) for c in tb.conditions.get(lang, ()))
    universal = any(_has_phrase(toks, u) for u in tb.universal.get(lang, ()))
    restrictive = (
        any(_has_phrase(toks, r) for r in tb.restrictive.get(lang, ()))
        or (lang == "fr" and _ne_que(toks))
        or _restricts_beside_determiner(toks, tb, lang)
    )
    return Polarity(negated, strong, idiom, negm, absolute, conditional, universal, restrictive)


def _without_phrases(toks: list[str], phrases: tuple[str, ...]) -> list[str]:
    """``toks`` with every occurrence of the (folded) phrases taken out."""
    if not phrases:
        return toks
    out = list(toks)
    for phrase in sorted(phrases, key=lambda x: (-len(x), x)):
        words = list(_phrase_toks(phrase))
        n = len(words)
        i = 0
        while n and i + n <= len(out):
            if out[i : i + n] == words:
                del out[i : i + n]
            else:
                i += 1
    return out


ABSOLUTE_NEGATION_BEFORE = 3  # "nicht immer", "pas toujours", "non ... di per sé": no absolute claim


def _absolute_at(toks: list[str], phrase: str, neg_words: frozenset[str]) -> bool:
    """``phrase`` (an absolute word: "immer", "di per sé") occurs in ``toks`` without a negation just
    before it ("not always" says the rule does not always hold)."""
    words = _phrase_toks(phrase)
    n = len(words)
    if n == 0:
        return False
    prefix = n == 1 and " " not in phrase
    first = words[0]
    for i, t in enumerate(toks):
        if prefix:
            if not t.startswith(first):
                continue
        elif t != first or tuple(toks[i : i + n]) != words:
            continue
        if not any(w in neg_words for w in toks[max(0, i - ABSOLUTE_NEGATION_BEFORE) : i]):
            return True
    return False


def _restricts_beside_determiner(toks: list[str], tb: Tables, lang: str) -> bool:
    """ "seul le juge", "la seule condition": the word restricts next to a determiner, not after a verb."""
    words = tb.restrictive_beside_determiner.get(lang, frozenset())
    dets = tb.determiners.get(lang, frozenset())
    return any(
        t in words and ((i > 0 and toks[i - 1] in dets) or (i + 1 < len(toks) and toks[i + 1] in dets))
        for i, t in enumerate(toks)
    )


def _ne_que(toks: list[str]) -> bool:
    """French restrictive "ne ... que" ("n'est protégé que si")."""
    for i, t in enumerate(toks):
        if t in ("ne", "n") and any(w in ("que", "qu") for w in toks[i + 1 : i + 5]):
            return not ({"pas", "jamais", "plus"} & set(toks[i + 1 : i + 5]))
    return False


_ACCENTED = {
    "a": "aàáâäã",
    "e": "eèéêë",
    "i": "iìíîï",
    "o": "oòóôöõ",
    "u": "uùúûü",
    "c": "cç",
    "n": "nñ",
}


@lru_cache(maxsize=8)
def _separator_pattern(lang: str) -> re.Pattern[str] | None:
    """The clause separators of ``lang`` as one pattern (longest first) that also matches them written
    with accents ("wahrend" matches "während", "nonche" matches "nonché") and capitals."""
    seps = sorted(tables().clause_separators.get(lang, ()), key=lambda x: (-len(x), x))
    if not seps:
        return None
    # short words keep their accents: Italian "è" (is) is not the separator "e" (and)
    alts = [
        "".join(
            f"[{_ACCENTED[ch]}]" if ch in _ACCENTED and len(sep.strip()) > 3 else re.escape(ch) for ch in sep
        )
        for sep in seps
    ]
    return re.compile("|".join(alts), re.IGNORECASE)


_RANGE_AND = re.compile(r"(\d)\s+(e|ed|and|und|et)\s+(\d)")


def clauses(text: str, lang: str, subordinate: bool = False) -> list[str]:
    """Split a claim at the clause separators of its language (longest first); ``subordinate``: also
    before each subordinate-clause marker ("..., ohne dass ..."), which stays with its clause."""
    # "tra 150 e 250 franchi", "between 2 and 5 years": a range, not two clauses
    text = _RANGE_AND.sub("\\1\u00a0\\2\u00a0\\3", text)
    pattern = _separator_pattern(lang)
    lead = _reason_lead_pattern(lang)
    head = lead.match(text) if lead is not None else None
    pieces = [text[: head.end()], text[head.end() :]] if head else [text]
    parts = [
        q for piece in pieces for q in (pattern.split(" " + piece + " ") if pattern is not None else [piece])
    ]
    if subordinate:
        sub = _subordinate_pattern(lang)
        if sub is not None:
            parts = [q for p in parts for q in sub.split(p)]
    return [p.strip(" ,").replace("\u00a0", " ") for p in parts if p.strip(" ,")]


@lru_cache(maxsize=8)
def _reason_lead_pattern(lang: str) -> re.Pattern[str] | None:
    """A claim's opening reason clause up to its first comma ("Poiché la casa è stata distrutta, ")."""
    markers = sorted(tables().reason_lead.get(lang, ()), key=lambda x: (-len(x), x))
    if not markers:
        return None
    alts = "|".join(
        "".join(f"[{_ACCENTED[ch]}]" if ch in _ACCENTED else re.escape(ch) for ch in m) for m in markers
    )
    return re.compile(rf"\s*(?:{alts})\b[^,;.]*,", re.IGNORECASE)


def opens_with_reasons(clause: str, lang: str) -> bool:
    """The clause is a claim's opening reason clause ("Poiché la casa è stata distrutta"), its facts."""
    lead = _reason_lead_pattern(lang)
    return lead is not None and lead.match(clause + ",") is not None


@lru_cache(maxsize=8)
def _subordinate_pattern(lang: str) -> re.Pattern[str] | None:
    """Before a subordinate-clause marker, and before an exception or condition marker after a comma
    ("..., unless the parties agree otherwise", "..., si le créancier ...")."""
    tb = tables()
    markers = sorted(tb.subordinate.get(lang, ()), key=lambda x: (-len(x), x))
    after_comma = sorted(
        {*tb.exception.get(lang, ()), *tb.condition_markers.get(lang, ())}, key=lambda x: (-len(x), x)
    )
    alts = []
    if markers:
        alts.append(r",?\s+(?=(?:" + "|".join(re.escape(m) for m in markers) + r")\b)")
    if after_comma:
        alts.append(r",\s+(?=(?:" + "|".join(re.escape(m) for m in after_comma) + r")\b)")
    relative = sorted(tb.relative.get(lang, ()), key=lambda x: (-len(x), x))
    if relative:
        alts.append(r",\s+(?=(?:\w+\s+)?(?:" + "|".join(re.escape(m) for m in relative) + r")\b)")
    direct = sorted(tb.comma_relatives.get(lang, ()), key=lambda x: (-len(x), x))
    if direct:
        alts.append(r",\s+(?=(?:" + "|".join(re.escape(m) for m in direct) + r")\s)")
    return re.compile("|".join(alts), re.IGNORECASE) if alts else None


def negation_scopes(text: str, lang: str, window: int = 3) -> list[list[str]]:
    """For each negation word outside the idioms: the words around it (its likely scope)."""
    tb = tables()
    _toks_all, cleaned = _tokens_and_cleaned(text, lang)
    neg_words = tb.negation.get(lang, frozenset()) - {"ne", "n"}
    scopes: list[list[str]] = []
    for i, t in enumerate(cleaned):
        if t in neg_words:
            around = [
                w
                for w in cleaned[max(0, i - window) : i + window + 1]
                if w not in neg_words and len(w) > 3 and w != "_"
            ]
            scopes.append(around)
    return scopes


@dataclass(frozen=True, slots=True)
class NegationSite:
    predicates: tuple[str, ...]  # the content words the negation applies to (folded)
    strong: bool
    # the negation qualifies a word inside a noun phrase ("un jugement non retiré", "die nicht abgeholte
    # Sendung"), it does not deny the clause's statement
    attributive: bool = False


def tokens(text: str) -> list[str]:
    """Folded tokens as the negation rules see them (apostrophes and commas split off)."""
    return _toks(text)


NEGATION_REACH = 10  # words after a negation (fr/it/en) up to the end of its clause that it may bear on
# where a negation's clause ends: punctuation, or a conjunction opening a clause of its own ("non decide
# e la parte deve ..."); the window before NEGATION_REACH always stays
_CLAUSE_END = frozenset(
    {",", ";", ":", ".", "(", ")", "e", "ed", "et", "and", "ma", "mais", "but", "o", "ou", "or"}
)


def negation_zone(text: str, lang: str, window: int = 5) -> set[int]:
    """Indexes (into ``tokens(text)``) of the words within ``window`` of a negation outside the idioms."""
    toks, cleaned = _tokens_and_cleaned(text, lang)
    neg_words = _effective_negations(lang)
    zone: set[int] = set()
    for i, _t in enumerate(cleaned):
        if _is_negation(cleaned, i, lang, neg_words):
            start = max(0, i - window)
            if lang == "de":
                start = i
                while start > 0 and cleaned[start - 1] not in (",", ";", ":", ".", "(", ")"):
                    start -= 1
            stop = i + window + 1
            if lang == "de":
                # "kann ihre Haftung weder für ... noch für ... wegbedingen": the verb closing the clause
                end = _clause_end(cleaned, i)
                if end > stop and _clause_final_verb(cleaned, i, text, _plain_word):
                    stop = end
            if lang != "de":
                # the negation reaches to the end of its clause ("non costituisce di per sé motivo di
                # licenziamento"), at most NEGATION_REACH words
                stop = i + 1
                while stop < len(cleaned) and stop <= i + NEGATION_REACH and cleaned[stop] not in _CLAUSE_END:
                    stop += 1
            if _negative_subject(cleaned, i, lang):
                # "Nessuno può essere obbligato a un determinato trattamento": the whole clause is denied
                stop = _clause_end(cleaned, i)
            zone.update(range(start, min(len(toks), max(stop, i + window + 1))))
    return zone


def _negative_subject(cleaned: list[str], i: int, lang: str) -> bool:
    """``cleaned[i]`` is a negative subject ("niemand", "nessuno", "nul", "nobody", "no one")."""
    subjects = tables().subject.get(lang, frozenset())
    if cleaned[i] in subjects:
        return True
    if lang == "fr" and cleaned[i] in ("ne", "n") and i > 0 and cleaned[i - 1] in subjects:
        return True  # "nul ne peut", "personne n'est tenu"
    return lang == "en" and cleaned[i] == "no" and i + 1 < len(cleaned) and cleaned[i + 1] == "one"


def _effective_negations(lang: str) -> frozenset[str]:
    return tables().negation.get(lang, frozenset()) - {"ne", "n"}


_FR_NE_OPENERS = frozenset({"nul", "nulle", "personne", "rien", "aucun", "aucune"})
_FR_NE_MODALS = frozenset(
    {"peut", "peuvent", "saurait", "sauraient", "pourra", "pourront", "puisse", "puissent"}
)


def _is_negation(cleaned: list[str], i: int, lang: str, neg_words: frozenset[str]) -> bool:
    """``cleaned[i]`` negates: a negation word, or French "ne" after "nul" / "personne" / "rien" ("nul ne peut")."""
    t = cleaned[i]
    if t in neg_words:
        return True
    if lang != "fr" or t not in ("ne", "n"):
        return False
    if i > 0 and cleaned[i - 1] in _FR_NE_OPENERS:
        return True
    # literary "ne peut" / "ne saurait" without "pas" (and not the restrictive "ne ... que")
    after = cleaned[i + 1 : i + 7]
    return bool(after) and after[0] in _FR_NE_MODALS and "que" not in after and "qu" not in after


# words before a negation, in its clause, in which a condition word makes it the condition's
CONDITION_REACH = 8


@lru_cache(maxsize=8)
def _concessive_words(lang: str) -> tuple[list[str], ...]:
    """The concessive markers of ``lang`` of more than one word, tokenised once."""
    return tuple(mw for mw in (_toks(m) for m in tables().concessive.get(lang, ())) if len(mw) > 1)


def _ends_concessive(cleaned: list[str], j: int, lang: str) -> bool:
    """The word at ``j`` ends a concessive marker ("auch wenn", "anche se", "even if"): a case the rule
    applies in anyway, not a condition (its negation is the claim's: "auch wenn er keine Vergütung bezieht")."""
    return any(j + 1 >= len(mw) and cleaned[j + 1 - len(mw) : j + 1] == mw for mw in _concessive_words(lang))


def negation_sites(text: str, lang: str) -> list[NegationSite]:
    """Each negation outside the idioms with the word(s) it applies to: the next content word
    (German: also the previous one, since the verb often precedes "nicht")."""
    tb = tables()
    _toks_all, cleaned = _tokens_and_cleaned(text, lang)
    neg_words = _effective_negations(lang)
    sw = stopwords().get(lang, frozenset())
    strong_words = {w for w in tb.strong.get(lang, ()) if " " not in w}

    particles = tb.particles.get(lang, frozenset())

    def content(t: str) -> bool:
        return (
            len(t) > 2
            and t.isalpha()
            and t not in sw
            and t not in neg_words
            and t != "_"
            and t not in particles
        )

    cond_words = {c for c in tb.conditions.get(lang, ()) if " " not in c} - {
        "nur",
        "only",
        "seulement",
        "solo",
        "soltanto",
    }
    continuations = tb.continuations.get(lang, frozenset())
    relatives = frozenset(r for r in tb.relative.get(lang, ()) if " " not in r) | _SUBJECT_RELATIVES.get(
        lang, frozenset()
    )
    sites: list[NegationSite] = []
    negated_before = False
    for i, t in enumerate(cleaned):
        if t == ".":
            negated_before = False
        if not _is_negation(cleaned, i, lang, neg_words):
            continue
        if t in continuations and (negated_before or t in tb.never_alone.get(lang, frozenset())):
            continue  # "n'est pas admis pour ..., ni pour celles qui ...": the same negation goes on
        negated_before = True
        k = i
        while k > 0 and cleaned[k - 1] not in (",", ";", ":", ".", "(", ")"):
            k -= 1
        if any(
            cleaned[j] in cond_words and not _ends_concessive(cleaned, j, lang)
            for j in range(max(k, i - CONDITION_REACH), i)
        ):
            continue  # a negation inside a condition does not state the rule's polarity
        if any(w in tb.question.get(lang, frozenset()) for w in cleaned[k:i]):
            continue  # nor one inside an indirect question ("Ob die Behörde ... nicht erlassen hat, prüft")
        window = cleaned[max(k, i - 6) : i]
        if any(_has_phrase(window, phrase) for phrase in tb.scope_phrases.get(lang, ())):
            # "illegittimo nella parte in cui non prevede ...": the negation says how far the ruling
            # reaches, it does not state the rule's polarity
            continue
        preds: list[str] = []
        following: list[str] = []
        for w in cleaned[i + 1 : i + 5]:
            if w in (",", ";", ":", ".", ")"):
                break
            following.append(w)
        nxt = next((w for w in following if content(w)), None)
        # "nobody who causes harm ... escapes": a negative subject with a relative clause negates the
        # main verb, not the relative clause's (which is not found here: no predicate)
        lead = [w for w in following[:2] if w not in ("one", "uno")]
        if lead and lead[0] in relatives:
            nxt = None
            sites.append(NegationSite((), t in strong_words, _attributive(cleaned, i, lang)))
            continue
        if nxt:
            preds.append(nxt)
        elif lang == "de":
            prev = next((w for w in reversed(cleaned[k:i]) if content(w)), None)
            if prev:
                preds.append(prev)
        if lang == "de":
            final = _clause_final_verb(cleaned, i, text, content) or _negated_participle(
                cleaned, i, text, content
            )
            if final and final not in preds:
                preds.append(final)
        sites.append(
            NegationSite(
                tuple(preds),
                t in strong_words,
                _attributive(cleaned, i, lang),
            )
        )
    return sites


def _clause_final_verb(cleaned: list[str], i: int, text: str, content: Callable[[str], bool]) -> str | None:
    """German: the verb that closes the clause of a negation that bears on it (``verb_final_scope``: "kann
    ihre Haftung weder für ... noch für ... wegbedingen"): the clause's last word, when it is a content
    word the text writes in lower case (a German noun has a capital) and looks like a verb."""
    second = tables().verb_final_scope.get("de", {}).get(cleaned[i])
    end = _clause_end(cleaned, i)
    if second is None or second not in cleaned[i + 1 : end] or end - 1 <= i:
        return None
    last = cleaned[end - 1]
    verb_like = last.endswith(("en", "n", "t"))  # infinitive, participle, finite verb ("später" is not)
    return last if verb_like and content(last) and last in _lower_case_words(text) else None


NEGATED_VERB_REACH = 8  # words from "nicht" to the verb that closes its clause


def _negated_participle(cleaned: list[str], i: int, text: str, content: Callable[[str], bool]) -> str | None:
    """German: "darf ... nicht vom Lohn abgezogen werden": the verb that closes the clause of "nicht"
    (before the auxiliaries, which are no content words), when the clause ends soon after it."""
    if cleaned[i] != "nicht":
        return None
    end = _clause_end(cleaned, i)
    # the clause closes with an auxiliary after the verb ("abgezogen werden"): a participle before a
    # noun ("nicht ... ausgenommenen Leistungen erzielt") is negated itself, not the clause's verb
    if (
        end - i > NEGATED_VERB_REACH
        or end - i < 3
        or cleaned[end - 1] not in tables().auxiliaries.get("de", ())
    ):
        return None
    verb = cleaned[end - 2]
    verb_like = verb.endswith(("en", "n", "t"))
    return verb if verb_like and content(verb) and verb in _lower_case_words(text) else None


def _clause_end(cleaned: list[str], i: int) -> int:
    """The index of the punctuation that ends the clause of ``cleaned[i]`` (or the text's end)."""
    end = i + 1
    while end < len(cleaned) and cleaned[end] not in _CASE_END:
        end += 1
    return end


def _plain_word(t: str) -> bool:
    return len(t) > 2 and t.isalpha()


@lru_cache(maxsize=32768)
def _lower_case_words(text: str) -> frozenset[str]:
    """The folded words that ``text`` writes with a small initial letter."""
    return frozenset(fold(w).replace("ß", "ss") for w in re.findall(r"\w+", text) if w[:1].islower())


_SUBJECT_RELATIVES = {
    "fr": frozenset({"qui"}),
    "it": frozenset({"che"}),
    "en": frozenset({"who", "that", "which"}),
}


def _attributive(cleaned: list[str], i: int, lang: str) -> bool:
    """``cleaned[i]`` qualifies the next word inside a noun phrase: French "non" without a "ne" before
    it and directly before a content word ("envoyé et non retiré"), a negation right after an article
    ("die nicht abgeholte Sendung")."""
    tb = tables()
    t = cleaned[i]
    if i > 0 and cleaned[i - 1] in tb.attributive_after.get(lang, frozenset()):
        return True
    if t not in tb.attributive.get(lang, frozenset()):
        return False
    # "et non dans la langue de ...": "non" before a function word contrasts, it denies
    nxt = cleaned[i + 1] if i + 1 < len(cleaned) else ""
    if not nxt.isalpha() or nxt in stopwords().get(lang, frozenset()):
        return False
    before = cleaned[max(0, i - 4) : i]
    return not any(w in ("ne", "n") for w in before)


_CASE_END = frozenset({",", ";", ":", ".", "(", ")"})


# a that-clause after a comma continues the case it completes ("wenn er beweist, dass ihm kein
# Verschulden zur Last fällt")
_THAT = frozenset({"dass", "que", "qu", "che", "that"})


def _to_clause_end(rest: list[str]) -> str:
    """The tokens of ``rest`` up to the end of their clause, space-joined ("" when none); a that-clause
    right after a comma is part of it."""
    case: list[str] = []
    for k, t in enumerate(rest):
        # a comma inside a short list of nouns ("ausser die Untersuchung, Beratung oder Behandlung
        # erfolge ..."): one word, a comma, and another word before "oder"/"und" go on
        if (
            t in _CASE_END
            and not (t == "," and case and k + 1 < len(rest) and rest[k + 1] in _THAT)
            and not (t == "," and len(case) <= 2 and _lists_on(rest, k))
        ):
            break
        if t != ",":
            case.append(t)
    return " ".join(case)


def _lists_on(rest: list[str], k: int) -> bool:
    """``rest[k]`` is a comma between items of a list that goes on with its last item: "Beratung oder
    Behandlung", one word and then a word that joins a list (``list_and``, ``list_or``: "oder", "und")."""
    joiners = tables().list_and | tables().list_or
    return k + 2 < len(rest) and rest[k + 1].isalpha() and rest[k + 2] in joiners


DEFENCE_REACH = 3  # tokens from a condition marker to its negation, and from the negation to the proof word


def defence_cases(text: str, lang: str) -> list[str]:
    """What a negated condition naming a proof leaves the other party to prove ("se non prova che
    l'inadempimento ...", "wenn er nicht nachweist, dass ...", "s'il ne prouve que ..."): the words after
    the proof word up to the end of the clause.  An exception to the rule, by its burden of proof."""
    tb = tables()
    proof = tb.proof.get(lang, ())
    if not proof:
        return []
    negations = tb.negation.get(lang, frozenset())
    markers = [_phrase_toks(m) for m in tb.condition_markers.get(lang, ())]
    toks = _toks(text)
    out: list[str] = []
    for i in range(len(toks)):
        mw = next((m for m in markers if tuple(toks[i : i + len(m)]) == m), None)
        if mw is None:
            continue
        start = i + len(mw)
        neg = next(
            (j for j in range(start, min(len(toks), start + DEFENCE_REACH)) if toks[j] in negations), None
        )
        if neg is None:
            continue
        at = next(
            (j for j in range(neg + 1, min(len(toks), neg + 1 + DEFENCE_REACH)) if toks[j].startswith(proof)),
            None,
        )
        if at is not None:
            rest = toks[at + 1 :]
            while rest[:1] == [","]:  # "wenn er nicht nachweist, dass ..."
                rest = rest[1:]
            case = _to_clause_end(rest)
            if case:
                out.append(case)
    return out


def marked_cases(
    text: str, lang: str, kind: Literal["concessive", "exception", "dispensing", "requirement"]
) -> list[str]:
    """The case each concessive ("even if X"), exception ("unless X"), dispensing ("even without X") or
    requirement ("presuppone che X") marker of ``text`` names: the words after the marker up to the end
    of its clause (folded, space-joined)."""
    markers = {
        "concessive": tables().concessive,
        "exception": tables().exception,
        "requirement": tables().requirement,
    }.get(kind, tables().dispensing)
    toks = _toks(text)
    out: list[str] = []
    for marker in sorted(markers.get(lang, ()), key=lambda m: (-len(m), m)):
        mw = _toks(marker)
        n = len(mw)
        for i in range(len(toks) - n + 1):
            if toks[i : i + n] != mw:
                continue
            rest = toks[i + n :]
            inserted = rest[:1] == [","]
            while rest[:1] == [","]:  # "es sei denn, dass ..."
                rest = rest[1:]
            case = _to_clause_end(rest)
            if inserted and case and rest[len(case.split()) : len(case.split()) + 1] == [","]:
                # "à moins que, d'après la nature de l'ouvrage, ses aptitudes ne soient sans importance":
                # the words set off by commas and the clause after them
                more = _to_clause_end(rest[len(case.split()) + 1 :])
                case = f"{case} {more}".strip()
            if case:
                out.append(case)
    return out


def concessive_parts(text: str, lang: str) -> list[tuple[str, str]]:
    """(rule, case) for each concessive marker of ``text`` ("auch dann ..., wenn X", "R, anche se X",
    "Even if X, R"): the case runs from the marker to the end of the sentence when the rule stands before
    it, else to the end of its clause, the rule being what follows (folded, space-joined)."""
    toks = _toks(text)
    out: list[tuple[str, str]] = []
    for mw in _concessive_words(lang) + tuple([m] for m in tables().concessive.get(lang, ()) if " " not in m):
        n = len(mw)
        for i in range(len(toks) - n + 1):
            if toks[i : i + n] != mw:
                continue
            rest = [t for t in toks[i + n :] if t != ","] if i >= 3 else toks[i + n :]
            if i >= 3:
                end = next((k for k, t in enumerate(rest) if t in (";", ".")), len(rest))
                rule, case = toks[:i], rest[:end]
            else:
                case = _to_clause_end(rest).split()
                rule = [t for t in rest[len(case) :] if t not in (",", ";", ".")]
            if case and rule:
                out.append((" ".join(rule), " ".join(case)))
    return out


CONDITION_MIN_WORDS = 4
_NOT_CONDITION_BEFORE = frozenset(
    {
        "anche",
        "pur",
        "meme",
        "auch",
        "selbst",
        "even",
        "oder",
        "ou",
        "o",
        "oppure",
        "or",
        "als",
        "come",
        "comme",
        "as",
    }
)
# "incolpa sé stesso", written "se' stesso" in the corpus and folded to "se stesso": the pronoun
_NOT_CONDITION_AFTER = frozenset(
    {
        "pure",
        "anche",
        "auch",
        "nicht",
        "non",
        "not",
        "stesso",
        "stessa",
        "stessi",
        "stesse",
        "medesimo",
        "medesima",
    }
)
# an Italian "se" right after a preposition is the pronoun "sé" ("per sé", "a sé", "da sé"), folded alike
_IT_PREPOSITIONS = frozenset({"per", "a", "di", "da", "in", "tra", "fra", "con", "su"})


def condition_clauses(text: str, lang: str) -> list[str]:
    """The conditions a sentence states: the words after each condition marker ("si", "wenn", "se",
    "if") up to the end of its clause, and a German verb-first condition ("Ist ..., so ...")."""
    tb = tables()
    toks = _toks(text)
    out: list[str] = []
    markers = [_toks(m) for m in sorted(tb.condition_markers.get(lang, ()), key=lambda m: (-len(m), m))]
    taken: set[int] = set()
    for mw in markers:
        n = len(mw)
        for i in range(len(toks) - n + 1):
            if i in taken or toks[i : i + n] != mw:
                continue
            taken.update(range(i, i + n))
            before = toks[max(0, i - 2) : i]
            after = toks[i + n : i + n + 1]
            # "anche se", "même si", "auch wenn", "se pure": concessive, not a condition; "oder, wenn":
            # an alternative, not a condition of the rule
            if set(before) & _NOT_CONDITION_BEFORE or set(after) & _NOT_CONDITION_AFTER:
                continue
            if lang == "it" and mw == ["se"] and before[-1:] and before[-1] in _IT_PREPOSITIONS:
                continue  # "per sé o per altri", "di sé" (the corpus writes "se'"): a pronoun, no condition
            rest = toks[i + n :]
            if rest[:1] == [","] and "," in rest[1:]:
                rest = rest[rest.index(",", 1) + 1 :]  # "lorsque, après réception de la chose, le ..."
            case: list[str] = []
            for t in rest:
                # a comma right after a short subject ("si le créancier, au moment où ...") does not end it
                if t in _CASE_END and (t != "," or len(case) >= CONDITION_MIN_WORDS):
                    break
                case.append(t)
            if case:
                out.append(" ".join(case))
    verbs = tb.verb_first.get(lang, frozenset())
    if verbs and toks and toks[0] in verbs:
        for k in range(1, len(toks) - 1):
            if toks[k] == "," and toks[k + 1] == "so":
                out.append(" ".join(t for t in toks[1:k] if t not in _CASE_END))
                break
    return out


def names_a_condition(text: str, lang: str) -> bool:
    """The claim speaks of a condition as such ("eine der Voraussetzungen", "tra i requisiti")."""
    toks = _toks(text)
    joined = f" {' '.join(toks)} "
    return any(f" {' '.join(_toks(w))} " in joined for w in tables().condition_nouns.get(lang, ()))


def list_kind(items: list[str]) -> str:
    """ "and" when a list's items are cumulative (an item ends with "und" / "et" / "e" / "and" and none with
    "oder" / "ou" / "o" / "or"), "or" when they are alternatives, "" when the text does not say."""
    tb = tables()
    ends = {([t for t in _toks(it) if t.isalpha()] or [""])[-1] for it in items}
    if ends & tb.list_or:
        return "or"
    return "and" if ends & tb.list_and else ""


def draws_consequence(text: str, lang: str) -> bool:
    """``text`` draws a rule's consequence for a case ("è dunque tempestiva", "is therefore late")."""
    return _says_any(text, tables().consequence.get(lang, ()))


def states_condition(text: str, lang: str) -> bool:
    """``text`` uses a condition marker ("wenn", "lorsque", "se", "if"): a list's lead-in "hat Anspruch ...,
    wenn sie:" names the case its items make up."""
    return _says_any(text, tables().condition_markers.get(lang, ()))


def cumulative_lead(lead: str, lang: str) -> bool:
    """The lead-in of a list names its items as conditions met together ("wenn die folgenden
    Voraussetzungen erfüllt sind:", "aux conditions suivantes"), not one of them ("wenn eine der
    folgenden Voraussetzungen erfüllt ist")."""
    tb = tables()
    toks = _toks(lead)
    picks = tb.one_of_lead.get(lang, frozenset())
    for phrase in tb.cumulative_lead.get(lang, ()):
        words = _phrase_toks(phrase)
        n = len(words)
        for i in range(len(toks) - n + 1):
            if tuple(toks[i : i + n]) == words and not picks & set(toks[max(0, i - 3) : i]):
                return True
    return False


def relative_clauses(text: str, lang: str) -> list[str]:
    """The relative clauses of a sentence that narrow a noun ("eine Verletzung der Datensicherheit, die
    voraussichtlich zu einem hohen Risiko führt"): the words after an unambiguous relative marker
    (``relative_markers``; a German one after a comma) up to the end of its clause."""
    tb = tables()
    toks = _toks(text)
    out: list[str] = []
    for marker in tb.relative_markers.get(lang, ()):
        mw = _toks(marker)
        n = len(mw)
        for i in range(1, len(toks) - n + 1):
            if toks[i : i + n] != mw or (lang == "de" and toks[i - 1] != ","):
                continue
            case = _to_clause_end(toks[i + n :])
            if case:
                out.append(case)
    return out


def restriction_clauses(text: str, lang: str) -> list[str]:
    """The restrictions a sentence states: the words after each restrictive word ("nur", "seulement",
    "solo", "only", French "ne ... que") up to the end of its clause (a comma after fewer than
    CONDITION_MIN_WORDS words does not end it: "nur für Überzeitarbeit, die 60 Stunden ... übersteigt")."""
    toks = _toks(text)
    words = {w for w in tables().restrictive.get(lang, ()) if " " not in w}
    # a restriction appended to the rule (", jedoch nur für ...", ", mais seulement ...", ", but only"),
    # not a restrictive word inside a reason or a description
    lead = {",", ";", *tables().adversative.get(lang, ())}
    starts = [i + 1 for i, t in enumerate(toks) if t in words and lead & set(toks[max(0, i - 2) : i])]
    out: list[str] = []
    for start in sorted(set(starts)):
        case: list[str] = []
        for t in toks[start:]:
            if t in _CASE_END and (t != "," or len(case) >= CONDITION_MIN_WORDS):
                break
            case.append(t)
        if case:
            out.append(" ".join(case))
    return out


def any_time_phrase(text: str, lang: str) -> str:
    """The words by which ``text`` allows something at any time ("jederzeit", "en tout temps", "in ogni
    tempo", "at any time"), or ""."""
    return _first_phrase(text, tables().temporal_universal.get(lang, ()))


@lru_cache(maxsize=8)
def _adversative_split(lang: str) -> re.Pattern[str] | None:
    words = tables().adversative.get(lang, frozenset())
    if not words:
        return None
    return re.compile(r",\s+(?=(?:" + "|".join(sorted(map(re.escape, words))) + r")\b)")


def adversative_parts(text: str, lang: str) -> list[str]:
    """``text`` split before each adversative word after a comma ("..., ma la società potrà ...", "...,
    but ..."): the restriction a claim appends is a part of its own."""
    pattern = _adversative_split(lang)
    return pattern.split(text) if pattern is not None else [text]


def rule_of_thumb(text: str, lang: str) -> str:
    """The words by which ``text`` states a rule of thumb ("in der Regel", "en règle générale", "di
    regola", "as a rule"), or ""."""
    return _first_phrase(text, tables().rule_of_thumb.get(lang, ()))


def widening_phrase(text: str, lang: str) -> str:
    """The words by which ``text`` extends a rule beyond its cases ("anche al di fuori dei casi", "auch
    ausserhalb", "même en dehors", "also outside"), or ""."""
    return _first_phrase(text, tables().widening.get(lang, ()))


def _first_phrase(text: str, phrases: tuple[str, ...]) -> str:
    """The longest of ``phrases`` that ``text`` contains as whole words (folded), or ""."""
    folded = " " + " ".join(_toks(text)) + " "
    for phrase in sorted(phrases, key=lambda x: (-len(x), x)):
        words = " ".join(_toks(phrase))
        if f" {words} " in folded:
            return words
    return ""


def scope_polarity(text: str, lang: str) -> Polarity:
    """The polarity of ``text`` with its universal words about time taken out ("jederzeit", "in
    qualsiasi momento"): what remains says whether the rule holds for every case."""
    folded = " " + " ".join(_toks(text)) + " "
    for phrase in sorted(tables().temporal_universal.get(lang, ()), key=lambda x: (-len(x), x)):
        folded = folded.replace(" " + " ".join(_toks(phrase)) + " ", " ")
    return polarity(folded.strip(), lang)


ATTRIBUTE_MIN_CHARS = 5  # the denied word is this long at least ("nicht mehr", "non può" are no attributes)


def _phrases(toks: list[str], lang: str) -> list[tuple[tuple[str, str], bool]]:
    """The (noun, word) pairs of a token list, each with whether the attribute negation denies the word
    there (``attribute_negation``): German "nicht W N" / "W N", French and Italian "N non W" / "N W",
    English "non-W N" / "W N".  The pair is keyed (word, noun) in every order."""
    spec = tables().attribute_negation.get(lang)
    if not spec:
        return []
    neg, order = spec["word"], spec["order"]
    stop = stopwords().get(lang, frozenset())
    out: list[tuple[tuple[str, str], bool]] = []

    def content(w: str) -> bool:
        return w.isalpha() and w not in stop and w != neg

    for i in range(len(toks) - 1):
        a, b = toks[i], toks[i + 1]
        if order == "before":  # nicht W N
            if content(a) and content(b) and len(a) >= ATTRIBUTE_MIN_CHARS:
                out.append(((a, b), i > 0 and toks[i - 1] == neg))
        elif order == "between":  # N non W
            if a == neg and i > 0 and content(toks[i - 1]) and content(b) and len(b) >= ATTRIBUTE_MIN_CHARS:
                out.append(((b, toks[i - 1]), True))
            elif content(a) and content(b) and len(b) >= ATTRIBUTE_MIN_CHARS:
                out.append(((b, a), False))
        else:  # non-W N
            denied = a.startswith(neg + "-")
            word = a[len(neg) + 1 :] if denied else a
            if word.isalpha() and content(b) and len(word) >= ATTRIBUTE_MIN_CHARS and word not in stop:
                out.append(((word, b), denied))
    return out


def dropped_attribute_negation(claim: str, source: str, lang: str) -> str:
    """The phrase that the source denies one word of and the claim states without the denial, or the
    other way round ("Publikumswerbung für nicht verschreibungspflichtige Arzneimittel" against "...
    für verschreibungspflichtige Arzneimittel"): the same word with the same noun, negated in one text
    only, and never both ways in the source (an exception idiom's negation is no denial).  Returns the
    source's words ("nicht verschreibungspflichtige arzneimittel"), else ""."""
    spec = tables().attribute_negation.get(lang)
    if not spec:
        return ""
    cleaned = _tokens_and_cleaned(source, lang)[1]
    claim_toks = _tokens_and_cleaned(claim, lang)[1]
    src_states = _pair_states(cleaned, lang)
    claim_states = _pair_states(claim_toks, lang)
    neg, order = spec["word"], spec["order"]
    for pair, states in claim_states.items():
        theirs = src_states.get(pair)
        if theirs is None or len(theirs) != 1 or len(states) != 1 or theirs == states:
            continue
        word, noun = pair
        source_denies = next(iter(theirs))
        # the denied text denies the word wherever it has it, the other never denies it
        denied_toks, plain_toks = (cleaned, claim_toks) if source_denies else (claim_toks, cleaned)
        if not _always_denied(denied_toks, word, neg, order) or _ever_denied(plain_toks, word, neg, order):
            continue
        if not source_denies:
            return f"{word} {noun}" if order != "between" else f"{noun} {word}"
        if order == "before":
            return f"{neg} {word} {noun}"
        if order == "between":
            return f"{noun} {neg} {word}"
        return f"{neg}-{word} {noun}"
    return ""


def _pair_states(toks: list[str], lang: str) -> dict[tuple[str, str], set[bool]]:
    """Each (word, noun) pair of ``toks`` with whether it is denied there, denied elsewhere, or both."""
    states: dict[tuple[str, str], set[bool]] = {}
    for pair, denied in _phrases(toks, lang):
        states.setdefault(pair, set()).add(denied)
    return states


def _denials(toks: list[str], word: str, neg: str, order: str) -> list[bool]:
    """For each occurrence of ``word`` in ``toks``: whether the attribute negation denies it there."""
    out = []
    for i, t in enumerate(toks):
        if order == "prefix":
            if t == word or t == f"{neg}-{word}":
                out.append(t != word)
        elif t == word:
            out.append(i > 0 and toks[i - 1] == neg)
    return out


def _always_denied(toks: list[str], word: str, neg: str, order: str) -> bool:
    found = _denials(toks, word, neg, order)
    return bool(found) and all(found)


def _ever_denied(toks: list[str], word: str, neg: str, order: str) -> bool:
    return any(_denials(toks, word, neg, order))
