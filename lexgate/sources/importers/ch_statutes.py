"""Swiss federal statutes of the corpus: ``ch/statutes/<ABBR>_<lang>.json`` (one entry per paragraph).

Keys look like ``Art. 41 Abs. 1 OR`` / ``Art. 41 al. 1 CO`` / ``Art. 41 cpv. 1 CO``; about 3% have other
shapes (``Art. 139 Abs. 1. StGB``, ``Art. 55 Abs. bis AHVV``, footnote text in the paragraph slot...).
Keys are parsed defensively: odd ones are kept as article text without a paragraph number and counted.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from lexgate.citations import canonical as cn
from lexgate.citations.tables import ORDINALS
from lexgate.sources.records import ActRecord, ImportStats, ProvisionRecord
from lexgate.sources.textfix import fix_mojibake, squash

SOURCE = "local:fedlex-corpus"
CORPUS_VERSION = "2024-11"  # state of the statute texts (corpus README)
LANGS = ("de", "fr", "it")
PARAGRAPH_WORD = {"de": "Abs.", "fr": "al.", "it": "cpv."}
LATIN_SUFFIXES = ORDINALS  # bis, ter, quater ...: one table with the citation parser

_FILE = re.compile(r"^(?P<stem>.+)_(?P<lang>de|fr|it)\.json$")
_ARTICLE = re.compile(
    rf"^Art\.\s*(?P<num>\d+)(?P<suffix>[a-z]+|[A-Z](?=\s|$))?(?:\s(?P<cap>[A-Z])(?=\s|$)|\s(?P<latin>{'|'.join(LATIN_SUFFIXES)})\b)?\s*(?P<rest>.*)$",
    re.S,
)
_PARAGRAPH = re.compile(r"^(?P<para>\d+[a-z]*)\.?(?:\s+(?P<abbr>.+))?$", re.S)
_LATIN = re.compile(rf"^(?P<suffix>{'|'.join(LATIN_SUFFIXES)})(?:\s+(?P<abbr>.+))?$")
_ANCHOR = re.compile(r"(?:^|/)art_(?P<num>\d+)(?:_(?P<suffix>[a-z]+))?(?:_(?P<suffix2>[a-z]+))?$")


@dataclass(frozen=True, slots=True)
class ParsedKey:
    article: str
    paragraph: str | None
    abbreviation: str | None
    regular: bool


def parse_key(citation: str, lang: str, url: str = "") -> ParsedKey | None:
    """Article / paragraph / abbreviation of a corpus key; ``None`` when no article can be found."""
    m = _ARTICLE.match(citation.strip())
    if m is None:
        anchor = _ANCHOR.search(url.partition("#")[2])
        if anchor is None:
            return None
        art = anchor["num"] + (anchor["suffix"] or "") + (anchor["suffix2"] or "")
        return ParsedKey(art, None, None, False)
    article = (m["num"] + (m["suffix"] or "") + (m["latin"] or m["cap"] or "")).lower()
    rest = m["rest"].strip()
    word = PARAGRAPH_WORD[lang]
    if not rest.startswith(word):
        return ParsedKey(article, None, rest or None, bool(rest) and len(rest) <= 20)
    after = rest[len(word) :].strip()
    pm = _PARAGRAPH.match(after)
    if pm and pm["abbr"]:
        dotted = after[len(pm["para"]) : len(pm["para"]) + 1] == "."
        return ParsedKey(article, pm["para"], pm["abbr"].strip(), not dotted and len(pm["abbr"]) <= 20)
    lm = _LATIN.match(after)
    if lm and not article.endswith(LATIN_SUFFIXES):
        # "Art. 55 Abs. bis AHVV": the article's Latin suffix slipped into the paragraph slot
        return ParsedKey(article + lm["suffix"], None, lm["abbr"], False)
    return ParsedKey(article, None, lm["abbr"] if lm else None, False)


def group_files(folder: Path) -> dict[str, dict[str, Path]]:
    """``{stem: {lang: path}}`` for every statute file in ``folder``."""
    out: dict[str, dict[str, Path]] = {}
    for path in sorted(folder.glob("*.json")):
        m = _FILE.match(path.name)
        if m:
            out.setdefault(m["stem"], {})[m["lang"]] = path
    return out


def merge_orders(orders: Sequence[Sequence[str]]) -> list[str]:
    """One article order from several editions: the first edition's order, others' extras after their predecessor."""
    merged: list[str] = []
    seen: set[str] = set()
    for order in orders:
        prev: str | None = None
        for art in order:
            if art not in seen:
                pos = merged.index(prev) + 1 if prev is not None else 0
                merged.insert(pos, art)
                seen.add(art)
            prev = art
    return merged


@dataclass(slots=True)
class Edition:
    act: ActRecord
    provisions: list[ProvisionRecord]
    articles: list[str]


def read_edition(stem: str, lang: str, path: Path, stats: ImportStats) -> Edition:
    try:
        entries = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        stats.skip(f"unreadable file {path.name}: {exc}")
        entries = []
    if not isinstance(entries, list):
        stats.skip(f"not a JSON list: {path.name}")
        entries = []
    parsed: list[tuple[dict[str, str], ParsedKey]] = []
    abbrs: Counter[str] = Counter()
    for entry in entries:
        if not isinstance(entry, dict) or not isinstance(entry.get("citation"), str):
            stats.skip("entry without a citation key")
            continue
        url = str(entry.get("url") or "")
        fragment = url.partition("#")[2]
        if "/" in fragment or "annex" in fragment:
            stats.skip("annex article (not addressable by article number)")
            continue
        key = parse_key(fix_mojibake(entry["citation"]), lang, url)
        if key is None:
            stats.skip("key without an article number")
            continue
        if not str(entry.get("content") or "").strip():
            stats.skip("entry without text")
            continue
        if key.regular and key.abbreviation:
            abbrs[key.abbreviation] += 1
        parsed.append((entry, key))
    abbreviation = abbrs.most_common(1)[0][0] if abbrs else stem.replace("_", " ")
    provisions: list[ProvisionRecord] = []
    order: dict[str, None] = {}
    act_url = ""
    for entry, key in parsed:
        if not key.regular:
            stats.irregular += 1
        url = str(entry.get("url") or "")
        act_url = act_url or url.partition("#")[0]
        order.setdefault(key.article, None)
        label = (
            f"Art. {key.article}"
            + (f" {PARAGRAPH_WORD[lang]} {key.paragraph}" if key.paragraph else "")
            + f" {abbreviation}"
        )
        heading = fix_mojibake(str(entry.get("title") or ""))
        for prefix in (f"{abbreviation}, ", f"{entry.get('book', '')}, "):
            if heading.startswith(prefix):
                heading = heading[len(prefix) :]
                break
        provisions.append(
            ProvisionRecord(
                article=key.article,
                paragraph=key.paragraph,
                text=fix_mojibake(str(entry["content"])).strip(),
                key=cn.ch_statute(stem, key.article, key.paragraph),
                label=label,
                heading=squash(heading),
                url=url,
            )
        )
    act = ActRecord(
        act_key=stem,
        jurisdiction="ch",
        canonical=cn.ch_statute(stem),
        lang=lang,
        abbreviation=abbreviation,
        title=abbreviation,
        version=CORPUS_VERSION,
        url=act_url,
    )
    return Edition(act, provisions, list(order))


def read_act(stem: str, files: dict[str, Path], stats: ImportStats) -> list[Edition]:
    editions = [read_edition(stem, lang, files[lang], stats) for lang in LANGS if lang in files]
    return [e for e in editions if e.provisions]


def file_list(files: dict[str, Path]) -> Iterable[Path]:
    return (files[lang] for lang in LANGS if lang in files)
