"""``Spoken`` (threads) and ``AsyncSpoken`` (asyncio): one shape over a pool of coprocesses."""

from __future__ import annotations

import asyncio
import collections
import inspect
import itertools
import json
import json.encoder
import os
import threading
import time
import types
import weakref
from datetime import datetime
from decimal import Decimal
from typing import Any, AsyncIterable, AsyncIterator, Awaitable, Callable, Generic, Iterable, Iterator, Mapping, ParamSpec, Sequence, TypeVar, Union, overload

from . import ops
from ._binary import find_binary
from ._inprocess import InProcess, find_library
from ._process import Coprocess, Job, Pool
from .errors import (
    InvalidNumber,
    InvalidRequest,
    InvalidUtf8,
    NestingTooDeep,
    SpokenError,
    SpokenProcessError,
    SpokenTimeoutError,
    error_from_response,
)
from .ops import CALL_OPTIONS, DisplayWidth, Instant, Markup, Op, _row_value, markup_of, markup_request

P = ParamSpec("P")
T = TypeVar("T")

#: One result of ``render_many``: the response (``{"text": …, "locale": …}``, plus the request's
#: own ``id`` if it had one), or the error for that request, as a value.
Result = Union[dict[str, Any], SpokenError]

#: Exit statuses of ``spoken render`` that no restart can mend (usage errors, unreadable input).
_CONFIGURATION_FAILURES = (64, 66)

_NOT_GIVEN: Any = ...

#: The first chunk of an in-process ``render_many`` (the next ones double, up to ``batch_size``).
_FIRST_CHUNK = 16


def _default(value: Any) -> Any:
    if isinstance(value, datetime):
        return ops.instant_value(value)
    if isinstance(value, Decimal):
        return ops.number_value(value)
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


_ENCODE = json.JSONEncoder(
    ensure_ascii=False, separators=(",", ":"), allow_nan=False, default=_default
).encode

# The C encoder made once (JSONEncoder.encode makes one per call): a third faster.
_c_make_encoder = getattr(json.encoder, "c_make_encoder", None)
_C_ENCODE: Callable[[Any, int], Any] | None = (
    _c_make_encoder(None, _default, json.encoder.encode_basestring, None, ":", ",", False, False, False)
    if _c_make_encoder is not None
    else None
)


def _json(request: dict[str, Any]) -> str:
    if _C_ENCODE is not None:
        return "".join(_C_ENCODE(request, 0))
    return _ENCODE(request)


def encode(request: Mapping[str, Any]) -> bytes:
    """A request's JSON without its ``id`` (the client puts its own), as UTF-8.

    ``datetime`` values become instants and ``Decimal`` decimal text; anything JSON cannot say
    is an error naming it, raised before anything is sent.
    """
    if type(request) is not dict:
        if not isinstance(request, Mapping):
            raise InvalidRequest(f"Invalid request {request!r:.80}: expected a mapping of fields (a dict)")
        request = dict(request)
    if "id" in request:
        request = {name: value for name, value in request.items() if name != "id"}
    try:
        return _json(request).encode("utf-8")
    except UnicodeEncodeError as error:
        bad = error.object[error.start : error.end] if isinstance(error.object, str) else ""
        raise InvalidUtf8(
            f"Invalid text in request: {bad!r} is a lone surrogate, not Unicode text", request=request
        ) from None
    except RecursionError:
        raise NestingTooDeep("Request nested too deeply to write as JSON", request=request) from None
    except ValueError as error:
        if "Out of range float" in str(error):
            raise InvalidNumber(
                "Invalid number in request: NaN and infinities are not JSON (not a finite number)",
                request=request,
            ) from None
        raise InvalidRequest(f"Invalid request: {error}", request=request) from None
    except TypeError as error:
        raise InvalidRequest(f"Invalid request: {error}", request=request) from None


def _check_response(response: dict[str, Any] | None, job: Job, request: Mapping[str, Any]) -> dict[str, Any]:
    if response is None:
        raise job.error_for(0)
    error = response.get("error")
    if error is not None:
        raise error_from_response(error, request)
    return response


def _check_direct(response: dict[str, Any], request: Mapping[str, Any]) -> dict[str, Any]:
    """A response of the in-process renderer, or its error raised."""
    error = response.get("error")
    if error is not None:
        raise error_from_response(error, request)
    return response


def _restore_id(response: dict[str, Any], request: Mapping[str, Any]) -> dict[str, Any]:
    if "id" in request:
        response["id"] = request["id"]
    else:
        response.pop("id", None)
    return response


