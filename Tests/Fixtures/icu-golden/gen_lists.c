// Independent ICU golden data for Spoken's list styles (and, or): what ICU's own list formatter
// (ulistfmt, wide width) says for a table of (locale, type, items), as TSV. Regenerate with:
//
//   gcc gen_lists.c $(pkg-config --cflags --libs icu-i18n icu-uc) -o /tmp/gen_lists &&
//     /tmp/gen_lists > lists.tsv
//
// Columns: locale, type (and|or), items joined by '|', ICU's output (raw UTF-8).
#include <stdio.h>
#include <string.h>
#include <unicode/uloc.h>
#include <unicode/ulistformatter.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

static int failures = 0;

static void row(const char *tag, const char *type, const char *joined) {
    UErrorCode status = U_ZERO_ERROR;
    char locale[ULOC_FULLNAME_CAPACITY];
    uloc_forLanguageTag(tag, locale, sizeof locale, NULL, &status);
    UListFormatter *fmt = ulistfmt_openForType(
        locale, strcmp(type, "and") == 0 ? ULISTFMT_TYPE_AND : ULISTFMT_TYPE_OR,
        ULISTFMT_WIDTH_WIDE, &status);
    UChar items[8][64];
    const UChar *pointers[8];
    int32_t lengths[8];
    int32_t count = 0;
    char copy[512];
    strcpy(copy, joined);
    for (char *item = strtok(copy, "|"); item && count < 8; item = strtok(NULL, "|")) {
        u_strFromUTF8(items[count], 64, &lengths[count], item, -1, &status);
        pointers[count] = items[count];
        count++;
    }
    UChar text[512];
    int32_t n = ulistfmt_format(fmt, pointers, lengths, count, text, 512, &status);
    char utf8[2048];
    u_strToUTF8(utf8, sizeof utf8, NULL, text, n, &status);
    if (U_FAILURE(status)) {
        fprintf(stderr, "%s %s %s: %s\n", tag, type, joined, u_errorName(status));
        failures++;
    } else {
        printf("%s\t%s\t%s\t%s\n", tag, type, joined, utf8);
    }
    ulistfmt_close(fmt);
}

int main(void) {
    UVersionInfo version;
    char versionText[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(version);
    u_versionToString(version, versionText);
    printf("# ICU %s\n", versionText);
    static const char *locales[] = {"en", "en-GB", "zh-Hans", "zh-Hant", "ja", "ko", "de", "fr",
                                    "es", "pt-BR", "ru", "ar", "he", "hi"};
    static const char *lists[] = {"Alice|Bob|Carol", "Alice|Bob", "Ana|Ignacio", "Alice",
                                  "北京|上海|广州|深圳"};
    for (size_t l = 0; l < sizeof locales / sizeof *locales; l++) {
        for (size_t i = 0; i < sizeof lists / sizeof *lists; i++) {
            row(locales[l], "and", lists[i]);
            row(locales[l], "or", lists[i]);
        }
    }
    return failures ? 1 : 0;
}
