"""``spoken render`` in this process: the same renderer and the same JSON Lines, through the
shared library ``libSpokenRenderC.so`` (SwiftPM's product ``SpokenRenderC``) loaded with ctypes.

A call hands request lines to the library and gets the response lines back, as a coprocess
would answer them, without a pipe, another process or a thread's wake-up in between. ctypes
releases the GIL for the call, so other Python threads run meanwhile; ``render_many`` renders its
chunks on a thread of its own while the caller's thread builds the next ones.

The catalogs are the process's (the library layers ``catalog`` over the shipped catalogs for
the whole process, as ``spoken render --catalog`` does for its own): every in-process client
alive at one time must use the same ``catalog``.
"""

from __future__ import annotations

import ctypes
import json
import os
import queue
import threading
import weakref
from typing import Any, Callable, Sequence

from .errors import SpokenBinaryNotFound, SpokenError, SpokenProcessError, error_class

#: The library's file name, beside the ``spoken`` binary in SwiftPM's build directory.
LIBRARY_NAME = "libSpokenRenderC.so"

#: How to get the library, quoted by every "not found" error.
HOW_TO_BUILD = (
    "Build it from the Spoken repository beside the binary:\n"
    "    swift build -c release --product SpokenRenderC\n"
    "or point at it with Spoken(in_process=True, library='/path/to/libSpokenRenderC.so') or "
    "SPOKEN_LIB=/path/to/libSpokenRenderC.so."
)

#: Each thread's buffer for one response (a bytearray and its address), reused call after call.
_BUFFERS = threading.local()
_BUFFER_BYTES = 64 << 10

_SCANNER: Callable[[str, int], tuple[Any, int]] = getattr(json.JSONDecoder(), "scan_once")


def find_library(explicit: str | os.PathLike[str] | None = None, binary: str | None = None) -> str:
    """The absolute path of ``libSpokenRenderC.so``: ``explicit``, else ``SPOKEN_LIB``, else
    beside ``binary`` (the ``spoken`` binary found as the coprocess finds it). A path given but
    unusable is an error naming it, never a silent fall-back.

    Raises:
        SpokenBinaryNotFound: saying how to build the library or where to point.
    """
    if explicit is not None:
        path, origin = os.fspath(explicit), "given as library="
    elif os.environ.get("SPOKEN_LIB"):
        path, origin = os.environ["SPOKEN_LIB"], "from SPOKEN_LIB"
    elif binary is not None:
        path, origin = os.path.join(os.path.dirname(binary), LIBRARY_NAME), f"beside {binary}"
    else:
        raise SpokenBinaryNotFound(f"Cannot find {LIBRARY_NAME}: none given and SPOKEN_LIB is not set.\n{HOW_TO_BUILD}")
    if not os.path.isfile(path):
        raise SpokenBinaryNotFound(f"The Spoken library '{path}' ({origin}) does not exist.\n{HOW_TO_BUILD}")
    return os.path.abspath(path)


