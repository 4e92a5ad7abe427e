// Baselines for spoken-bench only: raw ICU paths that Spoken's own formatters are measured
// against, written from ICU's own C API (not from Spoken's SpokenICU shim, which is no product of
// Spoken's package): a workload's check compares Spoken with ICU itself.
//
// Same conventions as SpokenICU's headers: no <unicode/*.h>, UTF-16 as uint16_t, UErrorCode as
// int32_t (<= 0 success).
#ifndef SPOKEN_ICU_BENCH_H
#define SPOKEN_ICU_BENCH_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The naive approach a benchmark measures as a baseline: opens a formatter and a result, formats
/// one value into `out` (UTF-16) and closes both, on every call.
int32_t spk_bench_numfmt_format_once(const uint16_t *skeleton, int32_t skeleton_length,
                                     const char *locale, double value, uint16_t *out,
                                     int32_t capacity, int32_t *status);

/// A date formatter opened straight from ICU's C API: ICU's styles (udat_open), or with `spoken`
/// the locale's best pattern for the `spoken` presentation's skeleton (udatpg) and narrow,
/// no-break and thin spaces written as spaces. `tag` is a BCP 47 tag (uloc_forLanguageTag).
typedef struct spk_bench_datefmt spk_bench_datefmt;

spk_bench_datefmt *spk_bench_datefmt_open(const char *tag, const uint16_t *zone, int32_t zone_length,
                                          int32_t date_style, int32_t time_style, int32_t spoken,
                                          int32_t *status);

/// udat_format into `out` (UTF-16); returns the length (needed length past `capacity`).
int32_t spk_bench_datefmt_format(spk_bench_datefmt *fmt, double millis, uint16_t *out,
                                 int32_t capacity, int32_t *status);

void spk_bench_datefmt_close(spk_bench_datefmt *fmt);

/// ICU's canonical location zones (ucal_openTimeZoneIDEnumeration), one per line into `out`.
/// Returns the length needed (the caller retries with more room when it exceeds `capacity`).
int32_t spk_bench_zones(char *out, int32_t capacity, int32_t *status);

/// ICU's available locales (uloc_getAvailable) as BCP 47 tags, one per line, as spk_bench_zones.
int32_t spk_bench_locales(char *out, int32_t capacity, int32_t *status);

/// A number formatter opened straight from ICU's C API (unumf_openForSkeletonAndLocale) with
/// its own result; `tag` is a BCP 47 tag.
typedef struct spk_bench_number spk_bench_number;

spk_bench_number *spk_bench_number_open(const char *tag, const uint16_t *skeleton,
                                        int32_t skeleton_length, int32_t *status);

/// unumf_formatDouble and unumf_resultToString into `out` (UTF-16); returns the length.
int32_t spk_bench_number_format(spk_bench_number *number, double value, uint16_t *out,
                                int32_t capacity, int32_t *status);

void spk_bench_number_close(spk_bench_number *number);

/// A duration formatter as MeasureFormat::formatMeasures builds one (and as SpokenICU's
/// duration.cpp does): per unit (day, hour, minute, second, millisecond) an ICU number formatter
/// (unumf, `unit/U unit-width-W precision-integer group-on-aligned`: a DecimalFormat groups from
/// 1,000 on), and the locale's list formatter of type "units" at the same width (ulistfmt).
/// `width`: 0 full names (ULISTFMT_WIDTH_WIDE), 1 short, 2 narrow. (A mixed-unit skeleton,
/// `unit/hour-and-minute-and-second`, says zero units, "1 hour, 0 minutes, 27 seconds", so it
/// would need a formatter per set of non-zero units.)
typedef struct spk_bench_duration spk_bench_duration;

spk_bench_duration *spk_bench_duration_open(const char *tag, int32_t width, int32_t *status);

/// `count` amounts, each of the unit at the same index (0 day … 4 millisecond), formatted and
/// joined by the list formatter into `out` (UTF-16); returns the length.
int32_t spk_bench_duration_format(spk_bench_duration *fmt, const int64_t *amounts, const int32_t *units,
                                  int32_t count, uint16_t *out, int32_t capacity, int32_t *status);

