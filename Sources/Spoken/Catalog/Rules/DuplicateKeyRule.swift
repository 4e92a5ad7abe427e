/// `duplicate-key`: a key appears twice in one object. JSON parsers silently keep one of them, so
/// a translator's fix may never be read. Reported at every later occurrence.
package enum DuplicateKeyRule: CatalogRule {
    package static let rule = DiagnosticCode.duplicateKey
    package static let summary = "A key appears twice in one JSON object; parsers silently keep only one"

    static func check(_ context: CatalogContext, into sink: inout DiagnosticSink) {
        for (member, firstLine) in context.catalog.duplicates {
            report(member, firstLine: firstLine, into: &sink)
        }
        // Nested objects (metadata, placeholders) are small: check them directly.
        for member in context.catalog.members {
            if case .object(let members) = member.value.value, !members.isEmpty { check(member.value, into: &sink) }
            if case .array = member.value.value { check(member.value, into: &sink) }
        }
    }

    private static func report(_ member: LocatedJSON.Member, firstLine: Int, into sink: inout DiagnosticSink) {
        sink.report(
            rule, keyOf: member,
            "Duplicate key '\(member.key.value)' (first at line \(firstLine)); JSON parsers keep only one of them")
    }

    package static func check(_ node: LocatedJSON.Node, into sink: inout DiagnosticSink) {
        switch node.value {
        case .object(let members) where members.count <= 8:
            // Small objects (a String Catalog has millions): compare pairwise, no hash table.
            for (index, member) in members.enumerated() {
                let key = member.key.value
                if let earlier = members[..<index].first(where: { $0.key.value == key }) {
                    report(member, firstLine: earlier.key.position.line, into: &sink)
                }
                check(member.value, into: &sink)
            }
        case .object(let members):
            var first: [String: Int] = [:]
            for member in members {
                let key = member.key.value
                if let earlier = first[key] {
                    report(member, firstLine: earlier, into: &sink)
                } else {
                    first[key] = member.key.position.line
                }
                check(member.value, into: &sink)
            }
        case .array(let elements):
            for element in elements { check(element, into: &sink) }
        default:
            break
        }
    }
}
