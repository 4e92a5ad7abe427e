"""The client's ops against the binary's op registry (``spoken render --describe``, whose format
Documentation/Describe.md states): any difference fails. A missing or extra op, a method named otherwise, a
missing or extra keyword argument, a different default, a keyword required where the binary has a default
(or the other way round), a different set of words, a keyword giving alternatives that are not the op's
forms, or a client method whose keywords are not its op's is a failure, never a warning."""

from __future__ import annotations

import functools
import inspect
import json
import re
import subprocess
import typing
from typing import Any, Literal

import pytest

from spoken import AsyncSpoken, Spoken, ops


@functools.lru_cache(maxsize=None)
def describe(binary: str) -> dict[str, Any]:
    result = subprocess.run([binary, "render", "--describe"], capture_output=True, text=True, check=True)
    return json.loads(result.stdout)  # type: ignore[no-any-return]


def snake(name: str) -> str:
    """``rotorManifest`` → ``rotor_manifest``: a method's or keyword's name for a wire name."""
    return re.sub(r"(?<!^)([A-Z])", r"_\1", name).lower()


def literal_words(annotation: Any) -> set[str] | None:
    """The words of the ``Literal`` types inside an annotation (``DateStyle | None``,
    ``Iterable[DurationUnit]``), or None when it has none."""
    if typing.get_origin(annotation) is Literal:
        return {str(word) for word in typing.get_args(annotation)}
    found = [literal_words(argument) for argument in typing.get_args(annotation)]
    words = [set_ for set_ in found if set_ is not None]
    return set().union(*words) if words else None


def annotation(param: inspect.Parameter) -> Any:
    text = param.annotation
    return eval(text, vars(ops)) if isinstance(text, str) else text  # noqa: S307 - the module's own annotations


def in_form(described: dict[str, Any], field: str) -> bool:
    """Whether ``field`` is part of one of the op's several ways to give its value (``forms``)."""
    return any(field in form for form in described.get("forms", []))


def differences(declared: ops.Op[Any, Any], described: dict[str, Any]) -> list[str]:
    """What differs between one op of the client and the binary's description of it."""
    problems: list[str] = []
    name = described["name"]
    forms: list[list[str]] = described.get("forms", [])
    if declared.method_name != snake(name):
        problems.append(f"{name}: method {declared.method_name!r}, expected {snake(name)!r}")
    fields = {field["name"]: field for field in described["fields"]}
    covered: dict[str, inspect.Parameter] = {}
    for param in declared.signature.parameters.values():
        if param.kind is inspect.Parameter.VAR_KEYWORD and param.name == "options":
            continue
        for field in declared.fields.get(param.name, (ops.camel(param.name),)):
            covered[field] = param
    for field in fields.keys() - covered.keys():
        problems.append(f"{name}: no keyword for field {field!r} (expected {snake(field)!r})")
    for field in covered.keys() - fields.keys():
        problems.append(f"{name}: keyword {covered[field].name!r} is no field of the op")
    for field_name, field in fields.items():
        param = covered.get(field_name)
        if param is None:
            continue
        own = param.name not in declared.fields  # a keyword for exactly this field
        given = param.default if param.default is not inspect.Parameter.empty else None
        if isinstance(given, tuple):
            given = list(given)
        if own and given != field.get("default"):
            problems.append(f"{name}.{param.name}: default {given!r}, the binary's is {field.get('default')!r}")
        has_default = param.default is not inspect.Parameter.empty
        if field["required"] and not in_form(described, field_name) and has_default:
            problems.append(f"{name}.{param.name}: required by the binary, but has a default")
        if own and not field["required"] and not has_default and param.kind is not inspect.Parameter.VAR_POSITIONAL:
            problems.append(f"{name}.{param.name}: required by the client, but the binary's field is optional")
        if not own and len(declared.fields[param.name]) > 1:
            # A keyword for several fields gives the value one way or another: one field of each form.
            touched = [next((i for i, form in enumerate(forms) if f in form), None) for f in declared.fields[param.name]]
            if None in touched or sorted(touched) != list(range(len(forms))):  # type: ignore[type-var]
                problems.append(
                    f"{name}.{param.name}: gives {list(declared.fields[param.name])}, not one field of each form {forms}"
                )
        if own and "values" in field:
            words = literal_words(annotation(param))
            if words != set(field["values"]):
                problems.append(f"{name}.{param.name}: words {sorted(words or [])}, the binary's {field['values']}")
    return problems


