// Independent ICU golden data for Spoken's durations.
//
// For a table of (locale, width, allowed units, maximum unit count, rounding, seconds), prints the
// amounts of each spoken unit, worked out here from the rules of issue 19 (every non-zero unit from
// the largest allowed down; the rest rounded into the smallest allowed unit; with a maximum of N,
// the N largest non-zero units kept and the rest rounded into the last, carrying over; nothing left
// is 0 of the smallest unit), and what ICU's own MeasureFormat::formatMeasures says for them. It
// shares no code with Spoken. Regenerate with generate.sh, or:
//
//   g++ gen_durations.cpp $(pkg-config --cflags --libs icu-i18n icu-uc) -o /tmp/gen_durations &&
//     /tmp/gen_durations > durations.tsv
//
// `gen_durations huge` prints durations_huge.tsv instead: durations whose amounts pass 2^53 or
// 2^63 (9e15 s and more in milliseconds), worked out in 128-bit integers and given to ICU as
// Formattable's double past int64 (formatMeasures formats every amount as a double).
//
// Columns: locale, width (full|short|narrow), units (comma-separated, largest first), maximum unit
// count ("-" = all), rounding (nearest|down|up), seconds (a decimal with at most 3 fraction
// digits), the amounts given to ICU ("1 hour|15 minute|27 second"), ICU's output (raw UTF-8).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <unicode/locid.h>
#include <unicode/measfmt.h>
#include <unicode/measunit.h>
#include <unicode/measure.h>
#include <unicode/uversion.h>

using namespace icu;

static int failures = 0;

typedef __int128 wide;

struct Unit {
    const char *name;
    wide millis;
};
static const Unit kUnits[] = {
    {"day", 86400000LL}, {"hour", 3600000LL}, {"minute", 60000LL}, {"second", 1000LL}, {"millisecond", 1LL},
};

static MeasureUnit *create(const char *name, UErrorCode &status) {
    if (strcmp(name, "day") == 0) return MeasureUnit::createDay(status);
    if (strcmp(name, "hour") == 0) return MeasureUnit::createHour(status);
    if (strcmp(name, "minute") == 0) return MeasureUnit::createMinute(status);
    if (strcmp(name, "second") == 0) return MeasureUnit::createSecond(status);
    return MeasureUnit::createMillisecond(status);
}

// value / unit rounded by the rule (non-negative values).
static wide divide(wide value, wide unit, const char *rounding) {
    wide q = value / unit, r = value % unit;
    if (strcmp(rounding, "up") == 0) return r > 0 ? q + 1 : q;
    if (strcmp(rounding, "down") == 0) return q;
    return 2 * r >= unit ? q + 1 : q;
}

// "1527.5" → 1527500 milliseconds.
static wide parse_millis(const char *text) {
    wide whole = 0, fraction = 0, scale = 1000;
    const char *p = text;
    while (*p >= '0' && *p <= '9') whole = whole * 10 + (*p++ - '0');
    if (*p == '.') {
        p++;
        while (*p >= '0' && *p <= '9' && scale > 1) {
            scale /= 10;
            fraction += (*p++ - '0') * scale;
        }
    }
    return whole * 1000 + fraction;
}

// A non-negative 128-bit integer in decimal.
static std::string decimal(wide value) {
    std::string digits;
    do {
        digits.insert(digits.begin(), (char)('0' + (int)(value % 10)));
        value /= 10;
    } while (value > 0);
    return digits;
}

