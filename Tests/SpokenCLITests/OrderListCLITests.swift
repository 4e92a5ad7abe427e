import Foundation
import Spoken
import TestSupport
import Testing

/// The example app catalog (Examples/OrderList) over `spoken render --catalog` and `spoken lint`,
/// as the guide "Your app's own words" shows them. Expected labels are the catalog's messages
/// filled with ICU's words (Tests/Fixtures/icu-golden/order_labels.tsv), not Spoken's.
@Suite("CLI: the example app catalog")
struct OrderListCLITests {
    /// The response objects of `spoken render --catalog` over the example catalog, one per line
    /// (the run must exit 0).
    static func render(_ lines: [String]) throws -> [[String: Any]] {
        let result = try CLI.run(
            ["render", "--catalog", OrderListExample.catalog], stdin: lines.joined(separator: "\n") + "\n",
            workingDirectory: Repository.root)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? [:]
        }
    }

    @Test("lint --strict passes the example catalog")
    func lint() throws {
        let result = try CLI.run(["lint", "--strict", OrderListExample.catalog], workingDirectory: Repository.root)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "15 files, 135 messages: 0 errors, 0 warnings\n")
    }

    @Test("render --catalog: one cell line per label, 15 languages, a null rating drops its part")
    func cells() throws {
        let locales = OrderListExample.labels.keys.sorted()
        #expect(locales.count == 15)
        var lines: [String] = []
        var expected: [String] = []
        for locale in locales {
            for variant in OrderListExample.variants {
                lines.append(OrderListExample.request(locale: locale, variant: variant, id: lines.count + 1))
                expected.append(OrderListExample.labels[locale]?[variant] ?? "missing golden row")
            }
        }
        let responses = try Self.render(lines)
        #expect(responses.count == expected.count)
        for (index, response) in responses.enumerated() where index < expected.count {
            #expect(response["text"] as? String == expected[index], "\(lines[index])")
            #expect(response["error"] == nil)
        }
    }

    @Test("render --catalog: one cells line per language, its rows the three orders, each label the golden one")
    func rows() throws {
        let locales = OrderListExample.labels.keys.sorted()
        let parts =
            #"[{"key":"order.from","args":{"restaurant":{"row":"restaurant"}}},"#
            + #"{"key":"order.placed","args":{"when":"2026-12-04T22:44:00Z"}},{"key":"order.items","args":{"count":2}},"#
            + #"{"op":"money","amount":{"row":"total"},"currency":"USD"},{"key":"order.arrives","args":{"eta":{"row":"eta"}}},"#
            + #"{"key":"order.rated","args":{"stars":{"row":"stars"}}},{"key":{"row":"status"}}]"#
        let rows = OrderListExample.variants.map { variant in
            #"{"restaurant":"Burger Barn","total":"29.21","eta":\#(OrderListExample.eta(variant: variant)),"#
                + #""stars":\#(variant == "unrated" ? "null" : "5"),"status":"order.status.delivered"}"#
        }
        let lines = locales.enumerated().map { index, locale in
            #"{"id":\#(index),"op":"cells","locale":"\#(locale)","timeZone":"America/New_York","now":"2026-12-05T15:00:00Z","#
                + #""parts":\#(parts),"rows":[\#(rows.joined(separator: ","))]}"#
        }
        let responses = try Self.render(lines)
        #expect(responses.count == locales.count)
        for (index, response) in responses.enumerated() where index < locales.count {
            let expected = OrderListExample.variants.map { OrderListExample.labels[locales[index]]?[$0] ?? "missing" }
            #expect(response["texts"] as? [String] == expected, "\(locales[index]): \(response)")
        }
    }

    @Test("An app key: without its catalog the error says where Spoken looked and how to add it; with it, where")
    func unknownKey() throws {
        let request = OrderListExample.request(locale: "en", variant: "full")
        let without = try CLI.run(["render"], stdin: request + "\n")
        #expect(
            without.stdout.contains(
                #""code":"unknown-key","message":"Unknown key 'order.from': not in Spoken's shipped catalogs. An app's own keys need its catalog (a directory of .arb files with the source en.arb): load it with --catalog DIR (spoken), Spoken(catalog=DIR) (Python) or CatalogStore.shared.loadOverrides(directory:) (Swift) (in part 1)""#
            ), "\(without.stdout)")
        let announce = try CLI.run(["announce", "order.from", "restaurant=Burger Barn"])
        #expect(announce.status == 1)
        #expect(announce.stderr.hasPrefix("Error: Unknown key 'order.from': not in Spoken's shipped catalogs."))
        let missing = try CLI.run(
            ["announce", "--catalog", OrderListExample.catalog, "order.status.lost"],
            workingDirectory: Repository.root)
        #expect(
            missing.stderr
                == "Error: Unknown key 'order.status.lost': neither Spoken's shipped catalogs nor the app's catalog 'Examples/OrderList/l10n' have it. Add the key to the app's source catalog (en.arb) and its translations there\n"
        )
    }
}

/// The table of placeholder types (PlaceholderTypes.md) over `render --catalog`: each row's example
/// message in an app catalog, its argument as the table writes it in `args`, its words.
@Suite("CLI: the placeholder types' examples over render")
struct PlaceholderTypesCLITests {
    @Test("Each row's render argument speaks the row's words")
    func examples() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "placeholder-types-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var entries: [String] = [#""@@locale": "en""#]
        var lines: [String] = []
        let rows = PlaceholderTypeDoc.all
        for (index, row) in rows.enumerated() {
            let message = String(decoding: try JSONEncoder().encode(row.example.message), as: UTF8.self)
            entries.append(#""example.k\#(index)": \#(message)"#)
            entries.append(
                #""@example.k\#(index)": {"placeholders": {"\#(row.example.name)": \#(row.example.metadata)}}"#)
            lines.append(
                #"{"id":\#(index),"op":"announce","key":"example.k\#(index)","now":"2026-11-29T12:50:00Z","args":{"\#(row.example.name)":\#(row.example.json)}}"#
            )
        }
        try Data(("{" + entries.joined(separator: ",\n") + "}").utf8).write(to: folder.appending(path: "en.arb"))
        let result = try CLI.run(
            ["render", "--catalog", folder.path, "--locale", "en-US"], stdin: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        let responses = result.stdout.split(separator: "\n").map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? [:]
        }
        #expect(responses.count == rows.count)
        for (index, response) in responses.enumerated() where index < rows.count {
            #expect(response["text"] as? String == rows[index].example.words, "\(lines[index]): \(response)")
        }
    }
}
