// ICU's measure units (icu::MeasureUnit): validation and the list of available units. C++ because
// ICU's C API has no unit list. No exception can escape: ICU reports errors through UErrorCode.
#include "spoken_icu_unit.h"

#include <cstring>
#include <memory>
#include <unicode/locid.h>
#include <unicode/measunit.h>
#include <unicode/numberformatter.h>

using icu::MeasureUnit;

int32_t spk_measure_unit_is_valid(const char *identifier) {
    if (identifier == nullptr || identifier[0] == '\0') return 0;  // ICU reads "" as dimensionless
    UErrorCode status = U_ZERO_ERROR;
    MeasureUnit unit = MeasureUnit::forIdentifier(identifier, status);
    if (U_FAILURE(status)) return 0;
    // ICU parses identifiers it cannot name ("pow15-meter", "100-kilometer" with a constant outside
    // a "per"): its number formatter fails on them with its full names, so they are no unit.
    icu::number::FormattedNumber formatted = icu::number::NumberFormatter::withLocale(icu::Locale::getRoot())
                                                 .unit(unit)
                                                 .unitWidth(UNUM_UNIT_WIDTH_FULL_NAME)
                                                 .formatDouble(1, status);
    return U_SUCCESS(status) ? 1 : 0;
}

int32_t spk_measure_units_available(char *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return 0;
    UErrorCode count_status = U_ZERO_ERROR;
    int32_t count = MeasureUnit::getAvailable(nullptr, 0, count_status);  // preflight
    if (count <= 0) return 0;
    // ICU's UMemory operator new[] returns NULL on failure instead of throwing.
    std::unique_ptr<MeasureUnit[]> units(new MeasureUnit[count]);
    if (!units) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return 0;
    }
    count = MeasureUnit::getAvailable(units.get(), count, *st);
    if (U_FAILURE(*st)) return 0;
    int32_t length = 0;
    for (int32_t i = 0; i < count; i++) {
        if (std::strcmp(units[i].getType(), "currency") == 0) continue;
        const char *id = units[i].getSubtype();
        if (!spk_measure_unit_is_valid(id)) continue;  // "none" (empty) and "generic" temperature
        int32_t n = static_cast<int32_t>(std::strlen(id));
        if (length > 0) {
            if (length < capacity) out[length] = '\n';
            length++;
        }
        if (length + n <= capacity) std::memcpy(out + length, id, static_cast<size_t>(n));
        length += n;
    }
    if (length > capacity) *st = U_BUFFER_OVERFLOW_ERROR;
    return length;
}
