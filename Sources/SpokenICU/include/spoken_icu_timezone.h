// Time zones: canonical ids, offsets and transitions (timezone.c, over ucal).
//
// Conventions of every spoken_icu_*.h header: no <unicode/*.h> include (Swift code that sees ICU's
// headers and Foundation together fails to build: Foundation bundles its own ICU types), UTF-16 as
// uint16_t, ICU's UErrorCode as int32_t (0 success, negative a warning that also counts as success,
// positive an error), opaque handles.
#ifndef SPOKEN_ICU_TIMEZONE_H
#define SPOKEN_ICU_TIMEZONE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Canonical id of a time zone id (IANA id, "UTC", custom "GMT+08:00"). An unknown id fails with
/// SPK_ILLEGAL_ARGUMENT_ERROR. `is_system` is 1 for ids of ICU's zone database, 0 for custom ids.
int32_t spk_timezone_canonical(const uint16_t *id, int32_t length, uint16_t *out, int32_t capacity,
                               int8_t *is_system, int32_t *status);
/// Total UTC offset (raw + DST) in milliseconds of `zone` at `millis` since 1970.
int32_t spk_timezone_offset(const uint16_t *zone, int32_t length, double millis, int32_t *status);

/// The zone's UTC offsets between two instants: `times[0]` = `from_millis` with the offset then in
/// force, then every transition up to `to_millis` with the total offset (raw + DST, in
/// milliseconds) after it. Returns how many entries exist (may exceed `capacity`).
int32_t spk_timezone_transitions(const uint16_t *zone, int32_t length, double from_millis,
                                 double to_millis, double *times, int32_t *offsets,
                                 int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
