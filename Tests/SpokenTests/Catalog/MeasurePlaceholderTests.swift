import Foundation
import Spoken
import TestSupport
import Testing

/// A `measure` placeholder (`"type": "measure"`, `"optionalParameters": {"unit": "celsius"}`): a
/// number, or text "25 celsius", spoken as the measure op speaks the same fields. Expected words
/// are ICU's speech form (numbers.tsv, gen_numbers.c) put into the fixture's own message text.
@Suite("Measure placeholder")
struct MeasurePlaceholderTests {
    static let source = """
        {
          "@@locale": "en",
          "t.temp": "Now {temp}",
          "@t.temp": {"placeholders": {"temp": {"type": "measure", "optionalParameters": {"unit": "celsius"}}}},
          "t.any": "Now {temp}",
          "@t.any": {"placeholders": {"temp": {"type": "measure"}}}
        }
        """
    static let translations = [
        "de.arb": #"{"@@locale": "de", "t.temp": "Jetzt {temp}", "t.any": "Jetzt {temp}"}"#,
        "ru.arb": #"{"@@locale": "ru", "t.temp": "Сейчас {temp}", "t.any": "Сейчас {temp}"}"#,
    ]
    static let prefixes = ["en": "Now ", "de": "Jetzt ", "ru": "Сейчас "]

    static func store() throws -> CatalogStore {
        var files = translations
        files["en.arb"] = source
        return try CatalogFixtures.store(files)
    }

    /// numbers.tsv's speech form at full width, ICU's default digits.
    static func golden(_ locale: String, _ unit: String, _ value: String) -> String {
        ICUGolden.numbers.rows.first {
            $0.locale == locale && $0.unit == unit && $0.valueText == value && $0.width == .full && $0.digits == nil
                && $0.usage == .default
        }?.spoken ?? "missing golden row"
    }

    @Test(
        "A number in the placeholder's unit, or a value and a unit as text",
        arguments: ["en", "de", "ru"])
    func words(_ locale: String) throws {
        let store = try Self.store()
        #expect(store.diagnostics.isEmpty, "\(store.diagnostics)")
        let prefix = Self.prefixes[locale] ?? "missing"
        for value in ["25", "1", "-3.5", "21"] {
            let expected = prefix + Self.golden(locale, "celsius", value)
            let number: MessageArgument = Int64(value).map { .int($0) } ?? .double(Double(value) ?? .nan)
            #expect(
                try store.text(key: "t.temp", locale: SpokenLocale(locale), arguments: ["temp": number]).text
                    == expected)
            #expect(
                try store.text(key: "t.any", locale: SpokenLocale(locale), arguments: ["temp": "\(value) celsius"]).text
                    == expected)
        }
    }

    @Test("A number without a unit, an unknown unit and a bad parameter are errors naming them")
    func errors() throws {
        let store = try Self.store()
        do {
            _ = try store.text(key: "t.any", locale: "en", arguments: ["temp": 25])
            Issue.record("a measure without a unit was spoken")
        } catch {
            #expect(error.message.contains("Missing 'unit'"), "\(error.message)")
            #expect(error.message.contains("argument 'temp' of 't.any'"), "\(error.message)")
        }
        do {
            _ = try store.text(key: "t.any", locale: "en", arguments: ["temp": "25 flux-capacitor"])
            Issue.record("an unknown unit was spoken")
        } catch {
            #expect(error.code == .unknownUnit)
        }
        let bad = """
            {"@@locale": "en", "t.temp": "Now {temp}",
             "@t.temp": {"placeholders": {"temp": {"type": "measure", "optionalParameters": {"width": "short"}}}}}
            """
        do {
            _ = try CatalogFixtures.store(["en.arb": bad])
            Issue.record("a width was accepted as a placeholder option")
        } catch {
            let message = (error as? SpokenError)?.message ?? "\(error)"
            #expect(message.contains("Unknown optional parameter 'width' of placeholder 'temp'"), "\(message)")
        }
    }
}
