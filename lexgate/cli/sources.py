"""``lexgate sources import|status|get|search``: the local store and the resolver from the command line."""

from __future__ import annotations

import json
import re
import sys
from dataclasses import asdict
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from lexgate.citations.canonical import label
from lexgate.cli import app
from lexgate.errors import BadInput
from lexgate.sources.model import Connector, Found, NotFound, Resolution

sources_app = typer.Typer(
    help="The source store: import the offline corpus, inspect it, resolve one citation.",
    no_args_is_help=True,
)
app.add_typer(sources_app, name="sources")
out = Console(highlight=False, soft_wrap=True)
EXIT_CODES = {"found": 0, "not_found": 1, "unavailable": 3}
LANGS = ("de", "fr", "it", "en")
# Words that give away the language a citation was written in (checked in this order).
LANG_MARKERS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("it", re.compile(r"\b(?:cpv|DTF|lett|comma|c\.c|c\.p|Cost|Cass)\b")),
    ("fr", re.compile(r"\b(?:al|ATF|consid|let|ch|CC|CO|CP)\b\.?")),
    ("de", re.compile(r"\b(?:Abs|BGE|lit|Ziff|Bst|E|OR|ZGB|StGB)\b")),
)


@sources_app.command("import")
def import_cmd(
    path: Annotated[
        Path | None, typer.Argument(help="corpus folder (default: LEXGATE_CORPUS or ../shared/corpus)")
    ] = None,
    force: bool = typer.Option(False, "--force", help="re-import files that did not change"),
) -> None:
    """Import the offline corpus (statutes, judgments, Italian codes and decisions) into the store."""
    from lexgate.sources.importers import import_corpus
    from lexgate.sources.store import Store

    if path is not None and not path.is_dir():  # before the store is created
        raise BadInput(
            f"{path}: {'not a folder' if path.exists() else 'no such folder'}; give the corpus folder"
        )
    err_console = Console(stderr=True)
    with (
        Store() as store,
        Progress(
            TextColumn("{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=err_console,
            transient=True,
            disable=not err_console.is_terminal,  # no stray blank line on a redirected stderr
        ) as bar,
    ):
        task = bar.add_task("importing", total=None)

        def progress(done: int, total: int, label: str) -> None:
            bar.update(task, completed=done, total=total, description=f"importing {label[:40]:<40}")

        stats = import_corpus(path, progress, store=store, force=force)
        status = store.status()
    out.print(
        f"imported {stats.acts} acts, {stats.provisions} provisions, {stats.decisions} decisions, {stats.segments} segments "
        f"from {stats.files} files ({stats.unchanged} units unchanged) in {stats.seconds:.1f} s"
    )
    if stats.irregular:
        out.print(
            f"irregular statute keys kept without a paragraph number or with a dotted one: {stats.irregular}"
        )
    for reason, n in sorted(stats.skipped.items()):
        out.print(f"skipped {n}: {reason}")
    for what, n in sorted(stats.cleaned.items()):
        out.print(f"cut from {n} texts: {what}")
    out.print(f"store: {status['path']}")


@sources_app.command("status")
def status_cmd(as_json: bool = typer.Option(False, "--json", help="print JSON")) -> None:
    """What is in the store: acts per jurisdiction, provisions per language, decisions, segments, last import."""
    from lexgate.sources.store import Store

    with Store(create=False) as store:
        status = store.status()
    if as_json:
        out.print(json.dumps(status, ensure_ascii=False, indent=2))
        return
    out.print(f"store: {status['path']}")
    out.print("acts: " + (", ".join(f"{k} {v}" for k, v in sorted(status["acts"].items())) or "none"))
    out.print(
        "provisions: " + (", ".join(f"{k} {v}" for k, v in sorted(status["provisions"].items())) or "none")
    )
    out.print(
        "decisions: " + (", ".join(f"{k} {v}" for k, v in sorted(status["decisions"].items())) or "none")
    )
    out.print(f"decision segments: {status['segments']}")
    out.print(f"known BGE references: {status['known_bge']}; cached live answers: {status['live_cache']}")
    when = status["last_import"] or "never"
    out.print(
        f"last import: {when} from {status['last_import_source'] or '-'} ({status['last_import_seconds'] or '-'} s)"
    )


def _live_connectors() -> list[Connector]:
    try:
        from lexgate.sources import live
    except ImportError:
        return []
    factory = getattr(live, "default_connectors", None)
    if factory is None:
        return []
    try:
        return list(factory())
    except Exception as exc:  # a broken live layer must not stop offline answers
        Console(stderr=True).print(f"warning: live sources disabled: {exc}")
        return []


def _is_utf8(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # bytes the shell passed that are not UTF-8 (surrogate escapes)
        return False
    return True


def to_canonical(citation: str) -> tuple[str, str | None]:
    """``(canonical id, language of the citation if known)`` for a canonical id or a citation as written."""
    from lexgate.citations import canonical as cn

    text = citation.strip()
    if not text:
        raise BadInput("empty citation")
    if not _is_utf8(text) or not all(c.isprintable() or c.isspace() for c in text):
        raise BadInput("the citation holds control characters or bytes that are not UTF-8 text")
    if text.split(":", 1)[0] in ("ch", "it", "eu", "doctrine") and ":" in text:
        try:
            cn.parse(text)
        except ValueError as exc:
            raise BadInput(str(exc)) from None
        return text, None
    try:
        import lexgate.citations as citations_pkg

        parse_one: Any = getattr(citations_pkg, "parse_one", None)
        if parse_one is not None and not callable(parse_one):
            parse_one = getattr(parse_one, "parse_one", None)
        if parse_one is None:
            from lexgate.citations.parse_one import parse_one
    except ImportError:
        raise BadInput(
            f"cannot parse {citation!r} yet: pass a canonical id such as ch:OR:art-41:para-1"
        ) from None
    found = parse_one(text)
    if found is None or not getattr(found, "canonical", ""):
        raise BadInput(f"no citation recognised in {citation!r}")
    return str(found.canonical), getattr(found, "lang", None)


def guess_lang(citation: str, canonical: str) -> str:
    """The language a citation was written in (``Abs.`` de, ``al.`` fr, ``cpv.`` it); Italian law: it."""
    if canonical.startswith("it:"):
        return "it"
    if citation.strip() == canonical:  # a canonical id says nothing about the draft's language
        return "de"
    for lang, marker in LANG_MARKERS:
        if marker.search(citation):
            return lang
    return "de"


def resolution_json(res: Resolution) -> dict[str, Any]:
    data = asdict(res)
    data["status"] = res.status
    return data


def _print_text(res: Resolution, console: Console) -> None:
    if isinstance(res, Found):
        console.print(f"FOUND {res.canonical}  [{res.lang}]  source: {res.source}", markup=False)
        if res.title:
            console.print(f"title: {res.title}", markup=False)
        console.print(f"url: {res.url or '-'}", markup=False)
        console.print(f"version: {res.version or '-'}  retrieved: {res.retrieved_at or '-'}", markup=False)
        if res.pinpoint_missing:
            console.print(f"pinpoint missing: {res.pinpoint_missing}", markup=False)
        for note in res.notes:
            console.print(f"note: {note}", markup=False)
        for p in res.passages:
            console.print("", markup=False)
            console.print(f"{p.label or p.key}:", markup=False)
            console.print(p.text, markup=False)
        if res.translations:
            console.print("", markup=False)
            console.print(
                "also in: "
                + ", ".join(f"{k} ({len(v)} passages)" for k, v in sorted(res.translations.items())),
                markup=False,
            )
    elif isinstance(res, NotFound):
        console.print(f"NOT FOUND {res.canonical}  source: {res.source or '-'}", markup=False)
        console.print(f"reason: {res.reason}", markup=False)
        if res.close_matches:
            console.print(
                "close matches: " + ", ".join(f"{label(c)} ({c})" for c in res.close_matches), markup=False
            )
    else:
        console.print(f"UNAVAILABLE {res.canonical}  source: {res.source or '-'}", markup=False)
        console.print(f"reason: {res.reason}", markup=False)


@sources_app.command("get")
def get_cmd(
    citation: str = typer.Argument(..., help='a citation as written ("Art. 41 Abs. 1 OR") or a canonical id'),
    lang: str | None = typer.Option(
        None, "--lang", help="language of the text: de, fr, it (default: the citation's)"
    ),
    fmt: str = typer.Option("text", "--format", help="text or json"),
    offline: bool = typer.Option(False, "--offline", help="use the local store only (no live source)"),
) -> None:
    """Resolve one citation: its text with source and URL, not found with close matches, or unavailable."""
    from lexgate.sources.resolver import Resolver
    from lexgate.sources.store import Store

    if fmt not in ("text", "json"):
        raise BadInput(f"unknown format {fmt!r}: use text or json")
    if lang is not None and lang not in LANGS:
        raise BadInput(f"unknown language {lang!r}: use de, fr, it or en")
    canonical, _ = to_canonical(citation)
    language = lang or guess_lang(citation, canonical)
    with Store() as store:
        resolver = Resolver(store, [] if offline else _live_connectors(), offline=offline)
        res = resolver.resolve(canonical, language)
    if fmt == "json":
        out.print(json.dumps(resolution_json(res), ensure_ascii=False, indent=2), markup=False)
    else:
        _print_text(res, out)
    code = EXIT_CODES[res.status]
    if code:
        sys.exit(code)  # SystemExit: the exit code survives click's non-standalone mode


SEARCH_LANGS = ("de", "fr", "it")


@sources_app.command("search")
def search_cmd(
    text: str = typer.Argument(..., help="words to search for"),
    lang: str | None = typer.Option(None, "--lang", help="de, fr or it"),
    act: str | None = typer.Option(None, "--act", help="only this act (store key, e.g. OR)"),
    limit: int = typer.Option(10, help="how many hits"),
) -> None:
    """Full-text search over the store (FTS5, bm25)."""
    from lexgate.sources.store import Store

    if lang is not None and lang not in SEARCH_LANGS:
        raise BadInput(f"unknown language {lang!r}: use de, fr or it")
    if limit < 1:
        raise BadInput(f"--limit {limit}: give a number of hits from 1 up")

    with Store(create=False) as store:
        hits = store.search(text, lang, act, limit)
    if not hits:
        out.print("no hits")
        sys.exit(1)
    for p in hits:
        out.print(f"{p.key}  [{p.lang}]  {p.label}", markup=False)
        out.print(f"  {p.text[:200]}", markup=False)
