internal import SpokenICU

/// Owns one ICU number formatter (`UNumberFormatter`) opened from a skeleton, closed in `deinit`.
///
/// Sendable because of how ICU splits the work: the formatter itself is immutable after opening
/// and ICU documents it as thread-safe for formatting, so any thread may use it without a lock;
/// each call writes into a `UFormattedNumber` result, which is NOT thread-safe. One shared result
/// lives behind a mutex and is reused by whoever gets the lock; a caller that finds it busy opens a
/// private result for that call instead of waiting, so threads never serialise on each other.
///
/// Beside the shared result, the lock guards a small direct-mapped table of recent outputs keyed by
/// the value's bits: labels repeat the same values (temperatures to a tenth of a degree, ratings
/// in half stars), and a hit returns ICU's own earlier words without a call.
final class ICUNumberFormat: NumberFormatting {
    // Unchecked: raw ICU handles. The formatter and the plural rules are only read (thread-safe
    // per ICU); the shared result is only touched inside `sharedResult`'s lock.
    private struct Handle: @unchecked Sendable { let pointer: OpaquePointer }

    private struct Slot {
        /// A NaN bit pattern marks an empty slot: NaN is never formatted.
        var bits: UInt64 = .max
        var text = ""
        /// The plural category of the formatted number (`PluralCategory` order), with rules.
        var category: Int8 = 5
    }

    private struct Shared: @unchecked Sendable {
        let result: Handle
        /// Allocated on first use at `initialSlots`, doubled up to `recentSlots` when values keep
        /// colliding: a formatter used for a handful of values holds a handful of slots.
        var recent: [Slot] = []
        var collisions = 0
    }

    private static let initialSlots = 64
    private static let recentSlots = 4_096

    private let formatter: Handle
    /// The locale's cardinal plural rules, when the formatter was opened to tell categories.
    private let rules: Handle?
    private let sharedResult: Locked<Shared>
    /// The skeleton the formatter was opened with.
    let skeleton: String

    /// Opens a formatter for an ICU number skeleton in an ICU locale id; with `pluralRules`, also
    /// the locale's cardinal rules, for `stringAndCategory(_:)`.
    init(skeleton: String, icuLocale: String, pluralRules: Bool = false) throws(ICUStatusError) {
        var status: Int32 = 0
        var offset: Int32 = -1
        let opened = skeleton.withUTF16 { units, length in
            spk_numfmt_open(units, length, icuLocale, &offset, &status)
        }
        guard icuSucceeded(status), let opened else { throw ICUStatusError(status: status) }
        status = 0
        guard let result = spk_numresult_open(&status), icuSucceeded(status) else {
            spk_numfmt_close(opened)
            throw ICUStatusError(status: status)
        }
        var rules: Handle?
        if pluralRules {
            status = 0
            guard let opened = spk_numplural_open(icuLocale, &status), icuSucceeded(status) else {
                spk_numresult_close(result)
                spk_numfmt_close(opened)
                throw ICUStatusError(status: status)
            }
            rules = Handle(pointer: opened)
        }
        formatter = Handle(pointer: opened)
        self.rules = rules
        sharedResult = Locked(Shared(result: Handle(pointer: result)))
        self.skeleton = skeleton
    }

    deinit {
        sharedResult.withLock { spk_numresult_close($0.result.pointer) }
        if let rules { spk_numplural_close(rules.pointer) }
        spk_numfmt_close(formatter.pointer)
    }

    /// Formats `value` exactly as `unumf_formatDouble` + `unumf_resultToString` do.
    func string(_ value: Double) throws(ICUStatusError) -> String {
        try stringAndCategory(value).text
    }

    /// `string(_:)` and, for a formatter opened with plural rules, the category ICU selects for
    /// the number as formatted (`uplrules_selectFormatted`; `.other` without rules).
    func stringAndCategory(_ value: Double) throws(ICUStatusError) -> (text: String, category: PluralCategory) {
        let formatter = self.formatter.pointer
        let rules = self.rules?.pointer
        let shared = sharedResult.withLockIfAvailable { shared -> Result<(String, Int8), ICUStatusError> in
            if shared.recent.isEmpty { shared.recent = Array(repeating: Slot(), count: Self.initialSlots) }
            let bits = value.bitPattern
            // Mix the bits so values differing only in high mantissa bits spread over the table.
            let mixed = Int(truncatingIfNeeded: ((bits ^ (bits >> 29)) &* 0x9E37_79B9_7F4A_7C15) >> 40)
            var index = mixed & (shared.recent.count - 1)
            if shared.recent[index].bits == bits {
                return .success((shared.recent[index].text, shared.recent[index].category))
            }
            let formatted = Self.format(formatter, rules, shared.result.pointer, value)
            if case .success(let (text, category)) = formatted {
                if shared.recent[index].bits != .max {
                    shared.collisions += 1
                    if shared.collisions > shared.recent.count / 2, shared.recent.count < Self.recentSlots {
                        Self.grow(
                            &shared,
                            mix: { bits in
                                Int(truncatingIfNeeded: ((bits ^ (bits >> 29)) &* 0x9E37_79B9_7F4A_7C15) >> 40)
                            })
                        index = mixed & (shared.recent.count - 1)
                    }
                }
                shared.recent[index] = Slot(bits: bits, text: text, category: category)
            }
            return formatted
        }
        return try Self.resolved(shared) { Self.format(formatter, rules, $0, value) }
    }

