// Number and measure formatting from ICU number skeletons (number.c, over unumf).
//
// Conventions of every spoken_icu_*.h header: no <unicode/*.h> include (Swift code that sees ICU's
// headers and Foundation together fails to build: Foundation bundles its own ICU types), UTF-16 as
// uint16_t, ICU's UErrorCode as int32_t (0 success, negative a warning that also counts as success,
// positive an error), opaque handles.
#ifndef SPOKEN_ICU_NUMBER_H
#define SPOKEN_ICU_NUMBER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU number formatter (UNumberFormatter). ICU documents it as thread-safe for formatting:
/// any number of threads may format with one handle at once.
typedef struct spk_numfmt spk_numfmt;
/// An ICU formatting result (UFormattedNumber). NOT thread-safe: one thread at a time per result.
typedef struct spk_numresult spk_numresult;

/// Opens a formatter for an ICU number skeleton ("unit/celsius unit-width-full-name .#") in an ICU
/// locale id. On a skeleton error, `error_offset` (may be NULL) receives the UTF-16 offset where
/// parsing failed.
spk_numfmt *spk_numfmt_open(const uint16_t *skeleton, int32_t skeleton_length, const char *locale,
                            int32_t *error_offset, int32_t *status);
void spk_numfmt_close(spk_numfmt *fmt);

spk_numresult *spk_numresult_open(int32_t *status);
void spk_numresult_close(spk_numresult *result);

/// Formats `value` (unumf_formatDouble into the caller-held result), transcoded to UTF-8 in C
/// (cheaper for Swift than building a String from UTF-16). Returns the UTF-8 length (needed
/// length on SPK_BUFFER_OVERFLOW_ERROR).
int32_t spk_numfmt_format_utf8(const spk_numfmt *fmt, spk_numresult *result, double value,
                               char *out, int32_t capacity, int32_t *status);

/// Formats a decimal number written as ASCII text ("0.10", "-42.5", "1e3": unumf_formatDecimal,
/// no binary floating point on the way), transcoded to UTF-8 like spk_numfmt_format_utf8. The
/// caller validates the syntax; ICU reports what it still refuses as U_DECIMAL_NUMBER_SYNTAX_ERROR.
int32_t spk_numfmt_format_decimal_utf8(const spk_numfmt *fmt, spk_numresult *result, const char *decimal,
                                       int32_t decimal_length, char *out, int32_t capacity,
                                       int32_t *status);

/// ICU's cardinal plural rules for a locale (UPluralRules), for the category of a formatted number.
/// Thread-safe for selecting.
typedef struct spk_numplural spk_numplural;

spk_numplural *spk_numplural_open(const char *locale, int32_t *status);
void spk_numplural_close(spk_numplural *rules);

/// Formats `value` like spk_numfmt_format_utf8 and stores in `category` the plural category ICU
/// selects for the number as formatted (uplrules_selectFormatted: the rounded value, its visible
/// fraction digits): 0 zero, 1 one, 2 two, 3 few, 4 many, 5 other. This is the choice ICU's own
/// unit formatter makes between a unit's plural patterns.
int32_t spk_numfmt_format_plural_utf8(const spk_numfmt *fmt, spk_numresult *result, const spk_numplural *rules,
                                      double value, char *out, int32_t capacity, int32_t *category,
                                      int32_t *status);

/// spk_numfmt_format_plural_utf8 for a decimal number written as ASCII text (as
/// spk_numfmt_format_decimal_utf8 takes it).
int32_t spk_numfmt_format_decimal_plural_utf8(const spk_numfmt *fmt, spk_numresult *result,
                                              const spk_numplural *rules, const char *decimal,
                                              int32_t decimal_length, char *out, int32_t capacity,
                                              int32_t *category, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
