import Spoken

/// Turns one ICU message (an ARB value) into the printf text a String Catalog holds: `{name}`
/// becomes a positional specifier (`%1$@`, `%2$lld` for int, `%2$lf` for num), `#` the count's
/// specifier, ICU quoting is undone and `%` doubled when the entry takes arguments. A top-level
/// plural becomes plural variations, several plurals (or a plural beside other numbers)
/// substitutions. What printf cannot say (`select`, skeletons, dates, explicit `=N` cases other
/// than `=0`) is reported, never guessed.
struct ICUMessageConverter {
    /// The entry's arguments in order (index = position + 1) with their ARB placeholder type.
    let arguments: [(name: String, type: String?)]
    /// Doubles `%` (the entry is a format string).
    let escapesPercent: Bool
    /// The locale's cardinal rules: `=N` becomes the category that holds only N (en `=1` → `one`).
    var pluralRules: ICUPluralRules? = nil
    /// Each argument's index (position + 1) and type by name, the first of a name winning: one
    /// lookup per use, so a message with thousands of arguments converts in linear time.
    private let byName: [String: (index: Int, type: String?)]

    init(arguments: [(name: String, type: String?)], escapesPercent: Bool) {
        self.arguments = arguments
        self.escapesPercent = escapesPercent
        var byName: [String: (index: Int, type: String?)] = [:]
        byName.reserveCapacity(arguments.count)
        for (offset, argument) in arguments.enumerated() where byName[argument.name] == nil {
            byName[argument.name] = (offset + 1, argument.type)
        }
        self.byName = byName
    }

    indirect enum Node {
        case text(String)
        case pound
        case argument(name: String, style: String?)
        case plural(name: String, cases: [(selector: String, explicit: Double?, nodes: [Node])], hasOffset: Bool)
        case select(name: String)
    }

    enum Failure: Error, Sendable, Hashable {
        case syntax(String)
        case unsupported(String)

        /// Why, in words, whichever kind it is.
        var reason: String {
            switch self {
            case .syntax(let text), .unsupported(let text): text
            }
        }
    }

    // MARK: Parsing with ICU

    static func parse(_ text: String) throws(Failure) -> [Node] {
        let units = Array(text.utf16)
        let result = units.withUnsafeBufferPointer { ICUMessagePattern.parse($0) }
        let parts: [MessagePart]
        switch result {
        case .success(let value): parts = value
        case .failure(let failure): throw .syntax("ICU cannot parse it (\(failure.name) at \(failure.offset))")
        }
        guard !parts.isEmpty else { return [.text(text)] }
        var index = 0
        return message(parts, units, &index)
    }

    /// The nodes of the message starting at `parts[index]` (a msgStart); leaves `index` on its limit.
    private static func message(_ parts: [MessagePart], _ units: [UInt16], _ index: inout Int) -> [Node] {
        var nodes: [Node] = []
        var literal: [UInt16] = []
        let limit = min(max(parts[index].limit, index), parts.count - 1)
        var cursor = parts[index].end
        func flush() {
            if !literal.isEmpty { nodes.append(.text(String(decoding: literal, as: UTF16.self))) }
            literal.removeAll()
        }
        index += 1
        while index <= limit {
            let part = parts[index]
            switch part.kind {
            case .msgLimit:
                literal.append(contentsOf: units[min(cursor, part.index)..<part.index])
                flush()
                return nodes
            case .skipSyntax:
                literal.append(contentsOf: units[min(cursor, part.index)..<part.index])
                cursor = part.end
            case .insertChar:
                literal.append(contentsOf: units[min(cursor, part.index)..<part.index])
                literal.append(0x27)
                cursor = part.index
            case .replaceNumber:
                literal.append(contentsOf: units[min(cursor, part.index)..<part.index])
                flush()
                nodes.append(.pound)
                cursor = part.end
            case .argStart:
                literal.append(contentsOf: units[min(cursor, part.index)..<part.index])
                flush()
                nodes.append(argument(parts, units, &index))
                cursor = parts[index].end
            default:
                break
            }
            index += 1
        }
        flush()
        return nodes
    }

