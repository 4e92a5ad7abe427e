import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The one way Spoken writes a file (`spoken convert -o`, `--to arb -o DIR`, SpokenTesting's
/// snapshots): whole or not at all.
///
/// Each file is written to a temporary file in its own directory (`.NAME.spoken-tmp-pPID-…`,
/// created exclusively, never through a link), `fsync`ed, then renamed over the target, and the
/// directory is `fsync`ed. The temporary files of the same target that a killed writer left
/// behind (SIGKILL cannot be caught) are removed by the next write of that target: it holds the
/// directory's lock, so no other writer is between its first write and its rename there, and a
/// temporary file whose process is gone (or that names none) is stale. So a full disk, a write error, a missing permission, SIGKILL or SIGTERM at any
/// moment leave the target as it was: the old bytes or the new ones, never a part. A target that
/// is a symbolic link or not a regular file (a FIFO, a device, a directory) is refused, naming it,
/// before anything is written.
///
/// Several files (`write(_ files:)`): every target is checked, and every temporary file written and
/// synced, before the first rename. A failure until then (full disk, permission, a refused target)
/// leaves every target as it was; the renames that follow cannot run out of space. Only a
/// SIGKILL in the microseconds between two renames can leave some targets new and the others old,
/// each one whole. Writers that use this type serialise on the target's directory (`flock`), so
/// two runs never interleave their files.
///
/// While a write is in progress, SIGTERM, SIGINT and SIGHUP (when they would end the process)
/// first remove the temporary files; SIGXFSZ (a file size limit, `ulimit -f`) is ignored, so that
/// the write fails with "File too large" instead of killing the process mid-write.
package enum FileWriter {
    /// A file that was not written (its target untouched), naming it and why.
    package struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        package let path: String
        /// In words: `No space left on device`, `it is a symbolic link`…
        package let reason: String

        package var description: String { "Cannot write '\(path)': \(reason)" }
    }

    /// One file to write.
    package struct File: Sendable, Hashable {
        package let path: String
        package let bytes: [UInt8]

        package init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// Which file a path held when it was read: a write that must not overwrite a change made
    /// since (`spoken convert -o X X` normalising in place) compares it before renaming.
    package struct Identity: Sendable, Hashable {
        let device: UInt64
        let inode: UInt64
        let size: Int64
        let modified: Int64
        let changed: Int64

        /// The identity of the regular file at `path` (not following a link), or nil.
        package init?(path: String) {
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            self.init(info)
        }

        /// The same file (device and inode), changed or not.
        package func sameFile(as other: Identity) -> Bool { device == other.device && inode == other.inode }

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        }
    }

    /// Writes one file whole or not at all. With `unchangedSince`, a target that changed since
    /// that identity was taken is not overwritten.
    package static func write(_ bytes: [UInt8], to path: String, unchangedSince identity: Identity? = nil)
        throws(Failure)
    {
        try write([File(path: path, bytes: bytes)], unchangedSince: identity.map { [path: $0] } ?? [:])
    }

    /// Writes several files: all of them, or (short of a SIGKILL during the final renames) none.
    package static func write(_ files: [File], unchangedSince identities: [String: Identity] = [:])
        throws(Failure)
    {
        // Every target checked before anything is written.
        var modes: [String: mode_t] = [:]
        for file in files { modes[file.path] = try existingMode(file.path) }
        let directories = Set(files.map { directoryName($0.path) }).sorted()
        var locks: [Int32] = []
        defer { for lock in locks { close(lock) } }
        for directory in directories {
            let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw Failure(path: files.first { directoryName($0.path) == directory }!.path, reason: reason(errno))
            }
            locks.append(descriptor)
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        }
        for target in Set(files.map(\.path)) { Temporary.removeStale(for: target) }
        let guarded = SignalGuard.begin()
        defer { SignalGuard.end(guarded) }
        var temporaries: [(temporary: Temporary, target: String)] = []
        func discard() {
            for (temporary, _) in temporaries { temporary.remove() }
        }
        for file in files {
            do throws(Failure) {
                let temporary = try Temporary.create(for: file.path, mode: modes[file.path] ?? nil)
                temporaries.append((temporary, file.path))
                try temporary.fill(file.bytes, target: file.path)
            } catch {
                discard()
                throw error
            }
        }
        // Checked again just before the renames: a link planted, or a change made meanwhile.
        for file in files {
            do throws(Failure) {
                _ = try existingMode(file.path)
                if let identity = identities[file.path], Identity(path: file.path) != identity {
                    throw Failure(
                        path: file.path, reason: "it changed after it was read, so it was not overwritten")
                }
            } catch {
                discard()
                throw error
            }
        }
        for (index, (temporary, target)) in temporaries.enumerated() {
            guard rename(temporary.path, target) == 0 else {
                let failure = Failure(path: target, reason: reason(errno))
                for (rest, _) in temporaries[index...] { rest.remove() }
                throw failure
            }
            temporary.renamed()
        }
        for descriptor in locks { _ = fsync(descriptor) }
    }

    /// The mode of the regular file at `path` (kept by the new file), nil when there is none;
    /// throws for a link or anything that is not a regular file.
    private static func existingMode(_ path: String) throws(Failure) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            guard errno == ENOENT else { throw Failure(path: path, reason: reason(errno)) }
            return nil
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            // Replacing needs only the directory's permission; a file that may not be written stays.
            guard faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) == 0 else {
                throw Failure(path: path, reason: reason(errno))
            }
            return info.st_mode & 0o7777
        case S_IFLNK:
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(path, &buffer, buffer.count - 1)
            let destination =
                count > 0 ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?"
            throw Failure(
                path: path,
                reason: "it is a symbolic link (to '\(destination)'); Spoken does not write through links")
        case S_IFDIR: throw Failure(path: path, reason: "it is a directory")
        case S_IFIFO: throw Failure(path: path, reason: "it is not a regular file (a FIFO)")
        case S_IFSOCK: throw Failure(path: path, reason: "it is not a regular file (a socket)")
        case S_IFCHR, S_IFBLK: throw Failure(path: path, reason: "it is not a regular file (a device)")
        default: throw Failure(path: path, reason: "it is not a regular file")
        }
    }

    static func directoryName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// A temporary file beside its target, registered for removal on a terminating signal.
    private struct Temporary {
        let path: String
        let slot: Int?

        /// The directory part of `target` (with its slash) and the start of its temporary files' names.
        static func namePrefix(for target: String) -> (directory: String, name: String) {
            let directory = target.lastIndex(of: "/").map { String(target[...$0]) } ?? ""
            let name = target.split(separator: "/").last.map(String.init) ?? target
            return (directory, "." + name.prefix(64) + ".spoken-tmp-")
        }

        static func create(for target: String, mode: mode_t?) throws(Failure) -> Temporary {
            let (prefix, name) = namePrefix(for: target)
            for _ in 0..<100 {
                let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
                let path = prefix + name + "p\(getpid())-" + suffix
                let slot = SignalGuard.register(path)
                let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
                if descriptor < 0 {
                    let code = errno
                    SignalGuard.unregister(slot)
                    if code == EEXIST { continue }
                    throw Failure(path: target, reason: reason(code))
                }
                // A replaced file keeps its permissions (the new one otherwise follows the umask).
                if let mode { _ = fchmod(descriptor, mode) }
                close(descriptor)
                return Temporary(path: path, slot: slot)
            }
            throw Failure(path: target, reason: "no temporary file name was free")
        }

        /// Removes the temporary files of `target` left by writers that were killed: those naming a
        /// process that no longer runs, and those of the form that named none. Called with the
        /// directory's lock held (a live writer holds it until its rename).
        static func removeStale(for target: String) {
            let (prefix, start) = namePrefix(for: target)
            guard let directory = opendir(prefix.isEmpty ? "." : prefix) else { return }
            defer { closedir(directory) }
            var stale: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard name.hasPrefix(start) else { continue }
                let rest = name.dropFirst(start.count)
                if rest.first == "p", let dash = rest.firstIndex(of: "-"),
                    let pid = pid_t(rest[rest.index(after: rest.startIndex)..<dash]), pid > 0,
                    kill(pid, 0) == 0 || errno == EPERM
                {
                    continue  // its process still runs (or its number was reused): keep it
                }
                stale.append(prefix + name)
            }
            for path in stale {
                var info = stat()
                if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { unlink(path) }
            }
        }

        /// Writes, syncs and closes; on failure the caller removes the file.
        func fill(_ bytes: [UInt8], target: String) throws(Failure) {
            let descriptor = open(path, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { throw Failure(path: target, reason: reason(errno)) }
            var failure: Int32 = 0
            bytes.withUnsafeBytes { raw in
                var written = 0
                while written < raw.count {
                    let count = Glibc.write(descriptor, raw.baseAddress! + written, min(raw.count - written, 1 << 20))
                    if count < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    written += count
                }
            }
            if failure == 0, fsync(descriptor) != 0 { failure = errno }
            if close(descriptor) != 0, failure == 0 { failure = errno }
            if failure != 0 { throw Failure(path: target, reason: reason(failure)) }
        }

        func remove() {
            unlink(path)
            SignalGuard.unregister(slot)
        }

        func renamed() { SignalGuard.unregister(slot) }
    }
}

