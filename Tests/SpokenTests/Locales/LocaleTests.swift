import Spoken
import Testing

@Suite("Locales")
struct LocaleTests {
    @Test(
        "Tags and ICU ids are canonicalized",
        arguments: [
            ("BCP 47 region", "en-US", "en-US", "en_US"),
            ("script and region", "zh-Hans-CN", "zh-Hans-CN", "zh_Hans_CN"),
            ("region only Chinese", "zh-TW", "zh-TW", "zh_TW"),
            ("numbering extension", "ar-EG-u-nu-latn", "ar-EG-u-nu-latn", "ar_EG@numbers=latn"),
            ("calendar extension", "ja-JP-u-ca-japanese", "ja-JP-u-ca-japanese", "ja_JP@calendar=japanese"),
            ("hour cycle extension", "de-DE-u-hc-h23", "de-DE-u-hc-h23", "de_DE@hours=h23"),
            ("ICU id", "zh_Hant_TW", "zh-Hant-TW", "zh_Hant_TW"),
            ("lower-case region", "en-us", "en-US", "en_US"),
            ("deprecated Hebrew code", "iw-IL", "he-IL", "he_IL"),
            // Subtags ICU's data does not depend on stay in the tag, not in the ICU id that
            // formatter caches are keyed by (8,000 'en-x-…' tags were 8,000 signatures).
            ("private use", "en-x-0001abcd", "en-x-0001abcd", "en"),
            (
                "private use after a region and an extension", "de-DE-u-nu-latn-x-a1", "de-DE-u-nu-latn-x-a1",
                "de_DE@numbers=latn"
            ),
            ("transform extension", "en-t-de", "en-t-de", "en"),
            ("unknown extension key", "en-u-vt-0061", "en-u-vt-0061", "en"),
            ("a calendar ICU does not know (it formats as gregorian)", "en-u-ca-x0000001", "en-u-ca-x0000001", "en"),
            ("a collation key (no formatter reads it)", "de-u-co-phonebk", "de-u-co-phonebk", "de"),
            ("an hour cycle ICU does not know", "en-u-hc-h99", "en-u-hc-h99", "en"),
        ])
    func canonical(_ name: String, _ input: String, _ tag: String, _ icu: String) throws {
        let locale = try SpokenLocale(input)
        #expect(locale.identifier == tag)
        #expect(locale.icuIdentifier == icu)
    }

