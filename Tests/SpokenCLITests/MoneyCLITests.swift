import Foundation
import Spoken
import TestSupport
import Testing

@Suite("spoken money and spoken number, end to end")
struct MoneyCLITests {
    static func moneyText(_ locale: String, _ currency: String, _ value: String, _ presentation: String = "spoken")
        -> String
    {
        ICUGolden.money(locale, presentation, options: ["currency": currency], value: value) ?? "missing golden row"
    }

    /// A spoken money range: ICU's two sides (money_ranges.tsv) in the catalog's label.rangeTo.
    static func rangeText(_ locale: String, _ currency: String, _ from: String, _ to: String) -> String {
        guard
            let row = ICUGolden.moneyRanges.rows.first(where: {
                $0.locale == locale && $0.presentation == "spoken" && $0.currency == currency && $0.from == from
                    && $0.to == to
            }), let start = row.start, let end = row.end,
            let message = CatalogOnDisk.message("label.rangeTo", in: locale)
        else { return "missing golden row" }
        return message.replacingOccurrences(of: "{start}", with: start).replacingOccurrences(of: "{end}", with: end)
    }

    static func numberText(
        _ locale: String, _ style: String, _ value: String, _ presentation: String = "spoken",
        options: [String: String] = [:]
    ) -> String {
        ICUGolden.money(locale, presentation, kind: "number", style: style, options: options, value: value)
            ?? "missing golden row"
    }

    @Test(
        "spoken money: outputs, errors and exit codes",
        arguments: [
            // (case, arguments, stdout, stderr contains, exit code)
            (
                "one line per amount", ["money", "--currency", "USD", "42.50", "42", "-115"],
                "\(moneyText("en", "USD", "42.50"))\n\(moneyText("en", "USD", "42"))\n\(moneyText("en", "USD", "-115"))\n",
                "",
                Int32(0)
            ),
            (
                "any case", ["money", "--currency", "eur", "--locale", "de", "42.50"],
                "\(moneyText("de", "EUR", "42.50"))\n", "", 0
            ),
            (
                "ru", ["money", "--locale", "ru", "--currency", "USD", "42.50"], "\(moneyText("ru", "USD", "42.50"))\n",
                "",
                0
            ),
            (
                "icu presentation", ["money", "--currency", "USD", "--presentation", "icu", "-115"],
                "\(moneyText("en", "USD", "-115", "icu"))\n", "", 0
            ),
            (
                "icu by the former name, --style", ["money", "--currency", "USD", "--style", "icu", "-115"],
                "\(moneyText("en", "USD", "-115", "icu"))\n", "", 0
            ),
            (
                "compact", ["money", "--currency", "USD", "--compact", "1234567"],
                "\(ICUGolden.money("en", style: "compact", options: ["currency": "USD"], value: "1234567") ?? "")\n",
                "", 0
            ),
            (
                "a bad amount keeps the rest", ["money", "--currency", "USD", "4,50", "42"],
                "\(moneyText("en", "USD", "42"))\n", "Error: Invalid number '4,50'", 1
            ),
            (
                "unknown currency: a usage error, once", ["money", "--currency", "USDD", "1", "2"], "",
                "Error: Unknown currency 'USDD': did you mean 'USD'?\n", 64
            ),
            (
                "a range in the catalog's words", ["money", "--locale", "de", "--currency", "EUR", "--to", "90", "10"],
                "\(rangeText("de", "EUR", "10", "90"))\n", "", 0
            ),
            (
                "a range of negative amounts", ["money", "--currency", "USD", "--to", "-5", "--", "-10"],
                "\(rangeText("en", "USD", "-10", "-5"))\n", "", 0
            ),
            (
                "a bad upper end", ["money", "--currency", "USD", "--to", "ninety", "10"], "",
                "Error: Invalid number 'ninety'", 64
            ),
            ("no currency", ["money", "42"], "", "Error: Missing --currency CODE", 64),
            ("no amount", ["money", "--currency", "USD"], "", "Error: Missing AMOUNT", 64),
            (
                "bad style", ["money", "--currency", "USD", "--style", "short", "1"], "",
                "Error: Invalid value 'short' for --style: expected one of spoken, icu", 64
            ),
            (
                "bad presentation", ["money", "--currency", "USD", "--presentation", "short", "1"], "",
                "Error: Invalid value 'short' for --presentation: expected one of spoken, icu", 64
            ),
        ])
    func money(_ name: String, _ arguments: [String], _ stdout: String, _ stderr: String, _ status: Int32) throws {
        try CLI.expect(arguments, stdout: stdout, stderrContains: stderr, status: status)
    }

