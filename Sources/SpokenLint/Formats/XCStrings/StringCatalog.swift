import Spoken

/// An Xcode String Catalog (`.xcstrings`): read in file order, written back byte for byte in
/// Xcode's layout.
///
/// The catalog is its ordered JSON (`root`), so fields this library does not model (newer Xcode
/// metadata such as `generatesSymbol`) survive a round trip. `entries` is a typed view of it.
///
/// ```swift
/// let catalog = try StringCatalog(parsing: bytes, path: "Localizable.xcstrings")
/// catalog.sourceLanguage          // "en"
/// catalog.xcodeFormatted()        // the same bytes, for a file Xcode wrote
/// ```
public struct StringCatalog: Sendable, Hashable {
    public var root: OrderedJSON

    /// Reads a catalog. Throws the JSON syntax error with its position, or `notAnObject`.
    public init(parsing bytes: [UInt8], path: String) throws(StringCatalogError) {
        let json: LocatedJSON
        do {
            json = try LocatedJSON(parsing: bytes)
        } catch {
            throw StringCatalogError(
                code: .jsonSyntax, file: path, position: error.position,
                message: "'\(path)' is not valid JSON: \(error.message)")
        }
        guard json.root.members != nil else {
            throw StringCatalogError(
                code: .notAnObject, file: path, position: json.root.position,
                message: "'\(path)' holds \(json.root.kindName), not a String Catalog object")
        }
        root = OrderedJSON(json.root)
    }

    /// Throws `tooLarge` when the entries alone, each as Xcode writes it, take more than
    /// `limit` bytes: a conversion refuses a catalog too large to lint before building its JSON
    /// (for one-letter messages, several times the size of the entries). One entry's JSON at a
    /// time; the count is the file's size but for its first three and last three lines, so it
    /// never refuses a catalog that fits.
    static func checkSize(of entries: [Entry], limit: Int, file: String) throws(StringCatalogError) {
        guard limit < .max else { return }
        var scratch: [UInt8] = []
        var total = -2  // no comma after the last entry, and its line break is the footer's
        for entry in entries {
            scratch.removeAll(keepingCapacity: true)
            XcodeJSONWriter.appendMember(
                OrderedJSON.Member(entry.key, entry.json), indent: 4, limit: limit - total, into: &scratch)
            total += scratch.count + 2  // its comma and line break
            guard total <= limit else {
                throw StringCatalogError(
                    code: .tooLarge, file: file, position: SourcePosition(line: 1, column: 1),
                    message: "The String Catalog would be over \(limit) bytes")
            }
        }
    }

    /// A catalog built from typed entries, members in Xcode's order.
    public init(sourceLanguage: String, entries: [Entry], version: String = "1.0") {
        root = .object([
            .init("sourceLanguage", .string(sourceLanguage)),
            .init("strings", .object(entries.map { .init($0.key, $0.json) })),
            .init("version", .string(version)),
        ])
    }

    public var sourceLanguage: String? { root["sourceLanguage"]?.stringValue }
    public var version: String? { root["version"]?.stringValue }

    /// The entries in file order (a typed view; unknown fields are only in `root`).
    public var entries: [Entry] {
        (root["strings"]?.members ?? []).map { Entry(key: $0.key, json: $0.value) }
    }

    /// The catalog in Xcode's layout, as UTF-8 bytes (no trailing newline, as Xcode writes it).
    public func xcodeFormatted() -> [UInt8] { XcodeJSONWriter.write(root) }

    /// The same, or nil once the bytes pass `limit` (writing stops there).
    public func xcodeFormatted(limit: Int) -> [UInt8]? { XcodeJSONWriter.write(root, limit: limit) }

    // MARK: Typed model

    /// One key of the catalog.
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var comment: String?
        /// `manual`, `extracted_with_value`, `stale`, `migrated`; nil: managed by Xcode.
        public var extractionState: String?
        public var shouldTranslate: Bool?
        /// By locale, in order; empty when the key is its own source text.
        public var localizations: [(locale: String, localization: Localization)]

        public init(
            key: String, comment: String? = nil, extractionState: String? = nil, shouldTranslate: Bool? = nil,
            localizations: [(locale: String, localization: Localization)] = []
        ) {
            self.key = key
            self.comment = comment
            self.extractionState = extractionState
            self.shouldTranslate = shouldTranslate
            self.localizations = localizations
        }

        init(key: String, json: OrderedJSON) {
            self.key = key
            comment = json["comment"]?.stringValue
            extractionState = json["extractionState"]?.stringValue
            if case .bool(let flag) = json["shouldTranslate"] { shouldTranslate = flag }
            localizations = (json["localizations"]?.members ?? []).map { ($0.key, Localization(json: $0.value)) }
        }

        /// The entry as Xcode writes it (fixed fields in alphabetical order).
        var json: OrderedJSON {
            var members: [OrderedJSON.Member] = []
            if let comment { members.append(.init("comment", .string(comment))) }
            if let extractionState { members.append(.init("extractionState", .string(extractionState))) }
            if !localizations.isEmpty {
                members.append(
                    .init("localizations", .object(localizations.map { .init($0.locale, $0.localization.json) })))
            }
            if let shouldTranslate { members.append(.init("shouldTranslate", .bool(shouldTranslate))) }
            return .object(members)
        }