def _take(source: Iterator[Any], size: int) -> tuple[list[Any], Exception | None]:
    """Up to ``size`` rows of ``source``, and the exception it raised (after those rows), if any:
    the rows taken before a failing input raised are still rendered."""
    rows: list[Any] = []
    try:
        for row in itertools.islice(source, size):
            rows.append(row)
    except Exception as error:  # the caller's input failed: re-raised once its rows are answered
        return rows, error
    return rows, None


class _Chunk:
    """Up to ``batch_size`` rows of a batch, written as one job."""

    __slots__ = ("rows", "base", "bad", "job", "waiter", "error", "future")

    def __init__(self, rows: list[Any], base: int) -> None:
        self.rows = rows
        self.base = base
        self.bad: dict[int, SpokenError] | None = None
        self.job: Job | None = None
        self.waiter: Any = None
        self.error: SpokenProcessError | None = None
        self.future: asyncio.Future[None] | None = None

    def encode(self) -> tuple[list[bytes], list[Any]]:
        bodies: list[bytes] = []
        sent: list[Any] = []
        fast = _C_ENCODE
        for k, row in enumerate(self.rows):
            if fast is not None and type(row) is dict and "id" not in row:
                # The common row, written as encode() writes it without its checks; a row
                # that fails here goes through encode() below, which names what is wrong.
                try:
                    bodies.append("".join(fast(row, 0)).encode("utf-8"))
                except Exception:
                    pass
                else:
                    sent.append(row)
                    continue
            try:
                bodies.append(encode(row))
            except SpokenError as error:
                error.index = self.base + k
                error.request = row if isinstance(row, Mapping) else None
                if self.bad is None:
                    self.bad = {}
                self.bad[k] = error
            else:
                sent.append(row)
        return bodies, sent

    def check_configuration(self) -> None:
        """A coprocess that exits with a usage error fails the same way every time: raise."""
        failure = self.error or (self.job.failure if self.job is not None else None)
        if failure is not None and failure.returncode in _CONFIGURATION_FAILURES:
            raise SpokenProcessError(failure.message, returncode=failure.returncode, stderr=failure.stderr)

    def results(self) -> Iterator[Result]:
        job, bad, base = self.job, self.bad, self.base
        if bad is None and self.error is None and job is not None:
            # Every row was sent (the common chunk): its responses are the job's, in order.
            for k, (row, response) in enumerate(zip(self.rows, job.results)):
                if response is None:
                    yield job.error_for(k, base + k)
                    continue
                error = response.get("error")
                if error is not None:
                    yield error_from_response(error, row, base + k)
                elif "id" in row:
                    response["id"] = row["id"]
                    yield response
                else:
                    response.pop("id", None)
                    yield response
            return
        results = job.results if job is not None else ()
        j = 0
        for k, row in enumerate(self.rows):
            if bad is not None and k in bad:
                yield bad[k]
                continue
            if self.error is not None:
                yield SpokenProcessError(
                    self.error.message, request=row, index=base + k,
                    returncode=self.error.returncode, stderr=self.error.stderr,
                )
                continue
            response = results[j]
            j += 1
            if response is None:
                assert job is not None
                yield job.error_for(j - 1, base + k)
                continue
            error = response.get("error")
            if error is not None:
                yield error_from_response(error, row, base + k)
                continue
            if "id" in row:
                response["id"] = row["id"]
            else:
                response.pop("id", None)
            yield response


def _method_signature(op: Op[Any, Any]) -> inspect.Signature:
    params = [inspect.Parameter("self", inspect.Parameter.POSITIONAL_ONLY)]
    var_keyword = None
    for param in op.signature.parameters.values():
        if param.kind is inspect.Parameter.VAR_KEYWORD:
            var_keyword = param
        else:
            params.append(param)
    call_options: tuple[tuple[str, str, Any], ...] = (
        ("locale", "str | None", None),
        ("time_zone", "str | None", None),
        ("markup", "bool", False),
        ("display_width", "DisplayWidth | None", None),
        ("timeout", "float | None", _NOT_GIVEN),
    )
    assert tuple(name for name, _, _ in call_options) == CALL_OPTIONS
    for name, annotation, default in call_options:
        params.append(inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=default, annotation=annotation))
    if var_keyword is not None and var_keyword.name != "options":
        params.append(var_keyword)
    return_annotation = inspect.signature(op.parse).return_annotation
    return op.signature.replace(parameters=params, return_annotation=return_annotation)


