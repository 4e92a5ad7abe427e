import Foundation
import TestSupport
import Testing

/// Every command's `--help`, as the real binary prints it, against the committed text in
/// Tests/SpokenCLITests/Snapshots/<command>.txt (`spoken.txt` for `spoken --help`).
///
/// After an intended change to a command's options or help, regenerate the snapshots and review
/// the diff before committing:
///
///     SNAPSHOT_UPDATE=1 swift test --filter HelpSnapshotTests
///
/// A run that records (or finds no snapshot) fails, as argument-parser's `assertSnapshot` does:
/// the snapshot is written, and the next run without SNAPSHOT_UPDATE checks it. What the help
/// must say is not left to the snapshots alone: `RenderCLITests` derives render's op list from
/// the registry.
@Suite("Help snapshots")
struct HelpSnapshotTests {
    static let commands = [
        "demo", "date", "measure", "rating", "duration", "relative", "interval", "money", "number", "measure-range",
        "label", "cell",
        "rotor",
        "announce", "preview",
        "locales", "lint", "check", "report",
        "convert",
        "render",
    ]

    static func snapshot(_ name: String) -> URL {
        Repository.url("Tests/SpokenCLITests/Snapshots/\(name).txt")
    }

    static func check(_ name: String, _ actual: String) throws {
        let file = snapshot(name)
        let recording = ProcessInfo.processInfo.environment["SNAPSHOT_UPDATE"] == "1"
        if recording || !FileManager.default.fileExists(atPath: file.path) {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: file)
            Issue.record(
                "\(name): recorded \(file.lastPathComponent); review the diff, then run again without SNAPSHOT_UPDATE")
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(actual == expected, "\(name): run with SNAPSHOT_UPDATE=1 to regenerate, then review the diff")
    }

    @Test("spoken COMMAND --help matches its snapshot", arguments: commands)
    func commandHelp(_ command: String) throws {
        let result = try CLI.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        try Self.check(command, result.stdout)
    }

    @Test("spoken --help matches its snapshot")
    func topHelp() throws {
        let result = try CLI.run(["--help"])
        #expect(result.status == 0)
        try Self.check("spoken", result.stdout)
    }

    @Test("spoken help COMMAND and -h print the same text as COMMAND --help", arguments: commands)
    func helpCommand(_ command: String) throws {
        let long = try CLI.run([command, "--help"])
        for arguments in [["help", command], [command, "-h"], [command, "an-argument", "--help"]] {
            let other = try CLI.run(arguments)
            #expect(other.status == 0, "\(arguments)")
            #expect(other.stdout == long.stdout, "\(arguments)")
        }
    }

    @Test("spoken help and spoken -h print the same text as spoken --help")
    func topLevelHelpCommand() throws {
        let long = try CLI.run(["--help"])
        for arguments in [["help"], ["-h"], ["help", "--help"]] {
            let other = try CLI.run(arguments)
            #expect(other.status == 0)
            #expect(other.stdout == long.stdout)
        }
    }

    @Test("The snapshot list covers every command spoken --help lists")
    func everyCommandSnapshotted() throws {
        let top = try String(contentsOf: Self.snapshot("spoken"), encoding: .utf8)
        let listed = top.split(separator: "\n", omittingEmptySubsequences: false).drop { $0 != "Commands:" }.dropFirst()
            .prefix { !$0.isEmpty }.compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(listed == Self.commands)
    }
}
