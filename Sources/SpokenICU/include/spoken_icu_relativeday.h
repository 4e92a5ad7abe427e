// ICU's relative date styles ("Yesterday, 12:50 PM") seen from a given now (relativeday.cpp).
//
// ICU's RelativeDateFormat (udat_open with a UDAT_*_RELATIVE date style) always compares the
// instant's day with the wall clock's. This formatter does what it does (reldtfmt.cpp in ICU 72),
// with the day difference taken from a caller's now: the same patterns, the same day words
// (CLDR's fields/day/relative, which RelativeDateTimeFormatter reads too), the same
// capitalization and the same SimpleDateFormat calls, so that with the wall clock's now the bytes
// are udat_format's (Tests/Fixtures/icu-golden/gen_relative_dates.c records those).
//
// Conventions of every spoken_icu_*.h header: no <unicode/*.h> include (Swift code that sees ICU's
// headers and Foundation together fails to build: Foundation bundles its own ICU types), UTF-16 as
// uint16_t, ICU's UErrorCode as int32_t (0 success, negative a warning that also counts as success,
// positive an error), opaque handles.
#ifndef SPOKEN_ICU_RELATIVEDAY_H
#define SPOKEN_ICU_RELATIVEDAY_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A relative date formatter for one locale, zone and pair of styles, capitalized for the start
/// of a sentence (`sentence` nonzero: UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE, as ICU's
/// RelativeDateFormat capitalizes) or for the middle of one (`sentence` zero: the day words as CLDR
/// has them, UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE). Safe to use from many threads at once (its SimpleDateFormat is locked inside).
typedef struct spk_relday spk_relday;

/// `date_style` and `time_style` are SPK_DATE_* styles without SPK_DATE_RELATIVE; the date style
/// is not SPK_DATE_NONE. An instant beyond the day words is formatted with the locale's best
/// pattern for the skeleton `fallback` (UTF-16, `fallback_length` units), or with the styles'
/// pattern as ICU's RelativeDateFormat does when `fallback_length` is 0.
spk_relday *spk_relday_open(int32_t date_style, int32_t time_style, const char *locale, const uint16_t *zone,
                            int32_t zone_length, int32_t sentence, const uint16_t *fallback,
                            int32_t fallback_length, int32_t *status);

/// The words for the instant `millis` seen from `now_millis`. Writes UTF-8; returns the length
/// needed.
int32_t spk_relday_format(spk_relday *fmt, double millis, double now_millis, char *out, int32_t capacity,
                          int32_t *status);

void spk_relday_close(spk_relday *fmt);

#ifdef __cplusplus
}
#endif

#endif
