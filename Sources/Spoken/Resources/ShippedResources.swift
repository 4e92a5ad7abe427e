import Foundation

/// The data Spoken ships inside its binary: the ARB catalogs of `l10n/` and the files of
/// `Resources/`, embedded at build time by the EmbedResources plugin (no `Bundle.module`, which
/// on Linux breaks once a copied binary's build folder is gone).
public enum ShippedResources {
    /// Paths of every embedded file, relative to the package root (`l10n/en.arb`).
    public static var paths: [String] { EmbeddedResources.base64.keys.sorted() }

    /// The bytes of an embedded file, or nil when no such file was shipped.
    public static func data(_ path: String) -> Data? {
        decoded.withLock { cache in
            if let data = cache[path] { return data }
            guard let base64 = EmbeddedResources.base64[path], let data = Data(base64Encoded: base64)
            else { return nil }
            cache[path] = data
            return data
        }
    }

    /// The text of an embedded UTF-8 file.
    public static func text(_ path: String) -> String? {
        data(path).map { String(decoding: $0, as: UTF8.self) }
    }

    private static let decoded = Locked<[String: Data]>([:])
}
