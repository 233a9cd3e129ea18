"""The command-line front door: a thin Typer app over the package functions.

Each command group lives in its own module (``parse.py``, ``sources.py``, ``verify.py``,
``bench.py``) and registers itself on :data:`app`.  ``main`` turns every :class:`LexgateError`
(and any other failure) into one clear line on stderr and a non-zero exit code; never a traceback.
"""

from __future__ import annotations

import sys

import typer
from rich.console import Console

from lexgate.errors import LexgateError

app = typer.Typer(
    name="lexgate",
    help="lexgate: find, resolve and verify every legal citation in an AI-drafted document.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
err_console = Console(stderr=True, highlight=False)


@app.command()
def version() -> None:
    """Print lexgate's version."""
    from lexgate import __version__

    typer.echo(f"lexgate {__version__}")


def _register() -> None:
    import importlib

    for name in ("parse", "sources", "verify", "bench"):
        try:
            importlib.import_module(f"lexgate.cli.{name}")
        except ModuleNotFoundError as exc:  # a command group not built yet
            if exc.name != f"lexgate.cli.{name}":
                raise


_register()


def main(argv: list[str] | None = None) -> None:
    try:
        rc = app(args=argv, standalone_mode=False)
        if isinstance(rc, int) and rc:
            sys.exit(rc)
    except LexgateError as exc:
        err_console.print(f"[bold red]error:[/] {exc}", soft_wrap=True)
        sys.exit(exc.exit_code)
    except typer.Exit as exc:
        sys.exit(exc.exit_code)
    except typer.Abort:
        err_console.print("[bold red]error:[/] aborted")
        sys.exit(130)
    except KeyboardInterrupt:
        err_console.print("[bold red]error:[/] interrupted")
        sys.exit(130)
    except Exception as exc:  # click usage errors and anything unexpected: one line, exit 2
        import click

        if isinstance(exc, click.exceptions.ClickException):
            err_console.print(f"[bold red]error:[/] {exc.format_message()}", soft_wrap=True)
            sys.exit(exc.exit_code)
        err_console.print(f"[bold red]error:[/] {type(exc).__name__}: {exc}", soft_wrap=True)
        sys.exit(2)
