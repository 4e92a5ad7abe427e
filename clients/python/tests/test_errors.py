"""Errors: one class per stable code (checked against the Swift sources), raised with the code,
the message and the request; client-side refusals before anything is sent."""

from __future__ import annotations

import re
import warnings
from datetime import datetime

import pytest

import spoken
from spoken import Spoken, errors

from .conftest import REPO


DEEP: list = []
for _ in range(40):
    DEEP = [DEEP]


def swift_codes() -> set[str]:
    """Every `SpokenError.Code` the Swift code defines (`Code(rawValue: "…")`/`Self(rawValue:`)."""
    codes: set[str] = set()
    for path in (REPO / "Sources").rglob("*.swift"):
        text = path.read_text(encoding="utf-8")
        if "SpokenError.Code" not in text and "struct SpokenError" not in text:
            continue
        for match in re.finditer(r"static let \w+ = (?:Code|Self|SpokenError\.Code)\(rawValue: \"([a-z0-9-]+)\"\)", text):
            codes.add(match.group(1))
    return codes


def test_every_swift_code_has_its_class() -> None:
    codes = swift_codes()
    assert {"invalid-locale", "unknown-key", "missing-field", "malformed-json"} <= codes
    stale = set(errors.CODES) - codes
    assert not stale, f"spoken/errors.py has classes for codes the Swift code no longer defines: {sorted(stale)}"
    missing = codes - set(errors.CODES)
    if missing:
        # They raise the base SpokenError meanwhile; a colleague's new code must not fail CI.
        warnings.warn(f"codes without a class in clients/python/src/spoken/errors.py yet: {sorted(missing)}", stacklevel=1)
    for code in codes & set(errors.CODES):
        cls = errors.error_class(code)
        assert cls is not spoken.SpokenError and cls.CODE == code
        assert cls.__name__ == errors.class_name_for_code(code)
        assert getattr(spoken, cls.__name__) is cls and issubclass(cls, spoken.SpokenError)
    for code in missing:
        assert errors.error_class(code) is spoken.SpokenError


def test_class_names_follow_the_codes() -> None:
    assert errors.class_name_for_code("invalid-locale") == "InvalidLocale"
    assert errors.class_name_for_code("icu-failure") == "IcuFailure"
    assert errors.class_name_for_code("invalid-utf8") == "InvalidUtf8"
    assert spoken.MissingArgument.CODE == "missing-argument"


def test_an_unknown_future_code_is_the_base_class() -> None:
    error = errors.error_from_response({"code": "brand-new", "message": "Something new"}, {"op": "x"})
    assert type(error) is spoken.SpokenError
    assert (error.code, error.message, error.request) == ("brand-new", "Something new", {"op": "x"})
    assert str(error) == "brand-new: Something new"


