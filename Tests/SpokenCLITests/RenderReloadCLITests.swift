import Foundation
import Testing

/// A value behind a lock, for the test's threads.
private final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

/// `spoken render --catalog PATH` as a long-lived coprocess: SIGHUP reloads the catalogs, checked
/// as the first load was and swapped atomically. The real binary, end to end.
@Suite("spoken render --catalog and SIGHUP")
struct RenderReloadCLITests {
    /// A directory holding `de.arb` with the rotor names `A-headlines`, `A-unread` for `tag` "A".
    static func write(_ tag: String, into directory: URL, valid: Bool = true) throws {
        let text =
            valid
            ? #"{"@@locale": "de", "rotor.headlines": "\#(tag)-headlines", "rotor.unread": "\#(tag)-unread"}"#
            : #"{"@@locale": "de", "rotor.headlines": "", "rotor.unread": "\#(tag)-unread"}"#
        // Replaced whole (a temporary file renamed over it): a reload never reads half a file.
        let temporary = directory.appendingPathComponent(".de.arb.tmp")
        try Data(text.utf8).write(to: temporary)
        _ = rename(temporary.path, directory.appendingPathComponent("de.arb").path)
    }

    static func folder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "spoken-reload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    static func text(_ line: String?) -> String? {
        guard let line, let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            return nil
        }
        return object["text"] as? String
    }

    @Test("--catalog at start, then SIGHUP: a good reload is served, a bad one keeps the old set and says why")
    func reload() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.write("A", into: directory)
        let child = try CLI.Coprocess(["render", "--catalog", directory.path, "--locale", "de"], captureErrors: true)
        let request = #"{"id":1,"op":"rotor","key":"headlines"}"# + "\n"
        try child.send(request)
        #expect(Self.text(child.readLine(timeout: 20)) == "A-headlines")

        try Self.write("B", into: directory)
        kill(child.pid, SIGHUP)
        #expect(child.readErrorLine(timeout: 20) == "Reloaded '\(directory.path)'")
        try child.send(request)
        #expect(Self.text(child.readLine(timeout: 20)) == "B-headlines")

        // An empty message: lint's error; the reload is refused and B stays.
        try Self.write("C", into: directory, valid: false)
        kill(child.pid, SIGHUP)
        // The reasons first (lint's own lines), then the one line a client waits for.
        #expect(child.readErrorLine(timeout: 20) == "Invalid catalog '\(directory.path)':")
        let finding = child.readErrorLine(timeout: 20) ?? ""
        #expect(
            finding.hasPrefix("  \(directory.path)/de.arb:1:40: error: ") && finding.hasSuffix("[empty-message]"),
            "\(finding)")
        #expect(
            child.readErrorLine(timeout: 20)
                == "Error: Reload of '\(directory.path)' refused; the catalogs in use stay [invalid-catalog]")
        try child.send(request)
        #expect(Self.text(child.readLine(timeout: 20)) == "B-headlines")
        #expect(child.finish() == 0)
    }

    @Test("Requests in flight during reloads each see one set, whole", arguments: ["1", "2"])
    func inFlight(jobs: String) throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.write("A", into: directory)
        let child = try CLI.Coprocess(
            ["render", "--catalog", directory.path, "--locale", "de", "--jobs", jobs], captureErrors: true)
        // A manifest names two rotors: both names must come from the same set.
        let request =
            #"{"id":1,"op":"rotorManifest","items":[{"id":"a1","headline":true,"unread":true}]}"# + "\n"
        let count = 3_000
        // Requests flow for a while (a few milliseconds every ten) while another thread flips the
        // catalog and sends SIGHUP twenty times, each time waiting for render to say it reloaded.
        let sender = Thread {
            for index in 0..<count {
                try? child.send(request)
                if index % 10 == 9 { usleep(2_000) }
            }
        }
        let reloads = Locked(0)
        let reloader = Thread {
            for round in 0..<20 {
                try? Self.write(round % 2 == 0 ? "B" : "A", into: directory)
                kill(child.pid, SIGHUP)
                if child.readErrorLine(timeout: 20) == "Reloaded '\(directory.path)'" { reloads.withLock { $0 += 1 } }
                usleep(20_000)
            }
        }
        sender.start()
        reloader.start()
        var seen: Set<String> = []
        for index in 0..<count {
            let line = try #require(child.readLine(timeout: 30), "response \(index)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let names = ((object["rotors"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String }
            #expect(names.count == 2, "\(line)")
            let sets = Set(names.map { $0.prefix(1) })
            #expect(sets.count == 1, "mixed sets: \(line)")
            seen.formUnion(sets.map(String.init))
        }
        // Both sets were served: the reloads happened while requests flowed.
        #expect(seen == ["A", "B"])
        while reloads.withLock({ $0 }) < 20, child.isRunning { usleep(50_000) }
        #expect(reloads.withLock { $0 } == 20)
        #expect(child.finish() == 0)
    }

    /// The signal masks of a process's main thread (`SigBlk`, `SigCgt` in /proc/PID/status).
    static func masks(_ pid: pid_t) -> (blocked: UInt64, caught: UInt64)? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        var blocked: UInt64?
        var caught: UInt64?
        for line in status.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { continue }
            if parts[0] == "SigBlk" { blocked = UInt64(parts[1], radix: 16) }
            if parts[0] == "SigCgt" { caught = UInt64(parts[1], radix: 16) }
        }
        guard let blocked, let caught else { return nil }
        return (blocked, caught)
    }

    @Test("SIGHUP while the catalogs still load: held, then one reload after the load; never the end of the process")
    func signalDuringLoad() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A catalog that takes a while to load (a few MB of messages): the signal lands during it.
        var messages = [#""@@locale": "de", "rotor.headlines": "A-headlines""#]
        for index in 0..<12_000 {
            messages.append(
                #""extra.m\#(index)": "Sie haben {count, plural, one{eine Nachricht} other{# Nachrichten}} von {sender}""#
            )
            messages.append(
                #""@extra.m\#(index)": {"placeholders": {"count": {"type": "int"}, "sender": {"type": "String"}}}"#)
        }
        try Data(("{" + messages.joined(separator: ",\n") + "}").utf8).write(to: directory.appending(path: "de.arb"))
        let child = try CLI.Coprocess(
            ["render", "--catalog", directory.path, "--locale", "de"], captureErrors: true, defaultSignals: true)
        // From its first instruction render holds SIGHUP (blocked, no handler yet); the old code
        // had neither until the catalogs were loaded, and died of a SIGHUP sent then (exit 129).
        let bit = UInt64(1) << UInt64(SIGHUP - 1)
        var seen: (blocked: UInt64, caught: UInt64)?
        while child.isRunning {
            if let masks = Self.masks(child.pid), (masks.blocked | masks.caught) & bit != 0 {
                seen = masks
                break
            }
            usleep(500)
        }
        kill(child.pid, SIGHUP)
        let masks = try #require(seen, "render ended before it held SIGHUP")
        #expect(masks.blocked & bit != 0 && masks.caught & bit == 0, "SIGHUP was not held during the load")
        // The pending signal is one reload once the handler is there; requests are answered.
        // (Its messages are not in the source: one warning each.)
        let reloaded = child.readErrorLine(timeout: 120) ?? ""
        #expect(reloaded.hasPrefix("Reloaded '\(directory.path)' ("), "\(reloaded)")
        try child.send(#"{"id":1,"op":"rotor","key":"headlines"}"# + "\n")
        #expect(Self.text(child.readLine(timeout: 60)) == "A-headlines")
        #expect(child.finish() == 0)
    }

    @Test("--catalog with an error: render does not start (exit 1, the errors); an unreadable one exits 66")
    func badAtStart() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.write("A", into: directory, valid: false)
        let bad = try CLI.run(
            ["render", "--catalog", directory.path], stdin: #"{"id":1,"op":"rotor","key":"headlines"}"#)
        #expect(bad.status == 1)
        #expect(bad.stdout.isEmpty)
        #expect(bad.stderr.contains("de.arb:1:40: error: "))
        let missing = try CLI.run(["render", "--catalog", directory.appendingPathComponent("nope").path], stdin: "")
        #expect(missing.status == 66)
        #expect(
            missing.stderr
                == "Error: Cannot read '\(directory.appendingPathComponent("nope").path)': No such file or directory\n")
    }
}
