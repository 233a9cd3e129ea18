"""A disk cache under the judge's per-text computations, so that a new process starts warm.

The structured judge reads a provision through several pure functions of its text (term profile,
quantities, ranking features).  In one process ``lru_cache`` keeps them; a new process (every
``lexgate verify``) computed them again for every provision it judged or ranked, over a second for a
100-citation draft.  This cache keeps their results in ``$LEXGATE_HOME/cache/judge-<fingerprint>.sqlite``.

- The fingerprint covers every file of the installed package (path, size, modification time): a changed
  rule or table is a new cache, never a stale answer.  Files of older fingerprints are removed.
- ``LEXGATE_JUDGE_CACHE``: ``off`` switches it off; a folder puts it there.
- Anything that goes wrong (a read-only folder, a locked or broken file) switches it off for the
  process: the cache may only save time, never change or fail a verdict.
- The values are pickled; the folder is created for its owner only (0700), like the store beside it.
"""

from __future__ import annotations

import atexit
import contextlib
import functools
import hashlib
import os
import pickle
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from lexgate.config import home

F = TypeVar("F", bound=Callable[..., Any])

FLUSH_EVERY = 4096  # pending writes before they go to disk (the rest at exit or flush())
_PACKAGE = Path(__file__).resolve().parent.parent


def fingerprint() -> str:
    """A digest of every file of the package (a code or table change starts a new cache)."""
    h = hashlib.sha256()
    for path in sorted(_PACKAGE.rglob("*")):
        if path.suffix in {".py", ".yaml", ".json", ".so", ".txt"} and "__pycache__" not in path.parts:
            st = path.stat()
            h.update(f"{path.relative_to(_PACKAGE)}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
    return h.hexdigest()[:16]


class DiskCache:
    def __init__(self, folder: Path | None) -> None:
        self._lock = threading.Lock()
        self._pending: dict[tuple[str, bytes], bytes] = {}
        self._conn: sqlite3.Connection | None = None
        self.folder = folder
        self.hits = self.misses = 0

    def _open(self) -> sqlite3.Connection | None:
        if self._conn is not None or self.folder is None:
            return self._conn
        try:
            self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
            fp = fingerprint()
            path = self.folder / f"judge-{fp}.sqlite"
            for old in self.folder.glob("judge-*.sqlite*"):
                if not old.name.startswith(f"judge-{fp}"):
                    old.unlink(missing_ok=True)
            conn = sqlite3.connect(path, timeout=2.0, check_same_thread=False, isolation_level=None)
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=NORMAL")
            conn.execute(
                "CREATE TABLE IF NOT EXISTS kv (ns TEXT, key BLOB, value BLOB, PRIMARY KEY (ns, key))"
                " WITHOUT ROWID"
            )
            os.chmod(path, 0o600)
        except (OSError, sqlite3.Error):
            self.folder = None  # off for this process
            return None
        self._conn = conn
        return conn

    @staticmethod
    def key(args: tuple[Any, ...]) -> bytes:
        return hashlib.blake2b(repr(args).encode("utf-8", "surrogatepass"), digest_size=16).digest()

    def get(self, ns: str, key: bytes) -> Any:
        with self._lock:
            pending = self._pending.get((ns, key))
            if pending is not None:
                return pickle.loads(pending)
            conn = self._open()
            if conn is None:
                return None
            try:
                row = conn.execute("SELECT value FROM kv WHERE ns = ? AND key = ?", (ns, key)).fetchone()
            except sqlite3.Error:
                return None
        if row is None:
            self.misses += 1
            return None
        self.hits += 1
        return pickle.loads(row[0])

    def put(self, ns: str, key: bytes, value: Any) -> None:
        if self.folder is None:
            return
        with self._lock:
            self._pending[(ns, key)] = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
            full = len(self._pending) >= FLUSH_EVERY
        if full:
            self.flush()

    def flush(self) -> None:
        with self._lock:
            if not self._pending:
                return
            conn = self._open()
            rows = [(ns, key, value) for (ns, key), value in self._pending.items()]
            self._pending.clear()
            if conn is None:
                return
            try:
                conn.execute("BEGIN")
                conn.executemany("INSERT OR REPLACE INTO kv (ns, key, value) VALUES (?, ?, ?)", rows)
                conn.execute("COMMIT")
            except sqlite3.Error:
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("ROLLBACK")


def _folder() -> Path | None:
    env = os.environ.get("LEXGATE_JUDGE_CACHE", "").strip()
    if env.lower() in {"off", "0", "no", "false"}:
        return None
    return Path(env).expanduser() if env else home() / "cache"


_CACHE: DiskCache | None = None
_CACHE_LOCK = threading.Lock()


def cache() -> DiskCache:
    """The process's cache, opened on first use where the environment says then."""
    global _CACHE
    with _CACHE_LOCK:
        if _CACHE is None:
            _CACHE = DiskCache(_folder())
            atexit.register(_CACHE.flush)
        return _CACHE


def reset() -> None:
    """Flush and forget the process's cache (tests that move ``LEXGATE_JUDGE_CACHE``)."""
    global _CACHE
    with _CACHE_LOCK:
        if _CACHE is not None:
            _CACHE.flush()
        _CACHE = None


def disk_cached(ns: str) -> Callable[[F], F]:
    """Keep ``fn``'s results on disk under ``ns``; ``fn`` must be pure in its (repr-able) arguments."""

    def wrap(fn: F) -> F:
        @functools.wraps(fn)
        def inner(*args: Any, **kwargs: Any) -> Any:
            c = cache()
            if c.folder is None:
                return fn(*args, **kwargs)
            key = c.key((args, sorted(kwargs.items())))
            value = c.get(ns, key)
            if value is None:
                value = fn(*args, **kwargs)
                c.put(ns, key, value)
            return value

        return inner  # type: ignore[return-value]

    return wrap