_OPTIONS_DOC = """
    Options of every op method:
        locale: the request's BCP 47 locale (default: the client's).
        time_zone: the request's IANA time zone (default: the client's).
        markup: True returns a ``Markup``: the words with what is shown, SSML, spans and input labels
            (ops with a visible form; the others raise ``InvalidField``).
        display_width: with markup, ICU's width of the visible form: "short" (default) or "narrow".
        timeout: seconds to wait (default: the client's ``timeout``; ``None``: no limit).
"""


class _OpMethod(Generic[P, T]):
    """An op as a method of a client class (its result type depends on the class)."""

    def __init__(self, op: Op[P, T], function: Callable[..., Any]) -> None:
        self.op = op
        function.__name__ = op.method_name
        function.__doc__ = (op.__doc__ or "") + _OPTIONS_DOC
        function.__signature__ = _method_signature(op)  # type: ignore[attr-defined]
        self._function = function
        self.__doc__ = function.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self._function.__qualname__ = f"{owner.__qualname__}.{name}"


class _SyncMethod(_OpMethod[P, T]):
    @overload
    def __get__(self, obj: None, owner: type | None = None) -> Callable[..., T]: ...
    @overload
    def __get__(self, obj: object, owner: type | None = None) -> Callable[P, T]: ...
    def __get__(self, obj: object | None, owner: type | None = None) -> Callable[..., T]:
        if obj is None:
            return self._function
        return types.MethodType(self._function, obj)


class _AsyncMethod(_OpMethod[P, T]):
    @overload
    def __get__(self, obj: None, owner: type | None = None) -> Callable[..., Any]: ...
    @overload
    def __get__(self, obj: object, owner: type | None = None) -> Callable[P, Awaitable[T]]: ...
    def __get__(self, obj: object | None, owner: type | None = None) -> Callable[..., Any]:
        if obj is None:
            return self._function
        return types.MethodType(self._function, obj)


def _sync(op: Op[P, T]) -> _SyncMethod[P, T]:
    def method(self: Spoken, *args: Any, **kwargs: Any) -> Any:
        request, timeout = op.request(args, kwargs)
        return op.result(self._roundtrip(request, timeout), request)

    return _SyncMethod(op, method)


def _async(op: Op[P, T]) -> _AsyncMethod[P, T]:
    async def method(self: AsyncSpoken, *args: Any, **kwargs: Any) -> Any:
        request, timeout = op.request(args, kwargs)
        return op.result(await self._roundtrip(request, timeout), request)

    return _AsyncMethod(op, method)


class _Client:
    """What ``Spoken`` and ``AsyncSpoken`` share: the binary, the command line, the pool."""

    def __init__(
        self,
        locale: str | None = None,
        time_zone: str | None = None,
        catalog: str | os.PathLike[str] | None = None,
        processes: int = 1,
        *,
        binary: str | os.PathLike[str] | None = None,
        timeout: float | None = 30.0,
        jobs: int = 1,
        batch_size: int = 256,
        extra_args: Sequence[str] = (),
        env: Mapping[str, str] | None = None,
        in_process: bool = False,
        library: str | os.PathLike[str] | None = None,
    ) -> None:
        if timeout is not None and not timeout > 0:
            raise ValueError(f"timeout must be positive seconds or None, not {timeout!r}")
        if batch_size < 1:
            raise ValueError(f"batch_size must be at least 1, not {batch_size}")
        if in_process and (processes != 1 or extra_args or env is not None):
            raise ValueError("in_process=True takes no processes, extra_args or env: there is no coprocess")
        if library is not None and not in_process:
            raise ValueError("library= goes with in_process=True")
        #: The in-process renderer (``in_process=True``), or None for coprocesses.
        self._direct: InProcess | None = None
        if in_process:
            self.binary = None if library is not None or os.environ.get("SPOKEN_LIB") else find_binary(binary)
            self.library: str | None = find_library(library, self.binary)
        else:
            self.binary = find_binary(binary)
            self.library = None
        self.locale = locale
        self.time_zone = time_zone
        self.catalog = None if catalog is None else os.fspath(catalog)
        self.processes = processes
        self.timeout = timeout
        self.batch_size = batch_size
        argv = [self.binary or "spoken", "render", "--jobs", str(jobs)]
        if locale is not None:
            argv += ["--locale", locale]
        if time_zone is not None:
            argv += ["--time-zone", time_zone]
        if self.catalog is not None:
            argv += ["--catalog", self.catalog]
        argv += list(extra_args)
        self.argv: tuple[str, ...] = tuple(argv)
        self._pool: Pool | InProcess
        if self.library is not None:
            self._pool = self._direct = InProcess(self.library, locale, time_zone, self.catalog, jobs)
        else:
            self._pool = Pool(argv, processes, dict(env) if env is not None else None)
        # A client dropped without close(): its coprocesses see the end of their input and exit.
        weakref.finalize(self, self._pool.release)

    def _timeout(self, timeout: Any) -> float | None:
        return self.timeout if timeout is _NOT_GIVEN else timeout

    @property
    def pids(self) -> list[int]:
        """The process ids of the coprocesses running now (started on first use); none in
        process."""
        if self._direct is not None:
            return []
        return [proc.pid for proc in self._pool.running()]

    def __repr__(self) -> str:
        return (
            f"{type(self).__name__}(locale={self.locale!r}, time_zone={self.time_zone!r}, "
            f"catalog={self.catalog!r}, processes={self.processes}, binary={self.binary!r}"
            + (f", in_process=True, library={self.library!r})" if self.library is not None else ")")
        )


