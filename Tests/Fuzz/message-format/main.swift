// libFuzzer target: ICU MessageFormat with arbitrary patterns and arguments, through the same
// checks catalog messages go through. Input: first line a locale tag, second line the pattern,
// then `name=value` lines (typed as `spoken announce` types them). Whatever the input, the result
// is words or a catalog error naming the problem; never a crash.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMessageFormat(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.count >= 2, let locale = try? SpokenLocale(lines.removeFirst()) else { return 0 }
    let pattern = lines.removeFirst()
    guard let format = try? ICUMessageFormat(pattern: pattern, localeID: locale.icuIdentifier, timeZoneID: "UTC") else {
        return 0
    }
    let uses = format.arguments
    let plan = MessagePlan(
        key: "fuzz.message", pattern: pattern, uses: uses, declared: ArgumentRequirement.of(uses), supplier: locale)
    var arguments: [String: MessageArgument] = [:]
    for line in lines {
        guard let equals = line.firstIndex(of: "=") else { continue }
        guard let value = try? MessageArgument(parsing: String(line[line.index(after: equals)...])) else { continue }
        arguments[String(line[..<equals])] = value
    }
    do {
        _ = try MessageFormatting.format(plan, locale: locale, timeZone: .utc, isolate: true, arguments)
    } catch {
        let expected: Set<SpokenError.Code> = [.missingArgument, .unknownArgument, .invalidArgumentType, .icuFailure]
        guard expected.contains(error.code) else { fatalError("unexpected error \(error.code): \(error.message)") }
    }
    return 0
}
