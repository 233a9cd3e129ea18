"""The spec's summary block on a terminal (rich)."""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from lexgate.report.summary import summarise
from lexgate.verify.model import STATUSES, VerifyRecord, VerifyReport

# Rich styles per status (data).
STATUS_STYLE: dict[str, str] = {
    "MATCH": "bold green",
    "PARTIAL": "bold yellow",
    "MISMATCH": "bold red",
    "UNVERIFIED": "bold magenta",
    "SKIPPED": "bold bright_black",
}


def _record(rec: VerifyRecord) -> str:
    where = f" [dim]({escape(rec.locator)})[/]" if rec.locator else ""
    style = STATUS_STYLE.get(rec.status, "bold")
    reason = escape(" ".join(rec.reason.split()) or "-")
    return f"  {escape(rec.citation_id)} [{style}]{rec.status}[/] [bold]{escape(rec.one_line_text)}[/]{where}: {reason}"


def print_summary(report: VerifyReport, console: Console) -> None:
    """Citations checked; count per status; ``Delivery: CLEAR | BLOCKED``; report path; when blocked the
    blocking citations and the three ways out.  PARTIAL and SKIPPED are always listed."""
    s = summarise(report)
    console.print(f"[bold]Citations checked:[/] {s.checked}  [dim]{escape(s.document)}[/]")
    table = Table(show_header=False, box=None, padding=(0, 2, 0, 0))
    for status in STATUSES:
        table.add_column(status)
    table.add_row(*(f"[{STATUS_STYLE[st]}]{st}[/] {s.counts.get(st, 0)}" for st in STATUSES))
    console.print(table)
    if s.reduced_mode:
        console.print(f"[bold red]{escape(s.reduced_note)}[/]")
    colour = "red" if s.blocked else "green"
    console.print(f"[bold {colour}]Delivery: {s.delivery}[/]")
    if s.report_path:
        console.print(f"Report: {escape(s.report_path)}", soft_wrap=True)
    if s.blocking:
        console.print("[bold]Blocking citations:[/]")
        for rec in s.blocking:
            console.print(_record(rec), soft_wrap=True)
    if s.disclosed:
        console.print("[bold]Listed, not blocking:[/]")
        for rec in s.disclosed:
            console.print(_record(rec), soft_wrap=True)
    if s.ways_out:
        console.print("[bold]Ways out:[/]")
        for i, way in enumerate(s.ways_out, 1):
            console.print(f"  {i}. {escape(way)}", soft_wrap=True)
