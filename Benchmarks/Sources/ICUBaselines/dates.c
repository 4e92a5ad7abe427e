// Raw ICU date baselines for spoken-bench (see spoken_icu_bench.h): written from ICU's own C API,
// not from SpokenICU's shim, so that a workload's check compares Spoken with ICU itself.
#include "spoken_icu_bench.h"

#include <stdlib.h>
#include <string.h>

#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/ustring.h>

struct spk_bench_datefmt {
    UDateFormat *format;
    int32_t spoken;
};

/// The skeleton fields of Spoken's `spoken` presentation (DatePresentation's documentation):
/// full month names, the locale's own hour cycle.
static const char *date_skeleton(int32_t style) {
    switch (style) {
    case UDAT_NONE: return "";
    case UDAT_FULL: return "yMMMMEEEEd";
    default: return "yMMMMd";
    }
}

static const char *time_skeleton(int32_t style) {
    switch (style) {
    case UDAT_NONE: return "";
    case UDAT_SHORT: return "jmm";
    case UDAT_MEDIUM: return "jmmss";
    case UDAT_LONG: return "jmmssz";
    default: return "jmmsszzzz";
    }
}

spk_bench_datefmt *spk_bench_datefmt_open(const char *tag, const uint16_t *zone, int32_t zone_length,
                                          int32_t date_style, int32_t time_style, int32_t spoken,
                                          int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    char locale[ULOC_FULLNAME_CAPACITY];
    int32_t parsed = 0;
    uloc_forLanguageTag(tag, locale, (int32_t)sizeof locale, &parsed, st);
    if (U_FAILURE(*st)) return NULL;
    UDateFormat *format = NULL;
    if (!spoken) {
        format = udat_open((UDateFormatStyle)time_style, (UDateFormatStyle)date_style, locale,
                           (const UChar *)zone, zone_length, NULL, 0, st);
    } else {
        char skeleton8[64];
        strcpy(skeleton8, date_skeleton(date_style));
        strcat(skeleton8, time_skeleton(time_style));
        UChar skeleton[64];
        u_uastrcpy(skeleton, skeleton8);
        UDateTimePatternGenerator *generator = udatpg_open(locale, st);
        if (U_FAILURE(*st)) return NULL;
        UChar pattern[256];
        int32_t n = udatpg_getBestPattern(generator, skeleton, (int32_t)strlen(skeleton8), pattern,
                                          256, st);
        udatpg_close(generator);
        if (U_FAILURE(*st) || n >= 256) return NULL;
        format = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, (const UChar *)zone, zone_length,
                           pattern, n, st);
    }
    if (U_FAILURE(*st)) return NULL;
    spk_bench_datefmt *fmt = malloc(sizeof *fmt);
    fmt->format = format;
    fmt->spoken = spoken;
    return fmt;
}

int32_t spk_bench_datefmt_format(spk_bench_datefmt *fmt, double millis, uint16_t *out,
                                 int32_t capacity, int32_t *status) {
    int32_t n = udat_format(fmt->format, millis, (UChar *)out, capacity, NULL, (UErrorCode *)status);
    if (fmt->spoken && n <= capacity) {
        // The `spoken` presentation says narrow, no-break and thin spaces as plain spaces.
        for (int32_t i = 0; i < n; i++) {
            if (out[i] == 0x202F || out[i] == 0x00A0 || out[i] == 0x2009) out[i] = 0x20;
        }
    }
    return n;
}

void spk_bench_datefmt_close(spk_bench_datefmt *fmt) {
    if (!fmt) return;
    udat_close(fmt->format);
    free(fmt);
}

/// Appends `text` and a newline to out[*length...]; counts the length even past `capacity`.
static void append_line(char *out, int32_t capacity, int32_t *length, const char *text, int32_t n) {
    if (*length + n + 1 <= capacity) {
        memcpy(out + *length, text, (size_t)n);
        out[*length + n] = '\n';
    }
    *length += n + 1;
}

int32_t spk_bench_zones(char *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UEnumeration *zones = ucal_openTimeZoneIDEnumeration(UCAL_ZONE_TYPE_CANONICAL_LOCATION, NULL,
                                                         NULL, st);
    if (U_FAILURE(*st)) return 0;
    int32_t length = 0;
    const char *zone;
    int32_t n = 0;
    while ((zone = uenum_next(zones, &n, st)) != NULL && U_SUCCESS(*st)) {
        append_line(out, capacity, &length, zone, n);
    }
    uenum_close(zones);
    return length;
}

int32_t spk_bench_locales(char *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    int32_t length = 0;
    int32_t count = uloc_countAvailable();
    for (int32_t i = 0; i < count; i++) {
        char tag[ULOC_FULLNAME_CAPACITY];
        UErrorCode tagStatus = U_ZERO_ERROR;
        int32_t n = uloc_toLanguageTag(uloc_getAvailable(i), tag, (int32_t)sizeof tag, true, &tagStatus);
        if (U_FAILURE(tagStatus) || n >= (int32_t)sizeof tag) continue;
        append_line(out, capacity, &length, tag, n);
    }
    (void)st;
    return length;
}