def test_the_ops_are_the_binarys(binary: str) -> None:
    names = [op["name"] for op in describe(binary)["ops"]]
    missing = [name for name in names if name not in ops.OPS]
    extra = [name for name in ops.OPS if name not in names]
    assert not missing, f"ops of the binary without a method in spoken/ops.py: {missing}"
    assert not extra, f"spoken/ops.py declares ops the binary does not have: {extra}"


def test_each_op_takes_the_binarys_fields_defaults_and_words(binary: str) -> None:
    problems: list[str] = []
    for described in describe(binary)["ops"]:
        declared = ops.OPS.get(described["name"])
        if declared is not None:
            problems += differences(declared, described)
    assert not problems, "\n".join(problems)


def test_every_op_is_a_method_of_both_clients(binary: str) -> None:
    """Each op is a method of ``Spoken`` and ``AsyncSpoken`` taking exactly the op's keywords, with the
    same defaults, and the options every method takes."""
    for described in describe(binary)["ops"]:
        method = snake(described["name"])
        assert callable(getattr(Spoken, method)) and inspect.iscoroutinefunction(getattr(AsyncSpoken, method))
        declared = ops.OPS[described["name"]]
        expected = [
            (p.name, p.kind, p.default) for p in declared.signature.parameters.values()
            if not (p.kind is inspect.Parameter.VAR_KEYWORD and p.name == "options")
        ]
        for client in (Spoken, AsyncSpoken):
            params = list(inspect.signature(getattr(client, method)).parameters.values())[1:]  # after self
            got = [(p.name, p.kind, p.default) for p in params if p.name not in ops.CALL_OPTIONS]
            assert sorted(got, key=str) == sorted(expected, key=str), f"{client.__name__}.{method}"
            assert [p.name for p in params if p.name in ops.CALL_OPTIONS] == list(ops.CALL_OPTIONS)


def test_the_check_fails_on_a_difference(binary: str) -> None:
    """The comparison itself can fail: a changed default, a lost keyword, an extra word."""
    described = next(op for op in describe(binary)["ops"] if op["name"] == "money")
    declared = ops.OPS["money"]
    assert differences(declared, described) == []
    changed = json.loads(json.dumps(described))
    next(field for field in changed["fields"] if field["name"] == "style")["default"] = "icu"
    changed["fields"].append({"name": "rounding", "type": "string", "required": False, "doc": "-"})
    next(field for field in changed["fields"] if field["name"] == "style")["values"].append("loud")
    next(field for field in changed["fields"] if field["name"] == "amount")["required"] = False
    found = differences(declared, changed)
    assert any("money.style: default" in problem for problem in found), found
    assert any("'rounding'" in problem for problem in found), found
    assert any("money.style: words" in problem for problem in found), found
    assert any("money.amount: required by the client" in problem for problem in found), found
    relative = next(op for op in describe(binary)["ops"] if op["name"] == "relative")
    assert differences(ops.OPS["relative"], relative) == []
    regrouped = json.loads(json.dumps(relative))
    regrouped["forms"] = [["instant", "value"], ["unit"]]
    found = differences(ops.OPS["relative"], regrouped)
    assert any("relative.when: gives" in problem for problem in found), found


def test_every_example_of_the_binary_through_the_client(client: Spoken, binary: str) -> None:
    """Each op's example request, sent with ``render``, gets the example's response."""
    for described in describe(binary)["ops"]:
        example = described["example"]
        request = {key: value for key, value in example["request"].items() if key != "id"}
        response = client.render(request)
        expected = {key: value for key, value in example["response"].items() if key != "id"}
        assert response == expected, described["name"]


@pytest.mark.parametrize(
    ("call", "wrong", "right"),
    [
        (lambda c: c.money("1", "EUR", locael="de"), "locael", "locale"),
        (lambda c: c.date(0, dateStlye="long"), "dateStlye", "date_style"),
        (lambda c: c.measure(25, "celsius", widht="short"), "widht", "width"),
        (lambda c: c.duration(60, max_unit=1), "max_unit", "max_units"),
    ],
)
def test_a_misspelt_keyword_is_a_type_error_naming_the_nearest(client: Spoken, call: Any, wrong: str, right: str) -> None:
    with pytest.raises(TypeError) as raised:
        call(client)
    assert repr(wrong) in str(raised.value) and repr(right) in str(raised.value), str(raised.value)


def test_a_misspelt_keyword_of_a_request_builder_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="'locael'.*'locale'"):
        ops.money("1", "EUR", locael="de")
