"""Which law a document applies, for the abbreviations Swiss and Italian law share.

``CC``, ``CP``, ``CPC``, ``CPP`` and ``Cost.`` name the Swiss ZGB/StGB/ZPO/StPO/BV in Swiss French and
Italian drafts, but the Italian Codice civile/penale/di procedura civile/penale/Costituzione in Italian-law
drafts.  The reading is decided in this order (the rule, applied by ``statutes``):

1. the citation's own pinpoint: ``comma``/``commi`` -> Italian; ``cpv.``/``al.``/``Abs.`` -> Swiss;
2. the document's vote: every cue of :data:`CUES` found in the whole text adds its weight to its side;
   the side with more weight wins;
3. a tie (also no cue at all): Italian in an Italian-language document (Italian lawyers are the larger
   group writing Italian, and a Swiss-Italian draft almost always carries ``cpv.``, ``LTF``, ``DTF``,
   ``CO``...), Swiss in any other language.

The other reading is kept on the citation (``extra["alternatives"]``) so that the verifier can fall back
to it when the first reading does not exist in the sources, but only where the reading was really
undecided: not when the citation's own pinpoint decided it (rule 1), and only in Italian and English
documents (:data:`ALTERNATIVE_LANGS`; in French and German drafts the abbreviations are the Swiss codes),
and for ``Cost.`` in any language (it abbreviates the Swiss constitution only in Italian: BV, Cst.).
The ambiguous abbreviations themselves are no cues, with one exception: ``Cost.`` in a German, French or
English draft (:data:`CUE_LANGS`), which names the Swiss constitution BV (German) or Cst. (French, English).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

# Cue literals -> (side, weight), found in one Aho-Corasick pass over the whole document.  A literal that
# starts (ends) with a letter or digit must not continue a word before (after) it; CUE_FOLLOW names what
# must come right after some of them.  Case-sensitive.
CUES: dict[str, tuple[str, int]] = {
    # Switzerland
    **{w: ("CH", 2) for w in ("BGE ", "ATF ", "DTF ", "BGE\u00a0", "ATF\u00a0", "DTF\u00a0")},
    **{w: ("CH", 2) for w in ("TF", "BGer", "Bundesgericht", "Tribunal fédéral", "Tribunale federale")},
    "Federal Supreme Court": ("CH", 2),
    **{
        w: ("CH", 2)
        for w in ("LTF", "BGG", "LEF", "SchKG", "LP", "CO", "OR", "ZGB", "StGB", "ZPO", "StPO", "LTAF")
    },
    **{w: ("CH", 2) for w in ("LAVS", "LAI", "LPP", "LAINF", "LAMal", "cpv.")},
    "capoverso": ("CH", 1),
    **{w: ("CH", 1) for w in ("Cantone", "Canton", "cantonale", "cantonal", "Kanton", "kantonal")},
    **{w: ("CH", 1) for w in ("Cantoni", "cantonali", "cantonaux", "cantonales", "kantonale", "kantonalen")},
    **{w: ("CH", 1) for w in ("federale", "federali", "fédéral", "fédérale", "fédéraux")},
    **{w: ("CH", 1) for w in ("Confederazione", "Confédération", "Eidgenossenschaft", "Swiss")},
    **{w: ("CH", 1) for w in ("svizzero", "svizzera", "suisse", "CHF", "fr.", "Fr.", "franchi")},
    **{f"{d}{c}_": ("CH", 2) for d in "123456789" for c in "ABCDEFGHPSTUV"},  # dockets 4A_123/2023
    **{w: ("CH", 1) for w in ("Pretura", "Tribunale d'appello", "Tribunale cantonale", "Consiglio di Stato")},
    "RS ": ("CH", 1),
    # Italy
    **{w: ("IT", 2) for w in ("c.c.", "c.p.", "c.p.c.", "c.p.p.", "cod. civ.", "cod. pen.")},
    **{w: ("IT", 2) for w in ("Cass.", "Cassazione", "Court of Cassation", "Italian Constitutional Court")},
    # the Swiss Federal Constitution named in Italian ("la Costituzione federale", "Cost. fed.")
    **{w: ("CH", 2) for w in ("Costituzione federale", "Cost. fed.")},
    **{w: ("IT", 2) for w in ("d.lgs.", "d. lgs.", "D.Lgs.", "D. Lgs.", "D.lgs.", "d.l.", "D.L.")},
    **{w: ("IT", 2) for w in ("D.P.R.", "d.P.R.", "Legislative Decree", "comma ", "commi ")},
    **{w: ("IT", 2) for w in ("Corte cost.", "Corte costituzionale", "Corte Costituzionale")},
    "Repubblica": ("IT", 1),
    # the country named in a draft's own language ("En Italie, ...", "nach italienischem Recht")
    **{w: ("IT", 2) for w in ("Italie", "Italien", "Italy", "droit italien", "Constitution italienne")},
    **{w: ("IT", 2) for w in ("italienischem Recht", "italienischen Recht", "italienische Verfassung")},
    **{w: ("IT", 2) for w in ("Italian law", "Italian Constitution", "Costituzione italiana")},
    "Italia": ("IT", 1),
    **{w: ("CH", 1) for w in ("Schweiz", "Switzerland", "Svizzera", "Suisse")},
    # Italian-speaking Switzerland outweighs the "italiana" inside it
    **{w: ("CH", 3) for w in ("Svizzera italiana", "Suisse italienne", "italienischen Schweiz")},
    **{w: ("IT", 1) for w in ("euro", "€", "EUR")},
    **{w: ("IT", 2) for w in ("Tribunale di ", "Corte d'appello di ", "Corte d'Appello di ")},
    **{w: ("IT", 2) for w in ("Gazzetta Ufficiale", "G.U.")},
    **{w: ("IT", 1) for w in ("legge n. ", "L. n. ", "italiano", "italiana", "italiani", "Italian")},
    # "Cost." abbreviates the Swiss constitution in Italian only (BV in German, Cst. in French and
    # English): a German, French or English draft that writes it borrows the Italian lawyers'
    # abbreviation (see CUE_LANGS)
    "Cost.": ("IT", 1),
}
# Cues that count only in documents of these languages (every other cue counts in every language).
CUE_LANGS: dict[str, frozenset[str]] = {"Cost.": frozenset({"de", "fr", "en"})}
CUE_FOLLOW: dict[str, str] = {
    **{w: r"\d" for w in ("BGE ", "ATF ", "DTF ", "BGE\u00a0", "ATF\u00a0", "DTF\u00a0", "comma ", "commi ")},
    **{f"{d}{c}_": r"\d" for d in "123456789" for c in "ABCDEFGHPSTUV"},
    **{w: r"[ \u00a0]?\d" for w in ("CHF", "fr.", "Fr.", "EUR", "€")},
    "Tribunale di ": "[A-Z]",
    "Corte d'appello di ": "[A-Z]",
    "Corte d'Appello di ": "[A-Z]",
    "Repubblica": "(?! e Cantone)",
}
# Pinpoints that decide a single citation (searched in the citation's own body).
PINPOINT_CUES: dict[str, str] = {
    r"\bcomm[ai]\b": "IT",
    # a Latin ordinal joined by a hyphen ("Art. 589-ter", "art. 2545-sexies"): Italian law's numbering;
    # Swiss acts write "Art. 14bis"
    r"\b\d+-(?:bis|ter|quater|quinquies|sexies|septies|octies|novies|decies)\b": "IT",
    r"\bcpv\.|\bcapoverso\b|\bal\.|\balinéa\b|\bAbs\.|\bAbsatz\b": "CH",
    # an article number with one letter ("Art. 355c", "art. 271a"): Italian law numbers "355-bis"
    r"\b\d+[a-z]\b": "CH",
}
# Document languages in which an undecided citation carries the other reading as an alternative.
ALTERNATIVE_LANGS = frozenset({"it", "en"})
# Swiss act keys whose shared abbreviation keeps the other reading in every language: "Cost." names the
# Swiss constitution only in Italian (BV, Cst.), so a German or French draft may well mean the Costituzione.
ALTERNATIVES_IN_EVERY_LANG = frozenset({"BV"})
# Ambiguous act abbreviations: token -> (Swiss act key, Italian act label, Italian act key).
AMBIGUOUS_ACTS: dict[str, tuple[str, str, str]] = {
    "CC": ("ZGB", "c.c.", "cc"),
    "CP": ("StGB", "c.p.", "cp"),
    "CPC": ("ZPO", "c.p.c.", "cpc"),
    "CPP": ("StPO", "c.p.p.", "cpp"),
    "Cost.": ("BV", "Cost.", "cost"),
}
# English names that say neither Swiss nor Italian ("Article 839 of the Civil Code"): read as the
# ambiguous abbreviation they stand for ("of the Swiss Civil Code", "of the Italian Civil Code" decide)
AMBIGUOUS_LONG_NAMES: dict[str, str] = {
    "Civil Code": "CC",
    "Criminal Code": "CP",
    "Penal Code": "CP",
    "Code of Civil Procedure": "CPC",
    "Code of Criminal Procedure": "CPP",
    # "Article 36 of the Constitution": the Swiss or the Italian one, by the document
    "Constitution": "Cost.",
}


@lru_cache(maxsize=1)
def _cue_finder() -> Callable[[str], list[tuple[int, int, int]]]:
    """``text -> [(cue index, start, end)]``: ahocorasick_rs when installed, else one ``re`` pass."""
    words = list(CUES)
    from lexgate.citations import anchors

    if not anchors.HAVE_AHOCORASICK:  # pragma: no cover - ahocorasick_rs is a dependency
        rx = re.compile("|".join(f"({re.escape(w)})" for w in words))
        return lambda text: [((m.lastindex or 1) - 1, m.start(), m.end()) for m in rx.finditer(text)]
    return anchors.matcher(words)


@lru_cache(maxsize=1)
def _cue_table() -> tuple[tuple[str, str, int, bool, bool, re.Pattern[str] | None, frozenset[str]], ...]:
    """Per cue: (word, side, weight, needs a boundary before, needs one after, what must follow, the
    languages it counts in: empty for every language)."""
    return tuple(
        (
            w,
            side,
            weight,
            w[0].isalnum(),
            w[-1].isalnum(),
            re.compile(CUE_FOLLOW[w]) if w in CUE_FOLLOW else None,
            CUE_LANGS.get(w, frozenset()),
        )
        for w, (side, weight) in CUES.items()
    )


def _side_patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    """PINPOINT_CUES as one pattern per side, the sides in their order in the table (each side's cues
    stand together there, so "the side of the first cue found" is unchanged)."""
    sides: dict[str, list[str]] = {}
    for pattern, side in PINPOINT_CUES.items():
        sides.setdefault(side, []).append(pattern)
    return tuple((re.compile("|".join(f"(?:{p})" for p in ps)), side) for side, ps in sides.items())


_PIN_SIDES = _side_patterns()
# the compiled scanner uses these two by name (rxgen's registry); they must be the table's two sides
_PIN_ITALIAN, _PIN_SWISS = (rx for rx, _side in _PIN_SIDES)
assert [side for _rx, side in _PIN_SIDES] == ["IT", "CH"]


def _pin_res() -> tuple[tuple[re.Pattern[str], str], ...]:
    return _PIN_SIDES


def votes(text: str, lang: str | None = None) -> dict[str, int]:
    """The weight of Swiss and Italian cues in ``text``: ``{"CH": n, "IT": m}`` (a cue of
    :data:`CUE_LANGS` counts only when ``lang`` is one of its languages)."""
    table = _cue_table()
    out = {"CH": 0, "IT": 0}
    n = len(text)
    for idx, start, end in _cue_finder()(text):
        _w, side, weight, before, after, follow, langs = table[idx]
        if langs and lang not in langs:
            continue
        if before and start and text[start - 1].isalnum():
            continue
        if after and end < n and text[end].isalnum():
            continue
        if follow is not None and follow.match(text, end) is None:
            continue
        out[side] += weight
    return out


def document_jurisdiction(text: str, lang: str) -> str:
    """``CH`` | ``IT``: the document's reading of an ambiguous abbreviation (rule 2 and 3 above)."""
    v = votes(text, lang)
    if v["IT"] != v["CH"]:
        return "IT" if v["IT"] > v["CH"] else "CH"
    return "IT" if lang == "it" else "CH"


def pinpoint_jurisdiction(body: str) -> str | None:
    """``IT`` | ``CH`` when the citation's own pinpoint decides (rule 1), else None."""
    if body.isdigit():
        return None  # an article number alone: no pinpoint word
    for rx, side in _pin_res():
        if rx.search(body):
            return side
    return None