    /// The outcome of a call on the shared result or, when another thread held it (`shared` is
    /// nil), of `format` on a private result opened for this call rather than waiting.
    private static func resolved(
        _ shared: Result<(String, Int8), ICUStatusError>?,
        else format: (OpaquePointer) -> Result<(String, Int8), ICUStatusError>
    ) throws(ICUStatusError) -> (text: String, category: PluralCategory) {
        let result: (String, Int8)
        if let shared {
            result = try shared.get()
        } else {
            var status: Int32 = 0
            guard let own = spk_numresult_open(&status), icuSucceeded(status) else {
                throw ICUStatusError(status: status)
            }
            defer { spk_numresult_close(own) }
            result = try format(own).get()
        }
        return (result.0, PluralCategory(rawValue: result.1) ?? .other)
    }

    /// Doubles the recent table, keeping what it holds.
    private static func grow(_ shared: inout Shared, mix: (UInt64) -> Int) {
        var table = [Slot](repeating: Slot(), count: shared.recent.count * 2)
        for slot in shared.recent where slot.bits != .max {
            table[mix(slot.bits) & (table.count - 1)] = slot
        }
        shared.recent = table
        shared.collisions = 0
    }

    /// Formats decimal text exactly as `unumf_formatDecimal` does (no binary floating point).
    func string(decimal text: String) throws(ICUStatusError) -> String {
        try decimal(text, category: false).text
    }

    /// `string(decimal:)` and, for a formatter opened with plural rules, the category ICU selects
    /// for the number as formatted (`.other` without rules).
    func stringAndCategory(decimal text: String) throws(ICUStatusError) -> (text: String, category: PluralCategory) {
        try decimal(text, category: true)
    }

    private func decimal(_ text: String, category: Bool) throws(ICUStatusError) -> (
        text: String, category: PluralCategory
    ) {
        let formatter = self.formatter.pointer
        let rules = category ? self.rules?.pointer : nil
        let shared = sharedResult.withLockIfAvailable { shared -> Result<(String, Int8), ICUStatusError> in
            Self.format(formatter, rules, shared.result.pointer, decimal: text)
        }
        return try Self.resolved(shared) { Self.format(formatter, rules, $0, decimal: text) }
    }

    private static func format(
        _ formatter: OpaquePointer, _ rules: OpaquePointer?, _ result: OpaquePointer, decimal text: String
    ) -> Result<(String, Int8), ICUStatusError> {
        Result { () throws(ICUStatusError) -> (String, Int8) in
            try text.withCChars { (chars, count) throws(ICUStatusError) -> (String, Int8) in
                guard let rules else {
                    return (
                        try icuCString(initialCapacity: 256) {
                            spk_numfmt_format_decimal_utf8(formatter, result, chars, count, $0, $1, &$2)
                        }, 5
                    )
                }
                var category: Int32 = 5
                let text = try icuCString(initialCapacity: 256) {
                    spk_numfmt_format_decimal_plural_utf8(
                        formatter, result, rules, chars, count, $0, $1, &category, &$2)
                }
                return (text, Int8(truncatingIfNeeded: category))
            }
        }
    }

    /// One ICU call; UTF-8 transcoding happens in C (see ICUDateFormat.format).
    private static func format(
        _ formatter: OpaquePointer, _ rules: OpaquePointer?, _ result: OpaquePointer, _ value: Double
    ) -> Result<(String, Int8), ICUStatusError> {
        Result { () throws(ICUStatusError) -> (String, Int8) in
            guard let rules else {
                return (
                    try icuCString(initialCapacity: 256) {
                        spk_numfmt_format_utf8(formatter, result, value, $0, $1, &$2)
                    }, 5
                )
            }
            var category: Int32 = 5
            let text = try icuCString(initialCapacity: 256) {
                spk_numfmt_format_plural_utf8(formatter, result, rules, value, $0, $1, &category, &$2)
            }
            return (text, Int8(truncatingIfNeeded: category))
        }
    }
}

/// The plural categories in ICU's order (`StandardPlural`), as the shim numbers them.
enum PluralCategory: Int8, Sendable, CaseIterable {
    case zero, one, two, few, many, other
}

/// What formats a number into ICU's words: an ICU formatter, or one taken apart
/// (`UnitPatternFormat`).
protocol NumberFormatting: Sendable {
    func string(_ value: Double) throws(ICUStatusError) -> String
    /// Decimal text (`[-]DIGITS[.DIGITS][E[-]N]`), with no binary floating point on the way.
    func string(decimal text: String) throws(ICUStatusError) -> String
    var skeleton: String { get }
}

extension NumberFormatting {
    /// `string(_:)` for public formatters: NaN and infinities are `invalid-number` errors, and an
    /// ICU failure becomes an `icu-failure` naming the value (and `context`, e.g. the unit).
    func checkedString(_ value: Double, context: @autoclosure () -> String = "") throws(SpokenError) -> String {
        try requireFinite(value)
        do {
            return try string(value)
        } catch {
            throw SpokenError(
                .icuFailure, input: String(value),
                message: "ICU could not format '\(value)'\(context()) (\(error.name))")
        }
    }
}
