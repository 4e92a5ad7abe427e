/// `file-too-large`: the file is over the size limit (`LintLimits.maxFileBytes`, `spoken lint
/// --max-file-bytes`) and was not read: a hostile or mistaken file cannot take minutes and
/// gigabytes.
package enum FileTooLargeRule: LintRule {
    package static let rule = DiagnosticCode.fileTooLarge
    package static let summary = "The file is larger than the limit (--max-file-bytes, default 32 MiB) and was not read"

    static func report(size: Int, limit: Int, into sink: inout DiagnosticSink) {
        sink.report(
            rule, key: nil, at: SourcePosition(line: 1, column: 1),
            "The file is \(size) bytes, over the limit of \(limit) bytes (--max-file-bytes); it was not read")
    }
}
