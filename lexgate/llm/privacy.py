"""The privacy guard: what of a text may go to a given provider, per privacy mode.

- ``strict``: nothing leaves the machine.  A REMOTE provider is refused (:class:`PrivacyRefused`);
  a LOCAL one gets the text as it is.
- ``balanced``: a LOCAL provider gets the text as it is.  For a REMOTE one, privileged text is withheld
  (``withheld=True``, empty text; draft text with only a hint of privilege counts as privileged) and
  personal data is pseudonymised with consistent placeholders.
- ``cloud``: the text is sent as it is.

``audit_line`` records what was sent (SHA-256 of the exact payload), for the judgement's checks.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Protocol

from lexgate.config import PRIVACY_MODES
from lexgate.errors import BadInput, LexgateError
from lexgate.llm.privileged import TextKind, is_privileged
from lexgate.llm.pseudonymise import Pseudonymiser


class PrivacyRefused(LexgateError):
    """The privacy mode forbids sending text to this provider."""


class Endpoint(Protocol):
    base_url: str

    @property
    def local(self) -> bool: ...


@dataclass(frozen=True, slots=True)
class GuardedText:
    text: str  # what may be sent ("" when withheld)
    withheld: bool  # True: nothing of this text may be sent
    replacements: dict[str, str] = field(default_factory=dict)  # placeholder -> original


def refusal_message(provider: Endpoint) -> str:
    return (
        f"privacy mode strict: the llm judge at {provider.base_url} is remote; "
        "use a local endpoint or the structured/nli judge"
    )


def check_allowed(mode: str, provider: Endpoint) -> None:
    """Raise :class:`PrivacyRefused` when ``mode`` forbids any use of ``provider``."""
    if mode not in PRIVACY_MODES:
        raise BadInput(f"unknown privacy mode {mode!r}: use strict, balanced or cloud")
    if mode == "strict" and not provider.local:
        raise PrivacyRefused(refusal_message(provider))


def guard(
    mode: str,
    provider: Endpoint,
    text: str,
    *,
    kind: TextKind = "draft",
    pseudonymiser: Pseudonymiser | None = None,
) -> GuardedText:
    """What of ``text`` may be sent to ``provider`` under ``mode``.

    Pass one ``pseudonymiser`` for all the texts of one request to keep placeholders consistent.
    """
    check_allowed(mode, provider)
    if mode == "cloud" or provider.local:
        return GuardedText(text, False, {})
    if is_privileged(text, kind):
        return GuardedText("", True, {})
    p = pseudonymiser if pseudonymiser is not None else Pseudonymiser()
    return GuardedText(p.apply(text), False, dict(p.replacements))


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def audit_line(mode: str, provider: Endpoint, sent: str, *, replaced: int, withheld: int) -> str:
    """One line for ``Judgement.checks``: where the text went and the hash of exactly what was sent."""
    where = "local" if provider.local else "remote"
    return (
        f"ok: privacy {mode}; sent to {where} {provider.base_url}; sha256 {sha256(sent)}; "
        f"{replaced} value(s) pseudonymised; {withheld} passage(s) withheld"
    )
