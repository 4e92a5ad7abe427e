// Relative times in words ("5 minutes ago", "yesterday"), over ICU's RelativeDateTimeFormatter
// (reldatefmt.c, ureldatefmt_*).
//
// Conventions of every spoken_icu_*.h header: no <unicode/*.h> include (Swift code that sees ICU's
// headers and Foundation together fails to build: Foundation bundles its own ICU types), UTF-16 as
// uint16_t, ICU's UErrorCode as int32_t (0 success, negative a warning that also counts as success,
// positive an error), opaque handles.
#ifndef SPOKEN_ICU_RELDATEFMT_H
#define SPOKEN_ICU_RELDATEFMT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A relative-time formatter for one locale, capitalization and style: ICU's long (wide) style
/// for speech, its short or narrow style for visible text.
/// Immutable once opened and safe to use from many threads at once (ICU documents
/// RelativeDateTimeFormatter as immutable and thread-safe).
typedef struct spk_reldatefmt spk_reldatefmt;

/// The units, in ICU's URelativeDateTimeUnit order.
enum {
    SPK_RELATIVE_YEAR = 0,
    SPK_RELATIVE_QUARTER = 1,
    SPK_RELATIVE_MONTH = 2,
    SPK_RELATIVE_WEEK = 3,
    SPK_RELATIVE_DAY = 4,
    SPK_RELATIVE_HOUR = 5,
    SPK_RELATIVE_MINUTE = 6,
    SPK_RELATIVE_SECOND = 7,
};

/// The styles, in ICU's UDateRelativeDateTimeFormatterStyle order.
enum {
    SPK_RELATIVE_STYLE_LONG = 0,
    SPK_RELATIVE_STYLE_SHORT = 1,
    SPK_RELATIVE_STYLE_NARROW = 2,
};

/// `sentence` 1 capitalizes for the start of a sentence (ICU's
/// UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE), 0 leaves ICU's words as they are. `style`
/// is one of SPK_RELATIVE_STYLE_* ("5 minutes ago", "5 min. ago", "5m ago").
spk_reldatefmt *spk_reldatefmt_open(const char *locale, int32_t sentence, int32_t style, int32_t *status);

/// `value` of `unit` (one of SPK_RELATIVE_*), negative in the past: ureldatefmt_formatNumeric
/// when `numeric` is 1 ("1 day ago"), ureldatefmt_format when 0 ("yesterday"). Writes UTF-8;
/// returns the length needed.
int32_t spk_reldatefmt_format(const spk_reldatefmt *fmt, double value, int32_t unit, int32_t numeric,
                              char *out, int32_t capacity, int32_t *status);

void spk_reldatefmt_close(spk_reldatefmt *fmt);

#ifdef __cplusplus
}
#endif

#endif
