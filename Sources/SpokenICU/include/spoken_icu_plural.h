// Plural rules: a locale's categories and their sample numbers (plural.cpp, over PluralRules).
//
// Conventions of every spoken_icu_*.h header: no <unicode/*.h> include (Swift code that sees ICU's
// headers and Foundation together fails to build: Foundation bundles its own ICU types), UTF-16 as
// uint16_t, ICU's UErrorCode as int32_t (0 success, negative a warning that also counts as success,
// positive an error), opaque handles.
#ifndef SPOKEN_ICU_PLURAL_H
#define SPOKEN_ICU_PLURAL_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The plural categories a locale uses, space-separated ("one few many other"), cardinal
/// (`ordinal` 0) or ordinal (`ordinal` 1), from uplrules_openForType + uplrules_getKeywords.
/// Returns the length needed.
int32_t spk_plural_keywords(const char *locale, int32_t ordinal, char *out, int32_t capacity,
                                 int32_t *status);

/// ICU's sample values for one plural category (PluralRules::getSamples). Returns the count.
int32_t spk_plural_samples(const char *locale, int32_t ordinal, const char *keyword,
                                double *out, int32_t capacity, int32_t *status);

/// The category ICU's rules select for `number` (uplrules_select), NUL-terminated in `out`;
/// `spoken preview` finds a decimal sample of a category with it. Returns the length needed.
int32_t spk_plural_select(const char *locale, int32_t ordinal, double number, char *out,
                               int32_t capacity, int32_t *status);

/// CLDR's sample numbers of one category, as ICU's plural data writes them after the rule
/// ("@integer 2~4, 22~24, 32~34, …, 1002, … @decimal 0.0~1.5, …"), UTF-8 and NUL-terminated in
/// `out`, for the locale or its nearest parent that has rules. Returns the length needed.
int32_t spk_plural_sample_text(const char *locale, int32_t ordinal, const char *keyword, char *out,
                                    int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
