import Foundation
import Spoken
import SpokenLint
import SpokenRender

/// `spoken cell`: a whole cell label from its parts (a JSON array, as `render`'s `cell` op takes
/// them), rendered by that op's declaration.
enum CellCommand: Command {
    static let now = OptionDeclaration.option(
        "--now", "INSTANT", help: "the present relative times and dates are seen from",
        defaultHelp: "the wall clock")

    static let declaration = CommandDeclaration(
        name: "cell",
        summary: "Speak a whole cell label: catalog messages, text and values joined with the pause",
        discussion: """
            Reads PARTS, a JSON array, from FILE or standard input ('-', the default), and prints
            the cell label render's cell op gives for it. A part is a catalog message
            {"key":"order.arrives","args":{"eta":5400}}, the app's own text {"text":"Burger Barn"},
            or a value op's request without id, locale and timeZone
            {"op":"money","amount":"29.21","currency":"USD"}. A text or an argument that is null
            drops its part. With --markup, prints JSON: the label as it is shown (display) and
            spoken (text), its SSML, the spans of its values and its input labels.
            """,
        arguments: [ArgumentDeclaration("FILE", optional: true)],
        options: [
            OptionGroup.locale, OptionGroup.timeZone.with(help: "zone for dates and times"), OptionGroup.catalog, now,
        ] + MarkupOptions.declarations,
        exitStatus: """
            0 on success, 1 when a part cannot be spoken (an unknown key, a missing argument) or
            the parts are not a JSON array, 64 on usage errors, 66 when FILE or the --catalog
            path cannot be read.
            """)

    static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
        let locale = try arguments.locale()
        let zone = try arguments.timeZone()
        let present = arguments.given[now.name]
        let width = try MarkupOptions.width(arguments)
        if let present {
            do {
                _ = try Instant.parse(present)
            } catch {
                throw .usage(error)
            }
        }
        try arguments.applyCatalog()
        guard arguments.positionals.count <= 1 else {
            throw .usage("Unexpected argument '\(arguments.positionals[1])': give one FILE of parts")
        }
        let path = arguments.positionals.first ?? "-"
        let text = try read(path)
        let parts: JSONValue
        do {
            parts = try JSONLineParser().parse(text).value
        } catch {
            throw .failure("Cannot read the parts in '\(path)': \(error.message)")
        }
        guard case .array = parts else {
            throw .failure("Invalid parts in '\(path)': expected a JSON array of parts, got \(parts.kindName)")
        }
        let op: JSONValue = .string(CellRenderHandler.declaration.name)
        var request: JSONObject = ["op": op, CellRenderHandler.parts.name: parts]
        if let present { request.append(CellRenderHandler.now.name, .string(present)) }
        if let width { request = MarkupOptions.fields(request, width: width) }
        let renderer = Renderer(defaults: RenderDefaults(locale: locale, timeZone: zone))
        do {
            let rendered = try renderer.render(fields: request, line: 1)
            Output.line(width == nil ? rendered.text : rendered.json)
        } catch {
            throw .failure(error.message)
        }
        return 0
    }

    /// The file's (or standard input's) text, within render's line limit.
    private static func read(_ path: String) throws(CLIError) -> String {
        let limit = RenderLimits().maxLineBytes
        if path == "-" {
            guard case .bytes(let bytes) = try BoundedInput.read(STDIN_FILENO, limit: limit) else {
                throw .failure("Cannot read the parts: standard input holds more than \(limit) bytes, the limit")
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        let file: TranslationFile
        do {
            file = try TranslationFile.read(path, limit: limit)
        } catch {
            throw .noInput("Cannot read '\(path)': \(error.reason)")
        }
        guard !file.isUnread else {
            throw .failure("Cannot read the parts: '\(path)' is \(file.size) bytes, over the limit of \(limit)")
        }
        return String(decoding: file.bytes, as: UTF8.self)
    }
}
