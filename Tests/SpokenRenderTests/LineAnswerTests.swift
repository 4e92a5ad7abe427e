import Foundation
import Spoken
import Testing

@testable import SpokenRender

/// A request of its op's common shape, answered by the op's handler from the line's members
/// (`Renderer.answerLine`, `LineRenderHandler`), against the same line through `prepare` and the
/// handler's `render`, which the other suites check against ICU: for every line a handler answers
/// this way, it must write exactly the bytes `render` writes, and it must leave every error to it.
@Suite("render: the common shape answered from the line's members")
struct LineAnswerTests {
    /// (bytes the line answer wrote or nil when it left the line, the general path's line).
    static func both(_ line: [UInt8], renderer: Renderer = Renderer()) -> (answered: [UInt8]?, general: [UInt8]?) {
        line.withUnsafeBufferPointer { bytes in
            var memo = RenderMemo()
            var answered: [UInt8] = []
            // The line decoded as every line is; its op's handler answers from its members.
            var took = false
            if case .request(nil, .line(let members))? = renderer.decode(bytes, number: 1, memo: &memo) {
                took = renderer.answerLine(members, memo: &memo, into: &answered)
            }
            var general: [UInt8]?
            if let response = renderer.render(line: bytes, number: 1) {
                var out: [UInt8] = []
                response.write(to: &out)
                general = out
            }
            return (took ? answered : nil, general)
        }
    }

