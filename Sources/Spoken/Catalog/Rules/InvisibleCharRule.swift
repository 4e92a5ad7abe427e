/// `invisible-char`: characters that silently change what is read or how it is ordered: bidi
/// embeddings and overrides (U+202A–U+202E), unbalanced isolates (U+2066–U+2069), zero width space
/// (U+200B), byte order mark (U+FEFF), U+FFFD (text that was mis-encoded on the way), and U+0000
/// (C strings end there; JSON's `\u0000` carries it).
package enum InvisibleCharRule: MessageRule {
    package static let rule = DiagnosticCode.invisibleChar
    package static let summary =
        "An invisible or mis-encoded character (bidi override, unbalanced isolate, U+200B, U+FEFF, U+FFFD, U+0000)"

    static func check(_ context: MessageContext, into sink: inout DiagnosticSink) {
        // Every character this rule knows is at or above U+200B: most messages skip the scan.
        guard context.analysis.highestUnit >= 0x200B || context.analysis.lowestUnit == 0 else { return }
        scan(context.units) { offset, message in sink.report(rule, context, offset: offset, message) }
    }

    /// The rule on a plain text (any format): reports each finding's UTF-16 offset and message.
    package static func scan(_ units: [UInt16], report: (Int, String) -> Void) {
        guard units.contains(where: { ($0 >= 0x200B && ($0 <= 0x2069 || $0 >= 0xFEFF)) || $0 == 0 }) else { return }
        var openIsolates: [(Unicode.Scalar, Int)] = []
        UTF16Text.forEachScalar(units, in: 0..<units.count) { scalar, offset in
            switch scalar.value {
            case 0x202A...0x202E:
                report(
                    offset,
                    "Bidi \(scalar.value == 0x202C ? "pop formatting" : scalar.value >= 0x202D ? "override" : "embedding") \(scalar.codePointName): it reorders text invisibly; use isolates U+2066–U+2069 or nothing"
                )
            case 0x2066...0x2068:
                openIsolates.append((scalar, offset))
            case 0x2069:
                if openIsolates.isEmpty {
                    report(offset, "Unbalanced U+2069 (POP DIRECTIONAL ISOLATE) with no isolate open")
                } else {
                    openIsolates.removeLast()
                }
            case 0:
                report(offset, "Null character U+0000 inside the message: C strings and many tools end the text there")
            case 0x200B:
                report(offset, "Zero width space U+200B inside the message")
            case 0xFEFF:
                report(offset, "Byte order mark U+FEFF inside the message")
            case 0xFFFD:
                report(offset, "Replacement character U+FFFD: the text was mis-encoded")
            default:
                break
            }
            return true
        }
        for (scalar, offset) in openIsolates {
            report(offset, "Unbalanced isolate \(scalar.codePointName): no U+2069 closes it")
        }
    }
}
