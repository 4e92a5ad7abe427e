// Output: order_cells.tsv
//
// ICU's own words for the values of the example order-list cell (Examples/OrderList), one row per
// locale and value: what a catalog message's placeholders become, worked out here from ICU's C and
// C++ APIs with no Spoken code. compose_order_cells.py then fills the example catalog's messages
// with them (the expected labels, order_labels.tsv). Regenerate with generate.sh.
//
// Columns: locale, value, ICU's text (raw UTF-8).
//   when     2026-12-04T22:44:00Z in America/New_York seen from 2026-12-05T15:00:00Z (the order
//            placeholder's "presentation": "relative"): udat UDAT_MEDIUM_RELATIVE date, short time,
//            with the display context UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE ("yesterday,
//            5:44 PM"); when.start with UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE, for a
//            message that starts with it. ICU's relative styles see the wall clock's today, so the
//            instant formatted is the same local time the same number of days from today as the
//            order is from its now (ucal's Julian days in the zone).
//   count    2: its cardinal plural keyword (uplrules) and "#" (unum decimal)
//   stars    5: "#"-style decimal, and stars.keyword its cardinal plural keyword (uplrules): the
//            rating placeholder's words are the shipped catalog's rating.starsOutOf (l10n/*.arb)
//            for value 5 and max 5, filled by compose_order_cells.py with these
//   total    29.21 USD: unumf currency/USD unit-width-full-name precision-currency-standard/w
//   eta      1 hour 30 minutes (eta.late: 1 hour 21 minutes): in the case the translator gave the
//            placeholder (order_cases.tsv, which compose_order_cells.py --cases takes from the
//            catalog's ARB files) each unit at full-name width with unitDisplayCase, joined by
//            ICU's unit list (ListFormatter units, wide); without a case MeasureFormat::formatMeasures,
//            wide (the same joining).
#define U_SHOW_INTERNAL_API 1
#include <cstdio>
#include <cstring>
#include <fstream>
#include <map>
#include <string>
#include <unicode/listformatter.h>
#include <unicode/measfmt.h>
#include <unicode/measunit.h>
#include <unicode/measure.h>
#include <unicode/numberformatter.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udisplaycontext.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

using namespace icu;

static int failures = 0;

static std::string utf8(const UChar *text, int32_t length) {
    char out[1024];
    int32_t written = 0;
    UErrorCode status = U_ZERO_ERROR;
    u_strToUTF8(out, sizeof out, &written, text, length, &status);
    if (U_FAILURE(status)) {
        failures++;
        return "";
    }
    return std::string(out, written);
}

static std::string utf8(const UnicodeString &text) { return utf8(text.getBuffer(), text.length()); }

static const char *kLocales[][2] = {
    {"ar", "ar"}, {"cs", "cs"}, {"de", "de"}, {"en", "en"}, {"es", "es"}, {"fr", "fr"}, {"he", "he"}, {"hi", "hi"},
    {"ja", "ja"}, {"ko", "ko"}, {"pl", "pl"}, {"pt-BR", "pt_BR"}, {"ru", "ru"}, {"zh-Hans", "zh_Hans"},
    {"zh-Hant", "zh_Hant"},
};

// order_cases.tsv: locale, placeholder, case (from the catalog, not from Spoken).
static std::map<std::string, std::string> read_cases() {
    std::map<std::string, std::string> cases;
    std::ifstream file("order_cases.tsv");
    if (!file) {
        fprintf(stderr, "order_cases.tsv: unreadable (run compose_order_cells.py --cases)\n");
        failures++;
    }
    std::string line;
    while (std::getline(file, line)) {
        if (line.empty() || line[0] == '#') continue;
        size_t first = line.find('\t'), second = line.find('\t', first + 1);
        if (first == std::string::npos || second == std::string::npos) continue;
        cases[line.substr(0, first) + "\t" + line.substr(first + 1, second - first - 1)] = line.substr(second + 1);
    }
    return cases;
}

// hours and minutes of a duration at full-name width, in a grammatical case when one is given.
static std::string eta(const char *id, int32_t hours, int32_t minutes, const std::string &grammatical_case,
                       UErrorCode &status) {
    UnicodeString text;
    if (grammatical_case.empty()) {
        MeasureFormat format(Locale(id), UMEASFMT_WIDTH_WIDE, status);
        Measure measures[] = {
            Measure(Formattable(hours), MeasureUnit::createHour(status), status),
            Measure(Formattable(minutes), MeasureUnit::createMinute(status), status),
        };
        FieldPosition position;
        format.formatMeasures(measures, 2, text, position, status);
        return utf8(text);
    }
    UnicodeString pieces[2];
    const char *units[] = {"hour", "minute"};
    int32_t amounts[] = {hours, minutes};
    for (int i = 0; i < 2; i++) {
        pieces[i] = number::NumberFormatter::withLocale(Locale(id))
                        .unit(MeasureUnit::forIdentifier(units[i], status))
                        .unitWidth(UNUM_UNIT_WIDTH_FULL_NAME)
                        .unitDisplayCase(grammatical_case.c_str())
                        .formatInt(amounts[i], status)
                        .toString(status);
    }
    ListFormatter *list = ListFormatter::createInstance(Locale(id), ULISTFMT_TYPE_UNITS, ULISTFMT_WIDTH_WIDE, status);
    if (list) list->format(pieces, 2, text, status);
    delete list;
    return utf8(text);
}

