// List formatting over ICU's ulistfmt.
#include "spoken_icu_list.h"

#include <unicode/ulistformatter.h>

_Static_assert(SPK_LIST_AND == ULISTFMT_TYPE_AND, "list type numbering");
_Static_assert(SPK_LIST_OR == ULISTFMT_TYPE_OR, "list type numbering");

spk_listfmt *spk_listfmt_open(const char *locale, int32_t type, int32_t *status) {
    return (spk_listfmt *)ulistfmt_openForType(locale, (UListFormatterType)type,
                                                ULISTFMT_WIDTH_WIDE, (UErrorCode *)status);
}

int32_t spk_listfmt_format(const spk_listfmt *fmt, const uint16_t *const *items,
                           const int32_t *lengths, int32_t count, uint16_t *out, int32_t capacity,
                           int32_t *status) {
    return ulistfmt_format((const UListFormatter *)fmt, (const UChar *const *)items, lengths, count,
                           (UChar *)out, capacity, (UErrorCode *)status);
}

void spk_listfmt_close(spk_listfmt *fmt) { ulistfmt_close((UListFormatter *)fmt); }
