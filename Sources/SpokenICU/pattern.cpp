// icu::MessagePattern for `spoken lint`: a message's parts, or where it fails to parse. Only the
// pattern parser runs (no MessageFormat, no sub-formats), which is what makes linting cheap.
#include "spoken_icu_pattern.h"

#include <unicode/messagepattern.h>
#include <unicode/parseerr.h>
#include <unicode/unistr.h>

static_assert(SPK_PATTERN_PART_ARG_DOUBLE == UMSGPAT_PART_TYPE_ARG_DOUBLE, "part type numbering");
static_assert(SPK_PATTERN_PART_ARG_START == UMSGPAT_PART_TYPE_ARG_START, "part type numbering");
static_assert(SPK_INDEX_OUTOFBOUNDS_ERROR == U_INDEX_OUTOFBOUNDS_ERROR, "status numbering");
static_assert(SPK_PATTERN_ARG_SELECTORDINAL == UMSGPAT_ARG_TYPE_SELECTORDINAL, "arg type numbering");

extern "C" int32_t spk_pattern_parse(const uint16_t *pattern, int32_t length,
                                          spk_pattern_part *parts, int32_t capacity,
                                          int32_t *error_offset, int32_t *status) {
    if (*status > U_ZERO_ERROR) return 0;
    UErrorCode code = U_ZERO_ERROR;
    UParseError parseError{};
    // Read-only aliasing constructor: no copy of the pattern.
    icu::UnicodeString text(false, reinterpret_cast<const UChar *>(pattern), length);
    // One parser per thread, reused: a new MessagePattern allocates its parts list and copies
    // the pattern into a new string each time; a reused one keeps both buffers.
    static thread_local icu::MessagePattern parsed(code);
    if (U_FAILURE(code)) {
        *status = code;
        *error_offset = 0;
        return 0;
    }
    parsed.parse(text, &parseError, code);
    if (U_FAILURE(code)) {
        *status = code;
        *error_offset = parseError.offset;
        return 0;
    }
    int32_t count = parsed.countParts();
    for (int32_t i = 0; i < count && i < capacity; ++i) {
        const icu::MessagePattern::Part &part = parsed.getPart(i);
        UMessagePatternPartType type = part.getType();
        spk_pattern_part &out = parts[i];
        out.type = type;
        out.index = part.getIndex();
        out.length = part.getLength();
        out.value = part.getValue();
        bool isStart = type == UMSGPAT_PART_TYPE_MSG_START || type == UMSGPAT_PART_TYPE_ARG_START;
        out.limit = isStart ? parsed.getLimitPartIndex(i) : -1;
        out.arg_type = part.getArgType();
        out.numeric = icu::MessagePattern::Part::hasNumericValue(type) ? parsed.getNumericValue(part) : 0;
    }
    return count;
}
