// Independent golden data for Spoken's date tests: calls ICU's C API directly (no Spoken code)
// and prints one TSV row per case:
//   kind  tag  zone  epoch_seconds  date_style  time_style  output
// kind "icu" is udat_format for the styles; kind "spoken" is the locale's best pattern for the
// spoken skeleton with U+202F, U+00A0 and U+2009 replaced by spaces.
//
// With the argument "capitalized" (dates_capitalized.tsv), the 15 shipped languages' rows in both
// kinds, every style pair, in each capitalization display context Spoken's `capitalization` names:
//   kind  tag  zone  epoch_seconds  date_style  time_style  capitalization  output
// "sentence" is udat_setContext(UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE), "none"
// UDISPCTX_CAPITALIZATION_NONE.
//
// Regenerate: ./generate.sh  (after an ICU upgrade the diff shows what changed).
#include <stdio.h>
#include <string.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/uloc.h>
#include <unicode/ustring.h>

static const char *tags[] = {
    "en-US", "en-GB", "en-IN", "zh-Hans-CN", "zh-Hant-TW", "zh-TW", "ja-JP", "ja-JP-u-ca-japanese",
    "ko-KR", "de-DE", "de-DE-u-hc-h23", "fr-FR", "es-ES", "es-MX", "pt-BR", "ru-RU", "ar-EG",
    "ar-EG-u-nu-latn", "ar-SA", "he-IL", "hi-IN", "th-TH", "fa-IR", "bn-BD", "uk-UA",
};
static const char *zones[] = {
    "UTC", "America/New_York", "Asia/Kolkata", "Europe/Kyiv", "Australia/Lord_Howe",
    "GMT+08:00", "Asia/Shanghai", "America/Sao_Paulo", "Pacific/Chatham",
};
static const double instants[] = {
    1795956600,      // 2026-11-29T12:50:00Z
    1796000000,      // @1796000000
    -86400.5,        // @-86400.5
    0,               // the epoch
    1772953200,      // 2026-03-08T07:00:00Z: New York springs forward
    1793511000,      // 2026-11-01T05:30:00Z: New York's repeated hour (first 1:30)
    1793514600,      // 2026-11-01T06:30:00Z: the second 1:30
    946684799,       // 1999-12-31T23:59:59Z
    2147483648,      // 2038-01-19T03:14:08Z
    -2208988800,     // 1900-01-01T00:00:00Z: local mean time offsets with seconds
    -14182940,       // 1969-07-20T20:17:40Z
    4107542400,      // 2100-03-01T00:00:00Z
    1774711830.75,   // 2026-03-28T15:30:30.75Z
};
static const int styles[] = {UDAT_NONE, UDAT_SHORT, UDAT_MEDIUM, UDAT_LONG, UDAT_FULL};
static const char *style_names[] = {"none", "short", "medium", "long", "full"};

static const char *shipped[] = {
    "en-US", "en-GB", "ar", "cs", "de", "es", "fr", "he", "hi", "ja", "ko", "pl", "pt-BR", "ru", "zh-Hans", "zh-Hant",
};
static const UDisplayContext contexts[] = {UDISPCTX_CAPITALIZATION_NONE,
                                           UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE};
static const char *context_names[] = {"none", "sentence"};
// The display context of the rows being printed (the "capitalized" mode's column), or -1.
static int context = -1;

static void print_row(const char *kind, const char *tag, const char *zone, double seconds,
                      int ds, int ts, const UChar *text, int32_t n, int plain_spaces) {
    char utf8[1024];
    int32_t len = 0;
    UErrorCode st = U_ZERO_ERROR;
    UChar copy[512];
    u_memcpy(copy, text, n);
    if (plain_spaces)
        for (int i = 0; i < n; i++)
            if (copy[i] == 0x202F || copy[i] == 0x00A0 || copy[i] == 0x2009) copy[i] = ' ';
    u_strToUTF8(utf8, sizeof utf8, &len, copy, n, &st);
    if (context >= 0)
        printf("%s\t%s\t%s\t%.3f\t%s\t%s\t%s\t%.*s\n", kind, tag, zone, seconds, style_names[ds],
               style_names[ts], context_names[context], (int)len, utf8);
    else
        printf("%s\t%s\t%s\t%.3f\t%s\t%s\t%.*s\n", kind, tag, zone, seconds, style_names[ds],
               style_names[ts], (int)len, utf8);
}

