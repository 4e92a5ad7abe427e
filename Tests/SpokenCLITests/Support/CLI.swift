import Foundation

/// Runs the real `spoken` binary, as a user or a backend would.
enum CLI {
    struct Result: Sendable {
        var stdout: String
        var stderr: String
        var status: Int32
        /// Peak resident memory, in KiB, of the largest child this test process has waited for
        /// so far (getrusage(RUSAGE_CHILDREN)): an upper bound for this child.
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
        let out = folder.appending(path: "stdout"), err = folder.appending(path: "stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = executable ?? binary
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        process.standardInput = try FileHandle(forReadingFrom: stdinFile)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        var after = rusage()
        getrusage(Int32(RUSAGE_CHILDREN.rawValue), &after)
        return Result(
            stdout: try String(contentsOf: out, encoding: .utf8),
            stderr: try String(contentsOf: err, encoding: .utf8),
            status: process.terminationStatus,
            maxResidentKiB: after.ru_maxrss)
    }
}
