import Foundation
import PackagePlugin

/// Embeds the package's run-time data (`l10n/*.arb`, `Resources/**`) into the Spoken module.
///
/// SwiftPM's `Bundle.module` on Linux points at the absolute build folder and traps once a copied
/// binary's build folder is gone; generated Swift source travels inside the binary instead. The
/// files in `l10n/` and `Resources/` stay the one source of truth: this runs on every build that
/// touches them, and a test compares the embedded bytes with the files on disk.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        var inputs: [URL] = []
        for folder in ["l10n", "Resources"] {
            let base = root.appending(path: folder)
            guard
                let walker = FileManager.default.enumerator(
                    at: base, includingPropertiesForKeys: [.isRegularFileKey])
            else { continue }
            for case let url as URL in walker
            where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
                && !url.lastPathComponent.hasPrefix(".")
            {
                inputs.append(url)
            }
        }
        inputs.sort { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) resource files into \(target.name)",
                executable: try context.tool(named: "spoken-embed").url,
                arguments: [output.path, root.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
