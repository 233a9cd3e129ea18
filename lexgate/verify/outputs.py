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
    return out_p
