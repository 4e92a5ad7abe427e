// libFuzzer target: locale tags and time zone ids as a user could type them.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLocaleTimeZone(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let newline = bytes.firstIndex(of: 0x0A) ?? size
    let tag = String(decoding: bytes[..<newline], as: UTF8.self)
    let zoneID = newline < size ? String(decoding: bytes[(newline + 1)...], as: UTF8.self) : "UTC"
    let locale = try? SpokenLocale(tag)
    if let locale {
        // A parsed locale round-trips through its own canonical tag.
        guard let again = try? SpokenLocale(locale.identifier), again.identifier == locale.identifier else {
            fatalError("locale '\(tag)' → '\(locale.identifier)' does not parse back to itself")
        }
        _ = locale.isRightToLeft
        _ = locale.maximized.identifier
    }
    let zone = try? SpokenTimeZone(zoneID)
    if let zone {
        _ = zone.offset(atSecondsSince1970: 1_795_956_600)
    }
    if let locale, let zone {
        // One presentation per input (opening formatters is the slow part): the input picks it.
        let presentation = DatePresentation.allCases[size % DatePresentation.allCases.count]
        if let formatter = try? SpokenDateFormatter(
            locale: locale, timeZone: zone, dateStyle: .full, timeStyle: .long, presentation: presentation)
        {
            _ = formatter.string(secondsSince1970: 1_795_956_600)
        }
    }
    return 0
}
