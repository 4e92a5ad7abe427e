// Independent ICU golden data for Spoken's money and number styles.
//
// Prints what ICU itself says for amounts of money (unumf with currency skeletons), number styles
// (percent, compact, bytes, digits: unumf skeletons; spellout and ordinals: RuleBasedNumberFormat
// with the rule set named in the tables below) and money ranges (unumrf and its span fields), as
// TSV. It shares no code with Spoken: skeletons are built here from ICU's documented stems, the
// rule sets are written out per locale, and the speech form (the `spoken` column) is computed by
// this program's own `speech()`: U+2212 MINUS SIGN for a U+002D that stands as a sign before a
// digit (bidi marks between the two dropped), soft hyphens U+00AD removed. Regenerate with
// generate.sh (or: g++ -std=c++17 gen_money.cpp $(pkg-config --cflags --libs icu-i18n icu-uc)).
//
// money.tsv   kind  locale  presentation  style  options  value  recipe  expected
//   kind: money | number; presentation: spoken | icu; style: money standard|compact, number
//   decimal|percent|compact|spellout|ordinal|digits|bytes; options: name=value pairs joined by
//   ';' or '-'; recipe: the skeleton or rule set; expected: raw UTF-8 (invisible characters kept).
// money_ranges.tsv   locale  presentation  currency  from  to  skeleton  text  start  end
//   text: the whole range (icu: ICU's bytes; spoken: its speech form); start and end: for spoken
//   rows, the first value with what precedes it and the second with what follows, in speech
//   form, which Spoken joins with the catalog's `label.rangeTo` ("-" when ICU wrote one value).
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <unicode/fmtable.h>
#include <unicode/locid.h>
#include <unicode/rbnf.h>
#include <unicode/uchar.h>
#include <unicode/uformattedvalue.h>
#include <unicode/uloc.h>
#include <unicode/unistr.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumberrangeformatter.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

using icu::UnicodeString;

static int failures = 0;

static std::string utf8(const UnicodeString &text) {
    std::string out;
    text.toUTF8String(out);
    return out;
}

static bool is_mark(UChar32 c) { return c == 0x200E || c == 0x200F || c == 0x061C; }
static bool is_digit(UChar32 c) { return u_charType(c) == U_DECIMAL_DIGIT_NUMBER; }
static bool is_word(UChar32 c) { return u_hasBinaryProperty(c, UCHAR_ALPHABETIC) || is_digit(c); }

/// The speech form, as the issue states it (written here independently of Spoken).
static UnicodeString speech(const UnicodeString &text) {
    std::vector<UChar32> cps;
    for (int32_t i = 0; i < text.length();) {
        UChar32 c = text.char32At(i);
        cps.push_back(c);
        i += U16_LENGTH(c);
    }
    UnicodeString out;
    for (size_t i = 0; i < cps.size(); i++) {
        UChar32 c = cps[i];
        if (c == 0x00AD) continue;
        if (c == '-' && (i == 0 || !is_word(cps[i - 1]))) {
            size_t j = i + 1;
            while (j < cps.size() && is_mark(cps[j])) j++;
            if (j < cps.size() && is_digit(cps[j])) {
                out.append((UChar32)0x2212);
                i = j - 1;
                continue;
            }
        }
        out.append(c);
    }
    return out;
}

static std::string icu_locale(const char *tag) {
    UErrorCode status = U_ZERO_ERROR;
    char locale[ULOC_FULLNAME_CAPACITY];
    uloc_forLanguageTag(tag, locale, sizeof locale, nullptr, &status);
    return locale;
}

