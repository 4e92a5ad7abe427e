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
    private static let cache = BoundedCache<Signature, ICUMessageFormat>(formatters: ())

    static func compile(_ pattern: String, localeID: String, timeZoneID: String) throws(ICUMessageFormat.SyntaxError)
        -> ICUMessageFormat
    {
        try cache.value(for: Signature(locale: localeID, zone: timeZoneID, pattern: pattern)) {
            () throws(ICUMessageFormat.SyntaxError) -> ICUMessageFormat in
            try ICUMessageFormat(pattern: pattern, localeID: localeID, timeZoneID: timeZoneID)
        }
    }

    /// `catalog`: the store the message comes from, whose words a value placeholder takes where
    /// its value has some (a rating's `rating.stars`).
    static func format(
        _ plan: MessagePlan, locale: SpokenLocale, timeZone: SpokenTimeZone, isolate: Bool,
        now: Instant? = nil, catalog: CatalogStore = .shared, _ arguments: [String: MessageArgument]
    ) throws(SpokenError) -> String {
        try format(
            plan, locale: locale, timeZone: timeZone, isolate: isolate, now: now, width: nil, catalog: catalog,
            arguments
        ).output
    }

    /// The message as it is shown and spoken (`SpokenMarkup`), from one ICU format: every argument
    /// ICU would get as words gets a private-use character instead (a slot), so ICU picks the
    /// plural and select branches once, from the same numbers; the slots are then filled with each
    /// argument's own visible form and words, and everything ICU wrote itself (the message's words,
    /// numbers, dates) is literal text, the same in both.
    static func markup(
        _ plan: MessagePlan, locale: SpokenLocale, timeZone: SpokenTimeZone, isolate: Bool,
        now: Instant? = nil, width: DisplayWidth, catalog: CatalogStore = .shared,
        _ arguments: [String: MessageArgument]
    ) throws(SpokenError) -> SpokenMarkup {
        let (output, slots) = try format(
            plan, locale: locale, timeZone: timeZone, isolate: isolate, now: now, width: width, catalog: catalog,
            arguments)
        guard let base = plan.slotBase else { return SpokenMarkup(literal: output) }
        var markup = SpokenMarkup()
        var literal = String.UnicodeScalarView()
        for scalar in output.unicodeScalars {
            let index = Int(scalar.value) - Int(base)
            guard index >= 0, index < slots.count else {
                literal.append(scalar)
                continue
            }
            markup.append(literal: String(literal))
            literal.removeAll(keepingCapacity: true)
            markup.append(slots[index])
        }
        markup.append(literal: String(literal))
        return markup
    }

    /// ICU's output, and with a `width` the slots it holds (`markup`).
    private static func format(
        _ plan: MessagePlan, locale: SpokenLocale, timeZone: SpokenTimeZone, isolate: Bool,
        now: Instant?, width: DisplayWidth?, catalog: CatalogStore, _ arguments: [String: MessageArgument]
    ) throws(SpokenError) -> (output: String, slots: [SpokenMarkup]) {
        let key = plan.key
        // With a width, each argument ICU gets as words is a slot: one private-use character that
        // the message's own text never holds (`MessagePlan.slotBase`).
        var slots: [SpokenMarkup] = []
        func words(_ markup: SpokenMarkup) throws(SpokenError) -> ICUMessageFormat.Value {
            guard let base = plan.slotBase, let scalar = Unicode.Scalar(base + UInt32(slots.count)),
                slots.count < MessagePlan.slotCount
            else {
                throw SpokenError(
                    .icuFailure, input: key, message: "Cannot mark up '\(key)': its text holds private-use characters")
            }
            slots.append(markup)
            return .string(String(Character(scalar)))
        }
        func literal(_ text: String) throws(SpokenError) -> ICUMessageFormat.Value {
            width == nil ? .string(text) : try words(SpokenMarkup(literal: text))
        }
        for name in arguments.keys where plan.declared[name] == nil {
            // Name the first unknown argument in a stable order.
            let unknown = arguments.keys.filter { plan.declared[$0] == nil }.sorted().first ?? name
            let takes =
                plan.declared.isEmpty
                ? "it takes no arguments"
                : "it takes " + plan.declared.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
            throw SpokenError(
                .unknownArgument, input: unknown, message: "Unknown argument '\(unknown)' for '\(key)': \(takes)")
        }
        var values: [(name: String, value: ICUMessageFormat.Value)] = []
        values.reserveCapacity(plan.arguments.count)
        var needsZone = false
        var usesMixed = false
        let rtl = isolate && plan.supplierIsRightToLeft
        for planned in plan.arguments {
            let name = planned.name
            guard let argument = arguments[name] else {
                throw SpokenError(.missingArgument, input: name, message: "Missing argument '\(name)' for '\(key)'")
            }
            let use = planned.use
            let requirement = planned.accepted
            guard requirement.accepts(argument) else {
                throw SpokenError(
                    .invalidArgumentType, input: name,
                    message:
                        "Argument '\(name)' of '\(key)' must be \(requirement.label), not \(argument.kindName) ('\(argument.display)')"
                )
            }
            if case .value(let placeholder) = requirement {
                // A value type's placeholder ({eta} typed duration): the value type's words.
                values.append(
                    (
                        name,
                        try value(
                            argument, as: placeholder, plan: plan, name: name, locale: locale, timeZone: timeZone,
                            now: now, width: width, catalog: catalog, slot: words)
                    ))
                continue
            }
            switch argument {
            case .string(let text):
                // FSI…PDI: a Latin name inside Arabic or Hebrew cannot reorder the sentence.
                // Never inside `select`, whose keywords must match exactly.
                values.append(
                    (name, use == .any ? try literal(rtl ? "\u{2068}\(text)\u{2069}" : text) : .string(text)))
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
                    // A plain {date}: Spoken's medium date and short time in the request's zone, in
                    // the placeholder's presentation; relative words ("yesterday") seen from `now`,
                    // capitalised only at the start of the message.
                    let formatter: SpokenDateFormatter
                    if let presentation = plan.datePresentations[name] {
                        formatter = try SpokenDateFormatter(
                            locale: locale, timeZone: timeZone, presentation: presentation,
                            capitalization: plan.leading == name ? .sentence : .none)
                    } else {
                        formatter = try SpokenDateFormatter(locale: locale, timeZone: timeZone)
                    }
                    let instant = Instant(secondsSince1970: seconds)
                    values.append((name, try literal(formatter.string(instant, now: now ?? .now))))
                } else {
                    needsZone = true
                    values.append((name, .dateMillis(seconds * 1000)))
                }
            case .duration(let duration):
                guard duration >= .zero else {
                    throw SpokenError(
                        .invalidArgumentType, input: name,
                        message: "Argument '\(name)' of '\(key)' is a negative duration ('\(duration)')")
                }
                // Only a plain {eta} accepts a duration (the check above): its words, as an untyped
                // placeholder's: the duration value type's defaults.
                values.append(
                    (
                        name,
                        try value(
                            argument, as: ValueType.duration.placeholder, plan: plan, name: name, locale: locale,
                            timeZone: timeZone, now: now, width: width, catalog: catalog, slot: words)
                    ))
            case .relativeTime, .fields, .list:
                // An object of a value type's fields (`{"start": …, "end": …}`): that type's words.
                values.append(
                    (
                        name,
                        try value(
                            argument, as: argument.valueTypeName.flatMap(ValuePlaceholder.named), plan: plan,
                            name: name, locale: locale,
                            timeZone: timeZone, now: now, width: width, catalog: catalog, slot: words)
                    ))
            case .money(let money):
                // A plain {price}: the currency's full name, as spoken money; plural and number
                // read the amount, and the plain uses beside them (renamed) are spoken money.
                let spoken = try Self.spoken(money, locale: locale, width: width, slot: words)
                guard use != .any else {
                    values.append((name, spoken))
                    continue
                }
                values.append((name, .double(money.amount.doubleValue)))
                if let synthetic = plan.mixed?.renamed.first(where: { $0.name == name }) {
                    usesMixed = true
                    values.append((synthetic.argument, spoken))
                }
            }
        }
        if usesMixed, let mixed = plan.mixed {
            // Money used both ways switched to the pattern whose plain uses are renamed: every other
            // argument used both ways fills its plain uses with its own value.
            for (name, synthetic) in mixed.renamed where !values.contains(where: { $0.name == synthetic }) {
                if let value = values.first(where: { $0.name == name })?.value { values.append((synthetic, value)) }
            }
        }
        for spoken in plan.spoken {
            // A formatted placeholder's plain uses: the format's words for the number given.
            guard let argument = arguments[spoken.name] else { continue }
            // With a width, the format's words and ICU's visible form ("$42.50") in a slot.
            let format = spoken.format
            func formatted(_ decimal: DecimalNumber) throws(SpokenError) -> ICUMessageFormat.Value {
                guard width != nil else { return .string(try format.spoken(decimal, locale: locale)) }
                return try words(format.markup(decimal, locale: locale))
            }
            let value: ICUMessageFormat.Value
            switch argument {
            case .int(let number): value = try formatted(DecimalNumber(Int(clamping: number)))
            case .double(let number): value = try formatted(DecimalNumber(number))
            case .money(let money):
                value =
                    width == nil
                    ? .string(try format.spoken(money, locale: locale))
                    : try words(format.markup(money, locale: locale))
            default: continue  // refused above: the placeholder's type is a number
            }
            values.append((spoken.argument, value))
        }
        do {
            // Only date and time sub-formats depend on the zone: other messages share one compile.
            let format = try compile(
                usesMixed ? plan.mixed?.pattern ?? plan.pattern : plan.pattern, localeID: locale.icuIdentifier,
                timeZoneID: needsZone ? timeZone.identifier : "UTC")
            return (try format.format(values), slots)
        } catch let error as ICUMessageFormat.SyntaxError {
            throw SpokenError(.icuFailure, input: key, message: "ICU cannot compile '\(key)' (\(error.status.name))")
        } catch let error as ICUStatusError {
            throw SpokenError(.icuFailure, input: key, message: "ICU cannot format '\(key)' (\(error.name))")
        } catch {
            throw SpokenError(.icuFailure, input: key, message: "ICU cannot format '\(key)'")
        }
    }

    /// The words of a value type's value for a plain `{name}`: the placeholder's options and the
    /// value type's formatter call; with a `width`, its words and visible form in a slot. An error
    /// names the argument and the key.
    private static func value(
        _ argument: MessageArgument, as placeholder: ValuePlaceholder?, plan: MessagePlan, name: String,
        locale: SpokenLocale, timeZone: SpokenTimeZone, now: Instant?, width: DisplayWidth?, catalog: CatalogStore,
        slot: (SpokenMarkup) throws(SpokenError) -> ICUMessageFormat.Value
    ) throws(SpokenError) -> ICUMessageFormat.Value {
        guard let placeholder else {
            throw SpokenError(
                .invalidArgumentType, input: name, message: "Argument '\(name)' of '\(plan.key)' cannot be spoken")
        }
        let options = plan.valueOptions[name] ?? ValueInputs()
        do throws(SpokenError) {
            guard let width else {
                return .string(
                    try placeholder.words(
                        for: argument, options: options, locale: locale, timeZone: timeZone, now: now, catalog: catalog)
                )
            }
            return try slot(
                placeholder.markup(
                    for: argument, options: options, locale: locale, timeZone: timeZone, now: now, width: width,
                    catalog: catalog))
        } catch {
            throw SpokenError(
                error.code, input: error.input, message: "\(error.message) (argument '\(name)' of '\(plan.key)')")
        }
    }

    /// Money for a plain `{price}`: the currency's full name; with a `width`, the money value
    /// type's words and visible form in a slot.
    private static func spoken(
        _ money: Money, locale: SpokenLocale, width: DisplayWidth?,
        slot: (SpokenMarkup) throws(SpokenError) -> ICUMessageFormat.Value
    ) throws(SpokenError) -> ICUMessageFormat.Value {
        guard let width else {
            return .string(try MoneyFormatter(locale: locale, currency: money.currency).string(money.amount))
        }
        return try slot(ValueType.money.markup(money.valueInputs, locale: locale, width: width))
    }
}
