import Spoken
import SpokenRender

/// `spoken measure`: values in a CLDR unit → spoken measurements.
enum MeasureCommand: Command {
    static let unit = OptionDeclaration.field(MeasureRenderHandler.unit.spec, valueName: "UNIT")
    static let width = OptionDeclaration.field(MeasureRenderHandler.width.spec)
    static let usage = OptionDeclaration.field(MeasureRenderHandler.usage.spec)
    static let maxFractionDigits = OptionDeclaration.field(MeasureRenderHandler.maxFractionDigits.spec)
    static let grammaticalCase = OptionDeclaration.field(
        MeasureRenderHandler.grammaticalCase.spec, valueName: ValueField.grammaticalCase.valueName)
    static let listUnits = OptionDeclaration.flag(
        "--list-units", help: "print the simple units ICU knows, one per line")

    static let declaration = CommandDeclaration(
        name: "measure",
        summary: "Speak values in a unit (25 degrees Celsius), exactly as ICU formats them",
        usage: [
            [
                .optional(OptionGroup.locale.name), .required(unit.name), .optional(width.name),
                .optional(usage.name), .optional(maxFractionDigits.name), .optional(grammaticalCase.name),
            ] + MarkupOptions.declarations.map { .optional($0.name) } + [.argument("VALUE")],
            [.required(listUnits.name)],
        ],
        discussion: "Prints one line per VALUE: the value in UNIT, byte for byte as ICU's number formatter says it.",
        arguments: [
            ArgumentDeclaration(
                "VALUE", help: "a decimal number (25, -3.5, 1e3). '-' reads values from standard input, one per line.",
                repeating: true)
        ],
        options: [OptionGroup.locale, unit, width, usage, maxFractionDigits, grammaticalCase]
            + MarkupOptions.declarations + [listUnits],
        exitStatus: """
            0 on success, 1 when a value is invalid (the others are still printed; on
            standard input each bad line is reported with its line number), 64 on usage errors,
            66 when standard input cannot be read (a directory).
            """)

    static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
        if arguments.has(listUnits.name) {
            guard arguments.positionals.isEmpty else {
                throw .usage("Unexpected argument '\(arguments.positionals[0])' with --list-units")
            }
            for unit in MeasureUnit.available { Output.line(unit) }
            return 0
        }
        guard let unitName = arguments[unit.name] else {
            throw .usage("Missing --unit: give a CLDR unit such as 'celsius' or 'kilometer-per-hour'")
        }
        let locale = try arguments.locale()
        let displayWidth = try MarkupOptions.width(arguments)
        let formatter: MeasureFormatter
        let visible: MeasureFormatter?
        do throws(SpokenError) {
            func make(width: MeasureWidth) throws(SpokenError) -> MeasureFormatter {
                try MeasureFormatter(
                    locale: locale, unit: MeasureUnit(unitName), width: width,
                    maximumFractionDigits: try fractionDigits(arguments[maxFractionDigits.name]),
                    usage: MeasureUsage(parsing: arguments.value(usage)),
                    grammaticalCase: GrammaticalCase.parsing(
                        arguments[grammaticalCase.name], for: locale, option: grammaticalCase.name))
            }
            formatter = try make(width: MeasureWidth(parsing: arguments.value(width)))
            visible = try displayWidth.map { (display) throws(SpokenError) in try make(width: display.measureWidth) }
        } catch {
            throw .usage(error)
        }
        guard !arguments.positionals.isEmpty else {
            throw .usage("Missing VALUE: give one or more numbers, or '-' to read standard input")
        }
        return Output.eachValue(arguments.positionals) { (value) throws(SpokenError) -> String in
            _ = try NumberArgument.decimal(value)
            let text = try formatter.string(parsing: value)
            guard let visible else { return text }
            let markup = SpokenMarkup(value: text, display: try visible.visibleString(parsing: value), kind: "measure")
            return MarkupOptions.json(markup, locale: locale)
        }
    }

    private static func fractionDigits(_ text: String?) throws(SpokenError) -> Int? {
        guard let text else { return nil }
        let range = MeasureFormatter.fractionDigitsRange
        guard let digits = Int(text), range.contains(digits) else {
            throw SpokenError(
                .invalidOption, input: text,
                message:
                    "Invalid value '\(text)' for --max-fraction-digits: expected \(range.lowerBound) to \(range.upperBound)"
            )
        }
        return digits
    }
}
