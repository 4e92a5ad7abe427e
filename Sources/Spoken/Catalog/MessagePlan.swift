/// Everything about one catalog message that does not depend on the request, worked out once
/// per catalog set.
struct MessagePlan: Sendable {
    struct Argument: Sendable {
        let name: String
        /// How this translation uses it (`any` for a plain `{name}`).
        let use: ArgumentRequirement
        /// What a value must be: the use combined with the source's declaration.
        let accepted: ArgumentRequirement
    }

    let key: String
    /// The pattern ICU compiles: the message, with the plain uses of a formatted placeholder
    /// renamed (see `spoken`).
    let pattern: String
    /// Distinct arguments in pattern order.
    let arguments: [Argument]
    /// Placeholders the source gives a Flutter number format (`"format": "currency"`): each plain
    /// `{amount}` is renamed in `pattern` to the synthetic argument named here, filled with the
    /// format's spoken words, while `{amount, plural, …}` still reads the number.
    let spoken: [(name: String, argument: String, format: PlaceholderFormat)]
    /// The arguments the source declares for the key: any other name is an unknown argument.
    let declared: [String: ArgumentRequirement]
    /// The catalog's locale: its direction decides bidi isolation.
    let supplier: SpokenLocale
    let supplierIsRightToLeft: Bool

    init(
        key: String, pattern: String, uses: [ICUMessageFormat.ArgumentUse],
        declared: [String: ArgumentRequirement], supplier: SpokenLocale,
        formats: [String: PlaceholderFormat] = [:]
    ) {
        let requirements = ArgumentRequirement.of(uses)
        var seen = Set<String>()
        var arguments: [Argument] = []
        for use in uses where seen.insert(use.name).inserted {
            let requirement = requirements[use.name] ?? .any
            arguments.append(
                Argument(
                    name: use.name, use: requirement, accepted: requirement.combined(with: declared[use.name] ?? .any)))
        }
        self.key = key
        let (rewritten, spoken) = Self.renamingPlainUses(pattern, uses: uses, formats: formats, declared: declared)
        self.pattern = rewritten
        self.spoken = spoken
        self.arguments = arguments
        self.declared = declared
        self.supplier = supplier
        supplierIsRightToLeft = supplier.isRightToLeft
    }

    /// The pattern with each plain use (`{amount}`) of a formatted placeholder renamed to a name no
    /// argument has (`{amount_spoken}`), and the names chosen.
    static func renamingPlainUses(
        _ pattern: String, uses: [ICUMessageFormat.ArgumentUse], formats: [String: PlaceholderFormat],
        declared: [String: ArgumentRequirement]
    ) -> (String, [(name: String, argument: String, format: PlaceholderFormat)]) {
        let plain = uses.filter { $0.kind == .simple && formats[$0.name] != nil }
        guard !plain.isEmpty else { return (pattern, []) }
        let taken = Set(uses.map(\.name)).union(declared.keys)
        var renamed: [String: String] = [:]
        var spoken: [(name: String, argument: String, format: PlaceholderFormat)] = []
        for use in plain where renamed[use.name] == nil {
            var synthetic = use.name + "_spoken"
            while taken.contains(synthetic) || renamed.values.contains(synthetic) { synthetic += "_" }
            renamed[use.name] = synthetic
            if let format = formats[use.name] { spoken.append((use.name, synthetic, format)) }
        }
        var units = Array(pattern.utf16)
        // From the end, so earlier offsets stay valid.
        for use in plain.sorted(by: { $0.nameOffset > $1.nameOffset }) {
            let length = use.name.utf16.count
            guard let synthetic = renamed[use.name], use.nameOffset >= 0, use.nameOffset + length <= units.count,
                Array(units[use.nameOffset..<use.nameOffset + length]) == Array(use.name.utf16)
            else { continue }
            units.replaceSubrange(use.nameOffset..<use.nameOffset + length, with: synthetic.utf16)
        }
        return (String(decoding: units, as: UTF16.self), spoken)
    }
}
