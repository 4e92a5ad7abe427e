// Durations over ICU's number formatter and list formatter, built once per locale and width the
// way MeasureFormat::formatMeasures builds them on every call (measfmt.cpp): each amount is
// formatted by the locale's default DecimalFormat turned into a LocalizedNumberFormatter with the
// amount's unit and width (maximum fraction digits 0 for all but the last amount), and the pieces
// are joined by the locale's list formatter of type "units" at the same width. The results are the
// same bytes (Tests/Fixtures/icu-golden/gen_durations.cpp checks them against formatMeasures), at
// a twentieth of the cost. With a grammatical case, each number formatter names its unit in that
// case (unitDisplayCase, an internal API of ICU 72: hence U_SHOW_INTERNAL_API, which declares
// methods and changes no layout), exactly as ICU's mixed units ("hour-and-minute") apply it
// (Tests/Fixtures/icu-golden/gen_unit_cases.cpp checks them). No exception can escape: ICU reports
// errors through UErrorCode.
#define U_SHOW_INTERNAL_API 1
#include "spoken_icu_duration.h"

#include <memory>
#include <new>
#include <unicode/decimfmt.h>
#include <unicode/listformatter.h>
#include <unicode/measunit.h>
#include <unicode/numberformatter.h>
#include <unicode/numfmt.h>
#include <unicode/ustring.h>

using icu::DecimalFormat;
using icu::ListFormatter;
using icu::Locale;
using icu::MeasureUnit;
using icu::NumberFormat;
using icu::UnicodeString;
using icu::number::LocalizedNumberFormatter;

namespace {
constexpr int kUnits = 5;
}

struct spk_durationfmt {
    LocalizedNumberFormatter integers[kUnits];
    LocalizedNumberFormatter lasts[kUnits];
    std::unique_ptr<ListFormatter> list;
};

static MeasureUnit unit_at(int32_t index) {
    switch (index) {
        case SPK_DURATION_DAY: return MeasureUnit::getDay();
        case SPK_DURATION_HOUR: return MeasureUnit::getHour();
        case SPK_DURATION_MINUTE: return MeasureUnit::getMinute();
        case SPK_DURATION_SECOND: return MeasureUnit::getSecond();
        default: return MeasureUnit::getMillisecond();
    }
}

spk_durationfmt *spk_durationfmt_open(const char *locale, int32_t width, const char *grammatical_case,
                                      int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return nullptr;
    UNumberUnitWidth unit_width = UNUM_UNIT_WIDTH_FULL_NAME;
    UListFormatterWidth list_width = ULISTFMT_WIDTH_WIDE;
    switch (width) {
        case SPK_DURATION_WIDE: break;
        case SPK_DURATION_SHORT:
            unit_width = UNUM_UNIT_WIDTH_SHORT;
            list_width = ULISTFMT_WIDTH_SHORT;
            break;
        case SPK_DURATION_NARROW:
            unit_width = UNUM_UNIT_WIDTH_NARROW;
            list_width = ULISTFMT_WIDTH_NARROW;
            break;
        default: *st = U_ILLEGAL_ARGUMENT_ERROR; return nullptr;
    }
    Locale loc(locale);
    std::unique_ptr<NumberFormat> last(NumberFormat::createInstance(loc, *st));
    std::unique_ptr<NumberFormat> integer(NumberFormat::createInstance(loc, *st));
    if (U_FAILURE(*st)) return nullptr;
    auto *last_decimal = dynamic_cast<DecimalFormat *>(last.get());
    auto *integer_decimal = dynamic_cast<DecimalFormat *>(integer.get());
    if (last_decimal == nullptr || integer_decimal == nullptr) {
        *st = U_UNSUPPORTED_ERROR;
        return nullptr;
    }
    // MeasureFormat's integer format (measfmt.cpp, loadNumberFormatter's companion).
    integer_decimal->setMaximumFractionDigits(0);
    integer_decimal->setParseIntegerOnly(true);
    integer_decimal->setRoundingMode(DecimalFormat::kRoundDown);
    std::unique_ptr<spk_durationfmt> fmt(new (std::nothrow) spk_durationfmt());
    if (!fmt) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    const LocalizedNumberFormatter *integer_base = integer_decimal->toNumberFormatter(*st);
    const LocalizedNumberFormatter *last_base = last_decimal->toNumberFormatter(*st);
    if (U_FAILURE(*st) || integer_base == nullptr || last_base == nullptr) {
        if (U_SUCCESS(*st)) *st = U_INTERNAL_PROGRAM_ERROR;
        return nullptr;
    }
    for (int32_t i = 0; i < kUnits; i++) {
        fmt->integers[i] = integer_base->unit(unit_at(i)).unitWidth(unit_width);
        fmt->lasts[i] = last_base->unit(unit_at(i)).unitWidth(unit_width);
        if (grammatical_case != nullptr && grammatical_case[0] != '\0') {
            fmt->integers[i] = fmt->integers[i].unitDisplayCase(grammatical_case);
            fmt->lasts[i] = fmt->lasts[i].unitDisplayCase(grammatical_case);
        }
    }
    fmt->list.reset(ListFormatter::createInstance(loc, ULISTFMT_TYPE_UNITS, list_width, *st));
    if (U_FAILURE(*st) || !fmt->list) {
        if (U_SUCCESS(*st)) *st = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    return fmt.release();
}

int32_t spk_durationfmt_format(const spk_durationfmt *fmt, const double *amounts, const int32_t *units,
                               int32_t count, char *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return 0;
    if (count < 1 || count > kUnits) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    UnicodeString pieces[kUnits];
    for (int32_t i = 0; i < count; i++) {
        if (units[i] < 0 || units[i] >= kUnits) {
            *st = U_ILLEGAL_ARGUMENT_ERROR;
            return 0;
        }
        const LocalizedNumberFormatter &formatter = i == count - 1 ? fmt->lasts[units[i]] : fmt->integers[units[i]];
        // formatMeasure formats the amount as a double, as here.
        pieces[i] = formatter.formatDouble(amounts[i], *st).toString(*st);
        if (U_FAILURE(*st)) return 0;
    }
    UnicodeString text;
    if (count == 1) {
        text = pieces[0];
    } else {
        fmt->list->format(pieces, count, text, *st);
        if (U_FAILURE(*st)) return 0;
    }
    int32_t length = 0;
    u_strToUTF8(out, capacity, &length, text.getBuffer(), text.length(), st);
    return length;
}

void spk_durationfmt_close(spk_durationfmt *fmt) { delete fmt; }
