// Spell-out and ordinals over icu::RuleBasedNumberFormat (C++: ICU's C API cannot list rule sets
// nor format a decimal string with one). No exception can escape: ICU reports errors through
// UErrorCode, and its operator new returns NULL instead of throwing.
#include "spoken_icu_rbnf.h"

#include <cstring>
#include <new>
#include <unicode/fmtable.h>
#include <unicode/locid.h>
#include <unicode/rbnf.h>
#include <unicode/unistr.h>
#include <unicode/ustring.h>

using icu::FieldPosition;
using icu::Formattable;
using icu::Locale;
using icu::RuleBasedNumberFormat;
using icu::UnicodeString;

static_assert(SPK_RBNF_SPELLOUT == icu::URBNF_SPELLOUT, "rule set tags");
static_assert(SPK_RBNF_ORDINAL == icu::URBNF_ORDINAL, "rule set tags");

struct spk_rbnf {
    RuleBasedNumberFormat *format;
    // The rule set `format` has as its default, as last selected ("" for the locale's own; a name
    // too long to keep here is selected again on every call).
    char selected[128];
};

static RuleBasedNumberFormat *open_format(int32_t kind, const char *locale, UErrorCode *status) {
    if (kind != SPK_RBNF_SPELLOUT && kind != SPK_RBNF_ORDINAL) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return nullptr;
    }
    auto *format = new RuleBasedNumberFormat(static_cast<icu::URBNFRuleSetTag>(kind), Locale(locale), *status);
    if (format == nullptr) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    if (U_FAILURE(*status)) {
        delete format;
        return nullptr;
    }
    return format;
}

spk_rbnf *spk_rbnf_open(int32_t kind, const char *locale, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return nullptr;
    RuleBasedNumberFormat *format = open_format(kind, locale, st);
    if (format == nullptr) return nullptr;
    auto *handle = new (std::nothrow) spk_rbnf{format, {0}};
    if (handle == nullptr) {
        delete format;
        *st = U_MEMORY_ALLOCATION_ERROR;
    }
    return handle;
}

void spk_rbnf_select(spk_rbnf *fmt, const char *rule_set, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st) || std::strcmp(fmt->selected, rule_set) == 0) return;
    fmt->selected[0] = 0;
    fmt->format->setDefaultRuleSet(UnicodeString(rule_set, -1, US_INV), *st);
    if (U_SUCCESS(*st) && std::strlen(rule_set) < sizeof fmt->selected) std::strcpy(fmt->selected, rule_set);
}

void spk_rbnf_close(spk_rbnf *fmt) {
    if (fmt == nullptr) return;
    delete fmt->format;
    delete fmt;
}

/// Appends `text` as UTF-8 to `out` (capacity bytes) at `*length`, counting what it would need
/// past the end.
static void append(const UnicodeString &text, char *out, int32_t capacity, int32_t *length, UErrorCode *status) {
    UErrorCode local = U_ZERO_ERROR;
    int32_t needed = 0;
    int32_t room = *length < capacity ? capacity - *length : 0;
    u_strToUTF8(room > 0 ? out + *length : nullptr, room, &needed, text.getBuffer(), text.length(), &local);
    if (U_FAILURE(local) && local != U_BUFFER_OVERFLOW_ERROR) *status = local;
    *length += needed;
}

int32_t spk_rbnf_rule_sets(int32_t kind, const char *locale, char *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return 0;
    RuleBasedNumberFormat *format = open_format(kind, locale, st);
    if (format == nullptr) return 0;
    int32_t length = 0;
    UnicodeString name = format->getDefaultRuleSetName();
    append(name, out, capacity, &length, st);
    for (int32_t i = 0; i < format->getNumberOfRuleSetNames(); i++) {
        UnicodeString other = format->getRuleSetName(i);
        if (other == name) continue;
        append(UNICODE_STRING_SIMPLE("\n") + other, out, capacity, &length, st);
    }
    delete format;
    if (U_SUCCESS(*st) && length > capacity) *st = U_BUFFER_OVERFLOW_ERROR;
    return length;
}

int32_t spk_rbnf_format_decimal_utf8(spk_rbnf *fmt, const char *rule_set, const char *decimal,
                                     int32_t decimal_length, char *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    spk_rbnf_select(fmt, rule_set, status);
    if (U_FAILURE(*st)) return 0;
    Formattable number(icu::StringPiece(decimal, decimal_length), *st);
    if (U_FAILURE(*st)) return 0;
    UnicodeString text;
    FieldPosition position;
    fmt->format->format(number, text, position, *st);
    if (U_FAILURE(*st)) return 0;
    int32_t length = 0;
    append(text, out, capacity, &length, st);
    if (U_SUCCESS(*st) && length > capacity) *st = U_BUFFER_OVERFLOW_ERROR;
    return length;
}
