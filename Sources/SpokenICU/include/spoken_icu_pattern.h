// MessageFormat pattern parsing without formatting (pattern.cpp, over icu::MessagePattern).
//
// Conventions of every spoken_icu_*.h header: no <unicode/*.h> include (Swift code that sees ICU's
// headers and Foundation together fails to build: Foundation bundles its own ICU types), UTF-16 as
// uint16_t, ICU's UErrorCode as int32_t (0 success, negative a warning that also counts as success,
// positive an error), opaque handles.
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
    SPK_PATTERN_PART_MSG_START = 0,
    SPK_PATTERN_PART_MSG_LIMIT = 1,
    SPK_PATTERN_PART_SKIP_SYNTAX = 2,
    SPK_PATTERN_PART_INSERT_CHAR = 3,
    SPK_PATTERN_PART_REPLACE_NUMBER = 4,
    SPK_PATTERN_PART_ARG_START = 5,
    SPK_PATTERN_PART_ARG_LIMIT = 6,
    SPK_PATTERN_PART_ARG_NUMBER = 7,
    SPK_PATTERN_PART_ARG_NAME = 8,
    SPK_PATTERN_PART_ARG_TYPE = 9,
    SPK_PATTERN_PART_ARG_STYLE = 10,
    SPK_PATTERN_PART_ARG_SELECTOR = 11,
    SPK_PATTERN_PART_ARG_INT = 12,
    SPK_PATTERN_PART_ARG_DOUBLE = 13,
};

/// Argument types, with the values of ICU's UMessagePatternArgType.
enum {
    SPK_PATTERN_ARG_NONE = 0,
    SPK_PATTERN_ARG_SIMPLE = 1,
    SPK_PATTERN_ARG_CHOICE = 2,
    SPK_PATTERN_ARG_PLURAL = 3,
    SPK_PATTERN_ARG_SELECT = 4,
    SPK_PATTERN_ARG_SELECTORDINAL = 5,
};

/// One part of a parsed message pattern (icu::MessagePattern::Part). Offsets are UTF-16 units.
typedef struct spk_pattern_part {
    int32_t type;      // SPK_PATTERN_PART_*
    int32_t index;     // start in the pattern
    int32_t length;    // length in the pattern
    int32_t value;     // ICU's value (nesting level, arg type, int value, char to insert)
    int32_t limit;     // for *_START parts, the index of the matching *_LIMIT part; else -1
    int32_t arg_type;  // SPK_PATTERN_ARG_* for ARG_START/ARG_LIMIT, else SPK_PATTERN_ARG_NONE
    double numeric;    // the numeric value of ARG_INT/ARG_DOUBLE parts, else 0
} spk_pattern_part;

/// Parses `pattern` with icu::MessagePattern (apostrophe mode DOUBLE_OPTIONAL, as MessageFormat).
/// On success returns the number of parts and writes the first `capacity` of them to `parts`
/// (call again with a bigger buffer when the result exceeds `capacity`). On a syntax error sets
/// `*status` to ICU's error and `*error_offset` to the UTF-16 offset where parsing broke.
int32_t spk_pattern_parse(const uint16_t *pattern, int32_t length, spk_pattern_part *parts,
                               int32_t capacity, int32_t *error_offset, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
