// Spoken's narrow C API over ICU's number formatter (unumf) and its list of measure units.
//
// Like spoken_icu.h, this header never includes <unicode/*.h>: UTF-16 is uint16_t, UErrorCode is
// int32_t (<= 0 success, > 0 error), handles are opaque.
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

/// The raw ICU path: unumf_formatDouble into a caller-held result, then unumf_resultToString into
/// `out`. Returns the UTF-16 length (needed length on SPK_BUFFER_OVERFLOW_ERROR). This is the
/// floor a benchmark compares Spoken against.
int32_t spk_numfmt_format(const spk_numfmt *fmt, spk_numresult *result, double value,
                          uint16_t *out, int32_t capacity, int32_t *status);

/// The same, transcoded to UTF-8 in C (cheaper for Swift than building a String from UTF-16).
/// Returns the UTF-8 length (needed length on SPK_BUFFER_OVERFLOW_ERROR).
int32_t spk_numfmt_format_utf8(const spk_numfmt *fmt, spk_numresult *result, double value,
                               char *out, int32_t capacity, int32_t *status);

/// The naive approach a benchmark measures as a baseline: opens a formatter and a result, formats
/// one value into `out` (UTF-16) and closes both, on every call.
int32_t spk_numfmt_format_once(const uint16_t *skeleton, int32_t skeleton_length,
                               const char *locale, double value, uint16_t *out, int32_t capacity,
                               int32_t *status);

// MARK: Measure units (units.cpp, over icu::MeasureUnit)

/// 1 when ICU parses `identifier` as a CLDR core unit identifier (simple, compound or mixed:
/// "celsius", "kilometer-per-hour", "foot-and-inch"), else 0. The empty identifier is 0.
int32_t spk_measure_unit_is_valid(const char *identifier);

/// Every unit ICU lists in MeasureUnit::getAvailable that it also accepts as an identifier
/// (currencies and the dimensionless "none" unit left out), as identifiers separated by '\n'.
/// Returns the length in bytes (needed length on SPK_BUFFER_OVERFLOW_ERROR).
int32_t spk_measure_units_available(char *out, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
