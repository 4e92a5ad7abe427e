// Date formatting: ICU's styles and skeletons (date.c, over udat and udatpg).
//
// Conventions of every spoken_icu_*.h header: no <unicode/*.h> include (Swift code that sees ICU's
// headers and Foundation together fails to build: Foundation bundles its own ICU types), UTF-16 as
// uint16_t, ICU's UErrorCode as int32_t (0 success, negative a warning that also counts as success,
// positive an error), opaque handles.
#ifndef SPOKEN_ICU_DATE_H
#define SPOKEN_ICU_DATE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU date formatter (UDateFormat). Not thread-safe: callers serialise use of one handle.
typedef struct spk_datefmt spk_datefmt;

/// Date and time styles, with ICU's UDateFormatStyle values.
enum {
    SPK_DATE_FULL = 0,
    SPK_DATE_LONG = 1,
    SPK_DATE_MEDIUM = 2,
    SPK_DATE_SHORT = 3,
    SPK_DATE_RELATIVE = 128,  // added to a date style: "Today", "Yesterday"
    SPK_DATE_NONE = -1,
};

/// A formatter for ICU's date and time styles (as NSDateFormatter's styles), like udat_open.
spk_datefmt *spk_datefmt_open_styles(int32_t time_style, int32_t date_style, const char *locale,
                                     const uint16_t *zone, int32_t zone_length, int32_t *status);
/// A formatter for the locale's best pattern for a skeleton ("yMMMMdjmm"), from ICU's date-time
/// pattern generator.
spk_datefmt *spk_datefmt_open_skeleton(const uint16_t *skeleton, int32_t skeleton_length,
                                       const char *locale, const uint16_t *zone,
                                       int32_t zone_length, int32_t *status);
/// ICU's capitalization display contexts (UDisplayContext), for spk_datefmt_set_capitalization.
enum {
    SPK_CAPITALIZATION_NONE = 0,                   // UDISPCTX_CAPITALIZATION_NONE
    SPK_CAPITALIZATION_MIDDLE_OF_SENTENCE = 1,     // UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE
    SPK_CAPITALIZATION_BEGINNING_OF_SENTENCE = 2,  // UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE
    SPK_CAPITALIZATION_STANDALONE = 3,             // UDISPCTX_CAPITALIZATION_FOR_STANDALONE
};
/// Capitalises the formatter's first field for a display context, as udat_setContext does
/// (SPK_CAPITALIZATION_BEGINNING_OF_SENTENCE: "today" → "Today", "domingo" → "Domingo").
void spk_datefmt_set_capitalization(spk_datefmt *fmt, int32_t context, int32_t *status);
/// The pattern a formatter uses.
int32_t spk_datefmt_pattern(const spk_datefmt *fmt, uint16_t *out, int32_t capacity,
                            int32_t *status);
/// Formats `millis` since 1970 (UTC) as udat_format does. Returns the length needed.
int32_t spk_datefmt_format(spk_datefmt *fmt, double millis, uint16_t *out, int32_t capacity,
                           int32_t *status);
/// The same, transcoded to UTF-8 in C (cheaper for Swift than UTF-16 → String).
int32_t spk_datefmt_format_utf8(spk_datefmt *fmt, double millis, char *out, int32_t capacity,
                                int32_t *status);
void spk_datefmt_close(spk_datefmt *fmt);

#ifdef __cplusplus
}
#endif

#endif
