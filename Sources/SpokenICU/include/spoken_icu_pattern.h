// Spoken's C API for `spoken lint`: ICU MessageFormat pattern parsing, plural rule keywords and
// samples, and script transliterators. Same conventions as spoken_icu.h: no ICU header here,
// UTF-16 as uint16_t, UErrorCode as int32_t (<= 0 success).
#ifndef SPOKEN_ICU_PATTERN_H
#define SPOKEN_ICU_PATTERN_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// U_INDEX_OUTOFBOUNDS_ERROR: also what Spoken reports for messages nested too deeply to parse.
enum { SPK_INDEX_OUTOFBOUNDS_ERROR = 8 };

/// Part types, with the values of ICU's UMessagePatternPartType.
enum {
    SPK_LINT_PART_MSG_START = 0,
    SPK_LINT_PART_MSG_LIMIT = 1,
    SPK_LINT_PART_SKIP_SYNTAX = 2,
    SPK_LINT_PART_INSERT_CHAR = 3,
    SPK_LINT_PART_REPLACE_NUMBER = 4,
    SPK_LINT_PART_ARG_START = 5,
    SPK_LINT_PART_ARG_LIMIT = 6,
    SPK_LINT_PART_ARG_NUMBER = 7,
    SPK_LINT_PART_ARG_NAME = 8,
    SPK_LINT_PART_ARG_TYPE = 9,
    SPK_LINT_PART_ARG_STYLE = 10,
    SPK_LINT_PART_ARG_SELECTOR = 11,
    SPK_LINT_PART_ARG_INT = 12,
    SPK_LINT_PART_ARG_DOUBLE = 13,
};

/// Argument types, with the values of ICU's UMessagePatternArgType.
enum {
    SPK_LINT_ARG_NONE = 0,
    SPK_LINT_ARG_SIMPLE = 1,
    SPK_LINT_ARG_CHOICE = 2,
    SPK_LINT_ARG_PLURAL = 3,
    SPK_LINT_ARG_SELECT = 4,
    SPK_LINT_ARG_SELECTORDINAL = 5,
};

/// One part of a parsed message pattern (icu::MessagePattern::Part). Offsets are UTF-16 units.
typedef struct spk_lint_part {
    int32_t type;      // SPK_LINT_PART_*
    int32_t index;     // start in the pattern
    int32_t length;    // length in the pattern
    int32_t value;     // ICU's value (nesting level, arg type, int value, char to insert)
    int32_t limit;     // for *_START parts, the index of the matching *_LIMIT part; else -1
    int32_t arg_type;  // SPK_LINT_ARG_* for ARG_START/ARG_LIMIT, else SPK_LINT_ARG_NONE
    double numeric;    // the numeric value of ARG_INT/ARG_DOUBLE parts, else 0
} spk_lint_part;

/// Parses `pattern` with icu::MessagePattern (apostrophe mode DOUBLE_OPTIONAL, as MessageFormat).
/// On success returns the number of parts and writes the first `capacity` of them to `parts`
/// (call again with a bigger buffer when the result exceeds `capacity`). On a syntax error sets
/// `*status` to ICU's error and `*error_offset` to the UTF-16 offset where parsing broke.
int32_t spk_lint_parse_pattern(const uint16_t *pattern, int32_t length, spk_lint_part *parts,
                               int32_t capacity, int32_t *error_offset, int32_t *status);

/// The plural categories a locale uses, space-separated ("one few many other"), cardinal
/// (`ordinal` 0) or ordinal (`ordinal` 1), from uplrules_openForType + uplrules_getKeywords.
/// Returns the length needed.
int32_t spk_lint_plural_keywords(const char *locale, int32_t ordinal, char *out, int32_t capacity,
                                 int32_t *status);

/// ICU's sample values for one plural category (PluralRules::getSamples). Returns the count.
int32_t spk_lint_plural_samples(const char *locale, int32_t ordinal, const char *keyword,
                                double *out, int32_t capacity, int32_t *status);

/// A compiled ICU transliterator ("Hans-Hant"). Not thread-safe: callers serialise its use.
typedef struct spk_lint_translit spk_lint_translit;

spk_lint_translit *spk_lint_translit_open(const char *id, int32_t *status);
/// Transliterates `text` into `out`; returns the length needed.
int32_t spk_lint_translit_apply(spk_lint_translit *translit, const uint16_t *text, int32_t length,
                                uint16_t *out, int32_t capacity, int32_t *status);
void spk_lint_translit_close(spk_lint_translit *translit);

#ifdef __cplusplus
}
#endif

#endif
