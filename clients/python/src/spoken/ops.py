"""The ``spoken render`` ops, one small declaration each.

An op is a function that takes Python values and returns the op's fields (JSON names, ``None``
for "not given"), decorated with ``@op(NAME, PARSE)``, where ``PARSE`` turns a response into the
method's result. ``Spoken`` and ``AsyncSpoken`` expose each op as a method with the same
signature, plus the keyword options every op takes (``locale``, ``time_zone``, ``timeout``).

Each op is also a request builder, for ``render_many``::

    >>> from spoken import ops
    >>> ops.measure(25, "celsius", locale="de")
    {'op': 'measure', 'value': 25, 'unit': 'celsius', 'locale': 'de'}

Each op's keyword arguments and their defaults are checked against ``spoken render --describe``
(the binary's op registry) by ``tests/test_describe.py``: a missing or extra op or keyword, or a
different default or set of words, fails. A default equal to the binary's is not sent. An unknown
keyword argument is a ``TypeError`` naming it and the nearest valid one.
"""

from __future__ import annotations

import difflib
import functools
import inspect
import math
import warnings
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal
from typing import TYPE_CHECKING, Any, Callable, Generic, Iterable, Literal, Mapping, ParamSpec, TypedDict, TypeVar

from .errors import InvalidDuration, InvalidInstant, InvalidNumber

if TYPE_CHECKING:
    from typing_extensions import Unpack

P = ParamSpec("P")

T = TypeVar("T")

#: An op's fields: JSON member names to values; ``None`` leaves the member out.
Fields = dict[str, Any]
#: An instant: an aware ``datetime``, seconds since 1970 (``int``/``float``), or text
#: (ISO 8601 with ``Z`` or an offset, or ``"@EPOCH_SECONDS"``).
Instant = datetime | float | int | str
#: A number: ``int``, ``float``, ``Decimal``, or decimal text (``"25.5"``).
Number = int | float | Decimal | str
DateStyle = Literal["none", "short", "medium", "long", "full"]
#: A duration: a ``timedelta``, seconds (``int``/``float``/``Decimal``), or text: clock time
#: (``"1:15:27"``) or ISO 8601 (``"PT1H15M"``).
Duration = timedelta | float | int | Decimal | str
DurationUnit = Literal["day", "hour", "minute", "second", "millisecond"]
NumberStyle = Literal["decimal", "percent", "compact", "spellout", "ordinal", "digits", "bytes"]
#: ``"spoken"``: the words for a screen reader (the default); ``"icu"``: ICU's visible form.
Presentation = Literal["spoken", "icu"]
RelativeUnit = Literal["second", "minute", "hour", "day", "week", "month", "quarter", "year"]
Width = Literal["full", "short", "narrow"]
#: CLDR's grammatical cases of unit names (a language takes those CLDR gives its units:
#: ru accusative, genitive…; others are ``InvalidOption``).
GrammaticalCase = Literal[
    "nominative", "accusative", "genitive", "dative", "instrumental", "locative", "elative", "illative",
    "partitive", "oblique", "terminative", "translative", "ablative", "ergative", "prepositional",
]


class CallOptions(TypedDict, total=False):
    """Keyword options of every op method (not of the request builders' fields)."""

    #: The request's BCP 47 locale (default: the client's ``locale``).
    locale: str
    #: The request's IANA time zone (default: the client's ``time_zone``).
    time_zone: str
    #: Seconds to wait for this call (default: the client's ``timeout``; ``None``: no limit).
    timeout: float | None
    #: ``True``: return the ``Markup`` (what is shown beside the words) of an op with a visible
    #: form (``cell``, ``announce``, ``duration``, ``money``…); any other op raises ``InvalidField``.
    markup: bool
    #: With ``markup``: ICU's width of the visible form, ``"short"`` (default) or ``"narrow"``.
    display_width: Literal["short", "narrow"]


#: Keyword options of every op method.
CALL_OPTIONS = ("locale", "time_zone", "markup", "display_width", "timeout")
_CALL_OPTIONS = frozenset(CALL_OPTIONS)


def camel(name: str) -> str:
    """A keyword's wire name: ``max_fraction_digits`` → ``maxFractionDigits``."""
    head, *rest = name.split("_")
    return head + "".join(word[:1].upper() + word[1:] for word in rest)