    @Test(
        "Tricky lines: the line answer takes the common shape and leaves the rest",
        arguments: [
            // (case, line, taken by the line answer)
            (
                "date, number instant", #"{"id":1,"op":"date","instant":1796000000,"locale":"en-US","timeZone":"UTC"}"#,
                true
            ),
            ("date, ISO instant", #"{"id":"a","op":"date","instant":"2026-11-29T12:50:00+08:00"}"#, true),
            ("date, epoch string", #"{"op":"date","instant":"@-86400.5","timeZone":"Asia/Tokyo"}"#, true),
            ("members in any order, whitespace", " {\t\"instant\" : 0 ,\"op\":\"date\" , \"id\" : -0 } ", true),
            ("exponent instant", #"{"id":1e3,"op":"date","instant":1e3}"#, true),
            ("fractional instant", #"{"id":1.50,"op":"date","instant":1796000000.75}"#, true),
            ("negative zero instant", #"{"id":null,"op":"date","instant":-0}"#, true),
            ("huge id echoed", #"{"id":123456789012345678901234567890,"op":"date","instant":0}"#, true),
            ("boolean id", #"{"id":true,"op":"date","instant":0}"#, true),
            ("null locale and zone", #"{"op":"date","instant":0,"locale":null,"timeZone":null}"#, true),
            ("styles", #"{"op":"date","instant":0,"dateStyle":"full","timeStyle":"none","style":"spoken"}"#, true),
            ("relative style", #"{"op":"date","instant":0,"style":"relative","locale":"de"}"#, true),
            ("CRLF line", "{\"op\":\"date\",\"instant\":0}\r", true),
            ("ICU locale id", #"{"op":"date","instant":0,"locale":"zh_Hant_TW"}"#, true),
            ("measure", #"{"id":2,"op":"measure","value":25,"unit":"celsius","locale":"de"}"#, true),
            ("measure, decimal string", #"{"op":"measure","value":"25.50","unit":"kilometer","width":"short"}"#, true),
            ("measure, digits", #"{"op":"measure","value":1.23456,"unit":"meter","maxFractionDigits":2.0}"#, true),
            (
                "measure, weather", #"{"op":"measure","value":20,"unit":"celsius","usage":"weather","locale":"en-US"}"#,
                true
            ),
            ("label", #"{"id":3,"op":"label","children":["Berlin","25 °C"],"locale":"de"}"#, true),
            ("label with nulls", #"{"op":"label","children":[null,"a", null ,"b"],"style":"and"}"#, true),
            ("empty label", #"{"op":"label","children":[ ]}"#, true),
            ("non-ASCII label", #"{"op":"label","children":["北京","25摄氏度"],"locale":"zh-Hans"}"#, true),
            ("escape in a string", #"{"op":"label","children":["a\"b"]}"#, false),
            ("escaped id", #"{"id":"\u0041","op":"date","instant":0}"#, false),
            ("escaped key", #"{"\u006fp":"date","instant":0}"#, false),
            ("duplicate field", #"{"op":"date","instant":0,"instant":1}"#, false),
            ("unknown field", #"{"op":"date","instant":0,"dateStlye":"full"}"#, false),
            ("field of another op", #"{"op":"date","instant":0,"unit":"meter"}"#, false),
            ("missing instant", #"{"op":"date"}"#, false),
            ("bad instant", #"{"op":"date","instant":"yesterday"}"#, false),
            ("instant out of range", #"{"op":"date","instant":1e300}"#, false),
            ("instant of a wrong type", #"{"op":"date","instant":true}"#, false),
            ("unknown locale", #"{"op":"date","instant":0,"locale":"xx"}"#, false),
            ("locale of a wrong type", #"{"op":"date","instant":0,"locale":5}"#, false),
            ("unknown zone", #"{"op":"date","instant":0,"timeZone":"Mars/Base"}"#, false),
            ("bad style", #"{"op":"date","instant":0,"dateStyle":"huge"}"#, false),
            ("style of a wrong type", #"{"op":"date","instant":0,"timeStyle":1}"#, false),
            ("unknown op", #"{"op":"dates","instant":0}"#, false),
            ("op of a wrong type", #"{"op":1}"#, false),
            ("no op", #"{"instant":0}"#, false),
            ("empty object", "{}", false),
            ("array id", #"{"id":[1],"op":"date","instant":0}"#, false),
            ("object value", #"{"op":"date","instant":{"s":0}}"#, false),
            ("trailing garbage", #"{"op":"date","instant":0} x"#, false),
            ("trailing comma", #"{"op":"date","instant":0,}"#, false),
            ("leading zero", #"{"op":"date","instant":01}"#, false),
            ("bare minus", #"{"op":"date","instant":-}"#, false),
            ("dot without digits", #"{"op":"date","instant":1.}"#, false),
            ("not JSON", "date 0", false),
            ("blank", "   ", false),
            ("unknown unit", #"{"op":"measure","value":1,"unit":"flux-capacitor"}"#, false),
            ("NaN value", #"{"op":"measure","value":"nan","unit":"meter"}"#, false),
            ("more than 15 digits", #"{"op":"measure","value":12345678901234567,"unit":"meter"}"#, false),
            ("more than 15 digits as text", #"{"op":"measure","value":"874649503692.9334","unit":"meter"}"#, false),
            (
                "fraction digits out of range", #"{"op":"measure","value":1,"unit":"meter","maxFractionDigits":25}"#,
                false
            ),
            ("fraction digits not whole", #"{"op":"measure","value":1,"unit":"meter","maxFractionDigits":1.5}"#, false),
            ("bad width", #"{"op":"measure","value":1,"unit":"meter","width":"wide"}"#, false),
            ("label children not strings", #"{"op":"label","children":[1]}"#, false),
            ("nested children", #"{"op":"label","children":[["a"]]}"#, false),
            ("missing children", #"{"op":"label"}"#, false),
            ("bad label style", #"{"op":"label","children":["a"],"style":"but"}"#, false),
            ("rating answers through render", #"{"op":"rating","value":3.5}"#, false),
        ])
    func tricky(_ name: String, _ line: String, _ taken: Bool) {
        let (answered, general) = Self.both(Array(line.utf8))
        #expect((answered != nil) == taken, "\(name)")
        if let answered {
            #expect(answered == general, "\(name): \(String(decoding: answered, as: UTF8.self))")
        }
    }

    @Test("Invalid UTF-8 is left to the general path")
    func invalidUTF8() {
        let line = Array(#"{"op":"label","children":[""#.utf8) + [0xFF] + Array(#""]}"#.utf8)
        let (answered, general) = Self.both(line)
        #expect(answered == nil)
        #expect(general.map { String(decoding: $0, as: UTF8.self) }?.contains("invalid-utf8") == true)
    }

    @Test("Handlers replaced by the caller are never bypassed")
    func customHandlers() {
        let renderer = Renderer(handlers: ["measure": ValueRenderHandler(.measure)])
        let (answered, _) = Self.both(Array(#"{"op":"date","instant":0}"#.utf8), renderer: renderer)
        #expect(answered == nil)
    }

    /// Generated lines: fields drawn from valid and invalid values, in shuffled order, with
    /// random whitespace. Every line the line answer takes must match the general path.
    @Test("Differential: 20 000 generated lines")
    func differential() {
        var generator = Xorshift(seed: 0x5EED_F00D)  // a fixed seed keeps failures reproducible
        let renderer = Renderer()
        let values: [String: [String]] = [
            "id": [
                "1", "-0", "1e3", "1.50", "\"a\"", "\"\\u0041\"", "null", "true", "[1]",
                "123456789012345678901234567890",
            ],
            "locale": ["\"en-US\"", "\"de\"", "\"zh-Hans\"", "\"ja\"", "\"ar-EG-u-nu-latn\"", "\"xx\"", "null", "5"],
            "timeZone": [
                "\"UTC\"", "\"America/New_York\"", "\"Asia/Kolkata\"", "\"GMT+05:30\"", "\"Mars/Base\"", "null",
            ],
            "instant": [
                "1796000000", "-0", "1e3", "0.5", "1e300", "\"2026-11-29T12:50:00Z\"", "\"@1796000000\"", "\"@-0\"",
                "\"nope\"", "true", "253402300800",
            ],
            "dateStyle": ["\"short\"", "\"full\"", "\"none\"", "\"huge\"", "null", "1"],
            "timeStyle": ["\"medium\"", "\"none\"", "null"],
            "style": ["\"icu\"", "\"spoken\"", "\"relative\"", "\"and\"", "\"or\"", "\"pause\"", "null"],
            "presentation": ["\"spoken\"", "\"relative\"", "\"icu\"", "\"loud\"", "null", "1"],
            "value": ["25", "-3.5", "\"25.50\"", "\"nan\"", "1e2", "true"],
            "unit": ["\"celsius\"", "\"kilometer-per-hour\"", "\"flux-capacitor\"", "1"],
            "width": ["\"short\"", "\"narrow\"", "\"wide\"", "null"],
            "usage": ["\"weather\"", "\"default\"", "null"],
            "maxFractionDigits": ["0", "2", "1.0", "1.5", "25", "null"],
            "children": ["[\"a\",\"b\"]", "[null,\"北京\"]", "[]", "[1]", "[\"a\\\"b\"]", "null"],
            "dateStlye": ["\"full\""],
        ]
        let spaces = ["", " ", "\t", "  "]
        var taken = 0
        let count = 20_000
        for _ in 0..<count {
            // An op (mostly one with a common shape), its required fields (mostly), some optional ones, and now
            // and then a field of another op or a duplicate.
            let op = Self.ops[Int(generator.next() % UInt64(Self.ops.count))]
            var names = ["op"]
            for name in op.required where generator.next() % 10 != 0 { names.append(name) }
            for name in op.optional where generator.next() % 3 == 0 { names.append(name) }
            if generator.next() % 20 == 0 {
                names.append(values.keys.sorted()[Int(generator.next() % UInt64(values.count))])
            }
            if generator.next() % 20 == 0 { names.append(names[Int(generator.next() % UInt64(names.count))]) }
            names.shuffle(using: &generator)
            func space() -> String { spaces[Int(generator.next() % UInt64(spaces.count))] }
            let members = names.map { name -> String in
                if name == "op" { return "\"op\"" + space() + ":" + space() + op.name }
                let choices = values[name]!
                // Mostly the first values (valid), sometimes any.
                let pick = generator.next() % 4 == 0 ? Int(generator.next() % UInt64(choices.count)) : 0
                return "\"\(name)\"" + space() + ":" + space() + choices[pick]
            }
            let line = space() + "{" + members.joined(separator: space() + "," + space()) + "}" + space()
            let (answered, general) = Self.both(Array(line.utf8), renderer: renderer)
            if let answered {
                taken += 1
                #expect(answered == general, "\(line)")
            }
        }
        // The generator must exercise the line answer, not only the general one.
        #expect(taken > count / 10, "line answer took \(taken) of \(count)")
    }

    /// The ops of generated lines: (JSON value, required fields, optional fields).
    static let ops: [(name: String, required: [String], optional: [String])] = [
        ("\"date\"", ["instant"], ["id", "locale", "timeZone", "dateStyle", "timeStyle", "style", "presentation"]),
        ("\"measure\"", ["value", "unit"], ["id", "locale", "timeZone", "width", "usage", "maxFractionDigits"]),
        ("\"label\"", ["children"], ["id", "locale", "timeZone", "style"]),
        ("\"rating\"", ["value"], ["id", "locale"]),
        ("\"nope\"", [], ["id"]),
        ("1", [], ["id"]),
    ]

    @Test(
        "Short numbers read without strtod equal Double(text)",
        arguments: [
            "0", "-0", "7", "-86400", "1796000000", "999999999999999", "-999999999999999", "0.5", "-3.5", "25.50",
            "0.1", "0.3", "1796000000.75", "0.000000000000001", "123456789.012345", "1000000000000000", "1e3", "1.",
        ])
    func shortNumbers(_ text: String) {
        let answered = JSONNumber.double(text.utf8)
        if let answered {
            #expect(answered == Double(text)!)
            #expect(answered.sign == Double(text)!.sign)
        } else {
            // Only more than 15 digits, exponents and malformed text are left to strtod.
            #expect(text.filter(\.isNumber).count > 15 || text.contains("e") || text.hasSuffix("."))
        }
    }

    @Test("Differential: 100 000 random short decimals read as strtod reads them")
    func randomDecimals() {
        var generator = Xorshift(seed: 0xDEC1_3A15)
        for _ in 0..<100_000 {
            let digits = Int(generator.next() % 15) + 1
            var text = generator.next() % 2 == 0 ? "-" : ""
            let point = Int(generator.next() % UInt64(digits + 1))
            for index in 0..<digits {
                if index == point, index > 0 { text += "." }
                text += String(generator.next() % 10)
            }
            guard let expected = Double(text) else { continue }
            let answered = JSONNumber.double(text.utf8)
            #expect(answered == expected && answered?.sign == expected.sign, "\(text)")
        }
    }
}

/// A small deterministic generator for reproducible lines.
struct Xorshift: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}
