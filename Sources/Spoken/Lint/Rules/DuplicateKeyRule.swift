/// `duplicate-key`: a key appears twice in one object. JSON parsers silently keep one of them, so
/// a translator's fix may never be read. Reported at every later occurrence.
enum DuplicateKeyRule: CatalogRule {
    static let rule = LintRule.duplicateKey
    static let summary = "A key appears twice in one JSON object; parsers silently keep only one"

    static func check(_ context: CatalogContext, into sink: inout DiagnosticSink) {
        check(context.catalog.json.root, into: &sink)
    }

    private static func check(_ node: LocatedJSON.Node, into sink: inout DiagnosticSink) {
        switch node.value {
        case .object(let members):
            var first: [String: SourcePosition] = [:]
            for member in members {
                let key = member.key.value
                if let earlier = first[key] {
                    sink.report(rule, keyOf: member,
                                "Duplicate key '\(key)' (first at line \(earlier.line)); JSON parsers keep only one of them")
                } else {
                    first[key] = member.key.position
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
