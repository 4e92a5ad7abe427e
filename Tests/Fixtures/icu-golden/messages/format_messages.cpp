// Verification tool (not shipped): formats every catalog message with the system ICU 72
// icu::MessageFormat, using named arguments, and checks each plural's categories.
// Input lines (cases.tsv, from run_verify.py): locale \t key \t pattern \t args
//   args = name:kind:value|...   kind n = number, s = string, d = date rendered here
// Output lines: FMT / PLURALS / ARGS / ERR records, tab separated.
#include <unicode/msgfmt.h>
#include <unicode/messagepattern.h>
#include <unicode/plurrule.h>
#include <unicode/datefmt.h>
#include <unicode/timezone.h>
#include <unicode/locid.h>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>
#include <set>

using namespace icu;

static std::string utf8(const UnicodeString &u) { std::string s; u.toUTF8String(s); return s; }

static std::vector<std::string> split(const std::string &s, char sep) {
    std::vector<std::string> out; std::string cur; std::istringstream in(s);
    while (std::getline(in, cur, sep)) out.push_back(cur);
    return out;
}

// Renders the date the way Spoken does before formatting: medium date + short time, in a zone.
static UnicodeString renderDate(const Locale &loc, double secs) {
    std::unique_ptr<DateFormat> df(DateFormat::createDateTimeInstance(DateFormat::kMedium, DateFormat::kShort, loc));
    df->adoptTimeZone(TimeZone::createTimeZone("Europe/Berlin"));
    UnicodeString out; df->format(secs * 1000.0, out); return out;
}

// Lists each plural/selectordinal argument's selectors, and all argument names.
static void describePattern(const std::string &loc, const std::string &key, const UnicodeString &pat) {
    UErrorCode st = U_ZERO_ERROR; UParseError pe;
    MessagePattern mp(pat, &pe, st);
    if (U_FAILURE(st)) { printf("ERR\t%s\t%s\tpattern: %s\n", loc.c_str(), key.c_str(), u_errorName(st)); return; }
    std::set<std::string> names;
    for (int32_t i = 0; i < mp.countParts(); i++) {
        const MessagePattern::Part &p = mp.getPart(i);
        if (p.getType() == UMSGPAT_PART_TYPE_ARG_NAME) names.insert(utf8(mp.getSubstring(p)));
        if (p.getType() == UMSGPAT_PART_TYPE_ARG_START && p.getArgType() == UMSGPAT_ARG_TYPE_PLURAL) {
            int32_t limit = mp.getLimitPartIndex(i);
            std::string arg = utf8(mp.getSubstring(mp.getPart(i + 1)));
            std::string sels;
            for (int32_t j = i + 2; j < limit; j++) {
                const MessagePattern::Part &q = mp.getPart(j);
                if (q.getType() == UMSGPAT_PART_TYPE_ARG_SELECTOR) sels += " " + utf8(mp.getSubstring(q));
                else if (q.getType() == UMSGPAT_PART_TYPE_MSG_START) j = mp.getLimitPartIndex(j);
            }
            printf("PLURALS\t%s\t%s\t%s\t%s\n", loc.c_str(), key.c_str(), arg.c_str(), sels.c_str() + 1);
        }
    }
    std::string all; for (auto &n : names) all += (all.empty() ? "" : " ") + n;
    printf("ARGS\t%s\t%s\t%s\n", loc.c_str(), key.c_str(), all.c_str());
}

int main() {
    std::string line;
    std::set<std::string> described;
    while (std::getline(std::cin, line)) {
        auto f = split(line, '\t');
        if (f.size() < 3) continue;
        const std::string &loc = f[0], &key = f[1];
        UnicodeString pat = UnicodeString::fromUTF8(f[2]);
        UErrorCode ls = U_ZERO_ERROR;
        Locale locale = Locale::forLanguageTag(loc, ls);
        if (U_FAILURE(ls)) { printf("ERR\t%s\t%s\tlocale %s\n", loc.c_str(), key.c_str(), u_errorName(ls)); continue; }
        if (described.insert(loc + "\t" + key).second) describePattern(loc, key, pat);
        UErrorCode st = U_ZERO_ERROR; UParseError pe;
        MessageFormat mf(pat, locale, pe, st);
        if (U_FAILURE(st)) { printf("ERR\t%s\t%s\tparse %s at %d\n", loc.c_str(), key.c_str(), u_errorName(st), pe.offset); continue; }
        std::vector<UnicodeString> names; std::vector<Formattable> values;
        std::string shown, category;
        if (f.size() > 3 && !f[3].empty()) {
            for (auto &a : split(f[3], '|')) {
                auto nkv = split(a, ':');
                names.push_back(UnicodeString::fromUTF8(nkv[0]));
                if (nkv[1] == "n") {
                    double v = std::stod(nkv[2]); values.push_back(Formattable(v));
                    UErrorCode ps = U_ZERO_ERROR;
                    std::unique_ptr<PluralRules> pr(PluralRules::forLocale(locale, ps));
                    category += (category.empty() ? "" : " ") + nkv[0] + ":" + utf8(pr->select(v));
                } else if (nkv[1] == "d") {
                    values.push_back(Formattable(renderDate(locale, std::stod(nkv[2]))));
                } else if (nkv[1] == "w" && nkv.size() > 3) {
                    // Words already spoken by ICU elsewhere (a duration or a relative time from
                    // durations.tsv / relative.tsv), shown as the input they were made from.
                    std::string words = nkv[3];
                    for (size_t k = 4; k < nkv.size(); k++) words += ":" + nkv[k];
                    values.push_back(Formattable(UnicodeString::fromUTF8(words)));
                } else values.push_back(Formattable(UnicodeString::fromUTF8(nkv[2])));
                shown += (shown.empty() ? "" : " ") + nkv[0] + "=" + nkv[2];
            }
        }
        UnicodeString out;
        mf.format(names.data(), values.data(), (int32_t)names.size(), out, st);
        if (U_FAILURE(st)) { printf("ERR\t%s\t%s\tformat %s (%s)\n", loc.c_str(), key.c_str(), u_errorName(st), shown.c_str()); continue; }
        printf("FMT\t%s\t%s\t%s\t%s\t%s\n", loc.c_str(), key.c_str(), shown.c_str(), category.c_str(), utf8(out).c_str());
    }
    return 0;
}
