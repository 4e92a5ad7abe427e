// Raw ICU number baselines for spoken-bench (see spoken_icu_bench.h): written from ICU's own C
// API, not from SpokenICU's shim, so that a workload's check compares Spoken with ICU itself.
#include "spoken_icu_bench.h"

#include <stdlib.h>

#include <unicode/uloc.h>
#include <unicode/unumberformatter.h>

struct spk_bench_number {
    UNumberFormatter *formatter;
    UFormattedNumber *result;
};

spk_bench_number *spk_bench_number_open(const char *tag, const uint16_t *skeleton,
                                        int32_t skeleton_length, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    char locale[ULOC_FULLNAME_CAPACITY];
    int32_t parsed = 0;
    uloc_forLanguageTag(tag, locale, (int32_t)sizeof locale, &parsed, st);
    if (U_FAILURE(*st)) return NULL;
    UNumberFormatter *formatter =
        unumf_openForSkeletonAndLocale((const UChar *)skeleton, skeleton_length, locale, st);
    if (U_FAILURE(*st)) return NULL;
    UFormattedNumber *result = unumf_openResult(st);
    if (U_FAILURE(*st)) {
        unumf_close(formatter);
        return NULL;
    }
    spk_bench_number *number = malloc(sizeof *number);
    number->formatter = formatter;
    number->result = result;
    return number;
}

int32_t spk_bench_number_format(spk_bench_number *number, double value, uint16_t *out,
                                int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    unumf_formatDouble(number->formatter, value, number->result, st);
    if (U_FAILURE(*st)) return 0;
    return unumf_resultToString(number->result, (UChar *)out, capacity, st);
}

void spk_bench_number_close(spk_bench_number *number) {
    if (!number) return;
    unumf_closeResult(number->result);
    unumf_close(number->formatter);
    free(number);
}
