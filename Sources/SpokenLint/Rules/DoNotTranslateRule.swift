import Spoken

/// `do-not-translate`: translations of an entry marked `shouldTranslate: false`; they ship, but
/// the developer said the text must stay as it is.
enum DoNotTranslateRule: Spoken.LintRule {
    static let rule = DiagnosticCode.doNotTranslate
    static let summary = "A translation of an entry marked shouldTranslate: false"
}