class Spoken(_Client):
    """A thread-safe client of ``spoken render``: a pool of ``processes`` coprocesses.

    ::

        with Spoken(locale="de", time_zone="Europe/Berlin") as spoken:
            spoken.measure(25, "celsius")            # '25 Grad Celsius'
            spoken.label("Berlin", "25 Grad Celsius") # 'Berlin, 25 Grad Celsius'

    Args:
        locale: the default locale of requests (``render --locale``; default ``en-US``).
        time_zone: the default time zone (``render --time-zone``; default ``UTC``).
        catalog: catalog overrides, a file or directory (``render --catalog``): checked as
            ``spoken lint`` checks it (a coprocess does not start while it has errors);
            ``reload()`` takes translators' later fixes.
        processes: how many coprocesses; calls go round robin, each response matched to its
            request by id. Coprocesses start on first use and restart when they die.
        binary: the ``spoken`` binary (default: ``SPOKEN_BIN``, then ``PATH``).
        timeout: default seconds per call (``None``: no limit). A coprocess that answered nothing
            for that long is killed and restarted.
        jobs: ``render --jobs`` of each coprocess.
        batch_size: requests per write in ``render_many``.
        extra_args: more ``spoken render`` options.
        env: the coprocesses' environment (default: this process's).
        in_process: render in this process through the shared library ``libSpokenRenderC.so``
            (the same renderer and protocol, no coprocess, no pipe): one label's round trip
            costs a function call. ``timeout`` does not apply (a call cannot be stopped); the
            catalogs are the process's, so in-process clients open at one time share one
            ``catalog``; a bad ``locale``, ``time_zone`` or ``catalog`` raises its typed error here.
        library: the library (default: ``SPOKEN_LIB``, then beside the ``spoken`` binary).

    Raises:
        SpokenBinaryNotFound: no binary (or no library in process), saying how to build one.
    """

    date = _sync(ops.date)
    label = _sync(ops.label)
    measure = _sync(ops.measure)
    rating = _sync(ops.rating)
    announce = _sync(ops.announce)
    rotor = _sync(ops.rotor)
    rotor_manifest = _sync(ops.rotor_manifest)
    check = _sync(ops.check)
    cell = _sync(ops.cell)
    cells = _sync(ops.cells)
    duration = _sync(ops.duration)
    relative = _sync(ops.relative)
    interval = _sync(ops.interval)
    money = _sync(ops.money)
    number = _sync(ops.number)
    measure_range = _sync(ops.measure_range)

    def __enter__(self) -> Spoken:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        """Close every coprocess (each answers what it was sent, then exits)."""
        self._pool.close()

    def reload(self, *, timeout: float | None = _NOT_GIVEN) -> None:
        """Reload ``catalog`` in every running coprocess (``render`` reloads on SIGHUP) and wait
        until each has: translators' fixes are served without a restart. A reload is checked as
        the first load was and swapped in whole, so each request sees the old catalogs or the new
        ones; coprocesses started later read the catalog as it is then.

        Raises:
            InvalidCatalog: the catalog now has errors (the message lists them, as ``spoken
                lint`` does); every coprocess keeps the catalogs it had.
            UnreadableCatalog: ``catalog`` cannot be read any more (the reason is given).
            ValueError: the client has no ``catalog``.
        """
        if self.catalog is None:
            raise ValueError("reload() needs a client made with catalog=")
        limit = self._timeout(timeout)
        failures: list[SpokenError] = []
        for proc in self._pool.running():
            try:
                proc.reload(limit)
            except SpokenError as error:
                failures.append(error)
        if failures:
            raise failures[0]

    def render(self, request: Mapping[str, Any], *, timeout: float | None = _NOT_GIVEN) -> dict[str, Any]:
        """Render one request of any op: ``render({"op": "measure", "value": 25, "unit":
        "celsius"})`` → ``{"text": "25 degrees Celsius", "locale": "en-US"}`` (with the
        request's own ``id``, if it has one).

        Raises:
            SpokenError: the subclass of the response's code (``UnknownUnit``…), or
            ``SpokenProcessError``/``SpokenTimeoutError``.
        """
        return _restore_id(self._roundtrip(request, timeout), request)

    def markup(
        self, request: Mapping[str, Any], *, display_width: DisplayWidth = "short",
        timeout: float | None = _NOT_GIVEN,
    ) -> Markup:
        """What is shown and what is spoken for one request of an op with a visible form
        (``announce``, ``cell``, ``date``, ``duration``, ``interval``, ``label``, ``measure``,
        ``measureRange``, ``money``, ``number``, ``relative``): ``markup(ops.duration(4500), display_width="narrow")``
        → ``Markup(text="1 hour, 15 minutes", display="1h 15m", ssml=…, spans=…)``. A request of an
        op without one raises ``InvalidField``; a width other than short or narrow ``InvalidOption``."""
        return markup_of(self.render(markup_request(request, display_width), timeout=timeout))

    def cell_template(
        self, parts: Iterable[Any], /, *, now: Instant | None = None, locale: str | None = None,
        time_zone: str | None = None,
    ) -> CellTemplate:
        """A ``cells`` request prepared once, for labels spoken a row at a time or a screen at a
        time: ``template = client.cell_template([row("name"), ops.money(row("total"), "USD")])``,
        then ``template.render({"name": "Burger Barn", "total": Decimal("29.21")})`` →
        ``"Burger Barn, 29.21 US dollars"`` or ``template.render_many(rows)`` → one label per row.
        The parts, locale, zone and ``now`` are written as JSON once; each call writes only the rows."""
        return CellTemplate(self, parts, now=now, locale=locale, time_zone=time_zone)

    def _roundtrip(self, request: Mapping[str, Any], timeout: Any, body: bytes | None = None) -> dict[str, Any]:
        if body is None:
            body = encode(request)
        if self._direct is not None:
            return _check_direct(self._direct.one(body), request)
        limit = self._timeout(timeout)
        start = time.monotonic()
        waiter = threading.Lock()
        waiter.acquire()
        job = Job((request,), waiter.release)
        proc = self._send((body,), job, limit, request)
        remaining = -1 if limit is None else max(0.0, limit - (time.monotonic() - start))
        if not waiter.acquire(timeout=remaining) and job.filled < job.count and job.failure is None:
            if proc.stuck_since(job.mark):
                proc.kill_stuck(limit)
            raise SpokenTimeoutError(
                f"No response from spoken render (pid {proc.pid}) within {limit:g} s", request=request
            )
        return _check_response(job.results[0], job, request)

    def _send(self, bodies: Sequence[bytes], job: Job, limit: float | None, request: Any) -> Coprocess | InProcess:
        for attempt in (0, 1):
            proc = self._pool.get()
            try:
                proc.send(bodies, job, limit)
                return proc
            except SpokenProcessError as error:
                # Dead before anything was written: once more, on a fresh coprocess.
                if attempt == 0 and job.process is None and not isinstance(error, SpokenTimeoutError):
                    continue
                error.request = request
                raise
        raise AssertionError("unreachable")

    def render_many(
        self,
        requests: Iterable[Mapping[str, Any]],
        *,
        timeout: float | None = _NOT_GIVEN,
        batch_size: int | None = None,
    ) -> Iterator[Result]:
        """Render a stream of requests, yielding one result per request in input order.

        Requests are written in chunks while responses are read by another thread, with a
        bounded number of chunks in flight per coprocess, so memory does not grow with the
        input. Each result is the response dict (with the request's own ``id`` if it had one)
        or the ``SpokenError`` for that request, as a value (``index`` is its position), so one
        bad row never stops a batch. A coprocess that dies mid-batch turns its requests in flight
        into ``SpokenProcessError`` values and a fresh one takes the rest.

        Args:
            timeout: seconds without any progress before a coprocess is killed (its requests in
                flight become ``SpokenTimeoutError`` values).
            batch_size: requests per write (default: the client's ``batch_size``).

        If iterating ``requests`` raises, every request taken from it before that is still
        rendered and its result yielded, in order; then that exception is raised (so the results
        yielded count the rows consumed).

        Raises:
            SpokenProcessError: when the coprocess cannot run at all (it exits with a usage
            error, such as an invalid default locale).
            Exception: whatever iterating ``requests`` raised, after the results of the rows
            taken before it.
        """
        limit = self._timeout(timeout)
        size = batch_size or self.batch_size
        window = 8 * self._pool.size
        it = iter(requests)
        pending: collections.deque[_Chunk] = collections.deque()
        base = 0
        exhausted = False
        failure: Exception | None = None
        # In process, the first chunks are small and grow: the library renders one while this
        # thread builds the next, so it should start early.
        ramp = _FIRST_CHUNK if self._direct is not None else size
        try:
            while True:
                while not exhausted and len(pending) < window:
                    rows, failure = _take(it, min(size, ramp))
                    ramp *= 2
                    if rows:
                        pending.append(self._submit(rows, base, limit))
                        base += len(rows)
                    if failure is not None or not rows:
                        exhausted = True
                if not pending:
                    if failure is not None:
                        raise failure
                    return
                chunk = pending.popleft()
                self._wait(chunk, limit)
                chunk.check_configuration()
                yield from chunk.results()
        finally:
            if self._direct is not None:
                # A batch given up half way: the chunks submitted are collected (and dropped).
                for chunk in pending:
                    self._wait(chunk, limit)

    def _submit(self, rows: list[Any], base: int, limit: float | None) -> _Chunk:
        chunk = _Chunk(rows, base)
        bodies, sent = chunk.encode()
        if bodies:
            waiter = threading.Lock()
            waiter.acquire()
            chunk.waiter = waiter
            chunk.job = Job(sent, waiter.release)
            try:
                self._send(bodies, chunk.job, limit, None)
            except SpokenProcessError as error:
                chunk.error = error
        return chunk

    @staticmethod
    def _wait(chunk: _Chunk, limit: float | None) -> None:
        job = chunk.job
        if job is None or chunk.error is not None:
            return
        if isinstance(job.process, InProcess):
            job.process.finish(job)  # collected here, on this thread
            return
        if limit is None:
            chunk.waiter.acquire()
            return
        while not chunk.waiter.acquire(timeout=limit):
            proc = job.process
            assert proc is not None
            if proc.stuck_since(job.mark):
                proc.kill_stuck(limit)
                chunk.waiter.acquire()  # the dying coprocess fails the job at once
                return
            job.mark = proc.responses


