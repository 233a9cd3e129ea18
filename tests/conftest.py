"""Shared fixtures (small and general).

``corpus_home``: a LEXGATE_HOME folder whose store holds a subset of the real corpus (seven Swiss
acts in de/fr/it, all 106 BGer judgments, four Italian codes, the Corte costituzionale decisions of
2023), imported once per session with the real importer.  Tests that run the CLI point
``LEXGATE_HOME`` at it (``monkeypatch.setenv``); tests that need the store open it read-only.
"""

from __future__ import annotations

from pathlib import Path

import pytest

CORPUS = Path("../shared/corpus")  # fallback; corpus_dir() asks lexgate.config first
SUBSET_UNITS = frozenset(
    {
        "ch/statutes/OR",
        "ch/statutes/ZGB",
        "ch/statutes/BV",
        "ch/statutes/StGB",
        "ch/statutes/ZPO",
        "ch/statutes/PartG",  # with the Mitwirkungsgesetz: "LPart" names both in French
        "ch/statutes/Mitwirkungsgesetz",
        "ch/decisions/bger_de.jsonl",
        "ch/decisions/bger_fr.jsonl",
        "ch/decisions/bger_it.jsonl",
        "it/codes/codice-civile.txt",
        "it/codes/codice-penale.txt",
        "it/codes/codice-procedura-civile.txt",
        "it/codes/costituzione.txt",
    }
)
SUBSET_PREFIXES = ("it/corte-costituzionale/2023/",)


def corpus_dir() -> Path:
    from lexgate.config import corpus_path

    found = corpus_path()
    return found if found is not None else CORPUS


def in_subset(unit: str) -> bool:
    return unit in SUBSET_UNITS or unit.startswith(SUBSET_PREFIXES)


@pytest.fixture(scope="session", autouse=True)
def _judge_cache(tmp_path_factory: pytest.TempPathFactory) -> None:
    """The judge's disk cache in a folder of the session, not in the user's LEXGATE_HOME."""
    import os

    os.environ["LEXGATE_JUDGE_CACHE"] = str(tmp_path_factory.mktemp("judge-cache"))


@pytest.fixture(scope="session")
def corpus_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from lexgate.sources.importers import import_corpus
    from lexgate.sources.store import Store

    home = tmp_path_factory.mktemp("lexgate-home")
    corpus = corpus_dir()
    if not corpus.is_dir():
        pytest.skip(f"corpus not available at {corpus}")
    store = Store(home / "store.sqlite3")
    try:
        import_corpus(corpus, store=store, select=in_subset)
    finally:
        store.close()
    return home
