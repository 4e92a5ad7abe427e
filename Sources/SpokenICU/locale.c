// Locales over ICU's uloc: BCP 47 tags, canonical ids, likely subtags.
#include "spoken_icu_locale.h"

#include <unicode/uloc.h>
#include <unicode/ucal.h>
#include <unicode/uenum.h>
#include <string.h>
#include <unicode/unumsys.h>
#include <unicode/ures.h>

int32_t spk_locale_from_tag(const char *tag, char *out, int32_t capacity, int32_t *parsed_length,
                            int32_t *status) {
    return uloc_forLanguageTag(tag, out, capacity, parsed_length, (UErrorCode *)status);
}

int32_t spk_locale_canonicalize(const char *id, char *out, int32_t capacity, int32_t *status) {
    return uloc_canonicalize(id, out, capacity, (UErrorCode *)status);
}

int32_t spk_locale_to_tag(const char *id, char *out, int32_t capacity, int32_t *status) {
    return uloc_toLanguageTag(id, out, capacity, true, (UErrorCode *)status);
}

int32_t spk_locale_language(const char *id, char *out, int32_t capacity, int32_t *status) {
    return uloc_getLanguage(id, out, capacity, (UErrorCode *)status);
}

int32_t spk_locale_has_data(const char *id) {
    // Opening the locale's bundle tells whether ICU has data for it or only its root: a
    // U_USING_DEFAULT_WARNING means nothing but root was found ("xx").
    char base[ULOC_FULLNAME_CAPACITY];
    UErrorCode status = U_ZERO_ERROR;
    uloc_getBaseName(id, base, sizeof base, &status);
    if (U_FAILURE(status)) return 0;
    UResourceBundle *bundle = ures_open(NULL, base, &status);
    int32_t ok = U_SUCCESS(status) && status != U_USING_DEFAULT_WARNING;
    ures_close(bundle);
    return ok;
}

int32_t spk_locale_numbering_system(const char *id, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uloc_getKeywordValue(id, "numbers", out, capacity, &status);
    if (U_FAILURE(status) || length <= 0 || length >= capacity) return 0;
    out[length] = 0;
    // ICU's own choice for the locale: an unknown system fails here, as every number formatter
    // of the locale would ("native", "traditional" and "finance" resolve through the locale).
    UNumberingSystem *system = unumsys_open(id, &status);
    unumsys_close(system);
    return U_FAILURE(status) ? -1 : 1;
}

int32_t spk_locale_maximize(const char *id, char *out, int32_t capacity, int32_t *status) {
    return uloc_addLikelySubtags(id, out, capacity, (UErrorCode *)status);
}

int32_t spk_locale_is_rtl(const char *id) { return uloc_isRightToLeft(id) ? 1 : 0; }

int32_t spk_calendar_is_known(const char *type) {
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *types = ucal_getKeywordValuesForLocale("calendar", "root", 0, &status);
    int32_t known = 0;
    const char *next;
    while (U_SUCCESS(status) && (next = uenum_next(types, NULL, &status)) != NULL) {
        if (strcmp(next, type) == 0) {
            known = 1;
            break;
        }
    }
    uenum_close(types);
    return known;
}
