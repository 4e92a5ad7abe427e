// Durations in words: several time units joined as ICU's MeasureFormat::formatMeasures joins them
// (duration.cpp, over icu::number and icu::ListFormatter).
//
// Conventions of every spoken_icu_*.h header: no <unicode/*.h> include (Swift code that sees ICU's
// headers and Foundation together fails to build: Foundation bundles its own ICU types), UTF-16 as
// uint16_t, ICU's UErrorCode as int32_t (0 success, negative a warning that also counts as success,
// positive an error), opaque handles.
#ifndef SPOKEN_ICU_DURATION_H
#define SPOKEN_ICU_DURATION_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A duration formatter for one locale and width. Immutable once opened and safe to use from
/// many threads at once (ICU's LocalizedNumberFormatter and ListFormatter are).
typedef struct spk_durationfmt spk_durationfmt;

/// The units a duration is spoken in, largest first.
enum {
    SPK_DURATION_DAY = 0,
    SPK_DURATION_HOUR = 1,
    SPK_DURATION_MINUTE = 2,
    SPK_DURATION_SECOND = 3,
    SPK_DURATION_MILLISECOND = 4,
};

/// Widths, with ICU's UMeasureFormatWidth values: wide is the full unit names speech needs.
enum {
    SPK_DURATION_WIDE = 0,
    SPK_DURATION_SHORT = 1,
    SPK_DURATION_NARROW = 2,
};

/// Opens a formatter for an ICU locale id at a width (SPK_DURATION_*). `grammatical_case` (NULL or
/// "" for none) is CLDR's name of the case the unit names take ("accusative": ru "1 час 21 минуту"),
/// as ICU's unitDisplayCase applies it; a case the locale's data lacks gives the nominative.
spk_durationfmt *spk_durationfmt_open(const char *locale, int32_t width, const char *grammatical_case,
                                      int32_t *status);

/// Formats `count` (1 to 5) amounts, each in its unit (`units[i]`, one of SPK_DURATION_*), as
/// MeasureFormat::formatMeasures does at the formatter's width: the same number formatters
/// (integers for all but the last amount) and the same list of units. An amount is a double, as
/// formatMeasures formats it (Formattable::getDouble): a whole number of units past 2^63 too.
/// Writes UTF-8; returns the length needed.
int32_t spk_durationfmt_format(const spk_durationfmt *fmt, const double *amounts, const int32_t *units,
                               int32_t count, char *out, int32_t capacity, int32_t *status);

void spk_durationfmt_close(spk_durationfmt *fmt);

#ifdef __cplusplus
}
#endif

#endif
