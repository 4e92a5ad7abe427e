// Independent ICU golden data for the speech-abbreviation lint rule.
//
// For six locales, prints texts made of what ICU's own formatters print at short or narrow width
// (number skeletons `unit/X unit-width-short|narrow`, `compact-short`) and ICU's abbreviated month
// and weekday names (icu::DateFormatSymbols), with the finding the rule must make: the token, and
// the words ICU says for it at full width (`unit-width-full-name`, `compact-long`, the wide
// name). The rule's condition is worked out here from ICU's output alone: a short form whose unit
// text is also one of ICU's long forms of the unit (ja "5分", zh "5分钟") is the word itself, and
// so is a month or weekday name whose abbreviation equals a wide name, or that is written in Han,
// Kana or Hangul (ja 日, zh 周日): no finding ("-"). Hand rows add what ICU has no data for (slash
// counters, hyphen-minus) and the negatives (admin, placeholders, acronyms). It shares no code
// with Spoken. Regenerate with generate.sh, or:
//
//   g++ -std=c++17 gen_speech.cpp $(pkg-config --cflags --libs icu-i18n icu-uc) -o /tmp/gen_speech &&
//     /tmp/gen_speech > speech.tsv
//
// Columns: case name, locale, text (an ARB message, raw UTF-8), token the finding quotes ("-":
// no finding), the spoken form it says ("-": none checked; "56 meters | 56 minutes | 56 months"
// when the abbreviation is the short or narrow name of several units, or also a compact-notation
// suffix, "5 bytes | 5 billion": the finding names each).
#include <cstdio>
#include <set>
#include <string>
#include <vector>

#include <unicode/dtfmtsym.h>
#include <unicode/locid.h>
#include <unicode/measunit.h>
#include <unicode/numberformatter.h>
#include <unicode/uscript.h>
#include <unicode/uversion.h>

using namespace icu;

static std::string utf8(const UnicodeString &text) {
    std::string out;
    text.toUTF8String(out);
    return out;
}

// Bidi marks and spaces at either end dropped.
static UnicodeString trim(UnicodeString text) {
    auto gap = [](UChar c) { return c == 0x20 || c == 0xA0 || c == 0x202F || c == 0x200E || c == 0x200F || c == 0x061C; };
    while (text.length() > 0 && gap(text.charAt(0))) text.remove(0, 1);
    while (text.length() > 0 && gap(text.charAt(text.length() - 1))) text.truncate(text.length() - 1);
    return text;
}

// The text of a formatted value without its number ("5 min" → "min").
static UnicodeString unitText(const number::FormattedNumber &result, UErrorCode &status) {
    UnicodeString text = result.toString(status);
    ConstrainedFieldPosition position;
    position.constrainCategory(UFIELD_CATEGORY_NUMBER);
    int32_t start = -1, limit = -1;
    while (result.nextPosition(position, status)) {
        int32_t field = position.getField();
        if (field == UNUM_INTEGER_FIELD || field == UNUM_FRACTION_FIELD || field == UNUM_DECIMAL_SEPARATOR_FIELD ||
            field == UNUM_GROUPING_SEPARATOR_FIELD) {
            if (start < 0) start = position.getStart();
            limit = position.getLimit();
        }
    }
    if (start < 0) return trim(text);
    UnicodeString rest(text, 0, start);
    rest.append(UnicodeString(text, limit));
    return trim(rest);
}

static void row(const char *name, const char *locale, const std::string &text, const std::string &token,
                const std::string &spoken) {
    printf("%s\t%s\t%s\t%s\t%s\n", name, locale, text.c_str(), token.c_str(), spoken.c_str());
}

static const double kSamples[] = {0, 1, 2, 3, 5, 11, 21, 22, 100, 1.5};

// The units whose short and narrow names the rule looks for (the rule's specification: apps show
// their abbreviations), in the order a finding names them when one abbreviation is the name of
// several (en "m": meter, minute, month).
static const char *kUnits[] = {
    "meter", "kilometer", "centimeter", "millimeter", "foot", "yard", "mile", "gram", "kilogram", "milligram",
    "pound", "ounce", "liter", "milliliter", "gallon", "byte", "kilobyte", "megabyte", "gigabyte", "terabyte",
    "petabyte", "bit", "kilobit", "megabit", "gigabit", "terabit", "kilometer-per-hour", "mile-per-hour",
    "meter-per-second", "megabit-per-second", "kilocalorie", "calorie", "kilowatt-hour", "watt", "kilowatt",
    "hertz", "kilohertz", "megahertz", "gigahertz", "hour", "minute", "second", "millisecond", "day", "week",
    "month", "year"};

// The unit's long forms (its unit text at full width for a range of numbers).
static std::set<UnicodeString> longForms(const Locale &loc, const MeasureUnit &unit, UErrorCode &status) {
    auto longFormatter = number::NumberFormatter::withLocale(loc).unit(unit).unitWidth(UNUM_UNIT_WIDTH_FULL_NAME);
    std::set<UnicodeString> longs;
    for (double sample : kSamples) {
        number::FormattedNumber full = longFormatter.formatDouble(sample, status);
        longs.insert(unitText(full, status));
    }
    return longs;
}

