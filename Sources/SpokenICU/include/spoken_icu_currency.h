// ISO 4217 currencies as ICU knows them (currency.c, over ucurr): the codes, a locale's own
// currency, and the names a "did you mean" can match.
//
// Conventions of every spoken_icu_*.h header: no <unicode/*.h> include (Swift code that sees ICU's
// headers and Foundation together fails to build: Foundation bundles its own ICU types), UTF-16 as
// uint16_t, ICU's UErrorCode as int32_t (0 success, negative a warning that also counts as success,
// positive an error), opaque handles.
#ifndef SPOKEN_ICU_CURRENCY_H
#define SPOKEN_ICU_CURRENCY_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Every ISO 4217 code ICU has data for (ucurr_openISOCurrencies(UCURR_ALL): current, historic
/// and non-tender codes), each followed by a tab and '1' when it is a current, common tender
/// (UCURR_COMMON | UCURR_NON_DEPRECATED) or '0', rows separated by '\n'. Returns the length in
/// bytes (needed length on SPK_BUFFER_OVERFLOW_ERROR).
int32_t spk_currency_codes(char *out, int32_t capacity, int32_t *status);

/// The currency of an ICU locale id's region (its likely region when it names none: "en" → US →
/// "USD"), as 3 ASCII letters and a NUL into `out`. Returns 3, or 0 with U_MISSING_RESOURCE_ERROR
/// when the region has no currency.
int32_t spk_currency_for_locale(const char *locale, char out[4], int32_t *status);

/// The display name of `code` in an ICU locale id, as UTF-8: `kind` 0 the long name ("US Dollar"),
/// 1 the symbol ("$"), 2 the plural name for `other` ("US dollars"). Returns the UTF-8 length
/// (needed length on SPK_BUFFER_OVERFLOW_ERROR).
int32_t spk_currency_name(const char *code, const char *locale, int32_t kind, char *out, int32_t capacity,
                          int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
