"""The local source store: SQLite + FTS5 at ``lexgate.config.store_path()``.

Several readers and one writer at a time (WAL, busy timeout); every import runs in one transaction
(:meth:`Store.transaction`), so an interrupted import leaves the store as it was.  The read API is
typed and cached in-process (an LRU keyed by the query, dropped whenever the database changes).
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar, cast

from lexgate import config
from lexgate.citations import canonical as cn
from lexgate.errors import LexgateError
from lexgate.sources.model import Found, Passage, SegmentKind
from lexgate.sources.records import ActRecord, DecisionRecord, ProvisionRecord
from lexgate.sources.schema import DDL, PRAGMAS, SCHEMA_VERSION

T = TypeVar("T")
BUSY_TIMEOUT_S = 30.0
CACHE_SIZE = 100_000


def now_iso() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat()


@dataclass(frozen=True, slots=True)
class ActInfo:
    act_key: str
    jurisdiction: str
    canonical: str
    sr: str | None
    it_act_id: str | None
    abbreviations: dict[str, str]
    titles: dict[str, str]
    urls: dict[str, str]
    languages: tuple[str, ...]
    version: str
    complete: bool
    retrieved_at: str = ""


@dataclass(frozen=True, slots=True)
class DecisionInfo:
    decision_key: str
    court: str
    docket: str
    bge_ref: str
    date: str
    lang: str
    url: str
    title: str
    regeste: str
    retrieved_at: str = ""


class Store:
    """One connection to the store.  Use one :class:`Store` per thread."""

    def __init__(self, path: Path | str | None = None, *, create: bool = True) -> None:
        self.path = Path(path) if path is not None else config.store_path()
        if not create and not self.path.is_file():
            raise LexgateError(f"no source store at {self.path}: run `lexgate sources import` first")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.conn = sqlite3.connect(
                str(self.path),
                timeout=BUSY_TIMEOUT_S,
                isolation_level=None,
                cached_statements=512,
                check_same_thread=False,
            )
        except (OSError, sqlite3.Error) as exc:
            raise LexgateError(f"cannot open the source store {self.path}: {exc}") from None
        self.conn.row_factory = sqlite3.Row
        self.conn.execute(f"PRAGMA busy_timeout={int(BUSY_TIMEOUT_S * 1000)}")
        try:
            for pragma in PRAGMAS:
                self.conn.execute(pragma)
            self._ensure_schema()
        except sqlite3.Error as exc:
            raise LexgateError(f"cannot use the source store {self.path}: {exc}") from None
        self._cache: OrderedDict[tuple[Any, ...], Any] = OrderedDict()
        self._cache_version = -1
        self._lock = threading.RLock()
        self._in_tx = False
        self._pinned = False

    # -- lifecycle -------------------------------------------------------------------------------------

    def _ensure_schema(self) -> None:
        have = self.conn.execute(
            "SELECT name FROM sqlite_master WHERE type='table' AND name='meta'"
        ).fetchone()
        if have:
            row = self.conn.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
            if row and row[0] == SCHEMA_VERSION:
                return
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            for stmt in _split_sql(DDL):
                self.conn.execute(stmt)
            self.conn.execute(
                "INSERT OR REPLACE INTO meta (key, value) VALUES ('schema_version', ?)", (SCHEMA_VERSION,)
            )
            self.conn.execute("COMMIT")
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise

    def close(self) -> None:
        self.conn.close()

    def checkpoint(self) -> None:
        """Fold the write-ahead log back into the database after a large import (best effort)."""
        try:
            self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            self.conn.execute("PRAGMA optimize")
        except sqlite3.Error:
            pass  # readers still hold the log: SQLite checkpoints later by itself

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def transaction(self) -> Iterator[Writer]:
        """One write transaction: everything or nothing (rollback on any exception, incl. Ctrl-C)."""
        with self._lock:
            self.conn.execute("BEGIN IMMEDIATE")
            self._in_tx = True
            try:
                yield Writer(self)
            except BaseException:
                self.conn.execute("ROLLBACK")
                raise
            else:
                self.conn.execute("COMMIT")
            finally:
                self._in_tx = False
                self._cache.clear()

    # -- cache -----------------------------------------------------------------------------------------

    def _check_version(self) -> None:
        version = self.conn.execute("PRAGMA data_version").fetchone()[0]
        if version != self._cache_version or self._in_tx:
            self._cache.clear()
            self._cache_version = version

    @contextmanager
    def pinned(self) -> Iterator[None]:
        """Check for other writers once for a group of reads (one resolution) instead of once per read."""
        if self._pinned:
            yield
            return
        self._check_version()
        self._pinned = True
        try:
            yield
        finally:
            self._pinned = False

    def _cached(self, key: tuple[Any, ...], compute: Callable[[], T]) -> T:
        if not self._pinned:
            self._check_version()
        try:
            value = self._cache[key]
            self._cache.move_to_end(key)
            return cast(T, value)
        except KeyError:
            pass
        value = compute()
        if not self._in_tx:
            self._cache[key] = value
            if len(self._cache) > CACHE_SIZE:
                self._cache.popitem(last=False)
        return value

    # -- acts and provisions ---------------------------------------------------------------------------

    def get_act(self, act_key: str) -> ActInfo | None:
        return self._cached(("act", act_key), lambda: self._get_act(act_key))

    def _get_act(self, act_key: str) -> ActInfo | None:
        row = self.conn.execute(
            "SELECT a.*, (SELECT MAX(p.retrieved_at) FROM provenance p WHERE p.id IN"
            " (SELECT provenance_id FROM provisions v WHERE v.act_key = a.act_key)) AS retrieved_at"
            " FROM acts a WHERE act_key = ?",
            (act_key,),
        ).fetchone()
        if row is None:
            return None
        return ActInfo(
            act_key=row["act_key"],
            jurisdiction=row["jurisdiction"],
            canonical=row["canonical"],
            sr=row["sr"],
            it_act_id=row["it_act_id"],
            abbreviations=json.loads(row["abbreviations"]),
            titles=json.loads(row["titles"]),
            urls=json.loads(row["urls"]),
            languages=tuple(x for x in row["languages"].split(",") if x),
            version=row["version"],
            complete=bool(row["complete"]),
            retrieved_at=row["retrieved_at"] or "",
        )

    def act_keys(self, jurisdiction: str | None = None) -> list[str]:
        def compute() -> list[str]:
            if jurisdiction:
                rows = self.conn.execute(
                    "SELECT act_key FROM acts WHERE jurisdiction = ? ORDER BY act_key", (jurisdiction,)
                )
            else:
                rows = self.conn.execute("SELECT act_key FROM acts ORDER BY act_key")
            return [r[0] for r in rows]

        return self._cached(("act_keys", jurisdiction), compute)

    def abbreviation_index(self) -> dict[str, str]:
        """Every known abbreviation (any language, upper-cased) -> act key."""

        def compute() -> dict[str, str]:
            out: dict[str, str] = {}
            for row in self.conn.execute("SELECT act_key, abbreviations FROM acts"):
                out.setdefault(row[0].upper(), row[0])
                for abbr in json.loads(row[1]).values():
                    out.setdefault(str(abbr).replace(" ", "_").upper(), row[0])
            return out

        return self._cached(("abbr_index",), compute)

    def article_numbers(self, act_key: str) -> list[str]:
        """The act's article numbers in document order."""

        def compute() -> list[str]:
            rows = self.conn.execute(
                "SELECT article FROM articles WHERE act_key = ? ORDER BY ord", (act_key,)
            )
            return [r[0] for r in rows]

        return self._cached(("articles", act_key), compute)

    def has_article(self, act_key: str, article: str) -> bool:
        return article in self._article_index(act_key)

    def _article_index(self, act_key: str) -> dict[str, int]:
        return self._cached(
            ("article_index", act_key), lambda: {a: i for i, a in enumerate(self.article_numbers(act_key))}
        )

    def article_position(self, act_key: str, article: str) -> int | None:
        return self._article_index(act_key).get(article)

    def article_languages(self, act_key: str, article: str) -> list[str]:
        def compute() -> list[str]:
            rows = self.conn.execute(
                "SELECT DISTINCT lang FROM provisions WHERE act_key = ? AND article = ? ORDER BY lang",
                (act_key, article),
            )
            return [r[0] for r in rows]

        return self._cached(("article_langs", act_key, article), compute)

    def get_article(self, act_key: str, article: str, lang: str) -> list[Passage]:
        """Every stored segment of one article in one language, in document order."""
        return list(
            self._cached(
                ("article", act_key, article, lang), lambda: self._get_article(act_key, article, lang)
            )
        )

    def _get_article(self, act_key: str, article: str, lang: str) -> tuple[Passage, ...]:
        rows = self.conn.execute(
            "SELECT key, paragraph, label, heading, text, url FROM provisions"
            " WHERE act_key = ? AND article = ? AND lang = ? ORDER BY seq",
            (act_key, article, lang),
        ).fetchall()
        return tuple(
            Passage(
                key=r["key"],
                kind="paragraph" if r["paragraph"] else "article",
                text=r["text"],
                lang=lang,
                label=r["label"],
                heading=r["heading"],
                url=r["url"],
            )
            for r in rows
        )

    def paragraphs_of(self, act_key: str, article: str, lang: str | None = None) -> list[str]:
        """The numbered paragraphs (or commi) of one article, in order."""

        def compute() -> list[str]:
            sql = (
                "SELECT paragraph FROM provisions WHERE act_key = ? AND article = ? AND paragraph IS NOT NULL"
            )
            args: tuple[str, ...] = (act_key, article)
            if lang:
                sql += " AND lang = ?"
                args += (lang,)
            seen: dict[str, None] = {}
            for r in self.conn.execute(sql + " ORDER BY lang, seq", args):
                seen.setdefault(r[0], None)
            return list(seen)

        return list(self._cached(("paragraphs", act_key, article, lang), compute))

    # -- decisions -------------------------------------------------------------------------------------

    def get_decision(self, decision_key: str) -> DecisionInfo | None:
        return self._cached(("decision", decision_key), lambda: self._get_decision(decision_key))

    def _get_decision(self, decision_key: str) -> DecisionInfo | None:
        row = self.conn.execute(
            "SELECT d.*, p.retrieved_at AS retrieved_at FROM decisions d LEFT JOIN provenance p ON p.id = d.provenance_id"
            " WHERE d.decision_key = ?",
            (decision_key,),
        ).fetchone()
        if row is None:
            return None
        return DecisionInfo(
            decision_key=row["decision_key"],
            court=row["court"],
            docket=row["docket"],
            bge_ref=row["bge_ref"],
            date=row["date"],
            lang=row["lang"],
            url=row["url"],
            title=row["title"],
            regeste=row["regeste"],
            retrieved_at=row["retrieved_at"] or "",
        )

    def segments(self, decision_key: str, kind: str | None = None) -> list[Passage]:
        """The decision's segments in order (optionally of one kind)."""
        all_ = self._cached(("segments", decision_key), lambda: self._segments(decision_key))
        return [p for p in all_ if kind is None or p.kind == kind]

    def _segments(self, decision_key: str) -> tuple[Passage, ...]:
        decision = self.get_decision(decision_key)
        url = decision.url if decision else ""
        heading = decision.title if decision else ""
        rows = self.conn.execute(
            "SELECT kind, key, label, text, lang FROM segments WHERE decision_key = ? ORDER BY seq",
            (decision_key,),
        ).fetchall()
        return tuple(
            Passage(
                key=r["key"],
                kind=cast(SegmentKind, r["kind"]),
                text=r["text"],
                lang=r["lang"],
                label=r["label"],
                heading=heading,
                url=url,
            )
            for r in rows
        )

    def segment_numbers(self, decision_key: str) -> list[str]:
        def compute() -> list[str]:
            rows = self.conn.execute(
                "SELECT number FROM segments WHERE decision_key = ? AND kind = 'consideration' AND number IS NOT NULL ORDER BY seq",
                (decision_key,),
            )
            return [r[0] for r in rows]

        return list(self._cached(("segment_numbers", decision_key), compute))

    def decision_keys(self, prefix: str = "") -> list[str]:
        def compute() -> list[str]:
            rows = self.conn.execute(
                "SELECT decision_key FROM decisions WHERE decision_key >= ? AND decision_key < ? ORDER BY decision_key",
                (prefix, prefix + "\U0010ffff"),
            )
            return [r[0] for r in rows]

        return self._cached(("decision_keys", prefix), compute)

    def known_bge(self, volume: int | None = None) -> list[tuple[int, str, int]]:
        """BGE references known to exist (cited by stored judgments or cached): (volume, part, page)."""

        def compute() -> list[tuple[int, str, int]]:
            if volume is None:
                rows = self.conn.execute(
                    "SELECT volume, part, page FROM known_refs ORDER BY volume, part, page"
                )
            else:
                rows = self.conn.execute(
                    "SELECT volume, part, page FROM known_refs WHERE volume BETWEEN ? AND ? ORDER BY volume, part, page",
                    (volume - 1, volume + 1),
                )
            return [(int(r[0]), str(r[1]), int(r[2])) for r in rows]

        return self._cached(("known_bge", volume), compute)

    # -- live cache ------------------------------------------------------------------------------------

    def cached_found(self, canonical: str, lang: str) -> Found | None:
        row = self.conn.execute(
            "SELECT payload FROM live_cache WHERE canonical = ? AND lang = ?", (canonical, lang)
        ).fetchone()
        if row is None:
            return None
        return found_from_json(row[0])

    def cache_found(self, found: Found) -> None:
        """Keep a live answer with its provenance (URL / query and when it was retrieved)."""
        origin = found.url or found.query_used or f"{found.source}:{found.canonical}"
        retrieved = found.retrieved_at or now_iso()
        if self._in_tx:
            Writer(self).cache_found(found, origin, retrieved)
            return
        with self.transaction() as w:
            w.cache_found(found, origin, retrieved)

    # -- search ----------------------------------------------------------------------------------------

    def _id_range(self, act_key: str, lang: str) -> tuple[int, int]:
        def compute() -> tuple[int, int]:
            row = self.conn.execute(
                "SELECT MIN(id), MAX(id) FROM provisions WHERE act_key = ? AND lang = ?", (act_key, lang)
            ).fetchone()
            return (row[0], row[1]) if row[0] is not None else (0, -1)

        return self._cached(("id-range", act_key, lang), compute)

    def _act_range(self, act_key: str, lang: str) -> tuple[int, int] | None:
        """The act's id range in one language when it holds that act's rows only (else None)."""

        def compute() -> tuple[int, int] | None:
            lo, hi = self._id_range(act_key, lang)
            if hi < lo:
                return None
            row = self.conn.execute(
                "SELECT COUNT(*) FROM provisions WHERE id BETWEEN ? AND ? AND (act_key != ? OR lang != ?)",
                (lo, hi, act_key, lang),
            ).fetchone()
            return (lo, hi) if row[0] == 0 else None

        return self._cached(("act-range", act_key, lang), compute)

    def search_ids(
        self, text: str, lang: str, act_key: str, limit: int = 20, *, prefix: bool = False
    ) -> list[int]:
        """The ids of the act's provisions in one language that best match ``text`` (bm25 order): what
        :meth:`search` finds there, without reading the rows (:meth:`passages_by_id` reads those kept)."""
        query = fts_query(text, prefix=prefix)
        if not query:
            return []
        span = self._act_range(act_key, lang)
        try:
            if span is None:  # rows of the act not contiguous (a store built otherwise): filter by join
                rows = self.conn.execute(
                    "SELECT v.id FROM provisions_fts JOIN provisions v ON v.id = provisions_fts.rowid"
                    " WHERE provisions_fts MATCH ? AND v.lang = ? AND v.act_key = ?"
                    " ORDER BY bm25(provisions_fts) LIMIT ?",
                    (query, lang, act_key, limit),
                )
            else:
                rows = self.conn.execute(
                    "SELECT rowid FROM provisions_fts WHERE provisions_fts MATCH ?"
                    " AND rowid BETWEEN ? AND ? ORDER BY bm25(provisions_fts) LIMIT ?",
                    (query, span[0], span[1], limit),
                )
            return [r[0] for r in rows]
        except sqlite3.OperationalError as exc:
            raise LexgateError(f"search failed: {exc}") from None

    def passages_by_id(self, ids: list[int]) -> dict[int, Passage]:
        """The provisions with these ids (as :meth:`search` returns them)."""
        if not ids:
            return {}
        marks = ",".join("?" * len(ids))
        rows = self.conn.execute(
            f"SELECT id, key, paragraph, label, heading, text, url, lang FROM provisions WHERE id IN ({marks})",
            ids,
        )
        out: dict[int, Passage] = {}
        for r in rows:
            kind: SegmentKind = "paragraph" if r["paragraph"] else "article"
            out[r["id"]] = Passage(r["key"], kind, r["text"], r["lang"], r["label"], r["heading"], r["url"])
        return out

    def search(
        self,
        text: str,
        lang: str | None = None,
        act_key: str | None = None,
        limit: int = 20,
        *,
        prefix: bool = False,
    ) -> list[Passage]:
        """Full-text search (FTS5, bm25) over provisions and decision segments; ``prefix``: every word is
        a stem that matches the words starting with it."""
        query = fts_query(text, prefix=prefix)
        if not query:
            return []
        out: list[tuple[float, Passage]] = []
        sql = (
            "SELECT v.key, v.paragraph, v.label, v.heading, v.text, v.url, v.lang, bm25(provisions_fts) AS score"
            " FROM provisions_fts JOIN provisions v ON v.id = provisions_fts.rowid WHERE provisions_fts MATCH ?"
        )
        args: list[Any] = [query]
        if lang:
            sql += " AND v.lang = ?"
            args.append(lang)
        if act_key:
            sql += " AND v.act_key = ?"
            args.append(act_key)
            if lang:
                # the act's rows in one language lie in one id range: FTS5 walks only that range
                # (the filters above stay, so a range that also holds other rows changes nothing)
                lo, hi = self._id_range(act_key, lang)
                sql += " AND provisions_fts.rowid BETWEEN ? AND ?"
                args += [lo, hi]
        sql += " ORDER BY score LIMIT ?"
        args.append(limit)
        try:
            for r in self.conn.execute(sql, args):
                kind: SegmentKind = "paragraph" if r["paragraph"] else "article"
                out.append(
                    (
                        r["score"],
                        Passage(r["key"], kind, r["text"], r["lang"], r["label"], r["heading"], r["url"]),
                    )
                )
            if not act_key:
                sql = (
                    "SELECT s.key, s.kind, s.label, s.text, s.lang, d.url, d.title, bm25(segments_fts) AS score"
                    " FROM segments_fts JOIN segments s ON s.id = segments_fts.rowid"
                    " JOIN decisions d ON d.decision_key = s.decision_key WHERE segments_fts MATCH ?"
                )
                args = [query]
                if lang:
                    sql += " AND s.lang = ?"
                    args.append(lang)
                sql += " ORDER BY score LIMIT ?"
                args.append(limit)
                for r in self.conn.execute(sql, args):
                    out.append(
                        (
                            r["score"],
                            Passage(
                                r["key"],
                                cast(SegmentKind, r["kind"]),
                                r["text"],
                                r["lang"],
                                r["label"],
                                r["title"],
                                r["url"],
                            ),
                        )
                    )
        except sqlite3.OperationalError as exc:
            raise LexgateError(f"search failed: {exc}") from None
        out.sort(key=lambda t: t[0])
        return [p for _, p in out[:limit]]

    # -- status ----------------------------------------------------------------------------------------

    def generation(self) -> str:
        """A stamp of the store's contents: it changes when an import or a live lookup adds rows (the last
        import's time and the highest provision id), so that results kept elsewhere for this store are
        not reused after it changed."""

        def compute() -> str:
            last = self.conn.execute("SELECT value FROM meta WHERE key = 'last_import'").fetchone()
            top = self.conn.execute("SELECT MAX(id) FROM provisions").fetchone()
            return f"{self.path.resolve()}|{last[0] if last else ''}|{top[0] if top else ''}"

        return self._cached(("generation",), compute)

    def is_empty(self) -> bool:
        """True when the store holds no provision and no decision (cheaper than counting them)."""
        row = self.conn.execute(
            "SELECT EXISTS(SELECT 1 FROM provisions) OR EXISTS(SELECT 1 FROM decisions)"
        ).fetchone()
        return not row[0]

    def status(self) -> dict[str, Any]:
        q = self.conn.execute
        acts = {r[0]: r[1] for r in q("SELECT jurisdiction, COUNT(*) FROM acts GROUP BY jurisdiction")}
        provisions = {r[0]: r[1] for r in q("SELECT lang, COUNT(*) FROM provisions GROUP BY lang")}
        decisions = {r[0]: r[1] for r in q("SELECT court, COUNT(*) FROM decisions GROUP BY court")}
        segments = q("SELECT COUNT(*) FROM segments").fetchone()[0]
        cached = q("SELECT COUNT(*) FROM live_cache").fetchone()[0]
        meta = {r[0]: r[1] for r in q("SELECT key, value FROM meta")}
        return {
            "path": str(self.path),
            "acts": acts,
            "provisions": provisions,
            "decisions": decisions,
            "segments": segments,
            "live_cache": cached,
            "known_bge": q("SELECT COUNT(*) FROM known_refs").fetchone()[0],
            "last_import": meta.get("last_import", ""),
            "last_import_source": meta.get("last_import_source", ""),
            "last_import_seconds": meta.get("last_import_seconds", ""),
        }


