"""``bench parse``'s per-stage table: every citation is counted under the rule that emitted it, and the
instrumented pass leaves the extractor as it was."""

from __future__ import annotations

import importlib

from lexgate.bench.parse import stage_times
from lexgate.citations import extract

DOCS = [
    ("de", "Nach Art. 41 Abs. 1 OR und Art. 8 ZGB (BGE 140 III 86 E. 3.2; Urteil 4A_123/2023) gilt dies."),
    (
        "it",
        "Ai sensi dell'art. 2043 CC e dell'art. 1453, comma 1, c.c. (Cass. civ., sez. III, n. 6789/2020).",
    ),
]


def test_rows_count_every_citation_once_and_restore_the_extractor() -> None:
    module = importlib.import_module("lexgate.citations.extract")
    before = (module.anchor_hits, module._rules_by_word)
    rows = stage_times(DOCS, runs=2)
    assert (module.anchor_hits, module._rules_by_word) == before
    by_stage = {r["stage"]: r for r in rows}
    found = sum(len(extract(text, lang)) for lang, text in DOCS)
    rules = [r for r in rows if not r["stage"].startswith("(")]
    assert (
        sum(r["citations"] for r in rules)
        == found
        == by_stage["(total of the instrumented pass)"]["citations"]
    )
    assert {"art", "bge", "slash", "itcase"} <= {r["stage"] for r in rules}
    assert by_stage["(jurisdiction vote, inside the rules)"]["calls"] == 1  # "CC" in an Italian draft
    assert all(r["seconds"] >= 0 for r in rows)
