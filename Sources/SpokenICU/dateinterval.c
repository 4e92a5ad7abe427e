// Date intervals over ICU's C API for DateIntervalFormat (udtitvfmt_*), with ICU's span fields
// (which part of the text each instant formats). Tests/Fixtures/icu-golden/gen_intervals.c calls
// the same functions independently.
#include "spoken_icu_dateinterval.h"

#include <unicode/udat.h>
#include <unicode/udateintervalformat.h>
#include <unicode/udatpg.h>
#include <unicode/uformattedvalue.h>
#include <unicode/ustring.h>

spk_dtitvfmt *spk_dtitvfmt_open(const char *locale, const uint16_t *skeleton, int32_t skeleton_length,
                                const uint16_t *zone, int32_t zone_length, int32_t *status) {
    return (spk_dtitvfmt *)udtitvfmt_open(locale, (const UChar *)skeleton, skeleton_length, (const UChar *)zone,
                                          zone_length, (UErrorCode *)status);
}

int32_t spk_dtitvfmt_format(const spk_dtitvfmt *fmt, double from_millis, double to_millis, uint16_t *out,
                            int32_t capacity, int32_t spans[4], int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    for (int i = 0; i < 4; i++) spans[i] = -1;
    if (U_FAILURE(*st)) return 0;
    UFormattedDateInterval *result = udtitvfmt_openResult(st);
    udtitvfmt_formatToResult((const UDateIntervalFormat *)fmt, from_millis, to_millis, result, st);
    const UFormattedValue *value = udtitvfmt_resultAsValue(result, st);
    int32_t length = 0;
    const UChar *text = ufmtval_getString(value, &length, st);
    UConstrainedFieldPosition *position = ucfpos_open(st);
    ucfpos_constrainCategory(position, UFIELD_CATEGORY_DATE_INTERVAL_SPAN, st);
    while (U_SUCCESS(*st) && ufmtval_nextPosition(value, position, st)) {
        int32_t field = ucfpos_getField(position, st);
        int32_t begin = 0, end = 0;
        ucfpos_getIndexes(position, &begin, &end, st);
        if (field == 0 || field == 1) {
            spans[field * 2] = begin;
            spans[field * 2 + 1] = end;
        }
    }
    ucfpos_close(position);
    if (U_SUCCESS(*st)) {
        if (length <= capacity) {
            u_memcpy((UChar *)out, text, length);
            if (length < capacity) out[length] = 0;
        } else {
            *st = U_BUFFER_OVERFLOW_ERROR;
        }
    }
    udtitvfmt_closeResult(result);
    return length;
}

int32_t spk_dtitvfmt_format_text(const spk_dtitvfmt *fmt, double from_millis, double to_millis, uint16_t *out,
                                 int32_t capacity, int32_t *status) {
    return udtitvfmt_format((const UDateIntervalFormat *)fmt, from_millis, to_millis, (UChar *)out, capacity, NULL,
                            (UErrorCode *)status);
}

void spk_dtitvfmt_close(spk_dtitvfmt *fmt) { udtitvfmt_close((UDateIntervalFormat *)fmt); }

int32_t spk_date_styles_skeleton(int32_t date_style, int32_t time_style, const char *locale, uint16_t *out,
                                 int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    static const UChar utc[] = {'U', 'T', 'C'};
    UDateFormat *format = udat_open((UDateFormatStyle)time_style, (UDateFormatStyle)date_style, locale, utc, 3,
                                    NULL, 0, st);
    UChar pattern[256];
    int32_t length = udat_toPattern(format, 0, pattern, 256, st);
    udat_close(format);
    UDateTimePatternGenerator *generator = udatpg_open(locale, st);
    int32_t needed = udatpg_getSkeleton(generator, pattern, length, (UChar *)out, capacity, st);
    udatpg_close(generator);
    return needed;
}