    private static func argument(_ parts: [MessagePart], _ units: [UInt16], _ index: inout Int) -> Node {
        let start = parts[index]
        let limit = min(max(start.limit, index), parts.count - 1)
        func text(_ part: MessagePart) -> String { String(decoding: units[part.index..<part.end], as: UTF16.self) }
        var name = ""
        var style: String?
        var cases: [(String, Double?, [Node])] = []
        var hasOffset = false
        var selector: (String, Double?)?
        index += 1
        while index < limit {
            let part = parts[index]
            switch part.kind {
            case .argName, .argNumber: name = text(part)
            case .argType: style = text(part)
            case .argStyle:
                style = (style ?? "") + ", " + text(part).split(separator: " ").joined(separator: " ")
            case .argSelector: selector = (text(part), nil)
            case .argInt, .argDouble:
                if selector != nil { selector!.1 = part.numeric } else { hasOffset = true }
            case .msgStart:
                let nodes = message(parts, units, &index)
                if let selector { cases.append((selector.0, selector.1, nodes)) }
                selector = nil
            default:
                break
            }
            index += 1
        }
        index = limit
        switch start.argType {
        case .plural: return .plural(name: name, cases: cases.map { ($0.0, $0.1, $0.2) }, hasOffset: hasOffset)
        case .select, .selectOrdinal, .choice: return .select(name: name)
        default: return .argument(name: name, style: style)
        }
    }

    // MARK: Rendering

    /// The argument's printf conversion: `lld` for int, `lf` for num/double, else `@`.
    func conversion(_ name: String) -> String {
        switch byName[name]?.type {
        case "int": "lld"
        case "num", "double": "lf"
        default: "@"
        }
    }

    func index(_ name: String) -> Int? { byName[name]?.index }

    /// `%2$lld` (or `%lld` when the entry has one argument).
    func specifier(_ name: String, conversion: String? = nil) throws(Failure) -> String {
        guard let index = index(name) else { throw .unsupported("the argument '\(name)' is not in the source message") }
        let conversion = conversion ?? self.conversion(name)
        return arguments.count > 1 ? "%\(index)$\(conversion)" : "%\(conversion)"
    }

    /// Renders nodes with `#` as `pound` (the count's specifier, or `%arg`).
    func render(_ nodes: [Node], pound: String?) throws(Failure) -> String {
        var out = ""
        for node in nodes {
            switch node {
            case .text(let text): out += escapesPercent ? text.replacing("%", with: "%%") : text
            case .pound:
                guard let pound else { throw .unsupported("'#' outside a plural") }
                out += pound
            case .argument(let name, let style):
                switch style {
                case nil:
                    out += try specifier(name)
                case "number"?, "number, integer"?:
                    let type = byName[name]?.type
                    out += try specifier(
                        name, conversion: style == "number, integer" || type == "int" ? "lld" : "lf")
                case let style?:
                    throw .unsupported("'{\(name), \(style)}' has no printf equivalent")
                }
            case .plural(let name, _, _):
                throw .unsupported("the plural '\(name)' is nested in another plural")
            case .select(let name):
                throw .unsupported("'\(name)' is a select, which String Catalogs cannot express")
            }
        }
        return out
    }

