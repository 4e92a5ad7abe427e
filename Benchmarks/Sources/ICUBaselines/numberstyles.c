// Raw ICU baselines for money and number styles in spoken-bench (see spoken_icu_bench.h): a
// "recipe" is what ICU is given for a request, as the golden file money.tsv names it: a number
// skeleton (`currency/USD unit-width-full-name precision-currency-standard/w sign-negative`,
// `percent unit-width-full-name sign-negative`, `compact-long sign-negative`, `unit/gigabyte …`)
// for unumf, or an RBNF rule set (`%spellout-numbering`, `%spellout-ordinal`, `%digits-ordinal`)
// for unum_open(UNUM_SPELLOUT or UNUM_ORDINAL). Written from ICU's own C API, not from SpokenICU.
#include "spoken_icu_bench.h"

#include <stdlib.h>
#include <string.h>

#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/ustring.h>

struct spk_bench_recipe {
    UNumberFormatter *formatter;  // a skeleton's, or NULL
    UFormattedNumber *result;
    UNumberFormat *rules;  // a rule set's, or NULL
};

spk_bench_recipe *spk_bench_recipe_open(const char *tag, const char *recipe, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    char locale[ULOC_FULLNAME_CAPACITY];
    int32_t parsed = 0;
    uloc_forLanguageTag(tag, locale, (int32_t)sizeof locale, &parsed, st);
    if (U_FAILURE(*st)) return NULL;
    spk_bench_recipe *fmt = calloc(1, sizeof *fmt);
    if (!fmt) {
        *st = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    UChar text[256];
    if (strlen(recipe) >= 256) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
    } else if (recipe[0] == '%') {
        // %digits-ordinal… belongs to the ordinal rules, every other set to the spell-out rules.
        UNumberFormatStyle style = strncmp(recipe, "%digits-", 8) == 0 ? UNUM_ORDINAL : UNUM_SPELLOUT;
        fmt->rules = unum_open(style, NULL, 0, locale, NULL, st);
        u_uastrcpy(text, recipe);
        unum_setTextAttribute(fmt->rules, UNUM_DEFAULT_RULESET, text, -1, st);
    } else {
        u_uastrcpy(text, recipe);
        fmt->formatter = unumf_openForSkeletonAndLocale(text, -1, locale, st);
        if (U_SUCCESS(*st)) fmt->result = unumf_openResult(st);
    }
    if (U_FAILURE(*st)) {
        spk_bench_recipe_close(fmt);
        return NULL;
    }
    return fmt;
}

int32_t spk_bench_recipe_format(spk_bench_recipe *fmt, const char *decimal, int32_t length, uint16_t *out,
                                int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (fmt->rules) return unum_formatDecimal(fmt->rules, decimal, length, (UChar *)out, capacity, NULL, st);
    unumf_formatDecimal(fmt->formatter, decimal, length, fmt->result, st);
    return unumf_resultToString(fmt->result, (UChar *)out, capacity, st);
}

int32_t spk_bench_recipe_format_digits(spk_bench_recipe *fmt, const char *digits, int32_t length,
                                       int32_t spaced, uint16_t *out, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    int32_t written = 0;
    for (int32_t i = 0; i < length && U_SUCCESS(*st); i++) {
        if (spaced && i > 0) {
            if (written < capacity) out[written] = 0x20;
            written++;
        }
        int32_t room = written < capacity ? capacity - written : 0;
        UErrorCode piece = U_ZERO_ERROR;
        int32_t n = spk_bench_recipe_format(fmt, digits + i, 1, room ? out + written : NULL, room, (int32_t *)&piece);
        if (piece == U_BUFFER_OVERFLOW_ERROR) {
            *st = U_BUFFER_OVERFLOW_ERROR;
        } else if (U_FAILURE(piece)) {
            *st = piece;
            return 0;
        }
        written += n;
    }
    return written;
}

void spk_bench_recipe_close(spk_bench_recipe *fmt) {
    if (!fmt) return;
    if (fmt->formatter) unumf_close(fmt->formatter);
    if (fmt->result) unumf_closeResult(fmt->result);
    if (fmt->rules) unum_close(fmt->rules);
    free(fmt);
}
