// Relative times over ICU's C API for RelativeDateTimeFormatter (ureldatefmt_*), at the long style
// whose full unit names speech needs, or the short and narrow styles of visible text.
// Tests/Fixtures/icu-golden/gen_relative.c and gen_markup_display.c call the same functions
// independently.
#include "spoken_icu_reldatefmt.h"

#include <stdlib.h>
#include <unicode/ureldatefmt.h>
#include <unicode/ustring.h>

spk_reldatefmt *spk_reldatefmt_open(const char *locale, int32_t sentence, int32_t style, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (style < SPK_RELATIVE_STYLE_LONG || style > SPK_RELATIVE_STYLE_NARROW) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    UDisplayContext context =
        sentence ? UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE : UDISPCTX_CAPITALIZATION_NONE;
    static const UDateRelativeDateTimeFormatterStyle styles[] = {UDAT_STYLE_LONG, UDAT_STYLE_SHORT, UDAT_STYLE_NARROW};
    return (spk_reldatefmt *)ureldatefmt_open(locale, NULL, styles[style], context, st);
}

static int32_t format(const URelativeDateTimeFormatter *formatter, double value, int32_t unit, int32_t numeric,
                      UChar *text, int32_t capacity, UErrorCode *st) {
    return numeric ? ureldatefmt_formatNumeric(formatter, value, (URelativeDateTimeUnit)unit, text, capacity, st)
                   : ureldatefmt_format(formatter, value, (URelativeDateTimeUnit)unit, text, capacity, st);
}

int32_t spk_reldatefmt_format(const spk_reldatefmt *fmt, double value, int32_t unit, int32_t numeric,
                              char *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    if (unit < SPK_RELATIVE_YEAR || unit > SPK_RELATIVE_SECOND) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    const URelativeDateTimeFormatter *formatter = (const URelativeDateTimeFormatter *)fmt;
    UChar buffer[256];
    UChar *text = buffer;
    int32_t length = format(formatter, value, unit, numeric, text, 256, st);
    if (*st == U_BUFFER_OVERFLOW_ERROR) {
        // A huge value (1e300 units) spelled out with its grouping separators.
        *st = U_ZERO_ERROR;
        text = (UChar *)malloc(sizeof(UChar) * (size_t)(length + 1));
        if (text == NULL) {
            *st = U_MEMORY_ALLOCATION_ERROR;
            return 0;
        }
        length = format(formatter, value, unit, numeric, text, length + 1, st);
    }
    int32_t needed = 0;
    if (U_SUCCESS(*st)) u_strToUTF8(out, capacity, &needed, text, length, st);
    if (text != buffer) free(text);
    return needed;
}

void spk_reldatefmt_close(spk_reldatefmt *fmt) { ureldatefmt_close((URelativeDateTimeFormatter *)fmt); }