class Op(Generic[P, T]):
    """One op: ``name`` on the wire, ``build`` for its fields, ``parse`` for its result.

    ``fields`` names the wire fields a parameter gives when they are not its own name in camel
    case (``duration``'s ``value`` gives ``duration`` or ``seconds``)."""

    def __init__(
        self, name: str, build: Callable[P, Fields], parse: Callable[[dict[str, Any]], T],
        fields: Mapping[str, tuple[str, ...]] | None = None,
    ) -> None:
        self.name = name
        self.build = build
        self.parse = parse
        self.method_name = build.__name__
        self.signature = inspect.signature(build)
        self.fields = dict(fields or {})
        self.__doc__ = build.__doc__
        functools.update_wrapper(self, build)
        params = self.signature.parameters.values()
        #: The wire fields whose default the binary applies itself: not sent when equal.
        self.defaults = {
            camel(p.name): p.default for p in params
            if p.default is not inspect.Parameter.empty and p.default is not None and p.name not in self.fields
        }
        #: Keyword arguments a call may take (None: any, for ``announce``'s message arguments).
        self.keywords: tuple[str, ...] | None = tuple(
            p.name for p in params
            if p.kind in (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)
        ) + CALL_OPTIONS
        if any(p.kind is inspect.Parameter.VAR_KEYWORD and p.name != "options" for p in params):
            self.keywords = None
        self._known = frozenset(self.keywords or ())

    def check_keywords(self, kwargs: Mapping[str, Any]) -> None:
        """A ``TypeError`` for a keyword argument the op does not take, with the nearest one."""
        if self.keywords is None or self._known.issuperset(kwargs):
            return
        for name in kwargs:
            if name not in self.keywords:
                nearest = difflib.get_close_matches(name, self.keywords, n=1, cutoff=0.5)
                hint = f": did you mean {nearest[0]!r}?" if nearest else f" (it takes {', '.join(self.keywords)})"
                raise TypeError(f"{self.method_name}() got an unexpected keyword argument {name!r}{hint}")

    def request(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[dict[str, Any], Any]:
        """The request dict for a call, and its ``timeout`` option (``...`` when not given)."""
        timeout: Any = ...
        locale: Any = None
        time_zone: Any = None
        markup: Any = False
        display_width: Any = None
        if kwargs:
            if not self._known.issuperset(kwargs):
                self.check_keywords(kwargs)
            if not _CALL_OPTIONS.isdisjoint(kwargs):  # only the options given are taken out
                timeout = kwargs.pop("timeout", ...)
                locale = kwargs.pop("locale", None)
                time_zone = kwargs.pop("time_zone", None)
                markup = kwargs.pop("markup", False)
                display_width = kwargs.pop("display_width", None)
        request: dict[str, Any] = {"op": self.name}
        defaults = self.defaults
        if defaults:
            for name, value in self.build(*args, **kwargs).items():
                if value is None:
                    continue
                default = defaults.get(name)
                if default is not None and (value is default or _same(value, default)):
                    continue
                request[name] = value
        else:
            for name, value in self.build(*args, **kwargs).items():
                if value is not None:
                    request[name] = value
        if locale is not None:
            request["locale"] = locale
        if time_zone is not None:
            request["timeZone"] = time_zone
        if markup is not False:
            request["markup"] = markup
        if display_width is not None:
            # Without markup the binary refuses it, naming it.
            request["displayWidth"] = display_width
        return request, timeout

    def result(self, response: dict[str, Any], request: Mapping[str, Any]) -> Any:
        """The call's result: the op's own, or the ``Markup`` of a request with ``markup``."""
        return markup_of(response) if request.get("markup") is True else self.parse(response)

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> dict[str, Any]:
        """The request dict (for ``render`` or ``render_many``); ``locale`` and ``time_zone``
        are fields, ``timeout`` is not a request's."""
        return self.request(args, kwargs)[0]  # a call's own **kwargs: a new dict

    def __repr__(self) -> str:
        return f"<spoken op {self.name!r}>"


def _same(value: Any, default: Any) -> bool:
    """Whether a field's value is its default (``True`` is not ``1``; a list equals a tuple)."""
    if default is None or type(value) is not type(default) and not (
        isinstance(value, (list, tuple)) and isinstance(default, (list, tuple))
    ):
        return False
    return list(value) == list(default) if isinstance(value, (list, tuple)) else bool(value == default)


#: Every op declared here, by wire name.
OPS: dict[str, Op[Any, Any]] = {}


def op(
    name: str, parse: Callable[[dict[str, Any]], T], fields: Mapping[str, tuple[str, ...]] | None = None
) -> Callable[[Callable[P, Fields]], Op[P, T]]:
    """Declare an op: ``@op("measure", text)`` over a function returning the op's fields."""

    def declare(build: Callable[P, Fields]) -> Op[P, T]:
        declared = Op(name, build, parse, fields)
        OPS[name] = declared
        return declared

    return declare


# Results.


def text(response: dict[str, Any]) -> str:
    """The ``text`` of a response."""
    return response["text"]  # type: ignore[no-any-return]


@dataclass(frozen=True)
class Announcement:
    """An announcement: the words, VoiceOver's priority for them, and the catalog's locale."""

    text: str
    #: ``"high"``, ``"default"``, ``"low"``, or ``None``.
    priority: str | None
    #: The locale whose catalog supplied the words (``zh-Hant`` for ``zh-TW``).
    locale: str

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Rotor:
    """A rotor's name, its catalog key and VoiceOver's system rotor type (``None`` if custom)."""

    name: str
    key: str
    system_type: str | None
    locale: str

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class ManifestRotor:
    """One rotor of a manifest, with the ids of the items it visits, in item order."""

    name: str
    key: str
    system_type: str | None
    ids: tuple[str, ...]


@dataclass(frozen=True)
class RotorManifest:
    """The rotors a screen of items needs (empty rotors left out); ``text`` lists their names,
    one per line."""

    text: str
    rotors: tuple[ManifestRotor, ...]
    locale: str


@dataclass(frozen=True)
class Finding:
    """What VoiceOver will misread in a text: where the token starts (Unicode code points from the
    start, 0-based, as Python indexes a ``str``), the rule, and what to say instead."""

    offset: int
    rule: str
    message: str

    def __str__(self) -> str:
        return self.message


@dataclass(frozen=True)
class Span:
    """One value inside ``Markup.display``, for Android's ``TtsSpan.TextBuilder(text)``: its range
    in UTF-16 code units of ``display`` (what ``Spannable`` indexes by, not Python's code points)."""

    start: int
    end: int
    #: The words spoken instead of the visible value.
    text: str
    #: What the value is: ``"duration"``, ``"money"``, ``"number"``…
    kind: str
    #: The kind of ``TtsSpan``: always ``"text"``.
    type: str = "text"


#: The widths of ``Markup.display``: ICU's short ("1 hr, 15 min") or narrow ("1h 15m").
DisplayWidth = Literal["short", "narrow"]


@dataclass(frozen=True)
class Markup:
    """What is shown and what is spoken, from one request with ``"markup": true``: the words
    (``text``), ICU's compact visible form (``display``), an SSML 1.1 fragment for iOS 27's
    ``accessibilitySpeechSSML``, spans for Android, Voice Control's input labels, and whether
    ``text`` contains ``display`` (WCAG 2.5.3; when false, set ``input_labels`` too)."""

    text: str
    display: str
    ssml: str
    spans: tuple[Span, ...]
    input_labels: tuple[str, ...]
    label_in_name: bool
    locale: str

    def __str__(self) -> str:
        return self.text


def markup_request(request: Mapping[str, Any], display_width: DisplayWidth) -> dict[str, Any]:
    """The request with ``markup`` (and a ``displayWidth`` other than the default short)."""
    marked = dict(request, markup=True)
    if display_width != "short":
        marked["displayWidth"] = display_width
    return marked


def markup_of(response: dict[str, Any]) -> Markup:
    """The ``Markup`` of a response to a request with ``"markup": true``."""
    spans = tuple(Span(s["start"], s["end"], s["text"], s["kind"], s.get("type", "text")) for s in response["spans"])
    return Markup(
        response["text"], response["display"], response["ssml"], spans, tuple(response["inputLabels"]),
        bool(response["labelInName"]), response["locale"],
    )


def _findings(response: dict[str, Any]) -> list[Finding]:
    return [Finding(f["offset"], f["rule"], f["message"]) for f in response["findings"]]


def _announcement(response: dict[str, Any]) -> Announcement:
    return Announcement(response["text"], response.get("priority"), response["locale"])


def _rotor(response: dict[str, Any]) -> Rotor:
    return Rotor(response["text"], response["key"], response.get("systemType"), response["locale"])


def _manifest(response: dict[str, Any]) -> RotorManifest:
    rotors = tuple(
        ManifestRotor(r["name"], r["key"], r.get("systemType"), tuple(r["ids"])) for r in response["rotors"]
    )
    return RotorManifest(response["text"], rotors, response["locale"])


# Values.


def instant_value(value: Instant) -> float | int | str:
    """An instant as ``render`` takes it: numbers and text as they are, an aware ``datetime`` as
    seconds since 1970. A naive ``datetime`` is refused: which instant it names depends on a zone."""
    if type(value) is datetime and value.tzinfo is not None:  # the common instant, checked below otherwise
        if value.utcoffset() is not None:
            return value.timestamp()
    if isinstance(value, datetime):
        if value.tzinfo is None or value.utcoffset() is None:
            raise InvalidInstant(
                f"Invalid instant '{value.isoformat()}': a datetime without a time zone names no "
                "instant (give it tzinfo, such as datetime.timezone.utc)",
                request={"instant": value.isoformat()},
            )
        return value.timestamp()
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise InvalidInstant(
            f"Invalid instant '{value!r}': expected a datetime, seconds since 1970, or ISO 8601 text",
            request={"instant": repr(value)},
        )
    return value


def number_value(value: Number, field: str = "value") -> int | float | str:
    """A number as ``render`` takes it: ``Decimal`` as decimal text (no digit lost), NaN and
    infinities refused (JSON has none)."""
    if isinstance(value, bool) or not isinstance(value, (int, float, Decimal, str)):
        raise InvalidNumber(f"Invalid number '{value!r}': expected int, float, Decimal or decimal text", request={field: repr(value)})
    if isinstance(value, Decimal):
        if not value.is_finite():
            raise InvalidNumber(f"Invalid number '{value}': not a finite number", request={field: str(value)})
        return str(value)
    if isinstance(value, float) and not math.isfinite(value):
        raise InvalidNumber(f"Invalid number '{value}': not a finite number", request={field: str(value)})
    return value


@dataclass(frozen=True)
class Money:
    """An amount of money as a message argument: ``announce("cart.total", price=Money("42.50",
    "USD"))`` → ``"Total: 42.50 US dollars"`` (a plain ``{price}`` is spoken as ``money()`` speaks
    it; a ``plural`` on it chooses by the amount).

    Attributes:
        amount: ``Decimal`` or decimal text keep every digit ("0.10" stays 0.10); ``int`` and
            ``float`` are sent as JSON numbers.
        currency: an ISO 4217 code (``"USD"``, ``"eur"``); an unknown one is ``UnknownCurrency``
            with a suggestion.
    """

    amount: Number
    currency: str


@dataclass(frozen=True)
class RelativeTime:
    """A relative time as a value and a unit, as a message argument:
    ``announce("label.published", published=RelativeTime(-2, "hour"))`` → ``"published 2 hours
    ago"`` (a placeholder the catalog types ``relative`` speaks it as ``relative()`` does; an aware
    ``datetime`` passes as an instant, seen from the call's ``now``).

    Attributes:
        value: the number of units, negative in the past.
        unit: ``"second"`` … ``"year"``; another word is ``InvalidOption``.
    """

    value: Number
    unit: RelativeUnit


def duration_text(value: timedelta) -> str:
    """A ``timedelta`` as ISO 8601 seconds (``PT4527S``, ``PT0.5S``), every microsecond kept."""
    microseconds = (value.days * 86_400 + value.seconds) * 1_000_000 + value.microseconds
    if microseconds < 0:
        raise InvalidDuration(f"Invalid duration '{value}': a duration is never negative", request={"args": str(value)})
    return "PT" + format(Decimal(microseconds).scaleb(-6).normalize(), "f") + "S"


#: The types of message arguments sent as they are (``None`` drops a cell's part).
_AS_THEY_ARE = frozenset((str, int, float, type(None)))


def _argument(value: Any) -> Any:
    """A message argument: numbers stay numbers (``Decimal`` as its float), an aware
    ``datetime`` becomes an instant, a ``timedelta`` a duration (ISO 8601), ``Money`` an amount
    and a currency, ``RelativeTime`` a value and a unit, a tuple of two ``datetime`` an interval
    (``{"start": …, "end": …}``), a ``dict`` an object of fields, strings are text."""
    kind = type(value)
    if kind is str or kind is int or kind is float:  # most arguments: sent as they are
        return value
    if kind is datetime or isinstance(value, datetime):
        return "@" + repr(instant_value(value))
    if isinstance(value, timedelta):
        return duration_text(value)
    if isinstance(value, Money):
        return {"amount": number_value(value.amount, "amount"), "currency": value.currency}
    if isinstance(value, RelativeTime):
        return {"value": number_value(value.value, "value"), "unit": value.unit}
    if isinstance(value, Decimal):
        return float(number_value(value, "args"))
    if isinstance(value, tuple) and len(value) == 2 and all(isinstance(end, datetime) for end in value):
        # An interval: its start and end, as an ``interval`` placeholder takes them.
        return {"start": _argument(value[0]), "end": _argument(value[1])}
    if isinstance(value, dict):
        return {name: _argument(member) for name, member in value.items()}
    return value


def former_name(value: T | None, former: str, name: str) -> T | None:
    """A keyword given by its former name (``style`` for ``presentation``): sent as it is (the
    binary reads the former name too), with a ``DeprecationWarning``."""
    if value is not None:
        warnings.warn(f"{former!r} is deprecated: use {name!r}", DeprecationWarning, stacklevel=3)
    return value


# The ops.


@op("date", text)
def date(
    instant: Instant,
    *,
    date_style: DateStyle = "medium",
    time_style: DateStyle = "short",
    presentation: Literal["icu", "spoken", "relative"] = "icu",
    now: Instant | None = None,
    capitalization: Literal["none", "sentence"] | None = None,
    style: Literal["icu", "spoken", "relative"] | None = None,
    **options: Unpack[CallOptions],
) -> Fields:
    """The words for an instant, exactly as ICU formats it for the locale and time zone.

    ``date(datetime(2026, 11, 29, 12, 50, tzinfo=timezone.utc))`` → ``"Nov 29, 2026, 12:50 PM"``
    (en-US, UTC; medium date, short time, as NSDateFormatter's ``.medium``/``.short``).

    Args:
        instant: an aware ``datetime``, seconds since 1970, or ISO 8601 text with ``Z`` or an
            offset (``"2026-11-29T12:50:00Z"``), or ``"@1795956600"``.
        date_style, time_style: ``"none"``, ``"short"``, ``"medium"``, ``"long"``, ``"full"``
            (not both ``"none"``).
        presentation: ``"icu"`` (ICU's exact text, the default), ``"spoken"`` (tuned for
            hearing), or ``"relative"`` ("Yesterday, 12:00 AM").
        now: for ``presentation="relative"``, the present the instant is seen from (default: the
            wall clock).
        capitalization: ``"sentence"`` ("Yesterday", es "Domingo, 29 de noviembre…") for the start
            of a label, ``"none"`` ("yesterday", "domingo") inside a sentence (ICU's display
            contexts); by default ``"sentence"`` for ``presentation="relative"``, ``"none"`` otherwise.
        style: the former name of ``presentation`` (deprecated).
    """
    return {
        "instant": instant_value(instant), "dateStyle": date_style, "timeStyle": time_style,
        "presentation": presentation, "now": None if now is None else instant_value(now),
        "capitalization": capitalization, "style": former_name(style, "style", "presentation"),
    }


@op("label", text, fields={"children": ("children",)})
def label(
    *children: str | None,
    style: Literal["pause", "and", "or"] = "pause",
    **options: Unpack[CallOptions],
) -> Fields:
    """One label from child labels, joined as the locale joins them: ``label("Beijing",
    "25 degrees Celsius")`` → ``"Beijing, 25 degrees Celsius"``; ``None`` children are left out.

    Args:
        style: ``"pause"`` (a list without a conjunction, the default), ``"and"`` or ``"or"``.
    """
    return {"children": list(children), "style": style}


@op("measure", text)
def measure(
    value: Number,
    unit: str,
    *,
    width: Width = "full",
    usage: Literal["default", "weather"] = "default",
    max_fraction_digits: int | None = None,
    case: GrammaticalCase | None = None,
    **options: Unpack[CallOptions],
) -> Fields:
    """A measurement with its unit's full name: ``measure(25, "celsius")`` →
    ``"25 degrees Celsius"``.

    Args:
        value: a number (``Decimal`` and decimal text keep every digit).
        unit: a CLDR unit (``"celsius"``, ``"kilometer-per-hour"``); a typo is ``UnknownUnit``
            with a suggestion.
        width: ``"full"`` (the default: what a screen reader should say), ``"short"``, ``"narrow"``.
        usage: ``"weather"`` converts to the locale's preferred unit.
        max_fraction_digits: 0 to 20.
        case: the grammatical case of the unit's names (ru ``"accusative"``: "21 минуту").
    """
    return {
        "value": number_value(value), "unit": unit, "width": width, "usage": usage,
        "maxFractionDigits": max_fraction_digits, "case": case,
    }


@op("rating", text)
def rating(
    value: Number,
    *,
    max: int = 5,
    out_of: bool = False,
    **options: Unpack[CallOptions],
) -> Fields:
    """A star rating: ``rating(3, locale="zh-Hans")`` → ``"3星"``.

    Args:
        value: 0 to ``max`` (halves allowed); outside is ``InvalidRating``, never clamped.
        max: the number of stars (default 5).
        out_of: say the maximum too ("3 out of 5 stars").
    """
    return {"value": number_value(value), "max": max, "outOf": out_of}


@op("announce", _announcement, fields={"args": ("args",)})
def announce(key: str, /, *, isolate: bool = True, now: Instant | None = None, **args: Any) -> Fields:
    """An announcement from the catalog, with its message arguments as keywords:
    ``announce("newMessages", count=3, locale="de").text`` → ``"3 neue Nachrichten"``.

    Args:
        key: ``"announce.newMessages"``, ``"newMessages"``, or any catalog key (``"hint.dismiss"``).
        isolate: wrap text arguments in bidi isolates (default true).
        now: the present a placeholder typed ``relative`` sees an instant from (default: the
            wall clock): ``announce("label.published", published=instant, now=…)`` → "published 2
            hours ago".
        **args: the message's arguments: numbers stay numbers, an aware ``datetime`` is a date,
            a ``timedelta`` a duration ("1 hour, 15 minutes"), ``Money("42.50", "USD")`` money,
            ``RelativeTime(-2, "hour")`` a relative time, strings are text. (``locale``,
            ``time_zone``, ``markup``, ``display_width``, ``timeout`` and ``now`` are the call's
            options; an argument with one of those names goes through ``render``.)

    With ``markup=True`` the call returns the ``Markup``: the message's own words the same shown
    and spoken, each argument with its own visible form (``announce("label.timeRemaining",
    remaining=4500, markup=True).display`` → ``"1 hr, 15 min remaining"``).
    """
    return {
        "key": key, "args": {name: _argument(value) for name, value in args.items()}, "isolate": isolate,
        "now": None if now is None else instant_value(now),
    }


@op("rotor", _rotor)
def rotor(key: str, /, **options: Unpack[CallOptions]) -> Fields:
    """A rotor's name: ``rotor("headlines", locale="zh-Hans").name`` → ``"头条新闻"``.

    Args:
        key: ``"rotor.headlines"`` or ``"headlines"``.
    """
    return {"key": key}


@op("rotorManifest", _manifest)
def rotor_manifest(items: Iterable[Mapping[str, Any]], /, **options: Unpack[CallOptions]) -> Fields:
    """The rotors a screen of items needs, with the ids each visits:
    ``rotor_manifest([{"id": "a1", "headline": True, "unread": True}])``.

    Args:
        items: objects with an ``id`` and flags (``headline``, ``unread``, ``sender``…).
    """
    return {"items": [dict(item) for item in items]}


@op("check", _findings)
def check(text: str, /, **options: Unpack[CallOptions]) -> Fields:
    """What VoiceOver will misread in a label a backend is about to send, as ``spoken check``
    finds it (lint's ``speech-abbreviation`` rule, from ICU's data for the locale):
    ``check("56m remaining")`` → ``[Finding(offset=0, rule="speech-abbreviation", message="'56m'
    may be heard as '56 meters', '56 minutes' or '56 months': write '56 meters', '56 minutes' or
    '56 months', whichever is meant")]``; ``[]`` when the text is clean.
    """
    return {"text": text}


def message(key: str, /, **args: Any) -> Fields:
    """A catalog message as a part of a ``cell``, with its arguments as keywords (converted as
    ``announce`` converts them): ``message("order.arrives", eta=5400)``. An argument that is
    ``None`` drops the part."""
    if not args:
        return {"key": key}  # no arguments: no ``args`` member to write and read
    for value in args.values():
        if type(value) not in _AS_THEY_ARE:
            return {"key": key, "args": {name: None if value is None else _argument(value) for name, value in args.items()}}
    return {"key": key, "args": args}  # every argument sent as it is (``args`` is this call's own dict)


def _part(part: Any) -> Any:
    """A cell part: ``str`` is the app's own text, ``None`` no part, a ``message(...)`` a catalog
    message, an op's request (``ops.money("29.21", "USD")``) a value, without its ``locale``
    and ``time_zone`` (the cell's apply)."""
    if part is None:
        return None
    kind = type(part)
    if kind is dict:  # message(...) and the ops' requests (before the slower checks of the ABC)
        return dict(part)
    if kind is str or isinstance(part, str):
        return {"text": part}
    if isinstance(part, Mapping):
        return dict(part)
    raise TypeError(f"cell() got a part of type {type(part).__name__}: give a str, None, message(...) or an op's request")


@op("cell", text)
def cell(*parts: Any, now: Instant | None = None, **options: Unpack[CallOptions]) -> Fields:
    """A whole cell label in one request: ``cell("Burger Barn", ops.money("29.21", "USD"),
    message("order.arrives", eta=5400))`` → ``"Burger Barn, 29.21 US dollars, arrives in 1 hour,
    30 minutes"``. Parts are joined with the locale's pause; ``None`` parts, and messages with a
    ``None`` argument, are left out.

    Args:
        *parts: ``str`` (the app's own text), ``None``, ``message(key, **args)``, or a value op's
            request (``ops.money(...)``, ``ops.date(...)``… without ``locale``/``time_zone``).
        now: the present relative times and dates are seen from (default: the wall clock).

    With ``markup=True`` the call returns the ``Markup``: text and messages' own words the same
    shown and spoken, each value with its own visible form ("Order 12, 1 hr, 15 min remaining"
    shown, "Order 12, 1 hour, 15 minutes remaining" spoken, one span on "1 hr, 15 min").
    """
    return {
        # message(...) and the ops' requests copied at once (the common case), the rest by _part.
        "parts": [part.copy() if type(part) is dict else _part(part) for part in parts],
        "now": None if now is None else instant_value(now),
    }


@op("duration", text, fields={"value": ("duration", "seconds")})
def duration(
    value: Duration,
    *,
    units: Iterable[DurationUnit] = ("day", "hour", "minute", "second"),
    max_units: int | None = None,
    rounding: Literal["nearest", "down", "up"] = "nearest",
    width: Width = "full",
    case: GrammaticalCase | None = None,
    **options: Unpack[CallOptions],
) -> Fields:
    """A duration in words: ``duration(4527)`` → ``"1 hour, 15 minutes, 27 seconds"``; every
    non-zero unit from the largest down, byte for byte as ICU's MeasureFormat joins them.

    Args:
        value: a ``timedelta`` or seconds (sent as ``seconds``), or text (sent as
            ``duration``): seconds (``"4527.5"``), clock time (``"1:15:27"``) or ISO 8601
            (``"PT1H15M"``). Negative is ``InvalidDuration``.
        units: the units allowed (default day, hour, minute, second; ``millisecond`` is opt-in);
            what is below the smallest is rounded into it.
        max_units: keep the N largest non-zero units (1 to 5).
        rounding: ``"nearest"`` (halves up, the default), ``"down"`` (elapsed time), ``"up"``
            (remaining time).
        width: ``"full"`` for speech (the default), ``"short"``, ``"narrow"``.
        case: the grammatical case of the unit names, after a preposition (ru ``"accusative"``:
            "через 1 час 21 минуту").
    """
    fields: Fields = {
        "units": list(units), "maxUnits": max_units, "rounding": rounding, "width": width, "case": case,
    }
    if isinstance(value, timedelta):
        fields["seconds"] = value.total_seconds()
    elif isinstance(value, str):
        fields["duration"] = value
    else:
        fields["seconds"] = number_value(value, "seconds")
    return fields


@op("relative", text, fields={"when": ("value", "instant")})
def relative(
    when: Instant | Number,
    unit: RelativeUnit | None = None,
    *,
    now: Instant | None = None,
    numeric: Literal["auto", "always"] = "auto",
    capitalization: Literal["none", "sentence"] = "none",
    width: Width = "full",
    **options: Unpack[CallOptions],
) -> Fields:
    """A relative time, exactly as ICU's RelativeDateTimeFormatter says it:
    ``relative(-5, "minute")`` → ``"5 minutes ago"``; ``relative(instant, now=…)`` →
    ``"2 hours ago"``, ``"yesterday"``.

    Args:
        when: with ``unit``, a number of units (negative in the past); without, an instant
            (an aware ``datetime``, seconds since 1970, or ISO 8601 text) seen from ``now``.
        unit: ``"second"`` … ``"year"``.
        now: the present an instant is seen from (default: the wall clock).
        numeric: ``"auto"`` (the locale's words: "yesterday", the default) or ``"always"``
            ("1 day ago").
        capitalization: ``"sentence"`` to start a cell label ("Yesterday").
        width: ``"full"`` for speech (the default), ``"short"`` ("5 min. ago"), ``"narrow"``
            ("5m ago").
    """
    fields: Fields = {"numeric": numeric, "capitalization": capitalization, "width": width}
    if unit is not None:
        fields["value"] = number_value(when)  # type: ignore[arg-type]
        fields["unit"] = unit
    else:
        fields["instant"] = instant_value(when)  # type: ignore[arg-type]
        fields["now"] = None if now is None else instant_value(now)
    return fields


@op("interval", text)
def interval(
    start: Instant,
    end: Instant,
    *,
    date_style: DateStyle = "medium",
    time_style: DateStyle = "short",
    presentation: Literal["icu", "spoken"] = "icu",
    skeleton: str | None = None,
    style: Literal["icu", "spoken"] | None = None,
    **options: Unpack[CallOptions],
) -> Fields:
    """A date or time range: ``interval(start, end)`` → ``"Apr 3, 2026, 1:00 – 2:30 PM"``
    (ICU's DateIntervalFormat); ``presentation="spoken"`` → ``"April 3, 2026, 1:00 to 2:30 PM"`` (the
    dash in words, so VoiceOver never reads "minus").

    Args:
        start, end: instants (aware ``datetime``, seconds since 1970, ISO 8601 text); ``end``
            before ``start`` is ``InvalidInterval``.
        date_style, time_style: as for ``date`` (default medium, short).
        presentation: ``"icu"`` (the default) or ``"spoken"``.
        skeleton: an ICU date skeleton instead of the styles (``"jm"``, ``"yMMMd"``).
        style: the former name of ``presentation`` (deprecated).
    """
    return {
        "start": instant_value(start), "end": instant_value(end), "dateStyle": date_style,
        "timeStyle": time_style, "presentation": presentation, "skeleton": skeleton,
        "style": former_name(style, "style", "presentation"),
    }


@op("money", text)
def money(
    amount: Number,
    currency: str,
    *,
    presentation: Presentation = "spoken",
    to: Number | None = None,
    compact: bool = False,
    fraction_digits: int | None = None,
    symbol_width: DisplayWidth = "short",
    style: Presentation | None = None,
    **options: Unpack[CallOptions],
) -> Fields:
    """An amount of money with the currency's full name, as ICU formats it:
    ``money("42.50", "USD")`` → ``"42.50 US dollars"``; ``money(42, "USD")`` → ``"42 US
    dollars"`` (a whole amount without its zero fraction); a negative amount with U+2212 MINUS
    SIGN (``"−115 euros"``), so that screen readers say "minus".

    Args:
        amount: a number; ``Decimal`` and decimal text (``"4032.54"``) keep every digit, a
            ``float`` is sent in its shortest form. Text that is not a number is
            ``InvalidNumber``.
        currency: an ISO 4217 code in any case (``"USD"``, ``"eur"``); an unknown one is
            ``UnknownCurrency`` with a suggestion ("did you mean 'USD'?").
        presentation: ``"spoken"`` (full names, the default) or ``"icu"`` (the visible form:
            ``"$42.50"``).
        to: the other end of a range: ``money(10, "EUR", to=90)`` → ``"10 to 90 euros"`` (the
            catalog's range words instead of a dash).
        compact: large amounts in words: ``"1.2 million US dollars"``.
        fraction_digits: exactly N fraction digits, 0 to 6 (default: the currency's own).
        symbol_width: with ``presentation="icu"``, the currency symbol at ICU's ``"short"`` width (the
            default: ``"CA$42.50"``) or its ``"narrow"`` width (``"$42.50"``).
        style: the former name of ``presentation`` (deprecated).
    """
    return {
        "amount": number_value(amount, "amount"), "currency": currency, "presentation": presentation,
        "to": None if to is None else number_value(to, "to"), "compact": compact, "fractionDigits": fraction_digits,
        "symbolWidth": symbol_width,
        "style": former_name(style, "style", "presentation"),
    }


@op("number", text)
def number(
    value: Number,
    *,
    style: NumberStyle = "decimal",
    presentation: Presentation = "spoken",
    gender: Literal["masculine", "feminine", "neuter"] | None = None,
    binary: bool = False,
    max_fraction_digits: int | None = None,
    **options: Unpack[CallOptions],
) -> Fields:
    """A number in the words of what it is, from ICU's number skeletons and spell-out rules:
    ``number(42, style="percent")`` → ``"42 percent"``; ``number(1234567, style="compact")``
    → ``"1.2 million"``; ``number(22, style="ordinal")`` → ``"twenty-second"``;
    ``number("0442", style="digits")`` → ``"0 4 4 2"``; ``number(5_370_000_000,
    style="bytes")`` → ``"5.37 gigabytes"``. A negative number has U+2212 MINUS SIGN.

    Args:
        value: a number (``Decimal`` and decimal text keep every digit); for ``"digits"``, text
            (``"0442"``, ``"+1 555-0100"``: an ``int`` loses leading zeros). A fraction for
            ``"ordinal"`` or ``"digits"`` is ``InvalidNumber``.
        style: ``"decimal"`` (the default), ``"percent"`` (the value is in percent),
            ``"compact"``, ``"spellout"``, ``"ordinal"``, ``"digits"``, ``"bytes"`` (a byte count).
        presentation: ``"spoken"`` (for speech, the default) or ``"icu"`` (ICU's visible form:
            ``"42%"``, ``"1.2M"``, ``"22nd"``, ``"5.37 GB"``).
        gender: for ``"spellout"`` and ``"ordinal"``, the noun's gender (fr ``"feminine"`` →
            "première"); for another style, ``InvalidOption``.
        binary: for ``"bytes"``, powers of 1024 ("5 gibibytes").
        max_fraction_digits: for ``"decimal"`` and ``"percent"``, at most N digits (0 to 20).
    """
    return {
        "value": number_value(value), "style": style, "presentation": presentation, "gender": gender,
        "binary": binary, "maxFractionDigits": max_fraction_digits,
    }


@op("measureRange", text)
def measure_range(
    low: Number,
    high: Number,
    unit: str,
    *,
    presentation: Presentation = "spoken",
    width: Width = "full",
    case: GrammaticalCase | None = None,
    **options: Unpack[CallOptions],
) -> Fields:
    """A range of measures with its unit's full name, the dash in words so that VoiceOver never
    reads "minus": ``measure_range(18, 25, "celsius")`` → ``"18 to 25 degrees Celsius"``;
    ``measure_range(-5, 3, "celsius")`` → ``"−5 to 3 degrees Celsius"`` (U+2212 MINUS SIGN).

    Args:
        low, high: numbers (``Decimal`` and decimal text keep every digit); ``low`` above
            ``high`` is ``InvalidRange``; equal ends say one value.
        unit: a CLDR unit (``"celsius"``, ``"kilometer-per-hour"``).
        presentation: ``"spoken"`` (the default) or ``"icu"`` (ICU's exact text: ``"18–25
            degrees Celsius"``).
        width: the unit's width: ``"full"`` for speech (the default), ``"short"`` (``"18–25°C"``)
            or ``"narrow"``.
        case: the grammatical case of the unit's names (pl ``"genitive"``).
    """
    return {
        "low": number_value(low, "low"), "high": number_value(high, "high"), "unit": unit,
        "presentation": presentation, "width": width, "case": case,
    }
