// Unit names in a grammatical case (unitcase.cpp, over icu::number's unitDisplayCase, a technology
// preview of ICU 69 and later) and the cases CLDR's grammatical features give units in each language.
//
// Conventions of every spoken_icu_*.h header: no <unicode/*.h> include (Swift code that sees ICU's
// headers and Foundation together fails to build: Foundation bundles its own ICU types), UTF-16 as
// uint16_t, ICU's UErrorCode as int32_t (0 success, negative a warning that also counts as success,
// positive an error), opaque handles.
#ifndef SPOKEN_ICU_UNITCASE_H
#define SPOKEN_ICU_UNITCASE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The cases CLDR's grammatical features (ICU's grammaticalFeatures data) give unit names in a
/// language ("ru": nominative, accusative, dative, genitive, prepositional, instrumental): the list
/// scoped to units where CLDR has one, else the language's general list; nothing for a language
/// without cases, or whose units have none ("tr"). `language` is a bare language code. Writes the
/// names separated by '\n'; returns the length in bytes (needed length on SPK_BUFFER_OVERFLOW_ERROR).
int32_t spk_unit_cases(const char *language, char *out, int32_t capacity, int32_t *status);

/// Every case name of spk_unit_cases over all the languages of ICU's data, each once, in the order
/// first met, separated by '\n'.
int32_t spk_unit_case_names(char *out, int32_t capacity, int32_t *status);

/// A number formatter for a number skeleton in an ICU locale id with the unit's names in a
/// grammatical case (icu::number unitDisplayCase: CLDR's name, "accusative"). Immutable once opened
/// and safe to use from many threads at once (LocalizedNumberFormatter is).
typedef struct spk_casednumfmt spk_casednumfmt;

spk_casednumfmt *spk_casednumfmt_open(const uint16_t *skeleton, int32_t skeleton_length, const char *locale,
                                      const char *grammatical_case, int32_t *status);
void spk_casednumfmt_close(spk_casednumfmt *fmt);

/// Formats a double (formatDouble) as UTF-8; returns the length needed.
int32_t spk_casednumfmt_format_utf8(const spk_casednumfmt *fmt, double value, char *out, int32_t capacity,
                                    int32_t *status);

/// Formats a decimal number written as ASCII text (formatDecimal) as UTF-8; returns the length needed.
int32_t spk_casednumfmt_format_decimal_utf8(const spk_casednumfmt *fmt, const char *decimal, int32_t decimal_length,
                                            char *out, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
