internal import SpokenICU

/// An ISO 4217 currency code that ICU has data for (`USD`, `EUR`, `JPY`, historic codes such as
/// `DEM` too), in its canonical upper-case form.
///
/// Codes are matched case-insensitively (`"usd"` is `USD`). Anything else is an
/// `unknown-currency` error that names the input and suggests the closest code: a currency
/// named exactly ("euro", "US dollars", "€" → `EUR`/`USD`), else the code nearest by edit
/// distance, current currencies first (`USDD` → `USD`, `ERU` → `EUR`).
public struct CurrencyCode: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The canonical code: three upper-case ASCII letters.
    public let identifier: String

    public init(_ code: String) throws(SpokenError) {
        let upper = Self.uppercased(code)
        guard let upper, Self.known[upper] != nil else { throw Self.unknown(code) }
        identifier = upper
    }

    /// For literals in code (`"USD"`): a literal that is not a known code traps, as a typo in a
    /// literal is a programming error. Use `init(_:)` for input.
    public init(stringLiteral value: String) {
        do {
            try self.init(value)
        } catch {
            preconditionFailure(error.message)
        }
    }

    public var description: String { identifier }

    /// The currency of a locale's region (its likely region when the tag names none: `en` is
    /// `USD`, `de` `EUR`, `ja` `JPY`), as Flutter's `NumberFormat.simpleCurrency` picks it; nil for
    /// a region without one.
    public init?(defaultFor locale: SpokenLocale) {
        var status: Int32 = 0
        var code: (CChar, CChar, CChar, CChar) = (0, 0, 0, 0)
        let length = withUnsafeMutablePointer(to: &code) { pointer in
            pointer.withMemoryRebound(to: CChar.self, capacity: 4) {
                spk_currency_for_locale(locale.icuIdentifier, $0, &status)
            }
        }
        guard icuSucceeded(status), length == 3 else { return nil }
        let text = String(decoding: [code.0, code.1, code.2].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard Self.known[text] != nil else { return nil }
        identifier = text
    }

    /// Every code accepted, sorted.
    public static let available: [String] = known.keys.sorted()

    /// The code closest to `input`, or nil when none is close.
    public static func suggestion(for input: String) -> String? {
        let folded = input.lowercased()
        if let named = names[folded] { return named }
        guard let wanted = uppercased(input) ?? (input.utf8.count <= 8 ? input.uppercased() : nil) else { return nil }
        let bytes = Array(wanted.utf8)
        var best: (score: (Int, Int, Int), code: String)?
        for (code, current) in known {
            let candidate = Array(code.utf8)
            let distance = EditDistance.optimalStringAlignment(bytes, candidate)
            guard distance <= (bytes.count <= 2 ? 1 : 2) else { continue }
            // Nearer first; then a code with the same letters ("ERU" → EUR, not ERN); then one in
            // use today (USD before USN and USS).
            let anagram = bytes.sorted() == candidate.sorted() ? 0 : 1
            let score = (distance, anagram, current ? 0 : 1)
            if let best, best.score < score || (best.score == score && best.code < code) { continue }
            best = (score, code)
        }
        return best?.code
    }

    // MARK: ICU's data

    /// Code → whether it is a current common tender. XXX (no currency) and XTS (testing) are
    /// left out: ICU would say "5.00 (unknown currency)".
    private static let known: [String: Bool] = {
        let rows = (try? icuCString(initialCapacity: 4096) { spk_currency_codes($0, $1, &$2) }) ?? ""
        var codes: [String: Bool] = [:]
        for row in rows.split(separator: "\n") {
            let parts = row.split(separator: "\t")
            guard parts.count == 2, parts[0] != "XXX", parts[0] != "XTS" else { continue }
            codes[String(parts[0])] = parts[1] == "1"
        }
        return codes
    }()

    /// English names and symbols of current currencies, lower-cased → code: a user who typed
    /// "euro" or "$" meant a currency, not a code.
    private static let names: [String: String] = {
        var names: [String: String] = [:]
        for (code, current) in known.sorted(by: { $0.key < $1.key }) where current {
            for kind in Int32(0)...2 {
                let name = try? icuCString(initialCapacity: 64) { spk_currency_name(code, "en", kind, $0, $1, &$2) }
                guard let name, !name.isEmpty, name.lowercased() != code.lowercased() else { continue }
                let key = name.lowercased()
                // A symbol several currencies use ("$" is USD in en; "CA$" is CAD) keeps the first,
                // and ICU's en data gives the bare symbol to one currency only.
                if names[key] == nil { names[key] = code }
            }
        }
        // Singular forms of the plural names ("euro" from "euros").
        for (name, code) in names where name.hasSuffix("s") {
            let singular = String(name.dropLast())
            if names[singular] == nil { names[singular] = code }
        }
        return names
    }()

    /// Three ASCII letters in upper case, or nil.
    private static func uppercased(_ code: String) -> String? {
        let bytes = Array(code.utf8)
        guard bytes.count == 3,
            bytes.allSatisfy({ ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) })
        else { return nil }
        return String(decoding: bytes.map { $0 >= 0x61 ? $0 - 0x20 : $0 }, as: UTF8.self)
    }

    private static func unknown(_ code: String) -> SpokenError {
        let upper = uppercased(code)
        let hint =
            upper == "XXX"
            ? "ISO 4217's code for no currency has no words; expected a currency such as 'USD', 'EUR' or 'JPY'"
            : upper == "XTS"
                ? "ISO 4217's code for testing has no words; expected a currency such as 'USD', 'EUR' or 'JPY'"
                : suggestion(for: code).map { "did you mean '\($0)'?" }
                    ?? "expected an ISO 4217 code such as 'USD', 'EUR' or 'JPY'"
        return SpokenError(.unknownCurrency, input: code, message: "Unknown currency '\(code)': \(hint)")
    }
}
