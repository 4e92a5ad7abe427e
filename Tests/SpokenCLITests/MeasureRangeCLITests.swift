import Foundation
import TestSupport
import Testing

/// `spoken measure-range` and the `measureRange` op end to end. Expected words are ICU's
/// (measure_ranges.tsv from gen_measure_ranges.cpp) and the catalog's `label.rangeTo` (l10n/).
@Suite("spoken measure-range")
struct MeasureRangeCLITests {
    static func golden(_ locale: String, _ presentation: String, _ low: String, _ high: String) -> [String]? {
        ICUGolden.table("measure_ranges.tsv").rows.first {
            $0[0] == locale && $0[1] == presentation && $0[2] == "celsius" && $0[3] == low && $0[4] == high
        }
    }

    static func spoken(_ locale: String, _ low: String, _ high: String) throws -> String {
        let row = try #require(golden(locale, "spoken", low, high))
        guard row[7] != "-" else { return row[6] }
        let message = try #require(CatalogOnDisk.message("label.rangeTo", in: locale))
        return message.replacingOccurrences(of: "{start}", with: row[7]).replacingOccurrences(of: "{end}", with: row[8])
    }

    @Test("Pairs of values, negative ones too, spoken with the catalog's range words")
    func command() throws {
        let result = try CLI.run(["measure-range", "--unit", "celsius", "--locale", "de", "18", "25", "-5", "3"])
        #expect(result.status == 0)
        #expect(result.stdout == "\(try Self.spoken("de", "18", "25"))\n\(try Self.spoken("de", "-5", "3"))\n")
        let icu = try CLI.run(["measure-range", "--unit", "celsius", "--presentation", "icu", "-5", "3"])
        #expect(icu.stdout == (Self.golden("en", "icu", "-5", "3")?[6] ?? "missing") + "\n")
    }

    @Test("Errors: low above high is a failure, no unit a usage error")
    func errors() throws {
        let range = try CLI.run(["measure-range", "--unit", "celsius", "5", "3"])
        #expect(range.status == 1)
        #expect(range.stderr.contains("Invalid range '5' to '3'"))
        let usage = try CLI.run(["measure-range", "5", "3"])
        #expect(usage.status == 64)
        #expect(usage.stderr.contains("--unit"))
    }

    @Test("render: the op, its errors and one value for equal ends")
    func render() throws {
        let input = """
            {"id":1,"op":"measureRange","low":-5,"high":3,"unit":"celsius","locale":"ja"}
            {"id":2,"op":"measureRange","low":18,"high":18,"unit":"celsius"}
            {"id":3,"op":"measureRange","low":25,"high":18,"unit":"celsius"}
            {"id":4,"op":"measureRange","low":18,"high":25}

            """
        let result = try CLI.run(["render", "--jobs", "1"], stdin: input)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count == 4)
        #expect(lines[0] == #"{"id":1,"text":"\#(try Self.spoken("ja", "-5", "3"))","locale":"ja"}"#)
        #expect(lines[1] == #"{"id":2,"text":"\#(try Self.spoken("en", "18", "18"))","locale":"en-US"}"#)
        #expect(lines[2].contains(#""code":"invalid-range""#))
        #expect(lines[3].contains(#""code":"missing-field""#) && lines[3].contains("'unit'"))
    }
}
