"""Run the structured judge over labelled cases via the corpus loader; print per-case results."""

from __future__ import annotations

import sys
import time
from collections import Counter
from pathlib import Path

from corpus_passages import load_cases, lookup

from lexgate.config import benchmarks_path
from lexgate.judges.structured import StructuredJudge

UPSTREAM = (benchmarks_path() or Path("../shared/benchmarks")) / "upstream" / "support_cases.jsonl"
OWN = sorted(Path(__file__).resolve().parents[2].joinpath("benchmarks", "verify_cases").glob("*.jsonl"))


def evaluate(paths: list[Path], verbose: bool = False) -> dict[str, object]:
    judge = StructuredJudge()
    rows = load_cases(*paths)
    per: Counter[str] = Counter()
    ok: Counter[str] = Counter()
    judged = 0
    t_total = 0.0
    blocked_correct = 0
    correct_total = 0
    wrong: list[str] = []
    for case in rows:
        exp = case["expected"]
        if exp in ("UNVERIFIED", "SKIPPED"):
            continue
        lk = lookup(case)
        if not lk.found or lk.request is None:
            wrong.append(f"NOTFOUND {case['id']} {lk.reason}")
            continue
        t0 = time.perf_counter()
        j = StructuredJudge.judge(judge, lk.request)
        t_total += time.perf_counter() - t0
        judged += 1
        per[exp] += 1
        if j.status == exp:
            ok[exp] += 1
        else:
            wrong.append(f"{case['id']} exp={exp} got={j.status} | {case['draft'][:110]} | {j.reason[:200]}")
        if exp in ("MATCH", "PARTIAL"):
            correct_total += 1
            if j.status == "MISMATCH":
                blocked_correct += 1
    acc = sum(ok.values()) / judged if judged else 0.0
    out = {
        "judged": judged,
        "accuracy": round(acc, 4),
        "per_status": {k: f"{ok[k]}/{per[k]}" for k in per},
        "false_block_rate": round(blocked_correct / correct_total, 4) if correct_total else 0.0,
        "ms_per_judgement": round(1000 * t_total / judged, 3) if judged else 0.0,
    }
    if verbose:
        for w in wrong:
            print(w)
    return out


if __name__ == "__main__":
    which = sys.argv[1:] or ["all"]
    paths = [UPSTREAM] if "upstream" in which else OWN if "own" in which else [UPSTREAM, *OWN]
    print(evaluate(paths, verbose=True))
