// Independent golden data for Spoken's relative date presentation ("Yesterday, 12:50 PM") seen
// from a given now: calls ICU's C API directly (udat_open with UDAT_*_RELATIVE date styles,
// capitalized for the start of a sentence as Spoken's `relative` presentation is) and shares no
// code with Spoken. ICU's relative formatter always compares with the wall clock, so the "now" of
// every row is the wall clock at the moment ICU formatted it (whole seconds; a row is formatted
// again if the day changed in its zone meanwhile): regenerating gives other instants, each row
// still exactly ICU's words for its own now. Regenerate with generate.sh, or:
//
//   gcc gen_relative_dates.c $(pkg-config --cflags --libs icu-i18n icu-uc) -o /tmp/gen_relative_dates &&
//     /tmp/gen_relative_dates > relative_dates.tsv &&
//     /tmp/gen_relative_dates middle > relative_dates_middle.tsv
//
// Columns: locale  zone  date_style  time_style  instant_ms  now_ms  ICU's text
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

static const char *locales[] = {
    "en-US", "en-GB", "ar", "cs", "de", "es", "fr", "he", "hi", "ja", "ko", "pl", "pt-BR", "ru", "zh-Hans", "zh-Hant",
};
static const char *zones[] = {"UTC", "America/New_York", "Asia/Kolkata"};
// With the argument "middle" (relative_dates_middle.tsv, the presentation inside a sentence:
// "placed yesterday, 5:44 PM"): UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE instead of the
// start of a sentence, in these zones.
static const char *middle_zones[] = {"UTC", "Asia/Kolkata"};
static const int date_styles[] = {UDAT_SHORT, UDAT_MEDIUM, UDAT_LONG, UDAT_FULL};
static const char *date_names[] = {"short", "medium", "long", "full"};
static const int time_styles[] = {UDAT_NONE, UDAT_SHORT, UDAT_MEDIUM, UDAT_LONG, UDAT_FULL};
static const char *time_names[] = {"none", "short", "medium", "long", "full"};
// Seconds from now: three days back to a month ahead, across the relative words' edges.
static const double offsets[] = {
    -259200, -172800, -93600, -86400, -18000, -60, 0, 10800, 86400, 172800, 259200, 2592000,
};

// Beyond the day words, Spoken's relative presentation says the long date: the locale's best
// pattern for the skeleton of the styles' speech form (full month names, the full style's
// weekday; the time's own fields), as udatpg gives it.
static const char *fallback_dates[] = {"yMMMMd", "yMMMMd", "yMMMMd", "yMMMMEEEEd"};
static const char *fallback_times[] = {"", "jmm", "jmmss", "jmmssz", "jmmsszzzz"};

static int32_t julian_day(UCalendar *cal, double millis) {
    UErrorCode st = U_ZERO_ERROR;
    ucal_setMillis(cal, millis, &st);
    return ucal_get(cal, UCAL_JULIAN_DAY, &st);
}

int main(int argc, char **argv) {
    int middle = argc > 1 && strcmp(argv[1], "middle") == 0;
    UDisplayContext context =
        middle ? UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE : UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE;
    const char **zone_names = middle ? middle_zones : zones;
    size_t zone_count = middle ? sizeof middle_zones / sizeof *middle_zones : sizeof zones / sizeof *zones;
    UVersionInfo version;
    char name[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(version);
    u_versionToString(version, name);
    printf("# ICU %s\n", name);
    int failures = 0;
    for (size_t l = 0; l < sizeof locales / sizeof *locales; l++)
        for (size_t z = 0; z < zone_count; z++) {
            UChar zone[64];
            u_uastrcpy(zone, zone_names[z]);
            UErrorCode st = U_ZERO_ERROR;
            UCalendar *cal = ucal_open(zone, -1, "en-US", UCAL_GREGORIAN, &st);
            for (int d = 0; d < 4; d++)
                for (int t = 0; t < 5; t++) {
                    UDateFormat *fmt = udat_open(time_styles[t], date_styles[d] | UDAT_RELATIVE, locales[l],
                                                 zone, -1, NULL, 0, &st);
                    udat_setContext(fmt, context, &st);
                    // The relative formatter's own pattern without the day words, to tell a
                    // fallback row, and the long pattern said instead.
                    UChar own[512];
                    int32_t own_length = udat_toPattern(fmt, false, own, 512, &st);
                    UDateFormat *styles =
                        udat_open(UDAT_PATTERN, UDAT_PATTERN, locales[l], zone, -1, own, own_length, &st);
                    udat_setContext(styles, context, &st);
                    char skeleton8[32];
                    snprintf(skeleton8, sizeof skeleton8, "%s%s", fallback_dates[d], fallback_times[t]);
                    UChar skeleton[32], pattern[256];
                    u_uastrcpy(skeleton, skeleton8);
                    UDateTimePatternGenerator *generator = udatpg_open(locales[l], &st);
                    int32_t pattern_length = udatpg_getBestPattern(generator, skeleton, -1, pattern, 256, &st);
                    udatpg_close(generator);
                    UDateFormat *spoken =
                        udat_open(UDAT_PATTERN, UDAT_PATTERN, locales[l], zone, -1, pattern, pattern_length, &st);
                    udat_setContext(spoken, context, &st);
                    for (size_t o = 0; o < sizeof offsets / sizeof *offsets; o++) {
                        UChar text[512];
                        int32_t n = 0;
                        double now = 0, instant = 0;
                        for (;;) {
                            double before = ucal_getNow();
                            now = floor(before / 1000) * 1000;
                            instant = now + offsets[o] * 1000;
                            n = udat_format(fmt, instant, text, 512, NULL, &st);
                            UChar plain[512];
                            int32_t plain_length = udat_format(styles, instant, plain, 512, NULL, &st);
                            if (plain_length == n && u_strncmp(plain, text, n) == 0)
                                n = udat_format(spoken, instant, text, 512, NULL, &st);
                            double after = ucal_getNow();
                            if (julian_day(cal, now) == julian_day(cal, after)) break;
                        }
                        if (U_FAILURE(st)) {
                            fprintf(stderr, "%s %s: %s\n", locales[l], zone_names[z], u_errorName(st));
                            failures++;
                            st = U_ZERO_ERROR;
                            continue;
                        }
                        char utf8[1024];
                        int32_t len = 0;
                        u_strToUTF8(utf8, sizeof utf8, &len, text, n, &st);
                        printf("%s\t%s\t%s\t%s\t%.0f\t%.0f\t%.*s\n", locales[l], zone_names[z], date_names[d],
                               time_names[t], instant, now, (int)len, utf8);
                    }
                    udat_close(fmt);
                    udat_close(styles);
                    udat_close(spoken);
                }
            ucal_close(cal);
        }
    return failures != 0;
}
