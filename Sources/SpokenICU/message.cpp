// Named-argument MessageFormat over ICU's C++ API (icu::MessageFormat, icu::MessagePattern).
#include "spoken_icu_message.h"

#include <memory>
#include <mutex>
#include <new>
#include <vector>

#include <unicode/fmtable.h>
#include <unicode/messagepattern.h>
#include <unicode/msgfmt.h>
#include <unicode/timezone.h>
#include <unicode/unistr.h>

using icu::Formattable;
using icu::MessageFormat;
using icu::MessagePattern;
using icu::UnicodeString;

namespace {

struct Argument {
    UnicodeString name;
    int32_t kind;
    int32_t nameOffset;  // UTF-16 offset of the name in the pattern, for located findings
};

// Serialises the brief swap of ICU's default zone below.
std::mutex zoneMutex;

int32_t simpleKind(const UnicodeString &type) {
    if (type == UNICODE_STRING_SIMPLE("date")) return SPK_MSGARG_DATE;
    if (type == UNICODE_STRING_SIMPLE("time")) return SPK_MSGARG_TIME;
    if (type == UNICODE_STRING_SIMPLE("spellout")) return SPK_MSGARG_SPELLOUT;
    if (type == UNICODE_STRING_SIMPLE("ordinal")) return SPK_MSGARG_ORDINAL;
    if (type == UNICODE_STRING_SIMPLE("duration")) return SPK_MSGARG_DURATION;
    return SPK_MSGARG_NUMBER;  // MessageFormat refuses any other type when it compiles
}

}  // namespace

struct spk_msgfmt {
    std::unique_ptr<MessageFormat> format;
    std::vector<Argument> arguments;
};

