// What a screen reader may misread in spoken text (speech.cpp): ICU's word boundaries, and the
// locale's abbreviations as ICU's own formatters and date symbols print them.
//
// Conventions of every spoken_icu_*.h header: no <unicode/*.h> include (Swift code that sees ICU's
// headers and Foundation together fails to build: Foundation bundles its own ICU types), UTF-16 as
// uint16_t, ICU's UErrorCode as int32_t (0 success, negative a warning that also counts as success,
// positive an error), opaque handles.
#ifndef SPOKEN_ICU_SPEECH_H
#define SPOKEN_ICU_SPEECH_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU word break iterator (icu::BreakIterator::createWordInstance). NOT thread-safe: one
/// thread at a time per handle; `spk_wordbreak_clone` gives another thread its own.
typedef struct spk_wordbreak spk_wordbreak;

spk_wordbreak *spk_wordbreak_open(const char *locale, int32_t *status);
spk_wordbreak *spk_wordbreak_clone(const spk_wordbreak *iterator, int32_t *status);
void spk_wordbreak_close(spk_wordbreak *iterator);

/// Marks the word boundaries of `text`: `out[i]` is 1 when a boundary lies before code unit i
/// (`out` holds length + 1 bytes: 0 and length are always boundaries), else 0. The text is only
/// read during the call.
void spk_wordbreak_boundaries(spk_wordbreak *iterator, const uint16_t *text, int32_t length,
                              uint8_t *out, int32_t *status);

/// The parts of `spk_speech_abbreviations`.
enum {
    SPK_SPEECH_NUMBERS = 1,  // units, compact notation, decimal symbols (tens of milliseconds)
    SPK_SPEECH_DATES = 2,    // month and weekday names (cheap)
};

/// The locale's abbreviations as ICU prints them, as UTF-16 lines of tab-separated fields:
/// numbers part:
///   "U\t<unit>\t<width s|n|l>\t<before>\t<after>" for each of `units` (CLDR identifiers) and
///     sample numbers (0, 1, 2, 3, 5, 11, 21, 22, 100, 1.5): the text ICU's number formatter
///     puts before and after the number at that unit width ("5 min": "" and " min"). A result
///     without a number ("שעה", he 1 hour) is "U\t<unit>\t<width>\t-\t<text>".
///   "C\t<power of ten>\t<width s|l>\t<before>\t<after>" for compact notation of 1000…10^15.
///   "D\t<decimal separator>\t<grouping separator>".
/// dates part:
///   "M\t<context f|s>\t<month 1-13>\t<abbreviated>\t<wide>" and "W\t<context>\t<weekday 1-7,
///     Sunday first>\t<abbreviated>\t<wide>": ICU's date symbols, format and stand-alone.
/// Returns the length in UTF-16 units (needed length on SPK_BUFFER_OVERFLOW_ERROR).
int32_t spk_speech_abbreviations(const char *locale, int32_t parts, const char *units,
                                 uint16_t *out, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
