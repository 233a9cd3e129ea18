"""Italian decisions as Markdown with YAML front matter: Corte costituzionale (Dispositivo + Massime
ufficiali, each massima a segment) and Cassazione penale (metadata + massima)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from lexgate.citations import canonical as cn
from lexgate.sources.records import DecisionRecord, ImportStats, SegmentRecord
from lexgate.sources.textfix import squash

SOURCE_CORTE = "local:cortecostituzionale-opendata"
SOURCE_CASS = "local:cassazione-massimario"
_FRONT = re.compile(r"\A---\s*\n(?P<meta>.*?)\n---\s*\n(?P<body>.*)\Z", re.S)
_MASSIMA = re.compile(r"^###\s+Massima\s+(?P<n>\d+)\s*(?:[—–-]\s*(?P<title>.*))?$", re.M)
# Cassazione sections -> segment kind (sections not listed are editorial and not imported).
CASS_SECTIONS: dict[str, str] = {
    "Massima ufficiale (Oggetto)": "massima",
    "Massima ufficiale": "massima",
    "L'esito in sintesi": "text",
    "Quesito": "text",
    "Riferimenti normativi": "text",
}


def front_matter(text: str) -> tuple[dict[str, str], str] | None:
    """A flat ``key: value`` front matter (the corpus uses no nesting) and the Markdown body."""
    m = _FRONT.match(text)
    if m is None:
        return None
    meta: dict[str, str] = {}
    for line in m["meta"].splitlines():
        key, sep, value = line.partition(":")
        if not sep or not key.strip() or line[:1].isspace():
            continue
        value = value.strip()
        if value.startswith('"') and value.endswith('"') and len(value) >= 2:
            try:
                value = str(json.loads(value))
            except ValueError:
                value = value[1:-1]
        meta[key.strip()] = "" if value == "null" else value
    return meta, m["body"]


def sections(body: str) -> dict[str, str]:
    """``## Heading`` -> text, in order; the ``# Title`` line under key ``""``."""
    out: dict[str, str] = {}
    current = ""
    buf: list[str] = []
    for line in body.splitlines():
        if line.startswith("## "):
            out[current] = "\n".join(buf).strip()
            current, buf = line[3:].strip(), []
        else:
            buf.append(line)
    out[current] = "\n".join(buf).strip()
    return out


def _quote_text(text: str) -> str:
    lines = [ln[1:].strip() if ln.startswith(">") else ln.strip() for ln in text.splitlines()]
    return squash(" ".join(ln for ln in lines if ln))


def _title(head: str) -> str:
    for line in head.splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return ""


def _int(value: str) -> int | None:
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def read_corte(path: Path, stats: ImportStats) -> DecisionRecord | None:
    parsed = front_matter(path.read_text(encoding="utf-8"))
    if parsed is None:
        stats.skip("Corte costituzionale file without front matter")
        return None
    meta, body = parsed
    number, year = _int(meta.get("numero", "")), _int(meta.get("anno", ""))
    if number is None or year is None:
        stats.skip("Corte costituzionale file without numero/anno")
        return None
    key = cn.it_case("corte-cost", number, year)
    secs = sections(body)
    segs: list[SegmentRecord] = []
    massime: list[str] = []
    block = secs.get("Massime ufficiali", "")
    hits = list(_MASSIMA.finditer(block))
    for i, m in enumerate(hits):
        end = hits[i + 1].start() if i + 1 < len(hits) else len(block)
        text = _quote_text(block[m.end() : end])
        if not text:
            continue
        massime.append(text)
        segs.append(SegmentRecord("massima", text, f"{key}:massima-{m['n']}", f"Massima {m['n']}", m["n"]))
    dispositivo = squash(secs.get("Dispositivo", ""))
    if dispositivo:
        segs.append(SegmentRecord("ruling", dispositivo, key, "Dispositivo"))
    tipo = meta.get("tipo", "")
    return DecisionRecord(
        decision_key=key,
        court="corte-cost",
        lang="it",
        docket=f"{tipo} n. {number}/{year}".strip(),
        date=meta.get("data_decisione") or meta.get("data_deposito", ""),
        url=meta.get("url_scheda", ""),
        title=_title(secs.get("", "")) or f"Corte cost., {tipo} n. {number}/{year}",
        regeste="\n".join(massime),
        segments=segs,
    )


def read_cassazione(path: Path, stats: ImportStats) -> DecisionRecord | None:
    parsed = front_matter(path.read_text(encoding="utf-8"))
    if parsed is None:
        stats.skip("Cassazione file without front matter")
        return None
    meta, body = parsed
    tipo = meta.get("tipo", "")
    if tipo.startswith("questione"):
        rg = meta.get("rg", "")
        num, _, yr = rg.partition("/")
        number, year = _int(num), _int(yr)
        court = "cass-pen-qsp"
    else:
        number, year = _int(meta.get("numero", "")), _int(meta.get("anno", ""))
        court = "cass-pen"
    if number is None or year is None:
        stats.skip("Cassazione file without number/year")
        return None
    key = cn.it_case(court, number, year)
    secs = sections(body)
    segs: list[SegmentRecord] = []
    massima = ""
    for heading, kind in CASS_SECTIONS.items():
        text = _quote_text(secs.get(heading, ""))
        if not text or text.startswith("*Non indicat"):
            continue
        if kind == "massima":
            massima = text
            segs.append(SegmentRecord("massima", text, f"{key}:massima-1", "Massima", "1"))
        else:
            segs.append(SegmentRecord("text", text, key, heading))
    sezione = meta.get("sezione", "")
    return DecisionRecord(
        decision_key=key,
        court=court,
        lang="it",
        docket=f"{'Sez. ' + sezione + ', ' if sezione else ''}n. {number}/{year}",
        date=meta.get("data_deposito") or meta.get("data_udienza", ""),
        url=meta.get("url_scheda", ""),
        title=_title(secs.get("", "")) or f"Cass. pen., n. {number}/{year}",
        regeste=massima,
        segments=segs,
    )
