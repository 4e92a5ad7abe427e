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
    /// For arguments used both plainly and by a sub-format (`{price}` inside `{price, plural, …}`):
    /// the pattern with the plain uses renamed too, and the names chosen. A value spoken as words
    /// when plain (money) fills the synthetic argument with them while the plural reads the
    /// number; any other value fills both alike. Nil when no argument is used both ways.
    let mixed: (pattern: String, renamed: [(name: String, argument: String)])?
    /// The options of the source's value-type placeholders (`"type": "duration"` with
    /// `"optionalParameters": {"maxUnits": 2}`), by name.
    let valueOptions: [String: ValueInputs]
    /// The presentation of the source's `DateTime` placeholders that set one (`"presentation":
    /// "relative"`), by name: a plain `{when}` of one is the `date` op's words in it.
    let datePresentations: [String: DatePresentation]
    /// The argument whose plain use starts the message (`{when} किया गया`): its relative words take
    /// the start-of-sentence form ("Yesterday"), every other the middle-of-sentence one.
    let leading: String?
    /// The arguments whose placeholder sees an instant from the request's `now` (`"type":
    /// "relative"`): given a date, such a text is only as fresh as its `now`.
    let nowArguments: [String]
    /// The arguments the source declares for the key: any other name is an unknown argument.
    let declared: [String: ArgumentRequirement]
    /// The catalog's locale: its direction decides bidi isolation.
    let supplier: SpokenLocale
    let supplierIsRightToLeft: Bool
    /// The first private-use character of the slots `MessageFormatting.markup` gives ICU in place
    /// of words: plane 15's, or plane 16's when the message's text holds one of plane 15's; nil
    /// when it holds both (such a message is not marked up).
    let slotBase: UInt32?
    /// The slots a message may have.
    static let slotCount = 0xFFFE

    init(
        key: String, pattern: String, uses: [ICUMessageFormat.ArgumentUse],
        declared: [String: ArgumentRequirement], supplier: SpokenLocale,
        formats: [String: PlaceholderFormat] = [:], datePresentations: [String: DatePresentation] = [:],
        options: [String: ValueInputs] = [:]
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
        let plainNames = Set(uses.filter { $0.kind == .simple }.map(\.name))
        let otherNames = Set(uses.filter { $0.kind != .simple }.map(\.name))
        let formatted = plainNames.filter { formats[$0] != nil }
        let mixedNames = plainNames.intersection(otherNames).subtracting(formatted)
        let synthetic = Self.syntheticNames(
            for: uses.map(\.name).filter { formatted.contains($0) || mixedNames.contains($0) },
            taken: Set(uses.map(\.name)).union(declared.keys))
        self.pattern = Self.renamingPlainUses(pattern, uses: uses, names: formatted, synthetic: synthetic)
        var spoken: [(name: String, argument: String, format: PlaceholderFormat)] = []
        var mixedRenamed: [(name: String, argument: String)] = []
        var seenSynthetic = Set<String>()
        for use in uses where use.kind == .simple && seenSynthetic.insert(use.name).inserted {
            guard let argument = synthetic[use.name] else { continue }
            if let format = formats[use.name] { spoken.append((use.name, argument, format)) }
            if mixedNames.contains(use.name) { mixedRenamed.append((use.name, argument)) }
        }
        self.spoken = spoken
        mixed =
            mixedRenamed.isEmpty
            ? nil
            : (
                Self.renamingPlainUses(
                    pattern, uses: uses, names: formatted.union(mixedNames), synthetic: synthetic),
                mixedRenamed
            )
        self.arguments = arguments
        valueOptions = options
        self.datePresentations = datePresentations
        leading = uses.first { $0.kind == .simple && pattern.hasPrefix("{\($0.name)}") }?.name
        nowArguments = arguments.compactMap { argument in
            if case .value(let placeholder) = argument.accepted, placeholder.now != nil { return argument.name }
            return datePresentations[argument.name] == .relative ? argument.name : nil
        }
        self.declared = declared
        self.supplier = supplier
        supplierIsRightToLeft = supplier.isRightToLeft
        let planes = Set(pattern.unicodeScalars.map { $0.value >> 16 }.filter { $0 >= 15 })
        slotBase = [15, 16].first { !planes.contains($0) }.map { UInt32($0) << 16 }
    }

    /// Whether the words for `values` depend on the wall clock: a date given to a placeholder that
    /// sees it from `now` ("2 hours ago"). A relative time given as a value and a unit does not.
    func dependsOnNow(_ values: [String: MessageArgument]) -> Bool {
        nowArguments.contains { name in
            if case .date = values[name] { return true }
            return false
        }
    }

    /// A name no argument has for each of `names` (`amount` → `amount_spoken`).
    static func syntheticNames(for names: [String], taken: Set<String>) -> [String: String] {
        var result: [String: String] = [:]
        var used = taken
        for name in names where result[name] == nil {
            var synthetic = name + "_spoken"
            while used.contains(synthetic) { synthetic += "_" }
            used.insert(synthetic)
            result[name] = synthetic
        }
        return result
    }

    /// The pattern with each plain use (`{amount}`) of the arguments in `names` renamed to its
    /// synthetic name.
    static func renamingPlainUses(
        _ pattern: String, uses: [ICUMessageFormat.ArgumentUse], names: Set<String>, synthetic: [String: String]
    ) -> String {
        let plain = uses.filter { $0.kind == .simple && names.contains($0.name) }
        guard !plain.isEmpty else { return pattern }
        var units = Array(pattern.utf16)
        // From the end, so earlier offsets stay valid.
        for use in plain.sorted(by: { $0.nameOffset > $1.nameOffset }) {
            let length = use.name.utf16.count
            guard let synthetic = synthetic[use.name], use.nameOffset >= 0, use.nameOffset + length <= units.count,
                Array(units[use.nameOffset..<use.nameOffset + length]) == Array(use.name.utf16)
            else { continue }
            units.replaceSubrange(use.nameOffset..<use.nameOffset + length, with: synthetic.utf16)
        }
        return String(decoding: units, as: UTF16.self)
    }
}
