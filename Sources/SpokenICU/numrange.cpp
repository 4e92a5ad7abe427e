// Number ranges over ICU's number range formatter (icu::number::LocalizedNumberRangeFormatter, what
// unumrf wraps) and its formatted-value spans. C++ for the grammatical case of the unit's names
// (unitDisplayCase, an internal API of ICU 72: hence U_SHOW_INTERNAL_API, which declares methods
// and changes no layout), which ICU's C API does not offer. No exception can escape: ICU reports
// errors through UErrorCode.
#define U_SHOW_INTERNAL_API 1
#include "spoken_icu_numrange.h"

#include <memory>
#include <new>
#include <unicode/fmtable.h>
#include <unicode/numberformatter.h>
#include <unicode/numberrangeformatter.h>
#include <unicode/ustring.h>

using icu::ConstrainedFieldPosition;
using icu::Formattable;
using icu::Locale;
using icu::UnicodeString;
using icu::number::FormattedNumberRange;
using icu::number::LocalizedNumberRangeFormatter;
using icu::number::NumberFormatter;
using icu::number::NumberRangeFormatter;
using icu::number::UnlocalizedNumberFormatter;

static_assert(SPK_RANGE_COLLAPSE_AUTO == UNUM_RANGE_COLLAPSE_AUTO, "collapse numbering");
static_assert(SPK_RANGE_COLLAPSE_NONE == UNUM_RANGE_COLLAPSE_NONE, "collapse numbering");
static_assert(SPK_RANGE_COLLAPSE_UNIT == UNUM_RANGE_COLLAPSE_UNIT, "collapse numbering");
static_assert(SPK_RANGE_COLLAPSE_ALL == UNUM_RANGE_COLLAPSE_ALL, "collapse numbering");

struct spk_numrangefmt {
    LocalizedNumberRangeFormatter formatter;
};

spk_numrangefmt *spk_numrangefmt_open(const uint16_t *skeleton, int32_t skeleton_length, int32_t collapse,
                                      const char *locale, const char *grammatical_case, int32_t *error_offset,
                                      int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    UParseError parse_error;
    parse_error.offset = -1;
    if (error_offset) *error_offset = -1;
    if (U_FAILURE(*st)) return nullptr;
    UnicodeString text(false, reinterpret_cast<const UChar *>(skeleton), skeleton_length);
    UnlocalizedNumberFormatter both = NumberFormatter::forSkeleton(text, parse_error, *st);
    if (error_offset) *error_offset = parse_error.offset;
    if (U_FAILURE(*st)) return nullptr;
    if (grammatical_case != nullptr && grammatical_case[0] != '\0') both = both.unitDisplayCase(grammatical_case);
    std::unique_ptr<spk_numrangefmt> fmt(new (std::nothrow) spk_numrangefmt());
    if (!fmt) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    fmt->formatter = NumberRangeFormatter::withLocale(Locale(locale))
                         .numberFormatterBoth(both)
                         .collapse(static_cast<UNumberRangeCollapse>(collapse))
                         .identityFallback(UNUM_IDENTITY_FALLBACK_SINGLE_VALUE);
    // Errors of the settings show at the first format: probe once, as unumrf_open does.
    fmt->formatter.formatFormattableRange(Formattable(1.0), Formattable(2.0), *st);
    if (U_FAILURE(*st)) return nullptr;
    *st = U_ZERO_ERROR;
    return fmt.release();
}

void spk_numrangefmt_close(spk_numrangefmt *fmt) { delete fmt; }

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
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    spans->first_start = spans->first_limit = spans->second_start = spans->second_limit = -1;
    spans->single = 0;
    if (U_FAILURE(*st)) return 0;
    Formattable low({first, first_length}, *st);
    Formattable high({second, second_length}, *st);
    if (U_FAILURE(*st)) return 0;
    FormattedNumberRange result = fmt->formatter.formatFormattableRange(low, high, *st);
    UnicodeString text = result.toString(*st);
    if (U_FAILURE(*st)) return 0;
    const UChar *units = text.getBuffer();
    ConstrainedFieldPosition position;
    position.constrainCategory(UFIELD_CATEGORY_NUMBER_RANGE_SPAN);
    while (U_SUCCESS(*st) && result.nextPosition(position, *st)) {
        if (position.getField() == 0) {
            spans->first_start = utf8_offset(units, position.getStart());
            spans->first_limit = utf8_offset(units, position.getLimit());
        } else if (position.getField() == 1) {
            spans->second_start = utf8_offset(units, position.getStart());
            spans->second_limit = utf8_offset(units, position.getLimit());
        }
    }
    if (U_FAILURE(*st)) return 0;
    if (spans->first_start < 0 || spans->second_start < 0) {
        spans->first_start = spans->first_limit = spans->second_start = spans->second_limit = -1;
        spans->single = 1;
    }
    *st = U_ZERO_ERROR;
    int32_t length = 0;
    u_strToUTF8(out, capacity, &length, units, text.length(), st);
    return length;
}
