"""Text normalisation shared by the judges: folding, sentences, tokens, quotations.

``fold`` makes two renderings of the same words compare equal: Unicode forms, whitespace, typographic
quote marks and apostrophes, line-break hyphenation, soft hyphens, accents and the Italian corpus habit
of writing accents as an apostrophe (``e'`` for ``è``).  Nothing else is normalised: a changed word
stays a changed word.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from lexgate.judges.diskcache import disk_cached
from lexgate.sources.textfix import CAPITAL_NOTE
from lexgate.yamlio import load_yaml

_SOFT = dict.fromkeys(map(ord, "\u00ad\u200b\u200c\u200d\ufeff"), None)
_QUOTE_MAP = str.maketrans(
    {
        "„": '"',
        "“": '"',
        "”": '"',
        "«": '"',
        "»": '"',
        "‹": "'",
        "›": "'",
        "‘": "'",
        "’": "'",
        "‚": "'",
        "`": "'",
        "´": "'",
        "\u2010": "-",
        "\u2011": "-",
        "\u2012": "-",
        "\u2013": "-",
        "\u2014": "-",
        "œ": "oe",
        "Œ": "Oe",
        "æ": "ae",
        "\u00a0": " ",
        "\u202f": " ",
        "\u2009": " ",
    }
)
_FOLD_MAP = {**_SOFT, **_QUOTE_MAP}  # one pass: no character _QUOTE_MAP writes is one _SOFT removes
_HYPHEN_BREAK = re.compile(r"(\w)-\s+(\w)")
# a mixed number written with the fraction slash ("5½" is "51⁄2" after NFKC; Fedlex writes "331⁄3 Prozent"
# for 33⅓): the whole part, then one digit over the denominator
_MIXED_FRACTION = re.compile(r"(?<![\d.,])(\d*?)(\d)\u2044(\d{1,2})(?!\d)")


def _mixed_decimal(m: re.Match[str]) -> str:
    """ "331⁄3" -> "33,3333", "11⁄2" -> "1,5", "1⁄8" -> "0,1250" (never three decimals: "0,125" would read
    as a thousand-separated 125)."""
    whole, num, den = int(m.group(1) or 0), int(m.group(2)), int(m.group(3))
    if not 0 < num < den:
        return m.group(0)
    digits = f"{whole + num / den:.4f}".rstrip("0").rstrip(".")
    if "." in digits and len(digits.split(".")[1]) == 3:
        digits += "0"
    return digits.replace(".", ",")


_ACCENT_APOS = re.compile(r"([aeiou])'(?=[\s.,;:)\]!?]|$)")
_WS = re.compile(r"\s+")
_WORD = re.compile(r"[^\W_]+(?:['.,’][0-9]+)*", re.UNICODE)


_COMBINING = re.compile(r"[\u0300-\u036f]")


def strip_accents(text: str) -> str:
    return _COMBINING.sub("", unicodedata.normalize("NFKD", text))


@lru_cache(maxsize=65536)
def fold(text: str) -> str:
    """Normalised form for comparisons (lower case, no accents, plain quote marks, single spaces)."""
    out = unicodedata.normalize("NFKC", text).translate(_FOLD_MAP)
    if "\u2044" in out:
        out = _MIXED_FRACTION.sub(_mixed_decimal, out)
    out = _HYPHEN_BREAK.sub(r"\1\2", out)
    out = strip_accents(out.casefold())
    out = _ACCENT_APOS.sub(r"\1", out)
    return _WS.sub(" ", out).strip()


def words(text: str) -> list[str]:
    """Folded word tokens (letters or digits)."""
    return [w for w in re.findall(r"[a-z0-9]+", fold(text).replace("ß", "ss"))]


_SENT_SPLIT = re.compile(
    r"(?<=[.;:!?])\s+(?=[A-ZÄÖÜÀÉÈÌÒÙ«„\"(])"
    r"|\n+"
)
# Abbreviations after which a full stop does not end a sentence.
_ABBREV = re.compile(
    r"(?:\b(?:Art|Abs|al|cpv|lit|let|lett|Ziff|ch|n|Nr|cf|vgl|z\.B|bzw|ff|f|S|p|E|consid|cons|BGE|ATF|DTF|SR|RS|"
    r"Bst|Rz|N|Cost|c\.c|c\.p|sez|sent|ord|Cass|civ|pen|ecc|etc|ca|resp|lett|par|para|No|no|seg|segg|s|ss|"
    r"Prof|Dr|Hrsg|vol|Inc|Co|Ltd|St|Fr|CHF|i\.V\.m|a\.a\.O|u\.a|d\.h|m\.a\.W|i\.S\.v)\.)$"
)


def sentences(text: str) -> list[str]:
    """Split a passage into sentences; keeps abbreviations such as ``Art.`` or ``Abs.`` intact."""
    parts: list[str] = []
    buf = ""
    for piece in _SENT_SPLIT.split(text):
        if not piece:
            continue
        buf = f"{buf} {piece}" if buf else piece
        # "am 12. Juni", "3. Kapitel": an ordinal (not a year: "im Jahr 2024. Die ...") goes on
        if _ABBREV.search(buf.rstrip()) or re.search(r"\b\d{1,3}\.$", buf.rstrip()):
            continue
        parts.append(buf.strip())
        buf = ""
    if buf.strip():
        parts.append(buf.strip())
    return [p for p in parts if p]


# --- quotations -------------------------------------------------------------------------------------

# (opening mark, closing marks).  Order matters: the typographic pairs are tried before ASCII quotes.
QUOTE_PAIRS: tuple[tuple[str, str], ...] = (
    ("„", '“”"'),
    ("«", "»"),
    ("‹", "›"),
    ("“", "”"),
    ("‚", "‘’"),
    ("‘", "’"),
    ('"', '"'),
)
_SINGLE_ASCII = re.compile(r"(?<![\w'])'([^'\n]{3,}?)'(?![\w])")
_ELLIPSIS = re.compile(r"\s*(?:\[\s*(?:\.\.\.|…)\s*\]|\(\s*(?:\.\.\.|…)\s*\)|…|\.\.\.)\s*")
_BRACKET_LETTER = re.compile(r"\[(\w)\]")
_BRACKET_INSERT = re.compile(r"\[[^\]]*\]")


@dataclass(frozen=True, slots=True)
class Quotation:
    text: str  # the quoted text as written (without the marks)
    start: int
    end: int
    fragments: tuple[str, ...]  # folded pieces that must appear, in order, in the source

    @property
    def word_count(self) -> int:
        return sum(len(f.split()) for f in self.fragments)


def _fragments(quoted: str) -> tuple[str, ...]:
    body = _BRACKET_LETTER.sub(r"\1", quoted)
    pieces: list[str] = []
    for chunk in _ELLIPSIS.split(body):
        for sub in _BRACKET_INSERT.split(chunk):
            folded = fold(sub).strip(" .,;:'\"")
            if folded:
                pieces.append(folded)
    return tuple(pieces)


def quotations(text: str) -> list[Quotation]:
    """Every quotation in ``text`` (any of the marks of QUOTE_PAIRS, or ASCII single quotes)."""
    found: list[Quotation] = []
    taken: list[tuple[int, int]] = []
    i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        pair = next((p for p in QUOTE_PAIRS if p[0] == ch), None)
        if pair is None:
            i += 1
            continue
        close = -1
        for j in range(i + 1, n):
            if text[j] in pair[1]:
                close = j
                break
        if close == -1:
            # an opening mark whose quotation runs to the end of the claim (the closing mark was cut
            # off or forgotten) is still a quotation when it is long enough to be one
            rest = text[i + 1 :].strip().rstrip(".;,")
            if len(rest.split()) < 4:
                i += 1
                continue
            close = n
        inner = text[i + 1 : close].strip()
        if close == n:
            inner = inner.rstrip(".;,").strip()
        if len(inner) >= 2:
            frags = _fragments(inner)
            if frags:
                found.append(Quotation(inner, i, close + 1, frags))
                taken.append((i, close + 1))
        i = close + 1
    for m in _SINGLE_ASCII.finditer(text):
        if any(a <= m.start() < b for a, b in taken):
            continue
        inner = m.group(1).strip()
        frags = _fragments(inner)
        if frags and len(inner.split()) >= 2:
            found.append(Quotation(inner, m.start(), m.end(), frags))
    found.sort(key=lambda q: q.start)
    return found


def contains_in_order(haystack_folded: str, fragments: tuple[str, ...]) -> bool:
    """True when every fragment occurs in ``haystack_folded`` in the given order."""
    pos = 0
    for frag in fragments:
        k = haystack_folded.find(frag, pos)
        if k < 0:
            return False
        pos = k + len(frag)
    return True


# Citation-like material removed from a claim before its words and numbers are compared.
_CITATION_STRIP = re.compile(
    r"(?:\b(?:(?:Artikel|Article|Articolo|Articles|Art|Artt|art|artt)\.?|Abs\.|al\.|cpv\.|comma|lit\.|let\.|lett\.|"
    r"Ziff\.|ch\.|n\.|Nr\.|para\.|paragraph|E\.|consid\.|cons\.|S\.|p\.|pp\.|SR|RS)\s*\d+[a-z]?(?:\.\d+)*\.?"
    r"(?:\s*(?:bis|ter|quater|quinquies|sexies|septies|octies)\b)?"
    r"(?:\s*(?:[-–]|f{1,2}\.|und|et|e|and|,)\s*\d+[a-z]?\b)*"
    r"|\b(?:BGE|ATF|DTF)\s+\d+\s+[IVX]+[ab]?\s+\d+"
    r"|\b\d+[A-Z]?[_ .]\d+/\d{4}"
    r"|\b[A-Z]-\d+/\d{4}"
    r"|\(\d+\)"
    r"|\b(?:sent\.|ord\.)\s*\d+/\d{4})",
    re.IGNORECASE,
)


@lru_cache(maxsize=32768)
def strip_citations(text: str, citation_text: str = "") -> str:
    """Remove the citation itself and citation-shaped references (article, paragraph, BGE, dockets)."""
    out = text.replace(citation_text, " ") if citation_text else text
    return _WS.sub(" ", _CITATION_STRIP.sub(" ", out)).strip()


# Editorial notes of the Italian consolidated texts: "((2)) Il D.Lgs. ... ha disposto ..." (to the end of the
# article) and upper-case notes in double parentheses ("((COMMA ABROGATO DAL D.P.R. ...))").  The
# amended law itself, also in double parentheses ("((La maggiore eta' e' fissata ...))"), stays.
_NOTE_TAIL = re.compile(
    r"\s*\(\(\d+[a-z]?\)\)(?:\s*\(\(\d+[a-z]?\)\))*\s+(?=(?:Il|La|Lo|L'|Le|I)\s+"
    r"(?:D\.|L\.|R\.|Regio|Corte [Cc]ostituzionale|Decreto|Legge|legge)|[A-Z]{4,}\s+[A-Z]{3,}).*\Z",
    re.DOTALL,
)


def strip_notes(text: str) -> str:
    """``text`` without the editors' notes on amending acts (they are not the law's words)."""
    if "((" not in text:
        return text
    out = CAPITAL_NOTE.sub(" ", _NOTE_TAIL.sub("", text))
    return _WS.sub(" ", out).strip() or text


@lru_cache(maxsize=32)
def data_table(name: str) -> Any:
    """``data/<name>.yaml`` parsed (kept in the disk cache: parsing the tables was a tenth of a cold run)."""
    text = resources.files("lexgate.judges").joinpath(f"data/{name}.yaml").read_text(encoding="utf-8")
    return _parsed_table(name, text)


@disk_cached("text.table")
def _parsed_table(name: str, text: str) -> Any:
    return load_yaml(text)


@lru_cache(maxsize=1)
def stopwords() -> dict[str, frozenset[str]]:
    """Function words per language (``data/stopwords.yaml``)."""
    raw = data_table("stopwords")
    return {lang: frozenset(str(w) for w in ws) for lang, ws in raw.items()}


def guess_lang(text: str) -> str | None:
    """The language whose function words occur most in ``text`` (None when there are none)."""
    toks = words(text)
    scores = {lang: sum(1 for t in toks if t in sw) for lang, sw in stopwords().items()}
    best = max(scores, key=lambda k: scores[k])
    return best if scores[best] > 0 else None
