// Independent golden data for Spoken's date intervals: calls ICU's C API (udtitvfmt_*, udat_*,
// udatpg_*) directly, shares no code with Spoken, and prints one TSV row per case. Regenerate
// with generate.sh, or:
//
//   gcc gen_intervals.c $(pkg-config --cflags --libs icu-i18n icu-uc) -o /tmp/gen_intervals &&
//     /tmp/gen_intervals > intervals.tsv
//
// Columns: kind  locale  zone  skeleton  start_ms  end_ms  spans  ICU's text
// kind "interval": udtitvfmt_open with the skeleton, udtitvfmt_formatToResult of the two instants.
// kind "styles": the skeleton column is "DATE,TIME" (ICU's date and time styles); the skeleton ICU
// is given is udatpg_getSkeleton of the pattern udat_open has for those styles.
// kind "spoken": the ICU text Spoken's spoken presentation is made from, for its skeletons (full
// month and weekday names): the interval row's, except that a time-only skeleton over ends on
// different days in the zone (where ICU falls back to numeric dates, "4/3/2026, 1:00 PM –
// 4/4/2026, 12:00 AM") is given with the month and day in words: udtitvfmt_open with "MMMMd"
// before the skeleton ("April 3 at 1:00 PM – April 4 at 12:00 AM"; ICU adds the year when the
// years differ). And where ICU's interval for a weekday skeleton (EEEE) keeps an abbreviated
// weekday (ru "пт, 3 – сб, 4 апреля 2026 г.": an end's full weekday, udat_format with the
// pattern "EEEE", is not in the text), each end is the locale's best pattern for the
// skeleton (udatpg_getBestPattern, udat_format; with "y" before a skeleton without a year) on its
// own, the two joined by " – " with their
// spans (the sides the spoken presentation joins with its range words). The skeleton column is
// the skeleton asked for.
// spans: where each instant's part lies in the text, from ICU's UFIELD_CATEGORY_DATE_INTERVAL_SPAN
// fields, as UTF-16 offsets "0:BEGIN-END,1:BEGIN-END" (span 0 is the start's, 1 the end's); "-"
// when ICU prints one date for both (no spans). The text is ICU's bytes (U+2009 THIN SPACE
// around en's dash, U+202F before AM and PM).
#include <stdio.h>
#include <string.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udateintervalformat.h>
#include <unicode/udatpg.h>
#include <unicode/uformattedvalue.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

static const char *locales[] = {
    "en-US", "en-GB", "ar", "cs", "de", "es", "fr", "he", "hi", "ja", "ko", "pl", "pt-BR", "ru", "zh-Hans", "zh-Hant",
};
static const char *zones[] = {"UTC", "America/New_York", "Asia/Tokyo"};
static const char *skeletons[] = {
    "yMMMd", "yMMMMd", "yMMMMEEEEd", "MMMd", "MMMMEEEEd", "yMd", "yMMM", "y", "MMMEd", "jm", "ahmm", "Hm",
    "hm", "jmm", "yMMMdjmm", "yMMMMdjmm", "yMMMMEEEEdjmm", "jmmss",
};
static const int styles[] = {UDAT_NONE, UDAT_SHORT, UDAT_MEDIUM, UDAT_LONG, UDAT_FULL};
static const char *style_names[] = {"none", "short", "medium", "long", "full"};
// 2026-04-03T13:00:00Z (a Friday) and the ends it is paired with.
static const double start = 1775221200000.0;
static const double ends[] = {
    0,                     // the same instant
    20000,                 // the same minute
    5400000,               // 1 h 30 min later
    9000000,               // 2 h 30 min later
    39600000,              // 11 h later (the next day in Tokyo, past noon in New York)
    172800000,             // two days later
    2592000000.0,          // thirty days later (another month)
    34560000000.0,         // 400 days later (another year)
};

static int failures = 0;

// The spoken presentation's skeletons, and which of them say only a time.
static const char *spoken_skeletons[] = {"yMMMMd", "yMMMMEEEEd", "MMMMEEEEd", "jmm", "jmmss", "yMMMMdjmm",
                                         "yMMMMEEEEdjmm"};

