"""Label a 1M-row DataFrame with Spoken on Spark: a weather cell per city, in 15 languages.

Every row gets "City, 25 degrees Celsius" in its own locale, in two passes: the temperature's
words (``measure``), then the cell label joining city and temperature (``label``). Bad rows (an
unknown unit, a locale ICU has no data for) end in the error columns; the job never fails for
them.

    pip install ./clients/python pyspark==4.0.1
    SPOKEN_BIN=.build/release/spoken python clients/python/examples/spark_labels.py --rows 1000000

On a cluster, ship the binary with the job (executors need ICU 72, ``libicu72``)::

    spark-submit --files .build/release/spoken --py-files spoken.zip spark_labels.py
"""

from __future__ import annotations

import argparse
import os
import sys
import time

from pyspark.sql import SparkSession
from pyspark.sql import functions as F

from spoken.spark import label_dataframe, render_dataframe

LOCALES = ["en-US", "de", "fr", "es", "ja", "ko", "zh-Hans", "zh-Hant", "ru", "pl", "cs", "ar", "he", "hi", "pt-BR"]
CITIES = ["Beijing", "Berlin", "Paris", "Madrid", "Tokyo", "Seoul", "Shanghai", "Taipei", "Moscow", "Warsaw"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--partitions", type=int, default=8)
    parser.add_argument("--master", default="local[2]")
    parser.add_argument("--output", help="write the labelled rows as Parquet here")
    args = parser.parse_args()

    # In local mode the Python workers are started from PYSPARK_PYTHON, else `python3` on PATH,
    # which may not have the spoken package: use this interpreter unless told otherwise.
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    spark = SparkSession.builder.master(args.master).appName("spoken-labels").getOrCreate()
    spark.sparkContext.setLogLevel("WARN")
    cities = F.array(*[F.lit(c) for c in CITIES])
    locales = F.array(*[F.lit(l) for l in LOCALES])
    df = (
        spark.range(0, args.rows, numPartitions=args.partitions)
        .withColumn("city", cities[F.col("id") % len(CITIES)])
        .withColumn("celsius", (F.col("id") % 45) - 5)
        .withColumn("locale", locales[F.col("id") % len(LOCALES)])
        # One row in 100,000 has a locale ICU has no data for: it lands in the error column.
        .withColumn("locale", F.when(F.col("id") % 100_000 == 99_999, F.lit("xx")).otherwise(F.col("locale")))
    )

    start = time.perf_counter()
    with_temperature = render_dataframe(
        df,
        lambda row: {"op": "measure", "value": row.celsius, "unit": "celsius", "locale": row.locale},
        text="temperature",
        error="temperature_error",
    )
    labelled = label_dataframe(with_temperature, ["city", "temperature"], locale="locale")
    labelled = labelled.cache()
    total = labelled.count()
    failed = labelled.filter(F.col("label_error").isNotNull()).count()
    seconds = time.perf_counter() - start
    print(f"{total:,} rows labelled in {seconds:.1f} s ({total / seconds:,.0f} rows/s, 2 ops per row); {failed:,} errors")
    labelled.select("id", "locale", "label", "label_error.code").show(8, truncate=False)
    labelled.filter(F.col("label_error").isNotNull()).select("id", "locale", "label_error.message").show(3, truncate=False)
    if args.output:
        labelled.write.mode("overwrite").parquet(args.output)
    spark.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