/// The temporary files in progress, removed by a terminating signal before it ends the process.
/// Async-signal-safe: fixed buffers that are never freed, claimed by one bit each.
private enum SignalGuard {
    static let capacity = 64
    static let pathBytes = Int(PATH_MAX) + 1
    // Claimed slot by slot through `inUse`; the handler reads only the slots marked `ready`.
    nonisolated(unsafe) static let paths = UnsafeMutablePointer<CChar>.allocate(capacity: capacity * pathBytes)
    static let inUse = Atomic<UInt64>(0)
    static let ready = Atomic<UInt64>(0)
    static let state = Locked(State())
    static let signals: [Int32] = [SIGTERM, SIGINT, SIGHUP]

    struct State {
        var writers = 0
        var previous: [Int32: sigaction] = [:]
        var previousSizeLimit: sigaction?
    }

    /// Claims a slot for `path`; nil when every slot is taken or the path is too long (the file is
    /// then only left behind by a signal, never a risk to the target).
    static func register(_ path: String) -> Int? {
        let bytes = Array(path.utf8)
        guard bytes.count < pathBytes else { return nil }
        var claimed: Int?
        while claimed == nil {
            let used = inUse.load(ordering: .acquiring)
            guard used != UInt64.max else { return nil }
            let slot = (~used).trailingZeroBitCount
            if inUse.compareExchange(
                expected: used, desired: used | (1 << slot), ordering: .acquiringAndReleasing
            ).exchanged {
                claimed = slot
            }
        }
        let slot = claimed!
        let buffer = paths + slot * pathBytes
        for (offset, byte) in bytes.enumerated() { buffer[offset] = CChar(bitPattern: byte) }
        buffer[bytes.count] = 0
        ready.bitwiseOr(1 << slot, ordering: .releasing)
        return slot
    }

