"""Italian codes: ``it/codes/*.txt``, one article a line: ``Art. 2043. (Rubrica). text``.

Article ids are ``2043``, ``2043-bis``, ``270-bis.1``; numbered commi (``1. ... 2. ...``) are split when
the text has them; accents written as apostrophes (``e'``) stay as in the source (the FTS tokenizer makes
``e'``/``è`` searchable alike).  A royal decree that precedes a code (its own Art. 1-3) is dropped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from lexgate.citations import canonical as cn
from lexgate.sources.numbering import segments_of
from lexgate.sources.records import ActRecord, ImportStats, ProvisionRecord
from lexgate.sources.textfix import CAPITAL_NOTE, squash

SOURCE = "local:normattiva-corpus"


@dataclass(frozen=True, slots=True)
class CodeInfo:
    key: str  # canonical act key
    abbreviation: str
    title: str
    urn: str


CODES: dict[str, CodeInfo] = {
    "codice-civile": CodeInfo("cc", "c.c.", "Codice civile", "urn:nir:stato:regio.decreto:1942-03-16;262:2"),
    "codice-penale": CodeInfo("cp", "c.p.", "Codice penale", "urn:nir:stato:regio.decreto:1930-10-19;1398:1"),
    "codice-procedura-civile": CodeInfo(
        "cpc", "c.p.c.", "Codice di procedura civile", "urn:nir:stato:regio.decreto:1940-10-28;1443:1"
    ),
    "codice-procedura-penale": CodeInfo(
        "cpp",
        "c.p.p.",
        "Codice di procedura penale",
        "urn:nir:stato:decreto.del.presidente.della.repubblica:1988-09-22;447",
    ),
    "costituzione": CodeInfo(
        "cost", "Cost.", "Costituzione della Repubblica italiana", "urn:nir:stato:costituzione:1947-12-27"
    ),
}
LATIN = r"[a-z]*(?:bis|ter|ies)"  # bis, ter, quater, quinquies ... octiesdecies, duodevicies
_LINE = re.compile(
    rf"^Art\.\s*(?P<num>\d+)(?:[\s-]?(?P<suffix>{LATIN}))?(?P<sub>\.\d+)?\.?\s+(?P<body>.*)$", re.S
)
_STRUCTURE = re.compile(
    r"(?<=[.;:)'])\s+(?P<head>(?:(?:LIBRO|TITOLO|CAPO|SEZIONE|PARAGRAFO|Libro|Titolo|Capo|Sezione|Paragrafo)(?:\s+[IVXLCDM]+\b[^.]*)?"
    r"|DISPOSIZIONI TRANSITORIE E FINALI.*))$",
    re.S,
)
NORMATTIVA = "https://www.normattiva.it/uri-res/N2Ls?{urn}~art{art}"

# The heading of the next part glued to the end of an article ("... dal matrimonio. Della promessa di
# matrimonio", "... ((CAPO V Della dichiarazione giudiziale ...))"): a last stretch after a sentence's end
# that starts with a capital or "((", has no sentence punctuation and ends on a letter (a rule's sentence
# ends with a full stop).  Not the law's words: it made a one-comma article look like two.
_HEADING_TAIL = re.compile(r"(?<=[.;:)'»\"])\s+(?P<head>\(*[A-Z][^.;:!?]{0,200}?)$", re.S)
# Words a heading never holds (an editor's note on an amendment that ends without a full stop does).
_NOT_HEADING = re.compile(r"\barticol|\bcomma\b|\blettera\b")
# The Constitution's part, title and section names, which its text writes with a full stop
# ("... stabilita dalla legge. La formazione delle leggi.").
COST_HEADINGS = (
    "Principi fondamentali",
    "Diritti e doveri dei cittadini",
    "Rapporti civili",
    "Rapporti etico-sociali",
    "Rapporti economici",
    "Rapporti politici",
    "Ordinamento della Repubblica",
    "Il Parlamento",
    "Le Camere",
    "La formazione delle leggi",
    "Il Presidente della Repubblica",
    "Il Governo",
    "Il Consiglio dei ministri",
    "La Pubblica Amministrazione",
    "Gli organi ausiliari",
    "La Magistratura",
    "Ordinamento giurisdizionale",
    "Norme sulla giurisdizione",
    "Le Regioni, le Province, i Comuni",
    "Garanzie costituzionali",
    "La Corte costituzionale",
    "Revisione della Costituzione",
    "Leggi costituzionali",
)
_COST_TAIL = re.compile(
    r"(?<=[.;:)'»\"])\s+(?P<head>(?:(?:PARTE|TITOLO|Sezione|SEZIONE)\s+[IVX]+\.?\s+)*(?:"
    + "|".join(re.escape(h) for h in COST_HEADINGS)
    + r")(?:\.\s+(?:"
    + "|".join(re.escape(h) for h in COST_HEADINGS)
    + r"))*\.?)$"
)


# The editors' notes on amending acts that the corpus writes after an article's text ("((72)) La L. 26
# novembre 1990, n. 353, come modificata ..., ha disposto (con l'art. 92, comma 1) che ..."; "La Corte
# costituzionale, con sentenza ... ha dichiarato l'illegittimita' ..."): from the first to the end.
_NOTE = re.compile(
    r"(?:(?<=[.;\"”)'])\s+|^)(?:AGGIORNAMENTO\s*\(\d+[a-z]?\)\s*|(?:La|Il|Lo|L')\s*(?:Regio\s+|R\.\s*)?"
    r"(?:L\.|D\.L\.|D\.Lgs\.|D\.lgs\.|D\.P\.R\.|R\.D\.|D\.M\.|[Cc]orte [Cc]ostituzionale|legge|decreto)"
    r"[^\n]{0,250}?\bha (?:disposto|dichiarato|stabilito|altresi'))"
    # the corpus sets a note off by three spaces or more ("...   Il D. Lgs. 19 febbraio 1998 ...",
    # "...   Nota redazionale ..."): in the five codes nothing else follows such a gap
    r"|\s{3,}(?=\S)"
)
# The markers that point to those notes: "(67) ((72))" after a sentence.
_NOTE_MARK = re.compile(r"(?<=[.;:)\"'])(?:\s*\(\(?\d{1,3}[a-z]?\)\)?)+(?=\s|$)")


def without_notes(body: str) -> str:
    """``body`` without the editors' notes that follow the law's words, and without their markers."""
    m = _NOTE.search(body)
    if m is not None and m.start() > 0:
        body = body[: m.start()]
    return _NOTE_MARK.sub("", body).strip()


_MARKER = re.compile(r"\(\(|\)\)")


def without_markers(text: str) -> str:
    """``text`` without the double brackets that mark amended words ("puo' aver luogo ((prima che sia
    decorso un anno)) del conto": the words stay) and without the editors' notes in capitals they hold."""
    if "((" not in text and "))" not in text:
        return text
    return squash(_MARKER.sub("", CAPITAL_NOTE.sub(" ", text)))