@pytest.mark.parametrize(
    ("request_", "cls", "message"),
    [
        ({"op": "measure", "value": 1, "unit": "celcius"}, spoken.UnknownUnit, "Unknown unit 'celcius': did you mean 'celsius'?"),
        ({"op": "measure", "value": 1, "unit": "celsius", "locale": "xx"}, spoken.InvalidLocale, "Invalid locale 'xx'"),
        ({"op": "date", "instant": 0, "timeZone": "Mars/Base"}, spoken.UnknownTimeZone, "Unknown time zone 'Mars/Base'"),
        ({"op": "date", "instant": "yesterday"}, spoken.InvalidInstant, "Invalid instant 'yesterday'"),
        ({"op": "date", "instant": 0, "dateStyle": "none", "timeStyle": "none"}, spoken.InvalidOption, "Invalid styles"),
        ({"op": "measure", "value": "abc", "unit": "celsius"}, spoken.InvalidNumber, "Invalid number 'abc'"),
        ({"op": "rating", "value": 7}, spoken.InvalidRating, "Invalid rating '7'"),
        ({"op": "announce", "key": "announce.nope"}, spoken.UnknownKey, "Unknown key"),
        ({"op": "announce", "key": "newMessages"}, spoken.MissingArgument, "Missing argument 'count'"),
        ({"op": "announce", "key": "newMessages", "args": {"count": 1, "zzz": 2}}, spoken.UnknownArgument, "'zzz'"),
        ({"op": "announce", "key": "newMessages", "args": {"count": "many"}}, spoken.InvalidArgumentType, "'count'"),
        ({"op": "rotorManifest", "items": [{"headline": True}]}, spoken.InvalidManifest, ""),
        ({"op": "nope"}, spoken.UnknownOp, "Unknown op 'nope'"),
        ({"op": "measure", "unit": "celsius"}, spoken.MissingField, "Missing field 'value'"),
        ({"op": "measure", "value": [], "unit": "celsius"}, spoken.InvalidField, "Invalid field 'value'"),
        ({"op": "date", "instant": 0, "dateStlye": "full"}, spoken.UnknownField, "'dateStlye'"),
        ({"op": "label", "children": DEEP}, spoken.NestingTooDeep, ""),
    ],
    ids=lambda value: value.__name__ if isinstance(value, type) else None,
)
def test_error_responses_raise_their_class(client: Spoken, request_: dict, cls: type, message: str) -> None:
    with pytest.raises(cls) as raised:
        client.render(request_)
    error = raised.value
    assert type(error) is cls and error.code == cls.CODE
    assert message in error.message
    assert error.request == request_


def test_a_line_too_long_is_answered_in_order(binary: str) -> None:
    with Spoken(binary=binary, extra_args=["--max-line-bytes", "100"]) as client:
        with pytest.raises(spoken.LineTooLong):
            client.label("x" * 200)
        assert client.label("a", "b") == "a, b"
        results = list(client.render_many([{"op": "label", "children": ["x" * 200]}, {"op": "rating", "value": 1}]))
        assert isinstance(results[0], spoken.LineTooLong) and results[0].index == 0
        assert results[1] == {"text": "1 star", "locale": "en"}  # the catalog that supplied the words


@pytest.mark.parametrize(
    ("call", "cls", "message"),
    [
        (lambda c: c.date(datetime(2026, 1, 1)), spoken.InvalidInstant, "without a time zone"),
        (lambda c: c.date(True), spoken.InvalidInstant, "Invalid instant"),
        (lambda c: c.measure(float("nan"), "celsius"), spoken.InvalidNumber, "not a finite number"),
        (lambda c: c.measure(float("inf"), "celsius"), spoken.InvalidNumber, "not a finite number"),
        (lambda c: c.render({"op": "measure", "value": float("nan"), "unit": "celsius"}), spoken.InvalidNumber, "NaN"),
        (lambda c: c.render(["op", "date"]), spoken.InvalidRequest, "expected a mapping"),
        (lambda c: c.render({"op": "label", "children": [{1, 2}]}), spoken.InvalidRequest, "set"),
        (lambda c: c.label("\ud800"), spoken.InvalidUtf8, "lone surrogate"),
    ],
    ids=["naive-datetime", "bool-instant", "nan", "inf", "raw-nan", "not-a-mapping", "not-json", "surrogate"],
)
def test_client_side_refusals_are_typed_and_send_nothing(client: Spoken, call, cls: type, message: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(cls, match=message):
        call(client)
    assert client.pids == []  # nothing was sent: no coprocess was even started


def test_errors_are_catchable_as_one_base() -> None:
    for cls in (spoken.SpokenProcessError, spoken.SpokenTimeoutError, spoken.SpokenBinaryNotFound, spoken.UnknownKey):
        assert issubclass(cls, spoken.SpokenError)
    assert issubclass(spoken.SpokenTimeoutError, TimeoutError)
    assert issubclass(spoken.SpokenBinaryNotFound, FileNotFoundError)
    error = spoken.SpokenTimeoutError("slow")
    assert (error.code, error.message, str(error)) == ("timeout", "slow", "timeout: slow")
