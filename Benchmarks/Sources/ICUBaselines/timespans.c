// Raw ICU time-span baselines for spoken-bench (see spoken_icu_bench.h): durations, relative
// times and date intervals, written from ICU's own C API, not from SpokenICU's shim, so that a
// workload's check compares Spoken with ICU itself and its timing measures ICU's calls alone.
#include "spoken_icu_bench.h"

#include <stdlib.h>
#include <string.h>

#include <unicode/udat.h>
#include <unicode/udateintervalformat.h>
#include <unicode/udatpg.h>
#include <unicode/ulistformatter.h>
#include <unicode/uloc.h>
#include <unicode/unumberformatter.h>
#include <unicode/ureldatefmt.h>
#include <unicode/ustring.h>

/// A BCP 47 tag as an ICU locale ID.
static int32_t icu_locale(const char *tag, char *locale, int32_t capacity, UErrorCode *st) {
    int32_t parsed = 0;
    return uloc_forLanguageTag(tag, locale, capacity, &parsed, st);
}

// MARK: Durations

enum { kDurationUnits = 5, kPieceCapacity = 128 };

struct spk_bench_duration {
    UNumberFormatter *units[kDurationUnits];
    UFormattedNumber *result;
    UListFormatter *list;
};

static const char *const duration_units[kDurationUnits] = {"day", "hour", "minute", "second", "millisecond"};

spk_bench_duration *spk_bench_duration_open(const char *tag, int32_t width, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    char locale[ULOC_FULLNAME_CAPACITY];
    icu_locale(tag, locale, (int32_t)sizeof locale, st);
    if (U_FAILURE(*st)) return NULL;
    const char *unit_width = "unit-width-full-name";
    UListFormatterWidth list_width = ULISTFMT_WIDTH_WIDE;
    if (width == 1) {
        unit_width = "unit-width-short";
        list_width = ULISTFMT_WIDTH_SHORT;
    } else if (width == 2) {
        unit_width = "unit-width-narrow";
        list_width = ULISTFMT_WIDTH_NARROW;
    }
    spk_bench_duration *fmt = calloc(1, sizeof *fmt);
    if (!fmt) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    for (int32_t i = 0; i < kDurationUnits && U_SUCCESS(*st); i++) {
        char skeleton8[96];
        UChar skeleton[96];
        strcpy(skeleton8, "unit/");
        strcat(skeleton8, duration_units[i]);
        strcat(skeleton8, " ");
        strcat(skeleton8, unit_width);
        // DecimalFormat groups from 1,000 on (minimum grouping 1), where a number skeleton
        // follows the locale (es: "1428"): MeasureFormat's formatter is a DecimalFormat.
        strcat(skeleton8, " precision-integer group-on-aligned");
        u_uastrcpy(skeleton, skeleton8);
        fmt->units[i] = unumf_openForSkeletonAndLocale(skeleton, -1, locale, st);
    }
    if (U_SUCCESS(*st)) fmt->result = unumf_openResult(st);
    if (U_SUCCESS(*st)) fmt->list = ulistfmt_openForType(locale, ULISTFMT_TYPE_UNITS, list_width, st);
    if (U_FAILURE(*st)) {
        spk_bench_duration_close(fmt);
        return NULL;
    }
    return fmt;
}

int32_t spk_bench_duration_format(spk_bench_duration *fmt, const int64_t *amounts, const int32_t *units,
                                  int32_t count, uint16_t *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (count < 1 || count > kDurationUnits) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    UChar pieces[kDurationUnits][kPieceCapacity];
    const UChar *strings[kDurationUnits];
    int32_t lengths[kDurationUnits];
    for (int32_t i = 0; i < count; i++) {
        if (units[i] < 0 || units[i] >= kDurationUnits) {
            *st = U_ILLEGAL_ARGUMENT_ERROR;
            return 0;
        }
        unumf_formatInt(fmt->units[units[i]], amounts[i], fmt->result, st);
        lengths[i] = unumf_resultToString(fmt->result, pieces[i], kPieceCapacity, st);
        strings[i] = pieces[i];
        if (U_FAILURE(*st)) return 0;
    }
    return ulistfmt_format(fmt->list, strings, lengths, count, (UChar *)out, capacity, st);
}

void spk_bench_duration_close(spk_bench_duration *fmt) {
    if (!fmt) return;
    for (int32_t i = 0; i < kDurationUnits; i++) {
        if (fmt->units[i]) unumf_close(fmt->units[i]);
    }
    if (fmt->result) unumf_closeResult(fmt->result);
    if (fmt->list) ulistfmt_close(fmt->list);
    free(fmt);
}

