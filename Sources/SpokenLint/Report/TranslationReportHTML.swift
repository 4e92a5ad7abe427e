/// A `TranslationReport` as one self-contained HTML page: no network, no external script, style
/// or font; the filters (language, errors only) are a few lines of inline script. The page is
/// accessible itself: real table headers, `lang` and `dir` on every source and translation cell
/// (a screen reader reads each in its own voice), a heading per language, visible focus.
public enum TranslationReportHTML {
    /// The page for `report`.
    public static func render(_ report: TranslationReport) -> String {
        var out = ""
        out.reserveCapacity(1 << 16)
        let source = report.languages.first { $0.isSource }
        let errors = report.lint.errorCount
        let warnings = report.lint.warningCount
        out += """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Translation report: how each message will be spoken</title>
            <style>\(style)</style>
            </head>
            <body>
            <header>
            <h1>How your translations will be spoken</h1>
            <p>\(escape(report.paths.joined(separator: ", "))): \(report.lint.files) file\(report.lint.files == 1 ? "" : "s"), \
            <strong>\(errors) error\(errors == 1 ? "" : "s")</strong>, \(warnings) warning\(warnings == 1 ? "" : "s"). \
            Each row is one case of a message as VoiceOver will say it, with the sample values it was spoken at. \
            A message marked <span class="tag broken-tag">Broken</span> has an error: the app will not use this \
            translation until it is fixed.</p>
            <nav aria-label="Languages"><ul>
            """
        for language in report.languages {
            out +=
                "<li><a href=\"#lang-\(escape(language.locale))\">\(escape(language.name)) (\(escape(language.locale)))</a></li>"
        }
        out += """
            </ul></nav>
            <form id="filters" aria-label="Filters">
            <label for="filter-language">Language</label>
            <select id="filter-language"><option value="">All languages</option>
            """
        for language in report.languages {
            out +=
                "<option value=\"\(escape(language.locale))\">\(escape(language.name)) (\(escape(language.locale)))</option>"
        }
        out += """
            </select>
            <input type="checkbox" id="filter-errors"><label for="filter-errors">Only messages with errors</label>
            <p id="filter-status" role="status" aria-live="polite"></p>
            </form>
            </header>
            <main>

            """
        // Ids of the speech findings, unique in the page.
        var mark = 0
        for language in report.languages {
            section(language, source: source, marks: &mark, into: &out)
        }
        out += """
            </main>
            <footer><p>Made by spoken report. Samples: the source's ARB example, else a value in each plural \
            category of the language (see the README's preview section).</p></footer>
            <script>\(script)</script>
            </body>
            </html>

            """
        return out
    }

    private static func section(
        _ language: TranslationReport.Language, source: TranslationReport.Language?, marks mark: inout Int,
        into out: inout String
    ) {
        let id = "lang-" + escape(language.locale)
        let broken = language.messages.count(where: \.isBroken)
        let withErrors = language.messages.count(where: \.hasError)
        let sourceTag = source?.locale ?? "en"
        let direction = language.isRightToLeft ? "rtl" : "ltr"
        let sourceDirection = source?.isRightToLeft == true ? "rtl" : "ltr"
        out += """
            <section class="language" id="\(id)" data-locale="\(escape(language.locale))" aria-labelledby="\(id)-heading">
            <h2 id="\(id)-heading">\(escape(language.name)) (\(escape(language.locale)))\(language.isSource ? ", the source" : "")</h2>
            <p>\(language.messages.count) messages, \(withErrors) with errors, \(broken) broken.</p>
            <table>
            <thead><tr><th scope="col">Key</th><th scope="col">Case and sample values</th>\
            <th scope="col">Source (\(escape(sourceTag)))</th><th scope="col">\(escape(language.name)) as spoken</th>\
            <th scope="col">Findings</th></tr></thead>

            """
        for message in language.messages {
            let key = escape(message.key)
            out +=
                "<tbody class=\"message\(message.isBroken ? " broken" : "")\" data-key=\"\(key)\" data-error=\"\(message.hasError)\">\n"
            // The message as written, with lint's findings beside it.
            out += "<tr class=\"written\"><th scope=\"row\">\(key)</th><td>as written</td>"
            out +=
                "<td lang=\"\(escape(sourceTag))\" dir=\"\(sourceDirection)\"><code>\(escape(message.source ?? ""))</code></td>"
            out += "<td lang=\"\(escape(language.locale))\" dir=\"\(direction)\">"
            if let translation = message.translation {
                out += "<code>\(escape(translation))</code>"
            } else {
                out += "<span class=\"note\" lang=\"en\" dir=\"ltr\">not translated</span>"
            }
            out += "</td><td>"
            if let reason = message.brokenReason {
                out += "<p class=\"broken-reason\"><span class=\"tag broken-tag\">Broken</span> \(escape(reason))</p>"
            }
            if !message.findings.isEmpty {
                out += "<ul class=\"findings\">"
                for finding in message.findings {
                    out +=
                        "<li class=\"\(finding.severity.rawValue)\"><span class=\"tag \(finding.severity.rawValue)-tag\">\(finding.severity.rawValue)</span> \(escape(finding.message)) <span class=\"rule\">[\(escape(finding.rule.rawValue)), line \(finding.line)]</span></li>"
                }
                out += "</ul>"
            }
            out += "</td></tr>\n"
            for item in message.cases {
                out += "<tr class=\"case\(message.isBroken ? " broken" : "")\" data-case=\"\(escape(item.label))\">"
                out +=
                    "<th scope=\"row\">\(key)</th><td>\(escape(item.label.isEmpty ? "the message" : item.label))</td>"
                out += "<td lang=\"\(escape(sourceTag))\" dir=\"\(sourceDirection)\">\(escape(item.source ?? ""))</td>"
                out += "<td lang=\"\(escape(language.locale))\" dir=\"\(direction)\">"
                var notes: [String] = []
                if message.isBroken {
                    out += "<span class=\"broken-text\" lang=\"en\" dir=\"ltr\">Broken: not spoken</span>"
                } else {
                    out += marked(item.text, item.speech, first: &mark, notes: &notes)
                }
                out += "</td><td>"
                if item.isMissing {
                    out += "<p class=\"warning\">This case has no form of its own: the 'other' form is spoken.</p>"
                }
                if let fallback = message.fallback, !message.isBroken {
                    out += "<p class=\"warning\">Not translated: the words come from \(escape(fallback)).</p>"
                }
                out += notes.joined()
                out += "</td></tr>\n"
            }
            out += "</tbody>\n"
        }
        out += "</table>\n</section>\n"
    }

