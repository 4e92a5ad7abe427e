// Output: markup_display.tsv
//
// Independent ICU golden data for the visible form of relative times, measure ranges and money at
// the short and narrow widths (`"markup": true`, issue 39): ICU's own bytes from its C API, in the 15
// shipped languages. It shares no code with Spoken: styles and skeletons are chosen here from ICU's
// documented constants and stems. Regenerate with generate.sh (or: gcc gen_markup_display.c
// $(pkg-config --cflags --libs icu-i18n icu-uc) -lm).
//
// Rows (tab-separated), by kind:
//   relative      locale  width  numeric  capitalization  unit  value  text
//       ureldatefmt_open at UDAT_STYLE_SHORT or UDAT_STYLE_NARROW with the capitalization context
//       (none, or sentence: UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE); numeric auto is
//       ureldatefmt_format, always ureldatefmt_formatNumeric.
//   instant       locale  width  numeric  none  unit  value  text  now_ms  instant_ms
//       an instant seen from a fixed now (2026-11-29T12:50:00Z, relative.tsv's): the largest of
//       second, minute, hour, day, week, month (30 days) and year (365 days) in which the distance
//       is at least one, the value truncated toward zero; under a second, 0 seconds.
//   measureRange  locale  width  unit  low  high  skeleton  text
//       unumrf with `unit/UNIT unit-width-short|narrow`, ICU's default collapse and the
//       single-value identity fallback.
//   money         locale  width  currency  amount  skeleton  text
//       unumf with `currency/CODE` (short: the symbol) or `currency/CODE unit-width-narrow` (the
//       narrow symbol), optionally compact-short or a precision stem.
//   moneyRange    locale  width  currency  low  high  skeleton  text
//       unumrf over the same skeletons.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/ureldatefmt.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumberrangeformatter.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

static const char *locales[] = {
    "ar", "cs", "de", "en", "es", "fr", "he", "hi", "ja", "ko", "pl", "pt-BR", "ru", "zh-Hans", "zh-Hant",
};
static const char *width_names[] = {"short", "narrow"};
static FILE *out;
static int failures = 0;

static void utf8(const UChar *text, int32_t length, char *buffer, int32_t capacity, UErrorCode *status) {
    int32_t written = 0;
    u_strToUTF8(buffer, capacity, &written, text, length, status);
}

static const char *unit_names[] = {"second", "minute", "hour", "day", "week", "month", "quarter", "year"};
static const URelativeDateTimeUnit rel_units[] = {
    UDAT_REL_UNIT_SECOND, UDAT_REL_UNIT_MINUTE, UDAT_REL_UNIT_HOUR, UDAT_REL_UNIT_DAY,
    UDAT_REL_UNIT_WEEK,   UDAT_REL_UNIT_MONTH,  UDAT_REL_UNIT_QUARTER, UDAT_REL_UNIT_YEAR,
};

static void relative(const char *kind, const char *locale, int width, int numeric, int sentence, int u,
                     const char *value, const char *extra) {
    UErrorCode status = U_ZERO_ERROR;
    URelativeDateTimeFormatter *formatter = ureldatefmt_open(
        locale, NULL, width == 0 ? UDAT_STYLE_SHORT : UDAT_STYLE_NARROW,
        sentence ? UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE : UDISPCTX_CAPITALIZATION_NONE, &status);
    UChar text[256];
    double offset = strtod(value, NULL);
    int32_t length = numeric ? ureldatefmt_formatNumeric(formatter, offset, rel_units[u], text, 256, &status)
                             : ureldatefmt_format(formatter, offset, rel_units[u], text, 256, &status);
    ureldatefmt_close(formatter);
    char buffer[1024];
    utf8(text, length, buffer, sizeof buffer, &status);
    if (U_FAILURE(status)) {
        fprintf(stderr, "relative %s %s %s: %s\n", locale, unit_names[u], value, u_errorName(status));
        failures++;
        return;
    }
    fprintf(out, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s%s\n", kind, locale, width_names[width],
            numeric ? "always" : "auto", sentence ? "sentence" : "none", unit_names[u], value, buffer, extra);
}

static void number(const char *locale, int width, const char *currency, const char *amount, const char *stems) {
    char skeleton[160];
    snprintf(skeleton, sizeof skeleton, "%scurrency/%s%s", stems, currency, width == 0 ? "" : " unit-width-narrow");
    UChar uskeleton[160];
    u_uastrcpy(uskeleton, skeleton);
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(uskeleton, -1, locale, &status);
    UFormattedNumber *result = unumf_openResult(&status);
    unumf_formatDecimal(formatter, amount, -1, result, &status);
    UChar text[256];
    int32_t length = unumf_resultToString(result, text, 256, &status);
    char buffer[1024];
    utf8(text, length, buffer, sizeof buffer, &status);
    unumf_closeResult(result);
    unumf_close(formatter);
    if (U_FAILURE(status)) {
        fprintf(stderr, "money %s %s %s: %s\n", locale, skeleton, amount, u_errorName(status));
        failures++;
        return;
    }
    fprintf(out, "money\t%s\t%s\t%s\t%s\t%s\t%s\n", locale, width_names[width], currency, amount, skeleton, buffer);
}

