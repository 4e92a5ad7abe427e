// Output: measure_ranges.tsv
//
// Independent ICU golden data for Spoken's measureRange op: ranges of measures from ICU's number
// range formatter (unumrf over a unit skeleton at full-name width) and its span fields, as TSV. It
// shares no code with Spoken: skeletons are built here from ICU's documented stems, and the speech
// form is this program's own `speech()`: U+2212 MINUS SIGN for a U+002D that stands as a sign
// before a digit (bidi marks between the two dropped), soft hyphens U+00AD removed. Regenerate
// with generate.sh (or: g++ -std=c++17 gen_measure_ranges.cpp $(pkg-config --cflags --libs icu-i18n icu-uc)).
//
// measure_ranges.tsv   locale  presentation  unit  low  high  skeleton  text  start  end
//   icu rows: ICU's default collapse, `text` its bytes. spoken rows: each value keeps its sign (the
//   unit collapsed only), `text` the speech form of the whole; `start` the first value with what
//   precedes it and `end` the second with what follows, in speech form, which Spoken joins with
//   the catalog's `label.rangeTo` ("-" when ICU wrote one value: the two were equal). Equal values
//   are written once (UNUM_IDENTITY_FALLBACK_SINGLE_VALUE), in both presentations.
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include <unicode/uchar.h>
#include <unicode/uformattedvalue.h>
#include <unicode/uloc.h>
#include <unicode/unistr.h>
#include <unicode/unumberrangeformatter.h>
#include <unicode/uversion.h>

using icu::UnicodeString;

static std::string utf8(const UnicodeString &text) {
    std::string out;
    text.toUTF8String(out);
    return out;
}

static bool is_mark(UChar32 c) { return c == 0x200E || c == 0x200F || c == 0x061C; }
static bool is_digit(UChar32 c) { return u_charType(c) == U_DECIMAL_DIGIT_NUMBER; }
static bool is_word(UChar32 c) { return u_hasBinaryProperty(c, UCHAR_ALPHABETIC) || is_digit(c); }

/// The speech form (written here independently of Spoken).
static UnicodeString speech(const UnicodeString &text) {
    std::vector<UChar32> cps;
    for (int32_t i = 0; i < text.length(); i += U16_LENGTH(text.char32At(i))) cps.push_back(text.char32At(i));
    UnicodeString out;
    for (size_t i = 0; i < cps.size(); i++) {
        if (cps[i] == 0x00AD) continue;
        if (cps[i] == '-' && (i == 0 || !is_word(cps[i - 1]))) {
            size_t j = i + 1;
            while (j < cps.size() && is_mark(cps[j])) j++;
            if (j < cps.size() && is_digit(cps[j])) {
                out.append((UChar32)0x2212);
                i = j - 1;
                continue;
            }
        }
        out.append(cps[i]);
    }
    return out;
}

static int failures = 0;

static void range(FILE *out, const char *tag, const char *unit, const char *low, const char *high) {
    for (int spoken = 1; spoken >= 0; spoken--) {
        std::string skeleton = std::string("unit/") + unit + " unit-width-full-name";
        if (spoken) skeleton += " sign-negative";
        UErrorCode status = U_ZERO_ERROR;
        char locale[ULOC_FULLNAME_CAPACITY];
        uloc_forLanguageTag(tag, locale, sizeof locale, nullptr, &status);
        UnicodeString uskeleton = UnicodeString::fromUTF8(skeleton);
        UNumberRangeFormatter *fmt = unumrf_openForSkeletonWithCollapseAndIdentityFallback(
            uskeleton.getBuffer(), uskeleton.length(), spoken ? UNUM_RANGE_COLLAPSE_UNIT : UNUM_RANGE_COLLAPSE_AUTO,
            UNUM_IDENTITY_FALLBACK_SINGLE_VALUE, locale, nullptr, &status);
        UFormattedNumberRange *result = unumrf_openResult(&status);
        unumrf_formatDecimalRange(fmt, low, -1, high, -1, result, &status);
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
            fprintf(stderr, "%s %s %s..%s: %s\n", tag, skeleton.c_str(), low, high, u_errorName(status));
            failures++;
        } else {
            std::string start = "-", end = "-";
            if (spoken && spans[0][0] >= 0 && spans[1][0] >= 0) {
                start = utf8(speech(UnicodeString(text, 0, spans[0][1])));
                end = utf8(speech(UnicodeString(text, spans[1][0])));
            }
            fprintf(out, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", tag, spoken ? "spoken" : "icu", unit, low, high,
                    skeleton.c_str(), utf8(spoken ? speech(text) : text).c_str(), start.c_str(), end.c_str());
        }
        unumrf_closeResult(result);
        unumrf_close(fmt);
    }
}

int main() {
    FILE *out = fopen("measure_ranges.tsv", "w");
    if (!out) return 2;
    UVersionInfo version;
    char version_text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(version);
    u_versionToString(version, version_text);
    fprintf(out, "# ICU %s\n", version_text);
    static const char *shipped[] = {"en", "zh-Hans", "zh-Hant", "ja", "ko", "de", "fr", "es",
                                    "pt-BR", "ru", "ar", "he", "hi", "pl", "cs"};
    struct Case {
        const char *unit, *low, *high;
    };
    static const Case cases[] = {
        {"celsius", "18", "25"},        {"celsius", "-5", "3"},      {"celsius", "-10", "-5"},
        {"celsius", "18", "18"},        {"fahrenheit", "64", "77"},  {"kilometer-per-hour", "10", "25.5"},
        {"percent", "20", "40"},        {"millimeter", "0.5", "1"},  {"kilogram", "1", "2"},
        {"hour", "1", "2"},
    };
    for (const char *tag : shipped) {
        for (const Case &c : cases) range(out, tag, c.unit, c.low, c.high);
    }
    fclose(out);
    return failures == 0 ? 0 : 1;
}