class Writer:
    """Write operations; only valid inside :meth:`Store.transaction`."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.conn = store.conn

    def fingerprint(self, origin: str) -> str | None:
        row = self.conn.execute("SELECT fingerprint FROM provenance WHERE origin = ?", (origin,)).fetchone()
        return None if row is None else str(row[0])

    def provenance(
        self, origin: str, source: str, fingerprint: str = "", retrieved_at: str | None = None
    ) -> int:
        when = retrieved_at or now_iso()
        self.conn.execute(
            "INSERT INTO provenance (origin, source, retrieved_at, fingerprint) VALUES (?, ?, ?, ?)"
            " ON CONFLICT(origin) DO UPDATE SET source = excluded.source, retrieved_at = excluded.retrieved_at,"
            " fingerprint = excluded.fingerprint",
            (origin, source, when, fingerprint),
        )
        return int(self.conn.execute("SELECT id FROM provenance WHERE origin = ?", (origin,)).fetchone()[0])

    def put_act(self, act: ActRecord, *, complete: bool = True) -> None:
        """Create the act or merge this language edition's metadata into it."""
        row = self.conn.execute(
            "SELECT abbreviations, titles, urls, languages FROM acts WHERE act_key = ?", (act.act_key,)
        ).fetchone()
        abbrs: dict[str, str] = json.loads(row[0]) if row else {}
        titles: dict[str, str] = json.loads(row[1]) if row else {}
        urls: dict[str, str] = json.loads(row[2]) if row else {}
        langs = [x for x in (row[3].split(",") if row else []) if x]
        if act.abbreviation:
            abbrs[act.lang] = act.abbreviation
        if act.title:
            titles[act.lang] = act.title
        if act.url:
            urls[act.lang] = act.url
        if act.lang not in langs:
            langs.append(act.lang)
        self.conn.execute(
            "INSERT INTO acts (act_key, jurisdiction, canonical, sr, it_act_id, abbreviations, titles, urls, languages, version, complete)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(act_key) DO UPDATE SET jurisdiction = excluded.jurisdiction,"
            " canonical = excluded.canonical, sr = COALESCE(excluded.sr, acts.sr), it_act_id = COALESCE(excluded.it_act_id, acts.it_act_id),"
            " abbreviations = excluded.abbreviations, titles = excluded.titles, urls = excluded.urls, languages = excluded.languages,"
            " version = excluded.version, complete = MAX(acts.complete, excluded.complete)",
            (
                act.act_key,
                act.jurisdiction,
                act.canonical,
                act.sr,
                act.it_act_id,
                json.dumps(abbrs, ensure_ascii=False, sort_keys=True),
                json.dumps(titles, ensure_ascii=False, sort_keys=True),
                json.dumps(urls, ensure_ascii=False, sort_keys=True),
                ",".join(sorted(langs)),
                act.version,
                int(complete),
            ),
        )

    def put_provisions(
        self, act_key: str, lang: str, provisions: Sequence[ProvisionRecord], provenance_id: int
    ) -> None:
        """Replace the act's provisions in ``lang`` (upsert by replacement: re-import never duplicates)."""
        self.conn.execute(
            "INSERT INTO provisions_fts (provisions_fts, rowid, text) SELECT 'delete', id, text FROM provisions"
            " WHERE act_key = ? AND lang = ?",
            (act_key, lang),
        )
        self.conn.execute("DELETE FROM provisions WHERE act_key = ? AND lang = ?", (act_key, lang))
        self.conn.executemany(
            "INSERT INTO provisions (act_key, lang, seq, article, paragraph, letter, number, key, label, heading, text, url, provenance_id)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                (
                    act_key,
                    lang,
                    i,
                    p.article,
                    p.paragraph,
                    p.letter,
                    p.number,
                    p.key,
                    p.label,
                    p.heading,
                    p.text,
                    p.url,
                    provenance_id,
                )
                for i, p in enumerate(provisions)
            ),
        )
        self.conn.execute(
            "INSERT INTO provisions_fts (rowid, text) SELECT id, text FROM provisions WHERE act_key = ? AND lang = ?",
            (act_key, lang),
        )

    def put_articles(self, act_key: str, articles: Sequence[str]) -> None:
        self.conn.execute("DELETE FROM articles WHERE act_key = ?", (act_key,))
        self.conn.executemany(
            "INSERT OR IGNORE INTO articles (act_key, article, ord) VALUES (?, ?, ?)",
            ((act_key, a, i) for i, a in enumerate(articles)),
        )

    def put_decision(self, decision: DecisionRecord, provenance_id: int) -> None:
        key = decision.decision_key
        self.conn.execute(
            "INSERT INTO segments_fts (segments_fts, rowid, text) SELECT 'delete', id, text FROM segments WHERE decision_key = ?",
            (key,),
        )
        self.conn.execute("DELETE FROM segments WHERE decision_key = ?", (key,))
        self.conn.execute(
            "INSERT OR REPLACE INTO decisions (decision_key, court, docket, bge_ref, date, lang, url, title, regeste, provenance_id)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                key,
                decision.court,
                decision.docket,
                decision.bge_ref,
                decision.date,
                decision.lang,
                decision.url,
                decision.title,
                decision.regeste,
                provenance_id,
            ),
        )
        self.conn.executemany(
            "INSERT INTO segments (decision_key, seq, kind, number, key, label, text, lang) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                (key, i, s.kind, s.number, s.key, s.label, s.text, decision.lang)
                for i, s in enumerate(decision.segments)
            ),
        )
        self.conn.execute(
            "INSERT INTO segments_fts (rowid, text) SELECT id, text FROM segments WHERE decision_key = ?",
            (key,),
        )

    def put_known_bge(self, refs: Sequence[tuple[int, str, int]]) -> None:
        self.conn.executemany(
            "INSERT OR IGNORE INTO known_refs (ref, volume, part, page) VALUES (?, ?, ?, ?)",
            ((cn.bge(v, p, s), v, p, s) for v, p, s in refs),
        )

    def set_meta(self, key: str, value: str) -> None:
        self.conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value))

    def cache_found(self, found: Found, origin: str, retrieved_at: str) -> None:
        pid = self.provenance(origin, found.source or "live", "", retrieved_at)
        self.conn.execute(
            "INSERT OR REPLACE INTO live_cache (canonical, lang, source, retrieved_at, payload, provenance_id) VALUES (?, ?, ?, ?, ?, ?)",
            (
                found.canonical,
                found.lang,
                found.source,
                retrieved_at,
                found_to_json(found, retrieved_at),
                pid,
            ),
        )
        ref = _safe_parse(found.canonical)
        if ref is not None and ref.kind == "bge":
            v, p, s = ref.authority.split(":")[2].split("-")
            if v.isdigit() and s.isdigit():
                self.put_known_bge([(int(v), p, int(s))])