    /// The spoken text with each speech finding's token marked, the fix right after it, and the
    /// finding in full (for the Findings cell).
    private static func marked(
        _ text: String, _ marks: [TranslationReport.SpeechMark], first: inout Int, notes: inout [String]
    ) -> String {
        guard !marks.isEmpty else { return escape(text) }
        let scalars = Array(text.unicodeScalars)
        var out = ""
        var index = 0
        for item in marks.sorted(by: { $0.offset < $1.offset })
        where item.offset >= index && item.offset < scalars.count {
            let end = min(scalars.count, item.offset + max(1, item.length))
            first += 1
            let id = "speech-\(first)"
            out += escape(String(String.UnicodeScalarView(scalars[index..<item.offset])))
            out +=
                "<mark aria-describedby=\"\(id)\">\(escape(String(String.UnicodeScalarView(scalars[item.offset..<end]))))</mark>"
            if let fix = item.message.range(of: ": write ", options: .backwards) {
                out +=
                    " <span class=\"fix\" lang=\"en\" dir=\"ltr\">(\(escape(String(item.message[fix.upperBound...]))))</span>"
            }
            notes.append("<p class=\"warning\" id=\"\(id)\">\(escape(item.message))</p>")
            index = end
        }
        out += escape(String(String.UnicodeScalarView(scalars[index...])))
        return out
    }

    /// Text for HTML content and attribute values.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    static let style = """
        body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#1b1b1b;background:#fff}
        header,main,footer{padding:0 1.5rem}header{background:#f3f5f8;border-bottom:1px solid #c9d1db;padding-bottom:1rem}
        h1{margin:0;padding-top:1rem;font-size:1.6rem}h2{margin-top:2rem;font-size:1.3rem}
        nav ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
        a{color:#0b4fa8}form{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center}
        select,input{font:inherit}#filter-status{margin:0;flex-basis:100%}
        :focus-visible{outline:3px solid #0b4fa8;outline-offset:2px}
        table{border-collapse:collapse;width:100%;table-layout:fixed}
        th,td{border:1px solid #c9d1db;padding:.35rem .5rem;text-align:start;vertical-align:top;overflow-wrap:anywhere}
        thead th{background:#e4e9f0;position:sticky;top:0}
        th[scope=row]{font-weight:600;font-family:ui-monospace,monospace;font-size:.85rem}
        th:nth-child(1){width:16%}th:nth-child(2){width:14%}th:nth-child(5){width:26%}
        tbody.message{border-top:3px solid #8895a7}tr.written{background:#f8f9fb}
        code{font-family:ui-monospace,monospace;font-size:.85rem;white-space:pre-wrap}
        tbody.broken tr{background:#fdecec}.broken-text{font-weight:700;color:#a00000}
        .tag{display:inline-block;padding:0 .4rem;border-radius:.3rem;font-size:.8rem;font-weight:700;text-transform:uppercase}
        .broken-tag,.error-tag{background:#a00000;color:#fff}.warning-tag{background:#7a4a00;color:#fff}
        ul.findings{margin:0;padding-left:1rem}p{margin:.2rem 0}.rule{color:#4a5565;font-size:.85rem}
        mark{background:#ffe08a;color:#1b1b1b;border-bottom:2px solid #7a4a00}.fix{color:#1d5b1d;font-weight:600}
        .note{color:#4a5565;font-style:italic}
        footer{margin:2rem 0;color:#4a5565}
        """

    static let script = """
        (function(){
        var language=document.getElementById('filter-language');
        var errors=document.getElementById('filter-errors');
        var status=document.getElementById('filter-status');
        function apply(){
        var shown=0;
        document.querySelectorAll('section.language').forEach(function(section){
        var hidden=language.value!==''&&section.dataset.locale!==language.value;
        section.hidden=hidden;
        section.querySelectorAll('tbody.message').forEach(function(body){
        body.hidden=errors.checked&&body.dataset.error!=='true';
        if(!hidden&&!body.hidden)shown++;});});
        status.textContent='Showing '+shown+' message'+(shown===1?'':'s')+'.';}
        language.addEventListener('change',apply);errors.addEventListener('change',apply);apply();
        })();
        """
}
