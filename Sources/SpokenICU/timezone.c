// Time zones over ICU's ucal: canonical ids, offsets, transitions.
#include "spoken_icu_timezone.h"

#include <unicode/ucal.h>

_Static_assert(sizeof(UChar) == sizeof(uint16_t), "UTF-16 code units");

int32_t spk_timezone_canonical(const uint16_t *id, int32_t length, uint16_t *out, int32_t capacity,
                               int8_t *is_system, int32_t *status) {
    UBool system = false;
    int32_t n = ucal_getCanonicalTimeZoneID((const UChar *)id, length, (UChar *)out, capacity,
                                            &system, (UErrorCode *)status);
    *is_system = system ? 1 : 0;
    return n;
}

int32_t spk_timezone_offset(const uint16_t *zone, int32_t length, double millis, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UCalendar *cal = ucal_open((const UChar *)zone, length, "en_US@calendar=gregorian",
                               UCAL_GREGORIAN, st);
    if (U_FAILURE(*st)) return 0;
    ucal_setMillis(cal, millis, st);
    int32_t offset = ucal_get(cal, UCAL_ZONE_OFFSET, st) + ucal_get(cal, UCAL_DST_OFFSET, st);
    ucal_close(cal);
    return offset;
}

int32_t spk_timezone_transitions(const uint16_t *zone, int32_t length, double from_millis,
                                 double to_millis, double *times, int32_t *offsets,
                                 int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UCalendar *cal = ucal_open((const UChar *)zone, length, "en_US@calendar=gregorian",
                               UCAL_GREGORIAN, st);
    if (U_FAILURE(*st)) return 0;
    int32_t count = 0;
    double at = from_millis;
    for (;;) {
        ucal_setMillis(cal, at, st);
        int32_t offset = ucal_get(cal, UCAL_ZONE_OFFSET, st) + ucal_get(cal, UCAL_DST_OFFSET, st);
        if (U_FAILURE(*st)) break;
        if (count < capacity) {
            times[count] = at;
            offsets[count] = offset;
        }
        count++;
        UDate next = 0;
        if (!ucal_getTimeZoneTransitionDate(cal, UCAL_TZ_TRANSITION_NEXT, &next, st) ||
            U_FAILURE(*st) || next > to_millis || next <= at)
            break;
        at = next;
    }
    ucal_close(cal);
    return count;
}
