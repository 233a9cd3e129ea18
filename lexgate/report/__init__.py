"""lexgate.report: render a VerifyReport as JSON, Markdown, self-contained HTML, or a terminal summary."""

from lexgate.report.html_report import to_html
from lexgate.report.json_report import to_json
from lexgate.report.markdown import to_markdown
from lexgate.report.terminal import print_summary

__all__ = ["print_summary", "to_html", "to_json", "to_markdown"]