class _Template:
    """A ``cells`` request up to its rows, written as JSON once (``cell_template``)."""

    def __init__(
        self, parts: Iterable[Any], *, now: Instant | None, locale: str | None, time_zone: str | None
    ) -> None:
        request = ops.cells(parts, (), now=now)
        if locale is not None:
            request["locale"] = locale
        if time_zone is not None:
            request["timeZone"] = time_zone
        del request["rows"]
        self.request: dict[str, Any] = request
        #: The request's JSON up to its rows: ``{"op":"cells",…,``.
        self._head = encode(request)[:-1] + b","

    def _body(self, rows: Iterable[Mapping[str, Any]]) -> bytes:
        values = [{name: _row_value(value) for name, value in row.items()} for row in rows]
        return self._head + encode({"rows": values})[1:]  # `"rows":[…]}` after the fields


class CellTemplate(_Template):
    """A ``cells`` request whose parts are written once (``Spoken.cell_template``)."""

    def __init__(
        self, client: Spoken, parts: Iterable[Any], *, now: Instant | None, locale: str | None, time_zone: str | None
    ) -> None:
        super().__init__(parts, now=now, locale=locale, time_zone=time_zone)
        self._client = client

    def render(self, row: Mapping[str, Any], *, timeout: float | None = _NOT_GIVEN) -> str:
        """The label of one row (its values as ``cells`` takes them)."""
        return self.render_many((row,), timeout=timeout)[0]

    def render_many(self, rows: Iterable[Mapping[str, Any]], *, timeout: float | None = _NOT_GIVEN) -> list[str]:
        """One label per row, in order, from one request."""
        response = self._client._roundtrip(self.request, timeout, self._body(rows))
        return response["texts"]  # type: ignore[no-any-return]


