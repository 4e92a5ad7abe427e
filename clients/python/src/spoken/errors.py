"""Errors: one ``SpokenError`` subclass per stable code of ``spoken render``.

Every error a ``spoken render`` response carries has a stable machine-readable code
(``invalid-locale``, ``unknown-key``…, defined by the Swift library's ``SpokenError.Code``). Each
code has its class here, named by the code in CamelCase (``invalid-locale`` → ``InvalidLocale``),
so callers can ``except spoken.UnknownKey``. A code this client does not know yet (one a newer
binary reports) raises the base class ``SpokenError`` with that ``code``.

Errors of the client itself (the coprocess died, a call timed out, no binary) are
``SpokenProcessError``, ``SpokenTimeoutError`` and ``SpokenBinaryNotFound``, also ``SpokenError``\\s,
so one ``except SpokenError`` covers everything this package raises.
"""

from __future__ import annotations

from typing import Any, Mapping

__all__ = [
    "SpokenError",
    "SpokenProcessError",
    "SpokenTimeoutError",
    "SpokenBinaryNotFound",
    "error_class",
    "class_name_for_code",
    "CODES",
]


class SpokenError(Exception):
    """A request Spoken could not render, or a failure of the client.

    Attributes:
        code: the stable code (``"unknown-unit"``), or the client's own (``"process-error"``,
            ``"timeout"``, ``"binary-not-found"``).
        message: the human-readable message, as ``spoken render`` wrote it
            ("Unknown unit 'celcius': did you mean 'celsius'?").
        request: the request that failed (the dict sent, without the client's own id), or None.
        index: for a result of ``render_many``, the request's 0-based position in the batch.
    """

    code: str
    message: str
    request: Mapping[str, Any] | None
    index: int | None

    #: The stable code of this class (subclasses set it; the base class takes it per instance).
    CODE: str | None = None

    def __init__(
        self,
        message: str,
        *,
        code: str | None = None,
        request: Mapping[str, Any] | None = None,
        index: int | None = None,
    ) -> None:
        super().__init__(message)
        self.code = code if code is not None else (self.CODE or "unknown")
        self.message = message
        self.request = request
        self.index = index

    def __str__(self) -> str:
        return f"{self.code}: {self.message}"

    def __repr__(self) -> str:
        return f"{type(self).__name__}(code={self.code!r}, message={self.message!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SpokenError):
            return NotImplemented
        return (type(self), self.code, self.message) == (type(other), other.code, other.message)

    def __hash__(self) -> int:
        return hash((type(self), self.code, self.message))


class SpokenProcessError(SpokenError):
    """The ``spoken render`` coprocess could not start, died, or broke the protocol.

    Requests in flight on that coprocess fail with this error; the next call starts a new one.
    ``returncode`` is the exit status when known (negative: killed by that signal) and
    ``stderr`` the end of what the process wrote on its standard error.
    """

    CODE = "process-error"

    def __init__(
        self,
        message: str,
        *,
        code: str | None = None,
        request: Mapping[str, Any] | None = None,
        index: int | None = None,
        returncode: int | None = None,
        stderr: str = "",
    ) -> None:
        super().__init__(message, code=code, request=request, index=index)
        self.returncode = returncode
        self.stderr = stderr


class SpokenTimeoutError(SpokenProcessError, TimeoutError):
    """A call took longer than its timeout. A coprocess that made no progress meanwhile is
    restarted (its other requests in flight fail with ``SpokenProcessError``)."""

    CODE = "timeout"


class SpokenBinaryNotFound(SpokenError, FileNotFoundError):
    """No ``spoken`` binary: none given, none in ``SPOKEN_BIN``, none on ``PATH``."""

    CODE = "binary-not-found"


# The stable codes of `spoken render`, as the Swift code defines them (`SpokenError.Code` in
# Sources/Spoken/Support/SpokenError.swift and the request-level codes in
# Sources/SpokenRender/RenderError.swift; a test checks this table against those sources).
CODES: tuple[str, ...] = (
    # The library's codes.
    "invalid-locale",
    "unknown-time-zone",
    "invalid-instant",
    "invalid-option",
    "unknown-unit",
    "unknown-currency",
    "invalid-number",
    "invalid-rating",
    "icu-failure",
    "unknown-key",
    "missing-argument",
    "unknown-argument",
    "invalid-argument-type",
    "invalid-catalog",
    "invalid-manifest",
    "invalid-duration",
    "invalid-interval",
    "unreadable-catalog",
    "invalid-range",
    # The request-level codes of `render`.
    "malformed-json",
    "invalid-utf8",
    "line-too-long",
    "nesting-too-deep",
    "invalid-request",
    "unknown-op",
    "unsupported-op",
    "missing-field",
    "invalid-field",
    "unknown-field",
)


def class_name_for_code(code: str) -> str:
    """The class name of a code: ``invalid-locale`` → ``InvalidLocale``, ``icu-failure`` →
    ``IcuFailure``, ``invalid-utf8`` → ``InvalidUtf8``."""
    return "".join(part[:1].upper() + part[1:] for part in code.split("-"))


class InvalidLocale(SpokenError):
    """A locale tag that is malformed or names a language ICU has no data for."""

    CODE = "invalid-locale"


