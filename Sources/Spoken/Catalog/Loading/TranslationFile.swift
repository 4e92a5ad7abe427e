#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One translation file: its path (as shown in diagnostics; its extension picks the format:
/// `.arb`, `.xcstrings`, `.strings`, `.stringsdict`) and its bytes. What `spoken lint` checks and
/// what the catalog loader (`CatalogStore.loadOverrides`) reads, through the same reader and limits.
public struct TranslationFile: Sendable, Hashable {
    public let path: String
    public let bytes: [UInt8]
    /// The file's size: `bytes.count`, or more when the file was over the size limit and not read.
    public let size: Int

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        size = bytes.count
    }

    /// Whether the file was over the size limit and left unread.
    package var isUnread: Bool { bytes.count < size }

    /// A file over the size limit, left unread.
    package init(path: String, unreadSize: Int) {
        self.path = path
        bytes = []
        size = unreadSize
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}

/// Bounds of reading translation files, for `spoken lint` and the catalog loader alike: what a
/// translator's file, or a hostile one, can cost.
public struct CatalogLimits: Sendable, Hashable {
    /// 32 MiB: the whole shipped `l10n/` is under 100 kB.
    public static let defaultMaxFileBytes = 32 << 20

    /// Files larger than this are not read: each is one `file-too-large` error.
    public var maxFileBytes: Int
    /// Diagnostics kept per file; the rest are counted, and the report says how many were left out.
    public var maxDiagnosticsPerFile: Int
    /// Translation files read from one directory; a directory holding more is not read.
    public var maxFilesPerDirectory: Int

    public init(
        maxFileBytes: Int = CatalogLimits.defaultMaxFileBytes, maxDiagnosticsPerFile: Int = 1000,
        maxFilesPerDirectory: Int = 4096
    ) {
        self.maxFileBytes = max(0, maxFileBytes)
        self.maxDiagnosticsPerFile = max(1, maxDiagnosticsPerFile)
        self.maxFilesPerDirectory = max(1, maxFilesPerDirectory)
    }
}

/// Diagnostics of one file left out of a report (over `CatalogLimits.maxDiagnosticsPerFile`).
public struct DiagnosticOmission: Sendable, Hashable {
    public let file: String
    public let errors: Int
    public let warnings: Int
    public var count: Int { errors + warnings }

    package init(file: String, errors: Int, warnings: Int) {
        self.file = file
        self.errors = errors
        self.warnings = warnings
    }
}

extension TranslationFile {
    /// Why a path cannot be read, in words (`Permission denied`, `not a regular file`,
    /// `dangling symbolic link`).
    package struct ReadFailure: Error, Sendable, Hashable {
        package let reason: String
    }

    /// Reads a file. One over `limit` bytes is not read: the result is empty and records the
    /// size, so that the caller reports it (`file-too-large`). Files are read once, straight into
    /// the bytes the readers parse, after their size was checked.
    package static func read(_ path: String, limit: Int) throws(ReadFailure) -> TranslationFile {
        // Non-blocking: opening a FIFO must not wait for a writer (fstat then refuses it).
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw ReadFailure(reason: reason(errno, path: path)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw ReadFailure(reason: reason(errno, path: path)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw ReadFailure(reason: (info.st_mode & S_IFMT) == S_IFDIR ? "it is a directory" : "not a regular file")
        }
        let size = Int(info.st_size)
        if size > limit { return TranslationFile(path: path, unreadSize: size) }
        // One buffer of the file's size, filled by read(2): no intermediate Data, no growth.
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        var probe = [UInt8](repeating: 0, count: 4096)
        while true {
            let full = filled == bytes.count
            // Once full, a small probe finds the end (or a file that grew since fstat).
            let count =
                full
                ? probe.withUnsafeMutableBytes { raw in systemRead(descriptor, raw.baseAddress!, raw.count) }
                : bytes.withUnsafeMutableBytes { raw in
                    systemRead(descriptor, raw.baseAddress! + filled, raw.count - filled)
                }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw ReadFailure(reason: reason(errno, path: path))
            }
            if count == 0 { break }
            if full {
                bytes.append(contentsOf: probe[..<count])
                if bytes.count > limit { return TranslationFile(path: path, unreadSize: bytes.count) }
            }
            filled += count
        }
        if filled > limit { return TranslationFile(path: path, unreadSize: filled) }
        bytes.removeSubrange(filled...)
        return TranslationFile(path: path, bytes: bytes)
    }

    /// The names in a directory, hidden ones (`.name`) left out, in no particular order.
    package static func visibleNames(in path: String) throws(ReadFailure) -> [String] {
        guard let directory = opendir(path) else { throw ReadFailure(reason: reason(errno, path: path)) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        return names
    }

    /// Why a file found in `directory` is not read when it is a symbolic link (or sits in an
    /// `.lproj` folder that is one) to a place outside `directory`: a pull request's
    /// `l10n/de.arb -> /some/creds.json` would print that file's key names. nil for every other
    /// file: links that stay inside are followed. Lint and the catalog loader ask the same.
    package static func linkOutside(_ directory: String, file: String) -> String? {
        var info = stat()
        let folder = String(file[..<(file.lastIndex(of: "/") ?? file.startIndex)])
        var folderInfo = stat()
        let linked =
            (lstat(file, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK)
            || (folder.hasSuffix(".lproj") && lstat(folder, &folderInfo) == 0
                && (folderInfo.st_mode & S_IFMT) == S_IFLNK)
        guard linked, let root = realPath(directory), let target = realPath(file) else { return nil }
        guard !target.hasPrefix(root == "/" ? "/" : root + "/") else { return nil }
        return "a symbolic link to '\(target)', outside '\(directory)'; links out of the directory are not followed"
    }

    /// The path with every link resolved; nil when it cannot be (a dangling link is reported when read).
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The reason behind an errno, in words; a dangling symbolic link says so.
    package static func reason(_ code: Int32, path: String) -> String {
        var info = stat()
        if code == ENOENT, lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            return "dangling symbolic link"
        }
        return String(cString: strerror(code))
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Musl.read(descriptor, buffer, count)
        #endif
    }
}
