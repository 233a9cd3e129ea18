"""The command-line front door: a thin Typer app over the package functions.

Each command group lives in its own module (``parse.py``, ``sources.py``, ``verify.py``,
``bench.py``) and registers itself on :data:`app`.  ``main`` turns every :class:`LexgateError`
(and any other failure) into one clear line on stderr and a non-zero exit code; never a traceback.
"""

from __future__ import annotations

import atexit
import contextlib
import gc
import os
import sys

import typer
from rich.console import Console
from rich.text import Text

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


MAX_ERROR_CHARS = 500  # a hostile 10,000-character argument must not flood the terminal


def one_line(message: str) -> str:
    """The message on one line, shortened, printable whatever bytes it quotes."""
    line = " ".join(message.split())
    if len(line) > MAX_ERROR_CHARS:  # keep both ends: the start names the thing, the end the reason
        half = MAX_ERROR_CHARS // 2
        line = line[:half] + " … " + line[-half:]
    return line.encode("utf-8", "backslashreplace").decode("utf-8")


def _error(message: str) -> None:
    # Text, not a markup string: a file name such as "[/].md" must be shown, not parsed as markup.
    err_console.print(Text.assemble(("error:", "bold red"), " ", one_line(message)), soft_wrap=True)


def _is_usage_error(exc: BaseException) -> bool:
    return any(cls.__name__ == "ClickException" for cls in type(exc).__mro__) and hasattr(
        exc, "format_message"
    )


def main(argv: list[str] | None = None) -> None:
    try:
        rc = app(args=argv, standalone_mode=False)
        if isinstance(rc, int) and rc:
            sys.exit(rc)
    except LexgateError as exc:
        _error(str(exc))
        sys.exit(exc.exit_code)
    except typer.Exit as exc:
        sys.exit(exc.exit_code)
    except typer.Abort:
        _error("aborted")
        sys.exit(130)
    except KeyboardInterrupt:
        _error("interrupted")
        sys.exit(130)
    except OSError as exc:  # a path the system refuses (name too long, read-only place ...): one line
        where = exc.filename if exc.filename is not None else ""
        _error(f"{where}: {exc.strerror}" if where and exc.strerror else f"{type(exc).__name__}: {exc}")
        sys.exit(2)
    except Exception as exc:  # click usage errors and anything unexpected: one line, exit 2
        if _is_usage_error(exc):  # click's, or the copy of click that typer vendors
            message = str(exc.format_message())  # type: ignore[attr-defined]
            if message.strip():  # no-args-is-help has printed the help and has nothing to add
                _error(message)
            sys.exit(int(exc.exit_code))  # type: ignore[attr-defined]
        _error(f"{type(exc).__name__}: {exc}")
        sys.exit(2)


def run() -> None:
    """The ``lexgate`` command: :func:`main`, then a quick exit.

    A verify run leaves caches of many small objects behind; tearing them down object by object took a
    tenth of a 100-citation run.  So the collector is kept from re-scanning the objects the imports made
    (``gc.freeze``), and at the end the exit handlers run (the judge's disk cache is flushed there), the
    streams are flushed and the process ends without the teardown.  Tests call :func:`main`.
    """
    gc.freeze()
    code = 0
    try:
        main()
    except SystemExit as exc:
        if isinstance(exc.code, int):
            code = exc.code
        elif exc.code is not None:  # sys.exit("message"): Python prints it and exits 1
            print(exc.code, file=sys.stderr)
            code = 1
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):  # a closed pipe (lexgate ... | head)
            stream.flush()
    os._exit(code)
