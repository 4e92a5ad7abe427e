// Output: order_cells.tsv
//
// ICU's own words for the values of the example order-list cell (Examples/OrderList), one row per
// locale and value: what a catalog message's placeholders become, worked out here from ICU's C and
// C++ APIs with no Spoken code. compose_order_cells.py then fills the example catalog's messages
// with them (the expected labels, order_labels.tsv). Regenerate with generate.sh.
//
// Columns: locale, value, ICU's text (raw UTF-8).
//   when     2026-12-04T22:44:00Z in America/New_York: udat medium date, short time
//   count    2: its cardinal plural keyword (uplrules) and "#" (unum decimal)
//   stars    5: "#"-style decimal (a plain {stars} of an int placeholder)
//   total    29.21 USD: unumf currency/USD unit-width-full-name precision-currency-standard/w
//   eta      1 hour 30 minutes: MeasureFormat::formatMeasures, wide
#include <cstdio>
#include <cstring>
#include <string>
#include <unicode/measfmt.h>
#include <unicode/measunit.h>
#include <unicode/measure.h>
#include <unicode/udat.h>
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

int main() {
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

        UDateFormat *date = udat_open(UDAT_SHORT, UDAT_MEDIUM, id, zone, -1, NULL, 0, &status);
        int32_t length = udat_format(date, 1796424240000.0, buffer, 512, NULL, &status);
        printf("%s\twhen\t%s\n", tag, utf8(buffer, length).c_str());
        udat_close(date);

        UPluralRules *rules = uplrules_open(id, &status);
        length = uplrules_select(rules, 2, buffer, 512, &status);
        printf("%s\tcount.keyword\t%s\n", tag, utf8(buffer, length).c_str());
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

        MeasureFormat format(Locale(id), UMEASFMT_WIDTH_WIDE, status);
        Measure measures[] = {
            Measure(Formattable((int32_t)1), MeasureUnit::createHour(status), status),
            Measure(Formattable((int32_t)30), MeasureUnit::createMinute(status), status),
        };
        UnicodeString eta;
        FieldPosition position;
        format.formatMeasures(measures, 2, eta, position, status);
        printf("%s\teta\t%s\n", tag, utf8(eta).c_str());

        if (U_FAILURE(status)) {
            fprintf(stderr, "%s: %s\n", tag, u_errorName(status));
            failures++;
        }
    }
    return failures == 0 ? 0 : 1;
}
