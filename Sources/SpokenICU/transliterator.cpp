// ICU transliterators for `spoken lint` (Hans-Hant, Hant-Hans): a character the transliterator
// changes when going to the other script is specific to the script it came from.
#include "spoken_icu_transliterator.h"

#include <new>
#include <unicode/translit.h>
#include <unicode/unistr.h>

struct spk_translit {
    icu::Transliterator *transliterator;
};

extern "C" spk_translit *spk_translit_open(const char *id, int32_t *status) {
    if (*status > U_ZERO_ERROR) return nullptr;
    UErrorCode code = U_ZERO_ERROR;
    icu::Transliterator *transliterator = icu::Transliterator::createInstance(
        icu::UnicodeString(id, -1, US_INV), UTRANS_FORWARD, code);
    if (U_FAILURE(code) || transliterator == nullptr) {
        delete transliterator;
        *status = U_FAILURE(code) ? code : U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    return new (std::nothrow) spk_translit{transliterator};
}

extern "C" int32_t spk_translit_apply(spk_translit *translit, const uint16_t *text,
                                           int32_t length, uint16_t *out, int32_t capacity,
                                           int32_t *status) {
    if (*status > U_ZERO_ERROR) return 0;
    icu::UnicodeString buffer(reinterpret_cast<const UChar *>(text), length);
    translit->transliterator->transliterate(buffer);
    UErrorCode code = U_ZERO_ERROR;
    int32_t needed = buffer.extract(reinterpret_cast<UChar *>(out), capacity, code);
    if (U_FAILURE(code)) *status = code;
    return needed;
}

extern "C" void spk_translit_close(spk_translit *translit) {
    if (translit == nullptr) return;
    delete translit->transliterator;
    delete translit;
}
