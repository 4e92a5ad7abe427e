import Foundation
import Spoken
import SpokenRender

/// `spoken rotor`: rotor names, and rotor manifests for a screen's items.
enum RotorCommand: Command {
    /// `--manifest FILE.json`: the `rotorManifest` op's items, from a file; the attributes and the
    /// rotors they fill from `RotorAttribute`.
    static let manifest = OptionDeclaration.option(
        "--manifest", "FILE.json",
        help: wrapped(
            "reads \(RotorManifestRenderHandler.items.spec.doc) ('-' for standard input). attributes: "
                + RotorAttribute.allCases.map { "\($0.rawValue) → \($0.key)" }.joined(separator: ", ")
                + ". Prints the rotors with the ids each visits, in item order, as JSON; rotors that would visit nothing are left out."
        ))

    /// `text` in lines of at most 70 characters, broken at spaces.
    private static func wrapped(_ text: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > 70 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    static let declaration = CommandDeclaration(
        name: "rotor",
        summary: "Speak VoiceOver rotor names, or build the rotor manifest of a list of items",
        usage: [
            [.optional(OptionGroup.locale.name), .optional(OptionGroup.catalog.name), .argument("KEY")],
            [.optional(OptionGroup.locale.name), .optional(OptionGroup.catalog.name), .required(manifest.name)],
        ],
        discussion: """
            With KEYs (rotor.headlines or headlines), prints each rotor's name, one per line, in the
            order asked. Without KEY, prints every rotor as KEY<TAB>NAME<TAB>SYSTEM-TYPE, where
            SYSTEM-TYPE is VoiceOver's system rotor (image, link, headingLevel1…) or '-' for custom
            rotors.
            """,
        arguments: [
            ArgumentDeclaration("KEY", help: RotorRenderHandler.key.spec.doc, repeating: true, optional: true)
        ],
        options: [
            OptionGroup.locale.with(help: "BCP 47 tag; falls back through CLDR parent locales"), OptionGroup.catalog,
            manifest,
        ],
        exitStatus: """
            0 on success, 1 for an unknown KEY, invalid items or an invalid --catalog,
            64 on usage errors, 66 when FILE or the --catalog path cannot be read.
            """)

    static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
        let locale = try arguments.locale()
        try arguments.applyCatalog()
        let store = CatalogStore.shared
        if let path = arguments[manifest.name] {
            guard arguments.positionals.isEmpty else {
                throw .usage("Unexpected argument '\(arguments.positionals[0])' with \(manifest.name)")
            }
            // Read within the limit, by read(2): never more than the limit held, never a crash.
            let limit = RotorItem.maxListBytes
            let data: Data
            if path == "-" {
                guard case .bytes(let bytes) = try BoundedInput.read(STDIN_FILENO, limit: limit) else {
                    throw .failure(
                        "Cannot read the rotor items: standard input holds more than \(limit) bytes, the limit; it was not read"
                    )
                }
                data = Data(bytes)
            } else {
                let file: TranslationFile
                do {
                    file = try TranslationFile.read(path, limit: limit)
                } catch {
                    throw .noInput("Cannot read '\(path)': \(error.reason)")
                }
                guard !file.isUnread else {
                    throw .failure(
                        "Cannot read the rotor items: '\(path)' is \(file.size) bytes, over the limit of \(limit); it was not read"
                    )
                }
                data = Data(file.bytes)
            }
            do {
                let manifest = try RotorManifest(items: RotorItem.parseList(data), locale: locale, store: store)
                Output.line(manifest.json)
            } catch {
                throw .failure(error.message)
            }
            return 0
        }
        if arguments.positionals.isEmpty {
            do {
                for rotor in try store.rotors(locale: locale) {
                    Output.line("\(rotor.key)\t\(rotor.name)\t\(rotor.systemType?.rawValue ?? "-")")
                }
            } catch {
                throw .failure(error.message)
            }
            return 0
        }
        var failed = false
        for key in arguments.positionals {
            do {
                Output.line(try store.rotor(key, locale: locale).name)
            } catch {
                failed = true
                Output.error("Error: \(error.message)")
            }
        }
        return failed ? 1 : 0
    }
}
