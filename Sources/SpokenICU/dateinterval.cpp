// Date intervals over ICU's DateIntervalFormat, with ICU's span fields (which part of the text each
// instant formats). A formatter is made once per locale and skeleton and serves every zone: each
// call formats two calendars of the caller's zone (DateIntervalFormat::format(Calendar&,
// Calendar&), which formats in the calendars' zone), so the 90 KB a formatter holds (a copy of the
// locale's interval patterns) is not multiplied by the zones. The calendars are made as
// DateIntervalFormat makes its own (Calendar::createInstance for the locale: its calendar system
// and week data). Tests/Fixtures/icu-golden/gen_intervals.c calls udtitvfmt_* with a formatter per
// zone, independently. No exception can escape: ICU reports errors through UErrorCode.
#include "spoken_icu_dateinterval.h"

#include <memory>
#include <mutex>
#include <new>
#include <unicode/calendar.h>
#include <unicode/dtitvfmt.h>
#include <unicode/timezone.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/ustring.h>

using icu::Calendar;
using icu::ConstrainedFieldPosition;
using icu::DateIntervalFormat;
using icu::FieldPosition;
using icu::FormattedDateInterval;
using icu::Locale;
using icu::TimeZone;
using icu::UnicodeString;

struct spk_dtitvfmt {
    std::unique_ptr<DateIntervalFormat> formatter;
};

struct spk_dtitvcal {
    // DateIntervalFormat serialises its own calls (a global lock in ICU); this lock guards the two
    // calendars, set to the instants of one call at a time.
    std::mutex lock;
    std::unique_ptr<Calendar> from;
    std::unique_ptr<Calendar> to;
};

spk_dtitvfmt *spk_dtitvfmt_open(const char *locale, const uint16_t *skeleton, int32_t skeleton_length,
                                int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return nullptr;
    UnicodeString pattern(skeleton_length == -1, reinterpret_cast<const UChar *>(skeleton), skeleton_length);
    std::unique_ptr<DateIntervalFormat> formatter(DateIntervalFormat::createInstance(pattern, Locale(locale), *st));
    if (U_FAILURE(*st)) return nullptr;
    if (!formatter) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    spk_dtitvfmt *fmt = new (std::nothrow) spk_dtitvfmt;
    if (fmt == nullptr) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    fmt->formatter = std::move(formatter);
    return fmt;
}

void spk_dtitvfmt_close(spk_dtitvfmt *fmt) { delete fmt; }

spk_dtitvcal *spk_dtitvcal_open(const char *locale, const uint16_t *zone, int32_t zone_length, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return nullptr;
    UnicodeString id(zone_length == -1, reinterpret_cast<const UChar *>(zone), zone_length);
    std::unique_ptr<spk_dtitvcal> cal(new (std::nothrow) spk_dtitvcal);
    if (!cal) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    Locale where(locale);
    cal->from.reset(Calendar::createInstance(TimeZone::createTimeZone(id), where, *st));
    cal->to.reset(Calendar::createInstance(TimeZone::createTimeZone(id), where, *st));
    if (U_FAILURE(*st)) return nullptr;
    if (!cal->from || !cal->to) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    return cal.release();
}

void spk_dtitvcal_close(spk_dtitvcal *cal) { delete cal; }

// Copies `text` into `out` (NUL-terminated when there is room) and returns its length, or sets
// U_BUFFER_OVERFLOW_ERROR.
static int32_t copy_out(const UnicodeString &text, uint16_t *out, int32_t capacity, UErrorCode *st) {
    if (U_FAILURE(*st)) return 0;
    return text.extract(reinterpret_cast<UChar *>(out), capacity, *st);
}

int32_t spk_dtitvfmt_format(const spk_dtitvfmt *fmt, spk_dtitvcal *cal, double from_millis, double to_millis,
                            uint16_t *out, int32_t capacity, int32_t spans[4], int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    for (int i = 0; i < 4; i++) spans[i] = -1;
    if (U_FAILURE(*st)) return 0;
    UnicodeString text;
    {
        std::lock_guard<std::mutex> guard(cal->lock);
        cal->from->setTime(from_millis, *st);
        cal->to->setTime(to_millis, *st);
        FormattedDateInterval result = fmt->formatter->formatToValue(*cal->from, *cal->to, *st);
        text = result.toString(*st);
        ConstrainedFieldPosition position;
        position.constrainCategory(UFIELD_CATEGORY_DATE_INTERVAL_SPAN);
        while (U_SUCCESS(*st) && result.nextPosition(position, *st)) {
            int32_t field = position.getField();
            if (field == 0 || field == 1) {
                spans[field * 2] = position.getStart();
                spans[field * 2 + 1] = position.getLimit();
            }
        }
    }
    return copy_out(text, out, capacity, st);
}

int32_t spk_dtitvfmt_format_text(const spk_dtitvfmt *fmt, spk_dtitvcal *cal, double from_millis, double to_millis,
                                 uint16_t *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return 0;
    UnicodeString text;
    {
        std::lock_guard<std::mutex> guard(cal->lock);
        cal->from->setTime(from_millis, *st);
        cal->to->setTime(to_millis, *st);
        FieldPosition ignored(FieldPosition::DONT_CARE);
        fmt->formatter->format(*cal->from, *cal->to, text, ignored, *st);
    }
    return copy_out(text, out, capacity, st);
}

int32_t spk_date_styles_skeleton(int32_t date_style, int32_t time_style, const char *locale, uint16_t *out,
                                 int32_t capacity, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return 0;
    static const UChar utc[] = {'U', 'T', 'C'};
    UDateFormat *format = udat_open(static_cast<UDateFormatStyle>(time_style),
                                    static_cast<UDateFormatStyle>(date_style), locale, utc, 3, nullptr, 0, st);
    UChar pattern[256];
    int32_t length = udat_toPattern(format, 0, pattern, 256, st);
    udat_close(format);
    UDateTimePatternGenerator *generator = udatpg_open(locale, st);
    int32_t needed = udatpg_getSkeleton(generator, pattern, length, reinterpret_cast<UChar *>(out), capacity, st);
    udatpg_close(generator);
    return needed;
}
