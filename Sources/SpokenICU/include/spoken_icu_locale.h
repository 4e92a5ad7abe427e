// Locales: BCP 47 tags, ICU ids, canonical forms, likely subtags (locale.c, over uloc).
//
// Conventions of every spoken_icu_*.h header: no <unicode/*.h> include (Swift code that sees ICU's
// headers and Foundation together fails to build: Foundation bundles its own ICU types), UTF-16 as
// uint16_t, ICU's UErrorCode as int32_t (0 success, negative a warning that also counts as success,
// positive an error), opaque handles.
#ifndef SPOKEN_ICU_LOCALE_H
#define SPOKEN_ICU_LOCALE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// BCP 47 tag → ICU locale id. `parsed_length` receives how many bytes of `tag` were understood.
int32_t spk_locale_from_tag(const char *tag, char *out, int32_t capacity, int32_t *parsed_length,
                            int32_t *status);
/// ICU id (e.g. "zh_Hant_TW", "ar_EG@numbers=latn") → canonical ICU id.
int32_t spk_locale_canonicalize(const char *id, char *out, int32_t capacity, int32_t *status);
/// ICU id → well-formed BCP 47 tag (strict: fails on what BCP 47 cannot express).
int32_t spk_locale_to_tag(const char *id, char *out, int32_t capacity, int32_t *status);
/// The language subtag of an ICU id ("" for "und").
int32_t spk_locale_language(const char *id, char *out, int32_t capacity, int32_t *status);
/// 1 when ICU has locale data for the language of `id` (not only its root fallback), else 0.
int32_t spk_locale_has_data(const char *id);

/// 1 when ICU knows the calendar type (its legacy name, as in an ICU id: "gregorian", "japanese").
int32_t spk_calendar_is_known(const char *type);
/// The numbering system `id` asks for (`@numbers=`, `-u-nu-`): 0 when it asks for none, 1 when ICU
/// has it, -1 when ICU has none of that name. Writes the name (NUL-terminated) into `out`.
int32_t spk_locale_numbering_system(const char *id, char *out, int32_t capacity);
/// Adds likely subtags ("zh_TW" → "zh_Hant_TW").
int32_t spk_locale_maximize(const char *id, char *out, int32_t capacity, int32_t *status);
/// 1 when the locale's characters are written right to left, else 0.
int32_t spk_locale_is_rtl(const char *id);

#ifdef __cplusplus
}
#endif

#endif
