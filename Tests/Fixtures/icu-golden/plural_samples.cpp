// Prints ICU's plural categories and their sample numbers (PluralRules::getSamples: the integer
// samples, or the decimal ones when a category has no integer) for every shipped catalog locale,
// cardinal and ordinal, as locale<TAB>type<TAB>category<TAB>samples. `spoken preview` tests check
// their rows against it.
#include <stdio.h>
#include <memory>
#include <unicode/locid.h>
#include <unicode/plurrule.h>
#include <unicode/uversion.h>

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
    return 0;
}