    /// The localization for a message.
    func localization(_ text: String, notes: inout [String]) throws(Failure) -> StringCatalog.Localization {
        let nodes = try Self.parse(text)
        let plurals = nodes.enumerated().compactMap { offset, node -> Int? in
            if case .plural = node { return offset }
            return nil
        }
        func unit(_ value: String) -> StringCatalog.Localization {
            StringCatalog.Localization(stringUnit: .init(state: "translated", value: value))
        }
        if plurals.isEmpty { return unit(try render(nodes, pound: nil)) }
        let numeric = arguments.filter { conversion($0.name) != "@" }.count
        if plurals.count == 1, numeric <= 1, case .plural(let name, let cases, let hasOffset) = nodes[plurals[0]] {
            // One plural, the only number: variations with the surrounding text in every case.
            guard !hasOffset else { throw .unsupported("the plural '\(name)' has an offset") }
            let prefix = Array(nodes[..<plurals[0]])
            let suffix = Array(nodes[(plurals[0] + 1)...])
            let count = try specifier(name, conversion: conversion(name) == "@" ? "lld" : nil)
            var variations: [StringCatalog.Variations.Case] = []
            for item in categories(name, cases, notes: &notes) {
                let value = try render(prefix + item.nodes + suffix, pound: count)
                variations.append(.init(item.category, unit(value)))
            }
            return StringCatalog.Localization(variations: .plural(variations))
        }
        // Several plurals, or numbers beside the plural: substitutions with argNum. The text
        // between plurals is rendered run by run and each reference appended as it comes (no
        // marker in the text that message text could forge, no search and replace).
        var value = ""
        var run: [Node] = []
        var substitutions: [(name: String, substitution: StringCatalog.Substitution)] = []
        // A substitution's name is a key of its localization: an argument's second plural
        // ("{c, plural, …} in {c, plural, …}") gets `c_2`, which still reads argument c (argNum),
        // so the way back to ARB names it c again.
        var taken = Set(arguments.map(\.name))
        var uses: [String: Int] = [:]
        for node in nodes {
            guard case .plural(let name, let cases, let hasOffset) = node else {
                run.append(node)
                continue
            }
            guard !hasOffset else { throw .unsupported("the plural '\(name)' has an offset") }
            guard let argNum = index(name) else {
                throw .unsupported("the argument '\(name)' is not in the source message")
            }
            var variations: [StringCatalog.Variations.Case] = []
            for item in categories(name, cases, notes: &notes) {
                variations.append(.init(item.category, unit(try render(item.nodes, pound: "%arg"))))
            }
            let format = conversion(name) == "@" ? "lld" : conversion(name)
            uses[name, default: 0] += 1
            var key = name
            if uses[name]! > 1 {
                var suffix = uses[name]!
                while !taken.insert("\(name)_\(suffix)").inserted { suffix += 1 }
                key = "\(name)_\(suffix)"
            }
            substitutions.append(
                (key, StringCatalog.Substitution(argNum: argNum, formatSpecifier: format, plural: variations)))
            value += try render(run, pound: nil) + "%\(argNum)$#@\(key)@"
            run = []
        }
        value += try render(run, pound: nil)
        substitutions.sort { OrderedJSON.xcodeOrders($0.name, before: $1.name) }
        return StringCatalog.Localization(
            stringUnit: .init(state: "translated", value: value), substitutions: substitutions)
    }

    /// Plural cases as String Catalog categories: keywords as they are, `=0` as `zero`; other
    /// explicit values have no equivalent: they are left out and noted. Categories in Xcode's
    /// order for map keys (caseless).
    private func categories(
        _ name: String, _ cases: [(selector: String, explicit: Double?, nodes: [Node])], notes: inout [String]
    ) -> [(category: String, nodes: [Node])] {
        var result: [(category: String, nodes: [Node])] = []
        for item in cases {
            if let explicit = item.explicit {
                if explicit == 0 {
                    if !cases.contains(where: { $0.selector == "zero" }) { result.append(("zero", item.nodes)) }
                    continue
                }
                // ICU picks `=N` before any category: a category that holds only N never speaks
                // its own text, so it takes the `=N` text (the same words for every number).
                // Integers only: ICU's samples do not list every decimal (he `one` also holds 0.5).
                guard conversion(name) != "lf",
                    let category = pluralRules?.ordered.first(where: { pluralRules?.samples[$0] == [explicit] })
                else {
                    notes.append(
                        "the case '\(item.selector)' of the plural '\(name)' has no String Catalog equivalent; left out"
                    )
                    continue
                }
                result.removeAll { $0.category == category }
                result.append((category, item.nodes))
            } else if !result.contains(where: { $0.category == item.selector }) {
                result.append((item.selector, item.nodes))
            }
        }
        return result.sorted { OrderedJSON.xcodeOrders($0.category, before: $1.category) }
    }
}