class UnknownTimeZone(SpokenError):
    """A time zone id ICU does not know."""

    CODE = "unknown-time-zone"


class InvalidInstant(SpokenError):
    """An instant that is neither ISO 8601 with an offset nor ``@EPOCH_SECONDS``."""

    CODE = "invalid-instant"


class InvalidOption(SpokenError):
    """An option value outside its allowed set (a style name, a width…)."""

    CODE = "invalid-option"


class UnknownUnit(SpokenError):
    """A measure unit ICU does not know; the message suggests close matches."""

    CODE = "unknown-unit"


class UnknownCurrency(SpokenError):
    """A currency that is not an ISO 4217 code ICU knows; the message suggests the closest."""

    CODE = "unknown-currency"


class InvalidNumber(SpokenError):
    """A number that cannot be spoken: NaN, an infinity, or text that is not a decimal number."""

    CODE = "invalid-number"


class InvalidRating(SpokenError):
    """A rating outside 0…max, or a maximum below 1."""

    CODE = "invalid-rating"


class IcuFailure(SpokenError):
    """ICU itself failed where it should not have; the message carries ICU's status name."""

    CODE = "icu-failure"


class UnknownKey(SpokenError):
    """A catalog key no catalog in the fallback chain (nor the source ``en``) has."""

    CODE = "unknown-key"


class MissingArgument(SpokenError):
    """A message needs an argument the caller did not give."""

    CODE = "missing-argument"


class UnknownArgument(SpokenError):
    """An argument the message's source (``en``) does not declare."""

    CODE = "unknown-argument"


class InvalidArgumentType(SpokenError):
    """An argument of the wrong kind (a string where a plural needs a number…)."""

    CODE = "invalid-argument-type"


class InvalidCatalog(SpokenError):
    """A catalog (file, directory or message) that does not load or validate."""

    CODE = "invalid-catalog"


class UnreadableCatalog(SpokenError):
    """A catalog path that cannot be read (missing, permission denied, not a regular file), with
    the reason: what ``Spoken.reload`` raises when ``catalog`` went away."""

    CODE = "unreadable-catalog"


class InvalidManifest(SpokenError):
    """Rotor manifest input that is not the expected JSON."""

    CODE = "invalid-manifest"


class InvalidDuration(SpokenError):
    """A duration that is negative, not finite, or in no form Spoken reads (seconds, clock
    notation, ISO 8601)."""

    CODE = "invalid-duration"


class InvalidInterval(SpokenError):
    """A date interval whose end comes before its start."""

    CODE = "invalid-interval"


class InvalidRange(SpokenError):
    """A range of measures whose low end is above its high end."""

    CODE = "invalid-range"


class MalformedJson(SpokenError):
    """The request line is not JSON."""

    CODE = "malformed-json"


class InvalidUtf8(SpokenError):
    """The request line is not UTF-8 (from Python: a string with a lone surrogate)."""

    CODE = "invalid-utf8"


class LineTooLong(SpokenError):
    """The request line is longer than the coprocess's limit (1 MiB by default)."""

    CODE = "line-too-long"


class NestingTooDeep(SpokenError):
    """Objects or arrays nested deeper than the limit (32 levels)."""

    CODE = "nesting-too-deep"


class InvalidRequest(SpokenError):
    """A request that is not a JSON object (from Python: not a mapping, or not serialisable)."""

    CODE = "invalid-request"


class UnknownOp(SpokenError):
    """An ``op`` Spoken does not have."""

    CODE = "unknown-op"


class UnsupportedOp(SpokenError):
    """An op Spoken has, but this build cannot render."""

    CODE = "unsupported-op"


class MissingField(SpokenError):
    """A required field of the op is absent."""

    CODE = "missing-field"


class InvalidField(SpokenError):
    """A field of the wrong JSON type, or given twice."""

    CODE = "invalid-field"


class UnknownField(SpokenError):
    """A field the op does not take (a typo is never ignored silently)."""

    CODE = "unknown-field"


_BY_CODE: dict[str, type[SpokenError]] = {
    cls.CODE: cls
    for cls in list(globals().values())
    if isinstance(cls, type) and issubclass(cls, SpokenError) and cls.CODE in CODES
}
assert set(_BY_CODE) == set(CODES), sorted(set(CODES) - set(_BY_CODE))
assert all(cls.__name__ == class_name_for_code(code) for code, cls in _BY_CODE.items())

__all__ += [cls.__name__ for cls in _BY_CODE.values()]


def error_class(code: str) -> type[SpokenError]:
    """The class for a stable code; the base ``SpokenError`` for a code this client does not
    know (a newer binary's)."""
    return _BY_CODE.get(code, SpokenError)


def error_from_response(
    error: Any, request: Mapping[str, Any] | None, index: int | None = None
) -> SpokenError:
    """The exception for a response's ``"error"`` member."""
    if isinstance(error, dict):
        code = error.get("code")
        message = error.get("message")
        if isinstance(code, str):
            return error_class(code)(
                message if isinstance(message, str) else code, code=code, request=request, index=index
            )
    return SpokenProcessError(
        f"Malformed error response from spoken render: {error!r}", request=request, index=index
    )
