// Number ranges from ICU number skeletons (numrange.cpp, over LocalizedNumberRangeFormatter): "10–90 euros".
//
// Conventions of every spoken_icu_*.h header: no <unicode/*.h> include (Swift code that sees ICU's
// headers and Foundation together fails to build: Foundation bundles its own ICU types), UTF-16 as
// uint16_t, ICU's UErrorCode as int32_t (0 success, negative a warning that also counts as success,
// positive an error), opaque handles.
#ifndef SPOKEN_ICU_NUMRANGE_H
#define SPOKEN_ICU_NUMRANGE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU number range formatter (UNumberRangeFormatter). Thread-safe for formatting, like
/// UNumberFormatter; each call uses its own result.
typedef struct spk_numrangefmt spk_numrangefmt;

/// How much of the two values ICU may merge (UNumberRangeCollapse's values).
enum {
    SPK_RANGE_COLLAPSE_AUTO = 0,
    SPK_RANGE_COLLAPSE_NONE = 1,
    SPK_RANGE_COLLAPSE_UNIT = 2,
    SPK_RANGE_COLLAPSE_ALL = 3,
};

/// Opens a range formatter for a number skeleton in an ICU locale id, with `collapse` (one of
/// SPK_RANGE_COLLAPSE_*). Equal values (after rounding) are written once ("10 euros"), never with
/// ICU's "~". `grammatical_case` (NULL or "" for none) is CLDR's name of the case the unit's names
/// take ("accusative"), as ICU's unitDisplayCase applies it. `error_offset` (may be NULL) receives
/// the UTF-16 offset of a skeleton error.
spk_numrangefmt *spk_numrangefmt_open(const uint16_t *skeleton, int32_t skeleton_length, int32_t collapse,
                                      const char *locale, const char *grammatical_case, int32_t *error_offset,
                                      int32_t *status);
void spk_numrangefmt_close(spk_numrangefmt *fmt);

/// The parts of a formatted range, as UTF-8 byte offsets into the text: the first value spans
/// [first_start, first_limit), the second [second_start, second_limit). When ICU wrote one value
/// (the two were equal), `single` is 1 and the offsets are -1.
typedef struct spk_numrange_spans {
    int32_t first_start, first_limit, second_start, second_limit;
    int32_t single;
} spk_numrange_spans;

/// Formats the range between two decimal numbers written as ASCII text (formatFormattableRange)
/// into `out` as UTF-8, and where each value is in it. Returns the UTF-8 length (needed length on
/// SPK_BUFFER_OVERFLOW_ERROR).
int32_t spk_numrangefmt_format_decimal_utf8(const spk_numrangefmt *fmt, const char *first, int32_t first_length,
                                            const char *second, int32_t second_length, char *out,
                                            int32_t capacity, spk_numrange_spans *spans, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