class AsyncCellTemplate(_Template):
    """``CellTemplate`` for asyncio (``AsyncSpoken.cell_template``): ``render`` and
    ``render_many`` are coroutines."""

    def __init__(
        self, client: AsyncSpoken, parts: Iterable[Any], *, now: Instant | None, locale: str | None,
        time_zone: str | None,
    ) -> None:
        super().__init__(parts, now=now, locale=locale, time_zone=time_zone)
        self._client = client

    async def render(self, row: Mapping[str, Any], *, timeout: float | None = _NOT_GIVEN) -> str:
        """The label of one row (its values as ``cells`` takes them)."""
        return (await self.render_many((row,), timeout=timeout))[0]

    async def render_many(
        self, rows: Iterable[Mapping[str, Any]], *, timeout: float | None = _NOT_GIVEN
    ) -> list[str]:
        """One label per row, in order, from one request."""
        response = await self._client._roundtrip(self.request, timeout, self._body(rows))
        return response["texts"]  # type: ignore[no-any-return]


def _waker(loop: asyncio.AbstractEventLoop, future: asyncio.Future[None]) -> Callable[[], None]:
    def wake() -> None:
        try:
            loop.call_soon_threadsafe(_resolve, future)
        except RuntimeError:  # the loop is closed: nobody is waiting any more
            pass

    return wake


