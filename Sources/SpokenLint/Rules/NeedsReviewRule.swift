import Spoken

/// `needs-review`: a string unit in state `needs_review`: it ships, but a reviewer has not
/// confirmed it.
enum NeedsReviewRule: Spoken.LintRule {
    static let rule = DiagnosticCode.needsReview
    static let summary = "A string unit marked needs_review"
}
