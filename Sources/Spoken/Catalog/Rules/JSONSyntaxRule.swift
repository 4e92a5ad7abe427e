/// `json-syntax`: the file is not valid JSON, or not a JSON object. Reported where it broke.
package enum JSONSyntaxRule: LintRule {
    package static let rule = DiagnosticCode.jsonSyntax
    package static let summary = "The file is not valid JSON (an ARB file is one JSON object)"

    package static func report(_ error: JSONSyntaxError, into sink: inout DiagnosticSink) {
        sink.report(rule, key: nil, at: error.position, error.message)
    }

    static func reportNotObject(_ root: LocatedJSON.Node, into sink: inout DiagnosticSink) {
        sink.report(
            rule, key: nil, at: root.position,
            "The top level is \(root.kindName); an ARB file must be a JSON object")
    }
}
