// Unit names in a grammatical case: icu::number's unitDisplayCase (internal API in ICU 72, hence
// U_SHOW_INTERNAL_API here and only here; it declares methods, never changes a layout), and the
// cases CLDR's grammatical features give units (ICU's grammaticalFeatures data: "grammaticalData/
// features/<language>/nominal/case/units", else ".../case/_"). No exception can escape: ICU reports errors
// through UErrorCode.
#define U_SHOW_INTERNAL_API 1
#include "spoken_icu_unitcase.h"

#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <vector>
#include <unicode/numberformatter.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>

using icu::Locale;
using icu::UnicodeString;
using icu::number::LocalizedNumberFormatter;
using icu::number::NumberFormatter;

namespace {

/// Closes a resource bundle when it goes out of scope.
struct Bundle {
    UResourceBundle *pointer = nullptr;
    ~Bundle() { ures_close(pointer); }
};

/// The case names of one language's features table: the units scope's list, else the general one.
void cases_of(UResourceBundle *features, std::vector<std::string> &names) {
    UErrorCode status = U_ZERO_ERROR;
    Bundle nominal{ures_getByKey(features, "nominal", nullptr, &status)};
    Bundle cases{ures_getByKey(nominal.pointer, "case", nullptr, &status)};
    if (U_FAILURE(status)) return;
    status = U_ZERO_ERROR;
    Bundle list{ures_getByKey(cases.pointer, "units", nullptr, &status)};
    if (U_FAILURE(status)) {
        status = U_ZERO_ERROR;
        ures_close(list.pointer);
        list.pointer = ures_getByKey(cases.pointer, "_", nullptr, &status);
        if (U_FAILURE(status)) return;
    }
    if (ures_getType(list.pointer) != URES_ARRAY) return;  // "" : units have no case
    int32_t size = ures_getSize(list.pointer);
    for (int32_t i = 0; i < size; i++) {
        int32_t length = 0;
        const UChar *name = ures_getStringByIndex(list.pointer, i, &length, &status);
        if (U_FAILURE(status)) return;
        std::string utf8;
        UnicodeString(false, name, length).toUTF8String(utf8);
        names.push_back(utf8);
    }
}

/// Opens grammaticalData/features.
bool open_features(Bundle &root, Bundle &data, Bundle &features, UErrorCode &status) {
    root.pointer = ures_openDirect(nullptr, "grammaticalFeatures", &status);
    data.pointer = ures_getByKey(root.pointer, "grammaticalData", nullptr, &status);
    features.pointer = ures_getByKey(data.pointer, "features", nullptr, &status);
    return U_SUCCESS(status);
}

/// Writes the names separated by '\n' as far as they fit; returns the length needed.
int32_t write_names(const std::vector<std::string> &names, char *out, int32_t capacity, UErrorCode *status) {
    std::string joined;
    for (const std::string &name : names) {
        if (!joined.empty()) joined += '\n';
        joined += name;
    }
    int32_t length = static_cast<int32_t>(joined.size());
    if (length <= capacity) {
        std::memcpy(out, joined.data(), joined.size());
    } else {
        *status = U_BUFFER_OVERFLOW_ERROR;
    }
    return length;
}

int32_t to_utf8(const UnicodeString &text, char *out, int32_t capacity, UErrorCode *status) {
    int32_t length = 0;
    u_strToUTF8(out, capacity, &length, text.getBuffer(), text.length(), status);
    return length;
}

}  // namespace

int32_t spk_unit_cases(const char *language, char *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return 0;
    Bundle root, data, features;
    UErrorCode local = U_ZERO_ERROR;
    std::vector<std::string> names;
    if (open_features(root, data, features, local)) {
        Bundle own{ures_getByKey(features.pointer, language, nullptr, &local)};
        if (U_SUCCESS(local)) cases_of(own.pointer, names);
    }
    return write_names(names, out, capacity, st);
}

int32_t spk_unit_case_names(char *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return 0;
    Bundle root, data, features;
    std::vector<std::string> names;
    if (!open_features(root, data, features, *st)) return 0;
    int32_t size = ures_getSize(features.pointer);
    for (int32_t i = 0; i < size; i++) {
        Bundle language{ures_getByIndex(features.pointer, i, nullptr, st)};
        if (U_FAILURE(*st)) return 0;
        std::vector<std::string> own;
        cases_of(language.pointer, own);
        for (const std::string &name : own) {
            bool seen = false;
            for (const std::string &known : names) seen = seen || known == name;
            if (!seen) names.push_back(name);
        }
    }
    return write_names(names, out, capacity, st);
}

struct spk_casednumfmt {
    LocalizedNumberFormatter formatter;
};

spk_casednumfmt *spk_casednumfmt_open(const uint16_t *skeleton, int32_t skeleton_length, const char *locale,
                                      const char *grammatical_case, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return nullptr;
    UnicodeString text(false, reinterpret_cast<const UChar *>(skeleton), skeleton_length);
    UParseError parse_error;
    std::unique_ptr<spk_casednumfmt> fmt(new (std::nothrow) spk_casednumfmt());
    if (!fmt) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    fmt->formatter = NumberFormatter::forSkeleton(text, parse_error, *st)
                         .locale(Locale(locale))
                         .unitDisplayCase(grammatical_case == nullptr ? "" : grammatical_case);
    if (U_FAILURE(*st)) return nullptr;
    // An invalid skeleton or unit shows at the first format: probe once.
    fmt->formatter.formatDouble(1, *st);
    if (U_FAILURE(*st)) return nullptr;
    *st = U_ZERO_ERROR;
    return fmt.release();
}

void spk_casednumfmt_close(spk_casednumfmt *fmt) { delete fmt; }

int32_t spk_casednumfmt_format_utf8(const spk_casednumfmt *fmt, double value, char *out, int32_t capacity,
                                    int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return 0;
    UnicodeString text = fmt->formatter.formatDouble(value, *st).toString(*st);
    if (U_FAILURE(*st)) return 0;
    *st = U_ZERO_ERROR;  // unitDisplayCase reports U_USING_DEFAULT_WARNING for mixed units
    return to_utf8(text, out, capacity, st);
}

int32_t spk_casednumfmt_format_decimal_utf8(const spk_casednumfmt *fmt, const char *decimal, int32_t decimal_length,
                                            char *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return 0;
    UnicodeString text = fmt->formatter.formatDecimal({decimal, decimal_length}, *st).toString(*st);
    if (U_FAILURE(*st)) return 0;
    *st = U_ZERO_ERROR;
    return to_utf8(text, out, capacity, st);
}