/// ICU's unumf output for a skeleton and a decimal string; sets `ok` false on failure.
static UnicodeString format(const char *tag, const std::string &skeleton, const std::string &value, bool *ok) {
    UErrorCode status = U_ZERO_ERROR;
    UnicodeString uskeleton = UnicodeString::fromUTF8(skeleton);
    std::string locale = icu_locale(tag);
    UNumberFormatter *fmt =
        unumf_openForSkeletonAndLocale(uskeleton.getBuffer(), uskeleton.length(), locale.c_str(), &status);
    UFormattedNumber *result = unumf_openResult(&status);
    unumf_formatDecimal(fmt, value.c_str(), -1, result, &status);
    UChar text[1024];
    int32_t n = unumf_resultToString(result, text, 1024, &status);
    unumf_closeResult(result);
    unumf_close(fmt);
    if (U_FAILURE(status)) {
        fprintf(stderr, "%s %s %s: %s\n", tag, skeleton.c_str(), value.c_str(), u_errorName(status));
        failures++;
        *ok = false;
        return UnicodeString();
    }
    *ok = true;
    return UnicodeString(text, n);
}

static UnicodeString rbnf(const char *tag, icu::URBNFRuleSetTag kind, const char *rule_set, const char *value,
                          bool *ok) {
    UErrorCode status = U_ZERO_ERROR;
    icu::RuleBasedNumberFormat format(kind, icu::Locale(icu_locale(tag).c_str()), status);
    format.setDefaultRuleSet(UnicodeString(rule_set, -1, US_INV), status);
    icu::Formattable number(value, status);
    UnicodeString out;
    icu::FieldPosition position;
    format.format(number, out, position, status);
    if (U_FAILURE(status)) {
        fprintf(stderr, "%s %s %s: %s\n", tag, rule_set, value, u_errorName(status));
        failures++;
        *ok = false;
    } else {
        *ok = true;
    }
    return out;
}

static FILE *money_file;
static FILE *range_file;

static void row(const char *kind, const char *tag, const char *presentation, const char *style,
                const std::string &options, const std::string &value, const std::string &recipe,
                const UnicodeString &raw) {
    bool spoken = strcmp(presentation, "spoken") == 0;
    fprintf(money_file, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", kind, tag, presentation, style,
            options.empty() ? "-" : options.c_str(), value.c_str(), recipe.c_str(),
            utf8(spoken ? speech(raw) : raw).c_str());
}

// MARK: Money

static std::string money_skeleton(const char *currency, bool spoken, bool compact, int digits) {
    std::string s;
    if (compact) s += spoken ? "compact-long " : "compact-short ";
    s += std::string("currency/") + currency;
    if (spoken) s += " unit-width-full-name";
    std::string precision;
    if (digits == 0) {
        precision = "precision-integer";
    } else if (digits > 0) {
        precision = "." + std::string(digits, '0');
        if (spoken) precision += "/w";
    } else if (spoken && !compact) {
        precision = "precision-currency-standard/w";
    }
    if (!precision.empty()) s += " " + precision;
    if (spoken) s += " sign-negative";
    return s;
}

static void money(const char *tag, const char *currency, bool compact, int digits, const char *value) {
    for (int spoken = 1; spoken >= 0; spoken--) {
        std::string skeleton = money_skeleton(currency, spoken, compact, digits);
        bool ok;
        UnicodeString raw = format(tag, skeleton, value, &ok);
        if (!ok) continue;
        std::string options = std::string("currency=") + currency;
        if (digits >= 0) options += ";digits=" + std::to_string(digits);
        row("money", tag, spoken ? "spoken" : "icu", compact ? "compact" : "standard", options, value, skeleton, raw);
    }
}

