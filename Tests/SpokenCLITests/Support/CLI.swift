import Foundation
import Testing

/// Runs the real `spoken` binary, as a user or a backend would.
enum CLI {
    struct Result: Sendable {
        var stdout: String
        var stderr: String
        var status: Int32
        /// Peak resident memory of the child, in KiB (its VmHWM, sampled every 5 ms).
        var maxResidentKiB: Int
    }

    /// The built binary: beside the test bundle in SwiftPM's build folder.
    static let binary: URL = {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = exe.deletingLastPathComponent()
        // The test bundle may be a folder (Foo.xctest/...) inside the products folder.
        for _ in 0..<4 {
            let candidate = directory.appending(path: "spoken")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/spoken")
    }()

    /// Runs `spoken ARGS`, feeding `stdin` (from a file, so large inputs cannot deadlock).
    /// `prefix` is a command that runs it (`setpriv … --`), its first element an absolute path.
    static func run(
        _ arguments: [String], stdin: String? = nil, environment: [String: String]? = nil,
        executable: URL? = nil, workingDirectory: URL? = nil, prefix: [String] = []
    ) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "spoken-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let input = scratch.appending(path: "stdin")
        try Data((stdin ?? "").utf8).write(to: input)
        return try run(
            arguments, stdinFile: input, environment: environment, executable: executable,
            workingDirectory: workingDirectory, scratch: scratch, prefix: prefix)
    }

