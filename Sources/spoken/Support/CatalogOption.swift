import Foundation
import Spoken

/// `--catalog DIR`: ARB files layered over the shipped catalogs for this run (a translator
/// trying a change, a backend's overrides). The directory is validated first; on any problem
/// every diagnostic is printed and the command fails without speaking.
enum CatalogOption {
    static let name = "--catalog"

    static let help = """
          --catalog DIR     layer the .arb files of DIR over the shipped catalogs (validated
                            first: a bad file is reported with its key and nothing is spoken)
        """

    static func apply(_ arguments: Arguments) throws(CLIError) {
        guard let directory = arguments[name] else { return }
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
