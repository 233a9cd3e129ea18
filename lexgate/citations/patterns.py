"""Compiled regexes, built once from the word tables in ``tables.py``.

The extractor never scans the whole text with these: a multi-literal anchor pass (``anchors.py``) finds
candidate positions and each pattern here is applied with ``.match(text, pos)`` at those positions only.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable
from typing import Any

from lexgate.citations import tables as T

# The module's regexes are compiled on first use, not at import: compiling all of them costs a quarter of
# a second of every command's start-up, and with the compiled scanner most are never used.  ``_lazy``
# records the source; at the end of the module the records leave the namespace, so that the first
# ``patterns.NAME`` reaches ``__getattr__``, which compiles the regex and keeps it as a plain global (later
# reads never come back here, and ``m.re is patterns.NAME`` holds).
_PENDING: dict[str, tuple[str, int]] = {}
_PENDING_LOCK = threading.Lock()


class _Source:
    __slots__ = ("flags", "source")

    def __init__(self, source: str, flags: int) -> None:
        self.source, self.flags = source, flags


def _lazy(source: str, flags: int = 0) -> re.Pattern[str]:
    """A regex compiled on first use (typed as the pattern it becomes)."""
    return _Source(source, flags)  # type: ignore[return-value]


def alt(words: Iterable[str], *, boundary: bool = False) -> str:
    """A non-capturing alternation of literal words, longest first.

    Written as a trie (``Art(?:ikel|\\.)?``): ``re`` tries the branches of an alternation one by one, so a
    flat list of hundreds of names costs a test per name at every position, the trie one per character.
    The two forms match the same way: the words that match at one position are prefixes of each other,
    and the trie tries the longer before the shorter (a greedy ``?``), as the longest-first list does.
    """
    body = _trie_re(_trie(set(words)))
    return f"(?:{body})" + (r"(?![\w])" if boundary else "")


_END = ""  # trie key marking the end of a word (no character is the empty string)


def _trie(words: Iterable[str]) -> dict[str, Any]:
    root: dict[str, Any] = {}
    for word in words:
        node = root
        for ch in word:
            node = node.setdefault(ch, {})
        node[_END] = {}
    return root


def _trie_re(node: dict[str, Any]) -> str:
    branches = [re.escape(ch) + _trie_re(child) for ch, child in sorted(node.items()) if ch != _END]
    if _END in node:
        return f"(?:{'|'.join(branches)})?" if branches else ""
    if len(branches) == 1:
        return branches[0]
    return f"(?:{'|'.join(branches)})"


def words_re(words: Iterable[str]) -> str:
    """Like :func:`alt` but dotted abbreviations need no word boundary while words do."""
    dotted = [w for w in words if w.endswith((".", "-"))]
    plain = [w for w in words if not w.endswith((".", "-"))]
    parts = []
    if dotted:
        parts.append(alt(dotted))
    if plain:
        parts.append(alt(plain) + r"(?![\w])")
    return "(?:" + "|".join(parts) + ")"


def initials(*tables: Iterable[str]) -> set[str]:
    """The first characters of the words of ``tables``."""
    return {w[0] for table in tables for w in table if w}


H = r"[ \t\u00a0\u202f]"  # horizontal space
S0 = rf"{H}*(?:\n{H}*)?"  # optional space, at most one line break
S1 = rf"(?:{H}+(?:\n{H}*)?|\n{H}*)"  # some space, at most one line break
ORD = alt(T.ORDINALS)
# "473-bis.78": the Italian codes number the articles inserted after an ordinal one ("art. 473-bis.1 c.p.c.");
# "669-novies-bis": two ordinals are read too (no code numbers so, but a draft may: it is then checked, and
# not found, instead of passing unseen)
ARTNUM = rf"(?:1er(?![a-z])|\d{{1,4}}(?:[a-z]?{ORD}(?![a-z])|[a-z](?![a-z]))?(?:(?:(?:-|{H}){ORD}(?![a-z])){{1,2}}(?:\.\d{{1,3}}(?!\d))?)?)"
SMALLNUM = rf"\d{{1,3}}(?:[a-z]?{ORD}(?![a-z])|[a-z](?![a-z]))?"
LETTER = rf"[a-z](?:{ORD})?(?![\w])(?:{H}?\))?"
MONTH = alt(T.MONTHS, boundary=True)
FOLLOW = r"(?:ff\.|f\.|ss\.|s\.|segg\.|seg\.|et seqq?\.|ffg?\.|svv?\.|sqq?\.|et suiv\.|ss(?=[ \u00a0][A-Z])|ff(?=[ \u00a0][A-Z]))(?![\w])"

PARA_W = words_re(T.PARAGRAPH_WORDS)
LETTER_W = words_re(T.LETTER_WORDS)
NUMBER_W = words_re(T.NUMBER_WORDS)
SENT_W = words_re(T.SENTENCE_WORDS)
COMMA_W = words_re(T.COMMA_WORDS)
ORDINAL_COMMA = alt(T.ITALIAN_ORDINAL_COMMA, boundary=True)
CONNECT = words_re(T.CONNECTORS)

SENT_NOUN = alt(T.SENTENCE_NOUNS)
# A further letter of a letter list ("lit. a und b", "let. a et c", "lett. a) e b)"); the vowels that are
# words of their own (Italian "e", "a", "i", "o") never continue a list, nor does a letter with a dot before
# a number: "lett. a), n. 2" is letter a, number 2.
LETTER_LIST_ITEM = (
    rf"(?:{S0},{S0}|{S1}(?:und|u\.|et|e|ed|and|oder|ou|o|or|sowie|bzw\.){S1})"
    rf"(?P<_L>[b-df-hj-np-z])(?![\w'’])(?!\.\w)(?!\.{H}*\d)(?:{H}?\))?"
)
LETTER_LIST_ONE = _lazy(LETTER_LIST_ITEM.replace("(?P<_L>", "("))
LETTER_LIST_ITEM = LETTER_LIST_ITEM.replace("(?P<_L>", "(?:")

# The characters a pinpoint token can start with (a necessary condition, tested first: ``re`` would
# otherwise try each of its alternatives in turn at every place a pinpoint may stand).  FOLLOW_INITIALS
# are those of ``FOLLOW``; ``tests/citations/test_patterns_guard.py`` checks the set against the regex.
FOLLOW_INITIALS = "fse"
PIN_INITIALS = (
    initials(
        T.PARAGRAPH_WORDS,
        T.LETTER_WORDS,
        T.NUMBER_WORDS,
        T.SENTENCE_WORDS,
        T.SENTENCE_ORDINALS,
        T.COMMA_WORDS,
        T.ITALIAN_ORDINAL_COMMA,
        T.ITALIAN_PART_WORDS,
    )
    | set(FOLLOW_INITIALS)
    | {"(", "c"}
)
PIN_GUARD = rf"(?=[\d{''.join(re.escape(c) for c in sorted(PIN_INITIALS))}])"
# One statute pinpoint token (used both inside STATUTE and to tokenise its body).
PIN_ALTERNATIVES = (
    rf"(?:{PARA_W}{S0}(?P<para>{SMALLNUM})"
    rf"|\((?P<ppara>\d{{1,2}}(?:-?{ORD}(?![a-z])|[a-z])?)\)(?:\((?P<plet>[a-z])\))?"
    rf"|{LETTER_W}{S0}(?P<let>{LETTER})(?P<letmore>(?:{LETTER_LIST_ITEM})*)"
    rf"|{NUMBER_W}{S0}(?P<num>\d{{1,3}}[a-z]?(?![\w]))"
    rf"|{SENT_W}{S0}(?P<sent>\d{{1,2}}(?![\w]))"
    rf"|(?P<sent2>\d{{1,2}})(?:ère|ème|re|er|e|nd|rd|st|th|a|°|\.)?{S0}{SENT_NOUN}(?![\w])"
    rf"|(?P<osent>{alt(T.SENTENCE_ORDINALS)}){S1}{SENT_NOUN}(?![\w])"
    rf"|{COMMA_W}{S0}(?P<comma>\d{{1,2}}(?:-?{ORD})?(?![\w]))"
    rf"|(?P<ocomma>{ORDINAL_COMMA}){S0}comma(?![\w])"
    rf"|comma{S0}(?P<ocomma2>{ORDINAL_COMMA})"
    rf"|(?P<part>{alt(T.ITALIAN_PART_WORDS)})(?![\w])"
    rf"|(?P<follow>{FOLLOW}))"
)
PIN_TOKEN = PIN_GUARD + PIN_ALTERNATIVES
_SEP = rf"(?:{S0},{S0}|{S0})"
# Body of a statute citation: article numbers with pinpoints, ranges, lists and connectors.
RANGE = rf"(?:{S0}[-–]{S0}|{S1}(?:à|to){S1})"
# One step of a body after its first article: a pinpoint, a range end, a connected paragraph, a further
# article.  BODY_STEP_GUARD: what any step starts with after spaces (a necessary condition tested first,
# so that the end of a body is found without trying each alternative; checked by the tests as PIN_GUARD).
BODY_STEP = (
    rf"(?:{_SEP}{PIN_TOKEN}"
    rf"|{S0}[-–]{S0}(?:{SMALLNUM}|[a-z](?![\w]))"
    rf"|{S1}{CONNECT}{S1}{PARA_W}{S0}{SMALLNUM}"
    rf"|{S1}{CONNECT}{S1}\(\d{{1,2}}[a-z]?\)(?:\([a-z]\))?"  # "Art. 97(1) and (2) CO"
    rf"|(?:{S0},?{S1}{CONNECT}{S1}|{S0},{S0}|{S0}/{S0})(?:{words_re(T.ARTICLE_WORDS)}{S0})?{ARTNUM}(?![./]\d)"
    rf"(?:{RANGE}{ARTNUM})?"
    rf")"
)
BODY_STEP_INITIALS = PIN_INITIALS | initials(T.CONNECTORS) | set(",/-–")
BODY_STEP_GUARD = rf"(?=[ \t\u00a0\u202f\n]*[\d{''.join(re.escape(c) for c in sorted(BODY_STEP_INITIALS))}])"
STATUTE_BODY = rf"{ARTNUM}(?:{RANGE}{ARTNUM})?(?:{BODY_STEP_GUARD}{BODY_STEP})*"

# The first article of a body (a body always starts with one): read on its own when the tokeniser took
# it for a sentence pinpoint ("Art. 5 Satz 2": "5 Satz" would otherwise be "sentence 5").
FIRST_ARTICLE = _lazy(rf"(?P<art>{ARTNUM})(?:{RANGE}(?P<art_to>{ARTNUM}))?")
# Tokens of a statute body, scanned in Python to split lists and collect pinpoints.  BODY_TOKEN_GUARD:
# what any token starts with (tested first: the scan passes over the spaces between tokens without
# trying each alternative there; checked by the tests against the alternatives).
BODY_TOKEN_ALTERNATIVES = (
    rf"(?P<art>(?<![\w.]){ARTNUM})(?![\w]|{S0}{SENT_NOUN}(?![\w]))(?:{RANGE}(?P<art_to>{ARTNUM}))?"
    rf"|{PIN_TOKEN}"
    rf"|(?P<range>[-–]){S0}(?P<range_to>{SMALLNUM}|[a-z](?![\w]))"
    rf"|(?P<conn>,|/|{CONNECT})"
    rf"|(?P<kw>{words_re(T.ARTICLE_WORDS)})"
)
BODY_TOKEN_INITIALS = PIN_INITIALS | initials(T.CONNECTORS, T.ARTICLE_WORDS) | set("-–,/")
BODY_TOKEN_GUARD = rf"(?=[\d{''.join(re.escape(c) for c in sorted(BODY_TOKEN_INITIALS))}])"
BODY_TOKENS = _lazy(rf"{BODY_TOKEN_GUARD}(?:{BODY_TOKEN_ALTERNATIVES})")
# The common one-article body in one match ("41 Abs. 1 lit. a Ziff. 2", "41(1)", "41 ff."): a fast path
# before the general tokeniser.
SIMPLE_BODY = _lazy(
    rf"(?P<art>{ARTNUM})(?:\((?P<ppara>\d{{1,2}}[a-z]?)\)|{S0},?{S0}{PARA_W}{S0}(?P<para>{SMALLNUM}))?"
    rf"(?:{S0},?{S0}{LETTER_W}{S0}(?P<let>{LETTER}))?(?:{S0},?{S0}{NUMBER_W}{S0}(?P<num>\d{{1,3}}[a-z]?(?![\w])))?"
    rf"(?:{S0},?{S0}{COMMA_W}{S0}(?P<comma>\d{{1,2}}(?:-?{ORD})?(?![\w])))?"
    rf"(?:{S0}(?P<follow>{FOLLOW}))?"
)
# Literals that no body matched by ``SIMPLE_BODY`` holds (a list, a range or a further article, a
# sentence): a body holding one goes straight to the tokeniser, without the fullmatch that would fail after
# backtracking through every optional pinpoint (the slowest step of a list).  The tests check that no word
# ``SIMPLE_BODY`` is built from contains one.
NOT_SIMPLE_LITERALS = ("/", "–", ";", " und ", "i.V.m.", "Art", "art", *T.SENTENCE_NOUNS, "Sätze")
# ... and shapes: a number right after a joining word ("1 e 2", "95 et 96", "121 à 123"; in SIMPLE_BODY a
# word comes after a letter) or after a hyphen ("70-72"; SIMPLE_BODY has hyphens only before ordinals).
NOT_SIMPLE_SHAPES = (r" (?:e|et|und|and|oder|ou|o|or|à) \d", r"-\d")
NOT_SIMPLE = _lazy("|".join((alt(NOT_SIMPLE_LITERALS), *NOT_SIMPLE_SHAPES)))
# Connectors after which a small number may continue a pinpoint list ("Abs. 1 und 2").
LIST_CONNECTORS = frozenset(
    {",", "/", "und", "u.", "et", "e", "ed", "and", "bzw.", "resp.", "oder", "ou", "o", "or", "sowie"}
)

ITALIAN_CODES = {
    "c.c.": "c.c.",
    "c.p.": "c.p.",
    "c.p.c.": "c.p.c.",
    "c.p.p.": "c.p.p.",
    "C.C.": "c.c.",
    "C.P.": "c.p.",
    "cod. civ.": "c.c.",
    "cod.civ.": "c.c.",
    "cod. pen.": "c.p.",
    "cod. proc. civ.": "c.p.c.",
    "cod. proc. pen.": "c.p.p.",
    "c.d.s.": "c.d.s.",
    "Codice civile": "c.c.",
    "codice civile": "c.c.",
    "Codice penale": "c.p.",
    "codice penale": "c.p.",
    "codice di procedura civile": "c.p.c.",
    "codice di procedura penale": "c.p.p.",
    "disp. att. c.c.": "disp. att. c.c.",
    # English renderings in drafts on Italian law ("Article 2051 of the Italian Civil Code")
    "Italian Civil Code": "c.c.",
    "Italian Criminal Code": "c.p.",
    "Italian Penal Code": "c.p.",
    "Italian Code of Civil Procedure": "c.p.c.",
    "Italian Code of Criminal Procedure": "c.p.p.",
    "Italian Constitution": "Cost.",
    "Constitution of the Italian Republic": "Cost.",
}
IT_ACT_KEYS = {
    "c.c.": "cc",
    "c.p.": "cp",
    "c.p.c.": "cpc",
    "c.p.p.": "cpp",
    "Cost.": "cost",
    "c.d.s.": "cds",
    "disp. att. c.c.": "disp-att-cc",
}
IT_DECREE_WORDS = {
    "d.lgs.": "d.lgs.",
    "D.Lgs.": "d.lgs.",
    "D.lgs.": "d.lgs.",
    "D. Lgs.": "d.lgs.",
    "d. lgs.": "d.lgs.",
    "dlgs": "d.lgs.",
    "decreto legislativo": "d.lgs.",
    "Decreto legislativo": "d.lgs.",
    "d.l.": "d.l.",
    "D.L.": "d.l.",
    "decreto-legge": "d.l.",
    "decreto legge": "d.l.",
    "Decreto-legge": "d.l.",
    "l.": "L.",
    "L.": "L.",
    "legge": "L.",
    "Legge": "L.",
    "d.P.R.": "D.P.R.",
    "D.P.R.": "D.P.R.",
    "d.p.r.": "D.P.R.",
    "DPR": "D.P.R.",
    "decreto del Presidente della Repubblica": "D.P.R.",
    "d.m.": "d.m.",
    "D.M.": "d.m.",
    "l. cost.": "l. cost.",
    "legge costituzionale": "l. cost.",
    # English renderings of Italian acts ("Legislative Decree No. 196/2003", "Law No. 241/1990")
    "Legislative Decree": "d.lgs.",
    "Decree-Law": "d.l.",
    "Law Decree": "d.l.",
    "Presidential Decree": "D.P.R.",
    "Ministerial Decree": "d.m.",
    "Constitutional Law": "l. cost.",
    "Law": "L.",
}
IT_DECREE_KEYS = {
    "d.lgs.": "dlgs",
    "d.l.": "dl",
    "L.": "l",
    "D.P.R.": "dpr",
    "d.m.": "dm",
    "l. cost.": "lcost",
}
EU_WORDS = {
    "Reg.": "reg",
    "Regolamento": "reg",
    "regolamento": "reg",
    "Regulation": "reg",
    "Verordnung": "reg",
    "Règlement": "reg",
    "règlement": "reg",
    "Dir.": "dir",
    "Direttiva": "dir",
    "direttiva": "dir",
    "Directive": "dir",
    "directive": "dir",
    "Richtlinie": "dir",
}
EU_NICKNAMES = {"GDPR": ("reg", 2016, 679), "RGPD": ("reg", 2016, 679), "DSGVO": ("reg", 2016, 679)}

IT_DECREE = (
    rf"(?P<dword>{alt(IT_DECREE_WORDS)}){S0}(?:(?:n\.|nr\.|No\.|no\.|n°){S0})?"
    rf"(?:(?P<dday>\d{{1,2}})(?:°|º)?{S1}(?P<dmonth>{MONTH}){S1}(?P<dyear>\d{{4}}){S0},?{S0}(?:n\.|nr\.|numero){S0}"
    rf"(?P<dnum>\d{{1,5}})"
    rf"|(?P<dnum2>\d{{1,5}})/(?P<dyear2>\d{{4}}|\d{{2}})(?![\d/])"
    rf"|(?P<dnum3>\d{{1,5}}){S1}del{S1}(?P<dyear3>\d{{4}}))"
)
EU_ACT = (
    rf"(?:(?P<euword>{alt(EU_WORDS)}){S0}(?:\(?(?:UE|EU|CE|EG|EWG|CEE)\)?{S0})?(?:(?:n\.|Nr\.|No\.?|n°){S0})?"
    rf"(?P<euyear>\d{{1,4}})/(?P<eunum>\d{{1,4}})(?:/(?:UE|EU|CE|EG|EWG|CEE))?"
    rf"|(?P<eunick>{alt(EU_NICKNAMES, boundary=True)}))"
)
# The act after an article: a Swiss act token (looked up in the act table), an Italian code, an Italian
# decree, an EU act, a long name or an SR number.
ACT_TOKEN = (
    r"[A-ZÄÖÜÉ][A-Za-zÄÖÜäöüéèàç0-9]*(?:-[A-Za-zÄÖÜäöüéè0-9]+)?\.?(?:"
    + H
    + r"(?:\d{1,2}|suolo)(?![\w]|\.\d))?"
)
_OF = (
    r"(?:(?:des|der|du|de la|de l'|del|della|dello|dell'|dei|of the|of|to the|zum|zur|au|al|alla)"
    + S1
    + r")?"
)
_LONG_NAMES_PLACEHOLDER = "{LONG}"
STATUTE_TAIL = (
    rf"(?:{S0},?{S0}{_OF}(?:"
    # (not the head of a longer dotted abbreviation: "c.p.a." is no "c.p.")
    rf"(?P<itcode>{alt(ITALIAN_CODES)})(?![a-z]{{1,12}}\.)"
    rf"|(?P<long>{_LONG_NAMES_PLACEHOLDER})(?![\w])"
    rf"|{IT_DECREE}"
    rf"|{EU_ACT}"
    rf"|(?P<cost>Cost\.|Cost(?![\w]))"
    rf"|(?P<itconst>Costituzione)(?!{S1}(?:federale|della Confederazione|svizzera))(?![\w])"
    rf"|(?:SR|RS){S0}(?P<sr>\d{{1,3}}(?:\.\d{{1,3}})*)"
    rf"|(?P<act>{ACT_TOKEN})(?![\w])"
    rf"))?"
)


# The words that join a further article of another act without a keyword ("art. 24 PCF et 71 LTF"); the
# first character after spaces of any continuation is one of CONTINUATION_INITIALS (tested first).
CONTINUATION_JOINS = ("und", "u.", "sowie", "et", "e", "ed", "and", "oder", "ou", "o", "or")
CONTINUATION_INITIALS = frozenset(initials(",;", CONTINUATION_JOINS))


def statute_regex(long_names: list[str], *, continuation: bool = False) -> re.Pattern[str]:
    """The statute rule; ``continuation`` = the next article after a complete citation ("... et 71 LTF")."""
    tail = STATUTE_TAIL.replace(_LONG_NAMES_PLACEHOLDER, alt(long_names) if long_names else "(?!x)x")
    if continuation:
        joins = "|".join(w.replace(".", "\\.") for w in CONTINUATION_JOINS)
        lead = rf"(?:{S0},{S0}|{S0};{S0}|{S1}(?:{joins}){S1})(?P<kw>)"
        return re.compile(rf"{lead}(?P<body>{STATUTE_BODY}){tail}")
    return re.compile(rf"(?P<kw>{words_re(T.ARTICLE_WORDS)}){S0}(?P<body>{STATUTE_BODY}){tail}")


IT_DECREE_RE = _lazy(IT_DECREE + r"(?![\w/])")
EU_ACT_RE = _lazy(EU_ACT + r"(?![\w/])")

# --- decisions -------------------------------------------------------------------------------------
CONS = r"\d{1,2}(?:(?:\.\d{1,3})+|[a-z]?/[a-z]{1,4}(?:\.\d{1,2})?|[a-z](?![\w]))?"
# Any part of the shape of a BGE part (1-5 of I/V/X, optional a-c: "IIII", "Ic"): a fabricated part must
# reach the resolver, whose rules reject the impossible ones (the real parts are ``tables.BGE_PARTS``).
BGE_PART = r"(?:[IVX]{1,5}[a-c]?)(?![\w])"
_NOT_BGE = r"(?!" + S1 + BGE_PART + S1 + r"\d)"
CONS_LIST = (
    rf"(?P<cons>{CONS})(?P<cons_more>(?:{S0}[-–]{S0}{CONS}|{S0}(?:,|und|u\.|et|e|and|sowie){S0}{CONS}{_NOT_BGE}"
    rf"(?![\w/]))*)"
)
CONS_W = words_re(T.CONSIDERATION_WORDS)
PAGE_W = words_re(T.PAGE_WORDS)
PINPOINT = (
    rf"(?:{S0},?{S0}{CONS_W}{S0}{CONS_LIST}(?:{S0}{FOLLOW})?)?"
    rf"(?:{S0},?{S0}{PAGE_W}{S0}(?P<pin>\d{{1,4}})(?:/\d{{1,4}})?(?:{S0}{FOLLOW})?(?![\d]))?"
)
_PAGE_END = r"(?![\d])(?!(?!consid|cons\.|E\.|S\.|p\.|pag\.)[A-Za-z])"
BGE_RE = _lazy(
    rf"(?P<coll>{alt(T.BGE_COLLECTIONS)}){S0}(?P<vol>\d{{1,3}}){S1}(?P<part>{BGE_PART}){S1}"
    rf"(?P<page>\d{{1,4}}){_PAGE_END}{PINPOINT}"
)
# What joins one BGE of a list to the next ("BGE 140 III 16; 139 III 334", "ATF 133 IV 139 et 135 I 1").
BGE_LIST_JOINS = (
    ",",
    "und",
    "u.",
    "sowie",
    "bzw.",
    "resp.",
    "oder",
    "et",
    "ou",
    "e",
    "o",
    "and",
    "or",
    "as well as",
    "rispettivamente",
    "respectivement",
    "beziehungsweise",
    "sowie",
    "nonché",
)
_BGE_JOINS = "|".join(w.replace(".", "\\.") for w in BGE_LIST_JOINS)
BGE_CONTINUE_REACH = 50  # a ";" within this many characters may also continue the list
BGE_CONTINUE_JOIN = rf"(?:{S0}{alt(T.LIST_FILLERS)})?{S0}(?:{_BGE_JOINS})"
BGE_CONTINUE = _lazy(
    rf"(?:[^;()\d\n]{{0,{BGE_CONTINUE_REACH}}}?;|{BGE_CONTINUE_JOIN})"
    rf"(?:{S0}{alt(T.LIST_LEADS)})*{S0}(?:(?P<coll>{alt(T.BGE_COLLECTIONS)}){S0})?"
    rf"(?P<vol>\d{{1,3}}){S1}(?P<part>{BGE_PART}){S1}(?P<page>\d{{1,4}})(?![\w/.]\d){_PAGE_END}{PINPOINT}"
)
BGE_PAGE_JOINS = ("und", "et", "e", "and")
BGE_PAGE_JOIN = rf"(?:{S0}[;,]|{S1}(?:{'|'.join(BGE_PAGE_JOINS)}))"
BGE_PAGE_CONTINUE = _lazy(
    rf"{BGE_PAGE_JOIN}{S0}(?P<page>\d{{1,4}})(?![\w/.]\d)(?![\w])(?={S0},?{S0}(?:{CONS_W}|{PAGE_W}))(?P<vol>)(?P<part>)(?P<coll>)"
    rf"{PINPOINT}"
)
# What the first character after spaces must be for a list of BGE to go on (with a ";" within
# BGE_CONTINUE_REACH characters as the other way on): tested before the two regexes above.
BGE_CONTINUE_INITIALS = frozenset(initials(T.LIST_FILLERS, BGE_LIST_JOINS))
BGE_PAGE_CONTINUE_INITIALS = frozenset(initials(";,", BGE_PAGE_JOINS))
CONS_ITEM = _lazy(rf"(?P<sep>[-–]|,|und|u\.|et|e|and|sowie){S0}(?P<c>{CONS})")
DATE = (
    rf"(?P<day>\d{{1,2}})(?:\.|er|°|º|st|nd|rd|th)?{S0}(?P<month>{MONTH}){S0}(?P<year>\d{{4}})"
    rf"|(?P<nday>\d{{1,2}})\.(?P<nmonth>\d{{1,2}})\.(?P<nyear>\d{{4}})(?!\d)"
)
DATE_AFTER = _lazy(rf"{S0},?{S0}(?:(?:vom|du|del|dell'|dal|of|from|on|dated){S0})?(?:{DATE})")
CONS_AFTER = _lazy(rf"(?:{S0},?{S0}(?:{alt(T.CITED_WORDS)})(?![\w]))?{S0},?{S0}(?:{CONS_W}){S0}{CONS_LIST}")
# "consid. 8.2 de l'arrêt 9C_687/2017", "E. 3 des Urteils 4A_1/2020": the consideration stands first.
DECISION_NOUNS = ("arrêt", "Urteils", "Entscheids", "sentenza", "judgment", "decision")
CONS_BEFORE = _lazy(
    rf"(?<![\w])(?:{CONS_W}){S0}(?P<cons>{CONS}){S1}(?:de l'|de l’|des|del|della|dell'|of|in){S0}"
    rf"(?:{'|'.join(DECISION_NOUNS)}){S1}\Z"
)
FEDERAL_DOCKET = _lazy(r"(?<![\w./-])(?P<ch>\d{1,2}[A-Z])(?:[_.]|\s)(?P<num>\d{1,5})/(?P<yr>\d{4})(?![\d/])")
EVG_DOCKET = _lazy(r"(?<![\w./-])(?P<ch>[IUHKBCPM])\s(?P<num>\d{1,4})/(?P<yr>\d{2}|\d{4})(?![\d/])")
BVGER_DOCKET = _lazy(r"(?<![\w./-])(?P<ch>[A-F])-(?P<num>\d{1,5})/(?P<yr>\d{4})(?![\d/])")
GENEVA_DOCKET = _lazy(
    rf"(?<![\w./-])(?P<pre>{alt(T.GENEVA_PREFIXES)})/(?P<num>\d{{1,6}})/(?P<yr>\d{{4}})(?![\d/])"
)
VAUD_DOCKET = _lazy(
    rf"(?<![\w./-])(?P<pre>{alt(T.VAUD_PREFIXES)}){H}?/{H}?(?P<yr>\d{{4}}){H}?/{H}?(?P<num>\d{{1,5}})(?![\d/])"
)
BSTGER_DOCKET = _lazy(
    rf"(?<![\w./-])(?P<pre>{alt(T.BSTGER_PREFIXES)})\.(?P<yr>\d{{4}})\.(?P<num>\d{{1,4}})(?!\d|\.\d)"
)
# The Federal Administrative Court's official collection: "BVGE 2010/1", "ATAF 2013/23", "DTAF 2009/57"
BVGE_RE = _lazy(r"(?P<coll>BVGE|ATAF|DTAF)[ \u00a0](?P<year>(?:19|20)\d{2})/(?P<num>\d{1,3})(?![\d/])")
BASEL_DOCKET = _lazy(
    rf"(?<![\w./-])(?P<pre>{alt(T.BASEL_PREFIXES)})\.(?P<yr>\d{{4}})\.(?P<num>\d{{1,4}})(?!\d|\.\d)"
)
# Zurich dockets: prefix, six digits, and the instance suffix the courts print ("LB190012-O", "-O/U")
ZURICH_DOCKET = _lazy(
    rf"(?<![\w./-])(?P<pre>{alt(T.ZURICH_PREFIXES)})(?P<num>[0-2]\d{{5}})(?P<suf>-[A-Z](?:/[A-Z])?)?(?![\w])"
)
_CANTON = alt(T.CANTON_CODES, boundary=True)
CANTON_ADJ = alt(T.CANTON_ADJECTIVES)
# A court named before a cantonal docket: "Obergericht ZH", "Tribunal cantonal VD,", "arrêt du Tribunal
# cantonal vaudois", "ACJC".  Searched backwards (it must end where the docket starts).
CANTONAL_PREFIX = _lazy(
    rf"(?P<pfx>(?:(?:Urteil|Entscheid|Beschluss|arrêt|sentenza|decision|judgment)(?:{S1}(?:des|du|de la|del|della|of the)"
    rf")?{S1})?(?:{alt(T.COURT_WORDS)})(?:{S1}(?:cantonal|cantonale|des Kantons|du canton de|del Cantone))?"
    rf"(?:{S1}(?P<adj>{CANTON_ADJ})|{S1}(?P<canton>{_CANTON}))?|(?P<court>ACJC|ACPR|AARP|ATAS|ATA|OGer|KGer|HGer)"
    rf"(?:{S1}(?P<canton2>{_CANTON}))?)"
    rf"{S0},?{S0}\Z"
)
# A generic cantonal docket after a court with canton: "Gericht SZ ZK1 2023 26".
CANTONAL_GENERIC = _lazy(
    rf"(?P<pfx>{alt(T.COURT_WORDS)}){S1}(?P<canton>{_CANTON}){S0},?{S0}"
    rf"(?P<docket>[A-Z][A-Za-z]{{0,5}}\d?(?:[ ./-]\d{{1,6}}){{1,3}}|[A-Z]{{2,5}}\d{{4,8}})(?![\w/])"
)
FEDERAL_PREFIX = _lazy(rf"(?P<pfx>{alt(T.FEDERAL_PREFIXES)})(?:{S0},|{S0}:)?{S0}\Z")
PAREN_DOCKET = _lazy(
    rf"{S0}\({S0}(?P<full>(?:={S0})?{alt(T.FEDERAL_PREFIXES)}{S0}|={S0})?(?P<ch>\d{{1,2}}[A-Z])[_.\s](?P<num>\d{{1,5}})/(?P<yr>\d{{4}})"
    rf"[^()\n]{{0,60}}\)"
)

# --- Italian cases -----------------------------------------------------------------------------------
IT_SECTION = r"(?:[IVX]{1,5}(?![\w])|\d{1,2}(?![\w])|lav\.|lavoro|trib\.|tributaria|fer\.|feriale|un\.|unite|U\.|S\.U\.)"
# English names of the Cassazione's branches ("Cass. Crim.", "Criminal Division", "(Civil)")
IT_BRANCH_EN = r"(?:[Cc]rim\.|[Cc]riminal(?:[ ][Dd]ivision)?|[Cc]iv\.|[Cc]ivil(?:[ ][Dd]ivision)?)"
IT_CASE = _lazy(
    rf"(?P<court>Cass\.|Cassazione|Corte di [Cc]assazione|Corte cost\.|Corte [Cc]ostituzionale|C\.\s?cost\.|Corte Cost\."
    rf"|(?:Italian{S1})?(?:Constitutional Court|Court of Cassation|Supreme Court of Cassation))"
    rf"(?:{S0},?{S0}(?P<branch>[Cc]iv\.|[Pp]en\.|civile|penale|sez\. civ\.|sez\. pen\.|{IT_BRANCH_EN}"
    rf"|\({S0}(?:{IT_BRANCH_EN}){S0}\)))?"
    rf"(?:{S0},?{S0}(?P<su>S\.U\.|SS\.UU\.|Sez\.{S0}[Uu]n(?:\.|ite)|sez\.{S0}un(?:\.|ite)|[Ss]ez\.{S0}U\.?(?![\w.])|Sezioni Unite|sezioni unite"
    rf"|(?:[Jj]oint|United|[Uu]nited){S1}[Ss]ections)"
    rf"|{S0},?{S0}(?:[Ss]ez\.|[Ss]ezione|[Ss]ect?\.|[Ss]ection){S0}(?P<sec>{IT_SECTION})(?![\w])"
    # English: "Criminal Section VI", "Sixth Criminal Section", "Third Civil Section"
    rf"|{S0},?{S0}(?P<xbranch>{IT_BRANCH_EN}){S1}[Ss]ection{S1}(?P<xsec>{IT_SECTION})(?![\w])"
    rf"|{S0},?{S0}(?P<ordsec>{alt(T.ENGLISH_SECTION_ORDINALS)}){S1}(?P<obranch>{IT_BRANCH_EN}){S1}[Ss]ection(?![\w]))?"
    rf"(?:{S0},?{S0}(?P<kind>sent\.|sentenza|ord\.|ordinanza|ord\.?\s?n\.|decr\.|[Jj]udge?ment|[Oo]rder|[Rr]uling|[Dd]ecision))?"
    rf"(?:{S0},?{S0}(?:(?P<day>\d{{1,2}})(?:°|º)?{S1}(?P<month>{MONTH}){S1}(?P<year>\d{{4}})"
    rf"|(?P<nday>\d{{1,2}})[./](?P<nmonth>\d{{1,2}})[./](?P<nyear>\d{{4}})))?"
    rf"(?:{S0},?{S0}(?P<kind2>sent\.|sentenza|ord\.|ordinanza|[Jj]udge?ment|[Oo]rder|[Rr]uling))?"
    rf"{S0},?{S0}(?:(?:n\.|nr\.|numero|no\.|No\.|[Nn]o(?=[ \u00a0]\d)|[Nn]umber){S0}(?P<num>\d{{1,6}})"
    rf"(?:{S0}(?:/|del|dell'anno|of){S0}(?P<nyr>\d{{4}})(?![\d])"
    # "n. 12345 del 12 marzo 2024", "no. 12345 of 12 March 2024": the decision's date after its number
    rf"|{S0},?{S0}(?:del|of|dd\.){S1}(?P<aday>\d{{1,2}})(?:°|º)?{S1}(?P<amonth>{MONTH}){S1}(?P<ayear>\d{{4}}))?"
    # "Cass. 12345/2019", "Corte cost. 80/2020": number and year without "n."
    rf"|(?P<bnum>\d{{1,6}})/(?P<bnyr>(?:19|20)\d{{2}}))(?![\d])"
)

_NOT_MARGIN = r"(?!(?:N|NN|Rz|Rn|no|n)\b)"
# --- doctrine ----------------------------------------------------------------------------------------
_NAME = r"(?:[A-ZÄÖÜÉÈ][A-ZÄÖÜÉÈÀ'\-]{2,}|[A-ZÄÖÜÉ][a-zäöüéèàç'\-]{2,})"
# a double surname ("Roth Pellanda") is one name of a list ("BSK OR II-Watter/Roth Pellanda")
_NAME2 = rf"{_NAME}(?:{H}(?!Art\b|N\b){_NAME})?"
_NAMES = rf"(?:(?:von{H}|de{H}|van{H})?{_NAME}(?:{H}?/{H}?(?:von{H}|de{H})?{_NAME2})*)"
MARGIN = rf"(?:N|N\.|NN|Rz\.?|Rn\.?|no\.?|nos\.?|note|nota|n\.){S0}(?P<margin>\d{{1,4}}[a-z]?(?:{S0}(?:ff?\.|ss?\.|[-–]{S0}\d{{1,4}}))?)"
COMMENTARY = _lazy(
    rf"(?P<series>{alt(T.COMMENTARY_SERIES)})(?:{S1}(?P<cact>[A-ZÄÖÜ][A-Za-zÄÖÜäöü]{{1,8}}(?:{H}(?:I{{1,3}}|IV|AT|BT))?))?"
    rf"{S0}[-–]{S0}(?P<author>{_NAMES})"
    rf"(?:{S0},?{S0}(?:Art\.|art\.){S0}(?P<art>{ARTNUM})(?:{S1}{_NOT_MARGIN}(?P<aact>{ACT_TOKEN}))?)?"
    rf"(?:{S0},?{S0}{MARGIN})?"
)
ONLINE_COMMENTARY_RE = _lazy(
    rf"(?:(?P<okpre>OK|Onlinekommentar){S0}[-–]{S0}(?P<author>{_NAMES})|(?P<okword>{alt(T.ONLINE_COMMENTARY)})"
    rf"(?:{S1}(?:zum|zur|zu|au|al|to the|du|del){S1}[A-Za-zÄÖÜäöü]{{1,30}}\.?)?(?:{S0}[-–]{S0}(?P<author2>{_NAMES}))?)"
    rf"(?:{S0},?{S0}(?:(?:Kommentar{S1})?zu{S1})?(?:Art\.|art\.){S0}(?P<art>{ARTNUM})(?:{S1}{_NOT_MARGIN}(?P<aact>{ACT_TOKEN}))?)?"
    rf"(?:{S0},?{S0}{MARGIN})?"
    rf"(?:{S0}\((?P<author3>{_NAMES})\))?"
)
# "GAUCH/SCHLUEP/SCHMID, OR AT, N 865": searched backwards from the margin marker.
_CAPS = r"(?:(?:von|de|van|VON|DE|VAN|DI|LE|LA|DU)[ ])?[A-ZÄÖÜÉÈ][A-ZÄÖÜÉÈÀ'\-]{2,}"
_CAP = r"(?:(?:von|de|van)[ ])?[A-ZÄÖÜÉ][a-zäöüéèàç'\-]{2,}"
_CAPSSEQ = rf"{_CAPS}(?:{H}{_CAPS}){{0,3}}"
_STRICT_NAMES = rf"(?:{_CAPSSEQ}(?:{H}?/{H}?(?:{_CAPSSEQ}|{_CAP}))*|{_CAP}(?:{H}?/{H}?{_CAP})+)"
INFORMAL_DOCTRINE = _lazy(
    rf"(?<![\w/])(?:(?P<author>{_STRICT_NAMES}),|(?P<author_in>{_NAMES}),?{S1}in{S0}:)"
    rf"{S0}(?P<work>[^;()\n]{{0,160}}?)(?:,{S0}|{S1})\Z"
)
# Characters no INFORMAL_DOCTRINE match holds (neither its names nor its work): a backwards search for it
# may start after the last of them.
INFORMAL_DOCTRINE_STOPS = ";()"
MARGIN_AT = _lazy(MARGIN + r"(?![\w])")
# "Huguenin, Obligationenrecht, N 1012", "Rossi, Commentario, 2a ed. 2019, art. 5 n. 3": one capitalised
# author (stricter than INFORMAL_DOCTRINE): each title segment starts with a capital, an edition/year segment
# with a digit; an article may close the reference right before the margin marker.
_TITLE_SEG = r"[A-ZÄÖÜÉÈ][^;()\n,]{0,70}"
_EDITION_SEG = r"\d[^;()\n,]{0,25}"
# "vol. IV", "Bd. 2", "t. I": a volume of the work
_VOLUME_SEG = r"(?:vol\.|Vol\.|Bd\.|t\.|tome)[ \u00a0]?[IVXLC\d]{1,6}"
# "Fiandaca–Musco", "Torrente & Schlesinger", "Rossi e Bianchi": two authors of one work
_TWO_AUTHORS = rf"{_CAP}(?:–{_CAP}|[ ](?:&|e|and|und|et)[ ]{_CAP})?"
SINGLE_AUTHOR_DOCTRINE = _lazy(
    rf"(?<![\w/.'’–-])(?P<author>{_TWO_AUTHORS}),{S0}(?P<work>{_TITLE_SEG}(?:,{S0}(?:{_TITLE_SEG}|{_EDITION_SEG}|{_VOLUME_SEG})){{0,3}}?)"
    rf"(?:,{S0}(?P<art>(?:Art\.|art\.){S0}{ARTNUM}(?:{S1}{_NOT_MARGIN}{ACT_TOKEN})?)(?:,{S0}|{S1})|,{S0})\Z"
)
# A margin number that the statute grammar read as a number pinpoint ("art. 113 n. 3" in a doctrine reference).
MARGIN_IN_BODY = _lazy(rf"(?<![\w])(?:n\.|no\.?|N\.?|nota){S0}\d{{1,4}}[a-z]?\Z")

PAGE_AT = _lazy(
    rf"(?:p\.|S\.|pag\.|pp\.){S0}(?P<margin>\d{{1,4}}(?:{S0}(?:ff?\.|ss?\.|[-–]{S0}\d{{1,4}}))?)(?![\w])"
)
# "N. 7 zu Art. 3a ArG": the article a commentary margin belongs to (part of the doctrine reference).
ARTICLE_OF_MARGIN = _lazy(
    rf"{S0}(?:zu|ad|à l'|all'|on){S0}(?:Art\.|art\.){S0}(?P<art>{ARTNUM})(?:{S1}(?P<act>{ACT_TOKEN}))?"
)
AUTHOR_IN_BEFORE = _lazy(rf"(?<![\w/])(?P<author>{_STRICT_NAMES}|{_CAP}),{S0}in{S0}:?{S0}\Z")
# English names of a decision ("Judgment No. 242 of 2019 of the Constitutional Court"): read only with the
# court named right after the number
IT_KIND_EN = r"[Jj]udge?ment|[Oo]rder|[Rr]uling|[Dd]ecision"
IT_SENTENCE = _lazy(
    rf"(?P<kind>sentenza|sentenze|sent\.|ordinanza|ord\.|{IT_KIND_EN}){S0}(?:n\.|nr\.|n°|No\.|no\.){S0}(?P<num>\d{{1,6}})"
    rf"{S0}(?:/|del|dell'anno|of){S0}(?P<nyr>\d{{4}})(?![\d])"
)
IT_COURT_NAMED = _lazy(
    r"(Corte cost|Corte Cost|Corte costituzionale|Corte Costituzionale|Consulta|Cassazione|Cass\.)"
)
# "sentenza n. 48 del 2015 della Corte costituzionale": the court named right after the number
_IT_COURTS = (
    rf"Corte{S1}[Cc]ost(?:ituzionale|\.)|Corte{S1}di{S1}[Cc]assazione|Cassazione"
    rf"|Italian{S1}Constitutional{S1}Court|Constitutional{S1}Court"
)
IT_COURT_AFTER = _lazy(rf"{S0},?{S0}(?:della|dalla|of the){S1}(?P<court>{_IT_COURTS})")
# "Con la sentenza n. 30 del 2021 la Corte costituzionale ha dichiarato ...": the court named later in the
# same sentence (the rest of the sentence up to its end); or "la Corte" with the words only constitutional
# review uses ("questione di legittimità costituzionale", "non fondate le questioni", "costituzionalmente
# illegittimo")
IT_SENTENCE_REST = _lazy(r"[^;]*?(?=\.\s+[A-ZÀ-Ý]|;|\Z)")
IT_COURT_LATER = _lazy(rf"\b(?P<court>{_IT_COURTS}|Consulta|Cass\.|Court{S1}of{S1}Cassation)")
IT_REVIEW_WORDS = _lazy(
    rf"\b(?:la|the){S1}(?:Corte|Court)\b[^;]*?(?:legittimit[àa]{S1}costituzionale|costituzionalmente{S1}illegittim"
    rf"|(?:non{S1}fondat[aei]|inammissibil[ei]){S1}(?:\w+{S1}){{0,2}}(?:le{S1}|la{S1})?question[ei]"
    rf"|question[ei]\b[^;]{{0,80}}?\b(?:non{S1}fondat|inammissibil))"
)
BARE_COMMA = _lazy(rf"(?:comma|commi){S0}(?P<comma>\d{{1,2}}(?:-?{ORD})?)(?![\w])")
TICINO_DOCKET = _lazy(
    rf"(?:sentenza|sentenze|decisione)(?:{S1}(?:del|della|dell'|delle){S1}[^\d\n;()]{{0,60}}?)?{S1}"
    rf"(?P<docket>\d{{2}}\.\d{{4}}\.\d{{1,4}})(?![\d.])"
)
SHORT_FORM_RE = _lazy(
    rf"(?P<sf>{alt(T.SHORT_FORMS)})(?:{S0},?{S0}(?:{CONS_W}{S0}(?P<cons>{CONS})|{PAGE_W}{S0}(?P<pin>\d{{1,4}})|{MARGIN}"
    rf"|(?:Art\.|art\.){S0}(?P<art>{ARTNUM})|{PARA_W}{S0}(?P<para>{SMALLNUM})(?:{_SEP}{LETTER_W}{S0}(?P<let>{LETTER}))?"
    rf"))?"
)
AUTHOR_BEFORE = _lazy(rf"(?<![\w/])(?P<author>{_STRICT_NAMES}|{_CAP}){S0},{S0}\Z")
# "N. 1b zu Art. 385 StPO", "n. 30 ad art. 66 LTF": an article named inside a doctrine reference.
# The words that link a margin number to the article after it; every match of MARGIN_BEFORE_ARTICLE ends
# with one of them (then spaces), which the statute rule tests first.
MARGIN_LINK_WORDS = ("zu", "ad", "all'", "à l'", "de l'", "on", "to")
MARGIN_BEFORE_ARTICLE = _lazy(
    rf"(?<![\w])(?:N|N\.|NN|Rz\.?|Rn\.?|n\.|n°|no|nos|nota|note){S0}\d{{1,4}}[a-z]?(?:{S0}(?:ff?\.|ss?\.))?"
    rf"{S0}(?:{'|'.join(MARGIN_LINK_WORDS)}){S0}\Z|(?<![\w])ad{S1}\Z"
)
INTERNAL_BEFORE = _lazy(
    rf"(?:{alt(('supra', 'infra', 'oben', 'hiervor', 'hievor', 'sopra', 'ci-dessus', 'above', 'below', 'vorne', 'hinten'))}),?{S0}\Z"
)
BARE_PARAGRAPH = _lazy(
    rf"(?P<kw>{PARA_W}){S0}(?P<para>{SMALLNUM})(?:{_SEP}{LETTER_W}{S0}(?P<let>{LETTER}))?"
    rf"(?:{_SEP}{NUMBER_W}{S0}(?P<num>\d{{1,3}}[a-z]?(?![\w])))?"
)
BARE_CONSIDERATION = _lazy(rf"(?P<kw>{CONS_W}){S0}{CONS_LIST}")
# "E. 5.1 S. 167": the page pinpoint after a bare consideration of a BGE.
PAGE_AFTER_CONSIDERATION = _lazy(rf"{S0},?{S0}{PAGE_W}{S0}(?P<pin>\d{{1,4}})(?:{S0}{FOLLOW})?(?![\d])")
SR_RE = _lazy(rf"(?:SR|RS){S0}(?P<sr>\d{{1,3}}(?:\.\d{{1,3}})*)(?![\d])")
INTERNAL_AFTER = _lazy(rf"{S0}(?:{alt(T.INTERNAL_REFERENCE_WORDS)})(?![\w])")
# An act named after an article that no table knows: an Italian code abbreviation ("art. 18 cod. succ.",
# "art. 33 c.fam.") or an English name ("Article 12 of the Italian Civil Liability Code").  A fabricated act must still be
# extracted, so that it is looked up and reported not found.
UNNAMED_IT_CODE = _lazy(
    rf"{S0},?{S0}(?P<act>cod\.(?:{S0}[a-z]{{2,12}}\.){{1,3}}"
    # "c.fam.", "c.nav.", "c.p.a.": a dotted code abbreviation ("c.d." alone is "cosiddetto")
    rf"|c\.(?!d\.(?![a-z]))(?:[a-z]{{1,12}}\.){{1,3}})(?![\w])"
)
_IT_WORD = r"[a-zàèéìòù]{3,20}"
_IT_ADJ = rf"[a-zàèéìòù]{{2,16}}(?:{alt(T.UNNAMED_IT_ADJECTIVE_ENDINGS)})"
_IT_OF = (
    rf"(?:{alt([p for p in T.UNNAMED_IT_CODE_PREPOSITIONS if not p.endswith(chr(39))])}){S1}"
    rf"|(?:{alt([p[:-1] for p in T.UNNAMED_IT_CODE_PREPOSITIONS if p.endswith(chr(39))])})'"
)
UNNAMED_IT_LONG_CODE = _lazy(
    rf"{S0},?{S1}(?:del|dello|nel|dal){S1}(?P<act>[Cc]odice(?:"
    rf"(?:{S1}(?:{_IT_OF}){_IT_WORD}(?:{S1}{_IT_ADJ})?){{1,2}}|{S1}{_IT_ADJ}))(?![\w'])"
)
UNNAMED_LONG_ACT = _lazy(
    rf"{S0},?{S1}of{S1}the{S1}(?P<act>(?P<adj>{alt(T.UNNAMED_ACT_ADJECTIVES)}){S1}"
    rf"(?:[A-Z][a-z]+{S1}){{0,5}}(?:{alt(T.UNNAMED_ACT_NOUNS)}))(?![\w])"
)


def _unnamed_ch_act_body(lang: str) -> str:
    """One language's form of a Swiss federal act named by its title (``T.UNNAMED_CH_ACT``)."""
    t = T.UNNAMED_CH_ACT[lang]

    def words(key: str) -> str:  # table words; one ending in an apostrophe needs no space after it
        plain = [w for w in t[key] if not w.endswith(("'", "’"))]
        apos = [w for w in t[key] if w.endswith(("'", "’"))]
        parts = [rf"{alt(plain)}{S1}"] if plain else []
        if apos:
            parts.append(rf"{alt(apos)}{S0}")
        return "(?:" + "|".join(parts) + ")"

    date = rf"(?:{S1}{t['dated']}{S1}\d{{1,2}}\.?(?:°|º)?{S1}{MONTH}{S1}\d{{4}})?"
    head = rf"(?:{words('lead')})?{alt(t['heads'])}{date}{S1}{words('openers')}"
    if lang == "de":
        noun = r"(?:[a-zäöü][a-zäöüß]+" + S1 + r"){0,2}[A-ZÄÖÜ][A-Za-zÄÖÜäöüß-]*"
        title = (
            rf"(?:{words('articles')})?{noun}(?:{S1}{words('joins')}(?:{words('articles')})?{noun}){{0,3}}"
        )
    elif lang == "en":
        noun = r"[A-Z][A-Za-z-]+"
        title = rf"(?:{words('articles')})?{noun}(?:{S1}(?:{words('joins')}(?:{words('articles')})?)?{noun}){{0,5}}"
    else:
        letters = "a-zàâäçéèêëîïôöûùü"
        word = rf"[{letters}][{letters}-]{{2,}}"
        adjective = rf"[{letters}-]{{1,20}}?(?:{alt(T.UNNAMED_CH_ADJECTIVE_ENDINGS[lang])})(?![\w])"
        noun = rf"{word}(?:{S1}{adjective})?"
        title = (
            rf"(?:{words('articles')})?{noun}(?:{S1}{words('joins')}(?:{words('articles')})?{noun}){{0,3}}"
        )
    return head + title


