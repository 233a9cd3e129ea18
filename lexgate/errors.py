"""Errors that reach the user as one clear line (never a traceback)."""

from __future__ import annotations


class LexgateError(Exception):
    """An error whose message is shown to the user as one line; exit code 2 unless said otherwise."""

    exit_code: int = 2

    def __init__(self, message: str, exit_code: int | None = None) -> None:
        super().__init__(message)
        if exit_code is not None:
            self.exit_code = exit_code


class BadInput(LexgateError):
    """The user's input (file, flag, citation string) cannot be used."""


class SourceUnavailable(LexgateError):
    """A source could not be reached (after its one retry)."""

    exit_code = 3
