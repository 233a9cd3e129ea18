"""Builders of VerifyRecord / VerifyReport values for the gate, audit and ways-out tests."""

from __future__ import annotations

from lexgate.verify.gate import apply_gate
from lexgate.verify.model import VerifyRecord, VerifyReport


def record(
    i: int, status: str, text: str = "Art. 41 Abs. 1 OR", reason: str = "", **kw: object
) -> VerifyRecord:
    data: dict[str, object] = {
        "citation_id": f"C-{i:03d}",
        "text": text,
        "start": 10 * i,
        "end": 10 * i + len(text),
        "class": "statute",
        "canonical": "ch:OR:art-41:para-1",
        "claim": "Wer einem andern widerrechtlich Schaden zufügt, wird ersatzpflichtig.",
        "status": status,
        "source": "local:fedlex-corpus" if status != "SKIPPED" else "",
        "query_used": "ch:OR:art-41:para-1",
        "matched_snippet": "",
        "confidence": 0.0,
        "reason": reason or status.lower(),
    }
    data.update(kw)
    return VerifyRecord.model_validate(data)


def report(*statuses: str, reduced: bool = False, document: str = "Memo Müller (v2).md") -> VerifyReport:
    rep = VerifyReport(
        document=document,
        lang="de",
        delivery="CLEAR",
        delivery_blocked=False,
        counts={},
        reduced_mode=reduced,
        citations=[record(i, s) for i, s in enumerate(statuses, 1)],
    )
    return apply_gate(rep)
