// Raw ICU baselines for the lint workloads (see spoken_icu_bench.h): a locale's plural
// categories, word boundaries, and ICU's MessagePattern, from ICU's own APIs.
#include "spoken_icu_bench.h"

#include <string.h>

#include <unicode/messagepattern.h>
#include <unicode/ubrk.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/upluralrules.h>

extern "C" int32_t spk_bench_plural_categories(const char *tag, char *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    char locale[ULOC_FULLNAME_CAPACITY];
    int32_t parsed = 0;
    uloc_forLanguageTag(tag, locale, (int32_t)sizeof locale, &parsed, st);
    if (U_FAILURE(*st)) return 0;
    UPluralRules *rules = uplrules_openForType(locale, UPLURAL_TYPE_CARDINAL, st);
    if (U_FAILURE(*st)) return 0;
    UEnumeration *keywords = uplrules_getKeywords(rules, st);
    int32_t needed = 0;
    const char *keyword = NULL;
    int32_t length = 0;
    while (U_SUCCESS(*st) && (keyword = uenum_next(keywords, &length, st)) != NULL) {
        if (needed + length + 1 <= capacity) {
            memcpy(out + needed, keyword, (size_t)length);
            out[needed + length] = '\n';
        }
        needed += length + 1;
    }
    uenum_close(keywords);
    uplrules_close(rules);
    return needed;
}

struct spk_bench_words {
    UBreakIterator *iterator;
};

extern "C" spk_bench_words *spk_bench_words_open(const char *tag, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    char locale[ULOC_FULLNAME_CAPACITY];
    int32_t parsed = 0;
    uloc_forLanguageTag(tag, locale, (int32_t)sizeof locale, &parsed, st);
    if (U_FAILURE(*st)) return NULL;
    UBreakIterator *iterator = ubrk_open(UBRK_WORD, locale, NULL, 0, st);
    if (U_FAILURE(*st)) return NULL;
    return new spk_bench_words{iterator};
}

extern "C" int32_t spk_bench_words_count(spk_bench_words *words, const uint16_t *text, int32_t length,
                                         int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    ubrk_setText(words->iterator, (const UChar *)text, length, st);
    if (U_FAILURE(*st)) return 0;
    int32_t count = 1;  // offset 0
    while (ubrk_next(words->iterator) != UBRK_DONE) count++;
    return count;
}

extern "C" void spk_bench_words_close(spk_bench_words *words) {
    if (!words) return;
    ubrk_close(words->iterator);
    delete words;
}

extern "C" int32_t spk_bench_message_parts(const uint16_t *text, int32_t length, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    icu::MessagePattern pattern(*st);
    if (U_FAILURE(*st)) return 0;
    UParseError error;
    pattern.parse(icu::UnicodeString(false, (const UChar *)text, length), &error, *st);
    if (U_FAILURE(*st)) return 0;
    return pattern.countParts();
}
