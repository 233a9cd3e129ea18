"""``lexgate bench verify``: status accuracy, fabricated blocked, false blocks, speed.

Runs the full pipeline offline (store, resolver, judge) over the labelled cases in
``benchmarks/verify_cases/*.jsonl`` and the public ``upstream/support_cases.jsonl`` (fields: draft,
cite, expected, category, kind; the record of the ``cite`` citation is scored), then a speed run: a
generated 30-page draft with 100 citations, verified offline on one thread.
"""

from __future__ import annotations

import json
import os
import random
import re
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from lexgate import config
from lexgate.documents.model import Document
from lexgate.errors import LexgateError
from lexgate.verify.model import BLOCKING, STATUSES, VerifyRecord
from lexgate.verify.neighbours import DEFAULT_STRATEGY

REPO_CASES = Path(__file__).resolve().parents[2] / "benchmarks" / "verify_cases"
# Written by someone who never saw the judge or the set above; reported apart, never tuned on.
HOLDOUT_CASES = Path(__file__).resolve().parents[2] / "benchmarks" / "verify_holdout"
UPSTREAM_NAME = "support_cases.jsonl"
MISSED = "NOT-FOUND-IN-DRAFT"  # the cited citation was not extracted at all
SPEED_CITATIONS = 100
SPEED_PAGES = 30
PAGE_CHARS = 3000
SPEED_RUNS = 3
CLI_RUNS = 3  # new processes per figure (the shared host's speed varies from run to run)
NEW_DRAFT_SEED = 8  # a second draft: other provisions of the same acts, in the process the runs warmed
SPEED_ACTS = ("OR", "ZGB", "StGB", "BV", "ZPO", "SchKG")
CLAIM_CHARS = 200  # about the length of a generated claim
_REFERENCE = re.compile(r"\b(?:Art|Abs|Ziff|SR|BGE)\b|\d")


@dataclass(slots=True)
class Case:
    id: str
    lang: str
    draft: str
    cite: str
    expected: str
    category: str
    kind: str
    origin: str


def upstream_file() -> Path | None:
    env = os.environ.get("LEXGATE_BENCHMARKS")
    corpus = config.corpus_path()
    for base in (Path(env) if env else None, corpus.parent / "benchmarks" if corpus else None):
        if base is not None and (base / "upstream" / UPSTREAM_NAME).is_file():
            return base / "upstream" / UPSTREAM_NAME
    return None


def load_cases(paths: list[Path]) -> list[Case]:
    cases: list[Case] = []
    for path in paths:
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            try:
                d = json.loads(line)
                cases.append(
                    Case(
                        id=str(d.get("id") or f"{path.stem}-{n}"),
                        lang=str(d.get("lang") or ""),
                        draft=str(d["draft"]),
                        cite=str(d["cite"]),
                        expected=str(d["expected"]),
                        category=str(d.get("category", "")),
                        kind=str(d.get("kind", "")),
                        origin=path.name,
                    )
                )
            except (ValueError, KeyError) as exc:
                raise LexgateError(f"{path}:{n}: not a benchmark case ({exc})") from None
    return cases


def case_files() -> list[Path]:
    files = sorted(REPO_CASES.glob("*.jsonl")) if REPO_CASES.is_dir() else []
    upstream = upstream_file()
    return [*files, *([upstream] if upstream else [])]


def _norm(text: str) -> str:
    return " ".join(text.lower().split())


def pick_record(records: list[VerifyRecord], draft: str, cite: str) -> VerifyRecord | None:
    """The record of ``cite``: the one overlapping its place in the draft, else by text."""
    at = draft.find(cite)
    if at >= 0:
        span = (at, at + len(cite))
        overlapping = [r for r in records if r.start < span[1] and span[0] < r.end]
        if overlapping:
            return max(overlapping, key=lambda r: min(r.end, span[1]) - max(r.start, span[0]))
    want = _norm(cite)
    for r in records:
        if _norm(r.text) == want or want in _norm(r.text) or _norm(r.text) in want:
            return r
    return None


