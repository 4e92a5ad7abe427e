// What a screen reader may misread in spoken text, from ICU's own data: word boundaries
// (icu::BreakIterator) and the locale's unit, compact-notation, month and weekday abbreviations
// as ICU's formatters print them (icu::number, icu::DateFormatSymbols). No exception can
// escape: ICU reports errors through UErrorCode, and allocation uses std::nothrow.
#include "spoken_icu_speech.h"

#include <cstdio>
#include <memory>
#include <new>
#include <string>
#include <unicode/brkiter.h>
#include <unicode/dcfmtsym.h>
#include <unicode/dtfmtsym.h>
#include <unicode/dtptngen.h>
#include <unicode/measunit.h>
#include <unicode/numberformatter.h>
#include <unicode/reldatefmt.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>

using icu::UnicodeString;

struct spk_wordbreak {
    icu::BreakIterator *iterator;
};

extern "C" spk_wordbreak *spk_wordbreak_open(const char *locale, int32_t *status) {
    if (*status > U_ZERO_ERROR) return nullptr;
    UErrorCode code = U_ZERO_ERROR;
    icu::BreakIterator *iterator = icu::BreakIterator::createWordInstance(icu::Locale(locale), code);
    if (U_FAILURE(code) || iterator == nullptr) {
        delete iterator;
        *status = U_FAILURE(code) ? code : U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    spk_wordbreak *handle = new (std::nothrow) spk_wordbreak{iterator};
    if (handle == nullptr) {
        delete iterator;
        *status = U_MEMORY_ALLOCATION_ERROR;
    }
    return handle;
}

extern "C" spk_wordbreak *spk_wordbreak_clone(const spk_wordbreak *iterator, int32_t *status) {
    if (*status > U_ZERO_ERROR) return nullptr;
    icu::BreakIterator *copy = iterator->iterator->clone();
    if (copy == nullptr) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    spk_wordbreak *handle = new (std::nothrow) spk_wordbreak{copy};
    if (handle == nullptr) {
        delete copy;
        *status = U_MEMORY_ALLOCATION_ERROR;
    }
    return handle;
}

extern "C" void spk_wordbreak_close(spk_wordbreak *iterator) {
    if (iterator == nullptr) return;
    delete iterator->iterator;
    delete iterator;
}

extern "C" void spk_wordbreak_boundaries(spk_wordbreak *iterator, const uint16_t *text,
                                         int32_t length, uint8_t *out, int32_t *status) {
    if (*status > U_ZERO_ERROR) return;
    for (int32_t i = 0; i <= length; i++) out[i] = 0;
    // A read-only alias: the iterator reads the caller's text in place.
    UnicodeString alias(false, reinterpret_cast<const UChar *>(text), length);
    iterator->iterator->setText(alias);
    for (int32_t at = iterator->iterator->first(); at != icu::BreakIterator::DONE;
         at = iterator->iterator->next()) {
        if (at >= 0 && at <= length) out[at] = 1;
    }
    out[0] = 1;
    out[length] = 1;
    // Leave no pointer into the caller's text behind.
    iterator->iterator->setText(UnicodeString());
}

namespace {

// Collects the output lines.
struct Lines {
    UnicodeString text;
    void field(const UnicodeString &value) {
        text.append(static_cast<UChar>('\t'));
        text.append(value);
    }
    void start(const char *tag) {
        if (!text.isEmpty()) text.append(static_cast<UChar>('\n'));
        text.append(UnicodeString(tag, -1, US_INV));
    }
};

// Tabs and line breaks never occur in ICU's data; replaced anyway so a line stays a line.
UnicodeString clean(UnicodeString value) {
    value.findAndReplace(UnicodeString(static_cast<UChar>('\t')), UnicodeString(static_cast<UChar>(' ')));
    value.findAndReplace(UnicodeString(static_cast<UChar>('\n')), UnicodeString(static_cast<UChar>(' ')));
    return value;
}

// The text before and after the number of a formatted result; false when it has no number.
bool split(const icu::number::FormattedNumber &result, UnicodeString &before, UnicodeString &after,
           UErrorCode &status) {
    UnicodeString text = result.toString(status);
    if (U_FAILURE(status)) return false;
    icu::ConstrainedFieldPosition position;
    position.constrainCategory(UFIELD_CATEGORY_NUMBER);
    int32_t start = -1, limit = -1;
    while (result.nextPosition(position, status)) {
        int32_t field = position.getField();
        if (field == UNUM_INTEGER_FIELD || field == UNUM_FRACTION_FIELD ||
            field == UNUM_DECIMAL_SEPARATOR_FIELD || field == UNUM_GROUPING_SEPARATOR_FIELD) {
            if (start < 0 || position.getStart() < start) start = position.getStart();
            if (position.getLimit() > limit) limit = position.getLimit();
        }
    }
    if (U_FAILURE(status) || start < 0) {
        before.remove();
        after = text;
        return false;
    }
    before = UnicodeString(text, 0, start);
    after = UnicodeString(text, limit);
    return true;
}

void formatted(Lines &lines, const char *tag, const UnicodeString &id, const char *width,
               const icu::number::LocalizedNumberFormatter &formatter, double value) {
    UErrorCode status = U_ZERO_ERROR;
    icu::number::FormattedNumber result = formatter.formatDouble(value, status);
    if (U_FAILURE(status)) return;
    UnicodeString before, after;
    bool found = split(result, before, after, status);
    if (U_FAILURE(status)) return;
    lines.start(tag);
    lines.field(id);
    lines.field(UnicodeString(width, -1, US_INV));
    lines.field(found ? clean(before) : UnicodeString(static_cast<UChar>('-')));
    lines.field(clean(after));
}

const double kSamples[] = {0, 1, 2, 3, 5, 11, 21, 22, 100, 1.5};

void numbers(Lines &lines, const icu::Locale &loc, const char *units);
void dates(Lines &lines, const icu::Locale &loc);

}  // namespace

extern "C" int32_t spk_speech_abbreviations(const char *locale, int32_t parts, const char *units,
                                            uint16_t *out, int32_t capacity, int32_t *status) {
    if (*status > U_ZERO_ERROR) return 0;
    icu::Locale loc(locale);
    Lines lines;
    if (parts & SPK_SPEECH_NUMBERS) numbers(lines, loc, units);
    if (parts & SPK_SPEECH_DATES) dates(lines, loc);
    UErrorCode extract = U_ZERO_ERROR;
    int32_t needed = lines.text.extract(reinterpret_cast<UChar *>(out), capacity, extract);
    if (U_FAILURE(extract)) *status = extract;
    return needed;
}

namespace {

// ICU's long (wide) relative-time phrases of the units that have one ("5 माह पहले", "in 5
// months"), as full-name lines of the unit: the words around a number in CLDR's own full style
// (hi's short "माह" is also the word its long relative phrases say).
void relativePhrases(Lines &lines, const icu::Locale &loc, const std::string &units) {
    const struct {
        const char *id;
        URelativeDateTimeUnit unit;
    } relative[] = {{"year", UDAT_REL_UNIT_YEAR},     {"month", UDAT_REL_UNIT_MONTH}, {"week", UDAT_REL_UNIT_WEEK},
                    {"day", UDAT_REL_UNIT_DAY},       {"hour", UDAT_REL_UNIT_HOUR},   {"minute", UDAT_REL_UNIT_MINUTE},
                    {"second", UDAT_REL_UNIT_SECOND}};
    UErrorCode code = U_ZERO_ERROR;
    icu::RelativeDateTimeFormatter formatter(loc, nullptr, UDAT_STYLE_LONG, UDISPCTX_CAPITALIZATION_NONE, code);
    if (U_FAILURE(code)) return;
    for (const auto &entry : relative) {
        if (("\n" + units + "\n").find("\n" + std::string(entry.id) + "\n") == std::string::npos) continue;
        for (double value : kSamples) {
            for (double sign : {-1.0, 1.0}) {
                UErrorCode status = U_ZERO_ERROR;
                icu::FormattedRelativeDateTime result = formatter.formatNumericToValue(sign * value, entry.unit, status);
                UnicodeString text = result.toString(status);
                if (U_FAILURE(status)) continue;
                icu::ConstrainedFieldPosition position;
                position.constrainCategory(UFIELD_CATEGORY_NUMBER);
                int32_t start = -1, limit = -1;
                while (result.nextPosition(position, status)) {
                    if (start < 0 || position.getStart() < start) start = position.getStart();
                    if (position.getLimit() > limit) limit = position.getLimit();
                }
                if (U_FAILURE(status) || start < 0) continue;
                lines.start("U");
                lines.field(UnicodeString(entry.id, -1, US_INV));
                lines.field(UnicodeString("l", -1, US_INV));
                // The words after the number only: a word before it ("in") is no unit's name.
                lines.field(UnicodeString());
                lines.field(clean(UnicodeString(text, limit)));
            }
        }
    }
}

// The text CLDR's long date pattern writes after the year ("d MMMM y 'г'." → "г.", uk "р."),
// when it has letters: the date's year marker, not a count of years.
void yearMarker(Lines &lines, const icu::Locale &loc) {
    UErrorCode code = U_ZERO_ERROR;
    std::unique_ptr<icu::DateTimePatternGenerator> generator(icu::DateTimePatternGenerator::createInstance(loc, code));
    if (U_FAILURE(code) || !generator) return;
    UnicodeString pattern = generator->getBestPattern(UnicodeString(u"yMMMMd"), code);
    if (U_FAILURE(code)) return;
    int32_t year = pattern.lastIndexOf(static_cast<UChar>('y'));
    if (year < 0) return;
    UnicodeString marker;
    bool quoted = false;
    for (int32_t i = year + 1; i < pattern.length(); i++) {
        UChar c = pattern.charAt(i);
        if (c == '\'') {
            quoted = !quoted;
            continue;
        }
        if (!quoted && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) break;
        marker.append(c);
    }
    marker.trim();
    bool letters = false;
    for (int32_t i = 0; i < marker.length(); i++) letters = letters || u_isalpha(marker.char32At(i));
    if (!letters) return;
    lines.start("Y");
    lines.field(clean(marker));
}

void numbers(Lines &lines, const icu::Locale &loc, const char *units) {
    // Units, one identifier per line of `units`.
    std::string list(units == nullptr ? "" : units);
    size_t begin = 0;
    while (begin < list.size()) {
        size_t end = list.find('\n', begin);
        if (end == std::string::npos) end = list.size();
        std::string id = list.substr(begin, end - begin);
        begin = end + 1;
        if (id.empty()) continue;
        UErrorCode code = U_ZERO_ERROR;
        icu::MeasureUnit unit = icu::MeasureUnit::forIdentifier(id.c_str(), code);
        if (U_FAILURE(code)) continue;
        UnicodeString name(id.c_str(), -1, US_INV);
        const struct {
            UNumberUnitWidth width;
            const char *tag;
        } widths[] = {{UNUM_UNIT_WIDTH_SHORT, "s"}, {UNUM_UNIT_WIDTH_NARROW, "n"}, {UNUM_UNIT_WIDTH_FULL_NAME, "l"}};
        for (const auto &width : widths) {
            icu::number::LocalizedNumberFormatter formatter =
                icu::number::NumberFormatter::withLocale(loc).unit(unit).unitWidth(width.width);
            for (double value : kSamples) formatted(lines, "U", name, width.tag, formatter, value);
        }
    }
    // Compact notation.
    const struct {
        icu::number::Notation notation;
        const char *tag;
    } compacts[] = {{icu::number::Notation::compactShort(), "s"}, {icu::number::Notation::compactLong(), "l"}};
    for (const auto &compact : compacts) {
        icu::number::LocalizedNumberFormatter formatter =
            icu::number::NumberFormatter::withLocale(loc).notation(compact.notation);
        double value = 1000;
        for (int power = 3; power <= 15; power++, value *= 10) {
            char digits[4];
            snprintf(digits, sizeof digits, "%d", power);
            formatted(lines, "C", UnicodeString(digits, -1, US_INV), compact.tag, formatter, value);
        }
    }
    relativePhrases(lines, loc, list);
    yearMarker(lines, loc);
    UErrorCode code = U_ZERO_ERROR;
    icu::DecimalFormatSymbols decimal(loc, code);
    if (U_SUCCESS(code)) {
        lines.start("D");
        lines.field(decimal.getSymbol(icu::DecimalFormatSymbols::kDecimalSeparatorSymbol));
        lines.field(decimal.getSymbol(icu::DecimalFormatSymbols::kGroupingSeparatorSymbol));
    }
}

void dates(Lines &lines, const icu::Locale &loc) {
    UErrorCode code = U_ZERO_ERROR;
    icu::DateFormatSymbols symbols(loc, code);
    if (U_SUCCESS(code)) {
        const struct {
            icu::DateFormatSymbols::DtContextType context;
            const char *tag;
        } contexts[] = {{icu::DateFormatSymbols::FORMAT, "f"}, {icu::DateFormatSymbols::STANDALONE, "s"}};
        for (const auto &context : contexts) {
            for (int kind = 0; kind < 2; kind++) {
                int32_t abbreviatedCount = 0, wideCount = 0;
                const UnicodeString *abbreviated =
                    kind == 0 ? symbols.getMonths(abbreviatedCount, context.context, icu::DateFormatSymbols::ABBREVIATED)
                              : symbols.getWeekdays(abbreviatedCount, context.context, icu::DateFormatSymbols::ABBREVIATED);
                const UnicodeString *wide =
                    kind == 0 ? symbols.getMonths(wideCount, context.context, icu::DateFormatSymbols::WIDE)
                              : symbols.getWeekdays(wideCount, context.context, icu::DateFormatSymbols::WIDE);
                // Weekday arrays are indexed by UCAL_SUNDAY (1): index 0 is empty.
                for (int32_t i = kind == 0 ? 0 : 1; i < abbreviatedCount && i < wideCount; i++) {
                    char index[4];
                    snprintf(index, sizeof index, "%d", kind == 0 ? i + 1 : i);
                    lines.start(kind == 0 ? "M" : "W");
                    lines.field(UnicodeString(context.tag, -1, US_INV));
                    lines.field(UnicodeString(index, -1, US_INV));
                    lines.field(clean(abbreviated[i]));
                    lines.field(clean(wide[i]));
                }
            }
        }
    }
}

}  // namespace
