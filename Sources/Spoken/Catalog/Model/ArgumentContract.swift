/// One use of an argument in a message: its name and kind, and where it is (UTF-16 offset of its
/// name in the message), for located findings.
package struct ArgumentUseSite: Sendable, Hashable {
    package let name: String
    package let kind: MessageArgumentKind
    package let nameOffset: Int

    package init(name: String, kind: MessageArgumentKind, nameOffset: Int = 0) {
        self.name = name
        self.kind = kind
        self.nameOffset = nameOffset
    }
}

/// What the source message says each argument takes: the contract every translation must keep.
/// A class: built once per source message and handed to every target's check without copying.
///
/// Built once per source message from its argument uses and the placeholders its `@key`
/// declares; `mismatches(in:)` is the one answer to "does this translation's use of its arguments
/// match the source's", for catalogs loaded at run time and for `spoken lint` alike.
package final class ArgumentContract: Sendable {
    /// Argument names a message may use: the declared placeholders, else the source's uses.
    package let names: [String]
    /// Names the source message itself uses: a translation that leaves one out never says it.
    private let required: [String]
    /// Declared placeholder types and the source's uses, by name.
    private let classes: [String: ArgumentValueClass]
    /// `date` or `time`, where the source says which.
    private let dateKinds: [String: Set<MessageArgumentKind>]
    /// Names the source only ever uses as a `select` selector: their raw values are never words.
    private let selectOnly: Set<String>

    /// `declared`: the source's placeholder types by name (`@key.placeholders`). With declared
    /// placeholders, only those are arguments (the source's own undeclared uses are findings).
    /// The contract of a message without arguments or declared placeholders: one shared
    /// instance, since most messages of a catalog are plain text.
    package static let none = ArgumentContract(source: [], declared: [:])

    package init(source uses: [ArgumentUseSite], declared: [String: String]) {
        var used: [String] = []
        var classes: [String: ArgumentValueClass] = [:]
        var dateKinds: [String: Set<MessageArgumentKind>] = [:]
        for use in uses {
            if !used.contains(use.name) { used.append(use.name) }
            if classes[use.name] == nil, let valueClass = use.kind.valueClass { classes[use.name] = valueClass }
            if use.kind == .date || use.kind == .time { dateKinds[use.name, default: []].insert(use.kind) }
        }
        var names = used
        if !declared.isEmpty {
            names = used.filter { declared[$0] != nil } + declared.keys.filter { !used.contains($0) }.sorted()
            for (name, type) in declared {
                if let valueClass = ArgumentValueClass(placeholderType: type) { classes[name] = valueClass }
            }
        }
        self.names = names
        required = used.filter { names.contains($0) }
        selectOnly = Set(uses.filter { $0.kind == .select }.map(\.name)).filter { name in
            !uses.contains { $0.name == name && $0.kind != .select }
        }
        self.classes = classes
        self.dateKinds = dateKinds
    }

    /// The class an argument must take; nil where any value will do.
    package func valueClass(of name: String) -> ArgumentValueClass? { classes[name] }

    /// Every way `uses` (a translation's, or the source's own) breaks the contract, in order.
    /// `allowMissing`: names the translation may leave out without a finding (quoted away, which
    /// another rule names).
    package func mismatches(in uses: [ArgumentUseSite], allowMissing: (String) -> Bool = { _ in false })
        -> [ArgumentMismatch]
    {
        var result: [ArgumentMismatch] = []
        let usedNames = uses.map(\.name)
        let missing = required.filter { !usedNames.contains($0) && !allowMissing($0) }
        let hasUnknown = usedNames.contains { !names.contains($0) }
        // A renamed placeholder ({itme} for {item}) is one defect: reported at the unknown name.
        if !hasUnknown { result += missing.map { .missing(name: $0) } }
        var reported: Set<String> = []
        for use in uses where !reported.contains(use.name) {
            guard names.contains(use.name) else {
                reported.insert(use.name)
                result.append(.unknown(use, expected: names, missing: missing))
                continue
            }
            if use.kind == .simple, selectOnly.contains(use.name),
                !uses.contains(where: { $0.name == use.name && $0.kind == .select })
            {
                // "female hat geantwortet": the selector's value spoken as if it were words.
                reported.insert(use.name)
                result.append(.rawSelector(use))
                continue
            }
            guard let actual = use.kind.valueClass, let expected = classes[use.name] else { continue }
            if actual != expected {
                reported.insert(use.name)
                result.append(.wrongClass(use, expected: expected))
            } else if use.kind == .date || use.kind == .time, let kinds = dateKinds[use.name], !kinds.contains(use.kind)
            {
                // Same value, other words: a date where the source speaks a time of day.
                reported.insert(use.name)
                result.append(.otherDateKind(use, source: kinds.contains(.date) ? .date : .time))
            }
        }
        // One argument used as two classes in one message can never format.
        var seen: [String: ArgumentValueClass] = [:]
        for use in uses where !reported.contains(use.name) {
            guard let valueClass = use.kind.valueClass else { continue }
            if let first = seen[use.name], first != valueClass {
                reported.insert(use.name)
                result.append(.conflicting(use))
            } else {
                seen[use.name] = valueClass
            }
        }
        return result
    }
}

