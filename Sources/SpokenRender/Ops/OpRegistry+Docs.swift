import Foundation
import Spoken

extension OpRegistry {
    /// The first and last lines around the op table of README.md and the DocC article
    /// (`RenderOps.md`): everything between them is `markdownTable()`.
    package static let tableStart =
        "<!-- op table: generated from the op registry (OpRegistry.all); regenerate with UPDATE_DOCS=1 swift test --filter OpTablesTests -->"
    package static let tableEnd = "<!-- end of op table -->"

    /// The markers around README.md's one-line-per-op table (`summaryTable()`).
    package static let summaryStart =
        "<!-- ops:begin (generated from the op registry: UPDATE_DOCS=1 swift test --filter OpTablesTests) -->"
    package static let summaryEnd = "<!-- ops:end -->"

    /// One line per op for the README: its name, what it says, its CLI command. The fields are
    /// in the DocC article's full table (`markdownTable()`).
    package static func summaryTable() -> String {
        var lines = ["| Op | What it says | Command |", "| --- | --- | --- |"]
        for op in all {
            lines.append(
                "| `\(op.name)` | \(escaped(op.summary)) | \(op.command.map { "`spoken \($0)`" } ?? "—") |")
        }
        return lines.joined(separator: "\n")
    }

    /// Every op as a Markdown table: its CLI command, summary, fields (JSON names, required or
    /// default, allowed words, documentation) and error codes. README.md and the DocC article
    /// hold exactly this table (OpTablesTests).
    package static func markdownTable() -> String {
        var lines = ["| op | command | what it says | fields (besides id, op, locale, timeZone) | errors |"]
        lines.append("|---|---|---|---|---|")
        for op in all {
            let fields = op.fields.map { fieldCell($0, inForm: op.isInForm($0.name)) }.joined(separator: "; ")
            lines.append(
                "| `\(op.name)` | \(op.command.map { "`spoken \($0)`" } ?? "—") | \(escaped(op.summary)) | \(fields) | "
                    + (op.errors.isEmpty ? "—" : op.errors.map { "`\($0)`" }.joined(separator: ", ")) + " |")
        }
        return lines.joined(separator: "\n")
    }

    /// `` `width` (`full` `short` `narrow`; default `full`): full is best for speech ``.
    private static func fieldCell(_ field: OpField, inForm: Bool) -> String {
        var notes: [String] = []
        if field.required {
            notes.append(inForm ? "required, or another way to give the value" : "required")
        }
        if let values = field.values { notes.append(values.map { "`\($0)`" }.joined(separator: " ")) }
        if let value = field.defaultValue {
            var bytes: [UInt8] = []
            value.write(to: &bytes)
            notes.append("default `\(String(decoding: bytes, as: UTF8.self))`")
        }
        if let former = field.formerName { notes.append("formerly `\(former)`, still read") }
        let head = notes.isEmpty ? "`\(field.name)`" : "`\(field.name)` (\(notes.joined(separator: "; ")))"
        return head + ": " + escaped(field.doc)
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