    @Test(
        "Invalid locales are errors naming the input",
        arguments: [
            ("unknown language", "xx"), ("malformed", "en-US-!!"), ("empty", ""), ("undetermined", "und"),
            ("spaces", "en US"), ("non-ASCII", "中文"), ("dangling hyphen", "en-"),
            ("unknown numbering system", "en-u-nu-xxxx"), ("unknown numbering system, ICU id", "de@numbers=abcd"),
        ])
    func invalid(_ name: String, _ input: String) {
        #expect {
            try SpokenLocale(input)
        } throws: { error in
            guard let error = error as? SpokenError else { return false }
            return error.code == .invalidLocale && error.input == input
                && error.message.hasPrefix("Invalid locale '\(input)'")
        }
    }

    @Test(
        "A numbering system ICU has, by name or by kind, is a locale; one it has not, an error naming it",
        arguments: [
            "ar-EG-u-nu-latn", "en-u-nu-arab", "th-u-nu-thai", "ar-u-nu-native", "zh-u-nu-hanidec",
            "ja-u-nu-finance",
        ])
    func numberingSystems(_ tag: String) throws {
        #expect(try SpokenLocale(tag).identifier == tag)
        #expect(throws: SpokenError.self) { try SpokenLocale("en-u-nu-xxxx") }
        do {
            _ = try SpokenLocale("en-u-nu-xxxx")
        } catch {
            #expect(error.message == "Invalid locale 'en-u-nu-xxxx': ICU has no numbering system 'xxxx'")
        }
    }

    /// ICU drops what follows a '.' (`en_US.UTF-8/../../x` is `en_US`) and passes '/' in an id:
    /// a locale read from a file (String Catalog keys, `.lproj` folders, `@@locale`) would name a
    /// path. Only the BCP 47 and plain ICU-id grammars are locales.
    @Test(
        "Path characters and ICU's POSIX suffixes are never a locale",
        arguments: [
            ("de.lproj/../../pwned_x", "'.'"), ("en_US.UTF-8/../../x", "'.'"), ("en_US.UTF-8", "'.'"),
            ("de_DE/../x", "'/'"), ("/etc/passwd_x", "'/'"), (#"de_DE\x"#, #"'\'"#),
            ("de@calendar=../x", "'.'"), ("de@calendar=gregorian/x", "'/'"), ("de_DE@", "'@'"),
            ("de@=x", "'@=x'"), ("de_DE!x", "'!'"), ("de@collation=phonebook;;x=y", "';;x=y'"),
            ("de@collation", "'@collation'"), ("_DE", "'_DE'"),
        ])
    func notAPath(_ input: String, _ offending: String) {
        #expect {
            try SpokenLocale(input)
        } throws: { error in
            guard let error = error as? SpokenError else { return false }
            return error.code == .invalidLocale && error.input == input
                && error.message.hasPrefix("Invalid locale '\(input)'") && error.message.contains(offending)
        }
    }

    @Test(
        "The ICU-id grammar still reads ids with keywords",
        arguments: [
            ("de_DE@collation=phonebook", "de-DE-u-co-phonebk"), ("en__POSIX", "en-u-va-posix"),
            ("ar_EG@numbers=latn;calendar=islamic", "ar-EG-u-ca-islamic-nu-latn"), ("sr_Latn_RS", "sr-Latn-RS"),
        ])
    func icuIDGrammar(_ input: String, _ tag: String) throws {
        #expect(try SpokenLocale(input).identifier == tag)
    }

    @Test("Right-to-left and likely subtags")
    func properties() throws {
        #expect(try SpokenLocale("ar-EG").isRightToLeft)
        #expect(try SpokenLocale("he").isRightToLeft)
        #expect(try !SpokenLocale("zh-TW").isRightToLeft)
        #expect(try SpokenLocale("zh-TW").maximized.identifier == "zh-Hant-TW")
        #expect(try SpokenLocale("zh").maximized.identifier == "zh-Hans-CN")
    }
}

@Suite("Time zones")
struct TimeZoneTests {
    @Test(
        "Known ids",
        arguments: [
            ("America/New_York", "America/New_York", true),
            // CLDR's canonical ids keep a zone's first name.
            ("Asia/Kolkata", "Asia/Calcutta", true), ("Europe/Kyiv", "Europe/Kiev", true),
            ("Australia/Lord_Howe", "Australia/Lord_Howe", true),
            ("UTC", "Etc/UTC", true), ("Asia/Calcutta", "Asia/Calcutta", true),
            ("GMT+08:00", "GMT+08:00", false),
        ])
    func known(_ id: String, _ canonical: String, _ system: Bool) throws {
        let zone = try SpokenTimeZone(id)
        #expect(zone.identifier == id)
        #expect(zone.canonicalIdentifier == canonical)
        #expect(zone.isSystemZone == system)
    }

    @Test(
        "Unknown ids are errors, never GMT",
        arguments: [
            "Mars/Olympus_Mons", "america/new_york", "", "GMT+99:00", "EST5EDT ", "Europe/Kyiv/x",
        ])
    func unknown(_ id: String) {
        #expect {
            try SpokenTimeZone(id)
        } throws: { error in
            guard let error = error as? SpokenError else { return false }
            return error.code == .unknownTimeZone && error.input == id && error.message.contains("'\(id)'")
        }
    }

    @Test("Offsets follow DST")
    func offsets() throws {
        let newYork = try SpokenTimeZone("America/New_York")
        #expect(newYork.offset(atSecondsSince1970: 1_795_956_600) == -5 * 3600)  // November
        #expect(newYork.offset(atSecondsSince1970: 1_783_000_000) == -4 * 3600)  // July
        #expect(try SpokenTimeZone("Australia/Lord_Howe").offset(atSecondsSince1970: 1_795_956_600) == 11 * 3600)
    }
}
