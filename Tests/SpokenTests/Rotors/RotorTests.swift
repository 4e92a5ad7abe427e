import Foundation
import Testing

@testable import Spoken

@Suite("Rotors")
struct RotorTests {
    static let systemTypes: [(key: String, type: SystemRotor)] = [
        ("rotor.images", .image), ("rotor.links", .link), ("rotor.visitedLinks", .visitedLink),
        ("rotor.headings", .heading), ("rotor.headingLevel1", .headingLevel1), ("rotor.headingLevel2", .headingLevel2),
        ("rotor.headingLevel3", .headingLevel3), ("rotor.headingLevel4", .headingLevel4),
        ("rotor.headingLevel5", .headingLevel5), ("rotor.headingLevel6", .headingLevel6),
        ("rotor.landmarks", .landmark), ("rotor.tables", .table), ("rotor.lists", .list),
        ("rotor.textFields", .textField), ("rotor.misspelledWords", .misspelledWord), ("rotor.boldText", .boldText),
        ("rotor.italicText", .italicText), ("rotor.underlineText", .underlineText),
    ]

    @Test(
        "every rotor in every shipped language has a name from its catalog; system kinds carry their type",
        arguments: ShippedCatalogTests.languages)
    func allRotors(_ language: String) throws {
        let store = CatalogStore()
        let rotors = try store.rotors(locale: SpokenLocale(language))
        #expect(rotors.count == RotorAttribute.allCases.count + Self.systemTypes.count)
        #expect(Array(rotors.prefix(8).map(\.key)) == RotorAttribute.allCases.map(\.key))
        for rotor in rotors {
            #expect(rotor.name == store.catalog(language)?.messages[rotor.key])
            #expect(rotor.locale == language)
            #expect(rotor.systemType == Self.systemTypes.first { $0.key == rotor.key }?.type)
        }
    }