# A Swiss federal act named by a title no table knows ("Art. 5 des Bundesgesetzes über die digitale
# Verwaltung"): the whole name after the article, lead words included (``statutes`` strips them).
UNNAMED_CH_ACT = _lazy(
    rf"{S0},?{S1}(?P<act>{'|'.join(f'(?:{_unnamed_ch_act_body(lang)})' for lang in T.UNNAMED_CH_ACT)})(?![\w])"
)

# "Galgano, Trattato di diritto civile, vol. II, p. 45": the treatise title from its first word up to a
# comma, semicolon or bracket, then an optional volume and page/margin pinpoint.
TREATISE = _lazy(
    rf"(?P<work>{alt(T.TREATISE_WORDS)}(?![\w])[^,;()\n\[\]]{{2,100}}?)(?=[,;()\n]|\.(?:\s|\Z)|\Z)"
    rf"(?:{S0},{S0}(?:\d{{1,2}}(?:e|a|ª|\.)?{S0}(?:éd\.|ed\.|Aufl\.|ediz\.|edizione|edition)(?:{S0},?{S0}\d{{4}})?"
    rf"|(?:[A-ZÄÖÜÉ][a-zäöüéèà]+{S0})?(?:19|20)\d\d)(?![\w])){{0,2}}"
    rf"(?:{S0},{S0}(?:vol\.|Bd\.|tome|t\.|Band|volume){S0}[IVX\d]{{1,4}}(?![\w]))?"
    rf"(?:{S0},{S0}(?:p\.|pag\.|pp\.|S\.|N\.?|n\.|Rz\.?|nota){S0}\d{{1,4}}(?:{S0}(?:ss\.|ff?\.|s\.|segg\.))?(?![\w]))?"
)
_AUTHOR_WORD = (
    r"(?:(?:[A-Z]\.{H}?)*(?:(?:de|di|von|van|De|Di|Von){H})?[A-ZÄÖÜÉ][a-zäöüéèàìòùç'\-]+|[A-ZÄÖÜÉ]{3,})"
)
AUTHOR_BEFORE_TREATISE = _lazy(
    rf"(?<![\w.])(?P<author>{_AUTHOR_WORD}(?:(?:{H}?/{H}?|{H}(?:e|und|et|and){H}|{H}){_AUTHOR_WORD}){{0,2}}),{H}?\Z"
)
TREATISE_SUBJECT = _lazy(alt(T.TREATISE_SUBJECTS))


for _name, _value in list(globals().items()):
    if isinstance(_value, _Source):
        _PENDING[_name] = (_value.source, _value.flags)
        del globals()[_name]
del _name, _value


def __getattr__(name: str) -> re.Pattern[str]:
    with _PENDING_LOCK:
        if name in globals():  # another thread compiled it meanwhile
            return globals()[name]
        if name not in _PENDING:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        source, flags = _PENDING.pop(name)
        compiled = re.compile(source, flags)
        globals()[name] = compiled
        return compiled


def __dir__() -> list[str]:
    return sorted({*globals(), *_PENDING})