static const double kWhen = 1796424240000.0;  // 2026-12-04T22:44:00Z
static const double kNow = 1796482800000.0;   // 2026-12-05T15:00:00Z

// The instant at `when`'s local time, as many days from the wall clock's today as `when` is from
// `now`, in the zone.
static double relative_instant(const UChar *zone, UErrorCode &status) {
    UCalendar *calendar = ucal_open(zone, -1, "en", UCAL_GREGORIAN, &status);
    ucal_setMillis(calendar, kNow, &status);
    int32_t now_day = ucal_get(calendar, UCAL_JULIAN_DAY, &status);
    ucal_setMillis(calendar, kWhen, &status);
    int32_t when_day = ucal_get(calendar, UCAL_JULIAN_DAY, &status);
    int32_t hour = ucal_get(calendar, UCAL_HOUR_OF_DAY, &status);
    int32_t minute = ucal_get(calendar, UCAL_MINUTE, &status);
    ucal_setMillis(calendar, ucal_getNow(), &status);
    ucal_add(calendar, UCAL_DATE, when_day - now_day, &status);
    ucal_set(calendar, UCAL_HOUR_OF_DAY, hour);
    ucal_set(calendar, UCAL_MINUTE, minute);
    ucal_set(calendar, UCAL_SECOND, 0);
    ucal_set(calendar, UCAL_MILLISECOND, 0);
    double millis = ucal_getMillis(calendar, &status);
    ucal_close(calendar);
    return millis;
}

int main() {
    std::map<std::string, std::string> cases = read_cases();
    if (!freopen("order_cells.tsv", "w", stdout)) return 1;
    UChar zone[64];
    u_uastrcpy(zone, "America/New_York");
    UChar skeleton[128];
    u_uastrcpy(skeleton, "currency/USD unit-width-full-name precision-currency-standard/w");
    printf("# ICU %s\n", U_ICU_VERSION);
    for (auto &entry : kLocales) {
        const char *tag = entry[0], *id = entry[1];
        UErrorCode status = U_ZERO_ERROR;
        UChar buffer[512];

        double instant = relative_instant(zone, status);
        UDateFormat *date = udat_open(UDAT_SHORT, UDAT_MEDIUM_RELATIVE, id, zone, -1, NULL, 0, &status);
        udat_setContext(date, UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE, &status);
        int32_t length = udat_format(date, instant, buffer, 512, NULL, &status);
        printf("%s\twhen\t%s\n", tag, utf8(buffer, length).c_str());
        udat_setContext(date, UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE, &status);
        length = udat_format(date, instant, buffer, 512, NULL, &status);
        printf("%s\twhen.start\t%s\n", tag, utf8(buffer, length).c_str());
        udat_close(date);

        UPluralRules *rules = uplrules_open(id, &status);
        length = uplrules_select(rules, 2, buffer, 512, &status);
        printf("%s\tcount.keyword\t%s\n", tag, utf8(buffer, length).c_str());
        length = uplrules_select(rules, 5, buffer, 512, &status);
        printf("%s\tstars.keyword\t%s\n", tag, utf8(buffer, length).c_str());
        uplrules_close(rules);

        UNumberFormat *decimal = unum_open(UNUM_DECIMAL, NULL, 0, id, NULL, &status);
        length = unum_format(decimal, 2, buffer, 512, NULL, &status);
        printf("%s\tcount\t%s\n", tag, utf8(buffer, length).c_str());
        length = unum_format(decimal, 5, buffer, 512, NULL, &status);
        printf("%s\tstars\t%s\n", tag, utf8(buffer, length).c_str());
        unum_close(decimal);

        UNumberFormatter *money = unumf_openForSkeletonAndLocale(skeleton, -1, id, &status);
        UFormattedNumber *result = unumf_openResult(&status);
        unumf_formatDecimal(money, "29.21", -1, result, &status);
        length = unumf_resultToString(result, buffer, 512, &status);
        printf("%s\ttotal\t%s\n", tag, utf8(buffer, length).c_str());
        unumf_closeResult(result);
        unumf_close(money);

        std::string grammatical_case = cases[std::string(tag) + "\teta"];
        printf("%s\teta\t%s\n", tag, eta(id, 1, 30, grammatical_case, status).c_str());
        printf("%s\teta.late\t%s\n", tag, eta(id, 1, 21, grammatical_case, status).c_str());

        if (U_FAILURE(status)) {
            fprintf(stderr, "%s: %s\n", tag, u_errorName(status));
            failures++;
        }
    }
    return failures == 0 ? 0 : 1;
}
