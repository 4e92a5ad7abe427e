// Status names and the ICU version.
#include "spoken_icu_common.h"

#include <malloc.h>

#include <unicode/uchar.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>

_Static_assert(SPK_ILLEGAL_ARGUMENT_ERROR == U_ILLEGAL_ARGUMENT_ERROR, "status numbering");
_Static_assert(SPK_MISSING_RESOURCE_ERROR == U_MISSING_RESOURCE_ERROR, "status numbering");
_Static_assert(SPK_BUFFER_OVERFLOW_ERROR == U_BUFFER_OVERFLOW_ERROR, "status numbering");
_Static_assert(SPK_USING_DEFAULT_WARNING == U_USING_DEFAULT_WARNING, "status numbering");

const char *spk_error_name(int32_t status) { return u_errorName((UErrorCode)status); }

void spk_icu_version(char out[32]) {
    UVersionInfo v;
    u_getVersion(v);
    u_versionToString(v, out);
}

int32_t spk_char_display_width(uint32_t c) {
    UChar32 cp = (UChar32)c;
    switch (u_charType(cp)) {
    case U_NON_SPACING_MARK:
    case U_ENCLOSING_MARK:
    case U_FORMAT_CHAR:
        return 0;
    default:
        break;
    }
    switch (u_getIntPropertyValue(cp, UCHAR_HANGUL_SYLLABLE_TYPE)) {
    case U_HST_VOWEL_JAMO:
    case U_HST_TRAILING_JAMO:
        return 0;
    default:
        break;
    }
    switch (u_getIntPropertyValue(cp, UCHAR_EAST_ASIAN_WIDTH)) {
    case U_EA_WIDE:
    case U_EA_FULLWIDTH:
        return 2;
    default:
        return u_hasBinaryProperty(cp, UCHAR_EMOJI_PRESENTATION) ? 2 : 1;
    }
}

int32_t spk_char_is_right_to_left(uint32_t c) {
    UCharDirection direction = u_charDirection((UChar32)c);
    return direction == U_RIGHT_TO_LEFT || direction == U_RIGHT_TO_LEFT_ARABIC;
}

size_t spk_heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

void spk_heap_trim(void) { malloc_trim(0); }
