"""One ``spoken render`` coprocess, and a pool of them.

``spoken render`` answers one JSON line per request, in input order. A ``Coprocess`` writes jobs
(one request, or a chunk of a batch) with ids of its own, keeps them in a FIFO in write order,
and a reader thread matches each response to the job at the head of the FIFO, checking that the
response carries the id that is due. A coprocess that dies, or breaks the protocol (a line that
is not JSON, a wrong id), fails every job in flight with ``SpokenProcessError``; the pool starts a
new one on the next call.
"""

from __future__ import annotations

import asyncio
import collections
import itertools
import json
import os
import select
import signal
import subprocess
import threading
import time
import weakref
from typing import Any, Callable, Sequence

from .errors import SpokenProcessError, SpokenTimeoutError, error_class

_STDERR_TAIL = 16 * 1024
#: Lines of standard error kept as a catalog reload's reasons (lint lists at most 1000 errors).
_REPORT_LINES = 1100
#: A response line longer than this is a broken process, not a response.
_MAX_RESPONSE_BYTES = 256 << 20
#: JSON's C scanner, called directly on decoded blocks (json.loads per line costs twice as much).
_SCANNER: Callable[[str, int], tuple[Any, int]] = getattr(json.JSONDecoder(), "scan_once")


class Job:
    """Requests written together to one coprocess; ``on_done`` runs once when every response is
    in, or when the coprocess died (the slots still ``None`` then failed with ``failure``)."""

    __slots__ = ("count", "requests", "results", "filled", "first_id", "on_done", "failure", "mark", "process")

    def __init__(self, requests: Sequence[Any], on_done: Callable[[], None]) -> None:
        self.count = len(requests)
        self.requests = requests
        self.results: list[Any] = [None] * self.count
        self.filled = 0
        self.first_id = 0
        self.on_done = on_done
        self.failure: SpokenProcessError | None = None
        self.mark = 0  # the coprocess's response count when this job was written
        self.process: Coprocess | None = None

    def error_for(self, slot: int, index: int | None = None) -> SpokenProcessError:
        """The error of a slot left unanswered: the coprocess's failure, with this request."""
        failure = self.failure or SpokenProcessError("spoken render did not answer")
        return type(failure)(
            failure.message,
            request=self.requests[slot],
            index=index,
            returncode=failure.returncode,
            stderr=failure.stderr,
        )


def _frame(first_id: int, bodies: Sequence[bytes]) -> bytes:
    """Request lines with the client's ids put first: ``{"id":7,…}``."""
    parts = []
    for n, body in enumerate(bodies, first_id):
        if len(body) > 2:
            parts.append(b'{"id":%d,%s\n' % (n, body[1:]))
        else:
            parts.append(b'{"id":%d}\n' % n)
    return b"".join(parts)


def _stderr_summary(stderr: str) -> str:
    """The line of a process's standard error that says what went wrong: its first ``Error``
    line (``spoken``'s style), else its last line."""
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    for line in lines:
        if line.lower().startswith(("error", "fatal")):
            return line[:500]
    return lines[-1][:500] if lines else ""