class _Library:
    """The library's functions, typed for ctypes (one per path, loaded once)."""

    _loaded: dict[str, _Library] = {}
    _lock = threading.Lock()

    def __init__(self, path: str) -> None:
        try:
            lib = ctypes.CDLL(path)
        except OSError as error:
            raise SpokenProcessError(f"Cannot load the Spoken library '{path}': {error}") from error
        self.path = path
        voidp, size_t = ctypes.c_void_p, ctypes.c_size_t
        self.create = lib.spoken_renderer_create
        self.create.restype = voidp
        self.create.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_int32, ctypes.POINTER(voidp)]
        self.render = lib.spoken_render
        self.render.restype = voidp
        self.render.argtypes = [voidp, ctypes.c_char_p, size_t, ctypes.POINTER(size_t)]
        self.render_into = lib.spoken_render_into
        self.render_into.restype = size_t
        self.render_into.argtypes = [voidp, ctypes.c_char_p, size_t, voidp, size_t]
        self.submit = lib.spoken_submit
        self.submit.restype = voidp
        self.submit.argtypes = [voidp, ctypes.c_char_p, size_t]
        self.collect = lib.spoken_collect
        self.collect.restype = voidp
        self.collect.argtypes = [voidp, ctypes.POINTER(size_t)]
        self.reload = lib.spoken_reload
        self.reload.restype = ctypes.c_int32
        self.reload.argtypes = [voidp, ctypes.POINTER(voidp)]
        self.free = lib.spoken_free
        self.free.restype = None
        self.free.argtypes = [voidp]
        self.release = lib.spoken_renderer_free
        self.release.restype = None
        self.release.argtypes = [voidp]

    @classmethod
    def load(cls, path: str) -> _Library:
        with cls._lock:
            lib = cls._loaded.get(path)
            if lib is None:
                lib = cls._loaded[path] = cls(path)
            return lib

    def take(self, pointer: int | None, length: int | None = None) -> bytes:
        """The bytes at ``pointer`` (NUL-terminated, or ``length`` of them), freed."""
        if not pointer:
            return b""
        try:
            return ctypes.string_at(pointer, length) if length is not None else ctypes.string_at(pointer)
        finally:
            self.free(pointer)


def _raise_error(raw: bytes) -> None:
    """Raise the typed error of a ``{"code":…,"message":…}`` the library handed out."""
    error = json.loads(raw)
    raise error_class(error["code"])(error["message"])


def _responses(text: str, count: int) -> list[dict[str, Any]]:
    """The response lines of ``text``, decoded: ``count`` of them, or the library broke the protocol."""
    responses = []
    scan = _SCANNER
    i, end = 0, len(text)
    while i < end:
        try:
            response, i = scan(text, i)
        except (StopIteration, ValueError):
            raise SpokenProcessError(f"The Spoken library wrote a line that is not JSON: {text[i:i + 200]!r}") from None
        if i >= end or text[i] != "\n" or type(response) is not dict:
            raise SpokenProcessError(f"The Spoken library wrote a line that is not a JSON object: {text[:200]!r}")
        i += 1
        responses.append(response)
    if len(responses) != count:
        raise SpokenProcessError(f"The Spoken library answered {len(responses)} of {count} requests")
    return responses


# The catalog every in-process client alive uses (the library's catalogs are the process's).
_catalog_lock = threading.Lock()
_catalog_users: dict[str | None, int] = {}