@contextmanager
def bench_store() -> Iterator[Any]:
    """The user's store when it holds the corpus; otherwise a temporary import of the corpus."""
    from lexgate.sources.store import Store

    path = config.store_path()
    if path.is_file():
        store = Store(path, create=False)
        if any(store.status().get("provisions", {}).values()):
            try:
                yield store
            finally:
                store.close()
            return
        store.close()
    corpus = config.corpus_path()
    if corpus is None:
        raise LexgateError(
            "the source store is empty and no corpus was found: run `lexgate sources import PATH`"
        )
    from lexgate.sources.importers import import_corpus

    with tempfile.TemporaryDirectory(prefix="lexgate-bench-") as tmp:
        store = Store(Path(tmp) / "store.sqlite3")
        try:
            Console(stderr=True).print(f"importing {corpus} into a temporary store ...")
            import_corpus(corpus, store=store)
            yield store
        finally:
            store.close()


def _resolver(store: Any) -> Any:
    from lexgate.sources.resolver import Resolver

    return Resolver(store, [], offline=True)


def _judge(name: str) -> Any:
    from lexgate.judges.registry import get_judge

    return get_judge(name, "balanced", None)


def run_cases(
    cases: list[Case], store: Any, judge: Any, neighbour_strategy: str | None = None
) -> tuple[list[dict[str, Any]], float, int]:
    from lexgate.verify.pipeline import verify_document

    resolver = _resolver(store)
    rows: list[dict[str, Any]] = []
    n_citations = 0
    started = time.perf_counter()
    for case in cases:
        doc = Document(path=f"{case.id}.md", kind="md", text=case.draft, lang=case.lang or None)
        report = verify_document(
            doc,
            judge=judge,
            resolver=resolver,
            privacy="balanced",
            lang=case.lang or None,
            max_workers=1,
            neighbour_strategy=neighbour_strategy or DEFAULT_STRATEGY,
        )
        n_citations += len(report.citations)
        rec = pick_record(report.citations, case.draft, case.cite)
        rows.append(
            {
                "id": case.id,
                "origin": case.origin,
                "category": case.category,
                "kind": case.kind,
                "expected": case.expected,
                "got": rec.status if rec else MISSED,
                "reason": rec.reason if rec else "",
            }
        )
    return rows, time.perf_counter() - started, n_citations


def metrics(rows: list[dict[str, Any]]) -> dict[str, Any]:
    total = len(rows)
    correct = sum(r["expected"] == r["got"] for r in rows)
    confusion: dict[str, dict[str, int]] = {}
    for r in rows:
        confusion.setdefault(r["expected"], Counter())[r["got"]] += 1
    per_status = {
        s: {
            "cases": sum(confusion.get(s, {}).values()),
            "accuracy": round(confusion.get(s, {}).get(s, 0) / max(1, sum(confusion.get(s, {}).values())), 4),
        }
        for s in STATUSES
        if s in confusion
    }
    # a fabricated citation is one whose label says it does not exist (UNVERIFIED), whatever the file
    # calls its category
    fabricated = [
        r
        for r in rows
        if r["expected"] == "UNVERIFIED"
        or r["category"] == "fabricated"
        or r["kind"].startswith("fabricated")
    ]
    correct_cites = [r for r in rows if r["expected"] in ("MATCH", "PARTIAL")]
    by_kind: dict[str, dict[str, float]] = {}
    for r in rows:
        k = by_kind.setdefault(r["kind"] or "-", {"cases": 0, "correct": 0})
        k["cases"] += 1
        k["correct"] += r["expected"] == r["got"]
    return {
        "cases": total,
        "by_kind": {
            k: {**v, "accuracy": round(v["correct"] / v["cases"], 4)} for k, v in sorted(by_kind.items())
        },
        "status_accuracy": round(correct / max(1, total), 4),
        "per_status": per_status,
        "confusion": {k: dict(v) for k, v in confusion.items()},
        "fabricated": len(fabricated),
        "fabricated_blocked": round(
            sum(r["got"] in BLOCKING for r in fabricated) / max(1, len(fabricated)), 4
        ),
        "correct_citations": len(correct_cites),
        "false_blocks": round(
            sum(r["got"] in BLOCKING for r in correct_cites) / max(1, len(correct_cites)), 4
        ),
    }


