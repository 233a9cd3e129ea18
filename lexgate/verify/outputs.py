"""Guards for files lexgate writes next to the user's draft: the input file is never written."""

from __future__ import annotations

import os
from pathlib import Path

from lexgate.errors import BadInput


def same_file(a: Path, b: Path) -> bool:
    try:
        if a.exists() and b.exists():
            return os.path.samefile(a, b)
    except OSError:
        pass
    return a.expanduser().resolve() == b.expanduser().resolve()


def guard_output(out: Path | str, input_path: Path | str, flag: str) -> Path:
    """Refuse ``out`` when it is the input file; return it as a Path otherwise."""
    out_p, in_p = Path(out), Path(input_path)
    if same_file(out_p, in_p):
        raise BadInput(f"{flag} {out}: refusing to write over the input file; choose another path")
    if out_p.exists() and out_p.is_dir():
        raise BadInput(f"{flag} {out}: is a folder, expected a file path")
    check_creatable(out_p.parent, flag, out)
    return out_p


def check_creatable(folder: Path, flag: str, shown: Path | str | None = None) -> None:
    """Refuse, before any work, a folder that cannot exist or be written: its nearest existing
    ancestor must be a writable folder (a file there, or a read-only place, is bad input)."""
    shown = folder if shown is None else shown
    probe = folder.expanduser().absolute()
    while not probe.exists() and probe != probe.parent:
        probe = probe.parent
    if not probe.is_dir():
        raise BadInput(f"{flag} {shown}: {probe} is a file, not a folder")
    if not os.access(probe, os.W_OK | os.X_OK):
        raise BadInput(f"{flag} {shown}: cannot write in {probe} (permission denied)")