static spk_msgfmt *openFormat(const uint16_t *pattern, int32_t length, const char *locale,
                              const uint16_t *zone, int32_t zone_length, int32_t *error_offset,
                              int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    *error_offset = -1;
    if (U_FAILURE(*st)) return nullptr;
    UnicodeString text((const UChar *)pattern, length);
    UParseError parseError{};

    // MessagePattern names the arguments and how each is used, so Swift never guesses by regex.
    MessagePattern parsed(text, &parseError, *st);
    if (U_FAILURE(*st)) {
        *error_offset = parseError.offset;
        return nullptr;
    }
    std::unique_ptr<spk_msgfmt> result(new (std::nothrow) spk_msgfmt());
    if (!result) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    int32_t count = parsed.countParts();
    for (int32_t i = 0; i + 1 < count; ++i) {
        const MessagePattern::Part &part = parsed.getPart(i);
        if (part.getType() != UMSGPAT_PART_TYPE_ARG_START) continue;
        const MessagePattern::Part &namePart = parsed.getPart(i + 1);
        int32_t kind = SPK_MSGARG_NONE;
        switch (part.getArgType()) {
            case UMSGPAT_ARG_TYPE_NONE: kind = SPK_MSGARG_NONE; break;
            case UMSGPAT_ARG_TYPE_SIMPLE:
                // ARG_START, ARG_NAME|ARG_NUMBER, ARG_TYPE, …
                kind = i + 2 < count ? simpleKind(parsed.getSubstring(parsed.getPart(i + 2)))
                                     : SPK_MSGARG_NUMBER;
                break;
            case UMSGPAT_ARG_TYPE_CHOICE: kind = SPK_MSGARG_CHOICE; break;
            case UMSGPAT_ARG_TYPE_PLURAL: kind = SPK_MSGARG_PLURAL; break;
            case UMSGPAT_ARG_TYPE_SELECT: kind = SPK_MSGARG_SELECT; break;
            case UMSGPAT_ARG_TYPE_SELECTORDINAL: kind = SPK_MSGARG_SELECTORDINAL; break;
            default: break;
        }
        // A real copy: getSubstring() is a read-only alias into `parsed`, gone on return.
        result->arguments.push_back(
            Argument{UnicodeString(text, namePart.getIndex(), namePart.getLength()), kind, namePart.getIndex()});
    }

    // MessageFormat creates its date and time sub-formats (nested ones included, which
    // getFormats() does not reach) in ICU's default zone when it parses the pattern: make the
    // request's zone the default for that moment. Spoken passes an explicit zone to every other
    // ICU date API, so nothing else reads the default meanwhile. Patterns without dates or times
    // skip the swap.
    bool usesZone = false;
    for (const Argument &argument : result->arguments) {
        usesZone = usesZone || argument.kind == SPK_MSGARG_DATE || argument.kind == SPK_MSGARG_TIME;
    }
    if (!usesZone) {
        // UMemory's operator new returns NULL on failure; it never throws.
        result->format.reset(new MessageFormat(text, icu::Locale(locale), parseError, *st));
    } else {
        icu::TimeZone *requested =
            icu::TimeZone::createTimeZone(UnicodeString((const UChar *)zone, zone_length));
        if (requested == nullptr || *requested == icu::TimeZone::getUnknown()) {
            delete requested;
            *st = U_ILLEGAL_ARGUMENT_ERROR;
            return nullptr;
        }
        std::lock_guard<std::mutex> lock(zoneMutex);
        icu::TimeZone *previous = icu::TimeZone::createDefault();
        icu::TimeZone::adoptDefault(requested);
        result->format.reset(new MessageFormat(text, icu::Locale(locale), parseError, *st));
        if (previous != nullptr) icu::TimeZone::adoptDefault(previous);
    }
    if (!result->format) {
        if (U_SUCCESS(*st)) *st = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    if (U_FAILURE(*st)) {
        *error_offset = parseError.offset;
        return nullptr;
    }
    return result.release();
}

// The standard library may throw (bad_alloc from std::vector, system_error from std::mutex):
// nothing may cross into C or Swift, so each entry point turns it into an ICU status.
spk_msgfmt *spk_msgfmt_open(const uint16_t *pattern, int32_t length, const char *locale,
                            const uint16_t *zone, int32_t zone_length, int32_t *error_offset,
                            int32_t *status) {
    try {
        return openFormat(pattern, length, locale, zone, zone_length, error_offset, status);
    } catch (...) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
}

int32_t spk_msgfmt_argument_count(const spk_msgfmt *fmt) { return (int32_t)fmt->arguments.size(); }

int32_t spk_msgfmt_argument(const spk_msgfmt *fmt, int32_t index, uint16_t *name, int32_t capacity,
                            int32_t *kind, int32_t *name_offset, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (index < 0 || index >= (int32_t)fmt->arguments.size()) {
        *st = U_INDEX_OUTOFBOUNDS_ERROR;
        return 0;
    }
    const Argument &argument = fmt->arguments[(size_t)index];
    *kind = argument.kind;
    *name_offset = argument.nameOffset;
    return argument.name.extract((UChar *)name, capacity, *st);
}

static int32_t formatMessage(spk_msgfmt *fmt, const uint16_t *const *names,
                             const int32_t *name_lengths, const spk_msgarg *values, int32_t count,
                             uint16_t *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    std::vector<UnicodeString> argumentNames;
    std::vector<Formattable> arguments;
    argumentNames.reserve((size_t)count);
    arguments.reserve((size_t)count);
    for (int32_t i = 0; i < count; ++i) {
        argumentNames.emplace_back((const UChar *)names[i], name_lengths[i]);
        const spk_msgarg &value = values[i];
        switch (value.type) {
            case SPK_VALUE_STRING:
                arguments.emplace_back(UnicodeString((const UChar *)value.text, value.text_length));
                break;
            case SPK_VALUE_INT: arguments.emplace_back(value.integer); break;
            case SPK_VALUE_DOUBLE: arguments.emplace_back(value.number); break;
            case SPK_VALUE_DATE: arguments.emplace_back(value.number, Formattable::kIsDate); break;
            default: *st = U_ILLEGAL_ARGUMENT_ERROR; return 0;
        }
    }
    UnicodeString result;
    fmt->format->format(argumentNames.data(), arguments.data(), count, result, *st);
    if (U_FAILURE(*st)) return 0;
    return result.extract((UChar *)out, capacity, *st);
}

int32_t spk_msgfmt_format(spk_msgfmt *fmt, const uint16_t *const *names,
                          const int32_t *name_lengths, const spk_msgarg *values, int32_t count,
                          uint16_t *out, int32_t capacity, int32_t *status) {
    try {
        return formatMessage(fmt, names, name_lengths, values, count, out, capacity, status);
    } catch (...) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return 0;
    }
}

void spk_msgfmt_close(spk_msgfmt *fmt) { delete fmt; }
