// libFuzzer target: the bytes as a translator's ARB file → `spoken lint` against the shipped
// English source, and the run-time ARB loader. Nothing a translator can type may crash either,
// and every diagnostic must point inside the file (1-based line and column).

import Foundation

private let source = ShippedResources.text("l10n/en.arb").map { LintFile(path: "l10n/en.arb", text: $0) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzARBLint(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let report = Linter().lint([LintFile(path: "fuzz/de.arb", bytes: bytes)], source: source)
    // Lines end at LF, CR or CRLF, as the linter (and editors) count them.
    var lines = 1
    for (index, byte) in bytes.enumerated()
    where byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
        lines += 1
    }
    for diagnostic in report.diagnostics {
        guard diagnostic.line >= 1, diagnostic.column >= 1, diagnostic.line <= lines else {
            fatalError("diagnostic outside the file: \(diagnostic)")
        }
    }
    _ = report.rendered(as: .sarif, color: false)
    // The run-time loader (override directories) must reject what it cannot use, not crash.
    _ = CatalogOverrides.check([TranslationFile(path: "fuzz/de.arb", bytes: bytes)])
    return 0
}
