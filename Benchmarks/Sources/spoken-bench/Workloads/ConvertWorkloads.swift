import Spoken
import SpokenLint

/// The converters in linear time (issue 25 §4): one entry with many parts, converted at n parts
/// and at 4n, timed per part. Linear time gives the same cost per part at both sizes (ratio ≈ 1×);
/// quadratic time 4× (the review measured 708 s for 215,000 substitutions and 285 s for 20,000
/// plurals).
///
/// - `convert-subs`: a String Catalog entry whose text is n `%#@sN@` substitutions, each a plural
///   (`String Catalog → ARB`, as `spoken convert --to arb`).
/// - `convert-plurals`: an ARB message of n plurals of n arguments (`ARB → String Catalog`, as
///   `spoken convert --to xcstrings`).
///
/// `ours` is the entry of 4n parts; the baseline `n parts` the entry of n parts; each converts 8n parts
/// a round.
enum ConvertWorkloads {
    /// n: 2,500 parts at the default million iterations, fewer for short runs (at least 50).
    static func parts(_ iterations: Int) -> Int { min(2_500, max(50, iterations / 400)) }

    /// A String Catalog with one entry of `n` plural substitutions, as JSON bytes.
    static func substitutions(_ n: Int) -> [UInt8] {
        var key = ""
        var substitutions: [String] = []
        for i in 0..<n {
            key += (i == 0 ? "" : " ") + "%#@s\(i)@"
            substitutions.append(
                #""s\#(i)":{"argNum":\#(i + 1),"formatSpecifier":"lld","variations":{"plural":{"#
                    + #""one":{"stringUnit":{"state":"translated","value":"%arg file"}},"#
                    + #""other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}"#)
        }
        let text =
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"stringUnit":"#
            + #"{"state":"translated","value":"\#(key)"},"substitutions":{\#(substitutions.joined(separator: ","))}}}}}}"#
        return Array(text.utf8)
    }

    /// An ARB source catalog with one message of `n` plurals, each of its own argument.
    static func plurals(_ n: Int) -> LintFile {
        var message = ""
        var placeholders: [String] = []
        for i in 0..<n {
            message += (i == 0 ? "" : " ") + "{c\(i), plural, one {# file} other {# files}}"
            placeholders.append(#""c\#(i)":{"type":"int"}"#)
        }
        let text =
            #"{"@@locale":"en","k":"\#(message)","@k":{"placeholders":{\#(placeholders.joined(separator: ","))}}}"#
        return LintFile(path: "en.arb", text: text)
    }

    /// Runs `convert` on the input of `size` parts until `n` parts are done; the checksum.
    static func contender(_ name: String, size: Int, _ convert: @escaping () -> Int) -> Contender {
        Contender(name: name) { n in
            var sum = 0
            var done = 0
            while done < n {
                sum &+= convert()
                done += size
            }
            return sum
        }
    }

    static func subs(iterations: Int) throws -> Workload {
        let parts = parts(iterations)
        let small = substitutions(parts)
        let large = substitutions(4 * parts)
        func convert(_ bytes: [UInt8], _ expected: Int) throws -> Int {
            let catalog = try StringCatalog(parsing: bytes, path: "L.xcstrings")
            let (outputs, notes) = StringCatalogConverter.arbCatalogs(from: catalog, path: "L.xcstrings")
            guard notes.isEmpty, let arb = outputs.first,
                arb.text.components(separatedBy: ", plural, ").count - 1 == expected
            else {
                throw BenchError.mismatch("convert-subs: \(expected) plurals expected in the ARB, notes \(notes)")
            }
            return arb.text.utf8.count
        }
        _ = try convert(small, parts)
        _ = try convert(large, 4 * parts)
        let count = 8 * parts
        return Workload(
            name: "convert-subs", iterations: count,
            ours: contender("4n parts", size: 4 * parts) { (try? convert(large, 4 * parts)) ?? 0 },
            baselines: [contender("n parts", size: parts) { (try? convert(small, parts)) ?? 0 }],
            notes: ["n = \(parts); ns per substitution; linear time: the ratio stays near 1x (quadratic: 0.25x)"])
    }

    static func pluralMessages(iterations: Int) throws -> Workload {
        let parts = parts(iterations)
        let small = plurals(parts)
        let large = plurals(4 * parts)
        func convert(_ file: LintFile, _ expected: Int) throws -> Int {
            let conversion = try StringCatalogConverter.stringCatalog(fromARB: [file], sourceLocale: "en")
            guard conversion.notes.isEmpty,
                let entry = conversion.catalog.entries.first,
                let english = entry.localizations.first(where: { $0.locale == "en" })?.localization,
                english.substitutions.count == expected
            else {
                throw BenchError.mismatch(
                    "convert-plurals: \(expected) substitutions expected, notes \(conversion.notes)")
            }
            return english.substitutions.count
        }
        _ = try convert(small, parts)
        _ = try convert(large, 4 * parts)
        let count = 8 * parts
        return Workload(
            name: "convert-plurals", iterations: count,
            ours: contender("4n parts", size: 4 * parts) { (try? convert(large, 4 * parts)) ?? 0 },
            baselines: [contender("n parts", size: parts) { (try? convert(small, parts)) ?? 0 }],
            notes: ["n = \(parts); ns per plural; linear time: the ratio stays near 1x (quadratic: 0.25x)"])
    }
}

/// `lint-one-line`: an ARB catalog written on one line (a minified file: every message's line and
/// column counted from the start of that one line), n messages against 4n, timed per message.
/// Linear time gives the same cost per message at both sizes (ratio ≈ 1×); column counting from
/// the line's start for each finding or message would be quadratic (0.25×). This replaces a timed
/// unit test: `LintRobustnessTests` checks the findings of a 5 MB line, this workload its speed.
enum LintOneLineWorkloads {
    /// One line of `n` messages with a placeholder each, and a zero width space in the last: its
    /// one finding is at the far end of the line.
    static func catalog(_ n: Int) -> LintFile {
        var text = "{\"@@locale\": \"de\""
        for i in 0..<n {
            text += ", \"k\(i)\": \"Nachricht \(i) für {name} mit Text, der etwas länger ist\""
        }
        text += ", \"last\": \"Ende\u{200B}\"}"
        return LintFile(path: "de.arb", text: text)
    }

    static func make(iterations: Int) throws -> Workload {
        let messages = min(20_000, max(200, iterations / 50))
        let small = catalog(messages)
        let large = catalog(4 * messages)
        func lint(_ file: LintFile, _ expected: Int) throws -> Int {
            let report = Linter().lint([file], source: nil)
            guard report.messages == expected + 1, report.diagnostics.map(\.rule) == [.invisibleChar] else {
                throw BenchError.mismatch("lint-one-line: \(report.messages) messages, \(report.diagnostics)")
            }
            return report.messages
        }
        _ = try lint(small, messages)
        _ = try lint(large, 4 * messages)
        return Workload(
            name: "lint-one-line", iterations: 8 * messages,
            ours: ConvertWorkloads.contender("4n messages", size: 4 * messages) {
                (try? lint(large, 4 * messages)) ?? 0
            },
            baselines: [
                ConvertWorkloads.contender("n messages", size: messages) { (try? lint(small, messages)) ?? 0 }
            ],
            notes: [
                "n = \(messages) on one line; ns per message; linear time: the ratio stays near 1x (quadratic: 0.25x)"
            ])
    }
}