static void range(const char *kind, const char *locale, int width, const char *what, const char *low,
                  const char *high, const char *skeleton) {
    UChar uskeleton[160];
    u_uastrcpy(uskeleton, skeleton);
    UErrorCode status = U_ZERO_ERROR;
    UParseError parse_error;
    UNumberRangeFormatter *formatter = unumrf_openForSkeletonWithCollapseAndIdentityFallback(
        uskeleton, -1, UNUM_RANGE_COLLAPSE_AUTO, UNUM_IDENTITY_FALLBACK_SINGLE_VALUE, locale, &parse_error, &status);
    UFormattedNumberRange *result = unumrf_openResult(&status);
    unumrf_formatDecimalRange(formatter, low, -1, high, -1, result, &status);
    int32_t length = 0;
    const UChar *text = ufmtval_getString(unumrf_resultAsValue(result, &status), &length, &status);
    char buffer[1024];
    if (U_SUCCESS(status)) utf8(text, length, buffer, sizeof buffer, &status);
    unumrf_closeResult(result);
    unumrf_close(formatter);
    if (U_FAILURE(status)) {
        fprintf(stderr, "%s %s %s %s %s: %s\n", kind, locale, skeleton, low, high, u_errorName(status));
        failures++;
        return;
    }
    fprintf(out, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", kind, locale, width_names[width], what, low, high, skeleton,
            buffer);
}

int main(void) {
    out = fopen("markup_display.tsv", "w");
    if (!out) return 1;
    fprintf(out, "# ICU %s\n", U_ICU_VERSION);
    static const char *values[] = {"-5", "-2", "-1", "0", "1", "2", "3", "21", "-1.5", "1000000"};
    static const double distances[] = {
        0, 0.4, -1, 59, -61, 3599, -3600, 7200, -86400, 172800, -518400, 604800, -1209600, -2592000, 31536000,
    };
    static const long long now_ms = 1795956600000LL;  // 2026-11-29T12:50:00Z
    static const int rule_units[] = {7, 5, 4, 3, 2, 1, 0};
    static const double lengths[] = {31536000, 2592000, 604800, 86400, 3600, 60, 1};
    static const char *range_units[] = {"celsius", "kilometer-per-hour", "percent", "kilogram", "hour"};
    static const char *range_values[][2] = {{"18", "25"}, {"-5", "3"}, {"0.5", "1.5"}, {"25", "25"}};
    static const char *currencies[] = {"USD", "EUR", "JPY", "CAD", "BRL", "GBP"};
    static const char *amounts[] = {"42.50", "-115", "1234567.891", "0.10"};
    for (size_t l = 0; l < sizeof locales / sizeof *locales; l++) {
        const char *locale = locales[l];
        for (int width = 0; width < 2; width++) {
            for (int numeric = 0; numeric < 2; numeric++)
                for (int sentence = 0; sentence < 2; sentence++)
                    for (int u = 0; u < 8; u++)
                        for (size_t v = 0; v < sizeof values / sizeof *values; v++)
                            relative("relative", locale, width, numeric, sentence, u, values[v], "");
            for (int numeric = 0; numeric < 2; numeric++)
                for (size_t d = 0; d < sizeof distances / sizeof *distances; d++) {
                    int u = 0;
                    double amount = 0;
                    for (int i = 0; i < 7; i++) {
                        if (fabs(distances[d]) >= lengths[i]) {
                            u = rule_units[i];
                            amount = trunc(distances[d] / lengths[i]);
                            break;
                        }
                    }
                    char value[32], extra[64];
                    snprintf(value, sizeof value, "%.0f", amount == 0 ? 0.0 : amount);
                    snprintf(extra, sizeof extra, "\t%lld\t%lld", now_ms,
                             now_ms + (long long)llround(distances[d] * 1000));
                    relative("instant", locale, width, numeric, 0, u, value, extra);
                }
            for (size_t u = 0; u < sizeof range_units / sizeof *range_units; u++)
                for (size_t v = 0; v < sizeof range_values / sizeof *range_values; v++) {
                    char skeleton[128];
                    snprintf(skeleton, sizeof skeleton, "unit/%s unit-width-%s", range_units[u], width_names[width]);
                    range("measureRange", locale, width, range_units[u], range_values[v][0], range_values[v][1],
                          skeleton);
                }
            for (size_t c = 0; c < sizeof currencies / sizeof *currencies; c++) {
                for (size_t a = 0; a < sizeof amounts / sizeof *amounts; a++) {
                    number(locale, width, currencies[c], amounts[a], "");
                    number(locale, width, currencies[c], amounts[a], "compact-short ");
                }
                number(locale, width, currencies[c], "42.5", ".000 ");
                char skeleton[128];
                snprintf(skeleton, sizeof skeleton, "currency/%s%s", currencies[c],
                         width == 0 ? "" : " unit-width-narrow");
                range("moneyRange", locale, width, currencies[c], "10", "90", skeleton);
                range("moneyRange", locale, width, currencies[c], "-5.5", "12", skeleton);
            }
        }
    }
    fclose(out);
    return failures != 0;
}
