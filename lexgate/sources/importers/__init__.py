"""Import the offline corpus into the store: ``import_corpus(path, progress=callback)``.

The whole import is one transaction (an interrupted import leaves the store as it was) and idempotent:
each act edition / decision is replaced, never duplicated; files whose size and mtime did not change
since the last import are skipped unless ``force``.
"""

from __future__ import annotations

import functools
import hashlib
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from lexgate import config
from lexgate.errors import BadInput
from lexgate.sources.importers import bger, ch_statutes, it_codes, it_decisions
from lexgate.sources.records import DecisionRecord, ImportStats
from lexgate.sources.store import Store, Writer, now_iso

Progress = Callable[[int, int, str], None]  # (done, total, label)
Select = Callable[[str], bool]  # unit name such as "ch/statutes/OR" -> import it?


@dataclass(frozen=True, slots=True)
class Unit:
    name: str  # "ch/statutes/OR", "ch/decisions/bger_de.jsonl", "it/codes/codice-civile.txt", ...
    kind: str  # ch-statute | bger | it-code | corte-cost | cassazione
    files: tuple[Path, ...]
    lang: str = ""


def discover(root: Path) -> list[Unit]:
    """Every importable unit of a corpus folder, in a stable order."""
    units: list[Unit] = []
    statutes = root / "ch" / "statutes"
    if statutes.is_dir():
        for stem, files in ch_statutes.group_files(statutes).items():
            units.append(Unit(f"ch/statutes/{stem}", "ch-statute", tuple(ch_statutes.file_list(files))))
    decisions = root / "ch" / "decisions"
    if decisions.is_dir():
        for lang, path in bger.files(decisions):
            units.append(Unit(f"ch/decisions/{path.name}", "bger", (path,), lang))
    codes = root / "it" / "codes"
    if codes.is_dir():
        for path in sorted(codes.glob("*.txt")):
            units.append(Unit(f"it/codes/{path.name}", "it-code", (path,)))
    for folder, kind in (("corte-costituzionale", "corte-cost"), ("cassazione-penale", "cassazione")):
        base = root / "it" / folder
        if base.is_dir():
            for path in sorted(base.glob("*/*.md")):
                units.append(Unit(f"it/{folder}/{path.parent.name}/{path.name}", kind, (path,)))
    return units


def _fingerprint(path: Path) -> str:
    """A file is imported again when it changed, or when the code that reads it did."""
    st = path.stat()
    return f"{st.st_size}:{st.st_mtime_ns}:{_readers_digest()}"


@functools.lru_cache(maxsize=1)
def _readers_digest() -> str:
    """A digest of the readers' code (this package and the text helpers it uses): a reader that now
    cuts an editors' note must not leave the store with the old text until ``--force``."""
    here = Path(__file__).resolve().parent
    files = sorted(here.glob("*.py")) + [
        here.parent / n for n in ("textfix.py", "numbering.py", "records.py")
    ]
    h = hashlib.sha256()
    for f in files:
        if f.is_file():
            h.update(f.name.encode() + b"\0" + f.read_bytes())
    return h.hexdigest()[:12]


SOURCES = {
    "ch-statute": ch_statutes.SOURCE,
    "bger": bger.SOURCE,
    "it-code": it_codes.SOURCE,
    "corte-cost": it_decisions.SOURCE_CORTE,
    "cassazione": it_decisions.SOURCE_CASS,
}


def _sr_of(act_key: str) -> str | None:
    """The act's SR number from the citation layer's act table, when it knows it."""
    try:
        from lexgate.citations.acts import act_by_key

        info = act_by_key(act_key)
    except Exception:  # the table is optional metadata: never let it stop an import
        return None
    return getattr(info, "sr", None) if info is not None else None


def _import_unit(w: Writer, unit: Unit, stats: ImportStats) -> None:
    source = SOURCES[unit.kind]
    prov = {p: w.provenance(str(p), source, _fingerprint(p)) for p in unit.files}
    if unit.kind == "ch-statute":
        stem = unit.name.rsplit("/", 1)[1]
        files = {p.name.rsplit("_", 1)[1][:2]: p for p in unit.files}
        editions = ch_statutes.read_act(stem, files, stats)
        if not editions:
            stats.skip(f"act without provisions: {stem}")
            return
        sr = _sr_of(stem)
        for ed in editions:
            ed.act.sr = sr
            w.put_act(ed.act)
            w.put_provisions(stem, ed.act.lang, ed.provisions, prov[files[ed.act.lang]])
            stats.provisions += len(ed.provisions)
        w.put_articles(stem, ch_statutes.merge_orders([ed.articles for ed in editions]))
        stats.acts += 1
    elif unit.kind == "it-code":
        path = unit.files[0]
        got = it_codes.read_code(path.stem, path, stats)
        if got is None:
            return
        act, provisions, articles = got
        w.put_act(act)
        w.put_provisions(act.act_key, act.lang, provisions, prov[path])
        w.put_articles(act.act_key, articles)
        stats.acts += 1
        stats.provisions += len(provisions)
    elif unit.kind == "bger":
        path = unit.files[0]
        for record, refs in bger.read(unit.lang, path, stats):
            _put_decision(w, record, prov[path], stats)
            w.put_known_bge(sorted(refs))
    else:
        path = unit.files[0]
        reader = it_decisions.read_corte if unit.kind == "corte-cost" else it_decisions.read_cassazione
        try:
            decision = reader(path, stats)
        except (OSError, UnicodeDecodeError) as exc:
            stats.skip(f"unreadable file {path.name}: {exc}")
            return
        if decision is not None:
            _put_decision(w, decision, prov[path], stats)


def _put_decision(w: Writer, record: DecisionRecord, provenance_id: int, stats: ImportStats) -> None:
    w.put_decision(record, provenance_id)
    stats.decisions += 1
    stats.segments += len(record.segments)


def import_corpus(
    path: Path | str | None = None,
    progress: Progress | None = None,
    *,
    store: Store | None = None,
    select: Select | None = None,
    force: bool = False,
) -> ImportStats:
    """Import the corpus at ``path`` (default ``lexgate.config.corpus_path()``) into the store."""
    root = Path(path) if path is not None else config.corpus_path()
    if root is None:
        raise BadInput("no corpus folder: pass PATH or set LEXGATE_CORPUS")
    if not root.is_dir():
        raise BadInput(f"corpus folder not found: {root}")
    units = [u for u in discover(root) if select is None or select(u.name)]
    if not units:
        raise BadInput(
            f"no importable corpus files under {root} (expected ch/statutes, ch/decisions, it/...)"
        )
    own = store is None
    db = store or Store()
    stats = ImportStats()
    started = time.perf_counter()
    try:
        with db.transaction() as w:
            for i, unit in enumerate(units):
                if progress is not None:
                    progress(i, len(units), unit.name)
                stats.files += len(unit.files)
                if not force and all(w.fingerprint(str(p)) == _fingerprint(p) for p in unit.files):
                    stats.unchanged += 1
                    continue
                _import_unit(w, unit, stats)
            stats.seconds = time.perf_counter() - started
            w.set_meta("last_import", now_iso())
            w.set_meta("last_import_source", str(root))
            w.set_meta("last_import_seconds", f"{stats.seconds:.2f}")
            if progress is not None:
                progress(len(units), len(units), "done")
        db.checkpoint()
    finally:
        if own:
            db.close()
    stats.seconds = time.perf_counter() - started
    return stats
