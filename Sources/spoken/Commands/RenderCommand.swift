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

            Ops and their fields (besides id, op, locale, timeZone):
              date      instant (ISO 8601 with offset, "@EPOCH_SECONDS" or seconds as a number),
                        dateStyle, timeStyle (none|short|medium|long|full; not both none),
                        style (icu|spoken|relative), now (the instant relative sees from)
              label     children (array of strings or nulls), style (pause|and|or)
              measure   value (number or decimal string), unit, width (full|short|narrow),
                        usage (default|weather), maxFractionDigits (0 to 20)
              rating    value, max (default 5), outOf (true|false)
              announce  key (announce.newMessages or newMessages; any catalog key), args (object:
                        numbers stay numbers, ISO 8601 strings are dates or durations,
                        {"amount":"42.50","currency":"USD"} is money), isolate (true|false); the
                        response carries "priority"
              rotor     key (rotor.headlines or headlines); the response carries "key", "systemType"
              rotorManifest  items ([{"id":"a1","headline":true,"sender":"Alice"}]); the response
                        carries "rotors" with the ids each visits
              check     text (a label to send): as 'spoken check', what VoiceOver will misread;
                        the response carries "findings" (offset, rule, message), [] when none
            """,
        options: [
            input,
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