def speed_draft(store: Any, seed: int = 7) -> str:
    """A German 30-page draft with 100 statute citations, each after a claim taken from its article."""
    rng = random.Random(seed)
    pool: list[tuple[str, str]] = []
    for act in SPEED_ACTS:
        for art in store.article_numbers(act)[:400]:
            pool.append((act, art))
    if len(pool) < SPEED_CITATIONS:
        raise LexgateError("the store holds too few articles for the speed run")
    rng.shuffle(pool)
    filler = (
        "Die Parteien haben im Verlauf des Verfahrens weitere Eingaben eingereicht, die in der "
        "Folge geprüft und dem Gegenanwalt zur Kenntnis gebracht wurden. "
    )
    per_para = max(1, round((SPEED_PAGES * PAGE_CHARS / SPEED_CITATIONS - CLAIM_CHARS) / len(filler)))
    paras: list[str] = []
    for act, art in pool:
        passages = store.get_article(act, art, "de")
        claim = " ".join(passages[0].text.split()[:30]).rstrip(".;,:") if passages else ""
        if not claim or _REFERENCE.search(claim):  # a claim that cites other articles adds citations
            continue
        paras.append(filler * per_para + f"{claim} (Art. {art} {act.replace('_', ' ')}).")
        if len(paras) == SPEED_CITATIONS:
            break
    return "\n\n".join(paras) + "\n"


def speed_run(store: Any, judge: Any) -> dict[str, Any]:
    from lexgate.verify.pipeline import verify_document

    text = speed_draft(store)
    doc = Document(path="speed-draft.md", kind="md", text=text, lang="de")
    resolver = _resolver(store)
    times: list[float] = []
    n = 0
    for _ in range(SPEED_RUNS):
        started = time.perf_counter()
        report = verify_document(
            doc, judge=judge, resolver=resolver, privacy="balanced", lang="de", max_workers=1
        )
        times.append(time.perf_counter() - started)
        n = len(report.citations)
    other = Document(path="speed-draft-2.md", kind="md", text=speed_draft(store, NEW_DRAFT_SEED), lang="de")
    with _judge_disk_cache_off():
        started = time.perf_counter()
        verify_document(other, judge=judge, resolver=resolver, privacy="balanced", lang="de", max_workers=1)
        new_draft = time.perf_counter() - started
    return {
        "chars": len(text),
        "pages": round(len(text) / PAGE_CHARS, 1),
        "citations": n,
        "seconds": round(min(times), 3),
        "first_run_seconds": round(times[0], 3),
        "new_draft_seconds": round(new_draft, 3),
        **_cli_figures(store, text),
    }


@contextmanager
def _judge_disk_cache_off() -> Iterator[None]:
    """The judge's disk cache off for a block: what the block judges is computed, never read back."""
    from lexgate.judges import diskcache

    before = os.environ.get("LEXGATE_JUDGE_CACHE")
    diskcache.reset()
    os.environ["LEXGATE_JUDGE_CACHE"] = "off"
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("LEXGATE_JUDGE_CACHE", None)
        else:
            os.environ["LEXGATE_JUDGE_CACHE"] = before
        diskcache.reset()


def _cli_figures(store: Any, text: str) -> dict[str, float | None]:
    """The command's wall time in a new process, best of CLI_RUNS: with the judge's disk cache as the
    in-process runs left it (flushed first: the provisions of this draft seen before) and with the cache
    off (every provision new to the judge, as in a draft citing provisions never checked before)."""
    from lexgate.judges.diskcache import cache

    cache().flush()
    warm = [_cli_seconds(store, text) for _ in range(CLI_RUNS)]
    cold = [_cli_seconds(store, text, {"LEXGATE_JUDGE_CACHE": "off"}) for _ in range(CLI_RUNS)]
    return {"cli_seconds": _best(warm), "cli_cold_seconds": _best(cold)}


def _best(times: list[float | None]) -> float | None:
    return None if any(t is None for t in times) else min(t for t in times if t is not None)