// Every unit of kUnits whose short or narrow name for `value` is `abbreviation` (and not one of its
// long forms), spoken at full width: "56 meters | 56 minutes | 56 months"; then a compact-notation
// suffix of the same letters (`compact-short` of value × 10^n), spoken `compact-long`: en "5B" is
// "5 bytes | 5 billion".
static std::string everyMeaning(const Locale &loc, double value, const UnicodeString &abbreviation) {
    std::string spoken;
    for (const char *id : kUnits) {
        UErrorCode status = U_ZERO_ERROR;
        MeasureUnit unit = MeasureUnit::forIdentifier(id, status);
        bool match = false;
        for (auto width : {UNUM_UNIT_WIDTH_SHORT, UNUM_UNIT_WIDTH_NARROW}) {
            auto formatter = number::NumberFormatter::withLocale(loc).unit(unit).unitWidth(width);
            if (unitText(formatter.formatDouble(value, status), status) == abbreviation) match = true;
        }
        if (!match || longForms(loc, unit, status).count(abbreviation) > 0) continue;
        auto longFormatter = number::NumberFormatter::withLocale(loc).unit(unit).unitWidth(UNUM_UNIT_WIDTH_FULL_NAME);
        std::string words = utf8(longFormatter.formatDouble(value, status).toString(status));
        if (U_FAILURE(status)) {
            fprintf(stderr, "%s: %s\n", id, u_errorName(status));
            exit(1);
        }
        spoken += (spoken.empty() ? "" : " | ") + words;
    }
    std::set<UnicodeString> suffixes;
    double scaled = value;
    for (int power = 1; power <= 15; power++) {
        scaled *= 10;
        UErrorCode status = U_ZERO_ERROR;
        auto shortFormatter = number::NumberFormatter::forSkeleton(u"compact-short", status).locale(loc);
        auto longFormatter = number::NumberFormatter::forSkeleton(u"compact-long", status).locale(loc);
        UnicodeString suffix = unitText(shortFormatter.formatDouble(scaled, status), status);
        number::FormattedNumber full = longFormatter.formatDouble(scaled, status);
        UnicodeString longSuffix = unitText(full, status);
        if (U_FAILURE(status)) {
            fprintf(stderr, "compact %d: %s\n", power, u_errorName(status));
            exit(1);
        }
        // The first power of each suffix (ja 万 is also 10^5 and 10^6 as 50万, 500万).
        if (suffix != abbreviation || suffix == longSuffix || !suffixes.insert(suffix).second) continue;
        spoken += (spoken.empty() ? "" : " | ") + utf8(full.toString(status));
    }
    return spoken;
}

// A number in a unit at a width, and whether its unit text is one of the unit's long forms.
static void unitRow(const char *name, const char *locale, const char *unitId, double value, UNumberUnitWidth width,
                    const char *tail) {
    UErrorCode status = U_ZERO_ERROR;
    Locale loc(locale);
    MeasureUnit unit = MeasureUnit::forIdentifier(unitId, status);
    auto shortFormatter = number::NumberFormatter::withLocale(loc).unit(unit).unitWidth(width);
    number::FormattedNumber visible = shortFormatter.formatDouble(value, status);
    UnicodeString shown = trim(visible.toString(status));
    UnicodeString abbreviation = unitText(visible, status);
    std::set<UnicodeString> longs = longForms(loc, unit, status);
    if (U_FAILURE(status)) {
        fprintf(stderr, "%s %s: %s\n", locale, unitId, u_errorName(status));
        exit(1);
    }
    bool word = longs.count(abbreviation) > 0;
    // The words of every unit so abbreviated (one, usually): the finding names each.
    std::string spoken = word ? "-" : everyMeaning(loc, value, abbreviation);
    row(name, locale, utf8(shown) + tail, word ? "-" : utf8(shown), spoken);
}

static void compactRow(const char *name, const char *locale, double value) {
    UErrorCode status = U_ZERO_ERROR;
    Locale loc(locale);
    auto shortFormatter = number::NumberFormatter::forSkeleton(u"compact-short", status).locale(loc);
    auto longFormatter = number::NumberFormatter::forSkeleton(u"compact-long", status).locale(loc);
    number::FormattedNumber visible = shortFormatter.formatDouble(value, status);
    UnicodeString shown = trim(visible.toString(status));
    UnicodeString suffix = unitText(visible, status);
    UnicodeString longSuffix = unitText(longFormatter.formatDouble(value, status), status);
    UnicodeString spoken = longFormatter.formatDouble(value, status).toString(status);
    bool word = suffix.isEmpty() || suffix == longSuffix;
    row(name, locale, utf8(shown) + " views", word ? "-" : utf8(shown), word ? "-" : utf8(spoken));
}

