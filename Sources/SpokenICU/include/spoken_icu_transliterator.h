// Script transliterators, e.g. Hans-Hant (transliterator.cpp, over icu::Transliterator).
//
// Conventions of every spoken_icu_*.h header: no <unicode/*.h> include (Swift code that sees ICU's
// headers and Foundation together fails to build: Foundation bundles its own ICU types), UTF-16 as
// uint16_t, ICU's UErrorCode as int32_t (0 success, negative a warning that also counts as success,
// positive an error), opaque handles.
#ifndef SPOKEN_ICU_TRANSLITERATOR_H
#define SPOKEN_ICU_TRANSLITERATOR_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A compiled ICU transliterator ("Hans-Hant"). Not thread-safe: callers serialise its use.
typedef struct spk_translit spk_translit;

spk_translit *spk_translit_open(const char *id, int32_t *status);
/// Transliterates `text` into `out`; returns the length needed.
int32_t spk_translit_apply(spk_translit *translit, const uint16_t *text, int32_t length,
                                uint16_t *out, int32_t capacity, int32_t *status);
void spk_translit_close(spk_translit *translit);

#ifdef __cplusplus
}
#endif

#endif