static int time_only(const char *skeleton) { return strpbrk(skeleton, "yMLdEGQwWDFgUr") == NULL; }

// Whether two instants fall on different days in a zone (ICU's Julian day, in local time).
static int different_days(const char *zone, double from, double to) {
    UErrorCode st = U_ZERO_ERROR;
    UChar zone16[64];
    u_uastrcpy(zone16, zone);
    UCalendar *cal = ucal_open(zone16, -1, "en-US", UCAL_GREGORIAN, &st);
    ucal_setMillis(cal, from, &st);
    int32_t a = ucal_get(cal, UCAL_JULIAN_DAY, &st);
    ucal_setMillis(cal, to, &st);
    int32_t b = ucal_get(cal, UCAL_JULIAN_DAY, &st);
    ucal_close(cal);
    return a != b;
}

// One date in the zone with a pattern (or, given a skeleton, the locale's best pattern for it).
static int32_t format_date(const char *locale, const char *zone, const UChar *skeleton,
                           const char *pattern8, double millis, UChar *out, int32_t capacity) {
    UErrorCode st = U_ZERO_ERROR;
    UChar zone16[64], pattern[256];
    u_uastrcpy(zone16, zone);
    int32_t n = -1;
    if (skeleton != NULL) {
        UDateTimePatternGenerator *generator = udatpg_open(locale, &st);
        n = udatpg_getBestPattern(generator, skeleton, -1, pattern, 256, &st);
        udatpg_close(generator);
    } else {
        u_uastrcpy(pattern, pattern8);
    }
    UDateFormat *fmt = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, zone16, -1, pattern, n, &st);
    int32_t length = udat_format(fmt, millis, out, capacity, NULL, &st);
    udat_close(fmt);
    if (U_FAILURE(st)) failures++;
    return length;
}

static void print_row(const char *kind, const char *locale, const char *zone, const char *label,
                      double from, double to, const char *spans, const UChar *text, int32_t n) {
    UErrorCode st = U_ZERO_ERROR;
    char utf8[1024];
    int32_t len = 0;
    u_strToUTF8(utf8, sizeof utf8, &len, text, n, &st);
    printf("%s\t%s\t%s\t%s\t%.0f\t%.0f\t%s\t%.*s\n", kind, locale, zone, label, from, to,
           spans[0] ? spans : "-", (int)len, utf8);
}

// Whether ICU's interval text writes both ends' weekdays in full.
static int full_weekdays(const char *locale, const char *zone, double from, double to, const UChar *text) {
    UChar weekday[64];
    double ends[] = {from, to};
    for (int i = 0; i < 2; i++) {
        int32_t w = format_date(locale, zone, NULL, "EEEE", ends[i], weekday, 63);
        weekday[w] = 0;
        if (u_strstr(text, weekday) == NULL) return 0;
    }
    return 1;
}

