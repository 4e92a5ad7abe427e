// Output: measures_display.tsv
//
// Independent ICU golden data for the visible form of measures (`"markup": true`, issue 39): ICU's
// own bytes from the number formatter (unumf) over a unit skeleton at the short and the narrow unit
// width, in the 15 shipped languages and a few more. It shares no code with Spoken: skeletons are
// built here from ICU's documented stems (`unit/celsius unit-width-short sign-negative`, the stems
// Spoken's measure op uses). Regenerate with generate.sh (or: gcc gen_measures_display.c
// $(pkg-config --cflags --libs icu-i18n icu-uc)).
//
// measures_display.tsv   locale  unit  width  value  skeleton  text
#include <stdio.h>
#include <string.h>

#include <unicode/unumberformatter.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

int main(void) {
    static const char *locales[] = {
        "ar", "cs", "de", "en", "es", "fr", "he", "hi", "ja", "ko", "pl", "pt-BR", "ru", "zh-Hans", "zh-Hant",
    };
    static const char *units[] = {
        "celsius", "fahrenheit", "kilometer-per-hour", "kilogram", "meter", "liter", "percent", "hour",
    };
    static const char *widths[][2] = {{"short", "unit-width-short"}, {"narrow", "unit-width-narrow"}};
    static const char *values[] = {"25", "-5", "1", "0.5", "1234.5"};
    FILE *out = fopen("measures_display.tsv", "w");
    if (!out) return 1;
    fprintf(out, "# ICU %s\n", U_ICU_VERSION);
    for (size_t l = 0; l < sizeof locales / sizeof *locales; l++) {
        for (size_t u = 0; u < sizeof units / sizeof *units; u++) {
            for (size_t w = 0; w < 2; w++) {
                char skeleton[128];
                snprintf(skeleton, sizeof skeleton, "unit/%s %s sign-negative", units[u], widths[w][1]);
                UChar uskeleton[128];
                u_uastrcpy(uskeleton, skeleton);
                UErrorCode status = U_ZERO_ERROR;
                UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(uskeleton, -1, locales[l], &status);
                UFormattedNumber *result = unumf_openResult(&status);
                if (U_FAILURE(status)) return 2;
                for (size_t v = 0; v < sizeof values / sizeof *values; v++) {
                    unumf_formatDecimal(formatter, values[v], -1, result, &status);
                    UChar text[256];
                    int32_t length = unumf_resultToString(result, text, 256, &status);
                    char utf8[1024];
                    u_strToUTF8(utf8, sizeof utf8, NULL, text, length, &status);
                    if (U_FAILURE(status)) return 3;
                    fprintf(out, "%s\t%s\t%s\t%s\t%s\t%s\n", locales[l], units[u], widths[w][0], values[v], skeleton, utf8);
                }
                unumf_closeResult(result);
                unumf_close(formatter);
            }
        }
    }
    fclose(out);
    return 0;
}