def _cli_seconds(store: Any, text: str, extra_env: dict[str, str] | None = None) -> float | None:
    """Wall time of ``lexgate verify DRAFT --offline`` in a new process (start-up, imports, the report
    written): what a user waits for.  None when the run fails."""
    import subprocess
    import sys

    with tempfile.TemporaryDirectory(prefix="lexgate-speed-") as tmp:
        draft_path = Path(tmp) / "speed-draft.md"
        draft_path.write_text(text, encoding="utf-8")
        env = {**os.environ, "LEXGATE_HOME": str(Path(store.path).parent), **(extra_env or {})}
        cmd = [sys.executable, "-m", "lexgate", "verify", str(draft_path), "--offline", "--output", tmp]
        started = time.perf_counter()
        done = subprocess.run(cmd, env=env, capture_output=True, check=False)
        elapsed = time.perf_counter() - started
    return round(elapsed, 3) if done.returncode in (0, 1) else None


def _print(
    console: Console,
    m: dict[str, Any],
    speed: dict[str, Any] | None,
    cps: float,
    title: str = "labelled cases",
) -> None:
    table = Table(title=f"verify: {m['cases']} {title} (expected x got)")
    got_cols = [*STATUSES, MISSED]
    table.add_column("expected")
    for g in got_cols:
        table.add_column(g if g != MISSED else "missed", justify="right")
    table.add_column("accuracy", justify="right")
    for exp, row in m["confusion"].items():
        acc = m["per_status"].get(exp, {}).get("accuracy", 0.0)
        table.add_row(exp, *(str(row.get(g, 0)) for g in got_cols), f"{acc:.1%}")
    console.print(table)
    console.print(f"status accuracy: {m['status_accuracy']:.1%} (target >= 90%)")
    console.print(
        f"fabricated citations blocked: {m['fabricated_blocked']:.1%} of {m['fabricated']} (target 100%)"
    )
    console.print(
        f"correct citations wrongly blocked: {m['false_blocks']:.1%} of {m['correct_citations']} (target <= 3%)"
    )
    console.print(f"citations per second (labelled cases, one thread): {cps:.0f}")
    if speed is None:
        return
    console.print(
        f"speed: {speed['citations']} citations in a {speed['pages']}-page draft verified offline in "
        f"{speed['seconds']:.3f} s in process (the same draft again, best of {SPEED_RUNS}; first run "
        f"{speed['first_run_seconds']:.3f} s; one thread; target < 2 s)"
    )
    console.print(
        f"  a new draft (other provisions) in the warmed process, judge's disk cache off: "
        f"{speed['new_draft_seconds']:.3f} s"
    )

    def shown(key: str) -> str:
        value = speed.get(key)
        return f"{value:.3f} s" if value is not None else "the run failed"

    console.print(
        f"  as a command in a new process (start-up, imports, report written; best of {CLI_RUNS}): "
        f"{shown('cli_seconds')} with the judge's disk cache, {shown('cli_cold_seconds')} without it"
    )


def by_file(rows: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """The headline figures of each case file apart (a set written later shows how the judge generalises)."""
    origins = sorted({str(r["origin"]) for r in rows})
    out: dict[str, dict[str, Any]] = {}
    for origin in origins:
        m = metrics([r for r in rows if r["origin"] == origin])
        out[origin] = {
            k: m[k]
            for k in (
                "cases",
                "status_accuracy",
                "fabricated",
                "fabricated_blocked",
                "correct_citations",
                "false_blocks",
            )
        }
    return out


def _print_files(console: Console, files: dict[str, dict[str, Any]], title: str) -> None:
    table = Table(title=f"{title} by file", title_style="bold")
    for col in ("file", "cases", "accuracy", "fabricated blocked", "false blocks"):
        table.add_column(col, justify="left" if col == "file" else "right")
    for name, f in files.items():
        fab = f"{f['fabricated_blocked']:.1%} of {f['fabricated']}" if f["fabricated"] else "-"
        fb = f"{f['false_blocks']:.1%} of {f['correct_citations']}" if f["correct_citations"] else "-"
        table.add_row(name, str(f["cases"]), f"{f['status_accuracy']:.1%}", fab, fb)
    console.print(table)


# Which of the structured judge's rules a MISMATCH reason comes from (first match of its text, after
# any "read as ..." note): the bench counts each rule's blocks of MISMATCH cases and of correct ones.
_RULES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(rx), name)
    for rx, name in (
        (r"^the claim says «[^»]*», the source states «[^»]*» for another case", "number: another case"),
        (r"^the claim says «[^»]*», the sentence of the source", "number: another sentence"),
        (r"^the claim says «[^»]*», the source says", "number changed"),
        (r"^the claim names ", "ordinal"),
        (r"^the claim states the range ", "range moved"),
        (r"^the quotation ", "altered quotation"),
        (r"^the cited provision covers the claim weakly", "wrong article: another states it"),
        (r"^the cited provision does not deal with", "wrong article: ranking"),
        (r"^the claim speaks of the subject of", "wrong article: subject"),
        (r"^the cited text does not speak of", "unrelated passage"),
        (r"^the claim negates absolutely", "negation: never"),
        (r"^the claim negates", "negation: claim negates"),
        (r"^the claim affirms", "negation: claim affirms"),
        (r"^the source applies the rule even|exception", "exception swapped"),
        (r"^the claim restricts", "scope: 'only'"),
        (r"^the claim says the court's outcome", "outcome reversed"),
        (r"modal|'may'|'must'", "modality"),
    )
)


