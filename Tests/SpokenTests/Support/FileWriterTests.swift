import Foundation
import Testing

@testable import Spoken

/// The one file writer: whole files or none, never through a link or into a FIFO.
@Suite("FileWriter")
struct FileWriterTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "spoken-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("A new file, and a replaced one keeping its permissions; no temporary file left")
    func writesAndReplaces() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "a.txt").path
        try FileWriter.write(Array("one".utf8), to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("one".utf8))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try FileWriter.write(Array("two".utf8), to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("two".utf8))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.txt"])
    }

    @Test(
        "Targets that are not regular files are refused, named, untouched",
        arguments: [
            ("link", "it is a symbolic link (to 'victim'); Spoken does not write through links"),
            ("fifo", "it is not a regular file (a FIFO)"),
            ("directory", "it is a directory"),
        ])
    func refusedTargets(kind: String, reason: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let victim = folder.appending(path: "victim")
        try Data("keep".utf8).write(to: victim)
        let target = folder.appending(path: "target").path
        switch kind {
        case "link": try FileManager.default.createSymbolicLink(atPath: target, withDestinationPath: "victim")
        case "fifo": #expect(mkfifo(target, 0o644) == 0)
        default: try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        }
        // Among several files: none of them is written.
        let other = folder.appending(path: "other").path
        #expect {
            try FileWriter.write([.init(path: other, bytes: [1]), .init(path: target, bytes: [2])])
        } throws: { error in
            (error as? FileWriter.Failure) == FileWriter.Failure(path: target, reason: reason)
        }
        #expect(!FileManager.default.fileExists(atPath: other))
        #expect(FileManager.default.contents(atPath: victim.path) == Data("keep".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["target", "victim"])
    }

    @Test("A missing directory: the reason, nothing created")
    func missingDirectory() throws {
        let path = "/nonexistent-spoken-writer/a.txt"
        #expect {
            try FileWriter.write([1], to: path)
        } throws: { error in
            (error as? FileWriter.Failure)?.description == "Cannot write '\(path)': No such file or directory"
        }
    }

    @Test("A file changed since its identity was taken is not overwritten")
    func unchangedSince() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "a.txt").path
        try FileWriter.write(Array("one".utf8), to: path)
        let identity = try #require(FileWriter.Identity(path: path))
        try FileWriter.write(Array("two, longer".utf8), to: path, unchangedSince: identity)
        #expect {
            try FileWriter.write(Array("three".utf8), to: path, unchangedSince: identity)
        } throws: { error in
            (error as? FileWriter.Failure)?.reason == "it changed after it was read, so it was not overwritten"
        }
        #expect(FileManager.default.contents(atPath: path) == Data("two, longer".utf8))
    }

    @Test("The temporary files a killed writer left beside the same target are removed by the next write")
    func staleTemporaries() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A process that has ended: its number names no process (unless reused at once).
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let dead = ended.processIdentifier
        let names = [
            ".a.txt.spoken-tmp-p\(dead)-1x2y",  // its writer is gone
            ".a.txt.spoken-tmp-3k9z",  // the form that named no process
            ".a.txt.spoken-tmp-p\(getpid())-4q",  // a writer that still runs: kept
            ".b.txt.spoken-tmp-p\(dead)-5r",  // another target's: kept
        ]
        for name in names { try Data(repeating: 7, count: 1024).write(to: folder.appending(path: name)) }
        try FileWriter.write(Array("one".utf8), to: folder.appending(path: "a.txt").path)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == [".a.txt.spoken-tmp-p\(getpid())-4q", ".b.txt.spoken-tmp-p\(dead)-5r", "a.txt"])
    }
}
