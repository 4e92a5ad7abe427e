/// Formats catalog messages with ICU's MessageFormat and named arguments.
///
/// Arguments are checked against the argument uses ICU's MessagePattern reports before ICU sees
/// them: ICU prints an absent argument as "{count}", which must never reach a listener.
enum MessageFormatting {
    private struct Signature: Hashable, Sendable {
        let locale: String
        let zone: String
        let pattern: String
    }

    /// Compiled messages; a backend serving 13 languages × ~50 keys in a few zones fits.
    private static let cache = BoundedCache<Signature, ICUMessageFormat>(capacity: 1024)

    static func compile(_ pattern: String, localeID: String, timeZoneID: String) throws(ICUMessageFormat.SyntaxError) -> ICUMessageFormat {
        try cache.value(for: Signature(locale: localeID, zone: timeZoneID, pattern: pattern)) {
            () throws(ICUMessageFormat.SyntaxError) -> ICUMessageFormat in
            try ICUMessageFormat(pattern: pattern, localeID: localeID, timeZoneID: timeZoneID)
        }
    }

    struct Request {
        let key: String
        let pattern: String
        let uses: [ICUMessageFormat.ArgumentUse]
        /// The arguments the source declares for the key and what each needs: any other name is
        /// an unknown argument.
        let declared: [String: ArgumentRequirement]
        /// The locale whose plural rules and number formats apply.
        let locale: SpokenLocale
        /// The catalog's locale: its direction decides bidi isolation.
        let supplier: SpokenLocale
        let timeZone: SpokenTimeZone
        let isolate: Bool
    }

    static func format(_ request: Request, _ arguments: [String: MessageArgument]) throws(SpokenError) -> String {
        let key = request.key
        for name in arguments.keys.sorted() where request.declared[name] == nil {
            let takes = request.declared.isEmpty
                ? "it takes no arguments" : "it takes " + request.declared.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
            throw SpokenError(.unknownArgument, input: name, message: "Unknown argument '\(name)' for '\(key)': \(takes)")
        }
        // How this translation uses each argument decides how a value is passed; with the
        // source's declaration it decides which values are accepted.
        let uses = ArgumentRequirement.of(request.uses)
        var seen = Set<String>()
        var values: [(name: String, value: ICUMessageFormat.Value)] = []
        var needsZone = false
        let rtl = request.isolate && request.supplier.isRightToLeft
        for use in request.uses where seen.insert(use.name).inserted {
            let name = use.name
            guard let argument = arguments[name] else {
                throw SpokenError(.missingArgument, input: name, message: "Missing argument '\(name)' for '\(key)'")
            }
            let use = uses[name] ?? .any
            let requirement = use.combined(with: request.declared[name] ?? .any)
            guard requirement.accepts(argument) else {
                throw SpokenError(
                    .invalidArgumentType, input: name,
                    message: "Argument '\(name)' of '\(key)' must be \(requirement.label), not \(argument.kindName) ('\(argument.display)')")
            }
            switch argument {
            case .string(let text):
                // FSI…PDI: a Latin name inside Arabic or Hebrew cannot reorder the sentence.
                // Never inside `select`, whose keywords must match exactly.
                values.append((name, .string(rtl && use == .any ? "\u{2068}\(text)\u{2069}" : text)))
            case .int(let value):
                values.append((name, .int(value)))
            case .double(let value):
                guard value.isFinite else {
                    throw SpokenError(
                        .invalidArgumentType, input: name,
                        message: "Argument '\(name)' of '\(key)' must be a finite number, not '\(value)'")
                }
                values.append((name, .double(value)))
            case .date(let seconds):
                guard Instant.validSeconds.contains(seconds) else {
                    throw SpokenError(
                        .invalidArgumentType, input: name,
                        message: "Argument '\(name)' of '\(key)' is a date outside the years 0001…9999")
                }
                if use == .any {
                    // A plain {date}: Spoken's medium date and short time in the request's zone.
                    let formatter = try SpokenDateFormatter(locale: request.locale, timeZone: request.timeZone)
                    values.append((name, .string(formatter.string(secondsSince1970: seconds))))
                } else {
                    needsZone = true
                    values.append((name, .dateMillis(seconds * 1000)))
                }
            }
        }
        do {
            // Only date and time sub-formats depend on the zone: other messages share one compile.
            let format = try compile(
                request.pattern, localeID: request.locale.icuIdentifier,
                timeZoneID: needsZone ? request.timeZone.identifier : "UTC")
            return try format.format(values)
        } catch let error as ICUMessageFormat.SyntaxError {
            throw SpokenError(.icuFailure, input: key, message: "ICU cannot compile '\(key)' (\(error.status.name))")
        } catch let error as ICUStatusError {
            throw SpokenError(.icuFailure, input: key, message: "ICU cannot format '\(key)' (\(error.name))")
        } catch {
            throw SpokenError(.icuFailure, input: key, message: "ICU cannot format '\(key)'")
        }
    }
}
