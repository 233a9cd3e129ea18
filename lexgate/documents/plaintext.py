"""Reading .md / .txt: decode bytes to text (UTF-8, BOMs, a careful cp1252 fallback) and map lines."""

from __future__ import annotations

import codecs
import re

from lexgate.documents.model import Block
from lexgate.errors import BadInput

# Control characters that never occur in a text file (tab, newlines and form feed are allowed).
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f]")
# Bytes that cp1252 leaves undefined: their presence means the file is not cp1252 text either.
_CP1252_UNDEFINED = frozenset(b"\x81\x8d\x8f\x90\x9d")
_BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


def decode_text(data: bytes, name: str) -> tuple[str, str]:
    """``(text, encoding)`` of a text file's bytes; BadInput when they are not clearly text."""
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            try:
                return _checked(data.decode(encoding), name), encoding
            except UnicodeDecodeError:
                raise BadInput(f"{name}: not valid {encoding} text despite its byte-order mark") from None
    if b"\x00" in data:
        raise BadInput(f"{name}: binary file, not text (NUL bytes found)")
    try:
        return _checked(data.decode("utf-8"), name), "utf-8"
    except UnicodeDecodeError:
        pass
    if any(b in _CP1252_UNDEFINED for b in data):
        raise BadInput(f"{name}: not UTF-8 text and not Windows-1252 either (binary file?)")
    text = data.decode("cp1252")
    return _checked(text, name, fallback=True), "cp1252"


def _checked(text: str, name: str, fallback: bool = False) -> str:
    bad = len(_CONTROL.findall(text))
    # A stray control character can happen in a real text; many of them mean binary data.
    if bad and (fallback or bad > max(2, len(text) // 1000)):
        what = "not UTF-8 and not clearly Windows-1252 text" if fallback else "binary file, not text"
        raise BadInput(f"{name}: {what} ({bad} control characters)")
    return text


def detect_newline(text: str) -> str:
    """The file's dominant line ending ("\\r\\n", "\\r" or "\\n")."""
    crlf = text.count("\r\n")
    cr = text.count("\r") - crlf
    lf = text.count("\n") - crlf
    if crlf and crlf >= lf and crlf >= cr:
        return "\r\n"
    if cr > lf:
        return "\r"
    return "\n"


def normalise_newlines(text: str) -> str:
    return text.replace("\r\n", "\n").replace("\r", "\n")


def line_blocks(text: str) -> list[Block]:
    """One block per non-empty line: ``line N`` (1-based, counting every line)."""
    blocks: list[Block] = []
    pos = 0
    for number, line in enumerate(text.split("\n"), start=1):
        if line.strip():
            blocks.append(Block(pos, pos + len(line), f"line {number}"))
        pos += len(line) + 1
    return blocks