static void emit(const char *kind, const char *locale, const char *zone, const char *label,
                 const UChar *skeleton, double from, double to) {
    UErrorCode st = U_ZERO_ERROR;
    UChar zone16[64];
    u_uastrcpy(zone16, zone);
    UDateIntervalFormat *fmt = udtitvfmt_open(locale, skeleton, -1, zone16, -1, &st);
    UFormattedDateInterval *result = udtitvfmt_openResult(&st);
    udtitvfmt_formatToResult(fmt, from, to, result, &st);
    const UFormattedValue *value = udtitvfmt_resultAsValue(result, &st);
    int32_t n = 0;
    const UChar *text = ufmtval_getString(value, &n, &st);
    char spans[64] = "";
    UConstrainedFieldPosition *position = ucfpos_open(&st);
    ucfpos_constrainCategory(position, UFIELD_CATEGORY_DATE_INTERVAL_SPAN, &st);
    while (ufmtval_nextPosition(value, position, &st) && U_SUCCESS(st)) {
        int32_t begin = 0, end = 0;
        ucfpos_getIndexes(position, &begin, &end, &st);
        size_t used = strlen(spans);
        snprintf(spans + used, sizeof spans - used, "%s%d:%d-%d", used ? "," : "",
                 ucfpos_getField(position, &st), begin, end);
    }
    ucfpos_close(position);
    if (U_FAILURE(st)) {
        fprintf(stderr, "%s %s %s: %s\n", locale, zone, label, u_errorName(st));
        failures++;
    } else if (strcmp(kind, "spoken") == 0 && strstr(label, "EEEE") != NULL && spans[0] != 0 &&
               !full_weekdays(locale, zone, from, to, text)) {
        // Each side says its year, as ICU's interval does for ends in different years.
        UChar joined[1024], dated[64];
        u_uastrcpy(dated, "y");
        u_strcat(dated, skeleton);
        const UChar *side = strchr(label, 'y') != NULL ? skeleton : dated;
        int32_t a = format_date(locale, zone, side, NULL, from, joined, 500);
        u_strFromUTF8(joined + a, 8, NULL, " \xE2\x80\x93 ", -1, &st);
        int32_t b = format_date(locale, zone, side, NULL, to, joined + a + 3, 500);
        char sides[64];
        snprintf(sides, sizeof sides, "0:0-%d,1:%d-%d", (int)a, (int)(a + 3), (int)(a + 3 + b));
        print_row(kind, locale, zone, label, from, to, sides, joined, a + 3 + b);
    } else {
        print_row(kind, locale, zone, label, from, to, spans, text, n);
    }
    udtitvfmt_closeResult(result);
    udtitvfmt_close(fmt);
}

int main(void) {
    UVersionInfo version;
    char name[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(version);
    u_versionToString(version, name);
    printf("# ICU %s\n", name);
    for (size_t l = 0; l < sizeof locales / sizeof *locales; l++)
        for (size_t z = 0; z < sizeof zones / sizeof *zones; z++) {
            for (size_t s = 0; s < sizeof skeletons / sizeof *skeletons; s++) {
                UChar skeleton[64];
                u_uastrcpy(skeleton, skeletons[s]);
                for (size_t e = 0; e < sizeof ends / sizeof *ends; e++)
                    emit("interval", locales[l], zones[z], skeletons[s], skeleton, start, start + ends[e]);
            }
            for (size_t s = 0; s < sizeof spoken_skeletons / sizeof *spoken_skeletons; s++)
                for (size_t e = 0; e < sizeof ends / sizeof *ends; e++) {
                    const char *asked = spoken_skeletons[s];
                    char dated[64];
                    int words = time_only(asked) && different_days(zones[z], start, start + ends[e]);
                    snprintf(dated, sizeof dated, "%s%s", words ? "MMMMd" : "", asked);
                    UChar skeleton[64];
                    u_uastrcpy(skeleton, dated);
                    emit("spoken", locales[l], zones[z], asked, skeleton, start, start + ends[e]);
                }
            for (int d = 0; d < 5; d++)
                for (int t = 0; t < 5; t++) {
                    if (d == 0 && t == 0) continue;
                    UErrorCode st = U_ZERO_ERROR;
                    UChar zone16[64], pattern[256], skeleton[256];
                    u_uastrcpy(zone16, zones[z]);
                    UDateFormat *df = udat_open(styles[t], styles[d], locales[l], zone16, -1, NULL, 0, &st);
                    int32_t n = udat_toPattern(df, false, pattern, 256, &st);
                    udat_close(df);
                    UDateTimePatternGenerator *generator = udatpg_open(locales[l], &st);
                    int32_t k = udatpg_getSkeleton(generator, pattern, n, skeleton, 255, &st);
                    skeleton[k] = 0;
                    udatpg_close(generator);
                    if (U_FAILURE(st)) {
                        fprintf(stderr, "%s styles: %s\n", locales[l], u_errorName(st));
                        failures++;
                        continue;
                    }
                    char label[32];
                    snprintf(label, sizeof label, "%s,%s", style_names[d], style_names[t]);
                    for (size_t e = 0; e < sizeof ends / sizeof *ends; e++)
                        emit("styles", locales[l], zones[z], label, skeleton, start, start + ends[e]);
                }
        }
    return failures != 0;
}
