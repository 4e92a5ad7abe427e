// ISO 4217 codes, a locale's currency and currency names over ICU's ucurr API.
#include "spoken_icu_currency.h"

#include <string.h>
#include <unicode/ucurr.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/ustring.h>

/// Whether `code` is among the codes of `types`.
static int has_code(const char *code, uint32_t types) {
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *codes = ucurr_openISOCurrencies(types, &status);
    int found = 0;
    const char *next;
    while (!found && U_SUCCESS(status) && (next = uenum_next(codes, NULL, &status)) != NULL) {
        found = strcmp(next, code) == 0;
    }
    uenum_close(codes);
    return found;
}

int32_t spk_currency_codes(char *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UEnumeration *codes = ucurr_openISOCurrencies(UCURR_ALL, st);
    int32_t length = 0;
    const char *code;
    while (U_SUCCESS(*st) && (code = uenum_next(codes, NULL, st)) != NULL) {
        char row[8];
        int32_t n = (int32_t)strlen(code);
        if (n != 3) continue;
        memcpy(row, code, 3);
        row[3] = '\t';
        row[4] = has_code(code, UCURR_COMMON | UCURR_NON_DEPRECATED) ? '1' : '0';
        row[5] = '\n';
        if (length + 6 <= capacity) memcpy(out + length, row, 6);
        length += 6;
    }
    uenum_close(codes);
    if (U_SUCCESS(*st) && length > capacity) *st = U_BUFFER_OVERFLOW_ERROR;
    return length;
}

int32_t spk_currency_for_locale(const char *locale, char out[4], int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    out[0] = '\0';
    if (U_FAILURE(*st)) return 0;
    char likely[ULOC_FULLNAME_CAPACITY];
    uloc_addLikelySubtags(locale, likely, (int32_t)sizeof likely, st);
    if (U_FAILURE(*st)) return 0;
    UChar code[4];
    int32_t n = ucurr_forLocale(likely, code, 4, st);
    if (U_FAILURE(*st)) return 0;
    if (n != 3) {
        *st = U_MISSING_RESOURCE_ERROR;
        return 0;
    }
    u_UCharsToChars(code, out, 3);
    out[3] = '\0';
    return 3;
}

int32_t spk_currency_name(const char *code, const char *locale, int32_t kind, char *out, int32_t capacity,
                          int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    if (strlen(code) != 3) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    UChar ucode[4];
    u_charsToUChars(code, ucode, 4);
    const UChar *name = NULL;
    int32_t name_length = 0;
    if (kind == 2) {
        name = ucurr_getPluralName(ucode, locale, NULL, "other", &name_length, st);
    } else {
        name = ucurr_getName(ucode, locale, kind == 1 ? UCURR_SYMBOL_NAME : UCURR_LONG_NAME, NULL, &name_length,
                             st);
    }
    if (U_FAILURE(*st) || name == NULL) return 0;
    *st = U_ZERO_ERROR;
    int32_t length = 0;
    u_strToUTF8(out, capacity, &length, name, name_length, st);
    return length;
}