static void money_range(const char *tag, const char *currency, const char *from, const char *to) {
    for (int spoken = 1; spoken >= 0; spoken--) {
        std::string skeleton = money_skeleton(currency, spoken, false, -1);
        UErrorCode status = U_ZERO_ERROR;
        UnicodeString uskeleton = UnicodeString::fromUTF8(skeleton);
        std::string locale = icu_locale(tag);
        // Speech keeps each value's sign (collapse the unit only); the visible form is ICU's default.
        UNumberRangeFormatter *fmt = unumrf_openForSkeletonWithCollapseAndIdentityFallback(
            uskeleton.getBuffer(), uskeleton.length(), spoken ? UNUM_RANGE_COLLAPSE_UNIT : UNUM_RANGE_COLLAPSE_AUTO,
            UNUM_IDENTITY_FALLBACK_SINGLE_VALUE, locale.c_str(), nullptr, &status);
        UFormattedNumberRange *result = unumrf_openResult(&status);
        unumrf_formatDecimalRange(fmt, from, -1, to, -1, result, &status);
        const UFormattedValue *value = unumrf_resultAsValue(result, &status);
        int32_t length = 0;
        const UChar *chars = ufmtval_getString(value, &length, &status);
        UnicodeString text(chars, length);
        int32_t spans[2][2] = {{-1, -1}, {-1, -1}};
        UConstrainedFieldPosition *position = ucfpos_open(&status);
        ucfpos_constrainCategory(position, UFIELD_CATEGORY_NUMBER_RANGE_SPAN, &status);
        while (ufmtval_nextPosition(value, position, &status)) {
            int32_t field = ucfpos_getField(position, &status);
            if (field == 0 || field == 1) ucfpos_getIndexes(position, &spans[field][0], &spans[field][1], &status);
        }
        ucfpos_close(position);
        if (U_FAILURE(status)) {
            fprintf(stderr, "range %s %s %s..%s: %s\n", tag, skeleton.c_str(), from, to, u_errorName(status));
            failures++;
        } else {
            std::string start = "-", end = "-";
            if (spoken && spans[0][0] >= 0 && spans[1][0] >= 0) {
                start = utf8(speech(UnicodeString(text, 0, spans[0][1])));
                end = utf8(speech(UnicodeString(text, spans[1][0])));
            }
            fprintf(range_file, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", tag, spoken ? "spoken" : "icu", currency, from,
                    to, skeleton.c_str(), utf8(spoken ? speech(text) : text).c_str(), start.c_str(), end.c_str());
        }
        unumrf_closeResult(result);
        unumrf_close(fmt);
    }
}

// MARK: Numbers

static void skeleton_number(const char *tag, const char *style, const char *value, int digits = -1) {
    for (int spoken = 1; spoken >= 0; spoken--) {
        std::string s;
        if (strcmp(style, "percent") == 0) s = spoken ? "percent unit-width-full-name" : "percent";
        if (strcmp(style, "compact") == 0) s = spoken ? "compact-long" : "compact-short";
        if (digits == 0) s += s.empty() ? "precision-integer" : " precision-integer";
        if (digits > 0) s += (s.empty() ? "." : " .") + std::string(digits, '#');
        s += s.empty() ? "sign-negative" : " sign-negative";
        bool ok;
        UnicodeString raw = format(tag, s, value, &ok);
        if (ok) {
            row("number", tag, spoken ? "spoken" : "icu", style, digits >= 0 ? "digits=" + std::to_string(digits) : "",
                value, s, raw);
        }
    }
}

/// Bytes: the largest unit the count reaches, one more when rounding to its digits gives the base.
static void bytes(const char *tag, const char *value, bool binary) {
    static const char *decimal_units[] = {"byte", "kilobyte", "megabyte", "gigabyte", "terabyte", "petabyte"};
    static const char *binary_units[] = {"byte", "kibibyte", "mebibyte", "gibibyte", "tebibyte", "pebibyte"};
    static const int digits[] = {0, 0, 1, 2, 2, 2};
    long double count = strtold(value, nullptr);
    long double magnitude = count < 0 ? -count : count;
    long double base = binary ? 1024.0L : 1000.0L;
    int unit = 0;
    long double divisor = 1;
    while (unit < 5 && magnitude >= divisor * base) {
        unit++;
        divisor *= base;
    }
    if (unit < 5) {
        long double scale = 1;
        for (int i = 0; i < digits[unit]; i++) scale *= 10;
        long double rounded = std::nearbyint(magnitude / divisor * scale) / scale;
        if (rounded >= base) {
            unit++;
            divisor *= base;
        }
    }
    char scaled[64];
    snprintf(scaled, sizeof scaled, "%.12Lf", count / divisor);
    for (int spoken = 1; spoken >= 0; spoken--) {
        std::string s = std::string("unit/") + (binary ? binary_units : decimal_units)[unit] +
                        (spoken ? " unit-width-full-name " : " unit-width-short ") +
                        (digits[unit] == 0 ? "precision-integer" : "." + std::string(digits[unit], '#')) +
                        " sign-negative";
        bool ok;
        UnicodeString raw = format(tag, s, scaled, &ok);
        if (ok) row("number", tag, spoken ? "spoken" : "icu", "bytes", binary ? "units=binary" : "", value, s, raw);
    }
}