// MARK: Relative times

spk_bench_reltime *spk_bench_reltime_open(const char *tag, int32_t sentence, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    char locale[ULOC_FULLNAME_CAPACITY];
    icu_locale(tag, locale, (int32_t)sizeof locale, st);
    if (U_FAILURE(*st)) return NULL;
    UDisplayContext context =
        sentence ? UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE : UDISPCTX_CAPITALIZATION_NONE;
    return (spk_bench_reltime *)ureldatefmt_open(locale, NULL, UDAT_STYLE_LONG, context, st);
}

int32_t spk_bench_reltime_format(const spk_bench_reltime *fmt, double value, int32_t unit, int32_t numeric,
                                 uint16_t *out, int32_t capacity, int32_t *status) {
    static const URelativeDateTimeUnit units[] = {
        UDAT_REL_UNIT_SECOND, UDAT_REL_UNIT_MINUTE, UDAT_REL_UNIT_HOUR,    UDAT_REL_UNIT_DAY,
        UDAT_REL_UNIT_WEEK,   UDAT_REL_UNIT_MONTH,  UDAT_REL_UNIT_QUARTER, UDAT_REL_UNIT_YEAR,
    };
    UErrorCode *st = (UErrorCode *)status;
    if (unit < 0 || unit >= (int32_t)(sizeof units / sizeof *units)) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    const URelativeDateTimeFormatter *formatter = (const URelativeDateTimeFormatter *)fmt;
    return numeric ? ureldatefmt_formatNumeric(formatter, value, units[unit], (UChar *)out, capacity, st)
                   : ureldatefmt_format(formatter, value, units[unit], (UChar *)out, capacity, st);
}

void spk_bench_reltime_close(spk_bench_reltime *fmt) {
    if (fmt) ureldatefmt_close((URelativeDateTimeFormatter *)fmt);
}

// MARK: Date intervals

spk_bench_interval *spk_bench_interval_open(const char *tag, const uint16_t *zone, int32_t zone_length,
                                            const uint16_t *skeleton, int32_t skeleton_length, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    char locale[ULOC_FULLNAME_CAPACITY];
    icu_locale(tag, locale, (int32_t)sizeof locale, st);
    if (U_FAILURE(*st)) return NULL;
    return (spk_bench_interval *)udtitvfmt_open(locale, (const UChar *)skeleton, skeleton_length,
                                                (const UChar *)zone, zone_length, st);
}

spk_bench_interval *spk_bench_interval_open_styles(const char *tag, const uint16_t *zone, int32_t zone_length,
                                                   int32_t date_style, int32_t time_style, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    char locale[ULOC_FULLNAME_CAPACITY];
    icu_locale(tag, locale, (int32_t)sizeof locale, st);
    if (U_FAILURE(*st)) return NULL;
    // The skeleton of the locale's pattern for the styles (udat_open, then udatpg_getSkeleton).
    UDateFormat *format = udat_open((UDateFormatStyle)time_style, (UDateFormatStyle)date_style, locale,
                                    (const UChar *)zone, zone_length, NULL, 0, st);
    UChar pattern[256];
    int32_t length = udat_toPattern(format, 0, pattern, 256, st);
    if (format) udat_close(format);
    UDateTimePatternGenerator *generator = udatpg_open(locale, st);
    UChar skeleton[256];
    int32_t n = udatpg_getSkeleton(generator, pattern, length, skeleton, 256, st);
    if (generator) udatpg_close(generator);
    if (U_FAILURE(*st) || n >= 256) {
        if (U_SUCCESS(*st)) *st = U_BUFFER_OVERFLOW_ERROR;
        return NULL;
    }
    return (spk_bench_interval *)udtitvfmt_open(locale, skeleton, n, (const UChar *)zone, zone_length, st);
}

int32_t spk_bench_interval_format(const spk_bench_interval *fmt, double from_millis, double to_millis,
                                  uint16_t *out, int32_t capacity, int32_t *status) {
    return udtitvfmt_format((const UDateIntervalFormat *)fmt, from_millis, to_millis, (UChar *)out, capacity, NULL,
                            (UErrorCode *)status);
}

void spk_bench_interval_close(spk_bench_interval *fmt) {
    if (fmt) udtitvfmt_close((UDateIntervalFormat *)fmt);
}
