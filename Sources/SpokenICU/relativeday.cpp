// ICU's relative date styles seen from a given now: RelativeDateFormat::format (reldtfmt.cpp,
// ICU 72) with the day difference taken from the caller's now instead of the wall clock. Every
// string comes from ICU: the date and time patterns and the date-time glue from a
// RelativeDateFormat of the same styles (udat_toPatternRelativeDate/Time, and udat_toPattern after
// udat_applyPatternRelative, which is how the glue joins them), the day words from
// RelativeDateTimeFormatter (the same CLDR fields/day/relative data), and the formatting from a
// SimpleDateFormat made as RelativeDateFormat makes its own. Beyond the day words, the caller's
// skeleton (the long, spoken date) replaces the styles' pattern, through the same formatter. No exception can escape: ICU reports
// errors through UErrorCode.
#include "spoken_icu_relativeday.h"

#include <memory>
#include <mutex>
#include <new>
#include <unicode/brkiter.h>
#include <unicode/calendar.h>
#include <unicode/datefmt.h>
#include <unicode/dtptngen.h>
#include <unicode/reldatefmt.h>
#include <unicode/smpdtfmt.h>
#include <unicode/timezone.h>
#include <unicode/uchar.h>
#include <unicode/udat.h>
#include <unicode/ustring.h>

using icu::BreakIterator;
using icu::Calendar;
using icu::DateFormat;
using icu::DateTimePatternGenerator;
using icu::Locale;
using icu::RelativeDateTimeFormatter;
using icu::SimpleDateFormat;
using icu::TimeZone;
using icu::UnicodeString;

namespace {
constexpr int kWords = 5;  // the days -2…2
}

struct spk_relday {
    std::mutex lock;
    std::unique_ptr<SimpleDateFormat> formatter;
    bool has_time = false;
    // The capitalization context: the start of a sentence, or its middle.
    UDisplayContext context = UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE;
    // Whether the glue puts the date first ("{1}, {0}"): only then is a day word capitalized
    // itself, and the formatter's own capitalization switched off.
    bool date_at_start = true;
    // The date pattern (no time) or the glue of the time and date patterns: without a day word.
    UnicodeString plain;
    // For each day -2…2 that has a word: the word (capitalized as ICU would) and the pattern with
    // the word quoted in place of the date.
    UnicodeString words[kWords];
    UnicodeString patterns[kWords];
};

static UnicodeString relative_pattern(UDateFormat *relative, bool date, UErrorCode *st) {
    UChar buffer[256];
    int32_t length = date ? udat_toPatternRelativeDate(relative, buffer, 256, st)
                          : udat_toPatternRelativeTime(relative, buffer, 256, st);
    if (U_FAILURE(*st) || length > 256) {
        if (U_SUCCESS(*st)) *st = U_BUFFER_OVERFLOW_ERROR;
        return UnicodeString();
    }
    return UnicodeString(buffer, length);
}

// The glue's pattern for a date pattern and a time pattern (RelativeDateFormat::toPattern).
static UnicodeString glued(UDateFormat *relative, const UnicodeString &date, const UnicodeString &time,
                           UErrorCode *st) {
    udat_applyPatternRelative(relative, date.getBuffer(), date.length(), time.getBuffer(), time.length(), st);
    UChar buffer[512];
    int32_t length = udat_toPattern(relative, false, buffer, 512, st);
    if (U_FAILURE(*st) || length > 512) {
        if (U_SUCCESS(*st)) *st = U_BUFFER_OVERFLOW_ERROR;
        return UnicodeString();
    }
    return UnicodeString(buffer, length);
}

