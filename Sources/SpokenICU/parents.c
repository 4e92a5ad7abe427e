// CLDR's parentLocales, read from the system ICU's supplementalData bundle.
#include "spoken_icu_parents.h"

#include <string.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>

static void append(char *out, int32_t capacity, int32_t *length, const char *text) {
    int32_t n = (int32_t)strlen(text);
    if (*length + n <= capacity) memcpy(out + *length, text, (size_t)n);
    *length += n;
}

int32_t spk_parent_locales(char *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UResourceBundle *data = ures_openDirect(NULL, "supplementalData", st);
    UResourceBundle *table = ures_getByKey(data, "parentLocales", NULL, st);
    int32_t length = 0;
    // Each entry: key = parent id, value = array of child ids.
    for (int32_t i = 0; U_SUCCESS(*st) && i < ures_getSize(table); ++i) {
        UResourceBundle *children = ures_getByIndex(table, i, NULL, st);
        const char *parent = ures_getKey(children);
        for (int32_t j = 0; U_SUCCESS(*st) && parent != NULL && j < ures_getSize(children); ++j) {
            int32_t n = 0;
            const UChar *child = ures_getStringByIndex(children, j, &n, st);
            char id[64];
            if (U_FAILURE(*st) || n <= 0 || n >= (int32_t)sizeof id) continue;
            u_UCharsToChars(child, id, n);
            id[n] = 0;
            append(out, capacity, &length, id);
            append(out, capacity, &length, " ");
            append(out, capacity, &length, parent);
            append(out, capacity, &length, "\n");
        }
        ures_close(children);
    }
    ures_close(table);
    ures_close(data);
    if (U_SUCCESS(*st) && length > capacity) *st = U_BUFFER_OVERFLOW_ERROR;
    return length;
}
