// List formatting: "Alice, Bob, and Carol" (list.c, over ulistfmt).
//
// Conventions of every spoken_icu_*.h header: no <unicode/*.h> include (Swift code that sees ICU's
// headers and Foundation together fails to build: Foundation bundles its own ICU types), UTF-16 as
// uint16_t, ICU's UErrorCode as int32_t (0 success, negative a warning that also counts as success,
// positive an error), opaque handles.
#ifndef SPOKEN_ICU_LIST_H
#define SPOKEN_ICU_LIST_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU list formatter (UListFormatter). Spoken serialises use of one handle: ICU does not
/// document it as thread-safe.
typedef struct spk_listfmt spk_listfmt;

/// List types, with ICU's UListFormatterType values.
enum {
    SPK_LIST_AND = 0,  // conjunction: "Alice, Bob, and Carol"
    SPK_LIST_OR = 1,   // disjunction: "Alice, Bob, or Carol"
};

/// Opens a wide-width list formatter of `type` for an ICU locale id.
spk_listfmt *spk_listfmt_open(const char *locale, int32_t type, int32_t *status);

/// Joins `count` UTF-16 strings as ulistfmt_format does. Returns the length (needed length on
/// SPK_BUFFER_OVERFLOW_ERROR).
int32_t spk_listfmt_format(const spk_listfmt *fmt, const uint16_t *const *items,
                           const int32_t *lengths, int32_t count, uint16_t *out, int32_t capacity,
                           int32_t *status);

void spk_listfmt_close(spk_listfmt *fmt);

#ifdef __cplusplus
}
#endif

#endif