def _safe_parse(canonical: str) -> cn.CanonicalRef | None:
    try:
        return cn.parse(canonical)
    except ValueError:
        return None


def found_to_json(found: Found, retrieved_at: str = "") -> str:
    data = asdict(found)
    data.pop("status", None)
    if retrieved_at:
        data["retrieved_at"] = retrieved_at
    return json.dumps(data, ensure_ascii=False)


def found_from_json(payload: str) -> Found:
    data = json.loads(payload)
    passages = [Passage(**p) for p in data.pop("passages", [])]
    translations = {k: [Passage(**p) for p in v] for k, v in data.pop("translations", {}).items()}
    siblings = [Passage(**p) for p in data.pop("siblings", [])]
    found = Found(**data)
    found.passages = passages
    found.translations = translations
    found.siblings = siblings
    return found


_FTS_TOKEN_CHARS = str.maketrans({c: " " for c in "\"'()*:^{}[],.;!?+-/\\<>=~`|&@#$%"})


def fts_query(text: str, *, prefix: bool = False) -> str:
    """A safe FTS5 query from free text: every word quoted (as a prefix when asked), combined with AND."""
    words = [w for w in text.translate(_FTS_TOKEN_CHARS).split() if w]
    star = " *" if prefix else ""
    return " ".join(f'"{w}"{star}' for w in words[:32])


def _split_sql(script: str) -> list[str]:
    """Split the DDL into statements (triggers contain ';' inside BEGIN ... END)."""
    out: list[str] = []
    buf: list[str] = []
    in_trigger = False
    for line in script.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith("--"):
            continue
        buf.append(line)
        if stripped.upper().startswith("CREATE TRIGGER"):
            in_trigger = True
        if (in_trigger and stripped.upper() == "END;") or (not in_trigger and stripped.endswith(";")):
            out.append("\n".join(buf))
            buf = []
            in_trigger = False
    if buf:
        out.append("\n".join(buf))
    return out


def consideration_number(passage: Passage) -> str | None:
    """``ch:BGer:4A_1/2019:E-2.1`` -> ``"2.1"``."""
    _, sep, tail = passage.key.rpartition(":E-")
    return tail if sep and passage.kind == "consideration" else None
