"""Words of opposite legal meaning (``data/antonyms.yaml``): which concepts of the table a text uses,
outside its negations, and whether a claim uses one concept of a pair where a source sentence uses the
other ("compreso lo stipite" against "escluso lo stipite")."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from lexgate.judges.negation import tables as negation_tables
from lexgate.judges.text import words
from lexgate.yamlio import load_yaml

NEGATION_REACH = 3  # a negation word this many words before a form negates it ("non gratuito")


@dataclass(frozen=True, slots=True)
class _Table:
    forms: dict[str, dict[str, tuple[tuple[str, ...], ...]]]  # lang -> concept -> forms (as words)
    opposite: dict[str, frozenset[str]]
    roles: frozenset[str]  # the concepts of the role groups ("cantons", "confederation")
    # the other parties of a party concept ("employer" -> {"employee"}), and the state roles' others
    others: dict[str, frozenset[str]]


@lru_cache(maxsize=1)
def _table() -> _Table:
    data = load_yaml(resources.files("lexgate.judges").joinpath("data", "antonyms.yaml").read_text("utf-8"))
    forms: dict[str, dict[str, tuple[tuple[str, ...], ...]]] = {}
    for concept, by_lang in data["concepts"].items():
        for lang, written in by_lang.items():
            forms.setdefault(lang, {})[concept] = tuple(tuple(w.split()) for w in written)
    roles = data.get("roles", [])
    # a pair is two opposites; a group is roles of which a rule gives one ("the cantons", not "the
    # Confederation"): each member is the opposite of every other
    return _Table(
        forms,
        _each_others([*data["pairs"], *roles]),
        frozenset(c for group in roles for c in group),
        _each_others([*roles, *data.get("parties", [])]),
    )


def _each_others(groups: list[list[str]]) -> dict[str, frozenset[str]]:
    """Each member of the groups -> the other members of its groups."""
    out: dict[str, set[str]] = {}
    for group in groups:
        for a in group:
            out.setdefault(a, set()).update(b for b in group if b != a)
    return {k: frozenset(v) for k, v in out.items()}


def concepts(text: str, lang: str) -> dict[str, str]:
    """The concepts of the table ``text`` uses, each with the form found: ``{"excluded": "escluso"}``;
    a form right after a negation ("non è gratuito") does not count.  Of several forms of a concept, the
    first the table lists."""
    return dict(_concepts(text, lang))


@lru_cache(maxsize=16384)
def _concepts(text: str, lang: str) -> tuple[tuple[str, str], ...]:
    index = _form_index(lang)
    if not index:
        return ()
    toks = words(text)
    negations = negation_tables().negation.get(lang, frozenset())
    best: dict[str, tuple[int, tuple[str, ...]]] = {}  # concept -> (rank of the form in the table, form)
    for i, tok in enumerate(toks):
        for concept, rank, form in index.get(tok, ()):
            if tuple(toks[i : i + len(form)]) != form:
                continue
            if any(t in negations for t in toks[max(0, i - NEGATION_REACH) : i]):
                continue
            if concept not in best or rank < best[concept][0]:
                best[concept] = (rank, form)
    order = _table().forms.get(lang, {})
    return tuple((c, " ".join(best[c][1])) for c in order if c in best)


@lru_cache(maxsize=8)
def _form_index(lang: str) -> dict[str, tuple[tuple[str, int, tuple[str, ...]], ...]]:
    """The table's forms of ``lang`` by their first word: (concept, rank of the form, form)."""
    index: dict[str, list[tuple[str, int, tuple[str, ...]]]] = {}
    for concept, forms in _table().forms.get(lang, {}).items():
        for rank, form in enumerate(forms):
            if form:
                index.setdefault(form[0], []).append((concept, rank, form))
    return {k: tuple(v) for k, v in index.items()}


def roles() -> frozenset[str]:
    """The concepts of the role groups (who holds a duty or power: "cantons", "confederation")."""
    return _table().roles


def co_holders(claim: str, claim_lang: str, source: str, source_lang: str) -> tuple[str, str] | None:
    """(the claim's role, the source's other role) when the claim gives a power "only" to one role
    ("only the employer may") and ``source`` names that role and another of its group (the employer and
    the employee), which the claim does not name."""
    table = _table()
    mine = concepts(claim, claim_lang)
    theirs = concepts(source, source_lang)
    for concept, form in mine.items():
        if concept not in theirs or not _only_before(claim, claim_lang, form):
            continue
        for other in sorted(table.others.get(concept, ())):
            if other in theirs and other not in mine:
                return form, theirs[other]
    return None


ONLY_REACH = 2  # words between "only" and the role it restricts ("only the employer")


def _only_before(text: str, lang: str, form: str) -> bool:
    toks = words(text)
    first = form.split()[0]
    restrictive = {w for w in negation_tables().restrictive.get(lang, ()) if " " not in w}
    return any(
        t == first and any(x in restrictive for x in toks[max(0, i - ONLY_REACH - 1) : i])
        for i, t in enumerate(toks)
    )


def swapped(
    claim: str, claim_lang: str, source: str, source_lang: str, *, roles_only: bool = False
) -> tuple[str, str] | None:
    """(the claim's form, the source's form) when the claim uses a concept whose opposite the source
    uses, and neither text uses both."""
    opposite = _table().opposite
    mine = concepts(claim, claim_lang)
    if roles_only:
        mine = {c: f for c, f in mine.items() if c in _table().roles}
    theirs = concepts(source, source_lang)
    for concept, form in mine.items():
        if concept in theirs:
            continue
        for other in sorted(opposite.get(concept, ())):
            if other in theirs and other not in mine:
                return form, theirs[other]
    return None
