// libFuzzer target: instants as text (ISO 8601 with offsets, @EPOCH_SECONDS).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInstant(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let seconds = try Instant.parse(text).secondsSince1970
        guard seconds.isFinite, Instant.validSeconds.contains(seconds) else {
            fatalError("'\(text)' parsed to \(seconds), outside the documented range")
        }
        // Any accepted instant formats (the hardest path: relative words, split halves).
        _ = (try? SpokenDateFormatter(locale: .enUS, timeZone: .utc, presentation: .relative))?
            .string(secondsSince1970: seconds)
        _ = (try? SpokenDateFormatter(locale: .enUS, timeZone: .utc))?.string(secondsSince1970: seconds)
    } catch {
        guard error.code == .invalidInstant, error.input == text else {
            fatalError("'\(text)' failed with \(error.code) for input '\(error.input)'")
        }
    }
    return 0
}