static void words(const char *tag, const char *style, const char *gender, const char *spoken_set,
                  const char *icu_set, icu::URBNFRuleSetTag icu_kind, const char *value) {
    std::string options = gender ? std::string("gender=") + gender : "";
    bool ok;
    UnicodeString raw = rbnf(tag, spoken_set[0] == '%' && strncmp(spoken_set, "%digits", 7) == 0 ? icu::URBNF_ORDINAL
                                                                                               : icu::URBNF_SPELLOUT,
                             spoken_set, value, &ok);
    if (ok) row("number", tag, "spoken", style, options, value, spoken_set, raw);
    raw = rbnf(tag, icu_kind, icu_set, value, &ok);
    if (ok) row("number", tag, "icu", style, options, value, icu_set, raw);
}

static void digit_string(const char *tag, const char *value) {
    // Each digit as the locale writes it (ICU's numbering system), read one by one.
    UnicodeString visible, spoken;
    for (const char *c = value; *c; c++) {
        bool ok;
        char digit[2] = {*c, 0};
        UnicodeString written = format(tag, "precision-integer group-off", digit, &ok);
        if (!ok) return;
        if (c != value) spoken += UNICODE_STRING_SIMPLE(" ");
        spoken += written;
        visible += written;
    }
    fprintf(money_file, "number\t%s\tspoken\tdigits\t-\t%s\tprecision-integer group-off\t%s\n", tag, value,
            utf8(spoken).c_str());
    fprintf(money_file, "number\t%s\ticu\tdigits\t-\t%s\tprecision-integer group-off\t%s\n", tag, value,
            utf8(visible).c_str());
}

struct OrdinalSets {
    const char *tag;
    // spoken rule set for no gender, feminine, neuter; the digits rule set (icu) for each too
    const char *none, *feminine, *neuter, *icu_none, *icu_feminine, *icu_neuter;
};

struct CardinalSets {
    const char *tag;
    const char *none, *feminine, *neuter;
};

