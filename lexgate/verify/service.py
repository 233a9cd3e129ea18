"""One verification run from a file: checks, store, resolver, judge, pipeline, audit, ways out.

Everything except printing and rendering (the CLI and the MCP server do that, through
``lexgate.report``).  Bad input (missing file, output over the input, unknown judge, empty store)
raises :class:`BadInput` before any work.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path
from typing import Any

from lexgate import config
from lexgate.documents.model import Document
from lexgate.errors import BadInput, LexgateError
from lexgate.judges.base import Judge
from lexgate.verify.audit import DEFAULT_OUTPUT, write_audit
from lexgate.verify.disclaim import check_disclaim_target, write_disclaimed
from lexgate.verify.escalate import write_escalation
from lexgate.verify.model import VerifyReport
from lexgate.verify.outputs import check_creatable, guard_output
from lexgate.verify.pipeline import Progress, verify_document

FORMATS: tuple[str, ...] = ("json", "md", "html")
LANGS: tuple[str, ...] = ("de", "fr", "it", "en")
JUDGES: tuple[str, ...] = ("structured", "nli", "llm")


@dataclass(slots=True)
class VerifyOptions:
    file: Path
    fmt: str | None = None
    out: Path | None = None
    privacy: str | None = None
    judge: str = "structured"
    offline: bool = False
    output: Path = DEFAULT_OUTPUT
    lang: str | None = None
    disclaim: Path | None = None
    escalate: Path | None = None
    max_workers: int = 8
    # judge settings from flags (llm_provider, llm_model, llm_base_url, nli_model, ...); each falls back
    # to the config file and the environment (lexgate.config.setting)
    judge_settings: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class VerifyRun:
    doc: Document
    report: VerifyReport
    audit_dir: Path
    disclaimed: Path | None = None
    escalated: Path | None = None
    notes: list[str] = field(default_factory=list)  # things the front door should tell the user


def check_input(path: Path) -> Path:
    if not path.exists():
        raise BadInput(f"{path}: no such file")
    if not path.is_file():
        raise BadInput(f"{path}: not a file")
    try:
        with path.open("rb") as fh:
            fh.read(1)
    except OSError as exc:
        raise BadInput(f"{path}: cannot read it ({exc.strerror or exc})") from None
    return path


def open_store(path: Path | None = None) -> Any:
    """The local store; an empty one is an error naming the import command."""
    from lexgate.sources.store import Store

    store_file = path or config.store_path()
    if store_file.parent.exists() and not store_file.parent.is_dir():
        raise BadInput(f"LEXGATE_HOME {store_file.parent} is a file, not a folder")
    if not store_file.is_file():
        raise BadInput(_empty_store_message(store_file))
    store = Store(store_file, create=False)
    if store.is_empty():
        store.close()
        raise BadInput(_empty_store_message(store_file))
    return store


def _empty_store_message(store_file: Path) -> str:
    corpus = config.corpus_path()
    where = str(corpus) if corpus else "PATH-TO-CORPUS"
    return f"the source store {store_file} is empty: run `lexgate sources import {where}` first"


def build_resolver(store: Any, offline: bool) -> Any:
    from lexgate.sources.resolver import Resolver

    connectors: list[Any] = []
    if not offline:
        from lexgate.sources.live import default_connectors

        connectors = list(default_connectors())
    return Resolver(store, connectors, offline=offline)


def build_judge(name: str, privacy: str, settings: Mapping[str, Any] | None = None) -> Judge | None:
    """The judge by name.  In strict mode a local judge that cannot be built (e.g. no NLI model)
    gives ``None``: existence is still checked, content is privacy-gated."""
    if name not in JUDGES:
        raise BadInput(f"unknown --judge {name!r}: use structured, nli or llm")
    from lexgate.judges.registry import get_judge

    try:
        judge: Judge = get_judge(name, privacy, {k: v for k, v in (settings or {}).items() if v is not None})
    except LexgateError:
        if privacy == "strict" and name != "llm":
            return None
        raise
    return judge


def run_verify(
    options: VerifyOptions,
    *,
    progress: Progress | None = None,
    today: date | None = None,
    now: Callable[[], datetime] | None = None,
    judge: Judge | None = None,
    store: Any = None,
) -> VerifyRun:
    """Verify ``options.file``; write the audit folder and the requested ways out.

    ``judge`` and ``store`` may be given (tests, the MCP server); otherwise they are built from the
    options and the configuration."""
    path = check_input(options.file)
    privacy = config.privacy_mode(options.privacy)
    for flag, target in (
        ("--out", options.out),
        ("--disclaim", options.disclaim),
        ("--escalate", options.escalate),
    ):
        if target is not None:
            guard_output(target, path, flag)
    check_creatable(options.output, "--output")
    if options.escalate is not None and options.escalate.suffix.lower() not in (".yaml", ".yml", ".json"):
        raise BadInput(f"--escalate {options.escalate}: use a .yaml, .yml or .json file name")
    the_judge = judge if judge is not None else build_judge(options.judge, privacy, options.judge_settings)
    from lexgate.documents import read_document

    doc = read_document(path)
    if not doc.text.strip():
        raise BadInput(f"{path}: the draft is empty: nothing to verify")
    if options.disclaim is not None:
        check_disclaim_target(doc, options.disclaim)
    own_store = store is None
    the_store = open_store() if own_store else store
    try:
        resolver = build_resolver(the_store, options.offline)
        report = verify_document(
            doc,
            judge=the_judge,
            resolver=resolver,
            privacy=privacy,
            lang=options.lang,
            max_workers=options.max_workers,
            store=the_store,
            progress=progress,
            now=now,
        )
    finally:
        if own_store:
            the_store.close()
    run = VerifyRun(doc=doc, report=report, audit_dir=write_audit(report, options.output, today=today))
    if options.disclaim is not None:
        run.disclaimed = write_disclaimed(doc, report, options.disclaim)
        if doc.kind == "pdf":
            run.notes.append(f"the draft is a PDF: the disclaimed copy is Markdown ({run.disclaimed})")
    if options.escalate is not None:
        run.escalated = write_escalation(report, options.escalate, path)
    return run
