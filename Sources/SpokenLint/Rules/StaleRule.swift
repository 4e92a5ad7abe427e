import Spoken

/// `stale`: an entry whose `extractionState` is `stale`: no longer found in code, kept only for
/// its translations.
enum StaleRule: Spoken.LintRule {
    static let rule = DiagnosticCode.stale
    static let summary = "An entry Xcode marked stale (no longer in the code)"
}