def _resolve(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)


class AsyncSpoken(_Client):
    """``Spoken`` for asyncio: the same constructor, methods and errors; methods are coroutines
    and ``render_many`` an async iterator. Safe for many concurrent tasks on one loop.

    ::

        async with AsyncSpoken(locale="zh-Hans") as spoken:
            await spoken.rating(3)                   # '3星'
            texts = await asyncio.gather(*(spoken.measure(t, "celsius") for t in range(40)))
    """

    date = _async(ops.date)
    label = _async(ops.label)
    measure = _async(ops.measure)
    rating = _async(ops.rating)
    announce = _async(ops.announce)
    rotor = _async(ops.rotor)
    rotor_manifest = _async(ops.rotor_manifest)
    check = _async(ops.check)
    cell = _async(ops.cell)
    cells = _async(ops.cells)
    duration = _async(ops.duration)
    relative = _async(ops.relative)
    interval = _async(ops.interval)
    money = _async(ops.money)
    number = _async(ops.number)
    measure_range = _async(ops.measure_range)

    async def __aenter__(self) -> AsyncSpoken:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Close every coprocess (each answers what it was sent, then exits)."""
        for proc in self._pool.running():
            proc.detach_writer()
        await asyncio.get_running_loop().run_in_executor(None, self._pool.close)

    async def reload(self, *, timeout: float | None = _NOT_GIVEN) -> None:
        """Reload ``catalog`` in every running coprocess (see ``Spoken.reload``)."""
        if self.catalog is None:
            raise ValueError("reload() needs a client made with catalog=")
        limit = self._timeout(timeout)
        loop = asyncio.get_running_loop()
        procs = self._pool.running()
        for proc in procs:
            if proc.responses == 0:
                # An answer first (through the event loop's writer, as every request here):
                # until then render may not have installed its SIGHUP handler.
                future: asyncio.Future[None] = loop.create_future()
                proc.send_nowait((b"{}",), Job(({},), _waker(loop, future)), loop)
                try:
                    await asyncio.wait_for(future, limit)
                except asyncio.TimeoutError:
                    raise SpokenTimeoutError(
                        f"No response from spoken render (pid {proc.pid}) within {limit:g} s"
                    ) from None
        results = await asyncio.gather(
            *(loop.run_in_executor(None, proc.reload, limit) for proc in procs), return_exceptions=True
        )
        for result in results:
            if isinstance(result, BaseException):
                raise result

    async def render(self, request: Mapping[str, Any], *, timeout: float | None = _NOT_GIVEN) -> dict[str, Any]:
        """Render one request of any op (see ``Spoken.render``)."""
        return _restore_id(await self._roundtrip(request, timeout), request)

    async def markup(
        self, request: Mapping[str, Any], *, display_width: DisplayWidth = "short",
        timeout: float | None = _NOT_GIVEN,
    ) -> Markup:
        """What is shown and what is spoken for one request (see ``Spoken.markup``)."""
        return markup_of(await self.render(markup_request(request, display_width), timeout=timeout))

    def cell_template(
        self, parts: Iterable[Any], /, *, now: Instant | None = None, locale: str | None = None,
        time_zone: str | None = None,
    ) -> AsyncCellTemplate:
        """A ``cells`` request prepared once (see ``Spoken.cell_template``): ``await
        template.render(row)`` → one label, ``await template.render_many(rows)`` → one per row."""
        return AsyncCellTemplate(self, parts, now=now, locale=locale, time_zone=time_zone)

    def _send(self, bodies: Sequence[bytes], job: Job, request: Any) -> Coprocess | InProcess:
        loop = asyncio.get_running_loop()
        for attempt in (0, 1):
            proc = self._pool.get()
            try:
                proc.send_nowait(bodies, job, loop)
                return proc
            except SpokenProcessError as error:
                if attempt == 0 and job.process is None:
                    continue
                error.request = request
                raise
        raise AssertionError("unreachable")

    async def _roundtrip(
        self, request: Mapping[str, Any], timeout: Any, body: bytes | None = None
    ) -> dict[str, Any]:
        if body is None:
            body = encode(request)
        if self._direct is not None:
            return _check_direct(self._direct.one(body), request)
        limit = self._timeout(timeout)
        loop = asyncio.get_running_loop()
        future: asyncio.Future[None] = loop.create_future()
        job = Job((request,), _waker(loop, future))
        proc = self._send((body,), job, request)
        try:
            await asyncio.wait_for(future, limit)
        except asyncio.TimeoutError:
            if job.filled < job.count and job.failure is None:
                if proc.stuck_since(job.mark):
                    proc.kill_stuck(limit)
                raise SpokenTimeoutError(
                    f"No response from spoken render (pid {proc.pid}) within {limit:g} s", request=request
                ) from None
        return _check_response(job.results[0], job, request)

    async def render_many(
        self,
        requests: Iterable[Mapping[str, Any]] | AsyncIterable[Mapping[str, Any]],
        *,
        timeout: float | None = _NOT_GIVEN,
        batch_size: int | None = None,
    ) -> AsyncIterator[Result]:
        """Render a stream (or async stream) of requests; yields one result per request in
        input order, errors as values; an input that raises has the rows taken before it answered
        first, then its exception raised (see ``Spoken.render_many``)."""
        limit = self._timeout(timeout)
        size = batch_size or self.batch_size
        window = 8 * self._pool.size
        loop = asyncio.get_running_loop()
        ramp = _FIRST_CHUNK if self._direct is not None else size  # as in Spoken.render_many
        if isinstance(requests, AsyncIterable):
            source: Any = requests.__aiter__()
            is_async = True
        else:
            source = iter(requests)
            is_async = False
        pending: collections.deque[_Chunk] = collections.deque()
        base = 0
        exhausted = False
        failure: Exception | None = None
        while True:
            while not exhausted and len(pending) < window:
                if is_async:
                    rows: list[Any] = []
                    while len(rows) < min(size, ramp):
                        try:
                            rows.append(await source.__anext__())
                        except StopAsyncIteration:
                            break
                        except Exception as error:  # re-raised once the rows taken are answered
                            failure = error
                            break
                else:
                    rows, failure = _take(source, min(size, ramp))
                ramp *= 2
                if rows:
                    pending.append(self._submit(rows, base, loop))
                    base += len(rows)
                if failure is not None or not rows:
                    exhausted = True
            if not pending:
                if failure is not None:
                    raise failure
                return
            chunk = pending.popleft()
            await self._wait(chunk, limit)
            chunk.check_configuration()
            for result in chunk.results():
                yield result

    def _submit(self, rows: list[Any], base: int, loop: asyncio.AbstractEventLoop) -> _Chunk:
        chunk = _Chunk(rows, base)
        bodies, sent = chunk.encode()
        if bodies:
            chunk.future = loop.create_future()
            chunk.job = Job(sent, _waker(loop, chunk.future))
            try:
                self._send(bodies, chunk.job, None)
            except SpokenProcessError as error:
                chunk.error = error
        return chunk

    @staticmethod
    async def _wait(chunk: _Chunk, limit: float | None) -> None:
        job, future = chunk.job, chunk.future
        if job is None or future is None or chunk.error is not None:
            return
        while True:
            try:
                await asyncio.wait_for(asyncio.shield(future), limit)
                return
            except asyncio.TimeoutError:
                proc = job.process
                assert proc is not None
                if proc.stuck_since(job.mark):
                    proc.kill_stuck(limit)
                    await future
                    return
                job.mark = proc.responses
