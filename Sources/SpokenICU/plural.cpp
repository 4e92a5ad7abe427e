// Plural categories, their sample numbers and the category of a number: for the lint rules that
// compare a message's selectors with what the locale's CLDR rules can select, and for previews.
#include "spoken_icu_plural.h"

#include <string.h>
#include <memory>
#include <unicode/locid.h>
#include <unicode/plurrule.h>
#include <unicode/upluralrules.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>

/// The locale's cardinal or ordinal rules; NULL with `*status` set when ICU cannot open them.
static UPluralRules *openRules(const char *locale, int32_t ordinal, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    UPluralRules *rules =
        uplrules_openForType(locale, ordinal ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL, &code);
    if (U_FAILURE(code)) {
        uplrules_close(rules);
        *status = code;
        return nullptr;
    }
    return rules;
}

extern "C" int32_t spk_plural_keywords(const char *locale, int32_t ordinal, char *out,
                                            int32_t capacity, int32_t *status) {
    if (*status > U_ZERO_ERROR) return 0;
    UErrorCode code = U_ZERO_ERROR;
    UPluralRules *rules = openRules(locale, ordinal, status);
    if (!rules) return 0;
    UEnumeration *keywords = uplrules_getKeywords(rules, &code);
    int32_t needed = 0;
    if (U_SUCCESS(code)) {
        int32_t keywordLength = 0;
        const char *keyword;
        while ((keyword = uenum_next(keywords, &keywordLength, &code)) != nullptr && U_SUCCESS(code)) {
            int32_t separator = needed > 0 ? 1 : 0;
            if (needed + separator + keywordLength < capacity) {
                if (separator) out[needed] = ' ';
                memcpy(out + needed + separator, keyword, (size_t)keywordLength);
            }
            needed += separator + keywordLength;
        }
    }
    uenum_close(keywords);
    uplrules_close(rules);
    if (U_FAILURE(code)) {
        *status = code;
        return 0;
    }
    if (needed < capacity) {
        out[needed] = 0;
    } else {
        *status = U_BUFFER_OVERFLOW_ERROR;
    }
    return needed;
}

extern "C" int32_t spk_plural_samples(const char *locale, int32_t ordinal,
                                           const char *keyword, double *out, int32_t capacity,
                                           int32_t *status) {
    if (*status > U_ZERO_ERROR) return 0;
    UErrorCode code = U_ZERO_ERROR;
    std::unique_ptr<icu::PluralRules> rules(icu::PluralRules::forLocale(
        icu::Locale(locale), ordinal ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL, code));
    if (U_FAILURE(code) || !rules) {
        *status = U_FAILURE(code) ? code : U_MEMORY_ALLOCATION_ERROR;
        return 0;
    }
    int32_t count = rules->getSamples(icu::UnicodeString(keyword, -1, US_INV), out, capacity, code);
    if (U_FAILURE(code)) {
        *status = code;
        return 0;
    }
    return count;
}

extern "C" int32_t spk_plural_select(const char *locale, int32_t ordinal, double number, char *out,
                                          int32_t capacity, int32_t *status) {
    if (*status > U_ZERO_ERROR) return 0;
    UErrorCode code = U_ZERO_ERROR;
    UPluralRules *rules = openRules(locale, ordinal, status);
    if (!rules) return 0;
    UChar keyword[32];
    int32_t length = uplrules_select(rules, number, keyword, 32, &code);
    uplrules_close(rules);
    if (U_FAILURE(code)) {
        *status = code;
        return 0;
    }
    // Category names are ASCII ("zero" … "other").
    for (int32_t i = 0; i < length && i < capacity; i++) out[i] = (char)keyword[i];
    if (length < capacity) {
        out[length] = 0;
    } else {
        *status = U_BUFFER_OVERFLOW_ERROR;
    }
    return length;
}

extern "C" int32_t spk_plural_sample_text(const char *locale, int32_t ordinal, const char *keyword,
                                          char *out, int32_t capacity, int32_t *status) {
    if (*status > U_ZERO_ERROR) return 0;
    UErrorCode code = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_openDirect(nullptr, "plurals", &code);
    UResourceBundle *locales = ures_getByKey(bundle, ordinal ? "locales_ordinals" : "locales", nullptr, &code);
    // The rule set of the locale or its nearest parent, as PluralRules::forLocale finds it.
    char name[ULOC_FULLNAME_CAPACITY];
    uloc_getBaseName(locale, name, ULOC_FULLNAME_CAPACITY, &code);
    char set[64] = {0};
    while (U_SUCCESS(code) && name[0] != 0) {
        UErrorCode lookup = U_ZERO_ERROR;
        int32_t length = 0;
        const UChar *value = ures_getStringByKey(locales, name, &length, &lookup);
        if (U_SUCCESS(lookup) && length < 64) {
            u_UCharsToChars(value, set, length);
            set[length] = 0;
            break;
        }
        char parent[ULOC_FULLNAME_CAPACITY];
        uloc_getParent(name, parent, ULOC_FULLNAME_CAPACITY, &code);
        memcpy(name, parent, sizeof(name));
    }
    int32_t needed = 0;
    if (U_SUCCESS(code) && set[0] != 0) {
        UResourceBundle *rules = ures_getByKey(bundle, "rules", nullptr, &code);
        UResourceBundle *rule = ures_getByKey(rules, set, nullptr, &code);
        int32_t length = 0;
        const UChar *text = ures_getStringByKey(rule, keyword, &length, &code);
        if (U_SUCCESS(code)) {
            // The samples follow the condition: "… @integer 2~4, 22~24, … @decimal …".
            int32_t at = 0;
            while (at < length && text[at] != u'@') at++;
            u_strToUTF8(out, capacity, &needed, text + at, length - at, &code);
        }
        ures_close(rule);
        ures_close(rules);
    } else if (U_SUCCESS(code)) {
        code = U_MISSING_RESOURCE_ERROR;
    }
    ures_close(locales);
    ures_close(bundle);
    if (U_FAILURE(code)) {
        *status = code;
        return 0;
    }
    if (needed >= capacity) *status = U_BUFFER_OVERFLOW_ERROR;
    return needed;
}
