import Foundation
import TestSupport
import Testing

/// glibc's pipe2 (not imported: it needs _GNU_SOURCE); close-on-exec at creation, as tests spawn
/// children in parallel.
@_silgen_name("pipe2")
private func pipe2(_ fds: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32

/// End-to-end tests of how every command treats its output: closed descriptors, full disks and
/// stop signals get a clear answer (an error and exit 1, or whole lines and 128+signo), never a
/// crash or a silent success.
@Suite("Outputs and signals (CLI)")
struct OutputCLITests {
    /// Runs `spoken ARGS` through the shell with `redirection` applied (`>&-`, `>/dev/full`).
    static func run(_ arguments: [String], redirection: String, stdin: String? = nil) throws -> CLI.Result {
        try CLI.run(
            ["-c", #"exec "$0" "$@" "# + redirection, CLI.binary.path] + arguments, stdin: stdin,
            executable: URL(fileURLWithPath: "/bin/sh"))
    }

    /// Every command with some output, as a supervisor might start it.
    static let commands: [(name: String, arguments: [String], stdin: String?)] = [
        ("date", ["date", "@0"], nil),
        ("date -", ["date", "-"], "@0\n"),
        ("duration", ["duration", "4527"], nil),
        ("duration -", ["duration", "-"], "4527\n"),
        ("relative", ["relative", "--now", "@1796000000", "@1795999700"], nil),
        ("relative -", ["relative", "--now", "@1796000000", "-"], "@1795999700\n"),
        ("interval", ["interval", "@1775221200", "@1775226600"], nil),
        ("interval -", ["interval", "-"], "@1775221200 @1775226600\n"),
        ("money", ["money", "--currency", "USD", "42.50"], nil),
        ("money -", ["money", "--currency", "USD", "-"], "42.50\n"),
        ("number", ["number", "--style", "percent", "42"], nil),
        ("number -", ["number", "--style", "percent", "-"], "42\n"),
        ("measure-range", ["measure-range", "--unit", "celsius", "18", "25"], nil),
        ("measure-range -", ["measure-range", "--unit", "celsius", "-"], "18 25\n"),
        ("label", ["label", "a", "b"], nil),
        ("measure", ["measure", "--unit", "celsius", "25"], nil),
        ("measure -", ["measure", "--unit", "celsius", "-"], "25\n"),
        ("rating", ["rating", "3"], nil),
        ("rating -", ["rating", "-"], "3\n"),
        ("rotor", ["rotor", "headlines"], nil),
        ("announce", ["announce", "newMessages", "count=2"], nil),
        ("locales", ["locales"], nil),
        ("lint", ["lint", Repository.url("l10n/en.arb").path], nil),
        ("check", ["check", "56m remaining"], nil),
        ("report", ["report", Repository.url("l10n/en.arb").path], nil),
        ("demo", ["demo"], nil),
        ("--help", ["--help"], nil),
        ("render", ["render"], #"{"id":1,"op":"date","instant":"@0"}"# + "\n"),
        ("preview", ["preview", "--locale", "de", "announce.newMessages"], nil),
        ("convert", ["convert", "--to", "xcstrings", Repository.url("l10n").path], nil),
        ("help COMMAND", ["help", "date"], nil),
        ("--version", ["--version"], nil),
    ]

    @Test("the table above holds every command that --help lists")
    func everyCommand() throws {
        let help = try CLI.run(["--help"]).stdout
        let listed = help.components(separatedBy: "Commands:\n").last?.components(separatedBy: "\n\n").first ?? ""
        let names = listed.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(names.count >= 12, "\(help)")
        for name in names {
            #expect(
                Self.commands.contains { $0.arguments.first == name }, "'\(name)' is not in OutputCLITests.commands")
        }
    }

    @Test("a full disk is an error naming the reason, exit 1", arguments: commands.indices)
    func fullDisk(_ index: Int) throws {
        let command = Self.commands[index]
        let result = try Self.run(command.arguments, redirection: ">/dev/full", stdin: command.stdin)
        #expect(result.status == 1, "\(command.name)")
        #expect(
            result.stderr.contains("Error: Cannot write the output: No space left on device"),
            "\(command.name): \(result.stderr)")
    }

    @Test("a closed standard output is an error, exit 1, not a crash", arguments: commands.indices)
    func closedOutput(_ index: Int) throws {
        let command = Self.commands[index]
        let result = try Self.run(command.arguments, redirection: ">&-", stdin: command.stdin)
        #expect(result.status == 1, "\(command.name)")
        #expect(
            result.stderr.contains("Error: Cannot write the output: Bad file descriptor"),
            "\(command.name): \(result.stderr)")
    }

    @Test(
        "a closed standard error still gets the right exit status",
        arguments: [
            ("bad instant", ["date", "soon"], Int32(1), ""),
            ("good instant", ["date", "@0"], 0, "Jan 1, 1970, 12:00\u{202F}AM\n"),
            ("usage error", ["date", "--locale"], 64, ""),
        ])
    func closedError(_ name: String, _ arguments: [String], _ status: Int32, _ stdout: String) throws {
        let result = try Self.run(arguments, redirection: "2>&-")
        #expect(result.status == status, "\(name)")
        #expect(result.stdout == stdout, "\(name)")
    }

    /// Starts `spoken ARGS` reading `input` (a file: always ready, so the command runs ahead) and
    /// writing into a pipe that this test reads slowly; sends `signal` once output flows; returns
    /// everything written and the exit status.
    static func interrupt(_ arguments: [String], input: String, signal: Int32) throws -> (
        output: [UInt8], status: Int32
    ) {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "spoken-signal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inputFile = scratch.appending(path: "stdin")
        try Data(input.utf8).write(to: inputFile)
        var fds: [Int32] = [0, 0]
        guard pipe2(&fds, O_CLOEXEC) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputFile.path, O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let path = CLI.binary.path
        var argv = ([path] + arguments).map { strdup($0) } + [nil]
        var env = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + env { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, &argv, &env)
        close(fds[1])
        defer { close(fds[0]) }
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 997)  // small, odd reads: the reader lags
        func readSome() -> Bool {
            let count = chunk.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, $0.count) }
            if count > 0 { output.append(contentsOf: chunk[..<count]) }
            return count > 0 || (count < 0 && errno == EINTR)
        }
        while output.count < 20_000, readSome() {}
        kill(pid, signal)
        while readSome() { usleep(200) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        return (output, (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
    }

    static let request = #"{"id":"request-id","op":"label","children":["Sunny","25 degrees"],"locale":"de"}"#

    // The input is built inside the test from one line and a count: a 100 000-line argument would
    // be printed whole in the test runner's log.
    @Test(
        "SIGTERM/SIGINT with a slow reader: whole lines, then 128+signo",
        arguments: [
            ("render, SIGTERM", ["render"], request, 100_000, SIGTERM, Int32(143)),
            ("render --jobs 1, SIGINT", ["render", "--jobs", "1"], request, 100_000, SIGINT, 130),
            ("date -, SIGTERM", ["date", "-"], "@1796000000", 200_000, SIGTERM, 143),
            ("measure -, SIGINT", ["measure", "--unit", "celsius", "-"], "25", 300_000, SIGINT, 130),
            ("rating -, SIGTERM", ["rating", "-"], "3.5", 300_000, SIGTERM, 143),
        ])
    func stopSignal(
        _ name: String, _ arguments: [String], _ line: String, _ count: Int, _ signal: Int32, _ status: Int32
    ) throws {
        let input = String(repeating: line + "\n", count: count)
        let (output, exit) = try Self.interrupt(arguments, input: input, signal: signal)
        #expect(exit == status, "\(name)")
        #expect(output.count >= 20_000, "\(name)")
        #expect(output.last == 0x0A, "\(name): ends with \(String(decoding: output.suffix(40), as: UTF8.self))")
        // Stopped early: not every line was answered.
        #expect(output.count(where: { $0 == 0x0A }) < input.utf8.count(where: { $0 == 0x0A }), "\(name)")
    }

    @Test("SIGTERM while waiting for input ends a coprocess with 143")
    func stopWhileWaiting() throws {
        let process = try CLI.Coprocess(["render"])
        try process.send(#"{"id":1,"op":"rating","value":3}"# + "\n")
        #expect(process.readLine(timeout: 30) == #"{"id":1,"text":"3 stars","locale":"en"}"#)
        kill(process.pid, SIGTERM)
        #expect(process.finish() == 143)
    }
}