class InProcess:
    """One in-process renderer, shaped as a pool of one coprocess (``get``, ``send``,
    ``running``, ``close``…) so the client's batching and results are the coprocess's."""

    size = 1
    dead = False
    responses = 0

    @property
    def pid(self) -> int:
        """This process's id (named by the few messages that name a coprocess's)."""
        return os.getpid()

    def __init__(
        self, library: str, locale: str | None, time_zone: str | None, catalog: str | None, jobs: int
    ) -> None:
        self.lib = _Library.load(library)
        self.catalog = catalog
        with _catalog_lock:
            others = [path for path, users in _catalog_users.items() if users > 0 and path != catalog]
            if others:
                raise ValueError(
                    f"An in-process client with catalog={others[0]!r} is open: the catalogs are the process's, "
                    f"so every in-process client open at one time uses the same catalog (not {catalog!r}); "
                    "close it first, or use the coprocess (in_process=False)"
                )
            error = ctypes.c_void_p()
            encoded = [None if value is None else os.fsencode(value) for value in (locale, time_zone, catalog)]
            handle = self.lib.create(*encoded, jobs, ctypes.byref(error))
            if not handle:
                _raise_error(self.lib.take(error.value))
            _catalog_users[catalog] = _catalog_users.get(catalog, 0) + 1
        self._handle: int = handle
        self._lock = threading.Lock()
        self._closed = False
        self._queue: queue.SimpleQueue[Any] | None = None
        #: Chunks submitted by ``send`` and not collected yet: job → (ticket, count).
        self._tickets: dict[Any, tuple[int, int]] = {}
        self._worker: threading.Thread | None = None
        self._render = self.lib.render
        self._render_into = self.lib.render_into
        # The renderer goes with this object (after every call on it returned, since each holds
        # it); close() only refuses new calls and lets another catalog be loaded.
        weakref.finalize(self, self.lib.release, handle)
        _RENDERERS.add(self)

    # One line, on the caller's thread.

    def one(self, body: bytes) -> dict[str, Any]:
        """The response to one request line (no newline in it), decoded."""
        if self._closed:
            raise SpokenProcessError("This Spoken client is closed")
        try:
            buffer, address = _BUFFERS.buffer
        except AttributeError:  # this thread's first call
            buffer = bytearray(_BUFFER_BYTES)
            address = ctypes.addressof((ctypes.c_char * _BUFFER_BYTES).from_buffer(buffer))
            _BUFFERS.buffer = buffer, address
        # The handle lives as long as this object (released by its finalizer), so a call racing
        # close() on another thread still has it.
        length = self._render_into(self._handle, body, len(body), address, _BUFFER_BYTES)
        if length <= _BUFFER_BYTES:
            text = buffer[:length].decode("utf-8")
        else:  # a response larger than the buffer (a huge request): rendered again, allocated
            text = self._allocated(body)
        try:
            response, end = _SCANNER(text, 0)
        except (StopIteration, ValueError):
            end = -1
        if end < 0 or text[end:] != "\n" or type(response) is not dict:
            raise SpokenProcessError(f"The Spoken library wrote a line that is not a JSON object: {text[:200]!r}")
        return response

    def _allocated(self, body: bytes) -> str:
        length = ctypes.c_size_t()
        pointer = self._render(self._handle, body, len(body), ctypes.byref(length))
        if not pointer:
            raise SpokenProcessError("The Spoken library could not allocate a response")
        return self.lib.take(pointer, length.value).decode("utf-8")

    def lines(self, bodies: Sequence[bytes]) -> list[dict[str, Any]]:
        """The responses to request lines, in order (one per line: none is blank)."""
        if self._closed:
            raise SpokenProcessError("This Spoken client is closed")
        data = b"\n".join(bodies) + b"\n"
        length = ctypes.c_size_t()
        pointer = self._render(self._handle, data, len(data), ctypes.byref(length))
        if not pointer:
            raise SpokenProcessError("The Spoken library could not allocate a response")
        return _responses(self.lib.take(pointer, length.value).decode("utf-8"), len(bodies))

    def _collect(self, ticket: int, count: int) -> list[dict[str, Any]]:
        """The responses of a submission (waiting for them without the GIL)."""
        length = ctypes.c_size_t()
        pointer = self.lib.collect(ticket, ctypes.byref(length))
        if not pointer:
            raise SpokenProcessError("The Spoken library could not allocate a response")
        return _responses(self.lib.take(pointer, length.value).decode("utf-8"), count)

    # The pool's and the coprocess's shape, for the client.

    def get(self, slot: int | None = None) -> InProcess:
        if self._closed:
            raise SpokenProcessError("This Spoken client is closed")
        return self

    def running(self) -> list[InProcess]:
        return [] if self._closed else [self]

    def send(self, bodies: Sequence[bytes], job: Any, timeout: float | None) -> None:
        """Render a job: one request at once; a chunk of a batch is submitted (the library
        renders it on a thread of its own, without the GIL, while the caller builds the next
        chunk) and collected by ``finish(job)`` on the caller's thread. ``job.on_done`` runs when
        it is in."""
        data = self._begin(bodies, job)
        if data is None:
            return
        with self._lock:
            if self._closed:
                raise SpokenProcessError("This Spoken client is closed")
            self._tickets[job] = (self.lib.submit(self._handle, data, len(data)), len(bodies))

    def finish(self, job: Any) -> None:
        """Collect a job ``send`` submitted (waiting without the GIL), on the caller's thread:
        no other Python thread takes turns with it for the GIL."""
        with self._lock:
            submitted = self._tickets.pop(job, None)
        if submitted is not None:
            self._complete(job, *submitted)

    def _complete(self, job: Any, ticket: int, count: int) -> None:
        try:
            responses = self._collect(ticket, count)
        except SpokenProcessError as error:
            job.failure = error
        else:
            job.results[:count] = responses
            job.filled = count
        job.on_done()

    def send_nowait(self, bodies: Sequence[bytes], job: Any, loop: Any) -> None:
        """From an event loop: one request at once; a chunk submitted and collected by the
        worker thread, which completes the job (``on_done`` wakes the loop). Never blocks the
        loop for more than one request."""
        data = self._begin(bodies, job)
        if data is None:
            return
        with self._lock:
            if self._closed:
                raise SpokenProcessError("This Spoken client is closed")
            if self._queue is None:
                self._queue = queue.SimpleQueue()
                self._worker = threading.Thread(target=self._work, args=(self._queue,), name="spoken-in-process", daemon=True)
                self._worker.start()
            # Under the lock: close() cannot come between the submission and its collection.
            self._queue.put((self.lib.submit(self._handle, data, len(data)), len(bodies), job))

    def _begin(self, bodies: Sequence[bytes], job: Any) -> bytes | None:
        """The start of ``send`` and ``send_nowait``: one request is answered at once (None);
        a chunk's lines are returned, to be submitted."""
        if self._closed:
            raise SpokenProcessError("This Spoken client is closed")
        job.process = self
        if len(bodies) == 1:
            self._fill(bodies, job)
            return None
        return b"\n".join(bodies) + b"\n"

    def _fill(self, bodies: Sequence[bytes], job: Any) -> None:
        try:
            responses = self.lines(bodies) if len(bodies) > 1 else [self.one(bodies[0])]
        except SpokenProcessError as error:
            job.failure = error
        else:
            job.results[: len(responses)] = responses
            job.filled = len(responses)
        job.on_done()

    def _work(self, jobs: queue.SimpleQueue[Any]) -> None:
        """Collects every submission, in order (each exactly once), and completes its job."""
        while True:
            item = jobs.get()
            if item is None:
                return
            ticket, count, job = item
            try:
                self._complete(job, ticket, count)
            except Exception:  # a bug there must not stop the collection of the others
                pass

    def stuck_since(self, mark: int) -> bool:
        return False  # a call in this process cannot be killed: it is waited for

    def kill_stuck(self, timeout: float | None) -> None:
        pass

    def detach_writer(self) -> None:
        pass

    def reload(self, timeout: float | None) -> str:
        """Read the catalog again (see ``Spoken.reload``)."""
        if self._closed:
            raise SpokenProcessError("This Spoken client is closed")
        report = ctypes.c_void_p()
        status = self.lib.reload(self._handle, ctypes.byref(report))
        raw = self.lib.take(report.value)
        if status == 0:
            return raw.decode("utf-8")
        if status == 1:
            _raise_error(raw)
        raise ValueError("reload() needs a client made with catalog=")

    def close(self) -> None:
        with self._lock:
            if self._closed:
                return
            self._closed = True
            work, self._queue = self._queue, None
            worker = self._worker
            left, self._tickets = self._tickets, {}
        for job, submitted in left.items():  # a batch given up half way: its chunks still collected
            self._complete(job, *submitted)
        with _catalog_lock:
            _catalog_users[self.catalog] -= 1
        if work is not None:
            work.put(None)
            if worker is not None and worker is not threading.current_thread():
                worker.join()

    release = close


_RENDERERS: weakref.WeakSet[InProcess] = weakref.WeakSet()


def _after_fork_in_child() -> None:
    # The worker thread is the parent's: a child starts its own when it needs one.
    for renderer in list(_RENDERERS):
        renderer._lock = threading.Lock()
        renderer._queue = None
        renderer._worker = None
        renderer._tickets = {}  # the parent's submissions: their threads are not in this process


os.register_at_fork(after_in_child=_after_fork_in_child)

__all__ = ["InProcess", "find_library", "LIBRARY_NAME", "SpokenError"]
