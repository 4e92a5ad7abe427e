// Baselines for spoken-bench only: raw ICU paths that Spoken's own formatters are measured
// against. Not part of any product (SpokenICU's headers hold what the library uses).
//
// Same conventions as SpokenICU's headers: no <unicode/*.h>, UTF-16 as uint16_t, UErrorCode as
// int32_t (<= 0 success).
#ifndef SPOKEN_ICU_BENCH_H
#define SPOKEN_ICU_BENCH_H

#include <stdint.h>

#include "spoken_icu_number.h"

#ifdef __cplusplus
extern "C" {
#endif

/// The raw ICU path: unumf_formatDouble into a caller-held result, then unumf_resultToString into
/// `out`. Returns the UTF-16 length (needed length on SPK_BUFFER_OVERFLOW_ERROR). This is the
/// floor a benchmark compares Spoken against.
int32_t spk_bench_numfmt_format(const spk_numfmt *fmt, spk_numresult *result, double value,
                                uint16_t *out, int32_t capacity, int32_t *status);

/// The naive approach a benchmark measures as a baseline: opens a formatter and a result, formats
/// one value into `out` (UTF-16) and closes both, on every call.
int32_t spk_bench_numfmt_format_once(const uint16_t *skeleton, int32_t skeleton_length,
                                     const char *locale, double value, uint16_t *out,
                                     int32_t capacity, int32_t *status);

/// A date formatter opened straight from ICU's C API: ICU's styles (udat_open), or with `spoken`
/// the locale's best pattern for the `spoken` presentation's skeleton (udatpg) and narrow,
/// no-break and thin spaces written as spaces. `tag` is a BCP 47 tag (uloc_forLanguageTag).
typedef struct spk_bench_datefmt spk_bench_datefmt;

spk_bench_datefmt *spk_bench_datefmt_open(const char *tag, const uint16_t *zone, int32_t zone_length,
                                          int32_t date_style, int32_t time_style, int32_t spoken,
                                          int32_t *status);

/// udat_format into `out` (UTF-16); returns the length (needed length past `capacity`).
int32_t spk_bench_datefmt_format(spk_bench_datefmt *fmt, double millis, uint16_t *out,
                                 int32_t capacity, int32_t *status);

void spk_bench_datefmt_close(spk_bench_datefmt *fmt);

/// ICU's canonical location zones (ucal_openTimeZoneIDEnumeration), one per line into `out`.
/// Returns the length needed (the caller retries with more room when it exceeds `capacity`).
int32_t spk_bench_zones(char *out, int32_t capacity, int32_t *status);

/// ICU's available locales (uloc_getAvailable) as BCP 47 tags, one per line, as spk_bench_zones.
int32_t spk_bench_locales(char *out, int32_t capacity, int32_t *status);

/// A number formatter opened straight from ICU's C API (unumf_openForSkeletonAndLocale) with
/// its own result; `tag` is a BCP 47 tag.
typedef struct spk_bench_number spk_bench_number;

spk_bench_number *spk_bench_number_open(const char *tag, const uint16_t *skeleton,
                                        int32_t skeleton_length, int32_t *status);

/// unumf_formatDouble and unumf_resultToString into `out` (UTF-16); returns the length.
int32_t spk_bench_number_format(spk_bench_number *number, double value, uint16_t *out,
                                int32_t capacity, int32_t *status);

void spk_bench_number_close(spk_bench_number *number);

#ifdef __cplusplus
}
#endif

#endif