class Coprocess:
    """One running ``spoken render``."""

    def __init__(self, argv: Sequence[str], env: dict[str, str] | None = None) -> None:
        self.argv = list(argv)
        try:
            self._proc = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                bufsize=0,
                start_new_session=True,  # a terminal's Ctrl-C reaches Python, not the coprocess
                env=env,
            )
        except OSError as error:
            raise SpokenProcessError(
                f"Cannot start '{self.argv[0]}': {error.strerror or error}"
            ) from error
        self.pid = self._proc.pid
        assert self._proc.stdin is not None and self._proc.stdout is not None
        self._stdin_fd = self._proc.stdin.fileno()
        os.set_blocking(self._stdin_fd, False)
        self._fifo: collections.deque[Job] = collections.deque()
        self._lock = threading.Lock()  # id order = FIFO order = write order
        self._next_id = 1
        self.dead = False
        self.failure: SpokenProcessError | None = None
        self.responses = 0  # how many responses were read: progress, for timeouts
        self._closing = False
        self._kill_reason: SpokenProcessError | None = None
        self._stderr_tail = bytearray()
        # Catalog reloads (SIGHUP): one at a time; the stderr thread counts their reports.
        self._reload_lock = threading.Lock()
        self._reports = threading.Condition()
        self._report_count = 0
        self._report: tuple[str | None, str] = (None, "")
        self._out: list[bytes] = []  # jobs registered, waiting for the thread that writes
        self._writing = False
        self._close_after_write = False
        self._outbuf = bytearray()  # bytes waiting for an asyncio writer callback
        self._writer_loop: asyncio.AbstractEventLoop | None = None
        self._stderr_thread = threading.Thread(target=self._drain_stderr, name=f"spoken-stderr-{self.pid}", daemon=True)
        self._reader = threading.Thread(target=self._read_loop, name=f"spoken-reader-{self.pid}", daemon=True)
        self._stderr_thread.start()
        self._reader.start()

    # Writing.

    def _register(self, bodies: Sequence[bytes], job: Job) -> bytes:
        """Under the lock: ids for the job, the job at the end of the FIFO, its bytes."""
        if self.dead or self._closing:
            raise self._failure_for_new()
        job.first_id = self._next_id
        self._next_id += len(bodies)
        job.mark = self.responses
        job.process = self
        self._fifo.append(job)
        return _frame(job.first_id, bodies)

    def send(self, bodies: Sequence[bytes], job: Job, timeout: float | None) -> None:
        """Write a job, blocking at most ``timeout`` seconds while the pipe is full.

        Writers combine: the lock is held only to register a job, and the thread that finds
        nobody writing writes every job registered meanwhile in one go, so concurrent callers
        never queue behind each other's system calls. A coprocess that dies while it is written
        fails the job through ``on_done`` (as every job in flight). Raises
        ``SpokenProcessError`` if it was already dead, and ``SpokenTimeoutError`` if the pipe
        stayed full (the coprocess is then killed).
        """
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._lock:
            self._out.append(self._register(bodies, job))
            if self._writing:
                return
            self._writing = True
        try:
            while True:
                with self._lock:
                    if not self._out:
                        self._writing = False
                        close = self._close_after_write
                        break
                    data = self._out[0] if len(self._out) == 1 else b"".join(self._out)
                    self._out.clear()
                self._write_all(data, deadline, timeout)
        except BaseException:
            with self._lock:
                self._writing = False
                close = self._close_after_write
            if close:
                self._close_stdin()
            raise
        if close:
            self._close_stdin()

    def _write_all(self, data: bytes, deadline: float | None, timeout: float | None) -> None:
        view = memoryview(data)
        poller: select.poll | None = None
        while view:
            try:
                written = os.write(self._stdin_fd, view)
            except BlockingIOError:
                written = 0
            except OSError:
                return  # the reader sees the end of the output and fails the jobs in flight
            view = view[written:]
            if not view:
                return
            if poller is None:
                poller = select.poll()
                poller.register(self._stdin_fd, select.POLLOUT)
            wait_ms = None
            if deadline is not None:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    # Half a line is written: the stream cannot go on.
                    self.kill(SpokenTimeoutError(
                        f"spoken render (pid {self.pid}) took no input for {timeout:g} s and was restarted"
                    ))
                    raise SpokenTimeoutError(
                        f"spoken render (pid {self.pid}) took no input for {timeout:g} s and was restarted"
                    )
                wait_ms = max(1, int(remaining * 1000))
            poller.poll(wait_ms)

    def send_nowait(self, bodies: Sequence[bytes], job: Job, loop: asyncio.AbstractEventLoop) -> None:
        """Write a job from an event loop: what the pipe does not take now is written by a
        writer callback on ``loop`` (never blocks)."""
        with self._lock:
            data = self._register(bodies, job)
            if self._outbuf:
                self._outbuf += data
                return
            try:
                written = os.write(self._stdin_fd, data)
            except BlockingIOError:
                written = 0
            except OSError:
                return
            if written < len(data):
                self._outbuf += memoryview(data)[written:]
                self._writer_loop = loop
                loop.add_writer(self._stdin_fd, self._flush)

    def _flush(self) -> None:
        with self._lock:
            loop = self._writer_loop
            try:
                written = os.write(self._stdin_fd, self._outbuf) if self._outbuf else 0
            except BlockingIOError:
                return
            except OSError:
                self._outbuf.clear()
                written = 0
            del self._outbuf[:written]
            if not self._outbuf and loop is not None:
                loop.remove_writer(self._stdin_fd)
                self._writer_loop = None

    # Reading.

    def _drain_stderr(self) -> None:
        stream = self._proc.stderr
        assert stream is not None
        partial = bytearray()
        lines: collections.deque[str] = collections.deque(maxlen=_REPORT_LINES)
        try:
            while chunk := stream.read(4096):
                self._stderr_tail += chunk
                if len(self._stderr_tail) > _STDERR_TAIL:
                    del self._stderr_tail[: len(self._stderr_tail) - _STDERR_TAIL]
                partial += chunk
                if b"\n" in chunk:
                    *complete, rest = partial.split(b"\n")
                    partial = bytearray(rest)
                    for raw in complete:
                        self._stderr_line(raw.decode("utf-8", "replace"), lines)
                elif len(partial) > _STDERR_TAIL:
                    del partial[: len(partial) - _STDERR_TAIL]
        except (OSError, ValueError):
            pass
        finally:
            with self._reports:
                self._reports.notify_all()

    def _stderr_line(self, line: str, lines: collections.deque[str]) -> None:
        """One line of standard error: a reload's last line (``Reloaded 'PATH'``, or ``Error:
        Reload of 'PATH' refused; … [CODE]`` after its reasons) completes a report."""
        report: tuple[str | None, str]
        if line.startswith("Reloaded '"):
            report = (None, line)
        elif line.startswith("Error: Reload of '") and line.endswith("]") and "[" in line:
            code = line[line.rindex("[") + 1 : -1]
            report = (code, "\n".join([*lines, line[len("Error: ") :]]))
        else:
            lines.append(line)
            return
        lines.clear()
        with self._reports:
            self._report_count += 1
            self._report = report
            self._reports.notify_all()

    def reload(self, timeout: float | None) -> str:
        """Reload the coprocess's ``--catalog`` (SIGHUP) and wait for its report: the
        ``Reloaded 'PATH'`` line, or an ``InvalidCatalog``/``UnreadableCatalog`` raised with the
        reasons (the coprocess then keeps the catalogs it had)."""
        deadline = None if timeout is None else time.monotonic() + timeout

        def left() -> float | None:
            return None if deadline is None else max(0.0, deadline - time.monotonic())

        with self._reload_lock:
            if self.responses == 0:
                # Until it answers, render may not have installed its SIGHUP handler yet.
                answered = threading.Event()
                job = Job(({},), answered.set)
                self.send((b"{}",), job, left())
                if not answered.wait(left()):
                    raise SpokenTimeoutError(f"No response from spoken render (pid {self.pid}) within {timeout:g} s")
                if job.failure is not None:
                    raise job.error_for(0)
            with self._reports:
                mark = self._report_count
            try:
                os.kill(self.pid, signal.SIGHUP)
            except ProcessLookupError:
                raise self._failure_for_new() from None
            with self._reports:
                self._reports.wait_for(lambda: self._report_count > mark or self.dead, left())
                count, (code, message) = self._report_count, self._report
        if count == mark:
            if self.dead:
                raise self._failure_for_new()
            raise SpokenTimeoutError(f"spoken render (pid {self.pid}) did not reload within {timeout:g} s")
        if code is not None:
            raise error_class(code)(message)
        return message

    def _read_loop(self) -> None:
        problem: str | None = None
        try:
            problem = self._read_responses()
        except Exception as error:  # a bug here must fail the jobs, never hang them
            problem = f"could not be read: {error!r}"
        finally:
            self._die(problem)

    def _read_responses(self) -> str | None:
        """Match response lines to jobs until the output ends (``None``) or breaks the protocol
        (what is wrong). Reads blocks, decodes them whole and scans objects in place: no
        bytes or ``str`` per line."""
        fifo = self._fifo
        scan = _SCANNER
        fd = self._proc.stdout.fileno()  # type: ignore[union-attr]
        pending = b""
        while True:
            data = os.read(fd, 1 << 16)
            if not data:
                return None
            data = pending + data if pending else data
            cut = data.rfind(b"\n") + 1
            if cut == 0:
                if len(data) > _MAX_RESPONSE_BYTES:
                    return f"wrote {len(data)} bytes without a line break"
                pending = data
                continue
            pending = data[cut:]
            try:
                text = data[:cut].decode("utf-8")
            except UnicodeDecodeError as error:
                return f"wrote bytes that are not UTF-8: {data[max(0, error.start - 40) : error.end + 40]!r}"
            i, end = 0, len(text)
            while i < end:
                try:
                    response, next_i = scan(text, i)
                except (StopIteration, ValueError):
                    next_i = -1
                if next_i < 0 or next_i >= end or text[next_i] != "\n":
                    line = text[i : text.find("\n", i)]
                    return f"wrote a line that is not JSON: {line[:200].encode()!r}"
                i = next_i + 1
                if type(response) is not dict:
                    return f"wrote a line that is not a JSON object: {text[:200].encode()!r}"
                if not fifo:
                    return f"wrote a response to no request: {str(response)[:200]!r}"
                job = fifo[0]
                slot = job.filled
                due = job.first_id + slot
                rid = response.get("id")
                if rid != due or type(rid) is not int:
                    # A line render could not parse (too long, not JSON) has no id: still in order.
                    if not (rid is None and "error" in response):
                        return f"answered id {rid!r} where id {due} was due"
                job.results[slot] = response
                job.filled = slot + 1
                self.responses += 1
                if slot + 1 == job.count:
                    fifo.popleft()
                    job.on_done()

    def _die(self, problem: str | None) -> None:
        with self._lock:
            self.dead = True
            jobs = list(self._fifo)
            self._fifo.clear()
        if problem is not None:
            self._kill_quietly()
        try:
            returncode: int | None = self._proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self._kill_quietly()
            returncode = self._proc.wait()
        self._stderr_thread.join(timeout=1)
        stderr = self._stderr_tail.decode("utf-8", "replace")
        if self._kill_reason is not None:
            failure = self._kill_reason
            failure.returncode, failure.stderr = returncode, stderr
        else:
            if problem is not None:
                what = problem
            elif self._closing:
                what = "was closed"
            elif returncode is not None and returncode < 0:
                try:
                    name = signal.Signals(-returncode).name
                except ValueError:
                    name = f"signal {-returncode}"
                what = f"was killed by {name}"
            else:
                what = f"exited with status {returncode}"
            last = _stderr_summary(stderr)
            message = f"spoken render (pid {self.pid}) {what}" + (f": {last}" if last else "")
            failure = SpokenProcessError(message, returncode=returncode, stderr=stderr)
        self.failure = failure
        with self._reports:
            self._reports.notify_all()
        self._release_stdin()
        self._release_output()
        for job in jobs:
            job.failure = failure
            try:
                job.on_done()
            except Exception:
                pass

    # Life cycle.

    def _failure_for_new(self) -> SpokenProcessError:
        if self.failure is not None:
            return SpokenProcessError(
                self.failure.message, returncode=self.failure.returncode, stderr=self.failure.stderr
            )
        return SpokenProcessError(f"spoken render (pid {self.pid}) is closed" if self._closing else f"spoken render (pid {self.pid}) has died")

    def _kill_quietly(self) -> None:
        # The whole process group (it has its own session): nothing it started keeps the
        # pipes open after it.
        try:
            os.killpg(self.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError, OSError):
            try:
                self._proc.kill()
            except (ProcessLookupError, OSError):
                pass

    def kill(self, reason: SpokenProcessError | None = None) -> None:
        """Kill the process; its jobs in flight fail with ``reason`` (or a process error).
        No job is written to it any more (the pool starts another)."""
        with self._lock:
            self.dead = True
            if reason is not None and self._kill_reason is None:
                self._kill_reason = reason
        self._kill_quietly()

    def kill_stuck(self, timeout: float | None) -> None:
        self.kill(SpokenTimeoutError(
            f"spoken render (pid {self.pid}) answered nothing for {timeout:g} s and was restarted"
        ))

    def stuck_since(self, mark: int) -> bool:
        """Whether no response was read since the count ``mark``."""
        return self.responses == mark

    def detach_writer(self) -> None:
        """On the event loop's thread: stop the writer callback (``close`` writes the rest)."""
        with self._lock:
            loop, self._writer_loop = self._writer_loop, None
        if loop is not None:
            try:
                loop.remove_writer(self._stdin_fd)
            except Exception:
                pass

    def close(self, timeout: float = 10.0) -> None:
        """Close the input: the process answers what it was sent, then exits; killed after
        ``timeout`` seconds."""
        with self._lock:
            self._closing = True
            rest, self._outbuf = bytes(self._outbuf), bytearray()
            if rest and not self.dead:
                try:
                    self._write_all(rest, time.monotonic() + timeout, timeout)
                except SpokenTimeoutError:
                    pass
        self._release_stdin()
        self._reader.join(timeout)
        if self._reader.is_alive():
            self._kill_quietly()
            self._reader.join()

    def release(self) -> None:
        """Close the input without waiting for the process to exit."""
        with self._lock:
            self._closing = True
        self._release_stdin()

    def _release_stdin(self) -> None:
        """Close the input pipe, unless a thread is writing to it (it closes it when done) or
        an event loop watches it (closed from that loop)."""
        with self._lock:
            if self._writing:
                self._close_after_write = True
                return
            loop, self._writer_loop = self._writer_loop, None
        if loop is not None:
            try:
                loop.call_soon_threadsafe(self._detach_and_close)
                return
            except RuntimeError:
                pass  # the loop is closed: nothing watches the pipe any more
        self._close_stdin()

    def _detach_and_close(self) -> None:
        try:
            assert self._proc.stdin is not None
            self._loop_remove_writer()
        finally:
            self._close_stdin()

    def _loop_remove_writer(self) -> None:
        try:
            asyncio.get_running_loop().remove_writer(self._stdin_fd)
        except Exception:
            pass

    def _close_stdin(self) -> None:
        with self._lock:
            try:
                assert self._proc.stdin is not None
                self._proc.stdin.close()
            except OSError:
                pass

    def _release_output(self) -> None:
        """After the reader and stderr threads are done: close their pipes."""
        for stream in (self._proc.stdout, self._proc.stderr):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass

    def forget_after_fork(self) -> None:
        """In a forked child: close this process's pipes (they are the parent's)."""
        for stream in (self._proc.stdin, self._proc.stdout, self._proc.stderr):
            try:
                if stream is not None:
                    os.close(stream.fileno())
            except (OSError, ValueError):
                pass


