// Number and measure formatting over ICU's number skeleton API (unumf).
#include "spoken_icu_number.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>

_Static_assert(sizeof(UChar) == sizeof(uint16_t), "UTF-16 code units");

spk_numfmt *spk_numfmt_open(const uint16_t *skeleton, int32_t skeleton_length, const char *locale,
                            int32_t *error_offset, int32_t *status) {
    UParseError parse_error;
    parse_error.offset = -1;
    UNumberFormatter *fmt = unumf_openForSkeletonAndLocaleWithError(
        (const UChar *)skeleton, skeleton_length, locale, &parse_error, (UErrorCode *)status);
    if (error_offset) *error_offset = parse_error.offset;
    if (U_FAILURE((UErrorCode)*status)) {
        unumf_close(fmt);
        return NULL;
    }
    return (spk_numfmt *)fmt;
}

void spk_numfmt_close(spk_numfmt *fmt) { unumf_close((UNumberFormatter *)fmt); }

spk_numresult *spk_numresult_open(int32_t *status) {
    return (spk_numresult *)unumf_openResult((UErrorCode *)status);
}

void spk_numresult_close(spk_numresult *result) { unumf_closeResult((UFormattedNumber *)result); }

/// The UTF-16 text of a formatted `result`, transcoded to UTF-8 into `out`.
static int32_t result_utf8(spk_numresult *result, char *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UChar stack[256];
    UChar *buffer = stack;
    int32_t n = unumf_resultToString((const UFormattedNumber *)result, stack,
                                     (int32_t)(sizeof stack / sizeof stack[0]), st);
    if (*st == U_BUFFER_OVERFLOW_ERROR) {
        // Longer than any unit name in practice, still correct: read the result again.
        *st = U_ZERO_ERROR;
        buffer = (UChar *)malloc(sizeof(UChar) * ((size_t)n + 1));
        if (!buffer) {
            *st = U_MEMORY_ALLOCATION_ERROR;
            return 0;
        }
        n = unumf_resultToString((const UFormattedNumber *)result, buffer, n + 1, st);
    }
    int32_t length = 0;
    if (U_SUCCESS(*st)) {
        *st = U_ZERO_ERROR;  // drop "not terminated"-style warnings before transcoding
        u_strToUTF8(out, capacity, &length, buffer, n, st);
    }
    if (buffer != stack) free(buffer);
    return length;
}

int32_t spk_numfmt_format_utf8(const spk_numfmt *fmt, spk_numresult *result, double value,
                               char *out, int32_t capacity, int32_t *status) {
    unumf_formatDouble((const UNumberFormatter *)fmt, value, (UFormattedNumber *)result, (UErrorCode *)status);
    return result_utf8(result, out, capacity, status);
}

int32_t spk_numfmt_format_decimal_utf8(const spk_numfmt *fmt, spk_numresult *result, const char *decimal,
                                       int32_t decimal_length, char *out, int32_t capacity,
                                       int32_t *status) {
    unumf_formatDecimal((const UNumberFormatter *)fmt, decimal, decimal_length, (UFormattedNumber *)result,
                        (UErrorCode *)status);
    return result_utf8(result, out, capacity, status);
}

spk_numplural *spk_numplural_open(const char *locale, int32_t *status) {
    UPluralRules *rules = uplrules_openForType(locale, UPLURAL_TYPE_CARDINAL, (UErrorCode *)status);
    if (U_FAILURE((UErrorCode)*status)) {
        uplrules_close(rules);
        return NULL;
    }
    return (spk_numplural *)rules;
}

void spk_numplural_close(spk_numplural *rules) { uplrules_close((UPluralRules *)rules); }

// The plural category (0 zero … 5 other) ICU selects for the number in `result` as formatted.
static int32_t selected_category(const spk_numplural *rules, spk_numresult *result, UErrorCode *st) {
    UChar keyword[16];
    int32_t n = uplrules_selectFormatted((const UPluralRules *)rules, (const UFormattedNumber *)result, keyword,
                                         (int32_t)(sizeof keyword / sizeof keyword[0]), st);
    if (U_FAILURE(*st)) return 5;
    *st = U_ZERO_ERROR;
    char ascii[16];
    u_UCharsToChars(keyword, ascii, n < 15 ? n : 15);
    ascii[n < 15 ? n : 15] = 0;
    static const char *const names[] = {"zero", "one", "two", "few", "many", "other"};
    for (int32_t i = 0; i < 6; i++) {
        if (strcmp(ascii, names[i]) == 0) return i;
    }
    return 5;
}

int32_t spk_numfmt_format_plural_utf8(const spk_numfmt *fmt, spk_numresult *result, const spk_numplural *rules,
                                      double value, char *out, int32_t capacity, int32_t *category,
                                      int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    unumf_formatDouble((const UNumberFormatter *)fmt, value, (UFormattedNumber *)result, st);
    if (U_FAILURE(*st)) return 0;
    *category = selected_category(rules, result, st);
    if (U_FAILURE(*st)) return 0;
    return result_utf8(result, out, capacity, status);
}

int32_t spk_numfmt_format_decimal_plural_utf8(const spk_numfmt *fmt, spk_numresult *result,
                                              const spk_numplural *rules, const char *decimal,
                                              int32_t decimal_length, char *out, int32_t capacity,
                                              int32_t *category, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    unumf_formatDecimal((const UNumberFormatter *)fmt, decimal, decimal_length, (UFormattedNumber *)result, st);
    if (U_FAILURE(*st)) return 0;
    *category = selected_category(rules, result, st);
    if (U_FAILURE(*st)) return 0;
    return result_utf8(result, out, capacity, status);
}
