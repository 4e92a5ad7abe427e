// Numbers in words (rbnf.cpp, over icu::RuleBasedNumberFormat): spell-out ("twenty-two") and
// ordinals ("twenty-second", "22nd"), by the locale's named rule sets.
//
// Conventions of every spoken_icu_*.h header: no <unicode/*.h> include (Swift code that sees ICU's
// headers and Foundation together fails to build: Foundation bundles its own ICU types), UTF-16 as
// uint16_t, ICU's UErrorCode as int32_t (0 success, negative a warning that also counts as success,
// positive an error), opaque handles.
#ifndef SPOKEN_ICU_RBNF_H
#define SPOKEN_ICU_RBNF_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A rule-based number formatter with one rule set chosen. icu::RuleBasedNumberFormat is not
/// documented as thread-safe for formatting: the caller serialises calls on one handle.
typedef struct spk_rbnf spk_rbnf;

/// Which of ICU's rule files (URBNFRuleSetTag's values).
enum {
    SPK_RBNF_SPELLOUT = 0,
    SPK_RBNF_ORDINAL = 1,
};

/// Opens the `kind` (SPK_RBNF_*) rules of an ICU locale id: every rule set of the locale's file, one
/// of which each call names. Not safe to use from two threads at once (the caller locks).
spk_rbnf *spk_rbnf_open(int32_t kind, const char *locale, int32_t *status);
void spk_rbnf_close(spk_rbnf *fmt);

/// Makes `rule_set` ("%spellout-ordinal"; "" for the locale's default) the one the handle formats
/// with, if it is not already. An unknown or private rule set is U_ILLEGAL_ARGUMENT_ERROR.
void spk_rbnf_select(spk_rbnf *fmt, const char *rule_set, int32_t *status);

/// The public rule-set names of the `kind` rules of a locale, in ICU's order, separated by '\n';
/// the default rule set first. Returns the length in bytes (needed length on
/// SPK_BUFFER_OVERFLOW_ERROR).
int32_t spk_rbnf_rule_sets(int32_t kind, const char *locale, char *out, int32_t capacity, int32_t *status);

/// Formats a decimal number written as ASCII text with `rule_set` (spk_rbnf_select), as UTF-8.
/// Returns the UTF-8 length (needed length on SPK_BUFFER_OVERFLOW_ERROR).
int32_t spk_rbnf_format_decimal_utf8(spk_rbnf *fmt, const char *rule_set, const char *decimal,
                                     int32_t decimal_length, char *out, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
