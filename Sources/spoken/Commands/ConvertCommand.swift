import Foundation
import Glibc
import Spoken
import SpokenLint

/// `spoken convert`: Spoken's ARB catalogs to an Xcode String Catalog for the iOS client, a
/// String Catalog to Xcode's own layout or to ARB, `.strings`/`.stringsdict` to a String Catalog.
enum ConvertCommand: Command {
    static let to = OptionDeclaration.option("--to", "FORMAT", help: "xcstrings or arb")
    static let source = OptionDeclaration.option(
        "--source", "LOCALE", help: "The source language of ARB catalogs", default: "en")
    static let output = OptionDeclaration(
        name: "--output", shortName: "o", kind: .option(valueName: "OUT"),
        help: "Write to OUT instead of standard output (--to arb: the directory)", defaultValue: nil,
        defaultHelp: nil)

    static let declaration = CommandDeclaration(
        name: "convert",
        summary: "Convert ARB catalogs, String Catalogs (.xcstrings), .strings and .stringsdict",
        usage: [
            [.required(to.name), .optional(source.name), .optional(output.name), .argument("PATH")],
            [.required(to.name), .required(output.name), .argument("PATH")],
        ],
        discussion: """
            PATH is a directory of ARB catalogs (such as l10n), .arb files, one .xcstrings file, or a
            folder of <locale>.lproj folders holding one table's .strings and .stringsdict files.
            ARB catalogs become one String Catalog holding every key and locale, in Xcode's layout:
            {name} becomes %1$@ (%1$lld for int, %1$lf for num placeholders), plurals become plural
            variations (=0 becomes zero, # the count), several plurals substitutions; comment comes
            from description. What a String Catalog cannot express (select, number skeletons, dates,
            =N cases other than =0) is left out of the values and reported on standard error, and so
            is a translation's grammatical case of a placeholder ("case": "accusative" in ru.arb: the
            app passes the words, in that case). Each comment ends, after a blank line, with a
            'spoken-arb: {...}' line (keep it) carrying the placeholder names, the @key attributes
            (x-priority...), each translation's own @key attributes (its cases) and each message the
            values cannot hold (the first one also each file's @@last_modified and other @@
            attributes), so that --to arb brings the ARB back as it was, and edited values under
            their names. The result is linted and must have no errors. A .xcstrings file is written
            back in Xcode's layout (the same bytes for a file Xcode wrote), whatever lint finds in
            it (the findings on standard error; exit 0). .strings and .stringsdict files migrate as
            Xcode migrates them (extractionState migrated; a format that is one plural variable
            becomes plural variations, others substitutions).

            --to arb writes one LOCALE.arb per locale of a String Catalog into the -o directory:
            printf arguments become {arg1}, {arg2}… (typed in the source's metadata; the names and
            metadata of a 'spoken-arb:' comment line when there is one), plurals and substitutions
            plural arguments, comments descriptions. Device variations and units in state new are
            left out and reported, and so is printf meaning ARB cannot carry (flags, widths and
            precisions such as %.2f, %*d, an argument read as two types) and a key starting with @.
            Each file is named by its locale's canonical tag (de_DE becomes de-DE.arb). The ARB
            catalogs are linted and must have no errors.

            Every file is written whole or not at all (a temporary file beside it, synced, then
            renamed over it; with --to arb every file is ready before the first rename). A target
            that is a symbolic link, a FIFO or another non-regular file is refused.
            """,
        arguments: [ArgumentDeclaration("PATH", repeating: true)],
        options: [to, source, output],
        exitStatus: """
            0 written, 1 lint errors or nothing to convert, 64 usage error, 66 a path
            cannot be read.
            """)

