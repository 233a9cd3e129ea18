"""State shared by the grammar rules during one extraction pass."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from lexgate.citations.jurisdiction import document_jurisdiction
from lexgate.citations.model import Citation, CitationClass, Jurisdiction, Lang

DECISION_CLASSES = frozenset({"federal-case", "cantonal-case", "it-case"})


@dataclass(slots=True)
class Ctx:
    text: str
    lang: Lang
    out: list[Citation] = field(default_factory=list)
    floor: int = 0  # nothing may start before this offset (end of the last consumed span)
    _jurisdiction: str | None = None

    @property
    def jurisdiction(self) -> str:
        """``CH`` | ``IT``: the document's reading of ``CC``/``CP``/``CPC``/``CPP``/``Cost.``, computed on
        demand by the vote of ``lexgate.citations.jurisdiction`` (pinpoint first, then the document's
        Swiss/Italian cues, then the language: Italian documents without cues read them as Italian law)."""
        if self._jurisdiction is None:
            self._jurisdiction = document_jurisdiction(self.text, self.lang)
        return self._jurisdiction

    def add(
        self,
        start: int,
        end: int,
        cls: CitationClass,
        jurisdiction: Jurisdiction,
        fields: dict[str, Any],
        canonical: str,
        *,
        short_form: bool = False,
        antecedent: str | None = None,
        extra: dict[str, Any] | None = None,
    ) -> Citation:
        cit = Citation(
            self.text[start:end],
            start,
            end,
            cls,
            jurisdiction,
            fields,
            canonical,
            "",
            0,
            0,
            short_form,
            antecedent,
            self.lang,
            None,
            extra if extra is not None else {},
        )
        self.out.append(cit)
        return cit

    def last(
        self, classes: frozenset[str] | None = None, within: int | None = None, at: int = 0
    ) -> Citation | None:
        """The latest citation (of ``classes``), optionally ending at most ``within`` chars before ``at``."""
        for cit in reversed(self.out):
            if within is not None and at - cit.end > within:
                return None
            if classes is None or cit.cls in classes:
                return cit
        return None


def boundary_before(text: str, pos: int) -> bool:
    """True when ``pos`` starts a token (not inside a word or number)."""
    return pos == 0 or not (text[pos - 1].isalnum() or text[pos - 1] in "_")
