"""Fixtures of the source-layer tests: one store per session, imported from the REAL corpus files.

``src_store_path``: a store holding a subset of the corpus (acts chosen for their quirks: mojibake,
dotted paragraph keys, irregular keys; all BGer judgments; Italian codes; the Corte costituzionale
decisions of 2023; the Cassazione entries of 2024), imported once with the real importer.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from lexgate.sources.importers import import_corpus
from lexgate.sources.records import ImportStats
from lexgate.sources.store import Store

CORPUS = Path("../shared/corpus")  # fallback; corpus_dir() asks lexgate.config first
STATUTES = ("OR", "ZGB", "StGB", "BV", "BöB", "BVV_2", "AHVV", "FZA")
UNITS = frozenset(
    {f"ch/statutes/{a}" for a in STATUTES}
    | {f"ch/decisions/bger_{lang}.jsonl" for lang in ("de", "fr", "it")}
    | {
        f"it/codes/{c}.txt"
        for c in ("codice-civile", "codice-procedura-penale", "codice-penale", "costituzione")
    }
)
PREFIXES = ("it/corte-costituzionale/2023/", "it/cassazione-penale/2024/")


def corpus_dir() -> Path:
    from lexgate.config import corpus_path

    found = corpus_path()
    return found if found is not None and found.is_dir() else CORPUS


def in_subset(unit: str) -> bool:
    return unit in UNITS or unit.startswith(PREFIXES)


@pytest.fixture(scope="session")
def src_corpus() -> Path:
    corpus = corpus_dir()
    if not (corpus / "ch" / "statutes").is_dir():
        pytest.skip(f"corpus not available at {corpus}")
    return corpus


@pytest.fixture(scope="session")
def src_import(src_corpus: Path, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, ImportStats]:
    path = tmp_path_factory.mktemp("sources-store") / "store.sqlite3"
    with Store(path) as store:
        stats = import_corpus(src_corpus, store=store, select=in_subset)
    return path, stats


@pytest.fixture(scope="session")
def src_store_path(src_import: tuple[Path, ImportStats]) -> Path:
    return src_import[0]


@pytest.fixture()
def store(src_store_path: Path) -> Iterator[Store]:
    with Store(src_store_path) as s:
        yield s
