"""The privacy guard: strict / balanced / cloud against local and remote providers."""

from __future__ import annotations

import pytest
from chat_server import API_KEY, MODEL, ChatServer

from lexgate.errors import BadInput
from lexgate.llm.openai_compat import OpenAICompatible
from lexgate.llm.privacy import PrivacyRefused, audit_line, guard, sha256
from lexgate.llm.privileged import is_privileged, privileged_ranges
from lexgate.llm.pseudonymise import Pseudonymiser

REMOTE = OpenAICompatible("https://api.example.com/v1", "k", "m")
LOCAL = OpenAICompatible("http://127.0.0.1:11434/v1", None, "m")
CLAIM = "Herr Peter Müller haftet nach Art. 41 Abs. 1 OR für den Schaden."


def test_strict_refuses_a_remote_provider_with_a_clear_message() -> None:
    with pytest.raises(PrivacyRefused) as err:
        guard("strict", REMOTE, CLAIM)
    assert str(err.value) == (
        "privacy mode strict: the llm judge at https://api.example.com/v1 is remote; "
        "use a local endpoint or the structured/nli judge"
    )


def test_strict_allows_a_local_provider_unchanged() -> None:
    g = guard("strict", LOCAL, CLAIM)
    assert (g.text, g.withheld, g.replacements) == (CLAIM, False, {})


def test_loopback_proxy_declared_remote_is_refused_in_strict(chat_server: ChatServer) -> None:
    proxy = OpenAICompatible(chat_server.base_url, API_KEY, MODEL, remote=True)
    with pytest.raises(PrivacyRefused):
        guard("strict", proxy, CLAIM)


def test_cloud_sends_as_is() -> None:
    text = "VERTRAULICH\n" + CLAIM
    assert guard("cloud", REMOTE, text).text == text


def test_balanced_local_sends_as_is() -> None:
    text = "VERTRAULICH\n" + CLAIM
    assert guard("balanced", LOCAL, text).text == text


def test_balanced_remote_pseudonymises() -> None:
    g = guard("balanced", REMOTE, CLAIM)
    assert not g.withheld
    assert "Müller" not in g.text and "[PERSON_1]" in g.text
    assert "Art. 41 Abs. 1 OR" in g.text
    assert g.replacements == {"[PERSON_1]": "Peter Müller"}


def test_one_pseudonymiser_keeps_placeholders_consistent() -> None:
    p = Pseudonymiser()
    a = guard("balanced", REMOTE, CLAIM, pseudonymiser=p)
    b = guard("balanced", REMOTE, "Müller bestreitet die Widerrechtlichkeit.", pseudonymiser=p, kind="source")
    assert "[PERSON_1]" in a.text and b.text.startswith("[PERSON_1] bestreitet")


@pytest.mark.parametrize(
    "text",
    [
        "[PRIVILEGED] Der Klient räumt ein, dass er den Schaden verursacht hat.",
        "<privileged>Der Klient räumt ein, den Schaden verursacht zu haben.</privileged>",
        "VERTRAULICH – Der Klient haftet nach Art. 41 OR.",
        "PRIVILEGED & CONFIDENTIAL: the client admits liability under Art. 41 CO.",
        "CONFIDENTIEL. Le client admet sa responsabilité (art. 41 CO).",
        "RISERVATO - Il cliente ammette la responsabilità ex art. 2043 c.c.",
        "Nota riservata e confidenziale: il cliente ammette la responsabilità.",
    ],
)
def test_balanced_withholds_marked_passages(text: str) -> None:
    g = guard("balanced", REMOTE, text)
    assert g.withheld and g.text == ""


@pytest.mark.parametrize(
    "text",
    [
        "Vertraulich: Der Klient räumt die Forderung ein.",  # marker word used as a label
        "(confidential) The client admits the claim.",
        "Uso interno - il cliente ammette il debito.",
    ],
)
def test_balanced_when_unsure_treats_draft_text_as_privileged(text: str) -> None:
    assert guard("balanced", REMOTE, text).withheld


def test_ordinary_prose_about_confidentiality_is_not_withheld() -> None:
    statute = (
        "Der Arbeitnehmer darf geheim zu haltende Tatsachen, wie namentlich Fabrikations- und "
        "Geschäftsgeheimnisse, von denen er im Dienst des Arbeitgebers Kenntnis erlangt, nicht verwerten."
    )
    assert not guard("balanced", REMOTE, statute, kind="source").withheld
    draft = "Vertrauliche Informationen sind nach Art. 321a Abs. 4 OR geschützt."
    assert not guard("balanced", REMOTE, draft).withheld
    # a public source text that mentions the word as a label is not the draft's privilege
    assert not is_privileged("Confidential: the register is public.", "source")
    assert is_privileged("Confidential: the register is public.", "draft")


def test_configurable_marker(monkeypatch: pytest.MonkeyPatch) -> None:
    text = "MANDANTENGEHEIMNIS Der Klient haftet."
    assert not guard("balanced", REMOTE, text).withheld
    monkeypatch.setenv("LEXGATE_PRIVILEGED_MARKERS", "Mandantengeheimnis, Akte X")
    assert guard("balanced", REMOTE, text).withheld
    assert guard("balanced", REMOTE, "siehe akte x").withheld


def test_unknown_mode_is_bad_input() -> None:
    with pytest.raises(BadInput, match="unknown privacy mode"):
        guard("open", REMOTE, CLAIM)


def test_privileged_ranges_of_a_draft() -> None:
    draft = (
        "Memo an die Mandantin\n\n"
        "Die Haftung richtet sich nach Art. 41 Abs. 1 OR.\n\n"
        "[PRIVILEGED]\n\n"
        "Der Klient hat den Schaden selbst verursacht.\n\n"
        "Die Verjährung beträgt drei Jahre (Art. 60 Abs. 1 OR).\n\n"
        "Intern: <privileged>Strategie: Vergleich anbieten.</privileged> Ende."
    )
    ranges = privileged_ranges(draft)
    covered = [draft[a:b] for a, b in ranges]
    joined = "\n".join(covered)
    assert "Der Klient hat den Schaden selbst verursacht." in joined
    assert "Strategie: Vergleich anbieten." in joined
    assert "Art. 41 Abs. 1 OR" not in joined
    assert "Art. 60 Abs. 1 OR" not in joined


def test_a_stamp_in_the_header_covers_the_whole_draft() -> None:
    draft = "VERTRAULICH\nMemo vom 3. März 2024\n\nDie Haftung richtet sich nach Art. 41 OR.\n\nEnde."
    assert privileged_ranges(draft) == [(0, len(draft))]


def test_audit_line_hashes_what_was_sent() -> None:
    line = audit_line("balanced", REMOTE, "payload", replaced=2, withheld=1)
    assert line.startswith("ok: privacy balanced; sent to remote https://api.example.com/v1")
    assert sha256("payload") in line and "2 value(s) pseudonymised; 1 passage(s) withheld" in line
