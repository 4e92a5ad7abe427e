// Spoken's C API over ICU: status codes and the ICU version (common.c).
//
// Conventions of every spoken_icu_*.h header: no <unicode/*.h> include (Swift code that sees ICU's
// headers and Foundation together fails to build: Foundation bundles its own ICU types), UTF-16 as
// uint16_t, ICU's UErrorCode as int32_t (0 success, negative a warning that also counts as success,
// positive an error), opaque handles.
#ifndef SPOKEN_ICU_COMMON_H
#define SPOKEN_ICU_COMMON_H

#include <stdint.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// ICU status values Spoken's Swift code needs to tell apart (same numbers as ICU's UErrorCode).
enum {
    SPK_ZERO_ERROR = 0,
    SPK_ILLEGAL_ARGUMENT_ERROR = 1,
    SPK_MISSING_RESOURCE_ERROR = 2,
    SPK_BUFFER_OVERFLOW_ERROR = 15,
    SPK_USING_DEFAULT_WARNING = -127,
};

/// The name ICU gives a status code ("U_ILLEGAL_ARGUMENT_ERROR"); never NULL.
const char *spk_error_name(int32_t status);

/// The ICU version this binary runs against ("72.1").
void spk_icu_version(char out[32]);

/// Columns a terminal gives the code point: 2 for East Asian Wide and Fullwidth characters and
/// emoji presented as emoji, 0 for combining marks, format characters and Hangul medial vowels
/// and final consonants, 1 otherwise (from ICU's Unicode properties).
int32_t spk_char_display_width(uint32_t c);

/// 1 when the code point's bidi class is right-to-left (R or AL: Hebrew, Arabic…), else 0.
int32_t spk_char_is_right_to_left(uint32_t c);

/// Bytes of the heap in use (glibc's mallinfo2: small blocks and mapped ones): the formatter
/// caches measure what opening a formatter took, to keep their bytes under a bound.
size_t spk_heap_bytes_in_use(void);

/// Returns the heap's free memory to the system (glibc's malloc_trim): after a catalog reload,
/// the old set's pages go back instead of staying resident.
void spk_heap_trim(void);

#ifdef __cplusplus
}
#endif

#endif
