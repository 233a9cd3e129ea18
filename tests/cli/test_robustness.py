"""The front door under hostile input: one clear line on stderr, exit 2, never a traceback, and the
user's draft is never written, moved or touched."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest
from cli_runner import one_line_error, run

from lexgate.cli import MAX_ERROR_CHARS

BLOCKED_DRAFT = (
    "Wer einem andern widerrechtlich Schaden zufügt, wird ihm zum Ersatze verpflichtet (Art. 41 Abs. 1 OR).\n"
    "\nDas Gesetz regelt auch Kryptowerte (Art. 2000 OR).\n"
)


@pytest.fixture
def bare(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """No store needed: LEXGATE_HOME is an empty folder."""
    monkeypatch.setenv("LEXGATE_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("LEXGATE_CONFIG", str(tmp_path / "no-config.yaml"))
    monkeypatch.chdir(tmp_path)
    return tmp_path


def bad(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    code, _, err = run(capsys, *args)
    assert code == 2, err
    return one_line_error(err)


def fingerprint(path: Path) -> tuple[str, int]:
    return hashlib.sha256(path.read_bytes()).hexdigest(), path.stat().st_mtime_ns


# --- messages are shown as text, on one line, whatever they quote --------------------------------


@pytest.mark.parametrize("name", ["[/].md", "[red]memo[/red].md", "[bold]"])
def test_markup_like_file_names_are_quoted_verbatim(
    bare: Path, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    assert name in bad(capsys, "verify", name, "--offline")
    assert name in bad(capsys, "parse", name)


def test_a_huge_argument_gives_a_short_line_that_keeps_the_reason(
    env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    line = bad(capsys, "sources", "get", "x" * 10_000)
    assert len(line) <= MAX_ERROR_CHARS + 20
    assert "no citation recognised" in line
    long_name = "y" * 300 + ".md"  # longer than a file name may be
    line = bad(capsys, "parse", long_name)
    assert len(line) <= MAX_ERROR_CHARS + 20 and line.endswith("File name too long")


@pytest.mark.parametrize("citation", ["\udcff\udcfe", "Art.\x01 41 OR", "[/]"])
def test_sources_get_rejects_junk_citations(
    env: Path, capsys: pytest.CaptureFixture[str], citation: str
) -> None:
    bad(capsys, "sources", "get", citation)


def test_a_path_that_is_not_utf8_is_refused_before_any_work(
    env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    draft = env / "memo\udcff.md"  # bytes 0xff in a Linux file name
    draft.write_text(BLOCKED_DRAFT, encoding="utf-8")
    assert "not valid UTF-8" in bad(capsys, "verify", str(draft), "--offline", "--output", "audit")
    assert not (env / "audit").exists()
    good = env / "memo.md"
    good.write_text(BLOCKED_DRAFT, encoding="utf-8")
    assert "not valid UTF-8" in bad(capsys, "verify", str(good), "--offline", "--disclaim", "out\udcff.md")


# --- usage errors from typer's own copy of click ---------------------------------------------------


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["sources", "search", "Schaden", "--limit", "abc"], "Invalid value for '--limit'"),
        (["verify", "memo.md", "--bogus"], "No such option"),
        (["verify"], "Missing argument"),
        (["nosuchcommand"], "No such command"),
    ],
)
def test_usage_errors_are_one_plain_line(
    bare: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    line = bad(capsys, *args)
    assert message in line
    assert "BadParameter" not in line and "NoSuchOption" not in line


def test_no_arguments_prints_help_without_an_empty_error_line(
    bare: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys)
    assert code == 2
    assert "Usage" in out + err
    assert "error:" not in err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--limit", "0"], "--limit 0"),
        (["--limit", "-3"], "--limit -3"),
        (["--lang", "xx"], "unknown language"),
    ],
)
def test_sources_search_rejects_bad_flags(
    env: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    assert message in bad(capsys, "sources", "search", "Schaden", *args)


# --- the draft ------------------------------------------------------------------------------------


@pytest.mark.parametrize("content", ["", "  \n\t\n   "])
def test_an_empty_draft_is_bad_input(env: Path, capsys: pytest.CaptureFixture[str], content: str) -> None:
    draft = env / "memo.md"
    draft.write_text(content, encoding="utf-8")
    assert "empty" in bad(capsys, "verify", str(draft), "--offline", "--output", "audit")
    assert not (env / "audit").exists()


def test_verify_from_standard_input_says_so(bare: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert "standard input" in bad(capsys, "verify", "-", "--offline")


def test_parse_refuses_a_fifo_instead_of_blocking(bare: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fifo = bare / "draft.md"
    os.mkfifo(fifo)
    assert "not a regular file" in bad(capsys, "parse", str(fifo))
    assert "not a file" in bad(capsys, "verify", str(fifo), "--offline")


# --- output places --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("flag", "value"),
    [
        ("--output", "afile"),
        ("--output", "afile/sub"),
        ("--output", "memo.md"),
        ("--escalate", "afile/esc.yaml"),
        ("--disclaim", "afile/copy.md"),
    ],
)
def test_an_output_under_a_file_is_refused_before_any_work(
    env: Path, capsys: pytest.CaptureFixture[str], flag: str, value: str
) -> None:
    draft = env / "memo.md"
    draft.write_text(BLOCKED_DRAFT, encoding="utf-8")
    (env / "afile").write_text("x", encoding="utf-8")
    before = fingerprint(draft)
    args = ["verify", str(draft), "--offline", flag, value]
    if flag != "--output":
        args += ["--output", "audit"]
    assert "is a file, not a folder" in bad(capsys, *args)
    assert fingerprint(draft) == before
    assert not (env / "audit").exists() and not (env / "lexgate-output").exists()


def test_a_pdf_disclaim_never_replaces_the_markdown_sibling(
    env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from reportlab.pdfgen import canvas

    pdf = env / "memo.pdf"
    page = canvas.Canvas(str(pdf))
    page.drawString(72, 720, "Das Gesetz regelt auch Kryptowerte (Art. 2000 OR).")
    page.save()
    sibling = env / "memo.md"  # the user's own source of the PDF
    sibling.write_text("my own draft\n", encoding="utf-8")
    before = fingerprint(sibling), fingerprint(pdf)
    line = bad(capsys, "verify", str(pdf), "--offline", "--output", "audit", "--disclaim", str(env / "memo"))
    assert "memo.md" in line and "already exists" in line
    assert (fingerprint(sibling), fingerprint(pdf)) == before
    assert not (env / "audit").exists()
    code, _, _ = run(capsys, "verify", str(pdf), "--offline", "--output", "audit", "--disclaim", "copy.pdf")
    assert code == 1 and (env / "copy.md").is_file()
    assert (fingerprint(sibling), fingerprint(pdf)) == before


def test_a_docx_disclaim_that_would_become_the_draft_is_refused_before_any_work(
    env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import docx

    draft = env / "memo.docx"
    document = docx.Document()
    document.add_paragraph("Das Gesetz regelt auch Kryptowerte (Art. 2000 OR).")
    document.save(str(draft))
    before = fingerprint(draft)
    line = bad(
        capsys, "verify", str(draft), "--offline", "--output", "audit", "--disclaim", str(env / "memo")
    )
    assert "input file" in line
    assert fingerprint(draft) == before and not (env / "audit").exists()


def test_the_draft_is_untouched_by_every_way_out(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    draft = env / "Mémo à jour.md"
    draft.write_text(BLOCKED_DRAFT, encoding="utf-8")
    before = fingerprint(draft)
    code, _, _ = run(
        capsys,
        "verify",
        str(draft),
        "--offline",
        "--output",
        "audit",
        "--format",
        "json",
        "--out",
        "new/folder/report.json",
        "--disclaim",
        "copy.md",
        "--escalate",
        "esc.yaml",
    )
    assert code == 1
    assert fingerprint(draft) == before
    assert (env / "new/folder/report.json").is_file() and (env / "copy.md").is_file()
    for flag in ("--disclaim", "--escalate", "--out"):
        extra = ["--format", "md"] if flag == "--out" else []
        line = bad(capsys, "verify", str(draft), "--offline", "--output", "audit", *extra, flag, str(draft))
        assert "input file" in line
        assert fingerprint(draft) == before


def test_a_disclaimed_copy_that_cannot_be_written_is_one_line(
    env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    draft = env / "memo.md"
    draft.write_text(BLOCKED_DRAFT, encoding="utf-8")
    before = fingerprint(draft)
    line = bad(
        capsys, "verify", str(draft), "--offline", "--output", "audit", "--disclaim", "z" * 300 + ".md"
    )
    assert "too long" in line
    assert fingerprint(draft) == before


# --- settings and the store -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"privacy: [unclosed\n  x: : :", "not valid YAML (line 2"),
        (b'a: "never closed\n', "not valid YAML"),
        (b"\xff\xfe\x00junk", "not UTF-8"),
    ],
)
def test_a_broken_config_file_is_one_line(
    env: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    content: bytes,
    message: str,
) -> None:
    config = env / "config.yaml"
    config.write_bytes(content)
    monkeypatch.setenv("LEXGATE_CONFIG", str(config))
    draft = env / "memo.md"
    draft.write_text(BLOCKED_DRAFT, encoding="utf-8")
    assert message in bad(capsys, "verify", str(draft), "--offline", "--output", "audit")


def test_lexgate_home_that_is_a_file(
    bare: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    home = bare / "home-file"
    home.write_text("x", encoding="utf-8")
    monkeypatch.setenv("LEXGATE_HOME", str(home))
    draft = bare / "memo.md"
    draft.write_text(BLOCKED_DRAFT, encoding="utf-8")
    assert "is a file, not a folder" in bad(capsys, "verify", str(draft), "--offline", "--output", "audit")


@pytest.mark.parametrize(("target", "message"), [("missing", "no such folder"), ("afile", "not a folder")])
def test_sources_import_of_a_bad_path_creates_no_store(
    bare: Path, capsys: pytest.CaptureFixture[str], target: str, message: str
) -> None:
    (bare / "afile").write_text("x", encoding="utf-8")
    assert message in bad(capsys, "sources", "import", str(bare / target))
    assert not (bare / "home" / "store.sqlite3").exists()


def test_a_corrupt_store_is_one_line(bare: Path, capsys: pytest.CaptureFixture[str]) -> None:
    home = bare / "home"
    home.mkdir()
    (home / "store.sqlite3").write_bytes(bytes(range(256)) * 64)
    draft = bare / "memo.md"
    draft.write_text(BLOCKED_DRAFT, encoding="utf-8")
    assert "source store" in bad(capsys, "verify", str(draft), "--offline", "--output", "audit")
    assert "source store" in bad(capsys, "sources", "get", "Art. 41 OR")
