import Spoken
import Testing

/// Every message of every shipped catalog, for the counts 0, 1, 2, 3, 5, 11, 21, 22, 101, 1.5
/// (and 0.5, 1000000), against `icu::MessageFormat` run by a separate program
/// (Tests/Fixtures/icu-golden/messages/run_verify.py → outputs.tsv).
@Suite("Catalog messages match ICU's MessageFormat")
struct MessageGoldenTests {
    @Test("The golden file covers every key of every shipped catalog")
    func coverage() throws {
        let rows = MessageGolden.rows
        #expect(rows.count > 1_700)
        let store = CatalogStore.shared
        for locale in store.locales {
            let keys = Set(rows.filter { $0.locale == locale }.map(\.key))
            #expect(keys == Set(store.keys), "\(locale)")
        }
    }

    @Test("Every row")
    func everyRow() throws {
        var mismatches: [String] = []
        for row in MessageGolden.rows {
            var arguments: [String: MessageArgument] = [:]
            for (name, value) in row.arguments {
                if row.key == "announce.updatedAt" {
                    arguments[name] = .date(secondsSince1970: Double(value) ?? .nan)
                } else if row.key == "label.rangeTo" {
                    // String placeholders (start, end): the generator passes the numbers as text.
                    arguments[name] = .string(value)
                } else if row.key == "label.published" {
                    // A relative placeholder: the generator's VALUE_UNIT, ICU's words from relative.tsv.
                    let parts = value.split(separator: "_").map(String.init)
                    arguments[name] = .relativeTime(
                        RelativeTime(Double(parts[0]) ?? .nan, RelativeTimeUnit(rawValue: parts.last ?? "") ?? .year))
                } else if let integer = Int64(value) {
                    arguments[name] = .int(integer)
                } else {
                    arguments[name] = .double(Double(value) ?? .nan)
                }
            }
            // The generator renders dates in Europe/Berlin. The range words join two halves of
            // one ICU text, which DateIntervalFormatter passes without bidi isolates (ICU's
            // MessageFormat adds none either).
            let text = try CatalogStore.shared.text(
                key: row.key, locale: row.locale, arguments: arguments, timeZone: "Europe/Berlin",
                bidiIsolation: row.key != "label.rangeTo")
            if text.text != row.expected || text.locale != row.locale {
                mismatches.append(
                    "\(row.testDescription): expected \(row.expected.debugDescription), got \(text.text.debugDescription) from \(text.locale)"
                )
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.prefix(20).joined(separator: "\n"))")
    }
}
