"""``lexgate bench parse``: accuracy of the citation extractor on labelled cases, and its speed.

Accuracy is measured on two sets:

- the hand-labelled corpus in ``tests/data/citations/*.yaml`` (see its README for the conventions);
- the 113 public upstream cases in ``<shared>/benchmarks/upstream/parse_cases.jsonl`` (each ``text`` is a
  whole input; class ``none`` means no citation), plus ``upstream_supplement.yaml``.

A predicted citation matches an expected one when their spans overlap and their classes are equal (each
expected citation takes at most one prediction, the one with the largest overlap).  Reported per class and
per language: recall, precision, canonical accuracy (matched citations whose canonical id is exactly the
expected one) and field accuracy (share of the expected field key/values reproduced exactly by matched
citations).

Speed: ``extract`` over the facts and considerations of all judgments in ``<corpus>/ch/decisions`` in process,
best of ``runs``; MB/s, citations/s, decision references found against an independent simple count, and
where the time goes: the functions (cProfile, cumulative) and, from a separate instrumented pass, the time
per stage and per grammar rule (``stage_times``).
"""

from __future__ import annotations

import cProfile
import gc
import importlib
import json
import pstats
import re
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

import yaml

from lexgate.citations.model import CITATION_CLASSES
from lexgate.config import corpus_path
from lexgate.errors import BadInput, LexgateError

CORPUS_DIR = Path(__file__).resolve().parents[2] / "tests" / "data" / "citations"
# Written by someone who never saw the parser or the corpus above; reported apart, never tuned on.
HOLDOUT_DIR = Path(__file__).resolve().parents[2] / "tests" / "data" / "citations_holdout"
UPSTREAM_SUPPLEMENT = "upstream_supplement.yaml"
LANGS = ("de", "fr", "it", "en")
CLASSES = CITATION_CLASSES
# Language of an upstream case (they carry none), from the words around the citation; first hit wins.
UPSTREAM_LANG_HINTS: tuple[tuple[str, str], ...] = (
    ("it", r"\b(?:del|dell'|sentenza|pag\.)\s"),
    ("fr", r"\b(?:du|arrêt|TF|consid\.|Tribunal|c\.)\s"),
    ("de", r"\b(?:vom|Urteil|BGer|Gericht|Obergericht|OGer|E\.|S\.|Siehe)\s"),
)
# The independent count of decision references in the judgments: BGE/ATF/DTF vol part page, and dockets.
DECISION_REFERENCE_PATTERNS: dict[str, str] = {
    "bge": r"\b(?:BGE|ATF|DTF)\s+\d{1,3}\s+(?:Ia|Ib|I|II|III|IV|V)\s+\d{1,4}\b",
    "docket": r"\b\d{1,2}[A-Z][_.]\d{1,5}/\d{4}\b",
}
THRESHOLDS = {"recall": 0.95, "precision": 0.95, "field_accuracy": 0.90}


# ---------------------------------------------------------------------------------------------- data
@dataclass(slots=True)
class Expected:
    text: str
    start: int
    cls: str
    fields: dict[str, Any]
    canonical: str | None
    short_form: bool = False

    @property
    def end(self) -> int:
        return self.start + len(self.text)


@dataclass(slots=True)
class Case:
    id: str
    lang: str | None
    origin: str
    text: str
    expected: list[Expected]
    source: str = ""  # file name the case came from


@dataclass(slots=True)
class Predicted:
    start: int
    end: int
    cls: str
    fields: dict[str, Any]
    canonical: str


@dataclass(slots=True)
class Tally:
    expected: int = 0
    found: int = 0  # true positives
    false_pos: int = 0
    canonical_total: int = 0
    canonical_ok: int = 0
    field_total: int = 0
    field_ok: int = 0
    short_total: int = 0
    short_ok: int = 0

    def add(self, other: Tally) -> None:
        for f in fields(self):
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))

    @staticmethod
    def _ratio(num: int, den: int) -> float | None:
        return num / den if den else None

    @property
    def recall(self) -> float | None:
        return self._ratio(self.found, self.expected)

    @property
    def precision(self) -> float | None:
        return self._ratio(self.found, self.found + self.false_pos)

    @property
    def canonical_accuracy(self) -> float | None:
        return self._ratio(self.canonical_ok, self.canonical_total)

    @property
    def field_accuracy(self) -> float | None:
        return self._ratio(self.field_ok, self.field_total)

    def summary(self) -> dict[str, Any]:
        return {
            "expected": self.expected,
            "found": self.found,
            "false_positives": self.false_pos,
            "recall": self.recall,
            "precision": self.precision,
            "canonical_accuracy": self.canonical_accuracy,
            "field_accuracy": self.field_accuracy,
            "short_forms": self.short_total,
            "short_forms_resolved": self.short_ok,
        }