    static func unregister(_ slot: Int?) {
        guard let slot else { return }
        ready.bitwiseAnd(~(1 << slot), ordering: .releasing)
        inUse.bitwiseAnd(~(1 << slot), ordering: .releasing)
    }

    /// Installs the handlers (only over the default action: a program's own handler is kept).
    static func begin() -> Bool {
        state.withLock { state in
            state.writers += 1
            guard state.writers == 1 else { return }
            // The handler must not be the first to touch these (their lazy initialisation).
            _ = ready.load(ordering: .relaxed)
            _ = paths
            for signal in signals {
                var current = sigaction()
                sigaction(signal, nil, &current)
                guard current.__sigaction_handler.sa_handler == nil else { continue }  // SIG_DFL is nil
                var action = sigaction()
                action.__sigaction_handler.sa_handler = { signal in
                    SignalGuard.removeTemporaries()
                    // Then die of the signal, as the process would have.
                    var action = sigaction()
                    action.__sigaction_handler.sa_handler = nil
                    sigemptyset(&action.sa_mask)
                    sigaction(signal, &action, nil)
                    raise(signal)
                }
                sigemptyset(&action.sa_mask)
                action.sa_flags = 0
                sigaction(signal, &action, nil)
                state.previous[signal] = current
            }
            var current = sigaction()
            sigaction(SIGXFSZ, nil, &current)
            if current.__sigaction_handler.sa_handler == nil {
                var ignore = sigaction()
                ignore.__sigaction_handler.sa_handler = SIG_IGN
                sigemptyset(&ignore.sa_mask)
                sigaction(SIGXFSZ, &ignore, nil)
                state.previousSizeLimit = current
            }
        }
        return true
    }

    static func end(_ began: Bool) {
        guard began else { return }
        state.withLock { state in
            state.writers -= 1
            guard state.writers == 0 else { return }
            for (signal, var previous) in state.previous { sigaction(signal, &previous, nil) }
            state.previous = [:]
            if var previous = state.previousSizeLimit { sigaction(SIGXFSZ, &previous, nil) }
            state.previousSizeLimit = nil
        }
    }

    /// In the handler: unlink(2) only.
    static func removeTemporaries() {
        let set = ready.load(ordering: .acquiring)
        for slot in 0..<capacity where set & (1 << slot) != 0 { unlink(paths + slot * pathBytes) }
    }
}