int main() {
    money_file = fopen("money.tsv", "w");
    range_file = fopen("money_ranges.tsv", "w");
    if (!money_file || !range_file) return 2;
    UVersionInfo version;
    char version_text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(version);
    u_versionToString(version, version_text);
    fprintf(money_file, "# ICU %s\n", version_text);
    fprintf(range_file, "# ICU %s\n", version_text);

    static const char *shipped[] = {"en", "zh-Hans", "zh-Hant", "ja", "ko", "de", "fr", "es",
                                    "pt-BR", "ru", "ar", "he", "hi", "pl", "cs"};
    static const char *extra[] = {"en-GB", "sv", "fa", "ar-EG-u-nu-latn", "it", "nl"};
    std::vector<const char *> locales(std::begin(shipped), std::end(shipped));
    locales.insert(locales.end(), std::begin(extra), std::end(extra));

    static const char *amounts[] = {"42.50", "42", "0.10", "-115", "4032.54", "1234567.891", "-0.001", "1", "-0", "-0.00"};
    for (const char *tag : locales) {
        for (const char *currency : {"USD", "EUR", "JPY"}) {
            for (const char *amount : amounts) money(tag, currency, false, -1, amount);
        }
        money(tag, "GBP", false, -1, "200.00");
        money(tag, "USD", false, 0, "42.50");
        money(tag, "USD", false, 2, "42");
        money(tag, "USD", true, -1, "1234567");
        money(tag, "EUR", true, -1, "-3400000000");
        money_range(tag, "EUR", "10", "90");
        money_range(tag, "USD", "-10", "-5");
        money_range(tag, "USD", "0.5", "1200");
        money_range(tag, "EUR", "10", "10.001");

        for (const char *value : {"1234.5", "-3.5", "0.10", "-0.0", "1000000"}) skeleton_number(tag, "decimal", value);
        skeleton_number(tag, "decimal", "3.14159", 2);
        for (const char *value : {"42", "-12.5", "0.45", "100"}) skeleton_number(tag, "percent", value);
        skeleton_number(tag, "percent", "33.3333", 1);
        for (const char *value : {"999", "1234", "12345", "1234567", "-3400000", "999999", "2500000000"}) {
            skeleton_number(tag, "compact", value);
        }
        for (const char *value : {"0", "1", "999", "1000", "1536", "999999", "5370000000", "-2500000",
                                  "1000000000000000", "123456789012345678"}) {
            bytes(tag, value, false);
            bytes(tag, value, true);
        }
        digit_string(tag, "0442");
        digit_string(tag, "0123456789");
    }

    // Spell-out: the locale's default rule set, or %spellout-cardinal-GENDER where it has one.
    static const CardinalSets cardinals[] = {
        {"en", "%spellout-numbering", "%spellout-numbering", "%spellout-numbering"},
        {"zh-Hans", "%spellout-numbering", "%spellout-numbering", "%spellout-numbering"},
        {"zh-Hant", "%spellout-numbering", "%spellout-numbering", "%spellout-numbering"},
        {"ja", "%spellout-numbering", "%spellout-numbering", "%spellout-numbering"},
        {"ko", "%spellout-numbering", "%spellout-numbering", "%spellout-numbering"},
        {"de", "%spellout-numbering", "%spellout-cardinal-feminine", "%spellout-cardinal-neuter"},
        {"fr", "%spellout-numbering", "%spellout-cardinal-feminine", "%spellout-numbering"},
        {"es", "%spellout-numbering", "%spellout-cardinal-feminine", "%spellout-numbering"},
        {"pt-BR", "%spellout-numbering", "%spellout-cardinal-feminine", "%spellout-numbering"},
        {"ru", "%spellout-numbering", "%spellout-cardinal-feminine", "%spellout-cardinal-neuter"},
        {"ar", "%spellout-numbering", "%spellout-cardinal-feminine", "%spellout-numbering"},
        {"he", "%spellout-numbering", "%spellout-cardinal-feminine", "%spellout-numbering"},
        {"hi", "%spellout-numbering", "%spellout-numbering", "%spellout-numbering"},
        {"pl", "%spellout-numbering", "%spellout-cardinal-feminine", "%spellout-cardinal-neuter"},
        {"cs", "%spellout-numbering", "%spellout-cardinal-feminine", "%spellout-cardinal-neuter"},
        {"it", "%spellout-numbering", "%spellout-cardinal-feminine", "%spellout-numbering"},
        {"nl", "%spellout-numbering", "%spellout-numbering", "%spellout-numbering"},
    };
    for (const CardinalSets &sets : cardinals) {
        for (const char *value : {"1", "2", "22", "31", "-5", "3.75", "1234", "1000000"}) {
            words(sets.tag, "spellout", nullptr, sets.none, sets.none, icu::URBNF_SPELLOUT, value);
            words(sets.tag, "spellout", "feminine", sets.feminine, sets.feminine, icu::URBNF_SPELLOUT, value);
            words(sets.tag, "spellout", "neuter", sets.neuter, sets.neuter, icu::URBNF_SPELLOUT, value);
        }
    }

    // Ordinals: %spellout-ordinal(-GENDER), masculine where every ordinal is gendered, ko's
    // counting ordinal; pl and cs have no spelled ordinals in ICU 72, so their digits form.
    static const OrdinalSets ordinals[] = {
        {"en", "%spellout-ordinal", "%spellout-ordinal", "%spellout-ordinal", "%digits-ordinal", "%digits-ordinal", "%digits-ordinal"},
        {"zh-Hans", "%spellout-ordinal", "%spellout-ordinal", "%spellout-ordinal", "%digits-ordinal",
         "%digits-ordinal", "%digits-ordinal"},
        {"zh-Hant", "%spellout-ordinal", "%spellout-ordinal", "%spellout-ordinal", "%digits-ordinal",
         "%digits-ordinal", "%digits-ordinal"},
        {"ja", "%spellout-ordinal", "%spellout-ordinal", "%spellout-ordinal", "%digits-ordinal", "%digits-ordinal", "%digits-ordinal"},
        {"ko", "%spellout-ordinal-sinokorean-count", "%spellout-ordinal-sinokorean-count",
         "%spellout-ordinal-sinokorean-count", "%digits-ordinal", "%digits-ordinal", "%digits-ordinal"},
        {"de", "%spellout-ordinal", "%spellout-ordinal", "%spellout-ordinal", "%digits-ordinal", "%digits-ordinal", "%digits-ordinal"},
        {"fr", "%spellout-ordinal-masculine", "%spellout-ordinal-feminine", "%spellout-ordinal-masculine",
         "%digits-ordinal", "%digits-ordinal-feminine", "%digits-ordinal"},
        {"es", "%spellout-ordinal-masculine", "%spellout-ordinal-feminine", "%spellout-ordinal-masculine",
         "%digits-ordinal", "%digits-ordinal-feminine", "%digits-ordinal"},
        {"pt-BR", "%spellout-ordinal-masculine", "%spellout-ordinal-feminine", "%spellout-ordinal-masculine",
         "%digits-ordinal", "%digits-ordinal-feminine", "%digits-ordinal"},
        {"ru", "%spellout-ordinal-masculine", "%spellout-ordinal-feminine", "%spellout-ordinal-neuter",
         "%digits-ordinal", "%digits-ordinal-feminine", "%digits-ordinal-neuter"},
        {"ar", "%spellout-ordinal-masculine", "%spellout-ordinal-feminine", "%spellout-ordinal-masculine",
         "%digits-ordinal", "%digits-ordinal", "%digits-ordinal"},
        {"he", "%spellout-ordinal-masculine", "%spellout-ordinal-feminine", "%spellout-ordinal-masculine",
         "%digits-ordinal", "%digits-ordinal", "%digits-ordinal"},
        {"hi", "%spellout-ordinal-masculine", "%spellout-ordinal-feminine", "%spellout-ordinal-masculine",
         "%digits-ordinal", "%digits-ordinal-feminine", "%digits-ordinal"},
        {"pl", "%digits-ordinal", "%digits-ordinal", "%digits-ordinal", "%digits-ordinal", "%digits-ordinal", "%digits-ordinal"},
        {"cs", "%digits-ordinal", "%digits-ordinal", "%digits-ordinal", "%digits-ordinal", "%digits-ordinal", "%digits-ordinal"},
        {"it", "%spellout-ordinal-masculine", "%spellout-ordinal-feminine", "%spellout-ordinal-masculine",
         "%digits-ordinal", "%digits-ordinal-feminine", "%digits-ordinal"},
    };
    for (const OrdinalSets &sets : ordinals) {
        for (const char *value : {"1", "2", "3", "22", "101", "-4"}) {
            words(sets.tag, "ordinal", nullptr, sets.none, sets.icu_none, icu::URBNF_ORDINAL, value);
            words(sets.tag, "ordinal", "feminine", sets.feminine, sets.icu_feminine, icu::URBNF_ORDINAL, value);
            words(sets.tag, "ordinal", "neuter", sets.neuter, sets.icu_neuter, icu::URBNF_ORDINAL, value);
        }
    }
    fclose(money_file);
    fclose(range_file);
    return failures ? 1 : 0;
}
