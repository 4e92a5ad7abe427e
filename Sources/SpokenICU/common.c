// Status names and the ICU version.
#include "spoken_icu_common.h"

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
