// Raw ICU baselines for spoken-bench (see spoken_icu_bench.h).
#include "spoken_icu_bench.h"

#include <unicode/unumberformatter.h>

int32_t spk_bench_numfmt_format_once(const uint16_t *skeleton, int32_t skeleton_length,
                                     const char *locale, double value, uint16_t *out,
                                     int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UNumberFormatter *formatter =
        unumf_openForSkeletonAndLocale((const UChar *)skeleton, skeleton_length, locale, st);
    if (U_FAILURE(*st)) return 0;
    UFormattedNumber *result = unumf_openResult(st);
    int32_t n = 0;
    if (U_SUCCESS(*st)) {
        unumf_formatDouble(formatter, value, result, st);
        if (U_SUCCESS(*st)) n = unumf_resultToString(result, (UChar *)out, capacity, st);
    }
    unumf_closeResult(result);
    unumf_close(formatter);
    return n;
}
