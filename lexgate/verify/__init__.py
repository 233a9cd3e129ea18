"""lexgate.verify: citation-content-verify (see ARCHITECTURE.md).

- :func:`lexgate.verify.pipeline.verify_document`: a Document -> VerifyReport (records, gate);
- :mod:`lexgate.verify.gate`: delivery gate, counts, summary lines;
- :mod:`lexgate.verify.audit`: the ``<output>/<YYYY-MM-DD-slug>/`` audit folder;
- :mod:`lexgate.verify.disclaim` / :mod:`lexgate.verify.escalate`: the ways out;
- :func:`lexgate.verify.service.run_verify`: one run from a file (what the CLI calls).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from lexgate.verify.pipeline import verify_document as verify_document
    from lexgate.verify.service import run_verify as run_verify

__all__ = ["run_verify", "verify_document"]


def __getattr__(name: str) -> Any:  # lazy: importing lexgate.verify.model must stay light
    if name == "verify_document":
        from lexgate.verify.pipeline import verify_document

        return verify_document
    if name == "run_verify":
        from lexgate.verify.service import run_verify

        return run_verify
    raise AttributeError(name)
