extension ValueType {
    /// Lists of strings as catalog arguments: a placeholder `"people": {"type": "list",
    /// "optionalParameters": {"style": "or"}}` joins a `[String]` (a JSON array in `render`, a
    /// Python list) with ICU's list format, as `SpokenListFormatter` does ("Alice, Bob, and
    /// Carol"). A catalog argument only: `label` with `style` `and` or `or` is the op and the
    /// command that join items on their own.
    public static let list = ValueType(
        name: "list",
        summary: "Join items with the locale's list words (Alice, Bob, and Carol), as ICU formats them",
        fields: [
            ValueField(ListKey.items, help: "the items, in order", valueName: "ITEM"),
            ValueField(ListKey.style, help: "and: Alice, Bob, and Carol; or: Alice, Bob, or Carol"),
        ],
        forms: [[ListKey.items.name]],
        standalone: false,
        errors: [.invalidOption],
        placeholder: ValuePlaceholder(
            type: "list", noun: "a list", list: ListKey.items.name, options: [ListKey.style.name],
            example: #"{"style": "or"}"#, sample: .list(["Alice", "Bob", "Carol"]),
            sampleWords: "Alice, Bob, or Carol",
            stringCatalogNote:
                "a String Catalog has no list format: the catalog passes it as text (%@), which the app fills with the joined words (the label op of spoken render with style and or or)"
        ),
        speak: { (request) throws(SpokenError) -> String in
            let items = try request[ListKey.items]
            guard !items.isEmpty else {
                throw SpokenError(.invalidOption, input: "", message: "A list needs at least one item")
            }
            return try SpokenListFormatter(locale: request.locale, kind: request[ListKey.style]).string(items)
        })
}

/// The list's fields, typed (`request[ListKey.style]`).
enum ListKey {
    static let items = ValueKey.strings("items")
    static let style = ValueKey.choice("style", default: SpokenListFormatter.Kind.and)
}
