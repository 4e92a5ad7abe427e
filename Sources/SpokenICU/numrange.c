// Number ranges over ICU's number range formatter (unumrf) and its formatted-value spans.
#include "spoken_icu_numrange.h"

#include <stdlib.h>
#include <unicode/uformattedvalue.h>
#include <unicode/unumberrangeformatter.h>
#include <unicode/ustring.h>

_Static_assert(SPK_RANGE_COLLAPSE_AUTO == UNUM_RANGE_COLLAPSE_AUTO, "collapse numbering");
_Static_assert(SPK_RANGE_COLLAPSE_NONE == UNUM_RANGE_COLLAPSE_NONE, "collapse numbering");
_Static_assert(SPK_RANGE_COLLAPSE_UNIT == UNUM_RANGE_COLLAPSE_UNIT, "collapse numbering");
_Static_assert(SPK_RANGE_COLLAPSE_ALL == UNUM_RANGE_COLLAPSE_ALL, "collapse numbering");

spk_numrangefmt *spk_numrangefmt_open(const uint16_t *skeleton, int32_t skeleton_length, int32_t collapse,
                                      const char *locale, int32_t *error_offset, int32_t *status) {
    UParseError parse_error;
    parse_error.offset = -1;
    UNumberRangeFormatter *fmt = unumrf_openForSkeletonWithCollapseAndIdentityFallback(
        (const UChar *)skeleton, skeleton_length, (UNumberRangeCollapse)collapse,
        UNUM_IDENTITY_FALLBACK_SINGLE_VALUE, locale, &parse_error, (UErrorCode *)status);
    if (error_offset) *error_offset = parse_error.offset;
    if (U_FAILURE((UErrorCode)*status)) {
        unumrf_close(fmt);
        return NULL;
    }
    return (spk_numrangefmt *)fmt;
}

void spk_numrangefmt_close(spk_numrangefmt *fmt) { unumrf_close((UNumberRangeFormatter *)fmt); }

/// The UTF-8 length of the first `units` UTF-16 code units of `text`.
static int32_t utf8_offset(const UChar *text, int32_t units) {
    int32_t length = 0;
    for (int32_t i = 0; i < units; i++) {
        UChar c = text[i];
        if (c < 0x80) {
            length += 1;
        } else if (c < 0x800) {
            length += 2;
        } else if (U16_IS_LEAD(c) && i + 1 < units && U16_IS_TRAIL(text[i + 1])) {
            length += 4;
            i++;
        } else {
            length += 3;
        }
    }
    return length;
}

int32_t spk_numrangefmt_format_decimal_utf8(const spk_numrangefmt *fmt, const char *first, int32_t first_length,
                                            const char *second, int32_t second_length, char *out,
                                            int32_t capacity, spk_numrange_spans *spans, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    spans->first_start = spans->first_limit = spans->second_start = spans->second_limit = -1;
    spans->single = 0;
    UFormattedNumberRange *result = unumrf_openResult(st);
    if (U_FAILURE(*st)) return 0;
    unumrf_formatDecimalRange((const UNumberRangeFormatter *)fmt, first, first_length, second, second_length,
                              result, st);
    const UFormattedValue *value = unumrf_resultAsValue(result, st);
    int32_t units = 0;
    const UChar *text = U_SUCCESS(*st) ? ufmtval_getString(value, &units, st) : NULL;
    int32_t length = 0;
    if (U_SUCCESS(*st)) {
        UConstrainedFieldPosition *position = ucfpos_open(st);
        ucfpos_constrainCategory(position, UFIELD_CATEGORY_NUMBER_RANGE_SPAN, st);
        while (U_SUCCESS(*st) && ufmtval_nextPosition(value, position, st)) {
            int32_t start = 0, limit = 0;
            ucfpos_getIndexes(position, &start, &limit, st);
            int32_t field = ucfpos_getField(position, st);
            if (field == 0) {
                spans->first_start = utf8_offset(text, start);
                spans->first_limit = utf8_offset(text, limit);
            } else if (field == 1) {
                spans->second_start = utf8_offset(text, start);
                spans->second_limit = utf8_offset(text, limit);
            }
        }
        ucfpos_close(position);
        if (spans->first_start < 0 || spans->second_start < 0) {
            spans->first_start = spans->first_limit = spans->second_start = spans->second_limit = -1;
            spans->single = 1;
        }
        if (U_SUCCESS(*st)) {
            *st = U_ZERO_ERROR;
            u_strToUTF8(out, capacity, &length, text, units, st);
        }
    }
    unumrf_closeResult(result);
    return length;
}
