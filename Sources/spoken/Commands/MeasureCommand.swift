import Spoken
import SpokenRender

/// `spoken measure`: the measure value type's command (`ValueCommand`: VALUE, `--unit` and the
/// options from `ValueType.measure`), with a mode of its own: `--list-units` prints the units.
enum MeasureCommand {
    static let listUnits = OptionDeclaration.flag(
        "--list-units", help: "print the simple units ICU knows, one per line")

    /// `--list-units` instead of values.
    static let listUnitsMode = ValueCommand.Mode(
        summary: "Speak values in a unit (25 degrees Celsius), exactly as ICU formats them",
        options: [listUnits],
        usage: [.required(listUnits.name)],
        exitStatus: """
            0 on success, 1 when a value is invalid (the others are still printed; on
            standard input each bad line is reported with its line number), 64 on usage errors,
            66 when standard input cannot be read (a directory).
            """,
        run: { (arguments, _) throws(CLIError) -> Int32? in
            guard arguments.has(listUnits.name) else { return nil }
            guard arguments.positionals.isEmpty else {
                throw .usage("Unexpected argument '\(arguments.positionals[0])' with --list-units")
            }
            for unit in MeasureUnit.available { Output.line(unit) }
            return 0
        })
}
