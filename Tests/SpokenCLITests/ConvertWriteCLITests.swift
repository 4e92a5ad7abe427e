import Foundation
import TestSupport
import Testing

/// `spoken convert -o` never loses a file: a full disk, a kill, a refused target, a missing
/// permission or a concurrent writer leave every target whole (issue 25 §1).
@Suite("spoken convert: safe writes (CLI)")
struct ConvertWriteCLITests {
    /// A scratch folder, removed by `defer`.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "spoken-write-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The shipped catalogs as one String Catalog, in Xcode's layout (what `convert` writes).
    static func catalog() throws -> Data {
        let result = try CLI.run(["convert", "--to", "xcstrings", Repository.url("l10n").path])
        try #require(result.status == 0, "\(result.stderr)")
        return Data(result.stdout.utf8)
    }

    /// The same catalog as compact JSON: valid, smaller, and rewritten (longer) by normalising.
    static func compactCatalog(copies: Int = 1) throws -> Data {
        var json = try #require(try JSONSerialization.jsonObject(with: try catalog()) as? [String: Any])
        let strings = try #require(json["strings"] as? [String: Any])
        var all: [String: Any] = [:]
        for copy in 0..<copies {
            for (key, value) in strings { all[copies == 1 ? key : "\(key).\(copy)"] = value }
        }
        json["strings"] = all
        return try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys, .withoutEscapingSlashes])
    }

    /// What a folder holds: relative path → bytes (hidden temporary files included).
    static func contents(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let names = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        for name in names {
            var isDirectory: ObjCBool = false
            let url = folder.appending(path: name)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[name] = try Data(contentsOf: url)
            }
        }
        return result
    }

    // MARK: Full disk

    /// Runs `spoken ARGS` with its working directory on a fresh tmpfs of `kib` KiB holding a copy
    /// of `seed` (a private mount namespace, `unshare -rm`, so no root is needed and nothing is
    /// left mounted); returns the result and a copy of what the tmpfs held afterwards.
    static func onSmallDisk(kib: Int, seed: URL, _ arguments: [String]) throws -> (CLI.Result, [String: Data]) {
        let unshare = "/usr/bin/unshare"
        try #require(
            FileManager.default.isExecutableFile(atPath: unshare), "These tests mount a small tmpfs with \(unshare)")
        let work = try folder()
        defer { try? FileManager.default.removeItem(at: work) }
        let disk = work.appending(path: "disk")
        let after = work.appending(path: "after")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: false)
        try FileManager.default.createDirectory(at: after, withIntermediateDirectories: false)
        let script = """
            mount -t tmpfs -o size=\(kib)k tmpfs "$0" || exit 97
            cp -a "$1/." "$0/" || exit 98
            shift 2
            cd "$SPOKEN_DISK" && "$@"
            status=$?
            cp -a "$SPOKEN_DISK/." "$SPOKEN_AFTER/"
            exit $status
            """
        var environment = ProcessInfo.processInfo.environment
        environment["SPOKEN_DISK"] = disk.path
        environment["SPOKEN_AFTER"] = after.path
        let result = try CLI.run(
            arguments, environment: environment,
            prefix: [unshare, "-rm", "/bin/sh", "-c", script, disk.path, seed.path])
        try #require(result.status != 97, "Cannot mount a tmpfs in a private namespace: \(result.stderr)")
        try #require(result.status != 98, "Cannot copy the seed: \(result.stderr)")
        return (result, try contents(after))
    }

    @Test("Normalising in place on a full disk: exit 1 naming the cause, the original intact, no temporary left")
    func fullDiskInPlace() throws {
        let seed = try Self.folder()
        defer { try? FileManager.default.removeItem(at: seed) }
        let original = try Self.compactCatalog()
        try original.write(to: seed.appending(path: "L.xcstrings"))
        // Room for the original and 16 KiB more: the normalised catalog (longer) cannot fit.
        let kib = (original.count + 4095) / 4096 * 4 + 16
        #expect(try Self.catalog().count > 16 << 10)
        let (result, after) = try Self.onSmallDisk(
            kib: kib, seed: seed, [CLI.binary.path, "convert", "--to", "xcstrings", "-o", "L.xcstrings", "L.xcstrings"])
        #expect(
            result.stderr.hasSuffix("Error: Cannot write 'L.xcstrings': No space left on device; nothing written\n"))
        #expect(result.status == 1)
        #expect(after == ["L.xcstrings": original], "\(after.keys.sorted())")
    }

    @Test("--to arb -o DIR on a full disk: every file of DIR as it was, none half-written, no temporary left")
    func fullDiskDirectory() throws {
        let work = try Self.folder()
        defer { try? FileManager.default.removeItem(at: work) }
        let catalog = work.appending(path: "L.xcstrings")
        try Self.catalog().write(to: catalog)
        let seed = work.appending(path: "seed")
        try FileManager.default.createDirectory(at: seed.appending(path: "out"), withIntermediateDirectories: true)
        let handEdited = Data(
            ("{\n  \"@@locale\": \"en\",\n  \"hand\": \"edited\"" + String(repeating: " ", count: 6000) + "\n}\n").utf8)
        let oldGerman = Data("{\"@@locale\": \"de\"}\n".utf8)
        try handEdited.write(to: seed.appending(path: "out/en.arb"))
        try oldGerman.write(to: seed.appending(path: "out/de.arb"))
        // 32 KiB: some of the ARB files fit, not all of them.
        let (result, after) = try Self.onSmallDisk(
            kib: 32, seed: seed, [CLI.binary.path, "convert", "--to", "arb", "-o", "out", catalog.path])
        #expect(result.stderr.contains(": No space left on device; nothing written\n"), "\(result.stderr)")
        #expect(result.status == 1)
        #expect(after == ["out/en.arb": handEdited, "out/de.arb": oldGerman], "\(after.keys.sorted())")
    }

    @Test("A file size limit (ulimit -f): 'File too large', exit 1 (not killed by SIGXFSZ), the original intact")
    func fileSizeLimit() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try Self.compactCatalog()
        try original.write(to: folder.appending(path: "L.xcstrings"))
        let result = try CLI.run(
            ["convert", "--to", "xcstrings", "-o", "L.xcstrings", "L.xcstrings"], workingDirectory: folder,
            prefix: ["/bin/sh", "-c", "ulimit -f 64 && exec \"$@\"", "sh"])
        #expect(result.stderr == "Error: Cannot write 'L.xcstrings': File too large; nothing written\n")
        #expect(result.status == 1)
        #expect(try Self.contents(folder) == ["L.xcstrings": original])
    }

    // MARK: Signals

    /// Waits for names created or renamed into a folder (inotify).
    final class Watch {
        let descriptor: Int32

        init(_ folder: URL) throws {
            descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
            guard descriptor >= 0,
                inotify_add_watch(descriptor, folder.path, UInt32(IN_CREATE | IN_MOVED_TO)) >= 0
            else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }

        deinit { close(descriptor) }

        /// The first name matching `predicate` within `timeout` seconds.
        func next(timeout: Double, where predicate: (String) -> Bool) -> String? {
            let deadline = Date().addingTimeInterval(timeout)
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while Date() < deadline {
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, 100) > 0 else { continue }
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { continue }
                var offset = 0
                while offset + 16 <= count {
                    let length = buffer.withUnsafeBytes {
                        Int($0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    }
                    let name = String(
                        decoding: buffer[(offset + 16)..<(offset + 16 + length)].prefix { $0 != 0 }, as: UTF8.self)
                    if predicate(name) { return name }
                    offset += 16 + length
                }
            }
            return nil
        }
    }

    /// `spoken ARGS` started in `folder`, not waited for.
    struct Child {
        let pid: pid_t
        let stderr: URL

        init(_ arguments: [String], in folder: URL, scratch: URL) throws {
            stderr = scratch.appending(path: "stderr-\(UUID().uuidString)")
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, stderr.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            let argv = ["/usr/bin/env", "-C", folder.path, CLI.binary.path] + arguments
            var cArgv = argv.map { strdup($0) } + [nil]
            var cEnv = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer { for pointer in cArgv + cEnv { free(pointer) } }
            // As a shell starts it: no signal blocked or ignored (the test runner's threads block some).
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var none = sigset_t()
            sigemptyset(&none)
            var all = sigset_t()
            sigfillset(&all)
            posix_spawnattr_setsigmask(&attributes, &none)
            posix_spawnattr_setsigdefault(&attributes, &all)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
            var pid: pid_t = 0
            let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, &cArgv, &cEnv)
            guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
            self.pid = pid
        }

        /// The exit status (128 + signal for a signal) and standard error.
        func wait() throws -> (status: Int32, stderr: String) {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            let code: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
            return (code, try String(contentsOf: stderr, encoding: .utf8))
        }
    }

    @Test(
        "SIGKILL or SIGTERM while the catalog is being written: the original intact (SIGTERM also removes the temporary file)",
        arguments: [SIGKILL, SIGTERM])
    func killDuringWrite(signal: Int32) throws {
        let folder = try Self.folder()
        let scratch = try Self.folder()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: scratch)
        }
        let original = try Self.compactCatalog(copies: 4)
        try original.write(to: scratch.appending(path: "L.xcstrings"))
        let normalized = Data(
            try CLI.run(["convert", "--to", "xcstrings", "L.xcstrings"], workingDirectory: scratch).stdout.utf8)
        let target = folder.appending(path: "L.xcstrings")
        var caught = 0
        for _ in 0..<6 where caught < 3 {
            try original.write(to: target)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasPrefix(".") {
                try FileManager.default.removeItem(at: folder.appending(path: name))
            }
            let watch = try Watch(folder)
            let child = try Child(
                ["convert", "--to", "xcstrings", "-o", "L.xcstrings", "L.xcstrings"], in: folder, scratch: scratch)
            // Stopped the moment its temporary file appears: the signal lands during the write.
            let temporary = watch.next(timeout: 120) { $0.hasPrefix(".L.xcstrings.spoken-tmp-") }
            kill(child.pid, SIGSTOP)
            kill(child.pid, signal)
            kill(child.pid, SIGCONT)
            let (status, stderr) = try child.wait()
            #expect(temporary != nil, "no temporary file seen: \(stderr)")
            let after = try Self.contents(folder)
            // Whatever the moment: the old file or the new one, whole.
            #expect(after["L.xcstrings"] == original || after["L.xcstrings"] == normalized, "a broken file")
            if signal == SIGTERM {
                #expect(after.keys.sorted() == ["L.xcstrings"], "the temporary file was left: \(after.keys.sorted())")
            } else {
                // SIGKILL cannot be caught: the temporary file may stay beside it, hidden.
                #expect(after.keys.allSatisfy { $0 == "L.xcstrings" || $0.hasPrefix(".L.xcstrings.spoken-tmp-") })
            }
            // Stopped before its rename (not just after it): the signal landed during the write.
            if status == 128 + signal, after["L.xcstrings"] == original { caught += 1 }
        }
        #expect(caught > 0, "the conversion always finished before the signal")
        // The next write of the same target removes what a killed one left (issue 43).
        let again = try CLI.run(
            ["convert", "--to", "xcstrings", "-o", "L.xcstrings", "L.xcstrings"], workingDirectory: folder)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try Self.contents(folder).keys.sorted() == ["L.xcstrings"])
    }

    @Test("SIGKILL between the renames of --to arb -o DIR: every file whole, old or new")
    func killBetweenRenames() throws {
        let work = try Self.folder()
        defer { try? FileManager.default.removeItem(at: work) }
        let catalog = work.appending(path: "L.xcstrings")
        try Self.catalog().write(to: catalog)
        let fresh = work.appending(path: "fresh")
        let made = try CLI.run(["convert", "--to", "arb", "-o", fresh.path, catalog.path])
        try #require(made.status == 0, "\(made.stderr)")
        let new = try Self.contents(fresh)
        let out = work.appending(path: "out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
        var old: [String: Data] = [:]
        for name in new.keys { old[name] = Data("{\"@@locale\": \"old\"}\n".utf8) }
        for (name, bytes) in old { try bytes.write(to: out.appending(path: name)) }
        let watch = try Watch(out)
        let child = try Child(["convert", "--to", "arb", "-o", out.path, catalog.path], in: work, scratch: work)
        // The first rename: stop and kill it there.
        let renamed = watch.next(timeout: 120) { $0.hasSuffix(".arb") }
        kill(child.pid, SIGSTOP)
        kill(child.pid, SIGKILL)
        _ = try child.wait()
        #expect(renamed != nil)
        for (name, bytes) in try Self.contents(out) where !name.hasPrefix(".") {
            #expect(bytes == old[name] || bytes == new[name], "\(name) is neither the old file nor the new one")
        }
    }

    // MARK: Targets that are refused

    @Test("A symbolic link as -o, or planted as DIR/en.arb, is refused naming it; what it points at is untouched")
    func symbolicLinks() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.catalog().write(to: folder.appending(path: "L.xcstrings"))
        let victim = Data("{\"private_key\": \"secret\"}\n".utf8)
        try victim.write(to: folder.appending(path: "victim.json"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appending(path: "link.xcstrings").path, withDestinationPath: "victim.json")
        let single = try CLI.run(
            ["convert", "--to", "xcstrings", "-o", "link.xcstrings", "L.xcstrings"], workingDirectory: folder)
        #expect(
            single.stderr
                == "Error: Cannot write 'link.xcstrings': it is a symbolic link (to 'victim.json'); Spoken does not write through links; nothing written\n"
        )
        #expect(single.status == 1)
        try FileManager.default.createDirectory(at: folder.appending(path: "out"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appending(path: "out/en.arb").path, withDestinationPath: "../victim.json")
        let several = try CLI.run(["convert", "--to", "arb", "-o", "out", "L.xcstrings"], workingDirectory: folder)
        #expect(
            several.stderr
                == "Error: Cannot write 'out/en.arb': it is a symbolic link (to '../victim.json'); Spoken does not write through links; nothing written\n"
        )
        #expect(several.status == 1)
        #expect(try Data(contentsOf: folder.appending(path: "victim.json")) == victim)
        // Nothing else landed in out/ either.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "out").path) == ["en.arb"])
    }

    @Test("A FIFO as -o or as DIR/de.arb is refused at once (it used to block forever), nothing written")
    func fifos() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.catalog().write(to: folder.appending(path: "L.xcstrings"))
        try FileManager.default.createDirectory(at: folder.appending(path: "out"), withIntermediateDirectories: false)
        #expect(mkfifo(folder.appending(path: "f.xcstrings").path, 0o644) == 0)
        #expect(mkfifo(folder.appending(path: "out/de.arb").path, 0o644) == 0)
        let timeout = ["/usr/bin/timeout", "-s", "KILL", "60"]
        let single = try CLI.run(
            ["convert", "--to", "xcstrings", "-o", "f.xcstrings", "L.xcstrings"], workingDirectory: folder,
            prefix: timeout)
        #expect(
            single.stderr == "Error: Cannot write 'f.xcstrings': it is not a regular file (a FIFO); nothing written\n")
        #expect(single.status == 1)
        let several = try CLI.run(
            ["convert", "--to", "arb", "-o", "out", "L.xcstrings"], workingDirectory: folder, prefix: timeout)
        #expect(
            several.stderr == "Error: Cannot write 'out/de.arb': it is not a regular file (a FIFO); nothing written\n")
        #expect(several.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "out").path) == ["de.arb"])
    }

    @Test("A directory as -o is refused naming it")
    func directoryTarget() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appending(path: "d.xcstrings"), withIntermediateDirectories: false)
        let result = try CLI.run(
            ["convert", "--to", "xcstrings", "-o", "d.xcstrings", Repository.url("l10n").path], workingDirectory: folder
        )
        #expect(result.stderr.hasSuffix("Error: Cannot write 'd.xcstrings': it is a directory; nothing written\n"))
        #expect(result.status == 1)
    }

    @Test("Without write permission (a read-only folder, a read-only file): Permission denied, the file intact")
    func permission() throws {
        let asRoot = geteuid() == 0
        if asRoot {
            try #require(
                FileManager.default.isExecutableFile(atPath: LintInputCLITests.setpriv),
                "Running as root, which writes anywhere: this test runs spoken as nobody with setpriv")
        }
        let root = try Self.folder()
        let manager = FileManager.default
        defer {
            try? manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.appending(path: "locked").path)
            try? manager.removeItem(at: root)
        }
        let original = try Self.compactCatalog()
        for folder in ["locked", "open"] {
            try manager.createDirectory(at: root.appending(path: folder), withIntermediateDirectories: false)
            try original.write(to: root.appending(path: "\(folder)/L.xcstrings"))
        }
        var binary = CLI.binary
        var prefix: [String] = []
        if asRoot {
            binary = root.appending(path: "spoken")
            try CLI.copyExecutable(CLI.binary, to: binary)
            prefix = [LintInputCLITests.setpriv] + LintInputCLITests.nobody
        }
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.path)
        // A folder nobody may not write into, holding a file anyone may write.
        try manager.setAttributes(
            [.posixPermissions: 0o666], ofItemAtPath: root.appending(path: "locked/L.xcstrings").path)
        try manager.setAttributes([.posixPermissions: 0o555], ofItemAtPath: root.appending(path: "locked").path)
        // A folder anyone may write into, holding a file nobody may write.
        try manager.setAttributes(
            [.posixPermissions: 0o444], ofItemAtPath: root.appending(path: "open/L.xcstrings").path)
        try manager.setAttributes([.posixPermissions: 0o777], ofItemAtPath: root.appending(path: "open").path)
        for folder in ["locked", "open"] {
            let result = try CLI.run(
                ["convert", "--to", "xcstrings", "-o", "\(folder)/L.xcstrings", "\(folder)/L.xcstrings"],
                executable: binary, workingDirectory: root, prefix: prefix)
            #expect(
                result.stderr == "Error: Cannot write '\(folder)/L.xcstrings': Permission denied; nothing written\n",
                "\(folder)")
            #expect(result.status == 1)
            #expect(try Data(contentsOf: root.appending(path: "\(folder)/L.xcstrings")) == original, "\(folder)")
            #expect(try manager.contentsOfDirectory(atPath: root.appending(path: folder).path) == ["L.xcstrings"])
        }
    }

    // MARK: Concurrent writers

    @Test("Two converts writing one path: the file is one of the two outputs whole, never a hybrid")
    func concurrentWriters() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try Self.compactCatalog(copies: 2)
        let b = try Self.compactCatalog(copies: 3)
        try a.write(to: folder.appending(path: "a.xcstrings"))
        try b.write(to: folder.appending(path: "b.xcstrings"))
        let outputs = try ["a", "b"].map { name in
            let result = try CLI.run(["convert", "--to", "xcstrings", "\(name).xcstrings"], workingDirectory: folder)
            return Data(result.stdout.utf8)
        }
        for _ in 0..<3 {
            let children = try ["a", "b"].map {
                try Child(
                    ["convert", "--to", "xcstrings", "-o", "out.xcstrings", "\($0).xcstrings"], in: folder,
                    scratch: folder)
            }
            for child in children {
                let (status, stderr) = try child.wait()
                #expect(status == 0, "\(stderr)")
            }
            let written = try Data(contentsOf: folder.appending(path: "out.xcstrings"))
            #expect(written == outputs[0] || written == outputs[1], "a hybrid of \(written.count) bytes")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") } == [])
    }

    @Test("Normalising in place: a change made to the file meanwhile is not overwritten")
    func changedWhileConverting() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try Self.compactCatalog(copies: 4)
        let edited = try Self.compactCatalog(copies: 1)
        let target = folder.appending(path: "L.xcstrings")
        var caught = false
        for _ in 0..<6 where !caught {
            try original.write(to: target)
            let watch = try Watch(folder)
            let child = try Child(
                ["convert", "--to", "xcstrings", "-o", "L.xcstrings", "L.xcstrings"], in: folder, scratch: folder)
            _ = watch.next(timeout: 120) { $0.hasPrefix(".L.xcstrings.spoken-tmp-") }
            kill(child.pid, SIGSTOP)
            // Someone else saves the file while spoken is stopped in the middle of its write.
            let handle = try FileHandle(forWritingTo: target)
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: edited)
            try handle.close()
            kill(child.pid, SIGCONT)
            let (status, stderr) = try child.wait()
            if status == 0 { continue }  // it had finished before the stop
            caught = true
            #expect(
                stderr
                    == "Error: Cannot write 'L.xcstrings': it changed after it was read, so it was not overwritten; nothing written\n"
            )
            #expect(status == 1)
            #expect(try Data(contentsOf: target) == edited)
        }
        #expect(caught, "the conversion always finished before the stop")
    }
}