def rule_of(reason: str) -> str:
    """The judge rule behind a MISMATCH reason ("other" when none of ``_RULES`` matches)."""
    for part in (p.strip() for p in reason.split(";")):
        for rx, name in _RULES:
            if rx.search(part):
                return name
    return "other"


def blocks_by_rule(rows: list[dict[str, Any]]) -> dict[str, tuple[int, int]]:
    """rule -> (MISMATCH cases it blocked, correct citations it blocked)."""
    out: dict[str, list[int]] = {}
    for r in rows:
        if r["got"] != "MISMATCH" or r["expected"] not in ("MISMATCH", "MATCH", "PARTIAL"):
            continue
        slot = out.setdefault(rule_of(str(r["reason"])), [0, 0])
        slot[0 if r["expected"] == "MISMATCH" else 1] += 1
    return {k: (v[0], v[1]) for k, v in sorted(out.items(), key=lambda kv: (-sum(kv[1]), kv[0]))}


def _print_rules(console: Console, rules: dict[str, tuple[int, int]], title: str) -> None:
    table = Table(title=f"{title}: MISMATCH by rule", title_style="bold")
    for col in ("rule", "blocked a mismatch", "blocked a correct citation"):
        table.add_column(col, justify="left" if col == "rule" else "right")
    for name, (right, wrong) in rules.items():
        table.add_row(name, str(right), str(wrong))
    console.print(table)


def main(judge: str = "structured", json_out: str | None = None) -> None:
    files = case_files()
    if not files:
        raise LexgateError(
            "no benchmark cases found (benchmarks/verify_cases/*.jsonl, upstream support cases)"
        )
    cases = load_cases(files)
    console = Console(highlight=False)
    with bench_store() as store:
        the_judge = _judge(judge)
        rows, seconds, n_citations = run_cases(cases, store, the_judge)
        held_files = sorted(HOLDOUT_CASES.glob("*.jsonl")) if HOLDOUT_CASES.is_dir() else []
        held_rows, held_seconds, held_n = run_cases(load_cases(held_files), store, the_judge)
        speed = speed_run(store, the_judge)
    m = metrics(rows)
    cps = n_citations / seconds if seconds > 0 else 0.0
    _print(console, m, speed, cps)
    dev_files = by_file(rows)
    _print_files(console, dev_files, "development set")
    _print_rules(console, blocks_by_rule(rows), "development set")
    held = metrics(held_rows) if held_rows else None
    held_files_m = by_file(held_rows) if held_rows else {}
    if held is not None:
        console.print()
        _print(console, held, None, held_n / held_seconds if held_seconds > 0 else 0.0, "held-out cases")
        _print_files(console, held_files_m, "held-out set")
        _print_rules(console, blocks_by_rule(held_rows), "held-out set")
    if json_out:
        payload = {
            "judge": judge,
            "files": [str(f) for f in files],
            **m,
            "citations_per_second": round(cps, 1),
            "speed": speed,
            "wrong": [r for r in rows if r["expected"] != r["got"]],
            "by_file": dev_files,
            "holdout": held,
            "holdout_by_file": held_files_m,
            "holdout_wrong": [r for r in held_rows if r["expected"] != r["got"]],
        }
        Path(json_out).write_text(json.dumps(payload, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
