// Independent golden data for Spoken's relative times: calls ICU's C API (ureldatefmt_*) directly,
// shares no code with Spoken, and prints one TSV row per case. Regenerate with generate.sh, or:
//
//   gcc gen_relative.c $(pkg-config --cflags --libs icu-i18n icu-uc) -o /tmp/gen_relative &&
//     /tmp/gen_relative > relative.tsv
//
// Rows of kind "value" (a value and a unit, as Intl.RelativeTimeFormat takes them):
//   value  locale  numeric  capitalization  unit  value  ICU's text
// numeric "auto" is ureldatefmt_format ("yesterday"), "always" ureldatefmt_formatNumeric
// ("1 day ago"); capitalization "none" is UDISPCTX_CAPITALIZATION_NONE, "sentence"
// UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE; the style is UDAT_STYLE_LONG.
//
// Rows of kind "instant" (an instant seen from a reference now):
//   instant  locale  numeric  capitalization  unit  value  ICU's text  now_ms  instant_ms
// The unit and value are worked out here from the rule of issue 19: the largest of second,
// minute, hour, day, week, month (30 days) and year (365 days) in which the distance is at least
// one, the value truncated toward zero; under one second is 0 seconds (the locale's "now" with
// numeric auto).
#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <unicode/ureldatefmt.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

static const char *locales[] = {
    "en", "en-GB", "ar", "cs", "de", "es", "fr", "he", "hi", "ja", "ko", "pl", "pt-BR", "ru", "zh-Hans", "zh-Hant",
};
static const char *unit_names[] = {"second", "minute", "hour", "day", "week", "month", "quarter", "year"};
static const URelativeDateTimeUnit units[] = {
    UDAT_REL_UNIT_SECOND, UDAT_REL_UNIT_MINUTE, UDAT_REL_UNIT_HOUR, UDAT_REL_UNIT_DAY,
    UDAT_REL_UNIT_WEEK, UDAT_REL_UNIT_MONTH, UDAT_REL_UNIT_QUARTER, UDAT_REL_UNIT_YEAR,
};
static const char *values[] = {"-5", "-2", "-1", "-0", "0", "1", "2", "3", "11", "21", "-1.5", "2.5", "1000000"};
static const double distances[] = {
    0, 0.4, -0.999, 1, -1, 59, 60, -61, 3599, -3600, 7200, -86399, 86400, -86400, 172800, -518400,
    604800, -1209600, 2591999, -2592000, 5184000, -31535999, 31536000, -63072000, 315360000,
};
static const long long now_ms = 1795956600000LL;  // 2026-11-29T12:50:00Z

static int failures = 0;

static void emit(const char *kind, const char *locale, int numeric_always, int sentence, int u,
                 const char *value, const char *extra) {
    UErrorCode st = U_ZERO_ERROR;
    URelativeDateTimeFormatter *fmt = ureldatefmt_open(
        locale, NULL, UDAT_STYLE_LONG,
        sentence ? UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE : UDISPCTX_CAPITALIZATION_NONE, &st);
    UChar text[256];
    double offset = strtod(value, NULL);
    int32_t n = numeric_always ? ureldatefmt_formatNumeric(fmt, offset, units[u], text, 256, &st)
                               : ureldatefmt_format(fmt, offset, units[u], text, 256, &st);
    ureldatefmt_close(fmt);
    if (U_FAILURE(st)) {
        fprintf(stderr, "%s %s %s: %s\n", locale, unit_names[u], value, u_errorName(st));
        failures++;
        return;
    }
    char utf8[1024];
    int32_t len = 0;
    u_strToUTF8(utf8, sizeof utf8, &len, text, n, &st);
    printf("%s\t%s\t%s\t%s\t%s\t%s\t%.*s%s\n", kind, locale, numeric_always ? "always" : "auto",
           sentence ? "sentence" : "none", unit_names[u], value, (int)len, utf8, extra);
}

int main(void) {
    UVersionInfo version;
    char name[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(version);
    u_versionToString(version, name);
    printf("# ICU %s\n", name);
    for (size_t l = 0; l < sizeof locales / sizeof *locales; l++)
        for (int numeric = 0; numeric < 2; numeric++)
            for (int sentence = 0; sentence < 2; sentence++)
                for (int u = 0; u < 8; u++)
                    for (size_t v = 0; v < sizeof values / sizeof *values; v++)
                        emit("value", locales[l], numeric, sentence, u, values[v], "");
    // The rule's units (no quarter), with their lengths in seconds.
    static const int rule_units[] = {7, 5, 4, 3, 2, 1, 0};
    static const double lengths[] = {31536000, 2592000, 604800, 86400, 3600, 60, 1};
    for (size_t l = 0; l < sizeof locales / sizeof *locales; l++)
        for (int numeric = 0; numeric < 2; numeric++)
            for (size_t d = 0; d < sizeof distances / sizeof *distances; d++) {
                double distance = distances[d];
                int u = 0;
                double amount = 0;
                for (int i = 0; i < 7; i++) {
                    if (fabs(distance) >= lengths[i]) {
                        u = rule_units[i];
                        amount = trunc(distance / lengths[i]);
                        break;
                    }
                }
                char value[32], extra[64];
                snprintf(value, sizeof value, "%.0f", amount == 0 ? 0.0 : amount);
                long long instant_ms = now_ms + (long long)llround(distance * 1000);
                snprintf(extra, sizeof extra, "\t%lld\t%lld", now_ms, instant_ms);
                emit("instant", locales[l], numeric, 0, u, value, extra);
            }
    return failures != 0;
}
