// Output: relative_dates_middle.tsv
//
// Independent golden data for Spoken's relative date presentation inside a sentence ("placed
// yesterday, 5:44 PM"): as gen_relative_dates.c (udat_open with UDAT_*_RELATIVE date styles, the
// wall clock's now of each row recorded), with the display context
// UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE instead of the start of a sentence. Shares no
// code with Spoken. Regenerate with generate.sh, or:
//
//   gcc gen_relative_dates_middle.c $(pkg-config --cflags --libs icu-i18n icu-uc) -lm -o /tmp/g && /tmp/g
//
// Columns: locale  zone  date_style  time_style  instant_ms  now_ms  ICU's text
#include <math.h>
#include <stdio.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

static const char *locales[] = {
    "en-US", "en-GB", "ar", "cs", "de", "es", "fr", "he", "hi", "ja", "ko", "pl", "pt-BR", "ru", "zh-Hans", "zh-Hant",
};
static const char *zones[] = {"UTC", "Asia/Kolkata"};
static const int date_styles[] = {UDAT_SHORT, UDAT_MEDIUM, UDAT_LONG, UDAT_FULL};
static const char *date_names[] = {"short", "medium", "long", "full"};
static const int time_styles[] = {UDAT_NONE, UDAT_SHORT, UDAT_MEDIUM, UDAT_LONG, UDAT_FULL};
static const char *time_names[] = {"none", "short", "medium", "long", "full"};
// Seconds from now: three days back to a month ahead, across the relative words' edges.
static const double offsets[] = {
    -259200, -172800, -93600, -86400, -18000, -60, 0, 10800, 86400, 172800, 259200, 2592000,
};

static int32_t julian_day(UCalendar *cal, double millis) {
    UErrorCode st = U_ZERO_ERROR;
    ucal_setMillis(cal, millis, &st);
    return ucal_get(cal, UCAL_JULIAN_DAY, &st);
}

int main(void) {
    FILE *out = fopen("relative_dates_middle.tsv", "w");
    if (out == NULL) return 1;
    UVersionInfo version;
    char name[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(version);
    u_versionToString(version, name);
    fprintf(out, "# ICU %s\n", name);
    int failures = 0;
    for (size_t l = 0; l < sizeof locales / sizeof *locales; l++)
        for (size_t z = 0; z < sizeof zones / sizeof *zones; z++) {
            UChar zone[64];
            u_uastrcpy(zone, zones[z]);
            UErrorCode st = U_ZERO_ERROR;
            UCalendar *cal = ucal_open(zone, -1, "en-US", UCAL_GREGORIAN, &st);
            for (int d = 0; d < 4; d++)
                for (int t = 0; t < 5; t++) {
                    UDateFormat *fmt = udat_open(time_styles[t], date_styles[d] | UDAT_RELATIVE, locales[l],
                                                 zone, -1, NULL, 0, &st);
                    udat_setContext(fmt, UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE, &st);
                    for (size_t o = 0; o < sizeof offsets / sizeof *offsets; o++) {
                        UChar text[512];
                        int32_t n = 0;
                        double now = 0, instant = 0;
                        for (;;) {
                            double before = ucal_getNow();
                            now = floor(before / 1000) * 1000;
                            instant = now + offsets[o] * 1000;
                            n = udat_format(fmt, instant, text, 512, NULL, &st);
                            double after = ucal_getNow();
                            if (julian_day(cal, now) == julian_day(cal, after)) break;
                        }
                        if (U_FAILURE(st)) {
                            fprintf(stderr, "%s %s: %s\n", locales[l], zones[z], u_errorName(st));
                            failures++;
                            st = U_ZERO_ERROR;
                            continue;
                        }
                        char utf8[1024];
                        int32_t len = 0;
                        u_strToUTF8(utf8, sizeof utf8, &len, text, n, &st);
                        fprintf(out, "%s\t%s\t%s\t%s\t%.0f\t%.0f\t%.*s\n", locales[l], zones[z], date_names[d],
                               time_names[t], instant, now, (int)len, utf8);
                    }
                    udat_close(fmt);
                }
            ucal_close(cal);
        }
    fclose(out);
    return failures != 0;
}
