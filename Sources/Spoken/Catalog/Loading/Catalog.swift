/// A problem with a catalog: the same located value `spoken lint` reports.
public typealias CatalogDiagnostic = Diagnostic

/// One ARB file: `@@locale`, messages, and (in the source) `@key` metadata.
///
/// Read with lint's own reader and rules (`ARBLinter`): a file the loader refuses is one that
/// `spoken lint` fails, with the same diagnostics, and a message with an error is never served.
public struct Catalog: Sendable {
    /// The tag of `@@locale` (the file name's locale).
    public let locale: String
    /// Where it came from (`l10n/zh-Hans.arb`, or a path in an override directory).
    public let file: String
    public let messages: [String: String]
    public let metadata: [String: MessageMetadata]
    /// Each message's argument uses, as ICU's MessagePattern parsed them when the file was read
    /// (the run time compiles a message only when it is first spoken).
    let uses: [String: [ArgumentUseSite]]

    init(
        locale: String, file: String, messages: [String: String], metadata: [String: MessageMetadata],
        uses: [String: [ArgumentUseSite]]
    ) {
        self.locale = locale
        self.file = file
        self.messages = messages
        self.metadata = metadata
        self.uses = uses
    }

    /// The messages of a checked file that have no error, or nil when the file is unusable as a
    /// catalog (not JSON, no valid `@@locale`).
    init?(_ checked: ARBLinter.Checked, file: String) {
        guard let catalog = checked.catalog, let locale = checked.locale else { return nil }
        var messages: [String: String] = [:]
        var uses: [String: [ArgumentUseSite]] = [:]
        messages.reserveCapacity(checked.uses.count)
        uses.reserveCapacity(checked.uses.count)
        for (index, message) in catalog.messages.enumerated() {
            guard let used = checked.uses[index], let literal = message.literal else { continue }
            messages[message.key] = literal.value
            uses[message.key] = used
        }
        self.init(locale: locale.identifier, file: file, messages: messages, metadata: catalog.metadata, uses: uses)
    }
}
