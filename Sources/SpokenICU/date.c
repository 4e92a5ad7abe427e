// Date formatting over ICU's udat and udatpg: styles and skeletons.
#include "spoken_icu_date.h"

#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/ustring.h>

_Static_assert(SPK_DATE_FULL == UDAT_FULL, "style numbering");
_Static_assert(SPK_DATE_LONG == UDAT_LONG, "style numbering");
_Static_assert(SPK_DATE_MEDIUM == UDAT_MEDIUM, "style numbering");
_Static_assert(SPK_DATE_SHORT == UDAT_SHORT, "style numbering");
_Static_assert(SPK_DATE_RELATIVE == UDAT_RELATIVE, "style numbering");
_Static_assert(SPK_DATE_NONE == UDAT_NONE, "style numbering");
_Static_assert(sizeof(UChar) == sizeof(uint16_t), "UTF-16 code units");

spk_datefmt *spk_datefmt_open_styles(int32_t time_style, int32_t date_style, const char *locale,
                                     const uint16_t *zone, int32_t zone_length, int32_t *status) {
    return (spk_datefmt *)udat_open((UDateFormatStyle)time_style, (UDateFormatStyle)date_style,
                                    locale, (const UChar *)zone, zone_length, NULL, 0,
                                    (UErrorCode *)status);
}

/// The locale's best pattern for a skeleton, from ICU's date-time pattern generator.
static int32_t best_pattern(const char *locale, const uint16_t *skeleton, int32_t skeleton_length,
                            uint16_t *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UDateTimePatternGenerator *gen = udatpg_open(locale, st);
    if (U_FAILURE(*st)) return 0;
    int32_t n = udatpg_getBestPattern(gen, (const UChar *)skeleton, skeleton_length,
                                      (UChar *)out, capacity, st);
    udatpg_close(gen);
    return n;
}

spk_datefmt *spk_datefmt_open_skeleton(const uint16_t *skeleton, int32_t skeleton_length,
                                       const char *locale, const uint16_t *zone,
                                       int32_t zone_length, int32_t *status) {
    UChar pattern[256];
    int32_t n = best_pattern(locale, skeleton, skeleton_length, (uint16_t *)pattern,
                             (int32_t)(sizeof pattern / sizeof pattern[0]), status);
    if (U_FAILURE((UErrorCode)*status)) return NULL;
    if (n >= (int32_t)(sizeof pattern / sizeof pattern[0])) {
        *status = U_BUFFER_OVERFLOW_ERROR;
        return NULL;
    }
    *status = U_ZERO_ERROR;
    return (spk_datefmt *)udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, (const UChar *)zone,
                                    zone_length, pattern, n, (UErrorCode *)status);
}

void spk_datefmt_set_capitalization(spk_datefmt *fmt, int32_t context, int32_t *status) {
    static const UDisplayContext contexts[] = {
        UDISPCTX_CAPITALIZATION_NONE,
        UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE,
        UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE,
        UDISPCTX_CAPITALIZATION_FOR_STANDALONE,
    };
    if (context < 0 || context > SPK_CAPITALIZATION_STANDALONE) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return;
    }
    udat_setContext((UDateFormat *)fmt, contexts[context], (UErrorCode *)status);
}

int32_t spk_datefmt_pattern(const spk_datefmt *fmt, uint16_t *out, int32_t capacity,
                            int32_t *status) {
    return udat_toPattern((const UDateFormat *)fmt, false, (UChar *)out, capacity,
                          (UErrorCode *)status);
}

int32_t spk_datefmt_format(spk_datefmt *fmt, double millis, uint16_t *out, int32_t capacity,
                           int32_t *status) {
    return udat_format((const UDateFormat *)fmt, millis, (UChar *)out, capacity, NULL,
                       (UErrorCode *)status);
}

int32_t spk_datefmt_format_utf8(spk_datefmt *fmt, double millis, char *out, int32_t capacity,
                                int32_t *status) {
    UChar buffer[256];
    UErrorCode *st = (UErrorCode *)status;
    int32_t n = udat_format((const UDateFormat *)fmt, millis, buffer,
                            (int32_t)(sizeof buffer / sizeof buffer[0]), NULL, st);
    if (U_FAILURE(*st)) return 0;
    if (n > (int32_t)(sizeof buffer / sizeof buffer[0])) {
        *st = U_BUFFER_OVERFLOW_ERROR;  // caller falls back to the UTF-16 entry point
        return 0;
    }
    *st = U_ZERO_ERROR;
    int32_t length = 0;
    u_strToUTF8(out, capacity, &length, buffer, n, st);
    return length;
}

void spk_datefmt_close(spk_datefmt *fmt) { udat_close((UDateFormat *)fmt); }
