/* Prints the cardinal plural categories ICU (system ICU 72) selects for each catalog locale. */
#include <stdio.h>
#include <unicode/upluralrules.h>
#include <unicode/uenum.h>

int main(void) {
    const char *locs[] = {"en","zh_Hans","zh_Hant","ja","ko","de","fr","es","pt_BR","pt","ru","ar","he","hi"};
    for (size_t i = 0; i < sizeof locs / sizeof *locs; i++) {
        UErrorCode st = U_ZERO_ERROR;
        UPluralRules *r = uplrules_openForType(locs[i], UPLURAL_TYPE_CARDINAL, &st);
        UEnumeration *e = uplrules_getKeywords(r, &st);
        if (U_FAILURE(st)) { printf("%s: error %s\n", locs[i], u_errorName(st)); return 1; }
        printf("%s:", locs[i]);
        const char *kw; int32_t len;
        while ((kw = uenum_next(e, &len, &st)) != NULL) printf(" %s", kw);
        printf("\n");
        uenum_close(e); uplrules_close(r);
    }
    return 0;
}
