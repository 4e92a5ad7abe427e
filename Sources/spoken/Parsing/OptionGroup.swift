import Foundation
import Spoken

/// Options several commands share, declared once together with the code that reads them.
enum OptionGroup {
    static let locale = OptionDeclaration.option(
        "--locale", "TAG", help: "BCP 47 tag or ICU id: zh-Hans-CN, ar-EG-u-nu-latn", default: "en-US")

    static let timeZone = OptionDeclaration.option(
        "--time-zone", "ID", help: "IANA id, UTC or GMT+08:00", default: "UTC")

    /// `--catalog DIR`: ARB files layered over the shipped catalogs for this run (a translator
    /// trying a change, a backend's overrides).
    static let catalog = OptionDeclaration.option(
        "--catalog", "DIR",
        help: """
            layer the .arb files of DIR over the shipped catalogs (validated
            first: a bad file is reported with its key and nothing is spoken)
            """)
}

extension ParsedArguments {
    /// `--locale`; a bad tag is a usage error naming it.
    func locale() throws(CLIError) -> SpokenLocale {
        do {
            return try SpokenLocale(value(OptionGroup.locale))
        } catch {
            throw .usage(error)
        }
    }

    /// `--time-zone`; an unknown zone is a usage error naming it.
    func timeZone() throws(CLIError) -> SpokenTimeZone {
        do {
            return try SpokenTimeZone(value(OptionGroup.timeZone))
        } catch {
            throw .usage(error)
        }
    }

    /// Loads `--catalog DIR`, if given. The directory is validated first; on any problem every
    /// diagnostic is printed and the command fails without speaking.
    func applyCatalog() throws(CLIError) {
        guard let directory = self[OptionGroup.catalog.name] else { return }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .noInput("Cannot read catalog directory '\(directory)'")
        }
        do {
            try CatalogStore.shared.loadOverrides(directory: directory)
        } catch {
            throw .failure(error.message)
        }
    }
}
