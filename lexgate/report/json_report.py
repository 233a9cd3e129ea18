"""The JSON report: the contract of ARCHITECTURE.md (``lexgate verify --format json``)."""

from __future__ import annotations

import json

from lexgate.verify.model import VerifyReport


def to_json(report: VerifyReport, indent: int | None = 2) -> str:
    return json.dumps(report.to_json_dict(), ensure_ascii=False, indent=indent)
