"""Verify rules of session 10 that need the whole pipeline (real store, structured judge, encoder)."""

from __future__ import annotations

from typing import Any

from verify_helpers import verify_text


def test_a_long_consideration_in_another_language_is_not_unrelated_to_its_one_sentence(
    structured: Any, resolver: Any
) -> None:
    # consid. 4.6 is Italian and long; its first sentence is the claim's (multiples of 5): no block
    text = (
        "The IV office applied a deduction of 13% from the statistical wage of our client. The Federal "
        "Supreme Court has confirmed that in its practice such deductions are normally set in multiples of "
        "5, because finer percentages could hardly be substantiated or reviewed by the courts (judgment "
        "9C_767/2015 of 19 April 2016, consid. 4.6)."
    )
    (rec,) = verify_text(text, "en", structured, resolver).citations
    assert rec.status in ("MATCH", "PARTIAL")
