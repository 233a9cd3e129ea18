"""``lexgate bench sources``: import time of the whole corpus and resolutions per second from the store.

1. Import the whole offline corpus into a fresh temporary store (one transaction), then once more
   unchanged (the idempotent skip path).
2. Resolve a fixed, seeded mix of ids drawn from the store itself: whole articles, paragraphs (Swiss and
   Italian), ``ff.`` ranges, BGer considerations, Italian decisions, paragraphs that do not exist
   (NotFound) and BGE ids (Unavailable offline).  Reported: the first pass on a fresh connection
   (empty in-process cache, database in the OS cache) and the warm passes (best of ``runs``).
"""

from __future__ import annotations

import json
import random
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from lexgate.citations import canonical as cn
from lexgate.config import corpus_path
from lexgate.errors import BadInput

MIX_SIZE = 6000
SEED = 20241129
TARGET_PER_S = 5000


def build_mix(store: Any, size: int = MIX_SIZE, seed: int = SEED) -> list[tuple[str, str]]:
    """``(canonical, lang)`` pairs drawn from the store, in fixed shares."""
    rng = random.Random(seed)
    rows = store.conn.execute(
        "SELECT act_key, article, paragraph, lang FROM provisions WHERE lang IN ('de','fr','it')"
    ).fetchall()
    it_keys = set(store.act_keys("it"))
    ch_rows = [r for r in rows if r[0] not in it_keys]
    it_rows = [r for r in rows if r[0] in it_keys]
    segs = store.conn.execute("SELECT key, lang FROM segments WHERE kind = 'consideration'").fetchall()
    decisions = store.conn.execute("SELECT decision_key, lang FROM decisions").fetchall()
    mix: list[tuple[str, str]] = []
    shares = {
        "article": 0.25,
        "paragraph": 0.30,
        "ff": 0.05,
        "it": 0.10,
        "consideration": 0.12,
        "decision": 0.08,
        "missing": 0.05,
        "bge": 0.05,
    }
    for kind, share in shares.items():
        for _ in range(int(size * share)):
            if kind in ("article", "paragraph", "ff", "missing"):
                act, art, para, lang = rng.choice(ch_rows)
                if kind == "article":
                    mix.append((cn.ch_statute(act, art), lang))
                elif kind == "paragraph":
                    mix.append((cn.ch_statute(act, art, para), lang))
                elif kind == "ff":
                    mix.append((cn.ch_statute(act, art, following="ff"), lang))
                else:
                    mix.append((cn.ch_statute(act, art, "97"), lang))
            elif kind == "it":
                act, art, para, lang = rng.choice(it_rows)
                mix.append((cn.it_statute(act, art, para), "it"))
            elif kind == "consideration":
                key, lang = rng.choice(segs)
                mix.append((key, lang))
            elif kind == "decision":
                key, lang = rng.choice(decisions)
                mix.append((key, lang))
            else:
                mix.append(
                    (
                        cn.bge(
                            rng.randint(120, 150),
                            rng.choice(["I", "II", "III", "IV", "V"]),
                            rng.randint(1, 600),
                        ),
                        "de",
                    )
                )
    rng.shuffle(mix)
    return mix


def _pass(resolver: Any, mix: list[tuple[str, str]]) -> tuple[float, Counter[str]]:
    statuses: Counter[str] = Counter()
    start = time.perf_counter()
    for canonical, lang in mix:
        statuses[resolver.resolve(canonical, lang).status] += 1
    return time.perf_counter() - start, statuses


def main(runs: int = 3, json_out: str | None = None, corpus: str | None = None) -> None:
    from rich.console import Console
    from rich.table import Table

    from lexgate.sources.importers import import_corpus
    from lexgate.sources.resolver import Resolver
    from lexgate.sources.store import Store

    if runs < 1:
        raise BadInput("--runs must be at least 1")
    root = Path(corpus) if corpus else corpus_path()
    if root is None or not root.is_dir():
        raise BadInput("no corpus folder: set LEXGATE_CORPUS")
    console = Console()
    figures: dict[str, Any] = {"corpus": str(root)}
    with tempfile.TemporaryDirectory(prefix="lexgate-bench-") as tmp:
        path = Path(tmp) / "store.sqlite3"
        with Store(path) as store:
            stats = import_corpus(root, store=store)
            again = import_corpus(root, store=store)
            status = store.status()
        figures["import"] = {
            "seconds": round(stats.seconds, 2),
            "unchanged_reimport_seconds": round(again.seconds, 2),
            "files": stats.files,
            "acts": stats.acts,
            "provisions": stats.provisions,
            "decisions": stats.decisions,
            "segments": stats.segments,
            "irregular_keys": stats.irregular,
            "skipped": stats.skipped,
            "store_mb": round(path.stat().st_size / 1e6, 1),
        }
        with Store(path) as store:
            mix = build_mix(store)
            resolver = Resolver(store, offline=True)
            first, statuses = _pass(resolver, mix)
            warm = min(_pass(resolver, mix)[0] for _ in range(runs))
        figures["resolve"] = {
            "ids": len(mix),
            "statuses": dict(statuses),
            "first_pass_per_s": round(len(mix) / first),
            "warm_per_s": round(len(mix) / warm),
            "target_per_s": TARGET_PER_S,
        }
        figures["store"] = {
            k: status[k] for k in ("acts", "provisions", "decisions", "segments", "known_bge")
        }
    table = Table(title="lexgate bench sources")
    table.add_column("figure")
    table.add_column("value", justify="right")
    imp, res = figures["import"], figures["resolve"]
    table.add_row("whole-corpus import (s)", f"{imp['seconds']:.1f}")
    table.add_row("unchanged re-import (s)", f"{imp['unchanged_reimport_seconds']:.2f}")
    table.add_row("files / acts / provisions", f"{imp['files']} / {imp['acts']} / {imp['provisions']}")
    table.add_row("decisions / segments", f"{imp['decisions']} / {imp['segments']}")
    table.add_row("irregular statute keys kept", str(imp["irregular_keys"]))
    table.add_row("store size (MB)", str(imp["store_mb"]))
    table.add_row(
        "resolution mix",
        f"{res['ids']} ids: " + ", ".join(f"{k} {v}" for k, v in sorted(res["statuses"].items())),
    )
    table.add_row("resolutions/s, first pass", str(res["first_pass_per_s"]))
    table.add_row(f"resolutions/s, warm (best of {runs})", f"{res['warm_per_s']} (target {TARGET_PER_S})")
    console.print(table)
    if json_out:
        Path(json_out).write_text(json.dumps(figures, indent=2, ensure_ascii=False), encoding="utf-8")
        console.print(f"figures written to {json_out}")
