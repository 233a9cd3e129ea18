"""``lexgate verify FILE``: the delivery gate (citation-content-verify) from the command line.

Thin: it reads flags, opens the store, builds the judge and the resolver, calls
``lexgate.verify.run_verify`` and prints.  Exit 0 CLEAR, 1 BLOCKED, 2 bad input.

The store must hold the offline corpus: an empty store is an error that names the
``lexgate sources import`` command (no silent minute-long import on a verify run).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TaskID, TextColumn

from lexgate.cli import app
from lexgate.errors import BadInput, LexgateError
from lexgate.report import print_summary
from lexgate.verify.audit import DEFAULT_OUTPUT
from lexgate.verify.service import FORMATS, LANGS, VerifyOptions, VerifyRun, run_verify


@app.command("verify")
def verify_cmd(
    file: str = typer.Argument(..., help="the draft: .md, .txt, .docx or .pdf"),
    fmt: str | None = typer.Option(None, "--format", help="print the report as json, md or html"),
    out: str | None = typer.Option(None, "--out", help="write the --format report to this file"),
    privacy: str | None = typer.Option(
        None, "--privacy", help="strict | balanced | cloud (default: balanced)"
    ),
    judge: str = typer.Option("structured", "--judge", help="structured | nli | llm"),
    offline: bool = typer.Option(False, "--offline", help="local store only: no live source is asked"),
    output: str = typer.Option(str(DEFAULT_OUTPUT), "--output", help="folder of the audit trail"),
    lang: str | None = typer.Option(None, "--lang", help="language of the draft: de | fr | it | en"),
    disclaim: str | None = typer.Option(None, "--disclaim", help="write a marked copy of the draft here"),
    escalate: str | None = typer.Option(
        None, "--escalate", help="write the escalation list here (.yaml/.json)"
    ),
    llm_provider: str | None = typer.Option(
        None, "--llm-provider", help="llm judge: openai | ollama | vllm | anthropic | replay"
    ),
    llm_model: str | None = typer.Option(None, "--llm-model", help="llm judge: the model name"),
    llm_url: str | None = typer.Option(
        None, "--llm-url", help="llm judge: the endpoint's base URL (the API key comes from the environment)"
    ),
    nli_model: str | None = typer.Option(None, "--nli-model", help="nli judge: folder of the ONNX model"),
) -> None:
    """Verify every citation of FILE against its source and gate delivery (exit 0 CLEAR, 1 BLOCKED)."""
    if file == "-":
        raise BadInput("verify reads a draft file, not standard input: save it as .md, .txt, .docx or .pdf")
    for name in (file, out, output, disclaim, escalate):
        _check_name(name)
    if fmt is not None and fmt not in FORMATS:
        raise BadInput(f"unknown --format {fmt!r}: use json, md or html")
    if lang is not None and lang not in LANGS:
        raise BadInput(f"unknown --lang {lang!r}: use de, fr, it or en")
    if out is not None and fmt is None:
        raise BadInput("--out needs --format json, md or html")
    options = VerifyOptions(
        file=Path(file),
        fmt=fmt,
        out=Path(out) if out else None,
        privacy=privacy,
        judge=judge,
        offline=offline,
        output=Path(output),
        lang=lang,
        disclaim=Path(disclaim) if disclaim else None,
        escalate=Path(escalate) if escalate else None,
        judge_settings={
            "llm_provider": llm_provider,
            "llm_model": llm_model,
            "llm_base_url": llm_url,
            "nli_model": nli_model,
        },
    )
    console = Console(highlight=False, soft_wrap=True)
    err = Console(stderr=True, highlight=False, soft_wrap=True)
    with _progress(err) as progress:
        run = run_verify(options, progress=progress)
    report = run.report
    if fmt is not None:
        rendered = _render(fmt, run)
        if options.out is not None:
            _write(options.out, rendered)
            err.print(f"{fmt} report written to {options.out}")
        else:
            typer.echo(rendered, nl=not rendered.endswith("\n"))
    summary_console = console if fmt is None or options.out is not None else err
    print_summary(report, summary_console)
    for note in run.notes:
        err.print(f"note: {note}")
    if run.disclaimed is not None:
        summary_console.print(f"Disclaimed copy: {run.disclaimed}")
    if run.escalated is not None:
        summary_console.print(f"Escalation list: {run.escalated}")
    raise typer.Exit(1 if report.delivery_blocked else 0)


def _check_name(name: str | None) -> None:
    """A path the report will quote must be text: bytes that are not UTF-8 cannot go into JSON."""
    if name is None:
        return
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        shown = name.encode("utf-8", "backslashreplace").decode("utf-8")
        raise BadInput(f"{shown}: the path is not valid UTF-8; rename it") from None


PROGRESS_MIN = 20  # show a progress bar from this many citations on, on a terminal


@contextmanager
def _progress(err: Console) -> Iterator[Callable[[int, int], None] | None]:
    if not err.is_terminal:
        yield None
        return
    bar = Progress(
        TextColumn("verifying citations"), BarColumn(), MofNCompleteColumn(), console=err, transient=True
    )
    task: list[TaskID] = []

    def update(done: int, total: int) -> None:
        if total < PROGRESS_MIN:
            return
        if not task:
            bar.start()
            task.append(bar.add_task("verify", total=total))
        bar.update(task[0], completed=done)

    try:
        yield update
    finally:
        if task:
            bar.stop()


def _render(fmt: str, run: VerifyRun) -> str:
    from lexgate import report as rp

    if fmt == "json":
        return rp.to_json(run.report)
    if fmt == "md":
        return rp.to_markdown(run.report)
    return rp.to_html(run.report, run.doc)


def _write(path: Path, text: str) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise LexgateError(f"cannot write {path}: {exc.strerror or exc}") from None