def heading_tail(body: str, constitution: bool = False) -> int | None:
    """Where the glued heading of the next part starts at the end of ``body`` (None: there is none)."""
    m = (_COST_TAIL.search(body) if constitution else None) or _HEADING_TAIL.search(body)
    if m is None or m.start() == 0:
        return None
    head = m["head"]
    last = head.rstrip(")").rstrip()[-1:]
    if m.re is _HEADING_TAIL and not (last.isalpha() or last == "'"):
        return None
    if head.count("(") != head.count(")") or _NOT_HEADING.search(head):
        return None
    return m.start()


def article_id(num: str, suffix: str | None, sub: str | None) -> str:
    out = num + (f"-{suffix}" if suffix else "")
    return out + (sub or "")


def split_rubrica(body: str) -> tuple[str, str]:
    """``(rubrica, text)``: ``(Risarcimento per fatto illecito). Qualunque ...``; also ``(( (Rubrica).)) ((text))``."""
    text = body.strip()
    m = re.match(r"^\(\(\s*\((?P<r>.*?)\)\.?\s*\)\)\s*", text) or re.match(
        r"^\((?!\()(?P<r>[^()]{1,300}(?:(?:\(\([^()]*\)\)|\([^()]*\))[^()]*)*)\)\.?\s*", text
    )
    if m and len(m["r"]) <= 300:
        return squash(m["r"]).rstrip("."), text[m.end() :].strip()
    return "", text


def read_code(
    stem: str, path: Path, stats: ImportStats
) -> tuple[ActRecord, list[ProvisionRecord], list[str]] | None:
    info = CODES.get(stem)
    if info is None:
        stats.skip(f"unknown Italian code file {path.name}")
        return None
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        stats.skip(f"unreadable file {path.name}: {exc}")
        return None
    provisions: list[ProvisionRecord] = []
    order: dict[str, None] = {}
    structure = ""
    for line in lines:
        if not line.strip():
            continue
        m = _LINE.match(line.strip())
        if m is None:
            stats.skip("Italian line without an article number")
            continue
        art = article_id(m["num"], m["suffix"], m["sub"])
        if art == "1" and order:  # the code restarts after its approving decree: drop the decree
            stats.skip("approving decree articles", len(order))
            provisions.clear()
            order.clear()
        if art in order:
            stats.skip("repeated article number")
            continue
        body = m["body"]
        tail = _STRUCTURE.search(body)
        next_structure = structure
        if tail:
            head = tail["head"]
            body = body[: tail.start()]
            if head.startswith("DISPOSIZIONI TRANSITORIE"):
                stats.skip("transitional provisions (no article numbers)")
            else:
                next_structure = squash(head)
        cut = heading_tail(body, constitution=info.key == "cost")
        if cut is not None:
            stats.clean("the heading of the next part glued to an article")
            body = body[:cut]
        cleaned = without_notes(body)
        if cleaned != body.strip():
            stats.clean("editors' notes after an article")
            body = cleaned
        rubrica, text = split_rubrica(body)
        rubrica, text = without_markers(rubrica), without_markers(text)
        pre, commi = segments_of(text, loose_first=True)
        if len(commi) >= 2 and len(pre) <= 200 and not pre.endswith(("art.", "Art.", "n.", "comma")):
            rubrica = rubrica or pre
        else:
            commi = []
        heading = rubrica
        url = NORMATTIVA.format(urn=info.urn, art=art.replace("-", "").replace(".", ""))
        order[art] = None
        label = f"Art. {art} {info.abbreviation}"
        if commi:
            for number, comma in commi:
                provisions.append(
                    ProvisionRecord(
                        article=art,
                        paragraph=number,
                        text=squash(comma),
                        key=cn.it_statute(info.key, art, number),
                        label=f"Art. {art}, comma {number}, {info.abbreviation}",
                        heading=heading,
                        url=url,
                    )
                )
        elif text:
            provisions.append(
                ProvisionRecord(
                    article=art,
                    text=squash(text),
                    key=cn.it_statute(info.key, art),
                    label=label,
                    heading=heading,
                    url=url,
                )
            )
        else:
            stats.skip("Italian article without text")
            del order[art]
        structure = next_structure
    act = ActRecord(
        act_key=info.key,
        jurisdiction="it",
        canonical=cn.it_statute(info.key),
        lang="it",
        abbreviation=info.abbreviation,
        title=info.title,
        it_act_id=info.urn,
        url=f"https://www.normattiva.it/uri-res/N2Ls?{info.urn}",
    )
    return act, provisions, list(order)
