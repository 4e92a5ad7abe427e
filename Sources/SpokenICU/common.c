// Status names, version and locale functions over ICU's C API.
#include "spoken_icu.h"

#include <string.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>

_Static_assert(SPK_ILLEGAL_ARGUMENT_ERROR == U_ILLEGAL_ARGUMENT_ERROR, "status numbering");
_Static_assert(SPK_MISSING_RESOURCE_ERROR == U_MISSING_RESOURCE_ERROR, "status numbering");
_Static_assert(SPK_BUFFER_OVERFLOW_ERROR == U_BUFFER_OVERFLOW_ERROR, "status numbering");
_Static_assert(SPK_USING_DEFAULT_WARNING == U_USING_DEFAULT_WARNING, "status numbering");

const char *spk_error_name(int32_t status) { return u_errorName((UErrorCode)status); }

void spk_icu_version(char out[32]) {
    UVersionInfo v;
    u_getVersion(v);
    u_versionToString(v, out);
}

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

int32_t spk_locale_maximize(const char *id, char *out, int32_t capacity, int32_t *status) {
    return uloc_addLikelySubtags(id, out, capacity, (UErrorCode *)status);
}

int32_t spk_locale_is_rtl(const char *id) { return uloc_isRightToLeft(id) ? 1 : 0; }
