// Prints ICU's plural categories and their sample numbers (PluralRules::getSamples: the integer
// samples, or the decimal ones when a category has no integer) for every shipped catalog locale,
// cardinal and ordinal, as locale<TAB>type<TAB>category<TAB>samples. `spoken preview` tests check
// their rows against it. Then CLDR's decimal samples of each cardinal category, as ICU's plural
// data writes them after the rule ("@decimal 0.0~1.5, 10.0, …"), as locale<TAB>decimal<TAB>category
// <TAB>samples: the preview shows a decimal of each category that has one.
#include <stdio.h>
#include <memory>
#include <unicode/locid.h>
#include <unicode/plurrule.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>
#include <string>

/// The text after "@decimal" in the locale's rule for `category` (nearest parent with rules).
static std::string decimalSamples(const char *locale, const char *category) {
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_openDirect(nullptr, "plurals", &status);
    UResourceBundle *locales = ures_getByKey(bundle, "locales", nullptr, &status);
    char name[ULOC_FULLNAME_CAPACITY];
    snprintf(name, sizeof name, "%s", locale);
    std::string set;
    while (U_SUCCESS(status) && name[0]) {
        UErrorCode lookup = U_ZERO_ERROR;
        int32_t length = 0;
        const UChar *value = ures_getStringByKey(locales, name, &length, &lookup);
        if (U_SUCCESS(lookup)) {
            char buffer[64];
            u_UCharsToChars(value, buffer, length);
            set.assign(buffer, length);
            break;
        }
        char parent[ULOC_FULLNAME_CAPACITY];
        uloc_getParent(name, parent, sizeof parent, &status);
        snprintf(name, sizeof name, "%s", parent);
    }
    std::string result;
    UResourceBundle *rules = ures_getByKey(bundle, "rules", nullptr, &status);
    UResourceBundle *rule = ures_getByKey(rules, set.c_str(), nullptr, &status);
    int32_t length = 0;
    const UChar *text = ures_getStringByKey(rule, category, &length, &status);
    if (U_SUCCESS(status)) {
        char utf8[4096];
        u_strToUTF8(utf8, sizeof utf8, nullptr, text, length, &status);
        std::string all(utf8);
        size_t at = all.find("@decimal");
        if (at != std::string::npos) {
            result = all.substr(at + 9);
            size_t more = result.find(" @");
            if (more != std::string::npos) result.erase(more);
        }
    }
    ures_close(rule);
    ures_close(rules);
    ures_close(locales);
    ures_close(bundle);
    return result;
}

int main() {
    const char *locales[] = {"ar", "cs", "de", "en", "es", "fr", "he", "hi", "ja",
                             "ko", "pl", "pt_BR", "ru", "zh_Hans", "zh_Hant"};
    const char *order[] = {"zero", "one", "two", "few", "many", "other"};
    char version[U_MAX_VERSION_STRING_LENGTH];
    UVersionInfo info;
    u_getVersion(info);
    u_versionToString(info, version);
    printf("# ICU %s\n", version);
    for (const char *locale : locales) {
        for (int ordinal = 0; ordinal < 2; ordinal++) {
            UErrorCode status = U_ZERO_ERROR;
            std::unique_ptr<icu::PluralRules> rules(icu::PluralRules::forLocale(
                icu::Locale(locale), ordinal ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL, status));
            if (U_FAILURE(status)) return 1;
            for (const char *category : order) {
                if (!rules->isKeyword(icu::UnicodeString(category))) continue;
                double samples[64];
                int32_t count = rules->getSamples(icu::UnicodeString(category), samples, 64, status);
                if (U_FAILURE(status)) return 1;
                printf("%s\t%s\t%s\t", locale, ordinal ? "ordinal" : "cardinal", category);
                for (int32_t i = 0; i < count; i++) printf(i ? " %.10g" : "%.10g", samples[i]);
                printf("\n");
            }
        }
    }
    for (const char *locale : locales) {
        UErrorCode status = U_ZERO_ERROR;
        std::unique_ptr<icu::PluralRules> rules(
            icu::PluralRules::forLocale(icu::Locale(locale), UPLURAL_TYPE_CARDINAL, status));
        if (U_FAILURE(status)) return 1;
        for (const char *category : order) {
            if (!rules->isKeyword(icu::UnicodeString(category))) continue;
            std::string samples = decimalSamples(locale, category);
            if (!samples.empty()) printf("%s\tdecimal\t%s\t%s\n", locale, category, samples.c_str());
        }
    }
    return 0;
}