    static func run(
        _ arguments: [String], stdinFile: URL, environment: [String: String]? = nil,
        executable: URL? = nil, workingDirectory: URL? = nil, scratch: URL? = nil, prefix: [String] = []
    ) throws -> Result {
        let folder =
            scratch ?? FileManager.default.temporaryDirectory.appending(path: "spoken-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { if scratch == nil { try? FileManager.default.removeItem(at: folder) } }
        let out = folder.appending(path: "stdout")
        let err = folder.appending(path: "stderr")
        // posix_spawn rather than Foundation's Process: the pid is needed to read the child's peak
        // memory, which the streaming tests check.
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdinFile.path, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, out.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, err.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var path = (executable ?? binary).path
        var argv = [path] + arguments
        if let workingDirectory {
            // posix_spawn_file_actions_addchdir_np is not imported here; env -C does the same.
            argv = ["/usr/bin/env", "-C", workingDirectory.path] + argv
            path = "/usr/bin/env"
        }
        if let command = prefix.first {
            argv = prefix + argv
            path = command
        }
        let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        var cArgv = argv.map { strdup($0) } + [nil]
        var cEnv = env.map { strdup($0) } + [nil]
        defer { for pointer in cArgv + cEnv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, &cArgv, &cEnv)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        // Peak memory from /proc/PID/status (VmHWM, the exec'd image's own high-water mark),
        // polled until exit: wait4's ru_maxrss would include this test process's memory, which the
        // child shares until exec.
        var status: Int32 = 0
        var peak = 0
        while true {
            if let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kib = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
            {
                peak = max(peak, kib)
            }
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid || (done == -1 && errno != EINTR) { break }
            usleep(5_000)
        }
        // WIFEXITED / WEXITSTATUS, spelled out (the C macros are not imported).
        let exitCode: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(
            stdout: try String(contentsOf: out, encoding: .utf8),
            stderr: try String(contentsOf: err, encoding: .utf8),
            status: exitCode,
            maxResidentKiB: peak)
    }

    /// Runs `arguments` and checks the whole outcome: exact stdout, stderr empty or containing
    /// `stderrContains`, and the exit status.
    static func expect(
        _ arguments: [String], stdout: String, stderrContains: String, status: Int32,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let result = try run(arguments)
        #expect(result.stdout == stdout, sourceLocation: sourceLocation)
        if stderrContains.isEmpty {
            #expect(result.stderr.isEmpty, sourceLocation: sourceLocation)
        } else {
            #expect(result.stderr.contains(stderrContains), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        }
        #expect(result.status == status, sourceLocation: sourceLocation)
    }
}

/// glibc's pipe2 (not imported: it needs _GNU_SOURCE). O_CLOEXEC at creation matters: tests run
/// in parallel, and a pipe end inherited by another child would keep a coprocess's input open.
@_silgen_name("pipe2")
private func pipe2(_ fds: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32

extension CLI {
    /// `spoken ARGS` kept running with pipes on its standard input and output, as a backend drives
    /// a long-lived coprocess: send a line, read a line back with a timeout.
    /// Unchecked Sendable: `send`, `readLine` and `readErrorLine` each touch state of their own,
    /// so each may run on a thread of its own (a test's sender, reader and reloader).
    final class Coprocess: @unchecked Sendable {
        let pid: pid_t
        private var input: Int32
        private let output: Int32
        private var pending: [UInt8] = []
        /// The child's standard error, when captured (else it goes to /dev/null).
        private let errors: Int32
        private var pendingErrors: [UInt8] = []
        private var reaped = false

        /// With `defaultSignals`, the child starts as a supervisor starts it: no signal blocked and
        /// SIGHUP's default action (else it inherits the test runner's mask, which may block SIGHUP).
        init(
            _ arguments: [String], executable: URL? = nil, captureErrors: Bool = false, defaultSignals: Bool = false
        ) throws {
            // A child that dies must not kill the test process when it writes to the pipe.
            signal(SIGPIPE, SIG_IGN)
            var toChild: [Int32] = [0, 0]
            var fromChild: [Int32] = [0, 0]
            var errorsFromChild: [Int32] = [-1, -1]
            guard pipe2(&toChild, O_CLOEXEC) == 0, pipe2(&fromChild, O_CLOEXEC) == 0,
                !captureErrors || pipe2(&errorsFromChild, O_CLOEXEC) == 0
            else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
            posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
            if captureErrors {
                posix_spawn_file_actions_adddup2(&actions, errorsFromChild[1], 2)
            } else {
                posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            }
            let path = (executable ?? CLI.binary).path
            var cArgv = ([path] + arguments).map { strdup($0) } + [nil]
            var cEnv = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer { for pointer in cArgv + cEnv { free(pointer) } }
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var none = sigset_t()
            sigemptyset(&none)
            var hangUp = sigset_t()
            sigemptyset(&hangUp)
            sigaddset(&hangUp, SIGHUP)
            posix_spawnattr_setsigmask(&attributes, &none)
            posix_spawnattr_setsigdefault(&attributes, &hangUp)
            if defaultSignals {
                posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
            }
            var pid: pid_t = 0
            let spawned = posix_spawn(&pid, path, &actions, &attributes, &cArgv, &cEnv)
            close(toChild[0])
            close(fromChild[1])
            if captureErrors { close(errorsFromChild[1]) }
            guard spawned == 0 else {
                close(toChild[1])
                close(fromChild[0])
                if captureErrors { close(errorsFromChild[0]) }
                throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO)
            }
            self.pid = pid
            input = toChild[1]
            output = fromChild[0]
            errors = errorsFromChild[0]
        }

        deinit {
            if input >= 0 { close(input) }
            close(output)
            if errors >= 0 { close(errors) }
            guard !reaped else { return }
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }

        /// Writes `text` to the child's standard input as is (add the newline yourself).
        func send(_ text: String) throws {
            var bytes = Array(text.utf8)[...]
            while !bytes.isEmpty {
                let written = bytes.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
                if written < 0 {
                    if errno == EINTR { continue }
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                bytes = bytes.dropFirst(written)
            }
        }

        /// The next line of the child's standard output, without its newline; nil when none
        /// arrives within `timeout` seconds or the output ended.
        func readLine(timeout: Double) -> String? {
            Self.line(from: output, buffer: &pending, timeout: timeout)
        }

        /// The next line of the child's standard error (with `captureErrors`), as `readLine`.
        /// Safe to call from another thread than `readLine`'s (its own pipe and buffer).
        func readErrorLine(timeout: Double) -> String? {
            errors < 0 ? nil : Self.line(from: errors, buffer: &pendingErrors, timeout: timeout)
        }

        /// True until the child has exited.
        var isRunning: Bool { !reaped && kill(pid, 0) == 0 }

        private static func line(from descriptor: Int32, buffer pending: inout [UInt8], timeout: Double) -> String? {
            let deadline = Date().addingTimeInterval(timeout)
            while true {
                if let newline = pending.firstIndex(of: 0x0A) {
                    let line = String(decoding: pending[..<newline], as: UTF8.self)
                    pending.removeSubrange(...newline)
                    return line
                }
                let remaining = deadline.timeIntervalSinceNow
                guard remaining > 0 else { return nil }
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, Int32(min(remaining * 1000, 1000).rounded(.up)))
                if ready <= 0 { continue }
                var chunk = [UInt8](repeating: 0, count: 65_536)
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count == 0 { return nil }
                if count > 0 { pending.append(contentsOf: chunk[..<count]) }
            }
        }

        /// Closes the child's standard input and waits for its exit code (nil after `timeout`).
        func finish(timeout: Double = 30) -> Int32? {
            if input >= 0 {
                close(input)
                input = -1
            }
            let deadline = Date().addingTimeInterval(timeout)
            var status: Int32 = 0
            while Date() < deadline {
                let done = waitpid(pid, &status, WNOHANG)
                if done == pid {
                    reaped = true
                    return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
                }
                usleep(5_000)
            }
            return nil
        }
    }

    /// Copies an executable through a close-on-exec descriptor. FileManager's copy keeps a
    /// plain writable descriptor open for a moment; a test spawning a process at that moment
    /// (tests run in parallel) hands it to the child, and exec'ing the copy then fails with
    /// ETXTBSY (exit 126) for as long as that child lives.
    static func copyExecutable(_ source: URL, to destination: URL) throws {
        let bytes = try Data(contentsOf: source)
        let fd = open(destination.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(fd) }
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                offset += written
            }
        }
    }
}
