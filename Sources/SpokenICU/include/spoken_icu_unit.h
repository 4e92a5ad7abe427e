// Measure units: validation and the list ICU knows (unit.cpp, over icu::MeasureUnit).
//
// Conventions of every spoken_icu_*.h header: no <unicode/*.h> include (Swift code that sees ICU's
// headers and Foundation together fails to build: Foundation bundles its own ICU types), UTF-16 as
// uint16_t, ICU's UErrorCode as int32_t (0 success, negative a warning that also counts as success,
// positive an error), opaque handles.
#ifndef SPOKEN_ICU_UNIT_H
#define SPOKEN_ICU_UNIT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// 1 when ICU parses `identifier` as a CLDR core unit identifier (simple, compound or mixed:
/// "celsius", "kilometer-per-hour", "foot-and-inch") that its number formatter can name in full,
/// else 0 ("pow15-meter" and "100-kilometer" parse, but no formatter names them). The empty
/// identifier is 0.
int32_t spk_measure_unit_is_valid(const char *identifier);

/// Every unit ICU lists in MeasureUnit::getAvailable that it also accepts as an identifier
/// (currencies and the dimensionless "none" unit left out), as identifiers separated by '\n'.
/// Returns the length in bytes (needed length on SPK_BUFFER_OVERFLOW_ERROR).
int32_t spk_measure_units_available(char *out, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
