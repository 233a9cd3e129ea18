from __future__ import annotations

from dataclasses import dataclass

import pytest

from lexgate.errors import BadInput
from lexgate.judges.base import Judgement, JudgeRequest
from lexgate.verify.privacy import PrivilegeMap, content_check_allowed, refuse_remote_in_strict, withhold


@dataclass
class NamedJudge:
    """Only the two attributes the privacy rules read; ``judge`` is never called here."""

    name: str
    local: bool

    def judge(self, request: JudgeRequest) -> Judgement:  # pragma: no cover - never called
        raise AssertionError("privacy rules must not call the judge")


REMOTE = NamedJudge("llm", False)
LOCAL = NamedJudge("structured", True)


def test_strict_refuses_a_remote_judge_with_a_clear_message() -> None:
    with pytest.raises(BadInput, match="privacy mode strict: the 'llm' judge sends text off this machine"):
        refuse_remote_in_strict("strict", REMOTE)
    refuse_remote_in_strict("strict", LOCAL)
    refuse_remote_in_strict("strict", None)
    refuse_remote_in_strict("balanced", REMOTE)
    refuse_remote_in_strict("cloud", REMOTE)


def test_content_checks_need_a_judge_and_in_strict_a_local_one() -> None:
    assert content_check_allowed("strict", LOCAL)
    assert not content_check_allowed("strict", REMOTE)
    assert not content_check_allowed("strict", None)
    assert not content_check_allowed("cloud", None)
    assert content_check_allowed("balanced", REMOTE)


def test_privilege_map_overlaps() -> None:
    pmap = PrivilegeMap("x" * 100, ranges=[(10, 20), (50, 60)])
    assert pmap.privileged(12, 14)
    assert pmap.privileged(5, 11)
    assert pmap.privileged(59, 70)
    assert not pmap.privileged(20, 50)
    assert not pmap.privileged(0, 10)
    assert not pmap.privileged(60, 100)
    assert pmap.privileged(15, 15)


def test_privileged_paragraph_withheld_from_remote_judges_in_balanced_only() -> None:
    text = (
        "Memo on the lease dispute\n\n"
        "The debtor is liable for the damage (Art. 97 Abs. 1 OR).\n\n"
        "PRIVILEGED & CONFIDENTIAL: our client admitted the breach (Art. 97 Abs. 1 OR).\n"
    )
    pmap = PrivilegeMap(text)
    open_at = text.index("The debtor")
    secret_at = text.index("our client")
    assert not withhold("balanced", REMOTE, pmap, open_at, open_at + 20)
    assert withhold("balanced", REMOTE, pmap, secret_at, secret_at + 20)
    assert not withhold("balanced", LOCAL, pmap, secret_at, secret_at + 20)
    assert not withhold("cloud", REMOTE, pmap, secret_at, secret_at + 20)
