"""Round 12 of the structured judge (session 7, after the round-11 blind cases)."""

from __future__ import annotations

import pytest

from lexgate.judges.negation import polarity


@pytest.mark.parametrize(
    ("text", "restrictive"),
    [
        ("Seul le juge peut ordonner la mesure.", True),
        ("La seule condition est le dépôt de la requête.", True),
        # after a verb "seul" means "alone": no restriction of the rule
        ("L'expert ne pouvait se rendre seul sur le chantier.", False),
        ("Le créancier peut agir seulement après la notification.", True),
    ],
)
def test_french_seul_restricts_beside_a_determiner_only(text: str, restrictive: bool) -> None:
    assert polarity(text, "fr").restrictive is restrictive