static int style_index(int style) {
    for (int i = 0; i < 5; i++) if (styles[i] == style) return i;
    return -1;
}

static void icu_row(const char *tag, const char *zone, double seconds, int ds, int ts) {
    char id[ULOC_FULLNAME_CAPACITY];
    UErrorCode st = U_ZERO_ERROR;
    uloc_forLanguageTag(tag, id, sizeof id, NULL, &st);
    UChar uz[64];
    u_uastrcpy(uz, zone);
    UDateFormat *f = udat_open(styles[ts], styles[ds], id, uz, -1, NULL, 0, &st);
    if (context >= 0) udat_setContext(f, contexts[context], &st);
    UChar out[512];
    int32_t n = udat_format(f, seconds * 1000.0, out, 512, NULL, &st);
    if (U_FAILURE(st)) { fprintf(stderr, "%s %s: %s\n", tag, zone, u_errorName(st)); return; }
    print_row("icu", tag, zone, seconds, ds, ts, out, n, 0);
    udat_close(f);
}

static void spoken_row(const char *tag, const char *zone, double seconds, int ds, int ts) {
    static const char *date_skel[] = {"", "yMMMMd", "yMMMMd", "yMMMMd", "yMMMMEEEEd"};
    static const char *time_skel[] = {"", "jmm", "jmmss", "jmmssz", "jmmsszzzz"};
    char skeleton[64];
    snprintf(skeleton, sizeof skeleton, "%s%s", date_skel[ds], time_skel[ts]);
    char id[ULOC_FULLNAME_CAPACITY];
    UErrorCode st = U_ZERO_ERROR;
    uloc_forLanguageTag(tag, id, sizeof id, NULL, &st);
    UChar uskel[64], pattern[256], uz[64], out[512];
    u_uastrcpy(uskel, skeleton);
    u_uastrcpy(uz, zone);
    UDateTimePatternGenerator *g = udatpg_open(id, &st);
    int32_t pn = udatpg_getBestPattern(g, uskel, -1, pattern, 256, &st);
    udatpg_close(g);
    UDateFormat *f = udat_open(UDAT_PATTERN, UDAT_PATTERN, id, uz, -1, pattern, pn, &st);
    if (context >= 0) udat_setContext(f, contexts[context], &st);
    int32_t n = udat_format(f, seconds * 1000.0, out, 512, NULL, &st);
    if (U_FAILURE(st)) { fprintf(stderr, "%s %s: %s\n", tag, zone, u_errorName(st)); return; }
    print_row("spoken", tag, zone, seconds, ds, ts, out, n, 1);
    udat_close(f);
}

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "capitalized") == 0) {
        for (size_t t = 0; t < sizeof shipped / sizeof *shipped; t++)
            for (context = 0; context < 2; context++)
                for (int ds = 0; ds < 5; ds++)
                    for (int ts = 0; ts < 5; ts++) {
                        if (ds == 0 && ts == 0) continue;  // nothing to say
                        icu_row(shipped[t], "UTC", instants[0], ds, ts);
                        spoken_row(shipped[t], "UTC", instants[0], ds, ts);
                    }
        return 0;
    }
    size_t ntags = sizeof tags / sizeof *tags, nzones = sizeof zones / sizeof *zones;
    size_t ninst = sizeof instants / sizeof *instants;
    int medium = style_index(UDAT_MEDIUM), shrt = style_index(UDAT_SHORT);
    for (size_t t = 0; t < ntags; t++)
        for (size_t z = 0; z < nzones; z++)
            for (size_t i = 0; i < ninst; i++) icu_row(tags[t], zones[z], instants[i], medium, shrt);
    for (size_t t = 0; t < ntags; t++)
        for (int ds = 0; ds < 5; ds++)
            for (int ts = 0; ts < 5; ts++) {
                icu_row(tags[t], "America/New_York", instants[0], ds, ts);
                if (ds == 0 && ts == 0) continue;  // the skeleton would be empty
                spoken_row(tags[t], "Asia/Kolkata", instants[0], ds, ts);
            }
    return 0;
}
