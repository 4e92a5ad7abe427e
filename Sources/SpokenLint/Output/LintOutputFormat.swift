import Spoken

/// How `spoken lint` prints a report.
public enum LintOutputFormat: String, Sendable, CaseIterable {
    /// `file:line:col: error|warning: message [rule]`, one per line, then a summary line.
    case text
    /// `{"version":1,"diagnostics":[…],"summary":{…}}`.
    case json
    /// SARIF 2.1.0, for code-scanning tools.
    case sarif
}

extension LintReport {
    /// The report in a format. `color` adds ANSI colours to text output (for terminals).
    public func rendered(as format: LintOutputFormat, color: Bool = false) -> String {
        switch format {
        case .text: textOutput(color: color)
        case .json: jsonOutput()
        case .sarif: sarifOutput()
        }
    }

    func textOutput(color: Bool) -> String {
        var lines: [String] = []
        for diagnostic in diagnostics {
            // Paths and messages (which quote keys) with controls made visible: one line each.
            let location = "\(diagnostic.file.terminalSafe):\(diagnostic.line):\(diagnostic.column):"
            let severity = diagnostic.severity.rawValue
            let message = diagnostic.message.terminalSafe
            let locale = diagnostic.locale.map { " [\($0.terminalSafe)]" } ?? ""
            if color {
                let tint = diagnostic.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[1;33m"
                lines.append(
                    "\u{1B}[1m\(location)\u{1B}[0m \(tint)\(severity):\u{1B}[0m \(message)\(locale) \u{1B}[2m[\(diagnostic.rule.rawValue)]\u{1B}[0m"
                )
            } else {
                lines.append("\(location) \(severity): \(message)\(locale) [\(diagnostic.rule.rawValue)]")
            }
        }
        for omission in omitted {
            lines.append(
                "\(omission.file.terminalSafe): \(omission.count) more diagnostic\(omission.count == 1 ? "" : "s") not shown (\(omission.errors) error\(omission.errors == 1 ? "" : "s"), \(omission.warnings) warning\(omission.warnings == 1 ? "" : "s"))"
            )
        }
        var summary =
            "\(files) file\(files == 1 ? "" : "s"), \(messages) message\(messages == 1 ? "" : "s"): \(errorCount) error\(errorCount == 1 ? "" : "s"), \(warningCount) warning\(warningCount == 1 ? "" : "s")"
        if let embeddedSource {
            summary +=
                " (compared with the source embedded in spoken: \(embeddedSource.split(separator: "/").last ?? ""))"
        }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    func jsonOutput() -> String {
        var writer = JSONWriter(pretty: true)
        writer.beginObject()
        writer.int("version", 1)
        writer.beginArray("diagnostics")
        for diagnostic in diagnostics {
            writer.beginObject()
            writer.string("file", diagnostic.file)
            writer.int("line", diagnostic.line)
            writer.int("column", diagnostic.column)
            writer.string("severity", diagnostic.severity.rawValue)
            writer.string("rule", diagnostic.rule.rawValue)
            writer.string("key", diagnostic.key)
            if diagnostic.hasLocaleField { writer.string("locale", diagnostic.locale) }
            writer.string("message", diagnostic.message)
            // For the app's developer: the API that says the value (translators read `message`).
            if let hint = diagnostic.hint { writer.string("hint", hint) }
            writer.endObject()
        }
        writer.endArray()
        writer.beginObject("summary")
        writer.int("files", files)
        writer.int("messages", messages)
        writer.int("errors", errorCount)
        writer.int("warnings", warningCount)
        // Only when they apply, so reports of ordinary runs keep their shape.
        if !omitted.isEmpty { writer.int("omitted", omitted.reduce(0) { $0 + $1.count }) }
        if let embeddedSource { writer.string("source", embeddedSource) }
        writer.endObject()
        writer.endObject()
        return writer.output + "\n"
    }

    /// SARIF 2.1.0: one run of the `spoken-lint` driver declaring every rule, one result per
    /// diagnostic. Columns are Unicode code points, as SARIF's `columnKind` declares.
    func sarifOutput() -> String {
        var writer = JSONWriter(pretty: true)
        writer.beginObject()
        writer.string("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
        writer.string("version", "2.1.0")
        writer.beginArray("runs")
        writer.beginObject()
        writer.beginObject("tool")
        writer.beginObject("driver")
        writer.string("name", "spoken-lint")
        writer.beginArray("rules")
        for rule in DiagnosticCode.lintRules {
            writer.beginObject()
            writer.string("id", rule.rawValue)
            writer.beginObject("shortDescription")
            writer.string("text", rule.summary)
            writer.endObject()
            writer.beginObject("defaultConfiguration")
            writer.string("level", rule.severity.rawValue)
            writer.endObject()
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        writer.endObject()
        writer.string("columnKind", "unicodeCodePoints")
        writer.beginArray("results")
        let ruleIndex = Dictionary(uniqueKeysWithValues: DiagnosticCode.lintRules.enumerated().map { ($1, $0) })
        for diagnostic in diagnostics {
            writer.beginObject()
            writer.string("ruleId", diagnostic.rule.rawValue)
            writer.int("ruleIndex", ruleIndex[diagnostic.rule] ?? 0)
            writer.string("level", diagnostic.severity.rawValue)
            writer.beginObject("message")
            writer.string("text", diagnostic.message)
            writer.endObject()
            if diagnostic.locale != nil || diagnostic.hint != nil {
                writer.beginObject("properties")
                if let locale = diagnostic.locale { writer.string("locale", locale) }
                if let hint = diagnostic.hint { writer.string("hint", hint) }
                writer.endObject()
            }
            writer.beginArray("locations")
            writer.beginObject()
            writer.beginObject("physicalLocation")
            writer.beginObject("artifactLocation")
            writer.string("uri", Self.uri(diagnostic.file))
            writer.endObject()
            writer.beginObject("region")
            writer.int("startLine", diagnostic.line)
            writer.int("startColumn", diagnostic.column)
            writer.endObject()
            writer.endObject()
            if let key = diagnostic.key {
                writer.beginArray("logicalLocations")
                writer.beginObject()
                writer.string("name", key)
                writer.string("kind", "member")
                writer.endObject()
                writer.endArray()
            }
            writer.endObject()
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        if !omitted.isEmpty {
            // Results past the per-file cap: counted in the run's property bag, as the text and
            // JSON reports count them.
            writer.beginObject("properties")
            writer.int("omitted", omitted.reduce(0) { $0 + $1.count })
            writer.beginArray("omittedByFile")
            for omission in omitted {
                writer.beginObject()
                writer.string("uri", Self.uri(omission.file))
                writer.int("errors", omission.errors)
                writer.int("warnings", omission.warnings)
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
        }
        writer.endObject()
        writer.endArray()
        writer.endObject()
        return writer.output + "\n"
    }

    /// A relative URI reference for a path: percent-encodes what a URI cannot hold.
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let allowed =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || "-._~/".utf8.contains(byte)
            if allowed {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
