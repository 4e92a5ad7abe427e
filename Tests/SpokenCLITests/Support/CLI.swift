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
    static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String]? = nil,
                    executable: URL? = nil, workingDirectory: URL? = nil) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "spoken-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let input = scratch.appending(path: "stdin")
        try Data((stdin ?? "").utf8).write(to: input)
        return try run(arguments, stdinFile: input, environment: environment, executable: executable,
                       workingDirectory: workingDirectory, scratch: scratch)
    }

    static func run(_ arguments: [String], stdinFile: URL, environment: [String: String]? = nil,
                    executable: URL? = nil, workingDirectory: URL? = nil, scratch: URL? = nil) throws -> Result {
        let folder = scratch ?? FileManager.default.temporaryDirectory.appending(path: "spoken-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { if scratch == nil { try? FileManager.default.removeItem(at: folder) } }
        let out = folder.appending(path: "stdout"), err = folder.appending(path: "stderr")
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
        let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        var cArgv = argv.map { strdup($0) } + [nil]
        var cEnv = env.map { strdup($0) } + [nil]
        defer { (cArgv + cEnv).forEach { free($0) } }
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
