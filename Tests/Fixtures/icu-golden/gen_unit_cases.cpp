// Output: unit_cases.tsv
// Independent ICU golden data for unit names in a grammatical case (issue 38): for every language
// below and every case CLDR's grammatical features give its units (ICU's grammaticalFeatures data,
// read here as Spoken's shim reads it, nominative first), what ICU's number formatter says with
// unitDisplayCase (an internal API of ICU 72, hence U_SHOW_INTERNAL_API):
//
// - duration: seconds split into days, hours, minutes and seconds, the zero ones left out, given to
//   ICU as one mixed unit of the units left ("hour-and-minute": ICU's own joining of units) at
//   full-name width. The program also formats each unit alone in the case and joins them with
//   ICU's unit list formatter (what MeasureFormat::formatMeasures does, and Spoken's duration
//   formatter), and fails when the two differ: the rows prove they are the same bytes.
// - measure: a value in a unit at full-name width.
// - range: ICU's number range formatter (collapse auto, as Spoken's icu presentation) at full-name
//   width.
//
// Columns: kind, locale, case, input (seconds; "VALUE UNIT"; "LOW HIGH UNIT"), ICU's output (raw
// UTF-8). It shares no code with Spoken. Regenerate with generate.sh.
#define U_SHOW_INTERNAL_API 1
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>
#include <unicode/fmtable.h>
#include <unicode/listformatter.h>
#include <unicode/measunit.h>
#include <unicode/numberformatter.h>
#include <unicode/numberrangeformatter.h>
#include <unicode/ures.h>
#include <unicode/uversion.h>

using namespace icu;
using namespace icu::number;

static int failures = 0;

static std::string utf8(const UnicodeString &text) {
    std::string out;
    text.toUTF8String(out);
    return out;
}

// grammaticalData/features/<language>/nominal/case: the units list, else the general one.
static std::vector<std::string> cases_for(const char *language) {
    std::vector<std::string> names = {"nominative"};
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *root = ures_openDirect(nullptr, "grammaticalFeatures", &status);
    UResourceBundle *data = ures_getByKey(root, "grammaticalData", nullptr, &status);
    UResourceBundle *features = ures_getByKey(data, "features", nullptr, &status);
    UResourceBundle *own = ures_getByKey(features, language, nullptr, &status);
    UResourceBundle *nominal = ures_getByKey(own, "nominal", nullptr, &status);
    UResourceBundle *cases = ures_getByKey(nominal, "case", nullptr, &status);
    UResourceBundle *list = nullptr;
    if (U_SUCCESS(status)) {
        UErrorCode scoped = U_ZERO_ERROR;
        list = ures_getByKey(cases, "units", nullptr, &scoped);
        if (U_FAILURE(scoped)) {
            ures_close(list);
            list = ures_getByKey(cases, "_", nullptr, &status);
        }
    }
    if (U_SUCCESS(status) && ures_getType(list) == URES_ARRAY) {
        for (int32_t i = 0; i < ures_getSize(list); i++) {
            int32_t length = 0;
            const UChar *name = ures_getStringByIndex(list, i, &length, &status);
            std::string text = utf8(UnicodeString(false, name, length));
            if (text != "nominative") names.push_back(text);
        }
    }
    ures_close(list);
    ures_close(cases);
    ures_close(nominal);
    ures_close(own);
    ures_close(features);
    ures_close(data);
    ures_close(root);
    return names;
}

