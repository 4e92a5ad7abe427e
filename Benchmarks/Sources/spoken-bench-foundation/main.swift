import Foundation

// spoken-bench-foundation: the baseline of spoken-bench's end-to-end workloads. What a Swift
// developer writes with Foundation alone to do what `spoken date -` and `spoken render` do for
// date requests: read lines, format with a cached `DateFormatter`, print.
//
//   spoken-bench-foundation date     @EPOCH lines → "Nov 29, 2026, 12:50 PM" (en_US, UTC, medium/short)
//   spoken-bench-foundation render   {"id":…,"op":"date","instant":N,"locale":…,"timeZone":…,"style":…}
//                                    lines → {"id":…,"text":…,"locale":…} (JSONSerialization in,
//                                    hand-written out); "style":"spoken" is the full month name

/// One formatter per (locale, zone, style), as a backend would cache them.
final class Formatters {
    private var cache: [String: DateFormatter] = [:]

    func formatter(locale: String, zone: String, style: String = "icu") -> DateFormatter? {
        let key = locale + "|" + zone + "|" + style
        if let cached = cache[key] { return cached }
        guard let timeZone = TimeZone(identifier: zone) else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = timeZone
        if style == "spoken" {
            formatter.setLocalizedDateFormatFromTemplate("yMMMMdjmm")
        } else {
            formatter.dateStyle = .medium
            formatter.timeStyle = .short
        }
        cache[key] = formatter
        return formatter
    }
}

func dateFeed() -> Int32 {
    let formatters = Formatters()
    guard let formatter = formatters.formatter(locale: "en_US", zone: "UTC") else { return 1 }
    var status: Int32 = 0
    while let line = readLine() {
        guard line.first == "@", let seconds = Double(line.dropFirst()) else {
            FileHandle.standardError.write(Data("Error: Invalid instant '\(line)'\n".utf8))
            status = 1
            continue
        }
        print(formatter.string(from: Date(timeIntervalSince1970: seconds)))
    }
    return status
}

/// A JSON string literal.
func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "\u{0}"..."\u{1F}": out += String(format: "\\u%04x", scalar.value)
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

func renderFeed() -> Int32 {
    let formatters = Formatters()
    var status: Int32 = 0
    while let line = readLine() {
        guard let request = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let seconds = (request["instant"] as? NSNumber)?.doubleValue
        else {
            print(#"{"id":null,"error":{"code":"invalid-request"}}"#)
            status = 1
            continue
        }
        let locale = request["locale"] as? String ?? "en-US"
        let zone = request["timeZone"] as? String ?? "UTC"
        let style = request["style"] as? String ?? "icu"
        guard let formatter = formatters.formatter(locale: locale, zone: zone, style: style) else {
            print(#"{"id":null,"error":{"code":"unknown-time-zone"}}"#)
            status = 1
            continue
        }
        // The response by hand (JSONSerialization's writer would cost more than all the rest).
        let id = (request["id"] as? NSNumber)?.stringValue ?? (request["id"] as? String).map(quoted) ?? "null"
        let text = formatter.string(from: Date(timeIntervalSince1970: seconds))
        print(#"{"id":\#(id),"text":\#(quoted(text)),"locale":\#(quoted(locale))}"#)
    }
    return status
}

switch CommandLine.arguments.dropFirst().first {
case "date": exit(dateFeed())
case "render": exit(renderFeed())
default:
    FileHandle.standardError.write(Data("Usage: spoken-bench-foundation date|render < LINES\n".utf8))
    exit(64)
}
