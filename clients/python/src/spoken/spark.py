"""Spoken in Spark: labels for jobs larger than one machine.

Every partition runs its requests through one ``spoken render`` coprocess on its executor, in
bounded batches (``render_many``), and every row gets a result: the words, or the error as a
column value. A bad row never fails the task::

    from spoken.spark import render_dataframe

    labelled = render_dataframe(
        products,
        lambda row: {"op": "label", "children": [row.name, row.price_text], "locale": row.locale},
    )
    labelled.select("name", "locale", "spoken", "spoken_error.code")

The executors need the ``spoken`` binary and ICU 72 (``libicu72``), or a static binary shipped
with ``--files spoken`` (found through ``SparkFiles``), and this package (``pip install``, or
``--py-files`` with a zip of ``src/spoken``: it is pure Python).
"""

from __future__ import annotations

import collections
import os
import stat
from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator, Mapping, Sequence

from ._client import Spoken
from .errors import SpokenError

if TYPE_CHECKING:
    from pyspark import RDD
    from pyspark.sql import DataFrame, Row

__all__ = ["render_partition", "render_rdd", "render_dataframe", "label_dataframe", "executor_binary"]


def executor_binary(binary: str | None = None) -> str | None:
    """The binary on an executor: ``binary``, ``SPOKEN_BIN``, a ``spoken`` shipped with
    ``--files`` (``SparkFiles``), or ``None`` for ``PATH``."""
    if binary is not None or os.environ.get("SPOKEN_BIN"):
        return binary
    try:
        from pyspark import SparkFiles

        shipped = SparkFiles.get("spoken")
    except Exception:  # not on an executor, or no SparkFiles
        return None
    if not os.path.isfile(shipped):
        return None
    mode = os.stat(shipped).st_mode
    if not mode & stat.S_IXUSR:  # --files does not keep the executable bit everywhere
        os.chmod(shipped, mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return shipped


def _error_value(error: SpokenError) -> dict[str, Any]:
    return {"code": error.code, "message": error.message}


def render_partition(
    requests: Iterable[Mapping[str, Any]],
    *,
    binary: str | None = None,
    batch_size: int = 512,
    **options: Any,
) -> Iterator[dict[str, Any]]:
    """Render one partition's requests through one coprocess: yields, per request, the response
    dict, or ``{"error": {"code": …, "message": …}}``. The function ``mapPartitions`` runs."""
    with Spoken(binary=executor_binary(binary), batch_size=batch_size, **options) as client:
        for result in client.render_many(requests):
            if isinstance(result, SpokenError):
                yield {"error": _error_value(result)}
            else:
                yield result


def render_rdd(rdd: RDD[Mapping[str, Any]], *, binary: str | None = None, batch_size: int = 512, **options: Any) -> RDD[dict[str, Any]]:
    """An RDD of requests → an RDD of results (response dicts, or ``{"error": {…}}``), one
    coprocess per partition. ``options`` are ``Spoken``'s (``locale``, ``time_zone``, ``catalog``…)."""

    def run(rows: Iterable[Mapping[str, Any]]) -> Iterator[dict[str, Any]]:
        return render_partition(rows, binary=binary, batch_size=batch_size, **options)

    return rdd.mapPartitions(run)


def _rows_with_results(
    rows: Iterable[Row],
    request: Callable[[Row], Mapping[str, Any]],
    binary: str | None,
    batch_size: int,
    options: dict[str, Any],
) -> Iterator[tuple[Any, ...]]:
    held: collections.deque[tuple[Any, ...]] = collections.deque()
    refused: dict[int, dict[str, Any]] = {}
    position = 0

    def requests() -> Iterator[Mapping[str, Any]]:
        nonlocal position
        for row in rows:
            held.append(tuple(row))
            try:
                made = request(row)
            except Exception as error:  # the row's own bug: an error value, not a failed task
                refused[position] = {"code": "invalid-request", "message": f"The request function failed: {error!r}"}
                made = {"op": "label", "children": []}  # answered, then replaced by the error
            position += 1
            yield made

    with Spoken(binary=executor_binary(binary), batch_size=batch_size, **options) as client:
        for index, result in enumerate(client.render_many(requests())):
            values = held.popleft()
            if index in refused:
                yield (*values, None, refused.pop(index))
            elif isinstance(result, SpokenError):
                yield (*values, None, _error_value(result))
            else:
                yield (*values, result["text"], None)


def render_dataframe(
    df: DataFrame,
    request: Callable[[Row], Mapping[str, Any]],
    *,
    text: str = "spoken",
    error: str = "spoken_error",
    binary: str | None = None,
    batch_size: int = 512,
    **options: Any,
) -> DataFrame:
    """``df`` with two columns more: ``text`` (the words, null on error) and ``error`` (a struct
    ``code``, ``message``, null on success), from ``request(row)`` for each row.

    Runs ``df.rdd.mapPartitions``: one ``spoken render`` per partition, in batches of
    ``batch_size``; ``options`` are ``Spoken``'s (``locale``, ``time_zone``, ``catalog``…).
    """
    from pyspark.sql.types import StringType, StructField, StructType

    error_type = StructType([StructField("code", StringType(), False), StructField("message", StringType(), False)])
    schema = StructType(
        [*df.schema.fields, StructField(text, StringType(), True), StructField(error, error_type, True)]
    )
    opts = dict(options)

    def run(rows: Iterable[Row]) -> Iterator[tuple[Any, ...]]:
        return _rows_with_results(rows, request, binary, batch_size, opts)

    # The rows are built here to fit the schema: no per-row verification (a Python loop).
    return df.sparkSession.createDataFrame(df.rdd.mapPartitions(run), schema, verifySchema=False)


def label_dataframe(
    df: DataFrame,
    children: Sequence[str],
    *,
    locale: str | None = None,
    style: str | None = None,
    output: str = "label",
    error: str = "label_error",
    **kwargs: Any,
) -> DataFrame:
    """``df`` with a ``label`` column joining the string columns ``children`` as the row's
    locale joins labels ("Beijing, 25 degrees Celsius"), and a ``label_error`` column.

    Args:
        children: the names of the columns to join (nulls are left out).
        locale: the name of a column holding each row's locale (default: the client's).
        style: ``"pause"``, ``"and"`` or ``"or"``.
    """
    names = list(children)
    locale_column = locale

    def request(row: Row) -> dict[str, Any]:
        made: dict[str, Any] = {"op": "label", "children": [row[name] for name in names]}
        if style is not None:
            made["style"] = style
        if locale_column is not None and row[locale_column] is not None:
            made["locale"] = row[locale_column]
        return made

    return render_dataframe(df, request, text=output, error=error, **kwargs)

