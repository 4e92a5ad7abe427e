"""spoken.spark in local mode (local[2]): one coprocess per partition, errors as a column."""

from __future__ import annotations

import os
import sys
from typing import Iterator

import pytest
from pyspark.sql import SparkSession  # installed by .ci/run (clients/python/requirements-test.txt)

from spoken.spark import label_dataframe, render_dataframe, render_rdd


@pytest.fixture(scope="module")
def session(binary: str) -> Iterator[SparkSession]:
    os.environ["SPOKEN_BIN"] = binary  # the executors (local Python workers) inherit it
    os.environ["PYSPARK_PYTHON"] = sys.executable  # this environment's Python, with spoken in it
    spark = (
        SparkSession.builder.master("local[2]")
        .appName("spoken-test")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "2")
        .config("spark.driver.bindAddress", "127.0.0.1")
        .config("spark.driver.host", "127.0.0.1")
        .getOrCreate()
    )
    spark.sparkContext.setLogLevel("ERROR")
    yield spark
    spark.stop()


# The README's examples (ReadmeExamplesTests runs them against the binary).
CITIES = [("北京", "25摄氏度", "zh-Hans", "北京，25摄氏度"), ("Beijing", "25 degrees Celsius", "en", "Beijing, 25 degrees Celsius")]


def test_label_dataframe_in_local_mode_with_errors_as_a_column(session: SparkSession) -> None:
    rows = []
    for n in range(2000):
        city, temperature, locale, _ = CITIES[n % 2]
        rows.append((n, city, temperature, "xx" if n % 500 == 7 else locale))
    df = session.createDataFrame(session.sparkContext.parallelize(rows, 4), "n long, city string, temperature string, locale string")
    labelled = sorted(label_dataframe(df, ["city", "temperature"], locale="locale").collect(), key=lambda row: row.n)
    assert len(labelled) == 2000
    for row in labelled:
        if row.n % 500 == 7:
            assert row.label is None
            assert row.label_error.code == "invalid-locale" and "Invalid locale 'xx'" in row.label_error.message
        else:
            assert row.label == CITIES[row.n % 2][3] and row.label_error is None
    assert labelled[0].asDict().keys() == {"n", "city", "temperature", "locale", "label", "label_error"}


def test_render_dataframe_any_op_and_a_failing_request_function(session: SparkSession) -> None:
    df = session.createDataFrame(session.sparkContext.parallelize([(n,) for n in range(300)], 3), "n long")

    def request(row):  # type: ignore[no-untyped-def]
        if row.n == 13:
            raise ValueError("no request for 13")
        return {"op": "rating", "value": row.n % 6, "locale": "zh-Hans"}

    got = {row.n: row for row in render_dataframe(df, request).collect()}
    assert got[3].spoken == "3星" and got[3].spoken_error is None  # l10n/zh-Hans.arb rating
    assert got[13].spoken is None and got[13].spoken_error.code == "invalid-request"
    assert "no request for 13" in got[13].spoken_error.message


def test_render_rdd(session: SparkSession) -> None:
    rdd = session.sparkContext.parallelize(
        [{"id": n, "op": "measure", "value": n, "unit": "celsius" if n % 10 else "celcius", "locale": "de"} for n in range(100)], 2
    )
    results = render_rdd(rdd, batch_size=16).collect()
    assert results[25] == {"id": 25, "text": "25 Grad Celsius", "locale": "de"}  # numbers.tsv
    assert results[10] == {"error": {"code": "unknown-unit", "message": "Unknown unit 'celcius': did you mean 'celsius'?"}}
