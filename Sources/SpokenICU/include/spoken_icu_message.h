// MessageFormat with NAMED arguments (message.cpp, over icu::MessageFormat; ICU's C API,
// umsg_*, only numbers them).
//
// Conventions of every spoken_icu_*.h header: no <unicode/*.h> include (Swift code that sees ICU's
// headers and Foundation together fails to build: Foundation bundles its own ICU types), UTF-16 as
// uint16_t, ICU's UErrorCode as int32_t (0 success, negative a warning that also counts as success,
// positive an error), opaque handles.
#ifndef SPOKEN_ICU_MESSAGE_H
#define SPOKEN_ICU_MESSAGE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A compiled message (icu::MessageFormat) plus the arguments its pattern uses. Not thread-safe:
/// callers serialise use of one handle.
typedef struct spk_msgfmt spk_msgfmt;

/// How a pattern uses an argument, from ICU's MessagePattern.
enum {
    SPK_MSGARG_NONE = 0,           // {name}
    SPK_MSGARG_NUMBER = 1,         // {name, number…}
    SPK_MSGARG_DATE = 2,           // {name, date…}
    SPK_MSGARG_TIME = 3,           // {name, time…}
    SPK_MSGARG_PLURAL = 4,         // {name, plural, …}
    SPK_MSGARG_SELECT = 5,         // {name, select, …}
    SPK_MSGARG_SELECTORDINAL = 6,  // {name, selectordinal, …}
    SPK_MSGARG_CHOICE = 7,         // {name, choice, …} (deprecated in ICU, still parsed)
    SPK_MSGARG_SPELLOUT = 8,       // {name, spellout}
    SPK_MSGARG_ORDINAL = 9,        // {name, ordinal}
    SPK_MSGARG_DURATION = 10,      // {name, duration}
};

/// Kinds of argument values.
enum {
    SPK_VALUE_STRING = 0,
    SPK_VALUE_INT = 1,
    SPK_VALUE_DOUBLE = 2,
    SPK_VALUE_DATE = 3,  // `number` holds milliseconds since 1970 (UTC)
};

typedef struct spk_msgarg {
    int32_t type;
    int64_t integer;
    double number;
    const uint16_t *text;
    int32_t text_length;
} spk_msgarg;

/// Compiles `pattern` for `locale`. Every date/time sub-format is created in `zone` (an id ICU
/// knows). On a syntax error returns NULL, sets `status` and `error_offset` (UTF-16 offset into
/// the pattern, -1 if unknown).
spk_msgfmt *spk_msgfmt_open(const uint16_t *pattern, int32_t length, const char *locale,
                            const uint16_t *zone, int32_t zone_length, int32_t *error_offset,
                            int32_t *status);
/// Number of argument uses in the pattern (an argument used twice is listed twice).
int32_t spk_msgfmt_argument_count(const spk_msgfmt *fmt);
/// The name (UTF-16), kind (SPK_MSGARG_*) and name offset (UTF-16, in the pattern) of the
/// `index`th argument use.
int32_t spk_msgfmt_argument(const spk_msgfmt *fmt, int32_t index, uint16_t *name, int32_t capacity,
                            int32_t *kind, int32_t *name_offset, int32_t *status);
/// Formats with named values. Returns the UTF-16 length needed (U_BUFFER_OVERFLOW_ERROR when
/// `capacity` is too small).
int32_t spk_msgfmt_format(spk_msgfmt *fmt, const uint16_t *const *names,
                          const int32_t *name_lengths, const spk_msgarg *values, int32_t count,
                          uint16_t *out, int32_t capacity, int32_t *status);
void spk_msgfmt_close(spk_msgfmt *fmt);

#ifdef __cplusplus
}
#endif

#endif
