// Spoken's narrow C API over the system ICU.
//
// This header must never include <unicode/*.h>: Swift code that sees ICU's headers and Foundation
// together fails to build, because Foundation's bundled ICU defines the same C types. Every type
// here is Spoken's own: opaque handles, UTF-16 code units as uint16_t, and ICU's UErrorCode as a
// plain int32_t (0 = success, negative = warning, which also counts as success, positive = error).
#ifndef SPOKEN_ICU_H
#define SPOKEN_ICU_H

#include <stdint.h>

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

// MARK: Locales

/// BCP 47 tag → ICU locale id. `parsed_length` receives how many bytes of `tag` were understood.
int32_t spk_locale_from_tag(const char *tag, char *out, int32_t capacity, int32_t *parsed_length,
                            int32_t *status);
/// ICU id (e.g. "zh_Hant_TW", "ar_EG@numbers=latn") → canonical ICU id.
int32_t spk_locale_canonicalize(const char *id, char *out, int32_t capacity, int32_t *status);
/// ICU id → well-formed BCP 47 tag (strict: fails on what BCP 47 cannot express).
int32_t spk_locale_to_tag(const char *id, char *out, int32_t capacity, int32_t *status);
/// The language subtag of an ICU id ("" for "und").
int32_t spk_locale_language(const char *id, char *out, int32_t capacity, int32_t *status);
/// 1 when ICU has locale data for the language of `id` (not only its root fallback), else 0.
int32_t spk_locale_has_data(const char *id);
/// Adds likely subtags ("zh_TW" → "zh_Hant_TW").
int32_t spk_locale_maximize(const char *id, char *out, int32_t capacity, int32_t *status);
/// 1 when the locale's characters are written right to left, else 0.
int32_t spk_locale_is_rtl(const char *id);

// MARK: Time zones

/// Canonical id of a time zone id (IANA id, "UTC", custom "GMT+08:00"). An unknown id fails with
/// SPK_ILLEGAL_ARGUMENT_ERROR. `is_system` is 1 for ids of ICU's zone database, 0 for custom ids.
int32_t spk_timezone_canonical(const uint16_t *id, int32_t length, uint16_t *out, int32_t capacity,
                               int8_t *is_system, int32_t *status);
/// Total UTC offset (raw + DST) in milliseconds of `zone` at `millis` since 1970.
int32_t spk_timezone_offset(const uint16_t *zone, int32_t length, double millis, int32_t *status);

/// The zone's UTC offsets between two instants: `times[0]` = `from_millis` with the offset then in
/// force, then every transition up to `to_millis` with the total offset (raw + DST, in
/// milliseconds) after it. Returns how many entries exist (may exceed `capacity`).
int32_t spk_timezone_transitions(const uint16_t *zone, int32_t length, double from_millis,
                                 double to_millis, double *times, int32_t *offsets,
                                 int32_t capacity, int32_t *status);

// MARK: Date formatting

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
/// Capitalises the formatter's output as the start of a sentence ("today" → "Today"), the
/// context of a label that is spoken on its own.
void spk_datefmt_set_sentence_case(spk_datefmt *fmt, int32_t *status);
/// The locale's best pattern for a skeleton.
int32_t spk_best_pattern(const char *locale, const uint16_t *skeleton, int32_t skeleton_length,
                         uint16_t *out, int32_t capacity, int32_t *status);
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