    static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
        guard let target = arguments[to.name] else { throw .usage("Missing --to: give --to xcstrings") }
        guard target == "xcstrings" || target == "arb" else {
            throw .usage("Invalid value '\(target)' for --to: expected xcstrings or arb")
        }
        let sourceLocale = arguments.value(source)
        guard (try? SpokenLocale(sourceLocale)) != nil else {
            throw .usage("Invalid value '\(sourceLocale)' for --source: expected a locale such as en")
        }
        guard !arguments.positionals.isEmpty else {
            throw .usage("Missing PATH: give a directory of .arb files, .arb files or one .xcstrings file")
        }
        if target == "xcstrings", let out = arguments[output.name] {
            // The result is linted, and written, as a String Catalog: Xcode knows one by its name.
            guard out.hasSuffix(".xcstrings"), !out.hasSuffix("/.xcstrings") else {
                throw .usage("Invalid value '\(out)' for --output: a String Catalog's name ends in .xcstrings")
            }
        }
        // Normalising in place (`-o X X`): a change made to X while it is converted is not overwritten.
        let before = arguments[output.name].flatMap { FileWriter.Identity(path: $0) }
        var files: [LintFile] = []
        // All the inputs together become one output, which must lint within the limit too: the
        // sizes are checked before a byte is read (five 31 MB .strings files cost 6 GB, only to
        // be refused after).
        var budget = LintLimits.defaultMaxFileBytes
        for path in arguments.positionals { files.append(contentsOf: try collect(path, budget: &budget)) }
        let inPlace = before.flatMap { before in
            files.contains { FileWriter.Identity(path: $0.path)?.sameFile(as: before) == true } ? before : nil
        }
        let catalogs = files.filter { $0.path.hasSuffix(".xcstrings") }
        if target == "arb" { return try exportARB(files, out: arguments[output.name]) }
        let bytes: [UInt8]
        let check: LintFile
        if !catalogs.isEmpty {
            guard files.count == 1 else {
                throw .usage("Give one .xcstrings file, or ARB catalogs: not both, nor several catalogs")
            }
            // Normalising is formatting; lint is the gate: its findings go to standard error and
            // the catalog is written whatever they are (only a file that is not a catalog is not).
            do {
                bytes = try StringCatalog(parsing: catalogs[0].bytes, path: catalogs[0].path).xcodeFormatted()
            } catch {
                throw .failure("\(error)")
            }
            let report = Linter().lint(catalogs, source: nil)
            if !report.diagnostics.isEmpty {
                Output.error(report.rendered(as: .text).trimmingCharacters(in: .newlines))
            }
            check = LintFile(path: arguments[output.name] ?? catalogs[0].path, bytes: bytes)
        } else {
            let conversion: StringCatalogConversion
            let strings = files.filter { $0.path.hasSuffix(".strings") || $0.path.hasSuffix(".stringsdict") }
            guard strings.isEmpty || strings.count == files.count else {
                throw .usage("Give ARB catalogs or .strings/.stringsdict files, not both")
            }
            if strings.isEmpty {
                // ARB catalogs are linted as they are, so that what blocks the conversion is
                // located in the files the translator edits, not in a catalog never written.
                let source = files.first {
                    $0.path == "\(sourceLocale).arb" || $0.path.hasSuffix("/\(sourceLocale).arb")
                }
                let report = Linter(sourceLocale: sourceLocale).lint(files, source: source)
                guard report.errorCount == 0 else {
                    Output.error(report.rendered(as: .text).trimmingCharacters(in: .newlines))
                    throw .failure("The ARB catalogs have lint errors; nothing written")
                }
            }
            do {
                // Refused before the catalog's JSON is built when its entries alone are over
                // the limit (the JSON of one-letter messages is several times their size).
                let limit = LintLimits.defaultMaxFileBytes
                conversion =
                    strings.isEmpty
                    ? try StringCatalogConverter.stringCatalog(
                        fromARB: files, sourceLocale: sourceLocale, sizeLimit: limit)
                    : try StringCatalogConverter.stringCatalog(
                        fromStrings: strings, sourceLocale: sourceLocale, sizeLimit: limit)
            } catch {
                if error.code == .tooLarge { throw Self.overLimit(arguments[output.name]) }
                throw .failure("\(error)")
            }
            for note in conversion.notes { Output.error("Warning: \(note)") }
            // Everything left out (a .stringsdict entry without its format key…): say so, exit 1.
            guard !conversion.catalog.entries.isEmpty else {
                throw .failure("Nothing to convert: every key was left out; nothing written")
            }
            // Written up to the limit lint reads, no further.
            guard let written = conversion.catalog.xcodeFormatted(limit: LintLimits.defaultMaxFileBytes) else {
                throw Self.overLimit(arguments[output.name])
            }
            bytes = written
            check = LintFile(path: arguments[output.name] ?? "Localizable.xcstrings", bytes: bytes)
        }
        // The output must lint without errors, whatever produced it; one too large to lint is
        // named as the output it is, not as a file that was not read.
        try checkSize(bytes.count, of: arguments[output.name])
        // (A normalised catalog was linted above, as it was read: its findings are listed, not a gate.)
        if catalogs.isEmpty {
            let report = Linter().lint([check], source: nil)
            guard report.errorCount == 0 else {
                Output.error(report.rendered(as: .text).trimmingCharacters(in: .newlines))
                throw .failure("The converted catalog has lint errors; nothing written")
            }
        }
        if let out = arguments[output.name] {
            try write([FileWriter.File(path: out, bytes: bytes)], unchangedSince: inPlace.map { [out: $0] } ?? [:])
        } else {
            Output.write(String(decoding: bytes, as: UTF8.self))
        }
        return 0
    }

    /// `--to arb`: one String Catalog to `OUT/<locale>.arb` for each locale.
    private static func exportARB(_ files: [LintFile], out: String?) throws(CLIError) -> Int32 {
        guard files.count == 1, files[0].path.hasSuffix(".xcstrings") else {
            throw .usage("--to arb converts one .xcstrings file")
        }
        guard let out else { throw .usage("Missing -o: give the directory for the ARB catalogs") }
        let report = Linter().lint(files, source: nil)
        guard report.errorCount == 0 else {
            Output.error(report.rendered(as: .text).trimmingCharacters(in: .newlines))
            throw .failure("'\(files[0].path)' has lint errors; nothing written")
        }
        let catalog: StringCatalog
        do {
            catalog = try StringCatalog(parsing: files[0].bytes, path: files[0].path)
        } catch {
            throw .failure("\(error)")
        }
        let (outputs, notes) = StringCatalogConverter.arbCatalogs(from: catalog, path: files[0].path)
        for note in notes { Output.error("Warning: \(note)") }
        // Each file is named by its canonical tag (`ARBOutput.fileName`), so it lands inside OUT.
        let prefix = out.hasSuffix("/") ? out : out + "/"
        let written = outputs.map { LintFile(path: prefix + $0.fileName, bytes: Array($0.text.utf8)) }
        for file in written { try checkSize(file.bytes.count, of: file.path) }
        // What is written must lint without errors, as the other direction's output must.
        let sourceTag = (try? SpokenLocale(catalog.sourceLanguage ?? "en"))?.identifier
        let source = zip(outputs, written).first { $0.0.locale == sourceTag }?.1
        let check = Linter().lint(written, source: source)
        guard check.errorCount == 0 else {
            Output.error(check.rendered(as: .text).trimmingCharacters(in: .newlines))
            throw .failure(
                "The converted ARB catalogs have lint errors (shown in the files as they would be written); nothing written"
            )
        }
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        } catch {
            // Foundation's error names no cause on Linux: ask mkdir(2) for it.
            let reason = mkdir(out, 0o755) == 0 ? "unknown error" : String(cString: strerror(errno))
            throw .failure("Cannot create directory '\(out)': \(reason)")
        }
        try write(written.map { FileWriter.File(path: $0.path, bytes: $0.bytes) })
        return 0
    }

    /// Fails when an output would be over the size lint reads (so it could not be checked).
    private static func checkSize(_ size: Int, of output: String?) throws(CLIError) {
        guard size <= LintLimits.defaultMaxFileBytes else { throw overLimit(output) }
    }

    private static func overLimit(_ output: String?) -> CLIError {
        let name = output.map { "The output '\($0)'" } ?? "The converted catalog"
        return .failure(
            "\(name) would be over \(LintLimits.defaultMaxFileBytes) bytes, the limit that lint checks; nothing written"
        )
    }

    /// Writes whole files (all of them or none), or fails naming the file and why.
    private static func write(_ files: [FileWriter.File], unchangedSince: [String: FileWriter.Identity] = [:])
        throws(CLIError)
    {
        do {
            try FileWriter.write(files, unchangedSince: unchangedSince)
        } catch {
            throw .failure("\(error); nothing written")
        }
    }

    /// The files a PATH names, found and read as `spoken lint` finds them.
    private static func collect(_ path: String, budget: inout Int) throws(CLIError) -> [LintFile] {
        do {
            let paths = try LintFileDiscovery.translationFiles(in: path)
            var files: [LintFile] = []
            let limit = LintLimits.defaultMaxFileBytes
            for path in paths {
                var info = stat()
                if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
                    let size = Int(info.st_size)
                    guard size <= budget || size > limit else {
                        throw CLIError.failure(
                            "Cannot convert '\(path)': with the files before it, the input is over \(limit) bytes, the limit of the one catalog it becomes; nothing was converted"
                        )
                    }
                    budget -= min(size, budget)
                }
                let file = try LintFileDiscovery.read(path, limit: limit)
                // Over the limit the file is not read (as lint reports it): say so, not "empty".
                guard file.bytes.count == file.size else {
                    throw CLIError.failure(
                        "Cannot convert '\(path)': the file is \(file.size) bytes, over the limit of \(limit) bytes; it was not read"
                    )
                }
                files.append(file)
            }
            // A directory of ARB catalogs converts its ARB files only.
            return files.contains { $0.path.hasSuffix(".arb") } ? files.filter { $0.path.hasSuffix(".arb") } : files
        } catch let error as LintInputError {
            throw .noInput(error.message)
        } catch let error as CLIError {
            throw error
        } catch {
            throw .failure("\(error)")
        }
    }
}
