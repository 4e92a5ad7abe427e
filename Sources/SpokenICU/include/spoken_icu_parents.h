// CLDR parent locales as the system ICU ships them (parents.c, over ures).
//
// Conventions of every spoken_icu_*.h header: no <unicode/*.h> include (Swift code that sees ICU's
// headers and Foundation together fails to build: Foundation bundles its own ICU types), UTF-16 as
// uint16_t, ICU's UErrorCode as int32_t (0 success, negative a warning that also counts as success,
// positive an error), opaque handles.
#ifndef SPOKEN_ICU_PARENTS_H
#define SPOKEN_ICU_PARENTS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// CLDR's parentLocales table as the system ICU ships it (supplementalData/parentLocales), one
/// "child parent\n" line per entry in ICU ids ("en_GB en_001\n", "zh_Hant root\n"). Returns the
/// length needed; U_BUFFER_OVERFLOW_ERROR when `capacity` is too small.
int32_t spk_parent_locales(char *out, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
