#!/usr/bin/env bash
# Rebuilds the golden TSV files from ICU itself (independent of Spoken's code).
set -euo pipefail
cd "$(dirname "$0")"
# The grammatical cases the example app catalog's translators gave (order_cases.tsv), which
# gen_order_cells.cpp below reads: taken from Examples/OrderList/l10n, never from Spoken.
python3 compose_order_cells.py --cases
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcc -O1 -o "$tmp/gen_dates" gen_dates.c $(pkg-config --cflags --libs icu-i18n icu-uc)
"$tmp/gen_dates" > dates.tsv
"$tmp/gen_dates" capitalized > dates_capitalized.tsv
wc -l dates.tsv dates_capitalized.tsv
gcc -O1 -o "$tmp/gen_numbers" gen_numbers.c $(pkg-config --cflags --libs icu-i18n icu-uc)
"$tmp/gen_numbers" > numbers.tsv
"$tmp/gen_numbers" decimal > measures_decimal.tsv
wc -l numbers.tsv measures_decimal.tsv
g++ -O1 -o "$tmp/plural_samples" plural_samples.cpp $(pkg-config --cflags --libs icu-i18n icu-uc)
"$tmp/plural_samples" > plural_samples.tsv
wc -l plural_samples.tsv
g++ -O1 -o "$tmp/gen_durations" gen_durations.cpp $(pkg-config --cflags --libs icu-i18n icu-uc)
"$tmp/gen_durations" > durations.tsv
"$tmp/gen_durations" huge > durations_huge.tsv
wc -l durations.tsv durations_huge.tsv
g++ -std=c++17 -O1 -o "$tmp/gen_money" gen_money.cpp $(pkg-config --cflags --libs icu-i18n icu-uc)
"$tmp/gen_money"
wc -l money.tsv money_ranges.tsv
gcc -O1 -o "$tmp/gen_relative" gen_relative.c $(pkg-config --cflags --libs icu-i18n icu-uc) -lm
"$tmp/gen_relative" > relative.tsv
wc -l relative.tsv
gcc -O1 -o "$tmp/gen_intervals" gen_intervals.c $(pkg-config --cflags --libs icu-i18n icu-uc)
"$tmp/gen_intervals" > intervals.tsv
wc -l intervals.tsv
# relative_dates.tsv records the wall clock's now of each row: regenerating it changes the
# instants (each row stays ICU's words for its own now).
gcc -O1 -o "$tmp/gen_relative_dates" gen_relative_dates.c $(pkg-config --cflags --libs icu-i18n icu-uc) -lm
"$tmp/gen_relative_dates" > relative_dates.tsv
"$tmp/gen_relative_dates" middle > relative_dates_middle.tsv
wc -l relative_dates.tsv relative_dates_middle.tsv
g++ -std=c++17 -O1 -o "$tmp/gen_speech" gen_speech.cpp $(pkg-config --cflags --libs icu-i18n icu-uc)
"$tmp/gen_speech" > speech.tsv
wc -l speech.tsv
# Generators whose first line names their output ("// Output: measure_ranges.tsv") need no line
# here: each is built, run (it writes its own file) and counted.
for source in gen_*.c gen_*.cpp; do
    output=$(sed -n '1s|^// Output: \(.*\)$|\1|p' "$source")
    [ -n "$output" ] || continue
    case "$source" in
        *.cpp) g++ -std=c++17 -O1 -o "$tmp/${source%.*}" "$source" $(pkg-config --cflags --libs icu-i18n icu-uc) ;;
        *) gcc -O1 -o "$tmp/${source%.*}" "$source" $(pkg-config --cflags --libs icu-i18n icu-uc) -lm ;;
    esac
    "$tmp/${source%.*}"
    wc -l "$output"
done
# The example app catalog's expected order-list labels: its messages filled with ICU's words
# (order_cells.tsv, written by gen_order_cells.cpp above).
python3 compose_order_cells.py
wc -l order_labels.tsv
