import Spoken

/// `plist-syntax`: a `.strings` or `.stringsdict` file that is not a valid property list (a
/// missing `;` or quote, malformed UTF-8 or UTF-16, an unclosed element), reported where it broke.
enum PlistSyntaxRule: Spoken.LintRule {
    static let rule = DiagnosticCode.plistSyntax
    static let summary = "A .strings or .stringsdict file is not a valid property list"
}