static void row(const char *tag, const char *width, const std::vector<int> &allowed, int max_units,
                const char *rounding, const char *seconds) {
    wide total = parse_millis(seconds);
    size_t n = allowed.size();
    std::vector<wide> counts(n, 0);
    auto split = [&](wide value, size_t upto) {
        for (size_t i = 0; i < n; i++) counts[i] = 0;
        for (size_t i = 0; i <= upto; i++) {
            counts[i] = value / kUnits[allowed[i]].millis;
            value %= kUnits[allowed[i]].millis;
        }
    };
    wide smallest = kUnits[allowed[n - 1]].millis;
    split(divide(total, smallest, rounding) * smallest, n - 1);
    if (max_units > 0) {
        std::vector<size_t> nonzero;
        for (size_t i = 0; i < n; i++)
            if (counts[i] != 0) nonzero.push_back(i);
        if ((int)nonzero.size() > max_units) {
            size_t last = nonzero[max_units - 1];
            wide unit = kUnits[allowed[last]].millis;
            split(divide(total, unit, rounding) * unit, last);
        }
    }
    UErrorCode status = U_ZERO_ERROR;
    std::vector<Measure *> measures;
    std::string amounts;
    for (size_t i = 0; i < n; i++) {
        if (counts[i] == 0) continue;
        Formattable amount = counts[i] <= INT64_MAX ? Formattable((int64_t)counts[i]) : Formattable((double)counts[i]);
        measures.push_back(new Measure(amount, create(kUnits[allowed[i]].name, status), status));
        amounts += (amounts.empty() ? "" : "|") + decimal(counts[i]) + " " + kUnits[allowed[i]].name;
    }
    if (measures.empty()) {
        measures.push_back(new Measure(Formattable((int64_t)0), create(kUnits[allowed[n - 1]].name, status), status));
        amounts = std::string("0 ") + kUnits[allowed[n - 1]].name;
    }
    UMeasureFormatWidth w = strcmp(width, "full") == 0    ? UMEASFMT_WIDTH_WIDE
                            : strcmp(width, "short") == 0 ? UMEASFMT_WIDTH_SHORT
                                                          : UMEASFMT_WIDTH_NARROW;
    MeasureFormat format(Locale::forLanguageTag(tag, status), w, status);
    // formatMeasures takes an array of Measure values.
    std::vector<Measure> values;
    for (Measure *m : measures) values.push_back(*m);
    UnicodeString text;
    FieldPosition position(FieldPosition::DONT_CARE);
    format.formatMeasures(values.data(), (int32_t)values.size(), text, position, status);
    for (Measure *m : measures) delete m;
    if (U_FAILURE(status)) {
        fprintf(stderr, "%s %s %s: %s\n", tag, width, seconds, u_errorName(status));
        failures++;
        return;
    }
    std::string utf8;
    text.toUTF8String(utf8);
    std::string units;
    for (size_t i = 0; i < n; i++) units += (i ? "," : "") + std::string(kUnits[allowed[i]].name);
    printf("%s\t%s\t%s\t", tag, width, units.c_str());
    if (max_units > 0) printf("%d", max_units); else printf("-");
    printf("\t%s\t%s\t%s\t%s\n", rounding, seconds, amounts.c_str(), utf8.c_str());
}

int main(int argc, char **argv) {
    UVersionInfo version;
    char version_text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(version);
    u_versionToString(version, version_text);
    printf("# ICU %s\n", version_text);

    static const char *locales[] = {
        "en", "zh-Hans", "zh-Hant", "ja", "ko", "de", "fr", "es", "pt-BR", "ru", "ar", "he", "hi", "pl", "cs",
        "en-GB", "ar-EG-u-nu-latn", "fa", "uk", "it", "nl", "tr", "sv",
    };
    static const char *values[] = {
        "0", "0.4", "0.5", "1", "2", "3", "5", "11", "21", "22", "59.6", "60", "61", "101", "1527.5", "3600",
        "3627", "4500", "4527", "7322", "14380", "86399.6", "86400", "90061", "100000", "5400000", "123456789.25",
    };
    struct Options {
        std::vector<int> units;
        int max_units;
        const char *rounding;
        const char *width;
    };
    static const Options options[] = {
        {{0, 1, 2, 3}, 0, "nearest", "full"},
        {{2}, 0, "nearest", "full"},
        {{1, 2}, 0, "nearest", "full"},
        {{0, 1, 2, 3, 4}, 0, "nearest", "full"},
        {{0, 1, 2, 3}, 1, "nearest", "full"},
        {{0, 1, 2, 3}, 2, "nearest", "full"},
        {{0, 1, 2, 3}, 2, "down", "full"},
        {{0, 1, 2, 3}, 2, "up", "full"},
        {{0, 1, 2, 3}, 0, "nearest", "short"},
        {{0, 1, 2, 3}, 0, "nearest", "narrow"},
    };
    if (argc > 1 && strcmp(argv[1], "huge") == 0) {
        // Up to Spoken's longest duration (9e18 s): milliseconds past 2^53 and past 2^63.
        static const char *huge[] = {
            "9007199254740.993", "12345678901234.567", "9223372036854775.807", "9223372036854775.808",
            "10000000000000000", "123456789012345678.9", "8999999999999999999",
        };
        static const Options huge_options[] = {
            {{4}, 0, "nearest", "full"},
            {{3, 4}, 0, "nearest", "full"},
            {{0, 1, 2, 3, 4}, 0, "nearest", "full"},
            {{0, 1, 2, 3}, 0, "nearest", "full"},
            {{4}, 0, "nearest", "short"},
        };
        static const char *huge_locales[] = {"en", "de", "ar", "hi", "zh-Hans"};
        for (const char *tag : huge_locales)
            for (const Options &o : huge_options)
                for (const char *value : huge) row(tag, o.width, o.units, o.max_units, o.rounding, value);
        return failures ? 1 : 0;
    }
    for (const char *tag : locales)
        for (const Options &o : options)
            for (const char *value : values) row(tag, o.width, o.units, o.max_units, o.rounding, value);
    return failures ? 1 : 0;
}
