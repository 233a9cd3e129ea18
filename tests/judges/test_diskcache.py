"""The judge's disk cache: a new process finds what an earlier one computed; it never changes a result,
and a folder it cannot use switches it off instead of failing."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from lexgate.judges import diskcache

CALLS: list[tuple[str, ...]] = []


@diskcache.disk_cached("test.upper")
def upper(text: str) -> str:
    CALLS.append((text,))
    return text.upper()


@pytest.fixture()
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("LEXGATE_JUDGE_CACHE", str(folder))
    diskcache.reset()
    CALLS.clear()
    yield folder
    diskcache.reset()


def test_a_value_computed_once_is_read_back_after_a_flush(cache_dir: Path) -> None:
    assert upper("abc") == "ABC"
    diskcache.cache().flush()
    diskcache.reset()  # as a new process would
    assert upper("abc") == "ABC"
    assert CALLS == [("abc",)]
    assert diskcache.cache().hits == 1
    files = list(cache_dir.glob("judge-*.sqlite"))
    assert len(files) == 1 and (files[0].stat().st_mode & 0o777) == 0o600


def test_off_computes_every_time(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LEXGATE_JUDGE_CACHE", "off")
    diskcache.reset()
    CALLS.clear()
    upper("x")
    upper("x")
    assert CALLS == [("x",), ("x",)]
    diskcache.reset()


def test_a_folder_that_cannot_be_made_switches_the_cache_off(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("LEXGATE_JUDGE_CACHE", str(blocker / "cache"))
    diskcache.reset()
    CALLS.clear()
    assert upper("q") == "Q"
    diskcache.cache().flush()
    assert diskcache.cache().folder is None
    diskcache.reset()


def test_another_fingerprint_is_another_cache_and_the_old_file_goes(
    cache_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    upper("abc")
    diskcache.cache().flush()
    diskcache.reset()
    monkeypatch.setattr(diskcache, "fingerprint", lambda: "0" * 16)
    upper("abc")
    assert CALLS == [("abc",), ("abc",)]  # computed again: the old cache is not trusted
    assert [p.name for p in cache_dir.glob("judge-*.sqlite")] == ["judge-0000000000000000.sqlite"]


def test_a_second_process_judges_the_same_from_a_warm_cache(tmp_path: Path) -> None:
    """The structured judge's verdict on a claim is the same from a cold and from a warm cache."""
    script = (
        "from lexgate.judges.terms import profile\n"
        "from lexgate.judges.numbers import quantities\n"
        "p = profile('Der Arbeitgeber kann das Arbeitsverhältnis fristlos auflösen', 'de')\n"
        "q = quantities('binnen vierundzwanzig Stunden und 30 Tagen')\n"
        "print(sorted(p.concepts), p.tokens, [(x.dimension, x.value) for x in q])\n"
    )
    env = {**os.environ, "LEXGATE_JUDGE_CACHE": str(tmp_path / "c")}
    runs = [
        subprocess.run(
            [sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True
        ).stdout
        for _ in range(2)
    ]
    assert runs[0] == runs[1] and runs[0].strip()
    assert list((tmp_path / "c").glob("judge-*.sqlite"))