        public static func == (a: Entry, b: Entry) -> Bool { a.json == b.json && a.key == b.key }
        public func hash(into hasher: inout Hasher) {
            hasher.combine(key)
            hasher.combine(json)
        }
    }

    /// A localization node: a string unit, or variations by plural category or device, with
    /// substitutions at a localization's root.
    public struct Localization: Sendable, Hashable {
        public var stringUnit: StringUnit?
        public var substitutions: [(name: String, substitution: Substitution)]
        public var variations: Variations?

        /// The substitutions by name, the first of a name winning (as a lookup in the list
        /// would): build it once per localization, so that a text with thousands of `%#@name@`
        /// directives is looked up in linear time.
        public var substitutionsByName: [String: Substitution] {
            var byName: [String: Substitution] = [:]
            byName.reserveCapacity(substitutions.count)
            for item in substitutions where byName[item.name] == nil { byName[item.name] = item.substitution }
            return byName
        }

        public init(
            stringUnit: StringUnit? = nil, substitutions: [(name: String, substitution: Substitution)] = [],
            variations: Variations? = nil
        ) {
            self.stringUnit = stringUnit
            self.substitutions = substitutions
            self.variations = variations
        }

        init(json: OrderedJSON) {
            if let unit = json["stringUnit"] {
                stringUnit = StringUnit(
                    state: unit["state"]?.stringValue ?? "", value: unit["value"]?.stringValue ?? "")
            }
            substitutions = (json["substitutions"]?.members ?? []).map { ($0.key, Substitution(json: $0.value)) }
            variations = json["variations"].flatMap(Variations.init(json:))
        }

        var json: OrderedJSON {
            var members: [OrderedJSON.Member] = []
            if let stringUnit {
                members.append(
                    .init(
                        "stringUnit",
                        .object([.init("state", .string(stringUnit.state)), .init("value", .string(stringUnit.value))]))
                )
            }
            if !substitutions.isEmpty {
                members.append(
                    .init("substitutions", .object(substitutions.map { .init($0.name, $0.substitution.json) })))
            }
            if let variations { members.append(.init("variations", variations.json)) }
            return .object(members)
        }

        public static func == (a: Localization, b: Localization) -> Bool { a.json == b.json }
        public func hash(into hasher: inout Hasher) { hasher.combine(json) }
    }

    public struct StringUnit: Sendable, Hashable {
        /// `new`, `translated`, `needs_review`, `machine_translated`.
        public var state: String
        public var value: String

        public init(state: String, value: String) {
            self.state = state
            self.value = value
        }
    }

    /// Variations along one axis; cases in order.
    public enum Variations: Sendable, Hashable {
        case plural([Case])
        case device([Case])

        public struct Case: Sendable, Hashable {
            public var name: String
            public var localization: Localization

            public init(_ name: String, _ localization: Localization) {
                self.name = name
                self.localization = localization
            }
        }

        init?(json: OrderedJSON) {
            func cases(_ value: OrderedJSON?) -> [Case] {
                (value?.members ?? []).map { Case($0.key, Localization(json: $0.value)) }
            }
            if let plural = json["plural"] {
                self = .plural(cases(plural))
            } else if let device = json["device"] {
                self = .device(cases(device))
            } else {
                return nil
            }
        }

        var json: OrderedJSON {
            switch self {
            case .plural(let cases):
                .object([.init("plural", .object(cases.map { .init($0.name, $0.localization.json) }))])
            case .device(let cases):
                .object([.init("device", .object(cases.map { .init($0.name, $0.localization.json) }))])
            }
        }
    }

    /// A plural argument of a string with several: `%#@name@` in the parent, `%arg` in its cases.
    public struct Substitution: Sendable, Hashable {
        /// The 1-based argument; nil: inferred from where the parent references it.
        public var argNum: Int?
        /// The conversion without `%` (`lld`, `lf`, `@`).
        public var formatSpecifier: String
        public var plural: [Variations.Case]

        public init(argNum: Int?, formatSpecifier: String, plural: [Variations.Case]) {
            self.argNum = argNum
            self.formatSpecifier = formatSpecifier
            self.plural = plural
        }

        init(json: OrderedJSON) {
            if case .number(let text) = json["argNum"] { argNum = Int(text) }
            formatSpecifier = json["formatSpecifier"]?.stringValue ?? ""
            if case .plural(let cases)? = json["variations"].flatMap(Variations.init(json:)) {
                plural = cases
            } else {
                plural = []
            }
        }

        var json: OrderedJSON {
            var members: [OrderedJSON.Member] = []
            if let argNum { members.append(.init("argNum", .number(String(argNum)))) }
            members.append(.init("formatSpecifier", .string(formatSpecifier)))
            members.append(.init("variations", Variations.plural(plural).json))
            return .object(members)
        }
    }
}

/// Why a catalog cannot be read or converted; names the file and where it broke.
public struct StringCatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Code: String, Sendable {
        case jsonSyntax = "json-syntax"
        case notAnObject = "not-an-object"
        case invalidCatalog = "invalid-catalog"
        /// The catalog a conversion would write is over the size limit lint reads.
        case tooLarge = "too-large"
    }

    public let code: Code
    public let file: String
    public let position: SourcePosition
    public let message: String

    public init(code: Code, file: String, position: SourcePosition, message: String) {
        self.code = code
        self.file = file
        self.position = position
        self.message = message
    }

    /// `file:line:col: message`, terminal-safe and with long tokens cut, as lint prints findings.
    public var description: String { "\(file):\(position): \(SpokenError.shortenedQuotes(message))".terminalSafe }
}
