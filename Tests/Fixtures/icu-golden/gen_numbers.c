// Independent ICU golden data for Spoken's measurements and numbers.
//
// Prints, for a table of (locale, unit, width, max fraction digits, usage, value), what ICU's own
// number formatter (unumf) says, as TSV. It shares no code with Spoken: the skeleton is built here
// from ICU's documented stems. Regenerate with:
//
//   gcc gen_numbers.c $(pkg-config --cflags --libs icu-i18n icu-uc) -o /tmp/gen_numbers &&
//     /tmp/gen_numbers > numbers.tsv
//
// `gen_numbers decimal` prints measures_decimal.tsv instead: values of more than 15 digits given to
// ICU as decimal text (unumf_formatDecimal), every digit kept, as Spoken keeps them.
//
// Columns: locale, unit ("-" = plain number), width, max fraction digits ("-" = ICU's default),
// usage, value, skeleton, ICU's output (raw UTF-8, invisible characters included), and its speech
// form, computed here: U+2212 MINUS SIGN for a U+002D that stands as a sign before a digit (not
// after a letter or digit; bidi marks between sign and digit dropped), soft hyphens removed.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/uchar.h>
#include <unicode/uloc.h>
#include <unicode/unumberformatter.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

static int failures = 0;
// Whether values go to ICU as decimal text (unumf_formatDecimal) rather than doubles.
static int as_decimal = 0;

static int is_mark(UChar c) { return c == 0x200E || c == 0x200F || c == 0x061C; }
static int is_digit(UChar32 c) { return u_charType(c) == U_DECIMAL_DIGIT_NUMBER; }
static int is_word(UChar32 c) { return u_hasBinaryProperty(c, UCHAR_ALPHABETIC) || is_digit(c); }

/// The speech form of `text` (BMP-only input, as ICU's number output is here) into `out`.
static int32_t speech(const UChar *text, int32_t n, UChar *out) {
    int32_t length = 0;
    for (int32_t i = 0; i < n; i++) {
        UChar c = text[i];
        if (c == 0x00AD) continue;
        if (c == '-' && (i == 0 || !is_word(text[i - 1]))) {
            int32_t j = i + 1;
            while (j < n && is_mark(text[j])) j++;
            if (j < n && is_digit(text[j])) {
                out[length++] = 0x2212;
                i = j - 1;
                continue;
            }
        }
        out[length++] = c;
    }
    return length;
}

static void row(const char *tag, const char *unit, const char *width, int digits,
                const char *usage, const char *value) {
    char skeleton[512] = "";
    if (strcmp(unit, "-") != 0) {
        snprintf(skeleton, sizeof skeleton, "unit/%s unit-width-%s", unit,
                 strcmp(width, "full") == 0 ? "full-name" : width);
    }
    if (digits == 0) {
        strcat(skeleton, skeleton[0] ? " precision-integer" : "precision-integer");
    } else if (digits > 0) {
        if (skeleton[0]) strcat(skeleton, " ");
        strcat(skeleton, ".");
        for (int i = 0; i < digits; i++) strcat(skeleton, "#");
    }
    // Spoken never says "-0": negative signs only on numbers that are not zero once rounded.
    strcat(skeleton, skeleton[0] ? " sign-negative" : "sign-negative");
    if (strcmp(usage, "weather") == 0) strcat(skeleton, " usage/weather");

    UErrorCode status = U_ZERO_ERROR;
    char locale[ULOC_FULLNAME_CAPACITY];
    uloc_forLanguageTag(tag, locale, sizeof locale, NULL, &status);
    UChar uskeleton[512];
    u_uastrcpy(uskeleton, skeleton);
    UNumberFormatter *fmt = unumf_openForSkeletonAndLocale(uskeleton, -1, locale, &status);
    UFormattedNumber *result = unumf_openResult(&status);
    if (as_decimal) {
        unumf_formatDecimal(fmt, value, -1, result, &status);
    } else {
        unumf_formatDouble(fmt, strtod(value, NULL), result, &status);
    }
    UChar text[512];
    int32_t n = unumf_resultToString(result, text, 512, &status);
    char utf8[2048];
    u_strToUTF8(utf8, sizeof utf8, NULL, text, n, &status);
    UChar spoken[512];
    int32_t spoken_length = speech(text, n, spoken);
    char spoken_utf8[2048];
    u_strToUTF8(spoken_utf8, sizeof spoken_utf8, NULL, spoken, spoken_length, &status);
    if (U_FAILURE(status)) {
        fprintf(stderr, "%s %s %s: %s\n", tag, skeleton, value, u_errorName(status));
        failures++;
    } else {
        printf("%s\t%s\t%s\t", tag, unit, width);
        if (digits < 0) printf("-"); else printf("%d", digits);
        printf("\t%s\t%s\t%s\t%s\t%s\n", usage, value, skeleton, utf8, spoken_utf8);
    }
    unumf_closeResult(result);
    unumf_close(fmt);
}

