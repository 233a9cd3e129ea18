"""Build lexgate/citations/data/acts.json from the statute corpus.

Usage: ``.venv/bin/python scripts/build_act_table.py [CORPUS_DIR]`` (default: ``lexgate.config.corpus_path()``).

For every act (file stem ``<KEY>_<lang>.json`` in ``ch/statutes``) the abbreviation per language is read
from the corpus's own data: the first component of each entry's ``title`` and the trailing part of its
``citation`` (after ``Art. N [Abs./al./cpv. N]``), the most common value wins.  The ELI path comes from
``url`` (``eli/cc/27/317_321_377``).  Mojibake in some German entries (``BÃ¶B``) is repaired by
re-encoding as cp1252/latin-1 and decoding as UTF-8.  Only metadata is written, never corpus text.
"""

from __future__ import annotations

import collections
import json
import re
import sys
from pathlib import Path

LANGS = ("de", "fr", "it")
_CITATION_TAIL = re.compile(r"^Art\.\s+\S+(?:\s+(?:Abs|al|cpv)\.\s+\S+)?\s+(?P<abbr>.+?)\s*$")
_ELI = re.compile(r"/eli/(cc/[^/#]+/[^/#]+)/")
OUT = Path(__file__).resolve().parents[1] / "lexgate" / "citations" / "data" / "acts.json"


def fix_mojibake(text: str) -> str:
    """``BÃ¶B`` -> ``BöB``; text that is not mojibake comes back unchanged."""
    if "Ã" not in text and "Â" not in text:
        return text
    for codec in ("cp1252", "latin-1"):
        try:
            return text.encode(codec).decode("utf-8")
        except (UnicodeEncodeError, UnicodeDecodeError):
            continue
    return text


def _most_common(values: list[str]) -> str | None:
    values = [v for v in values if v]
    return collections.Counter(values).most_common(1)[0][0] if values else None


def read_act(folder: Path, key: str) -> dict[str, str | None]:
    row: dict[str, str | None] = {"key": key}
    eli: list[str] = []
    for lang in LANGS:
        path = folder / f"{key}_{lang}.json"
        if not path.is_file():
            row[f"abbr_{lang}"] = None
            continue
        entries = json.loads(path.read_text(encoding="utf-8"))
        from_title = [fix_mojibake(str(e.get("title", "")).split(",", 1)[0].strip()) for e in entries]
        from_cite = []
        for e in entries:
            m = _CITATION_TAIL.match(fix_mojibake(str(e.get("citation", ""))))
            if m:
                from_cite.append(m.group("abbr"))
        # the citation tail is what drafts write; the title head backs it up when keys are irregular
        row[f"abbr_{lang}"] = _most_common(from_cite) or _most_common(from_title)
        for e in entries:
            m = _ELI.search(str(e.get("url", "")))
            if m:
                eli.append(m.group(1))
        if lang == "de":
            row["title"] = _most_common(from_title)
    row["eli_path"] = f"eli/{_most_common(eli)}" if eli else None
    return row


def build(corpus: Path) -> list[dict[str, str | None]]:
    folder = corpus / "ch" / "statutes"
    keys = sorted({p.stem.rsplit("_", 1)[0] for p in folder.glob("*_??.json")})
    return [read_act(folder, key) for key in keys]


def main(argv: list[str]) -> int:
    if len(argv) > 1:
        corpus = Path(argv[1])
    else:
        from lexgate.config import corpus_path

        found = corpus_path()
        if found is None:
            print("error: no corpus found; pass its folder", file=sys.stderr)
            return 2
        corpus = found
    rows = build(corpus)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(rows, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(rows)} acts to {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
