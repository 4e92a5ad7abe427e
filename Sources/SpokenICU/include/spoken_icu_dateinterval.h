// Date and time intervals ("Apr 3, 2026, 1:00 – 2:30 PM"), over ICU's DateIntervalFormat
// (dateinterval.cpp), with the span of each instant's part of the text.
//
// Conventions of every spoken_icu_*.h header: no <unicode/*.h> include (Swift code that sees ICU's
// headers and Foundation together fails to build: Foundation bundles its own ICU types), UTF-16 as
// uint16_t, ICU's UErrorCode as int32_t (0 success, negative a warning that also counts as success,
// positive an error), opaque handles.
#ifndef SPOKEN_ICU_DATEINTERVAL_H
#define SPOKEN_ICU_DATEINTERVAL_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An interval formatter for one locale and skeleton, serving every zone. Safe to use from many
/// threads at once (ICU serialises DateIntervalFormat's calls; each call has its own result).
typedef struct spk_dtitvfmt spk_dtitvfmt;

/// Two calendars of one locale (its calendar system and week data) in one zone, and a lock: what a
/// call formats the two instants through. Safe to use from many threads at once (each call holds
/// the lock while it sets and formats the calendars).
typedef struct spk_dtitvcal spk_dtitvcal;

spk_dtitvfmt *spk_dtitvfmt_open(const char *locale, const uint16_t *skeleton, int32_t skeleton_length,
                                int32_t *status);

void spk_dtitvfmt_close(spk_dtitvfmt *fmt);

spk_dtitvcal *spk_dtitvcal_open(const char *locale, const uint16_t *zone, int32_t zone_length, int32_t *status);

void spk_dtitvcal_close(spk_dtitvcal *cal);

/// Formats the interval from `from_millis` to `to_millis` in the zone of `cal`
/// (DateIntervalFormat::formatToValue of the two calendars). Writes UTF-16 and returns the length
/// needed; `spans` receives the UTF-16 offsets of ICU's UFIELD_CATEGORY_DATE_INTERVAL_SPAN fields:
/// begin and end of the start's part, then of the end's part, all -1 when ICU prints one date for
/// both.
int32_t spk_dtitvfmt_format(const spk_dtitvfmt *fmt, spk_dtitvcal *cal, double from_millis, double to_millis,
                            uint16_t *out, int32_t capacity, int32_t spans[4], int32_t *status);

/// The same text as spk_dtitvfmt_format without the spans (DateIntervalFormat::format of the two
/// calendars): what the `icu` presentation needs, without a result object and its sorted field
/// positions.
int32_t spk_dtitvfmt_format_text(const spk_dtitvfmt *fmt, spk_dtitvcal *cal, double from_millis, double to_millis,
                                 uint16_t *out, int32_t capacity, int32_t *status);

/// The skeleton of the pattern ICU's date and time styles (SPK_DATE_*) have in the locale
/// (udat_open, then udatpg_getSkeleton): "yMMMdhmma" for en's medium date and short time.
int32_t spk_date_styles_skeleton(int32_t date_style, int32_t time_style, const char *locale, uint16_t *out,
                                 int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
