"""Judgments of the Federal Supreme Court: ``ch/decisions/bger_<lang>.jsonl``.

Docket and date come from ``link`` (``aza://30-10-2019-8C_469-2019`` -> 8C_469/2019 of 2019-10-30); the
reasoning is split into numbered considerations that follow the sequence (see ``numbering.py``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from lexgate.citations import canonical as cn
from lexgate.sources.numbering import segments_of
from lexgate.sources.records import DecisionRecord, ImportStats, SegmentRecord

SOURCE = "local:bger-corpus"
COURT = "BGer"
_FILE = re.compile(r"^bger_(?P<lang>de|fr|it)\.jsonl$")
_AZA = re.compile(
    r"aza://(?P<d>\d{1,2})-(?P<m>\d{1,2})-(?P<y>\d{4})-(?P<prefix>\d{1,2}[A-Z])_(?P<num>\d+)-(?P<year>\d{4})"
)
# Where the numbered reasoning starts, per language (first match wins), and unnumbered forms.
REASONING_MARKERS: dict[str, tuple[str, ...]] = {
    "de": ("Erwägungen:", "Erwägung:"),
    "fr": ("Considérant en droit :", "Considérant en droit:", "considérant en droit :"),
    "it": ("Diritto:", "Considerando in diritto:", "In diritto:"),
}
UNNUMBERED_MARKERS: dict[str, tuple[str, ...]] = {
    "de": ("in Erwägung, dass", "in Erwägung,"),
    "fr": ("Considérant :", "considérant :", "Considérant:", "considérant:"),
    "it": ("Considerando:", "considerando:", "Considerato:", "considerato:"),
}
LABELS: dict[str, dict[str, str]] = {
    "de": {
        "consideration": "E. {n}",
        "facts": "Sachverhalt",
        "ruling": "Dispositiv",
        "text": "Erwägungen",
        "title": "Urteil {docket} vom {date}",
    },
    "fr": {
        "consideration": "consid. {n}",
        "facts": "Faits",
        "ruling": "Dispositif",
        "text": "Considérants",
        "title": "Arrêt {docket} du {date}",
    },
    "it": {
        "consideration": "consid. {n}",
        "facts": "Fatti",
        "ruling": "Dispositivo",
        "text": "Considerandi",
        "title": "Sentenza {docket} del {date}",
    },
}
_BGE = re.compile(r"\b(?:BGE|ATF|DTF)\s+(\d{1,3})\s+(Ia|Ib|IV|V|III|II|I)\s+(\d{1,4})\b")
# a top-level consideration number opening a sentence ("... erreur de plume. 3. Si le dispositif")
_TOP_NUMBER = re.compile(r"(?<=[.:;!?)»\"] )\d{1,2}\.(?= [A-ZÀ-ÖØ-Þ«\"(])")
_BGE_CHAIN = re.compile(r"[;,]\s*(\d{2,3})\s+(Ia|Ib|IV|V|III|II|I)\s+(\d{1,4})\b")


def files(folder: Path) -> list[tuple[str, Path]]:
    out = []
    for path in sorted(folder.glob("bger_*.jsonl")):
        m = _FILE.match(path.name)
        if m:
            out.append((m["lang"], path))
    return out


def docket_and_date(link: str) -> tuple[str, str] | None:
    m = _AZA.search(unquote(link))
    if m is None:
        return None
    docket = f"{m['prefix']}_{m['num']}/{m['year']}"
    return docket, f"{m['y']}-{int(m['m']):02d}-{int(m['d']):02d}"


def official_url(lang: str, docket: str, date: str) -> str:
    y, mth, d = date.split("-")
    prefix, rest = docket.split("_", 1)
    num, year = rest.split("/")
    docid = f"aza://{d}-{mth}-{y}-{prefix}_{num}-{year}"
    return f"https://www.bger.ch/ext/eurospider/live/{lang}/php/aza/http/index.php?lang={lang}&type=show_document&highlight_docid={docid}"


def _find_first(text: str, markers: tuple[str, ...]) -> tuple[int, int] | None:
    best: tuple[int, int] | None = None
    for marker in markers:
        i = text.find(marker)
        if i >= 0 and (best is None or i < best[0]):
            best = (i, i + len(marker))
    return best


def split_decision(text: str, lang: str) -> tuple[str, list[tuple[str, str]], str]:
    """``(facts, [(number, consideration), ...], unnumbered_reasoning)``."""
    hit = _find_first(text, REASONING_MARKERS.get(lang, ())) or _find_first(
        text, UNNUMBERED_MARKERS.get(lang, ())
    )
    if hit is None:
        pre, units = segments_of(text)
        if units and len(pre) < len(text) // 2:
            return pre, units, ""
        pre, units = _segments_from_midway(text)
        if units:
            return "", units, pre
        return "", [], text.strip()
    facts = text[: hit[0]].strip()
    numbered = text[hit[0] : hit[1]] in REASONING_MARKERS.get(lang, ())
    reasoning = text[hit[1] :] if numbered else text[hit[0] :]
    pre, units = segments_of(reasoning)
    if units:
        return facts, units, pre
    pre, units = _segments_from_midway(reasoning)
    if units:
        return facts, units, pre
    return facts, [], reasoning.strip()


MIDWAY_UNITS = 2  # numbered units that must follow one another for a text cut mid-way to be split


def _segments_from_midway(text: str) -> tuple[str, list[tuple[str, str]]]:
    """A reasoning the corpus cut mid-way ("... une erreur de plume. 3. Si le dispositif ... 4. Devant ..."):
    its numbered units from the first top-level number that opens a sentence and is followed by its
    successor; the text before it stays unnumbered.  ``("", [])`` when there is no such run."""
    for m in _TOP_NUMBER.finditer(text):
        pre, units = segments_of(text[m.start() :], open_any_first=True)
        tops = [n for n, _b in units if "." not in n]
        if not pre and len(tops) >= MIDWAY_UNITS and int(tops[1]) == int(tops[0]) + 1:
            return text[: m.start()].strip(), units
    return "", []


def bge_refs(text: str) -> set[tuple[int, str, int]]:
    """BGE references cited in a text (``BGE 140 III 16``; chains ``; 135 II 286``)."""
    refs = {(int(v), p, int(s)) for v, p, s in _BGE.findall(text)}
    for m in _BGE.finditer(text):
        tail = text[m.end() : m.end() + 400]
        for v, p, s in _BGE_CHAIN.findall(tail):
            refs.add((int(v), p, int(s)))
    return {r for r in refs if 1 <= r[0] <= 200 and r[2] >= 1}


def read(
    lang: str, path: Path, stats: ImportStats
) -> Iterator[tuple[DecisionRecord, set[tuple[int, str, int]]]]:
    labels = LABELS[lang]
    with path.open(encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                row: Any = json.loads(line)
            except ValueError:
                stats.skip(f"{path.name}: malformed JSON line")
                continue
            if not isinstance(row, dict):
                stats.skip(f"{path.name}: not an object")
                continue
            dd = docket_and_date(str(row.get("link") or ""))
            if dd is None:
                stats.skip(f"{path.name}: no docket in link (line {n})")
                continue
            docket, date = dd
            key = cn.ch_docket(COURT, docket)
            facts_head = str(row.get("text") or "").strip()
            body = str(row.get("considerations") or "")
            facts, units, unnumbered = split_decision(body, lang)
            segs: list[SegmentRecord] = []
            facts_text = (
                " ".join(x for x in (facts_head, facts) if x and not facts.startswith(facts_head))
                or facts
                or facts_head
            )
            if facts_text:
                segs.append(SegmentRecord("facts", facts_text, key, labels["facts"]))
            if unnumbered:
                segs.append(SegmentRecord("text", unnumbered, key, labels["text"]))
            for number, text in units:
                if not any(c.isalpha() for c in text):  # "2. 2.1." or "1. ... 1.1": a bare heading number
                    continue
                segs.append(
                    SegmentRecord(
                        "consideration",
                        text,
                        cn.ch_docket(COURT, docket, number),
                        labels["consideration"].format(n=number),
                        number,
                    )
                )
            ruling = str(row.get("ruling") or "").strip()
            if ruling:
                segs.append(SegmentRecord("ruling", ruling, key, labels["ruling"]))
            d, m, y = date.split("-")[2], date.split("-")[1], date.split("-")[0]
            record = DecisionRecord(
                decision_key=key,
                court=COURT,
                lang=lang,
                docket=docket,
                date=date,
                url=official_url(lang, docket, date),
                title=labels["title"].format(docket=docket, date=f"{d}.{m}.{y}"),
                segments=segs,
            )
            yield record, bge_refs(body)
