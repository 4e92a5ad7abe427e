// Raw ICU baselines for spoken-bench (see spoken_icu_bench.h).
#include "spoken_icu_bench.h"

#include <unicode/unumberformatter.h>

// SpokenICU's number handles are ICU's own objects behind an opaque name (number.c).
int32_t spk_bench_numfmt_format(const spk_numfmt *fmt, spk_numresult *result, double value,
                                uint16_t *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    unumf_formatDouble((const UNumberFormatter *)fmt, value, (UFormattedNumber *)result, st);
    if (U_FAILURE(*st)) return 0;
    return unumf_resultToString((const UFormattedNumber *)result, (UChar *)out, capacity, st);
}

int32_t spk_bench_numfmt_format_once(const uint16_t *skeleton, int32_t skeleton_length,
                                     const char *locale, double value, uint16_t *out,
                                     int32_t capacity, int32_t *status) {
    spk_numfmt *fmt = spk_numfmt_open(skeleton, skeleton_length, locale, NULL, status);
    if (!fmt) return 0;
    spk_numresult *result = spk_numresult_open(status);
    int32_t n = 0;
    if (result) n = spk_bench_numfmt_format(fmt, result, value, out, capacity, status);
    spk_numresult_close(result);
    spk_numfmt_close(fmt);
    return n;
}
