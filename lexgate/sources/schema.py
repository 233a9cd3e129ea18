"""The store's SQL schema (SQLite + FTS5).  One place, data only."""

from __future__ import annotations

SCHEMA_VERSION = "2"

PRAGMAS = (
    "PRAGMA journal_mode=WAL",
    "PRAGMA synchronous=NORMAL",
    "PRAGMA temp_store=MEMORY",
    "PRAGMA cache_size=-32000",
)

DDL = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS provenance (
    id INTEGER PRIMARY KEY,
    origin TEXT NOT NULL UNIQUE,        -- file path or URL
    source TEXT NOT NULL,               -- local:fedlex-corpus, fedlex, ...
    retrieved_at TEXT NOT NULL,         -- ISO timestamp
    fingerprint TEXT NOT NULL DEFAULT '' -- size:mtime of a file, for unchanged-file skips
);

CREATE TABLE IF NOT EXISTS acts (
    act_key TEXT PRIMARY KEY,           -- corpus file stem: OR, BVV_2, BöB; Italian: cc, cp, cost
    jurisdiction TEXT NOT NULL,
    canonical TEXT NOT NULL,
    sr TEXT,
    it_act_id TEXT,
    abbreviations TEXT NOT NULL DEFAULT '{}',  -- JSON lang -> abbreviation
    titles TEXT NOT NULL DEFAULT '{}',         -- JSON lang -> title
    urls TEXT NOT NULL DEFAULT '{}',           -- JSON lang -> official URL
    languages TEXT NOT NULL DEFAULT '',        -- "de,fr,it"
    version TEXT NOT NULL DEFAULT '',
    complete INTEGER NOT NULL DEFAULT 1        -- the whole consolidated text is in the store
);

CREATE TABLE IF NOT EXISTS articles (
    act_key TEXT NOT NULL,
    article TEXT NOT NULL,
    ord INTEGER NOT NULL,               -- document order
    PRIMARY KEY (act_key, article)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS articles_ord ON articles (act_key, ord);

CREATE TABLE IF NOT EXISTS provisions (
    id INTEGER PRIMARY KEY,
    act_key TEXT NOT NULL,
    lang TEXT NOT NULL,
    seq INTEGER NOT NULL,
    article TEXT NOT NULL,
    paragraph TEXT,
    letter TEXT,
    number TEXT,
    key TEXT NOT NULL,                  -- canonical id of the segment
    label TEXT NOT NULL DEFAULT '',
    heading TEXT NOT NULL DEFAULT '',
    text TEXT NOT NULL,
    url TEXT NOT NULL DEFAULT '',
    provenance_id INTEGER,
    UNIQUE (act_key, lang, seq)
);
CREATE INDEX IF NOT EXISTS provisions_article ON provisions (act_key, article, lang, seq);

CREATE TABLE IF NOT EXISTS decisions (
    decision_key TEXT PRIMARY KEY,      -- ch:BGer:8C_469/2019, it:corte-cost:100/2023
    court TEXT NOT NULL,
    docket TEXT NOT NULL DEFAULT '',
    bge_ref TEXT NOT NULL DEFAULT '',
    date TEXT NOT NULL DEFAULT '',
    lang TEXT NOT NULL,
    url TEXT NOT NULL DEFAULT '',
    title TEXT NOT NULL DEFAULT '',
    regeste TEXT NOT NULL DEFAULT '',
    provenance_id INTEGER
);
CREATE INDEX IF NOT EXISTS decisions_court ON decisions (court);

CREATE TABLE IF NOT EXISTS segments (
    id INTEGER PRIMARY KEY,
    decision_key TEXT NOT NULL,
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,                 -- consideration | facts | regeste | massima | ruling | text
    number TEXT,
    key TEXT NOT NULL,
    label TEXT NOT NULL DEFAULT '',
    text TEXT NOT NULL,
    lang TEXT NOT NULL,
    UNIQUE (decision_key, seq)
);

-- BGE references cited by the judgments in the store: known to exist, used for close matches.
CREATE TABLE IF NOT EXISTS known_refs (
    ref TEXT PRIMARY KEY,               -- canonical: ch:BGE:140-III-16
    volume INTEGER NOT NULL,
    part TEXT NOT NULL,
    page INTEGER NOT NULL
) WITHOUT ROWID;

-- Answers of live connectors, kept with their provenance.
CREATE TABLE IF NOT EXISTS live_cache (
    canonical TEXT NOT NULL,
    lang TEXT NOT NULL,
    source TEXT NOT NULL,
    retrieved_at TEXT NOT NULL,
    payload TEXT NOT NULL,              -- JSON of the Found
    provenance_id INTEGER,
    PRIMARY KEY (canonical, lang)
) WITHOUT ROWID;

CREATE VIRTUAL TABLE IF NOT EXISTS provisions_fts USING fts5(
    text, content='provisions', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
);
CREATE VIRTUAL TABLE IF NOT EXISTS segments_fts USING fts5(
    text, content='segments', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
);

-- The FTS indexes are kept in step by the Writer in batches (row triggers are ~6x slower on import).
DROP TRIGGER IF EXISTS provisions_ai;
DROP TRIGGER IF EXISTS provisions_ad;
DROP TRIGGER IF EXISTS segments_ai;
DROP TRIGGER IF EXISTS segments_ad;
"""
