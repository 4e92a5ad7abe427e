"""Spoken for Python: the localized words screen readers speak, from ``spoken render``.

::

    from spoken import Spoken

    with Spoken(locale="zh-Hans", time_zone="Asia/Shanghai") as spoken:
        spoken.measure(25, "celsius")          # '25摄氏度'
        spoken.label("北京", "25摄氏度")         # '北京，25摄氏度'
        spoken.rating(3)                       # '3星'

``Spoken`` is a thread-safe pool of ``spoken render`` coprocesses; ``AsyncSpoken`` is the same for
asyncio. Methods mirror the render ops (``spoken.ops``); ``render(request)`` takes any request and
``render_many(requests)`` streams a batch, yielding errors as values. Error responses raise the
``SpokenError`` subclass named by their stable code (``spoken.errors``).
"""

from __future__ import annotations

from . import errors, ops
from ._binary import find_binary
from ._client import AsyncSpoken, Result, Spoken
from .errors import *  # noqa: F403 (every error class, one per stable code)
from .errors import SpokenBinaryNotFound, SpokenError, SpokenProcessError, SpokenTimeoutError
from .ops import Announcement, Finding, ManifestRotor, Markup, Money, RelativeTime, Rotor, RotorManifest, Span

__version__ = "0.9.0"

__all__ = [
    "Spoken",
    "AsyncSpoken",
    "Result",
    "Announcement",
    "Finding",
    "Rotor",
    "RotorManifest",
    "ManifestRotor",
    "Markup",
    "Span",
    "Money",
    "RelativeTime",
    "find_binary",
    "errors",
    "ops",
    "__version__",
    *errors.__all__,
]