    @Test("keys with or without the rotor. prefix; unknown rotors are errors naming them")
    func keys() throws {
        let store = CatalogStore()
        let locale = try SpokenLocale("zh-Hans")
        #expect(try store.rotor("headlines", locale: locale).name == "头条新闻")
        #expect(try store.rotor("rotor.images", locale: locale).name == "图片")
        #expect(try store.rotor("images", locale: locale).systemType == .image)
        #expect {
            _ = try store.rotor("rotor.nope", locale: locale)
        } throws: { ($0 as? SpokenError)?.code == .unknownKey && ($0 as? SpokenError)?.input == "rotor.nope" }
        #expect(throws: SpokenError.self) { try store.rotor("hint.dismiss", locale: locale) }
    }

    static let itemsJSON = """
        [{"id": "a1", "headline": true, "unread": true, "hasImage": false, "sender": "Alice", "category": "World"},
         {"id": "a2", "unread": true, "flagged": true},
         {"id": "a3", "headline": true, "hasImage": true, "sender": "  ", "favorite": true},
         {"id": "a4", "mentions": true, "category": null},
         {"id": "a5", "headline": true, "unread": true, "sender": "Bob"}]
        """

    @Test("manifest: each rotor's ids in item order, empty rotors left out")
    func manifest() throws {
        let items = try RotorItem.parseList(Data(Self.itemsJSON.utf8))
        let manifest = try RotorManifest(items: items, locale: SpokenLocale("zh-Hans"), store: CatalogStore())
        let expected: [(String, [String])] = [
            ("rotor.headlines", ["a1", "a3", "a5"]), ("rotor.unread", ["a1", "a2", "a5"]),
            ("rotor.withImages", ["a3"]), ("rotor.bySender", ["a1", "a5"]), ("rotor.categories", ["a1"]),
            ("rotor.favorites", ["a3"]), ("rotor.flagged", ["a2"]), ("rotor.mentions", ["a4"]),
        ]
        #expect(manifest.rotors.map(\.rotor.key) == expected.map(\.0))
        #expect(manifest.rotors.map(\.ids) == expected.map(\.1))
        #expect(manifest.rotors.first?.rotor.name == "头条新闻")
        let sparse = try RotorManifest(
            items: RotorItem.parseList(Data(#"[{"id": "x"}, {"id": "y", "unread": true}]"#.utf8)),
            locale: SpokenLocale("en"), store: CatalogStore())
        #expect(sparse.rotors.map(\.rotor.key) == ["rotor.unread"])
        // The JSON parses back to the same content.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(manifest.json.utf8)) as? [String: Any])
        let rotors = try #require(json["rotors"] as? [[String: Any]])
        #expect(rotors.map { $0["key"] as? String } == expected.map(\.0))
        #expect(rotors.map { $0["ids"] as? [String] } == expected.map(\.1))
        #expect(rotors.first?["name"] as? String == "头条新闻")
    }

    struct Step: CustomTestStringConvertible, Sendable {
        let rotor: String
        let from: String?
        let next: String?
        let previous: String?
        var testDescription: String {
            "\(rotor) from \(from ?? "nil"): next \(next ?? "nil"), previous \(previous ?? "nil")"
        }
    }

    @Test(
        "navigation: VoiceOver's search semantics, no wrap-around",
        arguments: [
            Step(rotor: "headlines", from: nil, next: "a1", previous: "a5"),
            Step(rotor: "headlines", from: "a1", next: "a3", previous: nil),
            Step(rotor: "headlines", from: "a2", next: "a3", previous: "a1"),  // a2 is not a headline
            Step(rotor: "headlines", from: "a3", next: "a5", previous: "a1"),
            Step(rotor: "rotor.headlines", from: "a5", next: nil, previous: "a3"),
            Step(rotor: "unread", from: "a3", next: "a5", previous: "a2"),
            Step(rotor: "mentions", from: "a4", next: nil, previous: nil),
            Step(rotor: "mentions", from: "a1", next: "a4", previous: nil),
            Step(rotor: "mentions", from: "a5", next: nil, previous: "a4"),
        ])
    func navigation(_ step: Step) throws {
        let manifest = try RotorManifest(
            items: RotorItem.parseList(Data(Self.itemsJSON.utf8)), locale: SpokenLocale("en"), store: CatalogStore())
        #expect(try manifest.next(on: step.rotor, from: step.from) == step.next)
        #expect(try manifest.previous(on: step.rotor, from: step.from) == step.previous)
    }

    @Test("navigation errors name the rotor or item")
    func navigationErrors() throws {
        let manifest = try RotorManifest(
            items: RotorItem.parseList(Data(Self.itemsJSON.utf8)), locale: SpokenLocale("en"), store: CatalogStore())
        #expect { try manifest.next(on: "headlines", from: "zz") } throws: { ($0 as? SpokenError)?.input == "zz" }
        #expect { try manifest.next(on: "tables", from: nil) } throws: { ($0 as? SpokenError)?.input == "tables" }
    }

    @Test(
        "invalid items are errors naming the item and attribute",
        arguments: [
            ("not json", "not valid JSON"),
            (#"{"id": "a1"}"#, "expected a JSON array"),
            (#"[1]"#, "item 1 is not an object"),
            (#"[{"headline": true}]"#, "item 1 has no 'id'"),
            (#"[{"id": "a"}, {"id": "a"}]"#, "duplicate id 'a' at item 2"),
            (#"[{"id": "a", "headline": "yes"}]"#, "'headline' of item 1 ('a') must be true or false"),
            (#"[{"id": "a", "sender": 5}]"#, "'sender' of item 1 ('a') must be a string"),
            (#"[{"id": "a", "hasImages": true}]"#, "unknown attribute 'hasImages' in item 1 ('a')"),
            (#"[{"id": "a", "hasImage": 1}]"#, "'hasImage' of item 1 ('a') must be true or false"),
            (#"[{"id": "a", "unread": true, "unread": false}]"#, "'unread' is given twice in item 1"),
            ("[{\"id\": \"a\",\n  \"unread\": tru}]", "not valid JSON (2:13"),
        ])
    func invalidItems(_ json: String, _ fragment: String) {
        #expect {
            _ = try RotorItem.parseList(Data(json.utf8))
        } throws: { error in
            guard let error = error as? SpokenError else { return false }
            return error.code == .invalidManifest && error.message.contains(fragment)
        }
    }
}