_POOLS: weakref.WeakSet[Pool] = weakref.WeakSet()


class Pool:
    """``size`` coprocesses, started when first needed, restarted when dead; thread-safe."""

    def __init__(self, argv: Sequence[str], size: int, env: dict[str, str] | None = None) -> None:
        if size < 1:
            raise ValueError(f"processes must be at least 1, not {size}")
        self.argv = list(argv)
        self.size = size
        self.env = env
        self._procs: list[Coprocess | None] = [None] * size
        self._lock = threading.Lock()
        self._turn = itertools.count()
        self.closed = False
        _POOLS.add(self)

    def get(self, slot: int | None = None) -> Coprocess:
        """A live coprocess (round robin, or the one in ``slot``)."""
        i = (next(self._turn) if slot is None else slot) % self.size
        proc = self._procs[i]
        if proc is None or proc.dead:
            with self._lock:
                if self.closed:
                    raise SpokenProcessError("This Spoken client is closed")
                proc = self._procs[i]
                if proc is None or proc.dead:
                    proc = self._procs[i] = Coprocess(self.argv, self.env)
        return proc

    def running(self) -> list[Coprocess]:
        """The coprocesses started and alive now."""
        return [p for p in self._procs if p is not None and not p.dead]

    def close(self) -> None:
        with self._lock:
            self.closed = True
            procs, self._procs = self._procs, [None] * self.size
        for proc in procs:
            if proc is not None:
                proc.close()

    def release(self) -> None:
        """Close every coprocess's input without waiting: each answers what it has and exits
        (for a client that was never closed, when it is collected)."""
        with self._lock:
            procs, self._procs = self._procs, [None] * self.size
        for proc in procs:
            if proc is not None:
                proc.release()

    def _after_fork(self) -> None:
        for proc in self._procs:
            if proc is not None:
                proc.forget_after_fork()
        self._procs = [None] * self.size
        self._lock = threading.Lock()


def _after_fork_in_child() -> None:
    for pool in list(_POOLS):
        pool._after_fork()


os.register_at_fork(after_in_child=_after_fork_in_child)