spk_relday *spk_relday_open(int32_t date_style, int32_t time_style, const char *locale, const uint16_t *zone,
                            int32_t zone_length, int32_t sentence, const uint16_t *fallback,
                            int32_t fallback_length, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return nullptr;
    if (date_style < UDAT_FULL || date_style > UDAT_SHORT) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return nullptr;
    }
    std::unique_ptr<spk_relday> fmt(new (std::nothrow) spk_relday());
    if (!fmt) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    fmt->context = sentence ? UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE
                            : UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE;
    Locale loc(locale);
    UDateFormat *relative = udat_open(static_cast<UDateFormatStyle>(time_style),
                                      static_cast<UDateFormatStyle>(date_style | UDAT_RELATIVE), locale,
                                      reinterpret_cast<const UChar *>(zone), zone_length, nullptr, 0, st);
    if (U_FAILURE(*st)) return nullptr;
    UnicodeString date = relative_pattern(relative, true, st);
    UnicodeString time = relative_pattern(relative, false, st);
    fmt->has_time = !time.isEmpty();
    bool &date_at_start = fmt->date_at_start;
    if (fmt->has_time) {
        static const UChar marker[] = u"'\uFFFF'";
        UnicodeString probe(marker, 3);
        date_at_start = glued(relative, probe, time, st).startsWith(probe);
        fmt->plain = glued(relative, date, time, st);
    } else {
        fmt->plain = date;
    }
    // Beyond the day words: the locale's best pattern for the fallback skeleton (full month and
    // weekday names) instead of the styles' pattern ("November 26, 2026", not "Nov 26, 2026").
    if (fallback != nullptr && fallback_length > 0 && U_SUCCESS(*st)) {
        std::unique_ptr<DateTimePatternGenerator> generator(DateTimePatternGenerator::createInstance(loc, *st));
        if (U_SUCCESS(*st)) {
            fmt->plain = generator->getBestPattern(
                UnicodeString(false, reinterpret_cast<const UChar *>(fallback), fallback_length), *st);
        }
    }
    RelativeDateTimeFormatter days(loc, nullptr, UDAT_STYLE_LONG, UDISPCTX_CAPITALIZATION_NONE, *st);
    std::unique_ptr<BreakIterator> title(BreakIterator::createSentenceInstance(loc, *st));
    static const UDateDirection directions[kWords] = {
        UDAT_DIRECTION_LAST_2, UDAT_DIRECTION_LAST, UDAT_DIRECTION_THIS, UDAT_DIRECTION_NEXT, UDAT_DIRECTION_NEXT_2,
    };
    for (int i = 0; i < kWords && U_SUCCESS(*st); i++) {
        UnicodeString word;
        days.format(directions[i], UDAT_ABSOLUTE_DAY, word, *st);
        if (U_FAILURE(*st) || word.isEmpty()) continue;
        if (sentence && !date.isEmpty() && (!fmt->has_time || date_at_start) && u_islower(word.char32At(0)) && title) {
            word.toTitle(title.get(), loc, U_TITLECASE_NO_LOWERCASE | U_TITLECASE_NO_BREAK_ADJUSTMENT);
        }
        fmt->words[i] = word;
        if (fmt->has_time) {
            UnicodeString quoted(word);
            quoted.findAndReplace(UnicodeString(u"'"), UnicodeString(u"''"));
            quoted.insert(0, u'\'');
            quoted.append(u'\'');
            fmt->patterns[i] = glued(relative, quoted, time, st);
        }
    }
    udat_close(relative);
    if (U_FAILURE(*st)) return nullptr;
    // As RelativeDateFormat makes its SimpleDateFormat: the base date style's instance.
    std::unique_ptr<DateFormat> base(
        DateFormat::createDateInstance(static_cast<DateFormat::EStyle>(date_style), loc));
    auto *simple = dynamic_cast<SimpleDateFormat *>(base.get());
    if (simple == nullptr) {
        *st = U_UNSUPPORTED_ERROR;
        return nullptr;
    }
    base.release();
    fmt->formatter.reset(simple);
    TimeZone *tz = TimeZone::createTimeZone(
        UnicodeString(zone_length == -1, reinterpret_cast<const UChar *>(zone), zone_length));
    if (tz == nullptr) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    fmt->formatter->adoptTimeZone(tz);
    return fmt.release();
}

int32_t spk_relday_format(spk_relday *fmt, double millis, double now_millis, char *out, int32_t capacity,
                          int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return 0;
    std::lock_guard<std::mutex> guard(fmt->lock);
    // RelativeDateFormat::dayDifference: the difference of the Julian day numbers in the zone.
    std::unique_ptr<Calendar> calendar(fmt->formatter->getCalendar()->clone());
    if (!calendar) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return 0;
    }
    calendar->setTime(now_millis, *st);
    int32_t today = calendar->get(UCAL_JULIAN_DAY, *st);
    calendar->setTime(millis, *st);
    int32_t day = calendar->get(UCAL_JULIAN_DAY, *st);
    if (U_FAILURE(*st)) return 0;
    int64_t difference = static_cast<int64_t>(day) - today;
    int index = difference >= -2 && difference <= 2 ? static_cast<int>(difference) + 2 : -1;
    UnicodeString text;
    if (index >= 0 && !fmt->words[index].isEmpty()) {
        if (!fmt->has_time) {
            text = fmt->words[index];
        } else {
            fmt->formatter->setContext(fmt->date_at_start ? UDISPCTX_CAPITALIZATION_NONE : fmt->context, *st);
            fmt->formatter->applyPattern(fmt->patterns[index]);
            fmt->formatter->format(millis, text);
        }
    } else {
        fmt->formatter->setContext(fmt->context, *st);
        fmt->formatter->applyPattern(fmt->plain);
        fmt->formatter->format(millis, text);
    }
    if (U_FAILURE(*st)) return 0;
    int32_t length = 0;
    u_strToUTF8(out, capacity, &length, text.getBuffer(), text.length(), st);
    return length;
}

void spk_relday_close(spk_relday *fmt) { delete fmt; }
