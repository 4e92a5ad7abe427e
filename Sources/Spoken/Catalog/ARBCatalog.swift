import Foundation

/// How urgently VoiceOver should speak an announcement (UIAccessibilityPriority), from `x-priority`.
public enum AnnouncementPriority: String, Sendable, Hashable, CaseIterable {
    case high, `default`, low
}

/// What the source catalog (`en.arb`) says about a key in its `@key` entry.
public struct MessageMetadata: Sendable, Hashable {
    /// For translators.
    public let description: String?
    /// Declared arguments: name → ARB type (`String`, `int`, `num`, `double`, `DateTime`, …).
    public let placeholders: [String: String]
    /// `x-priority`.
    public let priority: AnnouncementPriority?
    /// `x-systemRotor`: the VoiceOver system rotor this key names.
    public let systemRotor: SystemRotor?
    /// `x-maxLength`.
    public let maxLength: Int?
    /// `x-translate` (false: the text is the same in every language, e.g. a symbol).
    public let translate: Bool
    /// `x-whitespace` (`significant`: leading/trailing spaces are part of the message).
    public let whitespace: String?

    public init(
        description: String? = nil, placeholders: [String: String] = [:],
        priority: AnnouncementPriority? = nil, systemRotor: SystemRotor? = nil, maxLength: Int? = nil,
        translate: Bool = true, whitespace: String? = nil
    ) {
        self.description = description
        self.placeholders = placeholders
        self.priority = priority
        self.systemRotor = systemRotor
        self.maxLength = maxLength
        self.translate = translate
        self.whitespace = whitespace
    }
}

/// A problem with a catalog, naming its file and, where there is one, its key.
public struct CatalogDiagnostic: Sendable, Hashable, CustomStringConvertible {
    public let file: String
    public let key: String?
    public let message: String

    public init(file: String, key: String? = nil, message: String) {
        self.file = file
        self.key = key
        self.message = message
    }

    public var description: String {
        key.map { "\(file): '\($0)': \(message)" } ?? "\(file): \(message)"
    }
}

/// One ARB file: `@@locale`, messages, and (in the source) `@key` metadata.
///
/// Parsed with Foundation's JSONSerialization: run-time loading needs values, not positions
/// (`spoken lint` has its own located parser that also reports duplicate keys).
public struct Catalog: Sendable {
    /// The tag of `@@locale` (matches the file name).
    public let locale: String
    /// Where it came from (`l10n/zh-Hans.arb`, or a path in an override directory).
    public let file: String
    public let messages: [String: String]
    public let metadata: [String: MessageMetadata]

    /// Parses ARB bytes. `file` is the path shown in diagnostics; its name (`zh-Hans.arb`) must
    /// match `@@locale`. Returns nil with at least one diagnostic when the file is unusable;
    /// bad entries are reported and left out.
    static func parse(_ data: Data, file: String) -> (Catalog?, [CatalogDiagnostic]) {
        var diagnostics: [CatalogDiagnostic] = []
        func report(_ key: String?, _ message: String) {
            diagnostics.append(CatalogDiagnostic(file: file, key: key, message: message))
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            report(nil, "Not valid JSON")
            return (nil, diagnostics)
        }
        guard let root = object as? [String: Any] else {
            report(nil, "An ARB file is a JSON object")
            return (nil, diagnostics)
        }
        let name = (file as NSString).lastPathComponent
        let stem = name.hasSuffix(".arb") ? String(name.dropLast(4)) : name
        guard let tag = root["@@locale"] as? String else {
            report("@@locale", "Missing '@@locale'")
            return (nil, diagnostics)
        }
        let fileLocale = try? SpokenLocale(stem)
        let declared = try? SpokenLocale(tag)
        guard let fileLocale, let declared else {
            report("@@locale", "Invalid locale '\(declared == nil ? tag : stem)'")
            return (nil, diagnostics)
        }
        guard fileLocale.identifier == declared.identifier else {
            report("@@locale", "Locale '\(tag)' does not match the file name '\(name)'")
            return (nil, diagnostics)
        }
        var messages: [String: String] = [:]
        var metadata: [String: MessageMetadata] = [:]
        for (key, value) in root where !key.hasPrefix("@@") {
            if key.hasPrefix("@") {
                let messageKey = String(key.dropFirst())
                guard let entry = value as? [String: Any] else {
                    report(key, "Metadata '\(key)' is not a JSON object")
                    continue
                }
                metadata[messageKey] = parseMetadata(entry, key: messageKey, report: report)
            } else if let text = value as? String {
                messages[key] = text
            } else {
                report(key, "The value of '\(key)' is not a string")
            }
        }
        return (Catalog(locale: fileLocale.identifier, file: file, messages: messages, metadata: metadata), diagnostics)
    }

    private static func parseMetadata(
        _ entry: [String: Any], key: String, report: (String?, String) -> Void
    ) -> MessageMetadata {
        var placeholders: [String: String] = [:]
        if let declared = entry["placeholders"] as? [String: Any] {
            for (name, value) in declared {
                placeholders[name] = ((value as? [String: Any])?["type"] as? String) ?? "Object"
            }
        }
        var priority: AnnouncementPriority?
        if let raw = entry["x-priority"] {
            priority = (raw as? String).flatMap(AnnouncementPriority.init(rawValue:))
            if priority == nil { report(key, "Invalid x-priority '\(raw)': expected high, default or low") }
        }
        var rotor: SystemRotor?
        if let raw = entry["x-systemRotor"] {
            rotor = (raw as? String).flatMap(SystemRotor.init(rawValue:))
            if rotor == nil { report(key, "Unknown x-systemRotor '\(raw)'") }
        }
        var maxLength: Int?
        if let raw = entry["x-maxLength"] {
            maxLength = raw as? Int
            if maxLength == nil { report(key, "Invalid x-maxLength '\(raw)': expected an integer") }
        }
        return MessageMetadata(
            description: entry["description"] as? String, placeholders: placeholders,
            priority: priority, systemRotor: rotor, maxLength: maxLength,
            translate: (entry["x-translate"] as? Bool) ?? true, whitespace: entry["x-whitespace"] as? String)
    }
}