int main(int argc, char **argv) {
    UVersionInfo version;
    char versionText[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(version);
    u_versionToString(version, versionText);
    printf("# ICU %s\n", versionText);

    if (argc > 1 && strcmp(argv[1], "decimal") == 0) {
        as_decimal = 1;
        static const char *decimal_locales[] = {"en", "de", "ar", "hi", "zh-Hans", "ru"};
        static const char *decimal_units[] = {"meter", "celsius", "kilometer-per-hour"};
        static const char *decimal_values[] = {
            "12345678901234567", "874649503692.9334", "-98765432109876.54321", "1.00000000000000001",
            "123456789012345678901234567890", "9007199254740993", "-0.1234567890123456789",
        };
        for (size_t l = 0; l < sizeof decimal_locales / sizeof *decimal_locales; l++) {
            for (size_t u = 0; u < sizeof decimal_units / sizeof *decimal_units; u++)
                for (size_t v = 0; v < sizeof decimal_values / sizeof *decimal_values; v++)
                    row(decimal_locales[l], decimal_units[u], "full", -1, "default", decimal_values[v]);
            row(decimal_locales[l], "meter", "short", -1, "default", "12345678901234567");
            row(decimal_locales[l], "meter", "full", 2, "default", "874649503692.9334");
            row(decimal_locales[l], "meter", "full", 20, "default", "0.12345678901234567891");
        }
        return failures ? 1 : 0;
    }

    static const char *locales[] = {
        "en", "en-US", "en-GB", "zh-Hans", "zh-Hant", "ja", "ko", "de", "fr", "es", "pt-BR",
        "ru", "ar", "ar-EG-u-nu-latn", "he", "hi", "pl", "cs",
    };
    static const struct { const char *unit, *value; } units[] = {
        {"celsius", "25"}, {"celsius", "1"}, {"celsius", "-3.5"}, {"celsius", "21"},
        {"fahrenheit", "77"}, {"kilometer", "2"}, {"kilometer-per-hour", "25"},
        {"percent", "45"}, {"minute", "1"}, {"minute", "22"}, {"kilogram", "2.5"},
        {"kilogram", "1234.5"}, {"liter-per-100-kilometer", "6.5"}, {"foot-and-inch", "5.5"},
    };
    for (size_t l = 0; l < sizeof locales / sizeof *locales; l++) {
        for (size_t u = 0; u < sizeof units / sizeof *units; u++) {
            row(locales[l], units[u].unit, "full", -1, "default", units[u].value);
        }
        row(locales[l], "celsius", "short", -1, "default", "25");
        row(locales[l], "celsius", "narrow", -1, "default", "25");
        row(locales[l], "kilometer-per-hour", "short", -1, "default", "25");
        row(locales[l], "celsius", "full", 0, "default", "25.6");
        row(locales[l], "celsius", "full", 1, "default", "25.55");
        row(locales[l], "celsius", "full", -1, "default", "1.23456789");
        row(locales[l], "celsius", "full", 0, "default", "-0.3");
        row(locales[l], "celsius", "full", -1, "default", "-0.0");
        // Plain numbers, as ratings speak them.
        row(locales[l], "-", "full", 2, "default", "3.5");
        row(locales[l], "-", "full", 2, "default", "4.25");
        row(locales[l], "-", "full", 2, "default", "5");
        row(locales[l], "-", "full", 2, "default", "0");
        row(locales[l], "-", "full", 2, "default", "-0.0");
    }
    static const char *weather[] = {"en", "en-US", "en-GB", "de-DE", "ja-JP", "en-US-u-ms-metric"};
    for (size_t l = 0; l < sizeof weather / sizeof *weather; l++) {
        row(weather[l], "celsius", "full", -1, "weather", "25");
        row(weather[l], "celsius", "full", -1, "weather", "-3.5");
        row(weather[l], "celsius", "full", -1, "weather", "-17.9");
        row(weather[l], "celsius", "full", 1, "weather", "25.55");
        row(weather[l], "fahrenheit", "full", -1, "weather", "77");
        row(weather[l], "kilometer-per-hour", "full", -1, "weather", "25");
    }
    return failures ? 1 : 0;
}