    @Test("render: a money range with 'to'")
    func renderRange() throws {
        let run = try CLI.run(
            ["render"], stdin: #"{"id":1,"op":"money","amount":"10","to":"90","currency":"EUR","locale":"ja"}"# + "\n")
        #expect(run.status == 0)
        let expected = "{\"id\":1,\"text\":\"\(Self.rangeText("ja", "EUR", "10", "90"))\",\"locale\":\"ja\"}\n"
        #expect(run.stdout == expected)
    }

    @Test(
        "spoken number: outputs, errors and exit codes",
        arguments: [
            (
                "percent", ["number", "--style", "percent", "42", "-12.5"],
                "\(numberText("en", "percent", "42"))\n\(numberText("en", "percent", "-12.5"))\n", "", Int32(0)
            ),
            (
                "decimal by default", ["number", "--locale", "de", "1234.5"],
                "\(numberText("de", "decimal", "1234.5"))\n",
                "", 0
            ),
            (
                "compact", ["number", "--style", "compact", "1234567"], "\(numberText("en", "compact", "1234567"))\n",
                "", 0
            ),
            (
                "compact icu", ["number", "--style", "compact", "--presentation", "icu", "1234567"],
                "\(numberText("en", "compact", "1234567", "icu"))\n", "", 0
            ),
            (
                "spellout", ["number", "--style", "spellout", "--locale", "de", "22"],
                "\(numberText("de", "spellout", "22"))\n", "", 0
            ),
            (
                "ordinal feminine", ["number", "--style", "ordinal", "--locale", "fr", "--gender", "feminine", "1"],
                "\(numberText("fr", "ordinal", "1", options: ["gender": "feminine"]))\n", "", 0
            ),
            (
                "digits keep zeros", ["number", "--style", "digits", "0442"], "\(numberText("en", "digits", "0442"))\n",
                "",
                0
            ),
            (
                "bytes binary", ["number", "--style", "bytes", "--binary", "1536"],
                "\(numberText("en", "bytes", "1536", options: ["units": "binary"]))\n", "", 0
            ),
            (
                "an ordinal is whole", ["number", "--style", "ordinal", "2.5", "3"],
                "\(numberText("en", "ordinal", "3"))\n",
                "Error: Invalid number '2.5': an ordinal is a whole number", 1
            ),
            (
                "gender for percent is a usage error", ["number", "--style", "percent", "--gender", "feminine", "1"],
                "",
                "Error: Invalid gender 'feminine' for style 'percent'", 64
            ),
            (
                "unknown style", ["number", "--style", "currency", "1"], "",
                "Error: Invalid value 'currency' for --style: expected one of decimal, percent, compact", 64
            ),
        ])
    func number(_ name: String, _ arguments: [String], _ stdout: String, _ stderr: String, _ status: Int32) throws {
        try CLI.expect(arguments, stdout: stdout, stderrContains: stderr, status: status)
    }

    @Test("'-' reads standard input: line-numbered errors, the rest still printed")
    func standardInput() throws {
        let result = try CLI.run(["money", "--locale", "ja", "--currency", "JPY", "-"], stdin: "42\n\nlots\n-115\n")
        #expect(result.stdout == "\(Self.moneyText("ja", "JPY", "42"))\n\(Self.moneyText("ja", "JPY", "-115"))\n")
        #expect(
            result.stderr == "Error: Line 3: Invalid number 'lots': expected a decimal number such as 25 or -3.5\n")
        #expect(result.status == 1)
    }

    static let formatsARB = """
        {
          "@@locale": "en",
          "price": "Total: {amount}",
          "@price": {
            "placeholders": {
              "amount": {"type": "double", "format": "curency", "optionalParameters": {"name": "EUR"}}
            }
          }
        }
        """

    @Test("Lint checks Flutter's number formats: located, with the closest name and an example")
    func lintFormats() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "spoken-formats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "en.arb")
        try Self.formatsARB.write(to: file, atomically: true, encoding: .utf8)
        let lint = try CLI.run(["lint", file.path])
        #expect(lint.status == 1)
        #expect(
            lint.stdout.hasPrefix(
                "\(file.path):6:46: error: Unknown number format 'curency' for placeholder 'amount': did you mean 'currency'?"
            ), "\(lint.stdout)")
        #expect(lint.stdout.contains(#"(for example "format": "currency" or "compactLong") [invalid-metadata]"#))

        try Self.formatsARB.replacingOccurrences(of: "curency", with: "currency")
            .write(to: file, atomically: true, encoding: .utf8)
        #expect(try CLI.run(["lint", file.path]).status == 0)
        // The format speaks a number; money passed as "AMOUNT CODE" keeps its own currency.
        let number = try CLI.run(["announce", "--catalog", folder.path, "price", "amount=42.5"])
        #expect(number.stdout == "Total: \(Self.moneyText("en", "EUR", "42.50"))\n", "\(number.stderr)")
        let pounds = try CLI.run(["announce", "--catalog", folder.path, "price", "amount=200.00 GBP"])
        #expect(pounds.stdout == "Total: \(Self.moneyText("en", "GBP", "200.00"))\n", "\(pounds.stderr)")
        let typo = try CLI.run(["announce", "--catalog", folder.path, "price", "amount=200 GPB"])
        #expect(typo.status == 1)
        #expect(typo.stderr.hasPrefix("Error: Unknown currency 'GPB': did you mean 'GBP'"), "\(typo.stderr)")
        let output = folder.appending(path: "out.xcstrings")
        let convert = try CLI.run(["convert", "--to", "xcstrings", "-o", output.path, folder.path])
        #expect(convert.status == 0)
        #expect(
            convert.stderr
                == "Warning: \(file.path): 'price': the number format 'currency' of placeholder 'amount' has no String Catalog equivalent: the catalog passes the bare number, which the app formats itself; Spoken speaks it as money with the currency's name, such as 42.50 US dollars\n"
        )
    }
}