static void duration(const char *tag, const std::string &grammatical_case, long seconds) {
    static const char *names[] = {"day", "hour", "minute", "second"};
    static const long lengths[] = {86400, 3600, 60, 1};
    UErrorCode status = U_ZERO_ERROR;
    Locale locale = Locale::forLanguageTag(tag, status);
    std::vector<long> amounts;
    std::vector<int> units;
    long rest = seconds;
    for (int i = 0; i < 4; i++) {
        long amount = rest / lengths[i];
        rest %= lengths[i];
        if (amount == 0) continue;
        amounts.push_back(amount);
        units.push_back(i);
    }
    // ICU's own joining: one mixed unit, the value in its first unit.
    std::string identifier;
    double value = 0;
    for (size_t i = 0; i < units.size(); i++) {
        identifier += (i ? "-and-" : "") + std::string(names[units[i]]);
        value += (double)amounts[i] * lengths[units[i]] / lengths[units[0]];
    }
    MeasureUnit mixed = MeasureUnit::forIdentifier(identifier.c_str(), status);
    UnicodeString whole = NumberFormatter::withLocale(locale)
                              .unit(mixed)
                              .unitWidth(UNUM_UNIT_WIDTH_FULL_NAME)
                              .unitDisplayCase(grammatical_case.c_str())
                              .formatDouble(value, status)
                              .toString(status);
    // Each unit alone in the case, joined by the unit list (MeasureFormat's way).
    std::vector<UnicodeString> pieces;
    for (size_t i = 0; i < units.size(); i++) {
        pieces.push_back(NumberFormatter::withLocale(locale)
                             .unit(MeasureUnit::forIdentifier(names[units[i]], status))
                             .unitWidth(UNUM_UNIT_WIDTH_FULL_NAME)
                             .unitDisplayCase(grammatical_case.c_str())
                             .formatDouble((double)amounts[i], status)
                             .toString(status));
    }
    UnicodeString joined;
    if (pieces.size() == 1) {
        joined = pieces[0];
    } else {
        ListFormatter *list = ListFormatter::createInstance(locale, ULISTFMT_TYPE_UNITS, ULISTFMT_WIDTH_WIDE, status);
        list->format(pieces.data(), (int32_t)pieces.size(), joined, status);
        delete list;
    }
    if (U_FAILURE(status) || whole != joined) {
        fprintf(stderr, "%s %s %ld: %s [%s] [%s]\n", tag, grammatical_case.c_str(), seconds, u_errorName(status),
                utf8(whole).c_str(), utf8(joined).c_str());
        failures++;
        return;
    }
    printf("duration\t%s\t%s\t%ld\t%s\n", tag, grammatical_case.c_str(), seconds, utf8(whole).c_str());
}

static void measure(const char *tag, const std::string &grammatical_case, const char *value, const char *unit) {
    UErrorCode status = U_ZERO_ERROR;
    Locale locale = Locale::forLanguageTag(tag, status);
    UnicodeString text = NumberFormatter::withLocale(locale)
                             .unit(MeasureUnit::forIdentifier(unit, status))
                             .unitWidth(UNUM_UNIT_WIDTH_FULL_NAME)
                             .unitDisplayCase(grammatical_case.c_str())
                             .formatDecimal(value, status)
                             .toString(status);
    if (U_FAILURE(status)) {
        fprintf(stderr, "%s %s %s %s: %s\n", tag, grammatical_case.c_str(), value, unit, u_errorName(status));
        failures++;
        return;
    }
    printf("measure\t%s\t%s\t%s %s\t%s\n", tag, grammatical_case.c_str(), value, unit, utf8(text).c_str());
}

static void range(const char *tag, const std::string &grammatical_case, const char *low, const char *high,
                  const char *unit) {
    UErrorCode status = U_ZERO_ERROR;
    Locale locale = Locale::forLanguageTag(tag, status);
    UnicodeString text = NumberRangeFormatter::withLocale(locale)
                             .numberFormatterBoth(NumberFormatter::with()
                                                      .unit(MeasureUnit::forIdentifier(unit, status))
                                                      .unitWidth(UNUM_UNIT_WIDTH_FULL_NAME)
                                                      .unitDisplayCase(grammatical_case.c_str()))
                             .identityFallback(UNUM_IDENTITY_FALLBACK_SINGLE_VALUE)
                             .formatFormattableRange(Formattable(low, status), Formattable(high, status), status)
                             .toString(status);
    if (U_FAILURE(status)) {
        fprintf(stderr, "%s %s %s %s: %s\n", tag, grammatical_case.c_str(), low, unit, u_errorName(status));
        failures++;
        return;
    }
    printf("range\t%s\t%s\t%s %s %s\t%s\n", tag, grammatical_case.c_str(), low, high, unit, utf8(text).c_str());
}

int main() {
    UVersionInfo version;
    char version_text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(version);
    u_versionToString(version, version_text);
    printf("# ICU %s\n", version_text);
    static const char *locales[] = {"ru", "uk", "pl", "cs", "de", "fi", "hi", "el", "lt", "en"};
    static const long seconds[] = {1, 60, 120, 300, 1260, 1320, 1500, 3600, 3627, 4860, 5460, 7322, 90061, 172800};
    static const char *values[] = {"0", "1", "2", "5", "21", "22", "25", "1.5", "101", "-1"};
    static const char *units[] = {"kilometer", "hour", "minute", "celsius", "kilogram", "liter"};
    for (const char *tag : locales) {
        for (const std::string &grammatical_case : cases_for(tag)) {
            for (long value : seconds) duration(tag, grammatical_case, value);
            for (const char *unit : units)
                for (const char *value : values) measure(tag, grammatical_case, value, unit);
            range(tag, grammatical_case, "1", "5", "kilometer");
            range(tag, grammatical_case, "21", "25", "minute");
            range(tag, grammatical_case, "1.5", "2", "hour");
            range(tag, grammatical_case, "-5", "3", "celsius");
        }
    }
    return failures ? 1 : 0;
}
