"""Run the ``lexgate`` CLI in process, as a test sees it: exit code, stdout, stderr."""

from __future__ import annotations

import pytest


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    from lexgate.cli import main

    code: int | str | None = 0
    try:
        main(list(args))
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    return int(code or 0), out, err


def one_line_error(err: str) -> str:
    """The one error line on stderr (and no traceback)."""
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    assert lines[0].startswith("error: ")
    assert "Traceback" not in err
    return lines[0]
