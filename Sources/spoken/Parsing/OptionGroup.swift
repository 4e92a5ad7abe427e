import Foundation
import Spoken

/// Options several commands share, declared once together with the code that reads them.
enum OptionGroup {
    static let locale = OptionDeclaration.option(
        "--locale", "TAG", help: "BCP 47 tag or ICU id: zh-Hans-CN, ar-EG-u-nu-latn", default: "en-US")

    static let timeZone = OptionDeclaration.option(
        "--time-zone", "ID", help: "IANA id, UTC or GMT+08:00", default: "UTC")

    /// `--catalog PATH`: an ARB file, or a directory of them, layered over the shipped catalogs
    /// for this run (a translator trying a change, a backend's overrides).
    static let catalog = OptionDeclaration.option(
        "--catalog", "PATH",
        help: """
            layer an .arb file, or the .arb files of a directory, over the
            shipped catalogs (checked first as 'spoken lint' checks them: an
            error is reported with its file, line and key, and nothing is spoken)
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

    /// Loads `--catalog PATH`, if given. Every file is checked first; on any error every error
    /// is printed and the command fails without speaking (exit 1; 66 when a path cannot be read).
    func applyCatalog() throws(CLIError) {
        guard let path = self[OptionGroup.catalog.name] else { return }
        do {
            try CatalogStore.shared.loadOverrides(at: path)
        } catch {
            throw error.code == .unreadableCatalog ? .noInput(error.message) : .failure(error.message)
        }
    }
}
