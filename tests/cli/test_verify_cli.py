"""``lexgate verify``: exit codes 0 / 1 / 2, one-line errors, audit folder, formats, ways out."""

from __future__ import annotations

import hashlib
import json
import socket
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from cli_runner import one_line_error, run

MATCH_DRAFT = "Gutachten\n\nWer einem andern widerrechtlich Schaden zufügt, wird ihm zum Ersatze verpflichtet (Art. 41 Abs. 1 OR).\n"
BLOCKED_DRAFT = MATCH_DRAFT + "\nDas Gesetz regelt auch Kryptowerte (Art. 2000 OR).\n"
DE_MARKER = "(Zitat nicht verifiziert / Inhalt abweichend - manuelle Prüfung erforderlich)"


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    return run(capsys, "verify", *args)


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_clear_draft_exits_0_and_writes_the_audit_folder(
    env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    draft = write(env / "Memo Clear.md", MATCH_DRAFT)
    code, out, _ = cli(capsys, str(draft), "--offline", "--output", str(env / "audit"))
    assert code == 0
    assert "Delivery: CLEAR" in out
    folders = list((env / "audit").iterdir())
    assert len(folders) == 1 and folders[0].name.endswith("-memo-clear")
    report = json.loads((folders[0] / "citation-verify.json").read_text(encoding="utf-8"))
    assert report["delivery"] == "CLEAR" and report["counts"]["MATCH"] == 1
    assert str(folders[0] / "citation-verify.json") in out
    assert "local" in (folders[0] / "sources.md").read_text(encoding="utf-8")


def test_blocked_draft_exits_1_with_ways_out_and_default_output(
    env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    draft = write(env / "memo.md", BLOCKED_DRAFT)
    code, out, _ = cli(capsys, str(draft), "--offline")
    assert code == 1
    assert "Delivery: BLOCKED" in out
    assert "Art. 2000 OR" in out
    for way in ("Fix", "Disclaim", "Escalate"):
        assert way in out
    assert list((env / "lexgate-output").glob("*-memo/citation-verify.json"))


def test_json_format_follows_the_contract(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    draft = write(env / "memo.md", BLOCKED_DRAFT)
    code, out, err = cli(capsys, str(draft), "--offline", "--format", "json")
    assert code == 1
    data = json.loads(out)
    for key in ("document", "delivery", "delivery_blocked", "counts", "report_path", "citations"):
        assert key in data
    assert data["delivery"] == "BLOCKED" and data["delivery_blocked"] is True
    assert Path(data["report_path"]).is_file()
    rec = data["citations"][1]
    for key in (
        "citation_id",
        "text",
        "start",
        "end",
        "class",
        "canonical",
        "claim",
        "status",
        "source",
        "query_used",
        "matched_snippet",
        "confidence",
        "reason",
    ):
        assert key in rec
    assert rec["status"] == "UNVERIFIED"
    assert "Delivery: BLOCKED" in err  # the summary goes to stderr when stdout carries the report


@pytest.mark.parametrize(("fmt", "needle"), [("md", "Art. 2000 OR"), ("html", "<html")])
def test_md_and_html_reports_to_a_file(
    env: Path, capsys: pytest.CaptureFixture[str], fmt: str, needle: str
) -> None:
    draft = write(env / "memo.md", BLOCKED_DRAFT)
    out_file = env / f"report.{fmt}"
    code, out, _ = cli(capsys, str(draft), "--offline", "--format", fmt, "--out", str(out_file))
    assert code == 1
    assert needle in out_file.read_text(encoding="utf-8")
    assert "Delivery: BLOCKED" in out


def test_disclaim_and_escalate_never_touch_the_input(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    draft = write(env / "memo.md", BLOCKED_DRAFT)
    before = sha(draft)
    code, out, _ = cli(
        capsys,
        str(draft),
        "--offline",
        "--disclaim",
        str(env / "memo-marked.md"),
        "--escalate",
        str(env / "esc.yaml"),
    )
    assert code == 1
    assert sha(draft) == before
    marked = (env / "memo-marked.md").read_text(encoding="utf-8")
    assert f"Art. 2000 OR {DE_MARKER}" in marked and marked.count(DE_MARKER) == 1
    esc = yaml.safe_load((env / "esc.yaml").read_text(encoding="utf-8"))
    assert [b["text"] for b in esc["blocked"]] == ["Art. 2000 OR"]
    assert esc["blocked"][0]["suggested_action"]
    assert "memo-marked.md" in out and "esc.yaml" in out


def test_pdf_draft_gets_a_markdown_disclaimed_copy(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    pdf = env / "memo.pdf"
    c = canvas.Canvas(str(pdf), pagesize=A4)
    c.drawString(72, 760, "Das Gesetz regelt auch Kryptowerte (Art. 2000 OR).")
    c.save()
    before = sha(pdf)
    code, _, err = cli(capsys, str(pdf), "--offline", "--disclaim", str(env / "marked.pdf"))
    assert code == 1
    copy = env / "marked.md"
    assert copy.is_file() and DE_MARKER in copy.read_text(encoding="utf-8")
    assert "PDF" in err and "marked.md" in err
    assert sha(pdf) == before


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["missing.md"], "no such file"),
        (["{draft}", "--format", "xml"], "unknown --format"),
        (["{draft}", "--privacy", "secret"], "unknown privacy mode"),
        (["{draft}", "--lang", "es"], "unknown --lang"),
        (["{draft}", "--judge", "oracle"], "unknown --judge"),
        (["{draft}", "--disclaim", "{draft}"], "refusing to write over the input file"),
        (["{draft}", "--escalate", "{draft}"], "refusing to write over the input file"),
        (["{draft}", "--out", "{draft}", "--format", "md"], "refusing to write over the input file"),
        (["{draft}", "--escalate", "esc.txt"], ".yaml"),
        (["{draft}", "--out", "r.md"], "--out needs --format"),
        (["memo.odt"], "unsupported file type"),
    ],
)
def test_bad_input_exits_2_with_one_line(
    env: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    draft = write(env / "memo.md", BLOCKED_DRAFT)
    write(env / "memo.odt", "x")
    before = sha(draft)
    code, _, err = cli(capsys, *[a.replace("{draft}", str(draft)) for a in args])
    assert code == 2
    assert message in one_line_error(err)
    assert sha(draft) == before
    assert not (env / "lexgate-output").exists()  # bad input is refused before any work


def test_empty_store_names_the_import_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LEXGATE_HOME", str(tmp_path / "empty-home"))
    monkeypatch.setenv("LEXGATE_CONFIG", str(tmp_path / "no-config.yaml"))
    draft = write(tmp_path / "memo.md", MATCH_DRAFT)
    code, _, err = cli(capsys, str(draft), "--offline", "--output", str(tmp_path / "out"))
    assert code == 2
    assert "lexgate sources import" in one_line_error(err)


def test_strict_privacy_refuses_a_remote_llm_judge(
    env: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LEXGATE_LLM_PROVIDER", "openai")
    monkeypatch.setenv("LEXGATE_LLM_MODEL", "some-model")
    monkeypatch.setenv("LEXGATE_LLM_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("LEXGATE_LLM_REMOTE", "true")  # a loopback proxy to a cloud model counts as remote
    draft = write(env / "memo.md", MATCH_DRAFT)
    code, _, err = cli(capsys, str(draft), "--offline", "--privacy", "strict", "--judge", "llm")
    assert code == 2
    assert "strict" in one_line_error(err)
    assert not (env / "lexgate-output").exists()


def test_unreachable_live_sources_block_in_reduced_mode(
    env: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    for name in ("FEDLEX", "ENTSCHEIDSUCHE", "BGER", "NORMATTIVA"):
        monkeypatch.setenv(f"LEXGATE_{name}_URL", f"http://127.0.0.1:{port}")
    draft = write(env / "memo.md", "Gemäss BGE 140 III 86 E. 2 gilt dies.\n")
    code, out, _ = cli(capsys, str(draft), "--format", "json", "--out", str(env / "r.json"))
    assert code == 1
    data = json.loads((env / "r.json").read_text(encoding="utf-8"))
    assert data["reduced_mode"] is True and data["delivery"] == "BLOCKED"
    assert data["citations"][0]["status"] == "UNVERIFIED"
    assert data["citations"][0]["reason"].startswith("source unavailable")
    assert "REDUCED MODE" in out and "Delivery: BLOCKED" in out


def test_the_installed_command_exits_with_the_gate(env: Path) -> None:
    draft = write(env / "memo.md", BLOCKED_DRAFT)
    exe = Path(sys.executable).with_name("lexgate")
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "lexgate"]
    proc = subprocess.run(
        [*cmd, "verify", str(draft), "--offline"], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 1, proc.stderr
    assert "Delivery: BLOCKED" in proc.stdout
    bad = subprocess.run([*cmd, "verify", str(env / "nope.md")], capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2
    assert one_line_error(bad.stderr).endswith("no such file")


def test_strict_without_a_local_content_judge_checks_existence_only(
    env: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("LEXGATE_NLI_MODEL", raising=False)
    draft = write(env / "memo.md", MATCH_DRAFT)
    code, out, _ = cli(capsys, str(draft), "--offline", "--privacy", "strict", "--judge", "nli")
    assert code == 1
    assert "privacy-gated: existence confirmed, content not checked" in out


def test_verdicts_do_not_depend_on_the_hash_seed(env: Path) -> None:
    """The structured judge is deterministic: the same draft gives the same records in any process."""
    draft = env / "memo.md"
    draft.write_text(
        "Wer einem andern widerrechtlich Schaden zufügt, wird ihm zum Ersatze verpflichtet (Art. 41 Abs. 1 OR). "
        "Der Schuldner haftet für jedes Verschulden (Art. 99 Abs. 1 OR). "
        "Der Vermieter darf nie kündigen (Art. 97 OR). Das Gesetz regelt Kryptowerte (Art. 2000 OR).\n\n"
        "Il locatore non puo mai recedere dal contratto di locazione (art. 1218 c.c.).\n",
        encoding="utf-8",
    )
    runs = []
    for seed in ("1", "2", "3"):
        proc = subprocess.run(
            [sys.executable, "-m", "lexgate", "verify", str(draft), "--offline", "--format", "json"],
            capture_output=True,
            text=True,
            env={**__import__("os").environ, "PYTHONHASHSEED": seed},
            cwd=env,
            check=False,
        )
        assert proc.returncode in (0, 1), proc.stderr
        records = json.loads(proc.stdout)["citations"]
        runs.append([(r["citation_id"], r["status"], r["reason"], r["matched_snippet"]) for r in records])
    assert runs[0] == runs[1] == runs[2]
