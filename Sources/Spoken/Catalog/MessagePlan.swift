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
    let pattern: String
    /// Distinct arguments in pattern order.
    let arguments: [Argument]
    /// The arguments the source declares for the key: any other name is an unknown argument.
    let declared: [String: ArgumentRequirement]
    /// The catalog's locale: its direction decides bidi isolation.
    let supplier: SpokenLocale
    let supplierIsRightToLeft: Bool

    init(
        key: String, pattern: String, uses: [ICUMessageFormat.ArgumentUse],
        declared: [String: ArgumentRequirement], supplier: SpokenLocale
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
        self.pattern = pattern
        self.arguments = arguments
        self.declared = declared
        self.supplier = supplier
        supplierIsRightToLeft = supplier.isRightToLeft
    }
}
