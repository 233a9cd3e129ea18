"""``lexgate bench parse|sources|verify``: accuracy and speed figures (never timed tests)."""

from __future__ import annotations

import importlib

import typer

from lexgate.cli import app
from lexgate.errors import LexgateError

bench_app = typer.Typer(help="Benchmarks: accuracy and speed figures.", no_args_is_help=True)
app.add_typer(bench_app, name="bench")


def _run(module: str, **kwargs: object) -> None:
    try:
        mod = importlib.import_module(f"lexgate.bench.{module}")
    except ModuleNotFoundError as exc:
        raise LexgateError(f"benchmark {module!r} is not built yet") from exc
    mod.main(**kwargs)


@bench_app.command("parse")
def bench_parse(
    runs: int = typer.Option(
        100,
        help="timed runs of the compiled scanner, the best is reported (a run takes about 20 ms; on a shared"
        " machine the best of many is the figure that noise spoils least); the pure-Python scanner gets a fifth",
    ),
    json_out: str | None = typer.Option(None, "--json", help="also write the figures as JSON here"),
) -> None:
    """Citation extraction: recall/precision/field accuracy on the test corpus, MB/s on 106 judgments."""
    _run("parse", runs=runs, json_out=json_out)


@bench_app.command("sources")
def bench_sources(
    runs: int = typer.Option(3, help="timed runs; the best is reported"),
    json_out: str | None = typer.Option(None, "--json", help="also write the figures as JSON here"),
) -> None:
    """Source store: import time and resolutions per second from the warm store."""
    _run("sources", runs=runs, json_out=json_out)


@bench_app.command("verify")
def bench_verify(
    judge: str = typer.Option("structured", help="judge to measure"),
    json_out: str | None = typer.Option(None, "--json", help="also write the figures as JSON here"),
) -> None:
    """Verification: status accuracy, fabricated blocked, false blocks, citations per second."""
    _run("verify", judge=judge, json_out=json_out)
