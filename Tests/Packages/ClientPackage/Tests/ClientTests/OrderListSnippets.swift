import Foundation
import Spoken
import Testing

/// The order-list cell of the guide ("Your app's own words"), as an app writes it: the example
/// app catalog (Examples/OrderList/l10n) loaded into a store of its own, one `SpokenCell` per
/// label, typed parts. Expected labels are the catalog's messages filled with ICU's words
/// (Tests/Fixtures/icu-golden/order_labels.tsv, composed by compose_order_cells.py), never
/// Spoken's.
@Suite("Client: the order-list cell from the app's own catalog")
struct OrderListSnippets {
    static let catalog = Golden.folder
        .deletingLastPathComponent()  // Tests/Fixtures
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the repository
        .appendingPathComponent("Examples/OrderList/l10n")

    static let locales = [
        "ar", "cs", "de", "en", "es", "fr", "he", "hi", "ja", "ko", "pl", "pt-BR", "ru", "zh-Hans", "zh-Hant",
    ]

    static let store: CatalogStore = {
        let store = CatalogStore()
        try? store.loadOverrides(directory: catalog.path)
        return store
    }()

    /// One order of the app, decoded from its backend: the rating is optional.
    struct Order {
        var restaurant = "Burger Barn"
        var placedAt = Date(timeIntervalSince1970: 1_796_424_240)  // 2026-12-04T22:44:00Z
        var items = 2
        var total = "29.21"
        var currency = "USD"
        var eta: Duration = .seconds(5400)
        var stars: Int? = 5
    }

    /// The label of one order: seven parts, the rating's dropped when the order has none.
    static func label(_ order: Order, locale: String) throws -> String {
        let cell = try SpokenCell(
            locale: locale, timeZone: "America/New_York", now: try Instant.parse("2026-12-05T15:00:00Z"),
            catalogs: store)
        return try cell.label([
            .message(key: "order.from", arguments: ["restaurant": .string(order.restaurant)]),
            .message(key: "order.placed", arguments: ["when": order.placedAt.messageArgument]),
            .message(key: "order.items", arguments: ["count": order.items.messageArgument]),
            .value(.money(try Money(order.total, currency: order.currency))),
            .message(key: "order.arrives", arguments: ["eta": order.eta.messageArgument]),
            .message(key: "order.rated", arguments: ["stars": order.stars?.messageArgument]),
            .message(key: "order.status.delivered"),
        ])
    }

    @Test("Every language: the catalog's messages with ICU's words, the pause between", arguments: locales)
    func label(locale: String) throws {
        #expect(try Self.label(Order(), locale: locale) == Golden.row("order_labels.tsv", [locale, "full"]))
    }

    @Test("A nil rating drops its part", arguments: locales)
    func unrated(locale: String) throws {
        var order = Order()
        order.stars = nil
        #expect(try Self.label(order, locale: locale) == Golden.row("order_labels.tsv", [locale, "unrated"]))
    }

    @Test("1 hour 21 minutes in the translator's case: ru \"1 час 21 минуту\"", arguments: locales)
    func late(locale: String) throws {
        var order = Order()
        order.eta = .seconds(4860)
        #expect(try Self.label(order, locale: locale) == Golden.row("order_labels.tsv", [locale, "late"]))
    }

    @Test("An app key without the app's catalog: the error says where Spoken looked and how to load it")
    func unknownKey() throws {
        #expect {
            try CatalogStore().text(key: "order.from", locale: "en", arguments: ["restaurant": "Burger Barn"])
        } throws: { error in
            let error = error as? SpokenError
            return error?.code == .unknownKey && error?.input == "order.from"
                && error?.message.contains("not in Spoken's shipped catalogs") == true
                && error?.message.contains("CatalogStore.shared.loadOverrides(directory:)") == true
        }
    }
}