static bool wordScript(const UnicodeString &text) {
    for (int32_t i = 0; i < text.length(); i = text.moveIndex32(i, 1)) {
        UErrorCode status = U_ZERO_ERROR;
        UScriptCode script = uscript_getScript(text.char32At(i), &status);
        if (script == USCRIPT_HAN || script == USCRIPT_HIRAGANA || script == USCRIPT_KATAKANA ||
            script == USCRIPT_HANGUL)
            return true;
    }
    return false;
}

// An abbreviated month (April) or weekday (Sunday) in its format context, beside a number.
static void dateRow(const char *name, const char *locale, bool month) {
    UErrorCode status = U_ZERO_ERROR;
    DateFormatSymbols symbols(Locale(locale), status);
    int32_t count = 0;
    std::set<UnicodeString> wides;
    for (auto context : {DateFormatSymbols::FORMAT, DateFormatSymbols::STANDALONE}) {
        const UnicodeString *m = symbols.getMonths(count, context, DateFormatSymbols::WIDE);
        for (int32_t i = 0; i < count; i++) wides.insert(m[i]);
        const UnicodeString *w = symbols.getWeekdays(count, context, DateFormatSymbols::WIDE);
        for (int32_t i = 1; i < count; i++) wides.insert(w[i]);
    }
    const UnicodeString *abbreviated =
        month ? symbols.getMonths(count, DateFormatSymbols::FORMAT, DateFormatSymbols::ABBREVIATED)
              : symbols.getWeekdays(count, DateFormatSymbols::FORMAT, DateFormatSymbols::ABBREVIATED);
    UnicodeString abbreviation = abbreviated[month ? 3 : UCAL_SUNDAY];
    const UnicodeString *wide = month ? symbols.getMonths(count, DateFormatSymbols::FORMAT, DateFormatSymbols::WIDE)
                                      : symbols.getWeekdays(count, DateFormatSymbols::FORMAT, DateFormatSymbols::WIDE);
    UnicodeString full = wide[month ? 3 : UCAL_SUNDAY];
    bool word = wides.count(abbreviation) > 0 || wordScript(abbreviation);
    std::string text = month ? "5 " + utf8(abbreviation) : utf8(abbreviation) + " 5";
    row(name, locale, text, word ? "-" : utf8(abbreviation), word ? "-" : utf8(full));
}

int main() {
    printf("# ICU %s\n", U_ICU_VERSION);
    const char *locales[] = {"en", "de", "fr", "ru", "ja", "zh-Hans"};
    for (const char *locale : locales) {
        unitRow("minute-short", locale, "minute", 30, UNUM_UNIT_WIDTH_SHORT, "");
        unitRow("minute-narrow", locale, "minute", 56, UNUM_UNIT_WIDTH_NARROW, "");
        unitRow("hour-narrow", locale, "hour", 1, UNUM_UNIT_WIDTH_NARROW, "");
        unitRow("week-short", locale, "week", 3, UNUM_UNIT_WIDTH_SHORT, "");
        unitRow("gigabyte-short", locale, "gigabyte", 5.37, UNUM_UNIT_WIDTH_SHORT, "");
        unitRow("kilometer-per-hour-short", locale, "kilometer-per-hour", 10, UNUM_UNIT_WIDTH_SHORT, "");
        unitRow("meter-short", locale, "meter", 5, UNUM_UNIT_WIDTH_SHORT, "");
        unitRow("watt-short", locale, "watt", 5, UNUM_UNIT_WIDTH_SHORT, "");
        unitRow("byte-narrow", locale, "byte", 5, UNUM_UNIT_WIDTH_NARROW, "");
        compactRow("compact-thousand", locale, 1200);
        compactRow("compact-million", locale, 3000000);
        dateRow("month-april", locale, true);
        dateRow("weekday-sunday", locale, false);
    }
    // What ICU has no data for, in any locale: slash counters and hyphen-minus for a negative.
    row("slash-counter", "en", "3/10 sections", "3/10", "-");
    row("slash-round-the-clock", "de", "Hilfe 24/7", "24/7", "-");
    row("hyphen-minus", "en", "It is -5 degrees", "-5", "−5");
    row("hyphen-minus-parenthesis", "fr", "Solde (-12)", "-12", "−12");
    // Negatives: no finding.
    row("admin-is-no-min", "en", "Open the admin panel", "-", "-");
    row("word-after-number", "en", "5 minutes left, 3 weeks ago", "-", "-");
    row("full-weekday", "en", "Every Sunday and Monday", "-", "-");
    row("placeholder-minutes", "en", "{count} min left", "-", "-");
    row("placeholder-printf", "en", "Updated %@ ago", "-", "-");
    row("acronyms", "en", "Connect the TV over USB, enter your PIN and ID, then OK", "-", "-");
    row("acronym-4k", "en", "Watch in 4K", "-", "-");
    row("range-hyphen", "en", "Pages 3-5, COVID-19", "-", "-");
    row("stopless-lowercase-word", "es", "Vista al mar", "-", "-");
    row("german-so", "de", "So geht das", "-", "-");
    return 0;
}
