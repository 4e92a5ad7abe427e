import Spoken

/// `printf-malformed`: in a format string (`.xcstrings`, `.strings`, `.stringsdict` values whose
/// source takes arguments), a `%` that starts no valid directive (`%$11d`, a `%` at the end), a
/// stray `%` that starts a live one by accident (`% publicacions` is `% p`, `100% complete` is
/// `% c`), `%arg` outside a substitution case, or positional and sequential directives mixed.
enum PrintfMalformedRule: Spoken.LintRule {
    static let rule = DiagnosticCode.printfMalformed
    static let summary = "A malformed or stray printf directive in a format string (%$11d, '100% complete')"

    /// Reports the problems of a value's parsed format.
    static func check(_ format: PrintfFormat, into report: (Int, String) -> Void) {
        for problem in format.problems { report(problem.offset, problem.message) }
    }
}
