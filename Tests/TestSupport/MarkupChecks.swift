import Foundation
import Spoken

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Checks of `SpokenMarkup` with an XML parser (Foundation's `XMLParser`), never by matching
/// strings: the SSML fragment parses inside `<speak>`, its text content is `display`, and
/// replacing each `<sub>` by its `alias` gives `text`; each span's UTF-16 range of `display` is
/// the visible value it speaks.
public enum MarkupChecks {
    /// What an SSML fragment shows and says, as an XML parser reads it; nil when it is not XML.
    public struct Reading: Sendable {
        /// The text content (tags removed).
        public var shown = ""
        /// The text content with each `<sub>`'s content replaced by its `alias`.
        public var spoken = ""
        /// Each `<sub>`'s alias and content, in order.
        public var subs: [(alias: String, content: String)] = []
        /// The `xml:lang` of each `<lang>`, in order.
        public var languages: [String] = []
    }

    /// The fragment read by `XMLParser` inside `<speak version="1.1" xml:lang="…">`.
    public static func read(ssml: String, language: String = "en") -> Reading? {
        let document =
            #"<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="\#(language)">"#
            + ssml + "</speak>"
        let delegate = Reader()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = delegate
        guard parser.parse(), delegate.failure == nil else { return nil }
        return delegate.reading
    }

    /// Everything wrong with `markup` (empty when nothing is): SSML that is not XML, a text content
    /// that is not `display`, a spoken content that is not `text`, spans whose ranges are not
    /// `visible` (the visible values, in order) or whose words are not the subs' aliases.
    public static func problems(_ markup: SpokenMarkup, visible: [String], language: String = "en") -> [String] {
        var problems: [String] = []
        guard let reading = read(ssml: markup.ssml, language: language) else {
            return ["not XML: \(markup.ssml)"]
        }
        if reading.shown != markup.display {
            problems.append("text content \(reading.shown) ≠ display \(markup.display)")
        }
        if reading.spoken != markup.text { problems.append("spoken \(reading.spoken) ≠ text \(markup.text)") }
        if markup.spans.count != visible.count {
            problems.append("\(markup.spans.count) spans for \(visible.count) values")
        }
        let units = Array(markup.display.utf16)
        for (span, value) in zip(markup.spans, visible) {
            guard 0 <= span.start, span.start <= span.end, span.end <= units.count else {
                problems.append("span \(span.start)..<\(span.end) outside \(units.count) units")
                continue
            }
            let covered = String(decoding: units[span.start..<span.end], as: UTF16.self)
            if covered != value { problems.append("span covers \(covered), not \(value)") }
        }
        if reading.subs.map(\.alias) != markup.spans.map(\.text) { problems.append("aliases ≠ spans' words") }
        if reading.subs.map(\.content) != visible { problems.append("subs' contents ≠ visible values") }
        if markup.inputLabels.first != markup.display { problems.append("inputLabels do not start with display") }
        return problems
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var reading = Reading()
        var failure: Error?
        /// The alias of the `<sub>` being read, and its content so far.
        private var alias: String?
        private var content = ""

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            switch name {
            case "sub":
                alias = attributes["alias"] ?? ""
                content = ""
            case "lang":
                reading.languages.append(attributes["xml:lang"] ?? "")
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard name == "sub", let alias else { return }
            reading.spoken += alias
            reading.subs.append((alias, content))
            self.alias = nil
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            reading.shown += string
            if alias != nil { content += string } else { reading.spoken += string }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred error: Error) { failure = error }
    }
}
