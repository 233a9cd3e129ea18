"""Live connectors to the official sources: Fedlex, entscheidsuche.ch, bger.ch, Normattiva.

``default_connectors()`` returns one of each, sharing one polite HTTP client.  Each base URL can
be pointed elsewhere (tests use 127.0.0.1) by a constructor argument, :class:`LiveSettings`, or
the environment: ``LEXGATE_FEDLEX_URL``, ``LEXGATE_ENTSCHEIDSUCHE_URL``, ``LEXGATE_BGER_URL``,
``LEXGATE_NORMATTIVA_URL``.  Connectors are thread-safe and never raise for network faults.
"""

from __future__ import annotations

from lexgate.sources.live.base import LiveSettings
from lexgate.sources.live.bger import BgerConnector
from lexgate.sources.live.entscheidsuche import EntscheidsucheConnector
from lexgate.sources.live.fedlex import FedlexConnector
from lexgate.sources.live.http import HttpClient, HttpSettings
from lexgate.sources.live.normattiva import NormattivaConnector
from lexgate.sources.model import Connector

__all__ = [
    "BgerConnector",
    "EntscheidsucheConnector",
    "FedlexConnector",
    "HttpClient",
    "HttpSettings",
    "LiveSettings",
    "NormattivaConnector",
    "default_connectors",
]


def default_connectors(
    settings: LiveSettings | None = None, *, client: HttpClient | None = None
) -> list[Connector]:
    """Fedlex, entscheidsuche.ch, bger.ch (dates of aza judgments from entscheidsuche), Normattiva."""
    settings = settings or LiveSettings()
    client = client or HttpClient(settings.http)
    search = EntscheidsucheConnector(client=client, settings=settings)
    return [
        FedlexConnector(client=client, settings=settings),
        search,
        BgerConnector(client=client, settings=settings, date_lookup=search.decision_date),
        NormattivaConnector(client=client, settings=settings),
    ]
