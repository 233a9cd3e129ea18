"""Where a Swiss act lives on Fedlex: its ELI path and SR number.

Looked up in the act table ``lexgate/citations/data/acts.json`` (tolerated when absent), then in
the offline corpus (the first Fedlex deep link of ``ch/statutes/<ACT>_de.json``).
"""

from __future__ import annotations

import json
import re
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lexgate import config

ACTS_JSON = Path(__file__).resolve().parents[2] / "citations" / "data" / "acts.json"
_ELI = re.compile(r"eli/(cc/[0-9A-Za-z_]+/[0-9A-Za-z_.\-]+)")


@dataclass(frozen=True, slots=True)
class ActRef:
    key: str
    eli_path: str = ""  # "cc/27/317_321_377"
    sr: str = ""  # "220"


_lock = threading.Lock()
_table: dict[str, ActRef] | None = None


def _entries(data: Any) -> list[dict[str, Any]]:
    if isinstance(data, list):
        return [e for e in data if isinstance(e, dict)]
    if isinstance(data, dict):
        out = []
        for key, value in data.items():
            if isinstance(value, dict):
                out.append({"key": key, **value})
        return out
    return []


def _load_table(path: Path) -> dict[str, ActRef]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    table: dict[str, ActRef] = {}
    for entry in _entries(data):
        key = str(entry.get("key") or entry.get("abbr_de") or "").replace(" ", "_")
        if not key:
            continue
        eli_match = _ELI.search(str(entry.get("eli_path") or entry.get("eli") or entry.get("url") or ""))
        sr = str(entry.get("sr") or entry.get("sr_number") or "").strip()
        table[key] = ActRef(key, eli_match.group(1) if eli_match else "", sr)
    return table


def _from_corpus(key: str) -> ActRef | None:
    root = config.corpus_path()
    if root is None:
        return None
    path = root / "ch" / "statutes" / f"{key}_de.json"
    try:
        with path.open("rb") as fh:
            head = fh.read(8192).decode("utf-8", "ignore")
    except OSError:
        return None
    match = _ELI.search(head)
    return ActRef(key, match.group(1)) if match else None


def lookup(key: str, table_path: Path | None = None) -> ActRef | None:
    """The ELI path / SR number of act ``key`` (``OR``, ``BVV_2``), or None when unknown."""
    global _table
    if table_path is not None:
        found = _load_table(table_path).get(key)
    else:
        with _lock:
            if _table is None:
                _table = _load_table(ACTS_JSON)
            found = _table.get(key)
    if found and (found.eli_path or found.sr):
        return found
    return _from_corpus(key)
