// Spoken's narrow C API over ICU's list formatter (ulistfmt). No ICU header here (see spoken_icu.h).
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