void spk_bench_duration_close(spk_bench_duration *fmt);

/// ICU's relative date-time formatter (ureldatefmt_open) at UDAT_STYLE_LONG, capitalized for the
/// start of a sentence when `sentence` is set.
typedef struct spk_bench_reltime spk_bench_reltime;

spk_bench_reltime *spk_bench_reltime_open(const char *tag, int32_t sentence, int32_t *status);

/// ureldatefmt_format (numeric 0: "yesterday") or ureldatefmt_formatNumeric (1: "1 day ago") of
/// `value` units; `unit`: 0 second, 1 minute, 2 hour, 3 day, 4 week, 5 month, 6 quarter, 7 year.
int32_t spk_bench_reltime_format(const spk_bench_reltime *fmt, double value, int32_t unit, int32_t numeric,
                                 uint16_t *out, int32_t capacity, int32_t *status);

void spk_bench_reltime_close(spk_bench_reltime *fmt);

/// ICU's date interval formatter (udtitvfmt_open) for a skeleton in a zone.
typedef struct spk_bench_interval spk_bench_interval;

spk_bench_interval *spk_bench_interval_open(const char *tag, const uint16_t *zone, int32_t zone_length,
                                            const uint16_t *skeleton, int32_t skeleton_length, int32_t *status);

/// The same for ICU's date and time styles (UDAT_FULL 0 … UDAT_SHORT 3, UDAT_NONE -1): the
/// skeleton is udatpg_getSkeleton of the pattern udat_open has for them.
spk_bench_interval *spk_bench_interval_open_styles(const char *tag, const uint16_t *zone, int32_t zone_length,
                                                   int32_t date_style, int32_t time_style, int32_t *status);

/// udtitvfmt_format of the two instants (milliseconds) into `out` (UTF-16); returns the length.
int32_t spk_bench_interval_format(const spk_bench_interval *fmt, double from_millis, double to_millis,
                                  uint16_t *out, int32_t capacity, int32_t *status);

void spk_bench_interval_close(spk_bench_interval *fmt);

/// What ICU is given for an amount of money or a number style, as money.tsv's recipe column
/// names it: a number skeleton (unumf_openForSkeletonAndLocale) or, starting with '%', an RBNF
/// rule set (unum_open(UNUM_SPELLOUT), or UNUM_ORDINAL for `%digits-…`, with
/// UNUM_DEFAULT_RULESET set to it).
typedef struct spk_bench_recipe spk_bench_recipe;

spk_bench_recipe *spk_bench_recipe_open(const char *tag, const char *recipe, int32_t *status);

/// unumf_formatDecimal (or unum_formatDecimal) of a decimal string into `out` (UTF-16).
int32_t spk_bench_recipe_format(spk_bench_recipe *fmt, const char *decimal, int32_t length, uint16_t *out,
                                int32_t capacity, int32_t *status);

/// Each digit of `digits` formatted alone (the locale's digits), joined by spaces when `spaced`.
int32_t spk_bench_recipe_format_digits(spk_bench_recipe *fmt, const char *digits, int32_t length,
                                       int32_t spaced, uint16_t *out, int32_t capacity, int32_t *status);

void spk_bench_recipe_close(spk_bench_recipe *fmt);

/// The locale's cardinal plural categories (uplrules_getKeywords), one per line into `out`, as
/// spk_bench_zones. `tag` is a BCP 47 tag.
int32_t spk_bench_plural_categories(const char *tag, char *out, int32_t capacity, int32_t *status);

/// ICU's word break iterator for a locale (ubrk_open(UBRK_WORD)).
typedef struct spk_bench_words spk_bench_words;

spk_bench_words *spk_bench_words_open(const char *tag, int32_t *status);

/// The word boundaries of `text` (offset 0 and every ubrk_next): how many.
int32_t spk_bench_words_count(spk_bench_words *words, const uint16_t *text, int32_t length, int32_t *status);

void spk_bench_words_close(spk_bench_words *words);

/// ICU's MessagePattern parses `text` (UTF-16): the number of its parts (0 on a syntax error).
int32_t spk_bench_message_parts(const uint16_t *text, int32_t length, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