@dataclass(slots=True)
class Score:
    overall: Tally = field(default_factory=Tally)
    by_class: dict[str, Tally] = field(default_factory=dict)
    by_lang: dict[str, Tally] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)  # cases where extract raised
    misses: list[dict[str, Any]] = field(default_factory=list)  # for inspection (first ones only)

    def summary(self) -> dict[str, Any]:
        return {
            "overall": self.overall.summary(),
            "by_class": {k: v.summary() for k, v in sorted(self.by_class.items())},
            "by_lang": {k: v.summary() for k, v in sorted(self.by_lang.items())},
            "errors": self.errors,
        }


# ------------------------------------------------------------------------------------------- loading
def _expected(raw: dict[str, Any], text: str, where: str) -> Expected:
    try:
        span = str(raw["text"])
        start = raw.get("start")
        if start is None:
            start = text.find(span)
        return Expected(
            text=span,
            start=int(start),
            cls=str(raw["class"]),
            fields=dict(raw.get("fields") or {}),
            canonical=raw.get("canonical"),
            short_form=bool(raw.get("short_form", False)),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise BadInput(f"{where}: malformed expected citation {raw!r} ({exc})") from None


def load_corpus(directory: Path | None = None) -> list[Case]:
    """All cases of the hand-labelled corpus (every ``*.yaml`` but the upstream supplement)."""
    folder = directory or CORPUS_DIR
    files = sorted(p for p in folder.glob("*.yaml") if p.name != UPSTREAM_SUPPLEMENT)
    if not files:
        raise BadInput(f"no citation test corpus found in {folder}")
    cases: list[Case] = []
    for path in files:
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8")) or []
        except (OSError, yaml.YAMLError) as exc:
            raise BadInput(f"cannot read {path}: {exc}") from None
        if not isinstance(data, list):
            raise BadInput(f"{path} must hold a list of cases")
        for raw in data:
            if not isinstance(raw, dict) or "text" not in raw or "id" not in raw:
                raise BadInput(f"{path}: malformed case {str(raw)[:80]!r}")
            text = str(raw["text"])
            where = f"{path.name}:{raw['id']}"
            exp = [_expected(e, text, where) for e in raw.get("expected") or []]
            cases.append(
                Case(str(raw["id"]), raw.get("lang"), str(raw.get("origin", "")), text, exp, path.name)
            )
    return cases


def upstream_path() -> Path | None:
    base = corpus_path()
    if base is None:
        return None
    path = base.parent / "benchmarks" / "upstream" / "parse_cases.jsonl"
    return path if path.is_file() else None


def _guess_lang(text: str) -> str | None:
    for lang, pattern in UPSTREAM_LANG_HINTS:
        if re.search(pattern, text + " "):
            return lang
    return None


def load_upstream(path: Path | None = None, supplement: Path | None = None) -> list[Case]:
    """The public upstream cases; ``cite`` located in ``text`` is the expected span (none for class none)."""
    src = path or upstream_path()
    if src is None or not src.is_file():
        raise BadInput(
            "upstream parse cases not found (benchmarks/upstream/parse_cases.jsonl beside the corpus)"
        )
    sup_path = supplement or CORPUS_DIR / UPSTREAM_SUPPLEMENT
    extra: dict[str, list[dict[str, Any]]] = {}
    if sup_path.is_file():
        extra = yaml.safe_load(sup_path.read_text(encoding="utf-8")) or {}
    cases: list[Case] = []
    for n, line in enumerate(src.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            raw = json.loads(line)
        except json.JSONDecodeError as exc:
            raise BadInput(f"{src}:{n}: not JSON ({exc})") from None
        text, cid = str(raw["text"]), str(raw["id"])
        expected: list[Expected] = []
        if raw.get("class") != "none":
            expected.append(_expected({**raw, "text": raw["cite"], "canonical": None}, text, cid))
        expected += [_expected(e, text, f"{sup_path.name}:{cid}") for e in extra.get(cid, [])]
        expected.sort(key=lambda e: e.start)
        cases.append(Case(cid, _guess_lang(text), "upstream", text, expected, src.name))
    return cases


# ------------------------------------------------------------------------------------------- extract
ExtractFn = Callable[[str, str | None], Sequence[Any]]


def load_extractor() -> ExtractFn | None:
    """``lexgate.citations.extract`` if the parser is there, else None."""
    try:
        mod = importlib.import_module("lexgate.citations")
    except ImportError:
        return None
    fn = getattr(mod, "extract", None)
    if fn is not None and not callable(fn):  # a submodule named extract
        fn = getattr(fn, "extract", None)
    if fn is None:
        return None

    def run(text: str, lang: str | None) -> Sequence[Any]:
        return fn(text, lang=lang)

    return run


def _predicted(cit: Any) -> Predicted:
    if isinstance(cit, dict):
        return Predicted(
            int(cit["start"]),
            int(cit["end"]),
            str(cit.get("class", cit.get("cls", ""))),
            dict(cit.get("fields") or {}),
            str(cit.get("canonical", "")),
        )
    return Predicted(int(cit.start), int(cit.end), str(cit.cls), dict(cit.fields or {}), str(cit.canonical))


# ------------------------------------------------------------------------------------------- scoring
def _overlap(a0: int, a1: int, b0: int, b1: int) -> int:
    return max(0, min(a1, b1) - max(a0, b0))


def match(expected: Sequence[Expected], predicted: Sequence[Predicted]) -> list[int | None]:
    """For each expected citation, the index of its matching prediction (or None)."""
    used: set[int] = set()
    out: list[int | None] = []
    for exp in expected:
        best, best_ov = None, 0
        for i, pred in enumerate(predicted):
            if i in used or pred.cls != exp.cls:
                continue
            ov = _overlap(exp.start, exp.end, pred.start, pred.end)
            if ov > best_ov:
                best, best_ov = i, ov
        if best is not None:
            used.add(best)
        out.append(best)
    return out


def _values_equal(want: Any, got: Any) -> bool:
    """Exactly equal: same value and same type (volume 140 is not "140")."""
    return type(want) is type(got) and bool(want == got)


def score_case(case: Case, predicted: Sequence[Predicted]) -> dict[tuple[str, str], Tally]:
    """Tallies keyed by (class, language) for one case."""
    lang = case.lang or "-"
    tallies: dict[tuple[str, str], Tally] = {}

    def tally(cls: str) -> Tally:
        return tallies.setdefault((cls, lang), Tally())

    pairs = match(case.expected, predicted)
    for exp, idx in zip(case.expected, pairs, strict=True):
        t = tally(exp.cls)
        t.expected += 1
        t.short_total += int(exp.short_form)
        if idx is None:
            continue
        pred = predicted[idx]
        t.found += 1
        if exp.canonical is not None:
            t.canonical_total += 1
            t.canonical_ok += int(pred.canonical == exp.canonical)
            t.short_ok += int(exp.short_form and pred.canonical == exp.canonical)
        t.field_total += len(exp.fields)
        t.field_ok += sum(
            1 for k, v in exp.fields.items() if k in pred.fields and _values_equal(v, pred.fields[k])
        )
    matched = {i for i in pairs if i is not None}
    for i, pred in enumerate(predicted):
        if i not in matched:
            tally(pred.cls).false_pos += 1
    return tallies


def score(cases: Iterable[Case], extract: ExtractFn | None, keep_misses: int = 40) -> Score:
    out = Score()
    for case in cases:
        preds: list[Predicted] = []
        if extract is not None:
            try:
                preds = [_predicted(c) for c in extract(case.text, case.lang)]
            except Exception as exc:  # the parser must never raise; count it and go on
                out.errors.append(f"{case.id}: {type(exc).__name__}: {exc}")
        for (cls, lang), t in score_case(case, preds).items():
            out.overall.add(t)
            out.by_class.setdefault(cls, Tally()).add(t)
            out.by_lang.setdefault(lang, Tally()).add(t)
        if len(out.misses) < keep_misses:
            pairs = match(case.expected, preds)
            for exp, idx in zip(case.expected, pairs, strict=True):
                if idx is None:
                    out.misses.append({"case": case.id, "text": exp.text, "class": exp.cls})
    return out


# --------------------------------------------------------------------------------------------- speed
@dataclass(slots=True)
class Speed:
    documents: int
    megabytes: float
    best_seconds: float
    mb_per_s: float
    citations: int
    citations_per_s: float
    decision_refs_found: int
    simple_count: int
    simple_count_recall: float | None
    profile: list[dict[str, Any]]
    stages: list[dict[str, Any]] = field(default_factory=list)
    scanner: str = "pure Python"
    # the pure-Python scanner on the same texts, when the compiled one ran (its reference)
    python_best_seconds: float | None = None
    python_mb_per_s: float | None = None
    # compiled scanner: per anchor kind, anchors run by its C rule, handed back to Python, run by Python
    compiled_rules: list[dict[str, Any]] = field(default_factory=list)


def load_judgments() -> list[tuple[str, str]]:
    """(lang, text) of every judgment in ``<corpus>/ch/decisions``: its facts (``text``) and its
    considerations, the 0.93 MB on which the issue's figures for other extractors were taken."""
    base = corpus_path()
    folder = base / "ch" / "decisions" if base else None
    if folder is None or not folder.is_dir():
        raise BadInput("judgments not found: set LEXGATE_CORPUS to the corpus folder (ch/decisions)")
    docs: list[tuple[str, str]] = []
    for path in sorted(folder.glob("*.jsonl")):
        lang = path.stem.rsplit("_", 1)[-1]
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                record = json.loads(line)
                parts = (str(record.get(key) or "").strip() for key in ("text", "considerations"))
                docs.append((lang, "\n\n".join(p for p in parts if p)))
    return docs


def simple_decision_references(text: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    for pattern in DECISION_REFERENCE_PATTERNS.values():
        spans += [(m.start(), m.end()) for m in re.finditer(pattern, text)]
    return sorted(spans)


def _is_decision_reference(p: Predicted) -> bool:
    return p.cls == "federal-case" and ("volume" in p.fields or "docket" in p.fields)


def _profile(extract: ExtractFn, docs: Sequence[tuple[str, str]], top: int = 8) -> list[dict[str, Any]]:
    prof = cProfile.Profile()
    prof.enable()
    for lang, text in docs:
        extract(text, lang)
    prof.disable()
    stats = pstats.Stats(prof)
    rows = []
    for (filename, line, func), (_cc, ncalls, tottime, cumtime, _callers) in stats.stats.items():  # type: ignore[attr-defined]
        if filename.endswith(("bench/parse.py", "cProfile.py")) or "disable" in func:
            continue
        rows.append(
            {
                "function": f"{Path(filename).name}:{line}({func})" if line else func,
                "calls": ncalls,
                "tottime": tottime,
                "cumtime": cumtime,
            }
        )
    rows.sort(key=lambda r: r["cumtime"], reverse=True)
    return rows[:top]


_Pass = tuple[float, dict[str, float], dict[str, int], dict[str, int], float]


def stage_times(docs: Sequence[tuple[str, str]], runs: int = 3) -> list[dict[str, Any]]:
    """Where the time of ``lexgate.citations.extract`` goes, per stage and per grammar rule: the anchor
    pass, each rule (inclusive of what it calls, with its calls and the citations it emitted), and the
    rest of the driver (loop, ordering, claim set-up).  Measured in a separate pass with a clock around
    each stage (the timed runs above are not instrumented); the run with the least total time is kept.
    Claims are lazy and not part of ``extract``: their cost is shown apart, for all citations read once.
    Always the pure-Python scanner (the compiled one runs its rules in C, where no Python clock reaches)."""
    cscan: Any = importlib.import_module("lexgate.citations.cscan")
    best: _Pass | None = None
    for _ in range(max(1, runs)):
        with cscan.scanner("python"):
            one = _instrumented_pass(docs)
        if best is None or one[0] < best[0]:
            best = one
    assert best is not None
    total, spent, calls, emitted, claims = best
    found = sum(emitted.values())
    inside = {name: -sec for name, sec in spent.items() if sec < 0}  # parts of a rule, not added
    outside = {name: sec for name, sec in spent.items() if sec >= 0}
    rows = [
        {"stage": name, "calls": calls.get(name, 0), "citations": emitted.get(name, 0), "seconds": sec}
        for name, sec in sorted(outside.items(), key=lambda kv: -kv[1])
    ]
    rows += [
        {"stage": name, "calls": calls.get(name, 0), "citations": 0, "seconds": sec}
        for name, sec in inside.items()
    ]
    rest = max(0.0, total - sum(outside.values()))
    rows.append({"stage": "(driver: loop, order, claim set-up)", "calls": 0, "citations": 0, "seconds": rest})
    rows.append(
        {"stage": "(total of the instrumented pass)", "calls": 0, "citations": found, "seconds": total}
    )
    rows.append(
        {"stage": "(claims, lazy: each read once)", "calls": 0, "citations": found, "seconds": claims}
    )
    return rows


def _instrumented_pass(docs: Sequence[tuple[str, str]]) -> _Pass:
    """One extraction of ``docs`` with a clock around the anchor pass and around every rule call."""
    ex: Any = importlib.import_module("lexgate.citations.extract")
    kinds: list[str] = importlib.import_module("lexgate.citations.anchors").anchor_kinds()
    clock = time.perf_counter
    spent: dict[str, float] = {}
    calls: dict[str, int] = {}
    emitted: dict[str, int] = {}

    def timed(kind: str, rule: Callable[[Any, int], int | None]) -> Callable[[Any, int], int | None]:
        def run(ctx: Any, pos: int) -> int | None:
            before = len(ctx.out)
            t0 = clock()
            end = rule(ctx, pos)
            spent[kind] = spent.get(kind, 0.0) + clock() - t0
            calls[kind] = calls.get(kind, 0) + 1
            emitted[kind] = emitted.get(kind, 0) + len(ctx.out) - before
            return end

        return run

    context: Any = importlib.import_module("lexgate.citations.context")
    original_hits, original_rules = ex.anchor_hits, ex._rules_by_word
    original_vote = context.document_jurisdiction
    vote_row = "(jurisdiction vote, inside the rules)"

    def hits(text: str) -> Any:
        t0 = clock()
        found = original_hits(text)
        spent["(anchor pass)"] = spent.get("(anchor pass)", 0.0) + clock() - t0
        return found

    def vote(text: str, lang: str) -> Any:
        t0 = clock()
        side = original_vote(text, lang)
        spent[vote_row] = spent.get(vote_row, 0.0) + clock() - t0
        calls[vote_row] = calls.get(vote_row, 0) + 1
        return side

    wrapped = [timed(kind, rule) for kind, rule in zip(kinds, original_rules(), strict=True)]
    ex.anchor_hits, ex._rules_by_word, context.document_jurisdiction = hits, lambda: wrapped, vote
    try:
        t0 = clock()
        results = [ex.extract(text, lang) for lang, text in docs]
        total = clock() - t0
    finally:
        ex.anchor_hits, ex._rules_by_word = original_hits, original_rules
        context.document_jurisdiction = original_vote
    spent[vote_row] = -spent.get(vote_row, 0.0)  # already counted in the rules: shown, not added
    t0 = clock()
    for cits in results:
        for cit in cits:
            _ = cit.claim
    return total, spent, calls, emitted, clock() - t0


def _best_time(extract: ExtractFn, docs: Sequence[tuple[str, str]], runs: int) -> tuple[float, list[Any]]:
    """Best of ``runs``, as ``timeit`` times: the collector is off inside the clock, so a full collection
    of whatever the bench itself holds (the accuracy tables' citations) is not charged to the scanner."""
    best = float("inf")
    results: list[Any] = []
    gc.collect()
    enabled = gc.isenabled()
    gc.disable()
    try:
        for _ in range(runs):
            results = []  # the previous run's citations are freed before the clock starts, not inside it
            t0 = time.perf_counter()
            results = [extract(text, lang) for lang, text in docs]
            best = min(best, time.perf_counter() - t0)
    finally:
        if enabled:
            gc.enable()
    return max(best, 1e-9), results


def _compiled_rules(extract: ExtractFn, docs: Sequence[tuple[str, str]]) -> list[dict[str, Any]]:
    cscan: Any = importlib.import_module("lexgate.citations.cscan")
    cscan.stats(reset=True)
    for lang, text in docs:
        extract(text, lang)
    return [
        {"kind": kind, "c_rule": c, "handed_back": back, "python_rule": py}
        for kind, c, back, py in cscan.stats(reset=True)
    ]


def measure_speed(extract: ExtractFn, runs: int, docs: Sequence[tuple[str, str]] | None = None) -> Speed:
    """The extractor's speed on the judgments (best of ``runs``, in process).  With the compiled scanner,
    the pure-Python scanner is timed too, and the C rules' share of the anchors is counted."""
    docs = list(docs) if docs is not None else load_judgments()
    size = sum(len(t.encode("utf-8")) for _, t in docs) / 1e6
    cscan: Any = importlib.import_module("lexgate.citations.cscan")
    compiled = cscan.wanted()
    best, results = _best_time(extract, docs, runs)
    found = [[_predicted(c) for c in r] for r in results]
    n_cit = sum(len(r) for r in found)
    refs_found = sum(1 for r in found for p in r if _is_decision_reference(p))
    total = covered = 0
    for (_, text), preds in zip(docs, found, strict=True):
        spans = [(p.start, p.end) for p in preds if p.cls == "federal-case"]
        for s, e in simple_decision_references(text):
            total += 1
            covered += int(any(_overlap(s, e, a, b) for a, b in spans))
    python_best = None
    rules: list[dict[str, Any]] = []
    if compiled:
        rules = _compiled_rules(extract, docs)
        with cscan.scanner("python"):
            python_best, _ = _best_time(extract, docs, max(1, runs // 5))  # ~6x slower: fewer runs
    return Speed(
        documents=len(docs),
        megabytes=size,
        best_seconds=best,
        mb_per_s=size / best,
        citations=n_cit,
        citations_per_s=n_cit / best,
        decision_refs_found=refs_found,
        simple_count=total,
        simple_count_recall=covered / total if total else None,
        profile=_profile(extract, docs),
        stages=stage_times(docs),
        scanner="compiled (C)" if compiled else "pure Python",
        python_best_seconds=python_best,
        python_mb_per_s=size / python_best if python_best else None,
        compiled_rules=rules,
    )


# ---------------------------------------------------------------------------------------------- show
def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def _accuracy_table(title: str, result: Score) -> Any:
    from rich.table import Table

    table = Table(title=title)
    table.add_column("group", no_wrap=True)
    for col in ("exp.", "found", "FP", "recall", "prec.", "canon.", "fields", "short"):
        table.add_column(col, justify="right", no_wrap=True)

    def row(name: str, t: Tally) -> None:
        short = f"{t.short_ok}/{t.short_total}" if t.short_total else "-"
        table.add_row(
            name,
            str(t.expected),
            str(t.found),
            str(t.false_pos),
            _pct(t.recall),
            _pct(t.precision),
            _pct(t.canonical_accuracy),
            _pct(t.field_accuracy),
            short,
        )

    row("ALL", result.overall)
    for cls in CLASSES:
        if cls in result.by_class:
            row(cls, result.by_class[cls])
    for cls in sorted(set(result.by_class) - set(CLASSES)):
        row(f"{cls} (unknown class)", result.by_class[cls])
    for lang in sorted(result.by_lang):
        row(f"lang {lang}" if lang != "-" else "lang unknown", result.by_lang[lang])
    return table


def _speed_table(speed: Speed) -> Any:
    from rich.table import Table

    table = Table(title=f"Speed: {speed.documents} judgments, {speed.megabytes:.2f} MB, best run")
    table.add_column("figure")
    table.add_column("value", justify="right")
    table.add_row("scanner", speed.scanner)
    table.add_row("seconds (best)", f"{speed.best_seconds:.4f}")
    table.add_row("MB/s", f"{speed.mb_per_s:.2f}")
    if speed.python_mb_per_s is not None and speed.python_best_seconds is not None:
        table.add_row("pure-Python scanner: seconds (best)", f"{speed.python_best_seconds:.4f}")
        table.add_row("pure-Python scanner: MB/s", f"{speed.python_mb_per_s:.2f}")
    table.add_row("citations", str(speed.citations))
    table.add_row("citations/s", f"{speed.citations_per_s:,.0f}")
    table.add_row("decision references found (BGE + dockets)", str(speed.decision_refs_found))
    table.add_row("simple count (BGE|ATF|DTF vol part page, dockets)", str(speed.simple_count))
    table.add_row("recall on the simple count", _pct(speed.simple_count_recall))
    return table


def _compiled_table(rows: list[dict[str, Any]]) -> Any:
    from rich.table import Table

    table = Table(title="Compiled scanner: anchors per kind (one pass over the judgments)")
    for col in ("anchor kind", "run by its C rule", "handed back to Python", "run by a Python rule"):
        table.add_column(col, justify="left" if col == "anchor kind" else "right")
    for r in rows:
        kind = r["kind"] if r["kind"] != "-" else "(kinds without a C rule)"
        table.add_row(kind, str(r["c_rule"]), str(r["handed_back"]), str(r["python_rule"]))
    return table


def _profile_table(rows: list[dict[str, Any]]) -> Any:
    from rich.table import Table

    table = Table(title="Where the time goes (cProfile, top 8 by cumulative time)")
    for col in ("function", "calls", "tottime s", "cumtime s"):
        table.add_column(col, justify="left" if col == "function" else "right")
    for r in rows:
        table.add_row(r["function"], str(r["calls"]), f"{r['tottime']:.3f}", f"{r['cumtime']:.3f}")
    return table


def _stage_table(rows: list[dict[str, Any]]) -> Any:
    from rich.table import Table

    total = next((r["seconds"] for r in rows if r["stage"].startswith("(total")), 0.0) or 1e-9
    table = Table(
        title="Where the time goes per stage and rule (pure-Python scanner, instrumented pass, best of 3)"
    )
    for col in ("stage / rule", "calls", "citations", "ms", "share", "µs/call"):
        table.add_column(col, justify="left" if col == "stage / rule" else "right")
    for r in rows:
        per_call = f"{1e6 * r['seconds'] / r['calls']:.1f}" if r["calls"] else "-"
        share = "-" if r["stage"].startswith(("(total", "(claims")) else f"{100 * r['seconds'] / total:.1f}%"
        table.add_row(
            r["stage"],
            str(r["calls"] or "-"),
            str(r["citations"] or "-"),
            f"{1e3 * r['seconds']:.1f}",
            share,
            per_call,
        )
    return table


def main(runs: int = 100, json_out: str | None = None) -> None:
    from rich.console import Console

    if runs < 1:
        raise BadInput("--runs must be at least 1")
    console = Console()
    if not console.is_terminal:
        console = Console(width=max(console.width, 120))
    try:
        extract = load_extractor()
    except Exception as exc:  # a parser that cannot even be imported is reported, not raised
        console.print(f"[red]lexgate.citations cannot be imported: {type(exc).__name__}: {exc}[/]")
        extract = None
    if extract is None:
        console.print(
            "[yellow]lexgate.citations.extract is not available: every figure below is for no predictions.[/]"
        )
    figures: dict[str, Any] = {"thresholds": THRESHOLDS}
    corpus = load_corpus()
    own = score(corpus, extract)
    console.print(_accuracy_table(f"Test corpus: {len(corpus)} cases (tests/data/citations)", own))
    figures["corpus"] = {"cases": len(corpus), **own.summary()}
    if HOLDOUT_DIR.is_dir():
        held = load_corpus(HOLDOUT_DIR)
        ho = score(held, extract)
        console.print(
            _accuracy_table(
                f"Held-out set: {len(held)} cases (tests/data/citations_holdout, never tuned on)", ho
            )
        )
        figures["holdout"] = {"cases": len(held), **ho.summary()}
    try:
        upstream = load_upstream()
    except BadInput as exc:
        console.print(f"[yellow]{exc}[/]")
    else:
        up = score(upstream, extract)
        console.print(
            _accuracy_table(f"Upstream: {len(upstream)} cases (benchmarks/upstream/parse_cases.jsonl)", up)
        )
        figures["upstream"] = {"cases": len(upstream), **up.summary()}
    for name in ("corpus", "holdout", "upstream"):
        errs = figures.get(name, {}).get("errors") or []
        if errs:
            console.print(f"[red]{len(errs)} {name} case(s) where extract raised, e.g. {errs[0]}[/]")
    if extract is not None:
        try:
            speed = measure_speed(extract, runs)
        except BadInput as exc:
            console.print(f"[yellow]{exc}[/]")
        else:
            console.print(_speed_table(speed))
            if speed.compiled_rules:
                console.print(_compiled_table(speed.compiled_rules))
            console.print(_profile_table(speed.profile))
            if speed.stages:
                console.print(_stage_table(speed.stages))
            figures["speed"] = asdict(speed)
    if json_out:
        try:
            Path(json_out).write_text(json.dumps(figures, indent=2, ensure_ascii=False), encoding="utf-8")
        except OSError as exc:
            raise LexgateError(f"cannot write {json_out}: {exc}") from None
        console.print(f"figures written to {json_out}")
