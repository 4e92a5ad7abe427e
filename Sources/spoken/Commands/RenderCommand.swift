import Foundation
import Glibc
import Spoken
import SpokenRender

/// `spoken render`: JSON Lines requests → one JSON response line each, in input order.
enum RenderCommand: Command {
    static let input = OptionDeclaration.option(
        "--input", "FILE", help: "read requests from FILE instead of standard input")
    static let jobs = OptionDeclaration.option(
        "--jobs", "N", help: "worker threads, 1 to 256 (64 MiB in flight in all)",
        defaultHelp: "the number of active processors")
    static let maxLineBytes = OptionDeclaration.option(
        "--max-line-bytes", "N", help: "longer lines are answered 'line-too-long'",
        default: String(RenderLimits().maxLineBytes))
    static let cacheCapacity = OptionDeclaration.option(
        "--cache-capacity", "N",
        help: "formatters kept per kind (a locale, zone and styles, a unit…), 256 MiB in all at most",
        default: String(SpokenCaches.defaultCapacity))

    static let describe = OptionDeclaration.flag(
        "--describe", help: "print every op, its fields, errors and an example as one JSON document")

    /// The ops section of the help: every op of the registry with its fields, their words and
    /// defaults, wrapped at 96 columns.
    static var opsHelp: String {
        let column = (OpRegistry.all.map(\.name.count).max() ?? 0) + 2
        let width = 96
        var lines: [String] = []
        for op in OpRegistry.all {
            var items = op.fields.map(Self.fieldHelp)
            if let note = op.responseNote {
                items[items.count - 1] += ";"
                items.append(note)
            }
            var line = "  " + op.name + String(repeating: " ", count: column - op.name.count)
            var first = true
            for (index, item) in items.enumerated() {
                let text = item + (index < items.count - 1 && !item.hasSuffix(";") ? "," : "")
                if !first, line.count + 1 + text.count > width {
                    lines.append(line)
                    line = String(repeating: " ", count: column + 2) + text
                } else {
                    line += (first ? "" : " ") + text
                }
                first = false
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// `width (full|short|narrow, default full)`, `max (default 5)`, `unit`.
    private static func fieldHelp(_ field: OpField) -> String {
        var notes: [String] = []
        if let values = field.values { notes.append(values.joined(separator: "|")) }
        if let value = field.defaultValue {
            var bytes: [UInt8] = []
            value.write(to: &bytes)
            notes.append("default " + String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\"", with: ""))
        }
        if let former = field.formerName { notes.append("formerly \(former)") }
        return notes.isEmpty ? field.name : "\(field.name) (\(notes.joined(separator: ", ")))"
    }

    static let declaration = CommandDeclaration(
        name: "render",
        summary: "Render JSON Lines requests (date, label, measure…) for any backend, in order, on every core",
        discussion: """
            Reads one JSON request per line from standard input (or FILE) and writes one JSON line per
            request to standard output, in input order:
              {"id":1,"op":"measure","value":25,"unit":"celsius","locale":"de"}
              → {"id":1,"text":"25 Grad Celsius","locale":"de"}
              {"id":2,"op":"date","instant":"2026-11-29T12:50:00Z","timeZone":"Asia/Tokyo"}
              → {"id":2,"text":"Nov 29, 2026, 9:50 PM","locale":"en-US"}
            A bad line gets {"id":…,"error":{"code":…,"message":…,"line":N}} and the run goes on.
            Blank lines are skipped (but counted in line numbers). Output is flushed whenever the
            input pauses, so a backend can keep one process open: one request in, one response out.

            With "markup": true (and "displayWidth": "short" or "narrow"), these ops also give their
            visible form (display, ssml, spans, inputLabels, labelInName):
              \(OpRegistry.markupOps.joined(separator: ", "))

            Ops and their fields (besides id, op, locale, timeZone); --describe prints them as JSON:
            \(opsHelp)
            """,
        options: [
            input, describe,
            OptionGroup.locale.with(help: "default locale of requests without one"),
            OptionGroup.timeZone.with(help: "default time zone of requests without one"),
            jobs, maxLineBytes, cacheCapacity,
            OptionGroup.catalog.with(
                help: """
                    layer an .arb file, or the .arb files of a directory, over the
                    shipped catalogs, checked first as 'spoken lint' checks them; SIGHUP
                    reloads PATH (a reload with an error keeps the catalogs in use and
                    says why on standard error)
                    """),
        ],
        exitStatus: """
            0 when every request was rendered, 1 when any line failed or --catalog has
            errors, 64 on usage errors, 66 when FILE or the --catalog path cannot be read.
            """)

    static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
        if arguments.has(describe.name) {
            if let extra = arguments.positionals.first {
                throw .usage("Unexpected argument '\(extra)' with --describe")
            }
            Output.write(OpRegistry.describe())
            return 0
        }
        if let extra = arguments.positionals.first {
            throw .usage("Unexpected argument '\(extra)': requests come from standard input or --input FILE")
        }
        let defaults = RenderDefaults(locale: try arguments.locale(), timeZone: try arguments.timeZone())
        let workers = try positive(arguments[jobs.name], option: jobs.name, default: activeProcessors, limit: 256)
        let maxLine = try positive(
            arguments[maxLineBytes.name], option: maxLineBytes.name, default: RenderLimits().maxLineBytes,
            limit: 1 << 30)
        let capacity = try positive(
            arguments[cacheCapacity.name], option: cacheCapacity.name, default: SpokenCaches.defaultCapacity,
            limit: 1 << 24)
        do { try SpokenCaches.setCapacity(capacity) } catch { throw .usage(error.message) }
        let descriptor = try openInput(arguments[input.name])
        defer { if descriptor != 0 { close(descriptor) } }
        try arguments.applyCatalog()

        let renderer = Renderer(defaults: defaults, limits: RenderLimits(maxLineBytes: maxLine))
        let pipeline = RenderPipeline(renderer: renderer, jobs: workers)
        Output.flush()  // nothing else writes to fd 1 from here on
        StopSignal.install()
        if let path = arguments[OptionGroup.catalog.name] {
            // A long-lived coprocess takes a translator's fixes without a restart.
            ReloadSignal.install(path: path, store: .shared) { message in
                // Findings quote file contents: each line terminal-safe, as every error is.
                let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map {
                    String($0).terminalSafe
                }
                Output.errorFromAnotherThread(lines.joined(separator: "\n"))
            }
        } else {
            // Nothing to reload: SIGHUP, held since the start (main.swift), ends the run again.
            ReloadSignal.release()
        }
        do {
            let summary = try pipeline.run(
                FileDescriptorSource(descriptor: descriptor), into: FileDescriptorSink(descriptor: 1))
            return summary.failures == 0 ? 0 : 1
        } catch {
            // Stopped by SIGTERM/SIGINT: the lines written are whole; `Output.run` sets the status.
            if error.isInterrupted { return 1 }
            if error.isReadFailure {
                let name = arguments[input.name].map { "'\($0)'" } ?? "standard input"
                throw .noInput("Cannot read \(name): \(error.reason ?? error.message)")
            }
            throw .failure(error.message)
        }
    }

    /// The processors this process may run on (Foundation reads the CPU affinity mask, so a
    /// container limited to 2 CPUs gets 2 jobs).
    static var activeProcessors: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    private static func positive(_ text: String?, option: String, default value: Int, limit: Int) throws(CLIError)
        -> Int
    {
        guard let text else { return value }
        guard let number = Int(text), number >= 1, number <= limit else {
            throw .usage("Invalid value '\(text)' for \(option): expected a whole number from 1 to \(limit)")
        }
        return number
    }

    private static func openInput(_ path: String?) throws(CLIError) -> Int32 {
        guard let path else { return 0 }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .noInput("Cannot read '\(path)': \(String(cString: strerror(errno)))")
        }
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            throw .noInput("Cannot read '\(path)': it is a directory")
        }
        return descriptor
    }
}