/// One way a message's arguments differ from its source's (`placeholder-mismatch`).
package enum ArgumentMismatch: Sendable, Hashable, CustomStringConvertible {
    /// The source uses the argument; this message never does (a count never heard).
    case missing(name: String)
    /// The message uses an argument the source does not have.
    case unknown(ArgumentUseSite, expected: [String], missing: [String])
    /// The message's use takes another class of value than the source passes.
    case wrongClass(ArgumentUseSite, expected: ArgumentValueClass)
    /// A date spoken as a time of day, or the reverse.
    case otherDateKind(ArgumentUseSite, source: MessageArgumentKind)
    /// The message uses one argument as two classes of value.
    case conflicting(ArgumentUseSite)
    /// The message speaks an argument the source only selects on (`{gender}` for a `select`).
    case rawSelector(ArgumentUseSite)

    /// Where in the message the finding points (UTF-16 offset; 0 for a missing argument).
    package var offset: Int {
        switch self {
        case .missing: 0
        case .unknown(let use, _, _), .wrongClass(let use, _), .otherDateKind(let use, _), .conflicting(let use),
            .rawSelector(let use):
            use.nameOffset
        }
    }

    package var description: String {
        switch self {
        case .missing(let name):
            return "Missing placeholder '{\(name)}': the source message uses it"
        case .unknown(let use, let expected, let missing):
            let names = Set(expected).sorted().map { "{\($0)}" }.joined(separator: ", ")
            let missingHere =
                missing.isEmpty ? "" : " (\(missing.map { "{\($0)}" }.joined(separator: ", ")) missing here)"
            return
                "Unknown placeholder '{\(use.name)}': the source has \(names.isEmpty ? "no placeholders" : names)\(missingHere)"
        case .wrongClass(let use, let expected):
            let actual = use.kind.valueClass?.withArticle ?? "a value"
            let only = expected.valuePlaceholder.map { _ in " (write it as a plain {\(use.name)})" } ?? ""
            return
                "'{\(use.name)}' is \(use.kind.withArticle) argument here, which takes \(actual), but the source passes \(expected.withArticle)\(only)"
        case .otherDateKind(let use, let source):
            return
                "'{\(use.name)}' is \(use.kind.withArticle) argument here but \(source.withArticle) argument in the source"
        case .conflicting(let use):
            return "'{\(use.name)}' is used as different kinds of value in one message"
        case .rawSelector(let use):
            return
                "'{\(use.name)}' is spoken as its raw value here, but the source only selects words with it ({\(use.name), select, …})"
        }
    }
}
