import Spoken
import SpokenRender
import TestSupport
import Testing

/// The `case` option of the unit-based ops (duration, measure, measureRange), declared once
/// (`ValueField.grammaticalCase`): ICU's words in the case (unit_cases.tsv), and an unknown case or
/// one the language lacks as `invalid-option` naming it.
@Suite("render: grammatical case")
struct CaseRenderTests {
    static let renderer = Renderer()

    static func response(_ line: String) -> String { renderer.render(line: line)?.json ?? "" }

    @Test("duration, measure and measureRange speak the case")
    func words() {
        let duration = Self.response(#"{"id":1,"op":"duration","seconds":5460,"locale":"ru","case":"accusative"}"#)
        #expect(
            duration
                == #"{"id":1,"text":"\#(ICUGolden.unitCase("duration", "ru", "accusative", "5460"))","locale":"ru"}"#)
        let measure = Self.response(
            #"{"id":2,"op":"measure","value":21,"unit":"minute","locale":"uk","case":"instrumental"}"#)
        #expect(
            measure
                == #"{"id":2,"text":"\#(ICUGolden.unitCase("measure", "uk", "instrumental", "21 minute"))","locale":"uk"}"#
        )
        let range = Self.response(
            #"{"id":3,"op":"measureRange","low":21,"high":25,"unit":"minute","locale":"pl","case":"genitive","presentation":"icu"}"#
        )
        #expect(
            range
                == #"{"id":3,"text":"\#(ICUGolden.unitCase("range", "pl", "genitive", "21 25 minute"))","locale":"pl"}"#
        )
    }

    @Test(
        "An unknown case, or one the language lacks, is invalid-option naming it", arguments: ["duration", "measure"])
    func errors(_ op: String) {
        let value = op == "duration" ? #""seconds":60"# : #""value":1,"unit":"minute""#
        let unknown = Self.response(#"{"id":1,"op":"\#(op)",\#(value),"locale":"ru","case":"akkusativ"}"#)
        #expect(unknown.contains(#""code":"invalid-option""#) && unknown.contains("'akkusativ'"), "\(unknown)")
        let lacking = Self.response(#"{"id":1,"op":"\#(op)",\#(value),"locale":"en","case":"genitive"}"#)
        #expect(lacking.contains(#""code":"invalid-option""#) && lacking.contains("'genitive'"), "\(lacking)")
    }
}
